extension SplitViewController {
  /// What ``restore(from:resolvingPath:)`` installs, worked out before anything changes.
  struct RestorationPlan {
    var stacks: [Column: [ViewController]] = [:]
    var collapsed: [(controller: ViewController, column: Column)]?
  }

  /// A restoration path: a column and a position among its preserved controllers.
  private struct RestorationPath: Hashable {
    var column: Column
    var position: Int

    init(_ entry: SplitRestorationState.Entry) {
      column = entry.column
      position = entry.position
    }

    init(column: Column, position: Int) {
      self.column = column
      self.position = position
    }
  }

  /// Validates `state` and finds a controller for each entry.
  ///
  /// - Complexity: O(*n* + *e*) for *n* controllers in the hierarchy and *e* entries.
  func restorationPlan(
    for state: SplitRestorationState, resolve: (SplitRestorationState.Entry) -> ViewController?
  ) throws(RestorationError) -> RestorationPlan {
    try validateHeader(of: state)
    try validatePaths(of: state.stacks)
    var held: [RestorationPath: ViewController] = [:]
    for (column, controllers) in preservedStacks().stacks {
      for (position, controller) in controllers.filter({ $0.restorationIdentifier != nil })
        .enumerated()
      {
        held[RestorationPath(column: column, position: position)] = controller
      }
    }
    // Pass 1: the controller at the same path, when its identifier agrees.
    var found: [ViewController?] = state.stacks.map { entry in
      held[RestorationPath(entry)].flatMap {
        $0.restorationIdentifier == entry.identifier ? $0 : nil
      }
    }
    var claimed = Set(found.compactMap { $0.map(ObjectIdentifier.init) })
    // Pass 2: an unclaimed held controller with the identifier, else the resolver.
    let named = heldControllersByIdentifier()
    for (index, entry) in state.stacks.enumerated() where found[index] == nil {
      let candidates = (named[entry.identifier] ?? []).filter {
        !claimed.contains(ObjectIdentifier($0))
      }
      guard candidates.count <= 1 else {
        throw RestorationError(
          code: .ambiguousPath,
          message: "\"\(entry.identifier)\" at \(entry.column) \(entry.position) names "
            + "\(candidates.count) controllers")
      }
      // Not `??`: its autoclosure capturing `resolve` fails region checking in release builds.
      let match: ViewController? =
        if let only = candidates.first { only } else { resolve(entry) }
      guard let controller = match else {
        throw RestorationError(
          code: .unknownIdentifier, message: "no controller named \"\(entry.identifier)\"")
      }
      guard claimed.insert(ObjectIdentifier(controller)).inserted else {
        throw RestorationError(
          code: .ambiguousPath,
          message: "\"\(entry.identifier)\" at \(entry.column) \(entry.position) is a "
            + "controller already placed")
      }
      found[index] = controller
    }
    var plan = RestorationPlan()
    var placed: [RestorationPath: (identifier: String, controller: ViewController)] = [:]
    for (entry, controller) in zip(state.stacks, found) {
      guard let controller else { continue }
      plan.stacks[entry.column, default: []].append(controller)
      placed[RestorationPath(entry)] = (entry.identifier, controller)
    }
    if let collapsed = state.collapsedStack {
      plan.collapsed = try collapsedPlan(collapsed, placed: placed)
    }
    return plan
  }

  /// Checks the version, style, display mode, divider width and focus.
  private func validateHeader(of state: SplitRestorationState) throws(RestorationError) {
    let current = SplitRestorationState.currentVersion
    guard state.version == current else {
      throw RestorationError(
        code: .unsupportedVersion, message: "version \(state.version), expected \(current)")
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
    if let width = state.supplementaryColumnWidth, !(width.isFinite && width >= 0) {
      throw RestorationError(code: .invalidValue, message: "supplementary column width \(width)")
    }
    if let column = state.focusedColumn, column != .compact, !expandedColumns.contains(column) {
      throw RestorationError(
        code: .invalidValue, message: "focus on \(column), not a column of \(style)")
    }
  }

  /// Checks that the stacks run in column order and each column counts 0, 1, 2 and on.
  private func validatePaths(of entries: [SplitRestorationState.Entry]) throws(RestorationError) {
    var next: [Column: Int] = [:]
    var last: Column = .primary
    for entry in entries {
      guard expandedColumns.contains(entry.column) else {
        throw RestorationError(
          code: .invalidValue, message: "column \(entry.column) in a \(style) split")
      }
      guard entry.column >= last else {
        throw RestorationError(
          code: .invalidValue, message: "stacks out of column order at \(entry.column)")
      }
      last = entry.column
      let expected = next[entry.column, default: 0]
      if (0..<expected).contains(entry.position) {
        throw RestorationError(
          code: .ambiguousPath, message: "two entries at \(entry.column) \(entry.position)")
      }
      guard entry.position == expected else {
        throw RestorationError(
          code: .invalidValue,
          message: "position \(entry.position) in \(entry.column), expected \(expected)")
      }
      next[entry.column] = expected + 1
    }
  }

  /// Every controller in the hierarchy (and stashed stacks) with an identifier, by
  /// identifier; the split view and its own navigation controllers are left out.
  private func heldControllersByIdentifier() -> [String: [ViewController]] {
    var result: [String: [ViewController]] = [:]
    var seen = Set<ObjectIdentifier>()
    for controller in preorder() + stashedStacks.values.flatMap({ $0 }) {
      guard let identifier = controller.restorationIdentifier, controller !== self,
        !(controller is NavigationController && navigations.values.contains { $0 === controller }),
        seen.insert(ObjectIdentifier(controller)).inserted
      else { continue }
      result[identifier, default: []].append(controller)
    }
    return result
  }

  /// The merged stack: each entry must name a path of the stacks, once.
  private func collapsedPlan(
    _ entries: [SplitRestorationState.Entry],
    placed: [RestorationPath: (identifier: String, controller: ViewController)]
  ) throws(RestorationError) -> [(controller: ViewController, column: Column)] {
    var seen = Set<RestorationPath>()
    var result: [(controller: ViewController, column: Column)] = []
    for entry in entries {
      let path = RestorationPath(entry)
      guard let target = placed[path], target.identifier == entry.identifier else {
        throw RestorationError(
          code: .invalidValue,
          message: "collapsed \"\(entry.identifier)\" at \(entry.column) \(entry.position) "
            + "is not in the stacks")
      }
      guard seen.insert(path).inserted else {
        throw RestorationError(
          code: .ambiguousPath,
          message: "collapsed stack repeats \(entry.column) \(entry.position)")
      }
      result.append((target.controller, entry.column))
    }
    return result
  }
}
