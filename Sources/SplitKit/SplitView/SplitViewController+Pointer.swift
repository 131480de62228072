extension SplitViewController {
  /// Feeds a pointer press. Returns whether the split view tracks it (the host should then
  /// not hand the press to other widgets unless a later call returns `false`).
  ///
  /// Tracked presses: near the primary edge when a reveal is possible
  /// (``presentsWithGesture``), anywhere on an overlay or the dimmed secondary, and near a
  /// column's leading edge when its stack can go back (the back swipe).
  ///
  /// - Parameters:
  ///   - point: Where, in container points.
  ///   - time: The host clock's instant.
  @discardableResult
  public func pointerDown(at point: Point, time: Duration) -> Bool {
    now = time
    if gesture != nil { cancelGesture() }
    let (position, cross) = axisCoordinates(point)
    if resizableDivider(at: point) != nil {
      dividerDrag = (origin: position, width: primaryColumnWidth)
      return true
    }
    guard let (intent, extent, dimmed) = gestureIntent(at: point, position: position) else { return false }
    finishTransitionsInHierarchy()
    gesture = PresentationGesture(
      intent: intent, extent: extent, position: position, cross: cross, time: time, onDimmedSecondary: dimmed)
    return true
  }

  /// Feeds a pointer move while pressed. Returns whether the split view still tracks the gesture.
  @discardableResult
  public func pointerMoved(to point: Point, time: Duration) -> Bool {
    now = time
    let (position, cross) = axisCoordinates(point)
    if let drag = dividerDrag {
      resizeDivider(to: drag.width + position - drag.origin)
      return true
    }
    guard var tracked = gesture else { return false }
    let action = tracked.moved(to: position, cross: cross, time: time)
    gesture = tracked
    switch action {
    case .none:
      return true
    case .abandon:
      gesture = nil
      return false
    case .begin:
      gesture = nil  // starting the transition finishes others, which would cancel this gesture
      beginInteraction(tracked.intent)
      gesture = tracked
      return true
    case .update(let progress):
      setInteractionProgress(progress, intent: tracked.intent)
      return true
    }
  }

  /// Feeds a pointer release: completes or cancels a drag by distance and velocity, or
  /// treats a press without drag on the dimmed secondary as a tap that dismisses the overlay.
  @discardableResult
  public func pointerUp(at point: Point, time: Duration) -> Bool {
    now = time
    if dividerDrag != nil {
      pointerMoved(to: point, time: time)
      dividerDrag = nil
      return true
    }
    guard let tracked = gesture else { return false }
    gesture = nil
    let (position, _) = axisCoordinates(point)
    guard tracked.isDragging else {
      if tracked.onDimmedSecondary { dismissOverlay() }
      return tracked.onDimmedSecondary
    }
    endInteraction(tracked.intent, commit: tracked.completes(at: position))
    return true
  }

  /// Abandons a tracked gesture; a running drag settles back where it started.
  public func pointerCancelled() {
    cancelGesture()
  }

  func cancelGesture() {
    dividerDrag = nil
    guard let tracked = gesture else { return }
    gesture = nil
    if tracked.isDragging { endInteraction(tracked.intent, commit: false) }
  }

  /// The position along the axis measured from the primary edge, and across it.
  private func axisCoordinates(_ point: Point) -> (Double, Double) {
    let along = axis == .horizontal ? point.x : point.y
    let across = axis == .horizontal ? point.y : point.x
    return (solver.mirrored ? solver.length - along : along, across)
  }

  private func gestureIntent(at point: Point, position: Double) -> (PresentationGesture.Intent, Double, Bool)? {
    let layout = targetLayout
    if !isCollapsed, displayMode.coversSecondary, let column = layout.column(at: point) {
      let closing = dismissTarget
      let extent = layout.columns.filter { !$0.isCovered && $0.column != .secondary }
        .map { axis == .horizontal ? $0.frame.width : $0.frame.height }.reduce(0, +)
      return (.close(closing), extent, layout[column]?.isCovered == true)
    }
    if !isCollapsed, presentsWithGesture, position < PresentationGesture.edgeWidth,
      let target = displayModeButton.targetDisplayMode, target.extraColumnCount > displayMode.extraColumnCount
    {
      let revealed = solver.layout(mode: target, collapsed: false, compactColumn: false)
      let extent = revealed.columns.filter { $0.column != .secondary }
        .map { axis == .horizontal ? $0.frame.width : $0.frame.height }.reduce(0, +)
      return (.open(target), extent, false)
    }
    guard let column = layout.column(at: point), let frame = layout[column]?.frame else { return nil }
    let navigation = column == .compact ? compactController as? NavigationController : navigations[column]
    guard let navigation, navigation.viewControllers.count >= 2 else { return nil }
    let start = axisCoordinates(solver.mirrored ? Point(x: frame.maxX, y: frame.maxY) : frame.origin).0
    guard position - start < PresentationGesture.edgeWidth else { return nil }
    return (.back(ObjectIdentifier(navigation)), axis == .horizontal ? frame.width : frame.height, false)
  }

  /// Where dismissing the overlay goes.
  var dismissTarget: DisplayMode { displayMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly }

  private func backNavigation(_ id: ObjectIdentifier) -> NavigationController? {
    preorder().lazy.compactMap { $0 as? NavigationController }.first { ObjectIdentifier($0) == id }
  }

  private func beginInteraction(_ intent: PresentationGesture.Intent) {
    switch intent {
    case .open(let mode), .close(let mode):
      delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
      changeDisplayMode(to: mode, animated: true, systemInitiated: false, interactive: true)
    case .back(let id):
      backNavigation(id)?.beginInteractivePop()
    }
  }

  private func setInteractionProgress(_ progress: Double, intent: PresentationGesture.Intent) {
    switch intent {
    case .open, .close:
      modeTransition?.progress.setInteractive(progress)
    case .back(let id):
      backNavigation(id)?.updateInteractivePop(progress: progress)
    }
  }

  private func endInteraction(_ intent: PresentationGesture.Intent, commit: Bool) {
    switch intent {
    case .open(let mode), .close(let mode):
      guard var transition = modeTransition else { return }
      if commit {
        userDisplayMode = mode
      } else {
        delegate?.splitViewController(self, willChangeTo: transition.from)
        moveFocus(from: displayMode, to: transition.from)
        let before = root.onScreenControllers()
        displayMode = transition.from
        transition.appearance.update(root: root, previouslyOnScreen: before)
      }
      transition.progress.release(towards: commit ? 1 : 0, at: now)
      modeTransition = transition
      if !animationsEnabled { completeModeTransition() }
      delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
    case .back(let id):
      backNavigation(id)?.endInteractivePop(commit: commit)
    }
  }
}
