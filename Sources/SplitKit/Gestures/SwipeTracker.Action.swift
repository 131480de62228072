extension SwipeTracker {
  /// What the owner of a ``Swipeable`` must do after a pointer event.
  public enum Action: Sendable, Hashable {
    /// A press landed where a swipe may start. Hold any running animation of the target
    /// at its current value, so that a swipe can catch it mid-flight.
    case armed
    /// The pointer passed the start threshold along the axis: a swipe began. Show the
    /// target at `progress` (which already includes the movement so far).
    case began(progress: Double)
    /// The pointer moved during a swipe: show the target at `progress`.
    case updated(progress: Double)
    /// The pointer was released: animate to the ending's target with its animation.
    case ended(Ending)
    /// The swipe was cancelled: animate back to the target's cancel progress.
    case cancelled(Ending)
    /// An armed press was released without moving past the start threshold: a click.
    ///
    /// On the dimmed secondary column beside an overlaid primary, a click dismisses the
    /// overlay. The held animation (see ``armed``) should resume towards its target.
    case tapped
  }

  /// How a swipe finishes: where it was released, where it goes, and how it gets there.
  ///
  /// ```swift
  /// case .ended(let ending):
  ///   reveal = Animator(spring: ending.animation, startTime: now, policy: policy)
  ///   committed = ending.target == 1
  /// ```
  public struct Ending: Sendable, Hashable {
    /// The progress at release (rubber band included).
    public var progress: Double
    /// The snap point (or, when cancelled, the cancel progress) the motion settles at.
    public var target: Double
    /// The release velocity in progress units per second.
    ///
    /// Positive means towards higher progress. Points per second are
    /// `velocity × swipeDistance`.
    public var velocity: Double
    /// Whether the release was fast enough to count as a flick
    /// (``Configuration/flickVelocity``).
    public var isFlick: Bool
    /// The spring from ``progress`` to ``target``.
    ///
    /// Its initial velocity is the release
    /// velocity, capped for springs with ζ ≥ 1 at `β·|target − progress|` so the motion
    /// never overshoots the target.
    public var animation: SpringAnimation

    /// The time the finishing motion takes: the spring's estimated duration.
    public var duration: Duration { animation.estimatedDuration }

    /// Creates an ending and its finishing spring.
    ///
    /// - Parameters:
    ///   - progress: The progress at release.
    ///   - target: Where the motion settles.
    ///   - velocity: The release velocity in progress units per second.
    ///   - isFlick: Whether the release counted as a flick.
    ///   - spring: The finishing spring.
    ///   - epsilon: Its rest tolerance in progress units.
    public init(
      progress: Double, target: Double, velocity: Double, isFlick: Bool,
      spring: SpringParameters, epsilon: Double
    ) {
      self.progress = progress
      self.target = target
      self.velocity = velocity
      self.isFlick = isFlick
      var initial = velocity
      if spring.dampingRatio >= 1 {
        let cap = spring.decayRate * abs(target - progress)
        initial = min(cap, max(-cap, velocity))
      }
      animation = SpringAnimation(
        from: progress, to: target, initialVelocity: initial, parameters: spring, epsilon: epsilon)
    }
  }
}
