extension SplitViewController {
  /// Feeds a pointer press, in container points at the host clock's `time`.
  ///
  /// Feed every press, move and release to the split view before the content. The return
  /// value says whether the content must *not* see the event:
  /// - a press on the dimmed secondary or on a resizable divider is the split view's;
  /// - a press near the primary edge (when ``presentsWithGesture`` allows a reveal), on an
  ///   overlay, or near a column's leading edge (back swipe) is tracked but still goes to
  ///   the content; once a move starts a swipe, ``pointerMoved(to:time:)`` returns `true`
  ///   and the host should cancel the content's press.
  ///
  /// Gesture numbers (start threshold, edge strip, velocity window, flick speed) are those
  /// of ``SwipeTracker/Configuration``; ``swipeConfiguration`` changes them.
  ///
  /// - Returns: Whether the split view claims the press.
  ///
  /// - Parameters:
  ///   - point: Where the press happened, in the split view's container points.
  ///   - time: The host's instant of the event, on the clock it passes to `advance(to:)`; used for
  ///     the swipe's velocity.
  @discardableResult
  public func pointerDown(at point: Point, time: Duration) -> Bool {
    now = time
    if !pointer.isIdle { cancelSwipe() }
    if inspectorIsOverlaid, targetLayout.column(at: point) != .inspector {
      pointer = .pressingInspectorShield
      return true
    }
    if let divider = resizableDivider(at: point) {
      let along = axis == .horizontal ? point.x : point.y
      let width = divider.column == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
      pointer = .draggingDivider(
        .init(column: divider.column, origin: solver.mirrored ? -along : along, width: width))
      return true
    }
    guard !isCollapsed || compactController == nil || compactController is NavigationController
    else { return false }
    for candidate in swipeCandidates(at: point) {
      var tracker = SwipeTracker(configuration: candidate.configuration)
      guard tracker.pointerDown(at: point, time: time, on: candidate.target) == .armed else {
        continue
      }
      finishTransitionsInHierarchy()
      pointer = .swiping(
        tracker, SwipeSession(intent: candidate.intent, onShield: candidate.onShield))
      return candidate.onShield
    }
    return false
  }

  /// Feeds a pointer move while pressed.
  ///
  /// A divider drag ends by itself when its divider leaves (the split view collapsed, a
  /// mode change started or hid that column): the move then changes no width.
  ///
  /// - Returns: Whether a swipe or divider drag is running (the content must not see it).
  ///
  /// - Parameters:
  ///   - point: Where the pointer is now, in container points.
  ///   - time: The host's instant of the event, on the clock it passes to `advance(to:)`; used for
  ///     the swipe's velocity.
  @discardableResult
  public func pointerMoved(to point: Point, time: Duration) -> Bool {
    now = time
    switch pointer {
    case .idle:
      return false
    case .pressingInspectorShield:
      return true
    case .draggingDivider(let drag):
      guard hasResizableDivider(of: drag.column) else {
        pointer = .idle
        return false
      }
      let along = axis == .horizontal ? point.x : point.y
      resizeDivider(
        of: drag.column, to: drag.width + (solver.mirrored ? -along : along) - drag.origin)
      return true
    case .swiping(var tracker, var session):
      let action = tracker.pointerMoved(to: point, time: time)
      pointer = .swiping(tracker, session)
      switch action {
      case .began(let progress), .updated(let progress):
        guard session.hasBegun else {
          // A swipe towards where things already are is claimed but changes nothing yet.
          guard session.movesAway(at: progress) else { return true }
          pointer = .idle  // starting the transition finishes others, which would cancel this swipe
          session.hasBegun = true
          beginSwipe(session, progress: progress)
          pointer = .swiping(tracker, session)
          return true
        }
        updateSwipe(session, progress: progress)
        return true
      case .armed, .ended, .cancelled, .tapped, nil:
        if tracker.phase == .rejected && !session.onShield { pointer = .idle }
        return false
      }
    }
  }

