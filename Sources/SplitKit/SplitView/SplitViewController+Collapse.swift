extension SplitViewController {
  /// Merges the columns' stacks onto the primary's navigation controller.
  ///
  /// With a compact column it switches to that column instead. The delegate is consulted
  /// for the top column (``proposedTopColumn`` proposed); a shown inspector goes on top
  /// only when the secondary does. Appearance is reconciled by the caller.
  func collapseStacks() {
    columnTags = ColumnTags()
    guard compactController == nil else { return }
    let proposed = proposedTopColumn
    var top =
      delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
      ?? proposed
    if top == .compact || (top == .supplementary && style == .doubleColumn) { top = proposed }
    if top == .secondary,
      let secondary = appControllers[.secondary] ?? navigation(for: .secondary).topViewController,
      let primary = appControllers[.primary] ?? navigation(for: .primary).topViewController,
      delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
    {
      top = style == .tripleColumn ? .supplementary : .primary
    }
    var merged: [ViewController] = []
    for column in expandedColumns where column <= top {
      let navigation = navigation(for: column)
      let stack = navigation.viewControllers
      for controller in stack { columnTags[controller] = column }
      merged += stack
      if column != .primary {
        stashedStacks[column] = stack
        navigation.install([])
      }
    }
    navigation(for: .primary).install(merged)
    if top == .secondary { collapseInspector() }
  }

  /// The column a collapse proposes to put on top.
  ///
  /// The last whose top controller is real content: a secondary that is a
  /// ``ViewController/isPlaceholder`` (or empty) stays aside, so the collapsed stack shows
  /// the list with its selection rather than a blank detail, as UIKit does when nothing is
  /// chosen; the supplementary is looked at the same way.
  var proposedTopColumn: Column {
    expandedColumns.last { column in
      column == .primary
        || navigation(for: column).topViewController.map { !$0.isPlaceholder } == true
    } ?? .primary
  }

  /// Splits the merged stack back into the columns' stacks, consulting the delegate.
  func separateStacks() {
    defer { columnTags = ColumnTags() }
    guard compactController == nil else { return }
    let primaryNavigation = navigation(for: .primary)
    var parts = partitionCollapsedStack()
    if let primary = appControllers[.primary] ?? parts[.primary]?.first,
      let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
    {
      parts[.secondary] = (separated as? NavigationController)?.viewControllers ?? [separated]
    }
    primaryNavigation.install(parts[.primary] ?? [])
    var used = Set((parts[.primary] ?? []).map(ObjectIdentifier.init))
    for column in expandedColumns where column != .primary {
      let navigation = navigation(for: column)
      var stack = parts[column] ?? []
      if stack.isEmpty {
        stack =
          navigation.viewControllers.isEmpty
          ? stashedStacks[column] ?? [] : navigation.viewControllers
      }
      stack.removeAll { used.contains(ObjectIdentifier($0)) }
      used.formUnion(stack.map(ObjectIdentifier.init))
      navigation.install(stack)
      stashedStacks[column] = nil
    }
    separateInspector(from: parts)
  }

  /// The merged stack's entries by the column they belong to.
  ///
  /// An untagged entry (pushed while collapsed) belongs to the column of the entry below
  /// it; columns only advance.
  func partitionCollapsedStack() -> [Column: [ViewController]] {
    var parts: [Column: [ViewController]] = [:]
    var current: Column = .primary
    for controller in navigation(for: .primary).viewControllers {
      if let tag = columnTags[controller], tag > current { current = tag }
      parts[current, default: []].append(controller)
    }
    return parts
  }

  /// The column the top of the merged stack belongs to.
  var collapsedTopColumn: Column {
    if compactController != nil { return .compact }
    let parts = partitionCollapsedStack()
    return (expandedColumns + [.inspector]).last { !(parts[$0] ?? []).isEmpty } ?? .primary
  }

  /// Collapses or expands as one step: stacks move, the mode is re-resolved, appearance
  /// callbacks go out, then ``isCollapsed`` flips and the delegate hears did-collapse/expand.
  func setCollapsed(_ collapsed: Bool) {
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    if collapsed {
      collapseStacks()
      isCollapsed = true
      focus = FocusState()
    } else {
      separateStacks()
      isCollapsed = false
      let hides = hidesPrimaryAutomatically
      let behavior = resolveBehavior(hidesPrimary: hides)
      var mode = resolveBaseMode(behavior: behavior, hidesPrimary: hides)
      let proposed = mode
      mode =
        delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
        ?? proposed
      if mode == .automatic { mode = proposed }
      if !behavior.allowedDisplayModes(for: style).contains(mode) {
        mode = behavior.reinterpret(mode, for: style)
      }
      mode = closingPrimaryOverlay(mode)
      splitBehavior = behavior
      resolutionKey = ResolutionKey(widthClass: widthClass, behavior: behavior, base: proposed)
      userDisplayMode = mode == proposed ? nil : mode
      if mode != displayMode { delegate?.splitViewController(self, willChangeTo: mode) }
      displayMode = mode
      focus = FocusState()
    }
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
    if collapsed {
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      delegate?.splitViewControllerDidExpand(self)
    }
  }
}
