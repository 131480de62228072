extension SplitViewController {
  /// The engine's default inspector width in points: 270, AppKit's standard inspector.
  nonisolated public static let defaultInspectorColumnWidth: Double = 270

  /// The inspector's default sizing in points: 270 wide, between 220 and 400.
  ///
  /// 270 is AppKit's standard inspector width. The terminal host uses its own, in cells.
  nonisolated public static let defaultInspectorColumnSizing = ColumnSizing(
    fraction: 0.3, width: defaultInspectorColumnWidth, minimum: 220, maximum: 400)

  /// The inspector's width beside the secondary (or over it), for the current size.
  public var inspectorColumnWidth: Double {
    inspectorColumnSizing.resolve(container: solver.length)
  }

  /// Whether the inspector, when shown, cannot tile beside the other columns at the current
  /// size and overlays the secondary from its trailing edge instead.
  ///
  /// It tiles when the secondary keeps ``minimumSecondaryColumnWidth`` beside it (and the
  /// divider its thickness); otherwise it overlays.
  public var inspectorOverlaysSecondary: Bool { inspectorOverlays(in: displayMode) }

  /// Whether a shown inspector overlays the secondary in `mode`'s arrangement.
  func inspectorOverlays(in mode: DisplayMode) -> Bool {
    let base = solver.layout(mode: mode, collapsed: false, compactColumn: compactController != nil)
    guard let secondary = base[.secondary] else { return true }
    let extent = axis == .horizontal ? secondary.frame.width : secondary.frame.height
    return extent - inspectorColumnWidth - dividerThickness < minimumSecondaryColumnWidth
  }

  /// Whether showing the inspector while collapsed pushes it onto the merged stack (rather
  /// than waiting for the expanded layout): ``inspectorCollapsedPresentation`` says so and no
  /// compact column replaces the stack.
  var pushesInspectorWhenCollapsed: Bool {
    inspectorCollapsedPresentation == .pushed && compactController == nil
  }

  /// Whether an inspector is shown over the secondary now (shown, expanded, overlaying).
  var inspectorIsOverlaid: Bool {
    isInspectorShown && !isCollapsed && inspectorOverlaysSecondary
  }

  /// Whether the inspector column has something to show (the inspector button and its
  /// key act only then).
  public var hasInspector: Bool {
    guard let navigation = navigations[.inspector] else { return false }
    return !navigation.viewControllers.isEmpty || !(stashedStacks[.inspector] ?? []).isEmpty
      || (isCollapsed && !(partitionCollapsedStack()[.inspector] ?? []).isEmpty)
  }

  /// `layout` (of `mode`'s arrangement) with the inspector placed: at the secondary's far
  /// end (the trailing edge, mirrored with the layout), beside it when it fits, over
  /// everything else (dimmed, with a shadow on its open edge) when it does not; hidden, just
  /// past the trailing edge, off screen, where a show transition starts.
  func placingInspector(in layout: SplitLayout, mode: DisplayMode, shown: Bool) -> SplitLayout {
    guard !isCollapsed, navigations[.inspector] != nil else { return layout }
    var layout = layout
    let horizontal = axis == .horizontal
    let length = horizontal ? layout.containerSize.width : layout.containerSize.height
    let width = min(inspectorColumnWidth, length)
    let mirrored = solver.mirrored
    func rect(start: Double, extent: Double) -> Rect {
      let position = mirrored ? length - start - extent : start
      return horizontal
        ? Rect(x: position, y: 0, width: extent, height: layout.containerSize.height)
        : Rect(x: 0, y: position, width: layout.containerSize.width, height: extent)
    }
    let bounds = Rect(origin: .zero, size: layout.containerSize)
    guard shown else {
      let frame = rect(start: length, extent: width)
      layout.offscreen.append(
        .init(
          column: .inspector, frame: frame, visibleFrame: SplitLayout.clip(frame, to: bounds),
          dimming: 0, isCovered: false))
      return layout
    }
    let frame = rect(start: length - width, extent: width)
    let inspector = SplitLayout.ColumnFrame(
      column: .inspector, frame: frame, visibleFrame: SplitLayout.clip(frame, to: bounds),
      dimming: 0, isCovered: false)
    if inspectorOverlays(in: mode) {
      for index in layout.columns.indices {
        layout.columns[index].isCovered = true
        layout.columns[index].dimming = 1
      }
      layout.dividers = []
      layout.shadowEdge =
        horizontal ? (mirrored ? .right : .left) : (mirrored ? .bottom : .top)
    } else if let index = layout.columns.firstIndex(where: { $0.column == .secondary }) {
      // Tiled: the secondary gives up the inspector's width and a divider at its far end.
      let secondary = layout.columns[index].frame
      let start = horizontal ? secondary.minX : secondary.minY
      let extent = (horizontal ? secondary.width : secondary.height) - width - dividerThickness
      let logicalStart =
        mirrored ? length - start - (horizontal ? secondary.width : secondary.height) : start
      let shrunk = rect(start: logicalStart, extent: max(0, extent))
      layout.columns[index].frame = shrunk
      layout.columns[index].visibleFrame = SplitLayout.clip(shrunk, to: bounds)
      let divider = SplitLayout.clip(
        rect(start: length - width - dividerThickness, extent: dividerThickness), to: bounds)
      if !divider.isEmpty {
        layout.dividers.append(.init(column: .secondary, frame: divider, isResizable: false))
      }
    }
    layout.columns.append(inspector)
    return layout
  }

  /// Shows the inspector: expanded, beside the secondary or over it, sliding in from the
  /// trailing edge when animated; collapsed, pushed onto the merged stack.
  ///
  /// - Parameter announced: The system shows it (a gesture, the inspector button), so the
  ///   delegate hears `willShow(.inspector)` and `didShow(.inspector)`; not for `show(_:)`.
  func showInspector(animated: Bool = true, interactive: Bool = false, announced: Bool = false) {
    guard let inspector = navigations[.inspector] else { return }
    finishTransitionsInHierarchy()
    if isCollapsed {
      guard pushesInspectorWhenCollapsed else {
        isInspectorShown = true  // for when the split view expands
        return
      }
      guard (partitionCollapsedStack()[.inspector] ?? []).isEmpty else { return }
      let entries =
        inspector.viewControllers.isEmpty
        ? stashedStacks[.inspector] ?? [] : inspector.viewControllers
      guard !entries.isEmpty else { return }
      navigation(for: .primary).setViewControllers(
        mergingInspector(entries), animated: animated)
      return
    }
    guard !isInspectorShown else { return }
    if inspectorOverlaysSecondary, displayMode.coversSecondary {
      closeOverlay(announced: announced)
    }
    finishTransitionsInHierarchy()
    if announced { announce(.inspector, shown: true) }
    let before = root.onScreenControllers()
    moveInspectorFocus(shown: true)
    isInspectorShown = true
    startTransition(
      from: displayMode, inspectorFrom: !isInspectorShown, previouslyOnScreen: before,
      animated: animated, interactive: interactive)
  }

  /// Hides the inspector: expanded, it leaves the screen (sliding out past the trailing
  /// edge when animated); collapsed, its entries are popped off the merged stack.
  ///
  /// - Parameter announced: The system hides it (a gesture, Escape, the inspector button,
  ///   another overlay), so the delegate hears `willHide(.inspector)` and
  ///   `didHide(.inspector)`; not for `hide(_:)`.
  func hideInspector(animated: Bool = true, interactive: Bool = false, announced: Bool = false) {
    finishTransitionsInHierarchy()
    if isCollapsed {
      let parts = partitionCollapsedStack()
      let entries = parts[.inspector] ?? []
      isInspectorShown = false
      guard !entries.isEmpty else { return }
      stashedStacks[.inspector] = entries
      let keep = expandedColumns.flatMap { parts[$0] ?? [] }
      navigation(for: .primary).setViewControllers(keep, animated: animated)
      return
    }
    guard isInspectorShown else { return }
    if announced { announce(.inspector, shown: false) }
    let before = root.onScreenControllers()
    moveInspectorFocus(shown: false)
    isInspectorShown = false
    startTransition(
      from: displayMode, inspectorFrom: !isInspectorShown, previouslyOnScreen: before,
      animated: animated, interactive: interactive)
  }

  /// Focus goes into an overlaid inspector when it opens and returns where it was when it
  /// closes; a tiled inspector that had focus gives it back too.
  func moveInspectorFocus(shown: Bool) {
    if shown {
      guard inspectorOverlaysSecondary else { return }
      focus.beforeInspector = resolvedFocus(in: targetLayout)
      focus.column = .inspector
    } else if focus.column == .inspector || inspectorIsOverlaid {
      focus.column = focus.beforeInspector
      focus.beforeInspector = nil
    }
  }

  /// A swipe that began showing or hiding the inspector settled back: it is where it was.
  func revertInspectorSwipe(_ transition: inout SplitTransition) {
    let shown = transition.inspectorFrom
    guard shown != isInspectorShown else { return }
    announce(.inspector, shown: shown)
    let before = root.onScreenControllers()
    moveInspectorFocus(shown: shown)
    isInspectorShown = shown
    transition.appearance.update(root: root, previouslyOnScreen: before)
  }

  /// The merged stack with the inspector's `entries` on top, once they are the inspector's
  /// on the stack (tagged, kept aside for expanding, out of its own navigation controller);
  /// the inspector counts as shown.
  private func mergingInspector(_ entries: [ViewController]) -> [ViewController] {
    for entry in entries { columnTags[entry] = .inspector }
    stashedStacks[.inspector] = entries
    navigations[.inspector]?.install([])
    isInspectorShown = true
    return navigation(for: .primary).viewControllers + entries
  }

  /// The inspector's stack wherever it is now: its own navigation controller's, on the
  /// merged stack, or kept aside while collapsed.
  func inspectorStack() -> [ViewController] {
    guard let navigation = navigations[.inspector] else { return [] }
    if !navigation.viewControllers.isEmpty { return navigation.viewControllers }
    if isCollapsed, compactController == nil,
      let onStack = partitionCollapsedStack()[.inspector], !onStack.isEmpty
    {
      return onStack
    }
    return stashedStacks[.inspector] ?? []
  }

  /// Restoring: the inspector gets back its stack (which restoration entries never hold:
  /// it is the app's controller) and is shown as the snapshot says; restored collapsed, a
  /// shown inspector's stack goes back on top of the merged stack.
  func restoreInspector(_ entries: [ViewController], shown: Bool) {
    guard let navigation = navigations[.inspector] else { return }
    navigation.install(entries)
    isInspectorShown = shown && !entries.isEmpty
    if isInspectorShown, isCollapsed, pushesInspectorWhenCollapsed {
      self.navigation(for: .primary).install(mergingInspector(entries))
    }
  }

  /// Collapsing with the inspector shown puts its entries on top of the merged stack.
  func collapseInspector() {
    guard pushesInspectorWhenCollapsed, isInspectorShown,
      let navigation = navigations[.inspector]
    else { return }
    let entries = navigation.viewControllers
    for entry in entries { columnTags[entry] = .inspector }
    stashedStacks[.inspector] = entries
    navigation.install([])
    self.navigation(for: .primary).install(self.navigation(for: .primary).viewControllers + entries)
  }

  /// Expanding gives the inspector its entries back; it stays shown only if they were
  /// still on the merged stack (Back popping them off hides it), or were never put there
  /// (a collapse that kept the secondary aside keeps the inspector aside too).
  func separateInspector(from parts: [Column: [ViewController]]) {
    guard let navigation = navigations[.inspector] else { return }
    let onStack = parts[.inspector] ?? []
    // Kept in its own stack at the collapse (no secondary on the merged stack): as it was.
    let keptAside = onStack.isEmpty && stashedStacks[.inspector] == nil
    let entries =
      onStack.isEmpty ? stashedStacks[.inspector] ?? navigation.viewControllers : onStack
    if (pushesInspectorWhenCollapsed && !keptAside) || !onStack.isEmpty {
      isInspectorShown = !onStack.isEmpty
    }
    navigation.install(entries)
    stashedStacks[.inspector] = nil
  }
}