  /// Feeds a pointer release: a swipe completes or cancels by distance and velocity; a
  /// click on the dimmed secondary dismisses the overlay.
  ///
  /// - Returns: Whether the split view used the release (the content must not see it).
  ///
  /// - Parameters:
  ///   - point: Where the pointer was released, in container points.
  ///   - time: The host's instant of the event, on the clock it passes to `advance(to:)`; used for
  ///     the swipe's velocity.
  @discardableResult
  public func pointerUp(at point: Point, time: Duration) -> Bool {
    now = time
    switch pointer {
    case .idle:
      return false
    case .pressingInspectorShield:
      pointer = .idle
      hideInspector(announced: true)
      return true
    case .draggingDivider:
      let dragging = pointerMoved(to: point, time: time)
      pointer = .idle
      return dragging
    case .swiping(var tracker, let session):
      pointer = .idle
      switch tracker.pointerUp(at: point, time: time) {
      case .ended(let ending):
        if session.hasBegun { endSwipe(session, ending: ending) }
        return true
      case .tapped:
        if session.onShield { dismissOverlay() }
        return session.onShield
      case .armed, .began, .updated, .cancelled, nil:
        return session.onShield
      }
    }
  }

  /// Abandons a tracked press (lost pointer, Escape); a running swipe settles back.
  public func pointerCancelled() {
    cancelSwipe()
  }

  func cancelSwipe() {
    guard case .swiping(var tracker, let session) = pointer else {
      pointer = .idle
      return
    }
    pointer = .idle
    if case .cancelled(let ending) = tracker.cancel(), session.hasBegun {
      endSwipe(session, ending: ending)
    }
  }

  /// Whether the divider after `column` is on screen and may be dragged now.
  private func hasResizableDivider(of column: Column) -> Bool {
    guard allowsUserResizing, modeTransition == nil, !isCollapsed else { return false }
    return targetLayout.dividers.contains { $0.column == column && $0.isResizable }
  }

  private struct SwipeCandidate {
    var intent: SwipeSession.Intent
    var target: SwipeTarget
    var configuration: SwipeTracker.Configuration
    var onShield = false
  }

  /// What a press at `point` could swipe, most specific first: a column's back swipe (its
  /// leading edge strip, when its stack can pop) wins over revealing or closing the
  /// overlay, as a navigation view's swipe does inside libadwaita's split views.
  private func swipeCandidates(at point: Point) -> [SwipeCandidate] {
    let layout = targetLayout
    let bounds = Rect(origin: .zero, size: containerSize)
    var configuration = swipeConfiguration
    configuration.axis = axis == .horizontal ? .horizontal : .vertical
    configuration.isReversed = solver.mirrored
    var candidates: [SwipeCandidate] = []
    func extent(of layout: SplitLayout) -> Double {
      layout.columns.filter { !$0.isCovered && $0.column != .secondary }
        .map { axis == .horizontal ? $0.frame.width : $0.frame.height }.reduce(0, +)
    }
    if !isCollapsed, displayMode.coversSecondary {
      let target = SwipeTarget(
        progress: 1, swipeDistance: max(1, extent(of: layout)), cancelProgress: 1,
        swipeBounds: bounds)
      let onShield = layout.column(at: point).flatMap { layout[$0]?.isCovered } ?? false
      candidates.append(
        .init(
          intent: .reveal(closedMode: dismissTarget, openMode: displayMode, startsOpen: true),
          target: target, configuration: configuration, onShield: onShield))
    } else if !isCollapsed, presentsWithGesture, let open = displayModeButton.targetDisplayMode,
      open.extraColumnCount > displayMode.extraColumnCount
    {
      let revealed = solver.layout(mode: open, collapsed: false, compactColumn: false)
      let target = SwipeTarget(
        progress: 0, swipeDistance: max(1, extent(of: revealed)), cancelProgress: 0,
        swipeBounds: bounds)
      var reveal = configuration
      if revealGestureArea == .anywhere { reveal.edgeStripWidth = nil }
      candidates.append(
        .init(
          intent: .reveal(closedMode: displayMode, openMode: open, startsOpen: false),
          target: target,
          configuration: reveal))
    }
    if let inspector = inspectorSwipeCandidate(at: point, in: layout, configuration: configuration)
    {
      candidates.insert(inspector, at: 0)
    }
    if let column = layout.column(at: point), let frame = layout[column]?.visibleFrame,
      layout[column]?.isCovered != true
    {
      let navigation =
        column == .compact ? compactController as? NavigationController : navigations[column]
      if let navigation, navigation.viewControllers.count >= 2 {
        var back = configuration
        back.axis = .horizontal
        back.isReversed = isRightToLeft
        candidates.insert(
          .init(
            intent: .back(ObjectIdentifier(navigation)),
            target: SwipeTarget(
              progress: 0, swipeDistance: max(1, frame.width), cancelProgress: 0, swipeBounds: frame
            ),
            configuration: back), at: 0)
      }
    }
    return candidates
  }

