/// What a tracked press on a split view would move, decided when the pointer goes down.
struct SwipeSession {
  /// The thing the press may swipe.
  enum Intent: Equatable {
    /// The overlay "reveal": closed (progress 0) in `closedMode`, open (1) in `openMode`.
    /// `startsOpen` tells which end the press started from.
    case reveal(
      closedMode: SplitViewController.DisplayMode, openMode: SplitViewController.DisplayMode,
      startsOpen: Bool)
    /// The back swipe of the identified navigation controller.
    case back(ObjectIdentifier)
    /// The inspector's swipe from the trailing edge: hidden (progress 0) to shown over the
    /// secondary (1). `startsOpen` tells which end the press started from.
    case inspector(startsOpen: Bool)
  }

  let intent: Intent
  /// Whether the press landed on the dimmed secondary (a click there dismisses the overlay).
  let onShield: Bool
  /// Whether the swipe passed its start threshold and drives a transition.
  var hasBegun = false

  /// Whether a tracker progress has moved away from where the press started (0, or 1 for
  /// an open overlay) into the range the swipe can change.
  ///
  /// A swipe only begins once this is `true`, so a swipe towards where things already are
  /// (further open on an open overlay, towards the edge on a closed one), which only
  /// rubber-bands past its end, changes nothing and tells nobody.
  func movesAway(at trackerProgress: Double) -> Bool {
    startsOpen ? trackerProgress < 1 : trackerProgress > 0
  }

  /// Whether the press started on something open (an overlay it may close).
  var startsOpen: Bool {
    switch intent {
    case .reveal(_, _, let startsOpen), .inspector(let startsOpen): startsOpen
    case .back: false
    }
  }

  /// The transition's progress for a tracker progress: the reveal runs backwards when the
  /// swipe starts open (closing is the transition from the open arrangement to the closed one).
  func transitionValue(_ trackerProgress: Double) -> Double {
    startsOpen ? 1 - trackerProgress : trackerProgress
  }

  /// The tracker's ending spring re-expressed in the transition's units.
  func transitionSpring(_ ending: SwipeTracker.Ending) -> SpringAnimation {
    let spring = ending.animation
    guard startsOpen else { return spring }
    return SpringAnimation(
      from: 1 - spring.from, to: 1 - spring.to, initialVelocity: -spring.initialVelocity,
      parameters: spring.parameters, epsilon: spring.epsilon)
  }
}
