extension SplitViewController {
  /// The current restorable state.
  public var restorationState: SplitRestorationState {
    func entries(_ controllers: [ViewController], _ column: Column) -> [SplitRestorationState.Entry]
    {
      controllers.compactMap { controller in
        controller.restorationIdentifier.map {
          SplitRestorationState.Entry(identifier: $0, column: column)
        }
      }
    }
    var stacks: [SplitRestorationState.Entry] = []
    var collapsed: [SplitRestorationState.Entry]?
    if isCollapsed && compactController == nil {
      let parts = partitionCollapsedStack()
      collapsed = expandedColumns.flatMap { entries(parts[$0] ?? [], $0) }
      for column in expandedColumns {
        let own = navigation(for: column).viewControllers
        let stack =
          parts[column].flatMap { $0.isEmpty ? nil : $0 }
          ?? (own.isEmpty ? stashedStacks[column] ?? [] : own)
        stacks += entries(column == .primary ? parts[.primary] ?? [] : stack, column)
      }
    } else {
      for column in expandedColumns {
        stacks += entries(navigation(for: column).viewControllers, column)
      }
    }
    return SplitRestorationState(
      style: style, displayMode: displayMode, isCollapsed: isCollapsed,
      forcesCollapse: forcesCollapse,
      primaryColumnWidth: userPrimaryColumnWidth, focusedColumn: focus.column, stacks: stacks,
      collapsedStack: collapsed)
  }

  /// Restores a snapshot: stacks, forced collapse, divider width, display mode and focus.
  ///
  /// Identifiers are looked up among the controllers the split view holds, then through
  /// `resolve`. Everything is validated before anything changes.
  ///
  /// - Parameters:
  ///   - state: A snapshot from ``restorationState`` (possibly decoded from outside).
  ///   - resolve: Supplies controllers the split view does not hold; return `nil` when unknown.
  /// - Throws: ``RestorationError`` when the snapshot does not fit; the state is then untouched.
  public func restore(
    from state: SplitRestorationState, resolving resolve: (String) -> ViewController? = { _ in nil }
  ) throws(RestorationError) {
    let plan = try restorationPlan(for: state, resolve: resolve)
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    isUpdating = true
    forcesCollapse = state.forcesCollapse
    userPrimaryColumnWidth = state.primaryColumnWidth
    columnTags = [:]
    stashedStacks = [:]
    for column in expandedColumns { navigation(for: column).install(plan.stacks[column] ?? []) }
    let collapse = state.forcesCollapse || effectiveSizeClass == .compact
    if collapse, compactController == nil, let merged = plan.collapsed {
      for column in expandedColumns where column != .primary {
        let stack = plan.stacks[column] ?? []
        if merged.contains(where: { entry in stack.contains { $0 === entry.controller } }) {
          stashedStacks[column] = stack
          navigation(for: column).install([])
        }
      }
      for entry in merged { columnTags[ObjectIdentifier(entry.controller)] = entry.column }
      navigation(for: .primary).install(merged.map(\.controller))
      isCollapsed = true
    } else {
      isCollapsed = false
    }
    isUpdating = false
    resolutionKey = nil
    update()
    if !isCollapsed, splitBehavior.allowedDisplayModes(for: style).contains(state.displayMode) {
      userDisplayMode = state.displayMode
      displayMode = state.displayMode
    }
    focus = FocusState(column: state.focusedColumn)
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
  }

  private struct RestorationPlan {
    var stacks: [Column: [ViewController]] = [:]
    var collapsed: [(controller: ViewController, column: Column)]?
  }

  private func restorationPlan(
    for state: SplitRestorationState, resolve: (String) -> ViewController?
  ) throws(RestorationError) -> RestorationPlan {
    guard state.version == 1 else {
      throw RestorationError(
        code: .unsupportedVersion, message: "version \(state.version), expected 1")
    }
    guard state.style == style else {
      throw RestorationError(
        code: .styleMismatch, message: "snapshot of a \(state.style) split, this is \(style)")
    }
    guard state.displayMode != .automatic else {
      throw RestorationError(
        code: .invalidValue, message: "the resolved display mode is never automatic")
    }
    if let width = state.primaryColumnWidth, !(width.isFinite && width >= 0) {
      throw RestorationError(code: .invalidValue, message: "primary column width \(width)")
    }
    if let column = state.focusedColumn, column != .compact, !expandedColumns.contains(column) {
      throw RestorationError(
        code: .invalidValue, message: "focus on \(column), not a column of \(style)")
    }
    var known: [String: ViewController] = [:]
    for controller in preorder() + stashedStacks.values.flatMap({ $0 }) {
      guard let identifier = controller.restorationIdentifier,
        !(controller is NavigationController && navigations.values.contains { $0 === controller })
      else { continue }
      if let other = known[identifier], other !== controller {
        throw RestorationError(
          code: .duplicateIdentifier, message: "two controllers named \"\(identifier)\"")
      }
      known[identifier] = controller
    }
    func lookUp(_ entries: [SplitRestorationState.Entry]) throws(RestorationError) -> [(
      controller: ViewController, column: Column
    )] {
      var seen = Set<String>()
      var result: [(controller: ViewController, column: Column)] = []
      for entry in entries {
        guard expandedColumns.contains(entry.column) else {
          throw RestorationError(
            code: .invalidValue, message: "column \(entry.column) in a \(style) split")
        }
        guard seen.insert(entry.identifier).inserted else {
          throw RestorationError(
            code: .duplicateIdentifier, message: "\"\(entry.identifier)\" appears twice")
        }
        // Not `??`: its autoclosure capturing `resolve` fails region checking in release builds.
        let found: ViewController? =
          if let held = known[entry.identifier] { held } else { resolve(entry.identifier) }
        guard let controller = found else {
          throw RestorationError(
            code: .unknownIdentifier, message: "no controller named \"\(entry.identifier)\"")
        }
        known[entry.identifier] = controller
        result.append((controller, entry.column))
      }
      return result
    }
    var plan = RestorationPlan()
    let stacks = try lookUp(state.stacks)
    var last: Column = .primary
    for (controller, column) in stacks {
      guard column >= last else {
        throw RestorationError(
          code: .invalidValue, message: "stacks out of column order at \(column)")
      }
      last = column
      plan.stacks[column, default: []].append(controller)
    }
    if let collapsed = state.collapsedStack { plan.collapsed = try lookUp(collapsed) }
    return plan
  }
}
