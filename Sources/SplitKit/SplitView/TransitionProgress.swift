/// The progress of a container transition, 0 (where it started) … 1 (where it goes).
///
/// Driven either by a gesture (``setInteractive(_:)``) or by injected time
/// (``advance(to:)``) through an ``Animator`` built from the container's
/// ``AnimationCurve`` (or the spring a ``SwipeTracker`` hands over on release).
struct TransitionProgress: Hashable, Sendable {
  /// The current progress, 0…1 (a spring may overshoot slightly when under-damped).
  private(set) var value: Double = 0
  /// Where the progress is heading: 1 completes the transition, 0 cancels it.
  private(set) var target: Double = 1
  /// Whether a gesture drives the value.
  private(set) var isInteractive: Bool
  /// The curve for animations that do not come from a gesture.
  let curve: AnimationCurve
  private var animator: Animator?
  /// A motion waiting for the first instant, when it started before the host reported time.
  private var pending: Motion?

  private enum Motion: Hashable, Sendable {
    case curve(velocity: Double)
    case spring(SpringAnimation)
  }

  /// A transition at its start, animated with `curve` or driven interactively.
  ///
  /// - Parameters:
  ///   - now: The host's latest instant, which anchors the timeline; `nil` anchors it at the
  ///     next ``advance(to:)``.
  init(interactive: Bool, at now: Duration?, curve: AnimationCurve) {
    isInteractive = interactive
    self.curve = curve
    if !interactive { start(.curve(velocity: 0), at: now) }
  }

  /// Whether the value reached its target and no gesture holds it.
  var isFinished: Bool { !isInteractive && animator == nil && pending == nil }

  /// Moves the value under a gesture.
  mutating func setInteractive(_ value: Double) {
    isInteractive = true
    animator = nil
    pending = nil
    self.value = value
  }

  /// Releases a gesture: animates from the current value towards `target` (0 or 1) with
  /// the container's curve.
  ///
  /// - Parameters:
  ///   - target: 1 to complete, 0 to cancel.
  ///   - velocity: The release velocity in progress units per second.
  ///   - now: The instant of the release.
  mutating func release(towards target: Double, velocity: Double = 0, at now: Duration?) {
    isInteractive = false
    self.target = target
    start(.curve(velocity: velocity), at: now)
  }

  /// Releases a gesture with the spring its tracker decided on (in this transition's units).
  mutating func release(with spring: SpringAnimation, at now: Duration?) {
    isInteractive = false
    target = spring.to
    start(.spring(spring), at: now)
  }

  /// Advances to the host's time.
  ///
  /// - Parameter now: The host clock's current instant as a duration since its epoch.
  mutating func advance(to now: Duration) {
    if let motion = pending { start(motion, at: now) }
    guard let running = animator else { return }
    if now < running.startTime {
      start(.curve(velocity: 0), at: now)  // the host's clock went back: restart from here
      return
    }
    if running.isFinished(at: now) {
      finish()
    } else {
      value = running.progress(at: now)
    }
  }

  /// Jumps to the target.
  mutating func finish() {
    isInteractive = false
    animator = nil
    pending = nil
    value = target
  }

  private mutating func start(_ motion: Motion, at now: Duration?) {
    guard let now else {
      pending = motion
      return
    }
    pending = nil
    switch motion {
    case .curve(let velocity):
      animator = Animator(
        from: value, to: target, startTime: now, curve: curve, initialVelocity: velocity)
    case .spring(let spring):
      animator = Animator(spring: spring, startTime: now)
    }
  }
}
