extension SplitViewController {
  /// The size class along the axis: a parent's override wins over the thresholds.
  public var effectiveSizeClass: UserInterfaceSizeClass {
    let traits = traitCollection
    switch axis {
    case .horizontal:
      return traits.horizontalSizeClass != .unspecified
        ? traits.horizontalSizeClass : thresholds.horizontalSizeClass(forWidth: containerSize.width)
    case .vertical:
      return traits.verticalSizeClass != .unspecified
        ? traits.verticalSizeClass : thresholds.verticalSizeClass(forHeight: containerSize.height)
    }
  }

  /// The band of ``thresholds`` the container's length along the axis falls in.
  public var widthClass: SplitWidthClass {
    thresholds.widthClass(
      forLength: axis == .horizontal ? containerSize.width : containerSize.height, axis: axis)
  }

  /// Whether the effective layout direction is right to left.
  public var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

  var solver: SplitLayoutSolver {
    SplitLayoutSolver(
      size: containerSize, style: style, axis: axis,
      mirrored: (axis == .horizontal && isRightToLeft) != (primaryEdge == .trailing),
      primary: primaryColumnSizing, supplementary: supplementaryColumnSizing,
      minimumSecondaryWidth: minimumSecondaryColumnWidth, dividerThickness: dividerThickness,
      userPrimaryWidth: userPrimaryColumnWidth,
      userSupplementaryWidth: userSupplementaryColumnWidth, allowsResizing: allowsUserResizing)
  }

  /// Whether the automatic arrangement hides the primary in the current band (the classic
  /// "portrait"), asking the delegate's `shouldHidePrimary`.
  ///
  /// Proposed below the wide band, and in it too while the column beside the secondary
  /// (the primary; the supplementary in the triple-column style) and the secondary cannot
  /// both have their minimums along the axis: tiling there would squeeze the secondary
  /// under ``minimumSecondaryColumnWidth``.
  var hidesPrimaryAutomatically: Bool {
    let beside = style == .tripleColumn ? supplementaryColumnSizing : primaryColumnSizing
    let fits = beside.minimum + dividerThickness + minimumSecondaryColumnWidth <= solver.length
    let proposed = widthClass != .wide || !fits
    return delegate?.splitViewController(self, shouldHidePrimaryIn: widthClass, proposed: proposed)
      ?? proposed
  }

  /// Whether the first size opens with the primary over the secondary: the setting is on,
  /// the app asks for no particular mode, and the secondary shows a placeholder or nothing.
  private var opensOverPlaceholder: Bool {
    guard showsPrimaryOverPlaceholderAtLaunch, preferredDisplayMode == .automatic else {
      return false
    }
    return navigations[.secondary]?.topViewController.map(\.isPlaceholder) ?? true
  }

  /// `mode`, or the mode closing its overlay leads to when a shown inspector overlays too.
  ///
  /// One overlay at a time: when a shown inspector would overlay the secondary in `mode`
  /// as well, the inspector, a lasting choice, stays, and the primary's overlay (or
  /// displacement) closes, as any layout change closes it.
  func closingPrimaryOverlay(_ mode: DisplayMode) -> DisplayMode {
    guard mode.coversSecondary, isInspectorShown, navigations[.inspector] != nil,
      inspectorOverlays(in: mode)
    else { return mode }
    return mode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
  }