  /// The inspector's swipe at `point`, if any: on an overlaid inspector, a drag towards the
  /// trailing edge closes it; with it hidden where it would overlay, a drag from the
  /// trailing edge strip (the leading one, mirrored) reveals it following the pointer.
  private func inspectorSwipeCandidate(
    at point: Point, in layout: SplitLayout, configuration: SwipeTracker.Configuration
  ) -> SwipeCandidate? {
    guard !isCollapsed, presentsInspectorWithGesture, hasInspector else { return nil }
    var towardsLeading = configuration
    towardsLeading.isReversed = !solver.mirrored
    let distance = max(1, min(inspectorColumnWidth, solver.length))
    let bounds = Rect(origin: .zero, size: containerSize)
    if inspectorIsOverlaid, layout.column(at: point) == .inspector,
      let frame = layout[.inspector]?.visibleFrame
    {
      return SwipeCandidate(
        intent: .inspector(startsOpen: true),
        target: SwipeTarget(
          progress: 1, swipeDistance: distance, cancelProgress: 1, swipeBounds: frame),
        configuration: towardsLeading)
    }
    guard !isInspectorShown, !displayMode.coversSecondary, inspectorOverlaysSecondary else {
      return nil
    }
    return SwipeCandidate(
      intent: .inspector(startsOpen: false),
      target: SwipeTarget(
        progress: 0, swipeDistance: distance, cancelProgress: 0, swipeBounds: bounds),
      configuration: towardsLeading)
  }

  private func backNavigation(_ id: ObjectIdentifier) -> NavigationController? {
    preorder().lazy.compactMap { $0 as? NavigationController }.first { ObjectIdentifier($0) == id }
  }

  private func beginSwipe(_ session: SwipeSession, progress: Double) {
    switch session.intent {
    case .reveal(let closed, let open, let startsOpen):
      delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
      changeDisplayMode(
        to: startsOpen ? closed : open, animated: true, systemInitiated: true, interactive: true)
      modeTransition?.progress.setInteractive(session.transitionValue(progress))
    case .back(let id):
      backNavigation(id)?.beginInteractivePop()
      backNavigation(id)?.updateInteractivePop(progress: progress)
    case .inspector(let startsOpen):
      if startsOpen {
        hideInspector(interactive: true, announced: true)
      } else {
        showInspector(interactive: true, announced: true)
      }
      modeTransition?.progress.setInteractive(session.transitionValue(progress))
    }
  }

  private func updateSwipe(_ session: SwipeSession, progress: Double) {
    switch session.intent {
    case .reveal, .inspector:
      modeTransition?.progress.setInteractive(session.transitionValue(progress))
    case .back(let id):
      backNavigation(id)?.updateInteractivePop(progress: progress)
    }
  }

  private func endSwipe(_ session: SwipeSession, ending: SwipeTracker.Ending) {
    let spring = session.transitionSpring(ending)
    let commit = spring.to >= 0.5
    switch session.intent {
    case .reveal:
      guard var transition = modeTransition else { return }
      if commit {
        userDisplayMode = transition.to
      } else {
        delegate?.splitViewController(self, willChangeTo: transition.from)
        announceColumns(from: displayMode, to: transition.from)
        moveFocus(from: displayMode, to: transition.from)
        let before = root.onScreenControllers()
        displayMode = transition.from
        transition.appearance.update(root: root, previouslyOnScreen: before)
      }
      transition.progress.release(with: spring, at: now)
      modeTransition = transition
      if !animationsEnabled { completeModeTransition() }
      delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
    case .back(let id):
      backNavigation(id)?.endInteractivePop(commit: commit, spring: spring)
    case .inspector:
      guard var transition = modeTransition else { return }
      if !commit { revertInspectorSwipe(&transition) }
      transition.progress.release(with: spring, at: now)
      modeTransition = transition
      if !animationsEnabled { completeModeTransition() }
    }
  }
}
