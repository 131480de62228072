extension NavigationController {
  /// Starts a back swipe: an interactive pop the gesture drives.
  ///
  /// The top item gets `viewWillDisappear` and the one below `viewWillAppear` now.
  ///
  /// - Returns: Whether the pop started (not at the root, and nothing else running).
  @discardableResult
  public func beginInteractivePop() -> Bool {
    guard viewControllers.count >= 2, transition == nil, isOnScreen,
      let top = topViewController
    else { return false }
    finishTransitionsInHierarchy()
    let before = root.onScreenControllers()
    let stack = viewControllers
    setStackKeepingChildren(Array(viewControllers.dropLast()))
    bookkeeping = TransitionBookkeeping(
      appearance: AppearanceTransaction.begin(
        root: root, previouslyOnScreen: before, animated: true),
      stackBeforePop: stack)
    guard let below = topViewController else {
      preconditionFailure("Invalid stack \(viewControllers)")
    }
    transition = NavigationTransition(
      kind: .pop, from: top, to: below,
      progress: TransitionProgress(interactive: true, at: clockNow, curve: transitionCurve))
    return true
  }

  /// Moves the back swipe to `progress` (0 = not moved, 1 = fully popped; clamped).
  ///
  /// - Parameter progress: How far the top controller has been dragged away, as a fraction of
  ///   the stack's width: 0 (not moved) to 1 (fully popped); values outside are clamped.
  public func updateInteractivePop(progress: Double) {
    guard var running = transition, running.isInteractive else { return }
    running.progress.setInteractive(min(1, max(0, progress)))
    transition = running
  }

  /// Ends the back swipe: completes the pop or cancels it.
  ///
  /// On cancel the stack is restored and the reversing callbacks go out (the top item
  /// `viewWillAppear`, the one below `viewWillDisappear`), then the matching `did`s when
  /// the settling animation ends (at once when animations are off).
  ///
  /// - Parameter commit: `true` to pop, `false` to cancel.
  public func endInteractivePop(commit: Bool) {
    endInteractivePop(commit: commit, spring: nil)
  }

  /// Ends the back swipe, settling with `spring` (in pop progress units) when given.
  func endInteractivePop(commit: Bool, spring: SpringAnimation?) {
    guard var running = transition, running.isInteractive else { return }
    if !commit, let stack = bookkeeping?.stackBeforePop {
      let before = root.onScreenControllers()
      setStackKeepingChildren(stack)
      bookkeeping?.appearance.update(root: root, previouslyOnScreen: before)
    }
    if let spring {
      running.progress.release(with: spring, at: clockNow)
    } else {
      running.progress.release(towards: commit ? 1 : 0, at: clockNow)
    }
    transition = running
    if !effectiveAnimationsEnabled { finishTransitionImmediately() }
  }

  private func setStackKeepingChildren(_ stack: [ViewController]) {
    viewControllers = stack
    for controller in stack { addChild(controller) }
  }
}
