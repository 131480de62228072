extension SplitViewController {
  /// The current restorable state.
  ///
  /// Every controller with a ``ViewController/restorationIdentifier`` in a column's stack is
  /// recorded with its restoration path (column and position), so children may share an
  /// identifier.
  public var restorationState: SplitRestorationState {
    let preserved = preservedStacks()
    return SplitRestorationState(
      style: style, displayMode: displayMode, isCollapsed: isCollapsed,
      forcesCollapse: forcesCollapse,
      primaryColumnWidth: userPrimaryColumnWidth,
      supplementaryColumnWidth: userSupplementaryColumnWidth, focusedColumn: focus.column,
      stacks: preserved.stacks.flatMap(Self.entries),
      collapsedStack: preserved.collapsed?.flatMap(Self.entries),
      isInspectorShown: isCollapsed && pushesInspectorWhenCollapsed
        ? isShowing(.inspector) : isInspectorShown)
  }

  /// Restores a snapshot: stacks, forced collapse, divider widths, display mode and focus.
  ///
  /// Each entry is matched by its restoration path first: the controller the split view
  /// holds at the same column and position, if its identifier agrees. Otherwise the one
  /// held controller with that identifier that no other entry matched by path, and failing
  /// that `resolve`. Everything is validated before anything changes.
  ///
  /// - Parameters:
  ///   - state: A snapshot from ``restorationState`` (possibly decoded from outside).
  ///   - resolve: Supplies controllers the split view does not hold, by identifier; return
  ///     `nil` when unknown. Returning one controller for two entries is ambiguous.
  /// - Throws: ``RestorationError`` when the snapshot does not fit; the state is then untouched.
  public func restore(
    from state: SplitRestorationState, resolving resolve: (String) -> ViewController? = { _ in nil }
  ) throws(RestorationError) {
    try restore(from: state, resolvingPath: { resolve($0.identifier) })
  }

  /// Restores a snapshot, resolving missing controllers by their full restoration path.
  ///
  /// Use this form when children share identifiers and the split view does not hold them
  /// yet: `resolve` sees each entry's column and position as well as its identifier.
  ///
  /// - Parameters:
  ///   - state: A snapshot from ``restorationState`` (possibly decoded from outside).
  ///   - resolve: Supplies controllers the split view does not hold; return `nil` when unknown.
  /// - Throws: ``RestorationError`` when the snapshot does not fit; the state is then untouched.
  public func restore(
    from state: SplitRestorationState,
    resolvingPath resolve: (SplitRestorationState.Entry) -> ViewController?
  ) throws(RestorationError) {
    let plan = try restorationPlan(for: state, resolve: resolve)
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    let inspectorEntries = inspectorStack()
    isUpdating = true
    forcesCollapse = state.forcesCollapse
    userPrimaryColumnWidth = state.primaryColumnWidth
    userSupplementaryColumnWidth = state.supplementaryColumnWidth
    columnTags = ColumnTags()
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
      for entry in merged { columnTags[entry.controller] = entry.column }
      navigation(for: .primary).install(merged.map(\.controller))
      isCollapsed = true
    } else {
      isCollapsed = false
    }
    restoreInspector(inspectorEntries, shown: state.isInspectorShown ?? false)
    isUpdating = false
    resolutionKey = nil
    hasResolvedFirstSize = true  // the restored mode wins over the launch overlay
    update()
    if !isCollapsed, splitBehavior.allowedDisplayModes(for: style).contains(state.displayMode) {
      userDisplayMode = state.displayMode
      displayMode = state.displayMode
    }
    focus = FocusState(column: state.focusedColumn)
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
  }

  /// A column's preserved controllers as entries, positions counting from 0.
  private static func entries(
    _ part: (column: Column, controllers: [ViewController])
  ) -> [SplitRestorationState.Entry] {
    part.controllers.compactMap(\.restorationIdentifier).enumerated().map {
      SplitRestorationState.Entry(identifier: $1, column: part.column, position: $0)
    }
  }

  /// Each column's stack in expanded form, and the merged stack split by column when
  /// collapsed onto the primary.
  func preservedStacks() -> (
    stacks: [(column: Column, controllers: [ViewController])],
    collapsed: [(column: Column, controllers: [ViewController])]?
  ) {
    guard isCollapsed && compactController == nil else {
      return (expandedColumns.map { ($0, navigation(for: $0).viewControllers) }, nil)
    }
    let parts = partitionCollapsedStack()
    let stacks = expandedColumns.map { column in
      let own = navigation(for: column).viewControllers
      let part = parts[column] ?? []
      if column == .primary || !part.isEmpty { return (column, part) }
      return (column, own.isEmpty ? stashedStacks[column] ?? [] : own)
    }
    return (stacks, expandedColumns.map { ($0, parts[$0] ?? []) })
  }
}