  /// The behaviour in effect: the preferred one, or one picked from the preferred mode and size.
  func resolveBehavior(hidesPrimary: Bool) -> SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    switch preferredDisplayMode {
    case .oneOverSecondary, .twoOverSecondary: return .overlay
    case .twoDisplaceSecondary: return .displace
    case .oneBesideSecondary, .twoBesideSecondary: return .tile
    case .automatic, .secondaryOnly: return hidesPrimary ? .overlay : .tile
    }
  }

  /// The mode automatic resolution picks before any user choice.
  func resolveBaseMode(behavior: SplitBehavior, hidesPrimary: Bool) -> DisplayMode {
    if preferredDisplayMode != .automatic {
      return behavior.reinterpret(preferredDisplayMode, for: style)
    }
    if hidesPrimary { return .secondaryOnly }
    guard style == .tripleColumn else {
      return behavior.reinterpret(.oneBesideSecondary, for: style)
    }
    let s = supplementaryColumnSizing.resolve(
      container: solver.length, preferred: userSupplementaryColumnWidth)
    let fitsTwo =
      primaryColumnSizing.minimum + s + 2 * dividerThickness + minimumSecondaryColumnWidth
      <= solver.length
    return behavior.reinterpret(fitsTwo ? .twoBesideSecondary : .oneBesideSecondary, for: style)
  }

  /// Re-resolves collapse, behaviour and mode after anything they depend on changed.
  ///
  /// Ends with the appearance callbacks of columns that came on or left the screen without
  /// a mode change: the first size after ``ViewController/setVisibleInWindow(_:)`` (a
  /// medium split starts and stays in `secondaryOnly`), or a column squeezed to nothing.
  /// The classic bar-button hand-off comes before all of it (collapse, mode change, layout
  /// and appearance callbacks), so a secondary appearing already holds the button
  /// `willHide` gave the app, and the button is gone before the primary shows again.
  func update() {
    guard !isUpdating, containerSize != .zero else { return }
    isUpdating = true
    defer { isUpdating = false }
    let before = root.onScreenControllers()
    let shouldCollapse = forcesCollapse || effectiveSizeClass == .compact
    // The classic hand-off goes first: the app places (or removes) the button before the
    // change lays anything out or sends appearance callbacks, as UIKit's rotation did.
    updateBarButtonHandOff(
      needsItem: !shouldCollapse
        && resolveBehavior(hidesPrimary: hidesPrimaryAutomatically) != .tile)
    if shouldCollapse != isCollapsed { setCollapsed(shouldCollapse) }
    if !isCollapsed {
      let hides = hidesPrimaryAutomatically
      let behavior = resolveBehavior(hidesPrimary: hides)
      let base = resolveBaseMode(behavior: behavior, hidesPrimary: hides)
      let key = ResolutionKey(widthClass: widthClass, behavior: behavior, base: base)
      if key != resolutionKey { userDisplayMode = nil }
      resolutionKey = key
      splitBehavior = behavior
      let allowed = behavior.allowedDisplayModes(for: style)
      if !hasResolvedFirstSize, userDisplayMode == nil, base == .secondaryOnly,
        opensOverPlaceholder
      {
        userDisplayMode = style == .tripleColumn ? allowed[2] : allowed[1]
      }
      var target = userDisplayMode.flatMap { allowed.contains($0) ? $0 : nil } ?? base
      let alone = closingPrimaryOverlay(target)
      if alone != target {
        userDisplayMode = alone
        target = alone
      }
      if target != displayMode {
        changeDisplayMode(to: target, animated: false, systemInitiated: true)
      }
    } else {
      resolutionKey = nil
    }
    hasResolvedFirstSize = true
    updateBarButtonHandOff(needsItem: !isCollapsed && splitBehavior != .tile)
    AppearanceTransaction.begin(root: root, previouslyOnScreen: before, animated: false).end()
  }

  /// Moves to `mode`, notifying the delegate and delivering appearance callbacks.
  ///
  /// - Parameters:
  ///   - animated: Animate (when animations are on and the split is on screen).
  ///   - systemInitiated: A size change, a gesture or one of the split view's own buttons
  ///     rather than the app's ``show(_:)``/``hide(_:)``; only then the delegate hears
  ///     `willShow`/`willHide` for columns (and `didShow`/`didHide` when it ends).
  ///   - interactive: A gesture drives the transition.
  func changeDisplayMode(
    to mode: DisplayMode, animated: Bool, systemInitiated: Bool, interactive: Bool = false
  ) {
    precondition(mode != .automatic, "The resolved display mode is never automatic")
    guard mode != displayMode, !isCollapsed else { return }
    finishTransitionsInHierarchy()
    if mode.coversSecondary, !displayMode.coversSecondary, inspectorIsOverlaid {
      // One overlay at a time: the inspector leaves first, its callbacks complete.
      hideInspector(animated: false, announced: systemInitiated)
    }
    delegate?.splitViewController(self, willChangeTo: mode)
    if systemInitiated { announceColumns(from: displayMode, to: mode) }
    if mode.isOverlay && !displayMode.isOverlay, let primary = appControllers[.primary] {
      delegate?.splitViewController(self, willPresentInOverlay: primary)
    }
    moveFocus(from: displayMode, to: mode)
    let before = root.onScreenControllers()
    let from = displayMode
    displayMode = mode
    startTransition(
      from: from, inspectorFrom: isInspectorShown, previouslyOnScreen: before,
      animated: animated, interactive: interactive)
  }

  /// Runs the change just made (``displayMode`` and ``isInspectorShown`` already hold the
  /// new arrangement) as a transition from `from` and `inspectorFrom`, with the split
  /// view's curve or a gesture's; without animation (off, or the split off screen), it ends
  /// at once with its appearance callbacks.
  func startTransition(
    from: DisplayMode, inspectorFrom: Bool, previouslyOnScreen before: [ViewController],
    animated: Bool, interactive: Bool
  ) {
    let animate = interactive || (animated && animationsEnabled && isOnScreen)
    let appearance = AppearanceTransaction.begin(
      root: root, previouslyOnScreen: before, animated: animate)
    guard animate else {
      appearance.end()
      deliverColumnNotices()
      return
    }
    modeTransition = SplitTransition(
      from: from, to: displayMode, inspectorFrom: inspectorFrom, inspectorTo: isInspectorShown,
      progress: TransitionProgress(interactive: interactive, at: now, curve: transitionCurve),
      appearance: appearance)
  }

  func completeModeTransition() {
    guard let transition = modeTransition else { return }
    modeTransition = nil
    transition.appearance.end()
    deliverColumnNotices()
  }

  /// Announces the columns that come on screen or leave it between two modes' layouts
  /// (`willShow`, then `willHide`, in column order).
  func announceColumns(from old: DisplayMode, to new: DisplayMode) {
    let solver = solver
    let oldColumns = Set(
      solver.layout(mode: old, collapsed: false, compactColumn: false).visibleColumns)
    let newColumns = Set(
      solver.layout(mode: new, collapsed: false, compactColumn: false).visibleColumns)
    for column in expandedColumns where newColumns.contains(column) && !oldColumns.contains(column)
    {
      announce(column, shown: true)
    }
    for column in expandedColumns where oldColumns.contains(column) && !newColumns.contains(column)
    {
      announce(column, shown: false)
    }
  }

  /// Tells the delegate a column will show (or hide), and keeps the `did` for the end of
  /// the transition; a later announcement of the same column replaces the earlier one.
  func announce(_ column: Column, shown: Bool) {
    if shown {
      delegate?.splitViewController(self, willShow: column)
    } else {
      delegate?.splitViewController(self, willHide: column)
    }
    columnNotices.removeAll { $0.column == column }
    columnNotices.append((column, shown))
  }

  /// Sends the `didShow`/`didHide` of the announced columns: their transition ended.
  func deliverColumnNotices() {
    let notices = columnNotices
    columnNotices = []
    for notice in notices {
      if notice.shown {
        delegate?.splitViewController(self, didShow: notice.column)
      } else {
        delegate?.splitViewController(self, didHide: notice.column)
      }
    }
  }

  /// The layout of the current state with no transition running.
  var targetLayout: SplitLayout {
    var layout = solver.layout(
      mode: displayMode, collapsed: isCollapsed, compactColumn: compactController != nil)
    if isInspectorShown { layout = placingInspector(in: layout, mode: displayMode, shown: true) }
    layout.focusedColumn = resolvedFocus(in: layout)
    return layout
  }

  /// The layout to draw now: the current state, part way through any running transition.
  ///
  /// - Complexity: O(1) — a handful of columns.
  public var layout: SplitLayout {
    let end = targetLayout
    guard let transition = modeTransition, !isCollapsed else { return end }
    let solver = solver
    let from = placingInspector(
      in: solver.layout(mode: transition.from, collapsed: false, compactColumn: false),
      mode: transition.from, shown: transition.inspectorFrom)
    var to = placingInspector(
      in: solver.layout(mode: transition.to, collapsed: false, compactColumn: false),
      mode: transition.to, shown: transition.inspectorTo)
    to.focusedColumn = end.focusedColumn
    var layout = SplitLayout.interpolating(from: from, to: to, progress: transition.progress.value)
    // A cancelled swipe settles back towards `from`: input follows the current state.
    for index in layout.columns.indices {
      layout.columns[index].isCovered = end[layout.columns[index].column]?.isCovered ?? false
    }
    return layout
  }

  /// The resolved column widths: primary and supplementary in the current mode's layout.
  public var primaryColumnWidth: Double {
    layoutWidth(
      of: .primary, mode: displayMode == .secondaryOnly ? .oneBesideSecondary : displayMode)
  }

  /// The supplementary column's resolved width (0 in the double-column style).
  public var supplementaryColumnWidth: Double {
    guard style == .tripleColumn else { return 0 }
    return layoutWidth(
      of: .supplementary, mode: displayMode == .secondaryOnly ? .oneBesideSecondary : displayMode)
  }

  private func layoutWidth(of column: Column, mode: DisplayMode) -> Double {
    let layout = solver.layout(mode: mode, collapsed: false, compactColumn: false)
    guard
      let frame = (layout.columns + layout.offscreen).first(where: { $0.column == column })?.frame
    else { return 0 }
    return axis == .horizontal ? frame.width : frame.height
  }
}
