/// A running transition of one value, as the split view holds it: a curve anchored at a
/// start time, honouring the ``AnimationPolicy``.
///
/// The split view animates *progress* values (0 = column hidden, 1 = column shown; 0 = page
/// in place, 1 = page popped). When state changes it stores an animator with the host's
/// current time; every frame it asks ``progress(at:)`` with the host's clock and lays out
/// from it; when ``isFinished(at:)`` turns `true` it completes the transition (e.g. sends
/// the `did` appearance callbacks). Times are absolute instants on the host's clock,
/// expressed as `Duration` since any fixed origin.
///
/// ```swift
/// var reveal = Animator(from: 0, to: 1, startTime: now, curve: .sidebar, policy: policy)
/// let p = reveal.progress(at: now + .milliseconds(16))
/// if reveal.isFinished(at: later) { /* didAppear */ }
/// reveal = reveal.retargeted(to: 0, at: later)   // the user closed it again mid-flight
/// reveal.finish()                                // jump to the end, e.g. on resize
/// ```
///
/// With ``AnimationPolicy/instant`` (reduce motion) the animator is finished from its start
/// time: ``progress(at:)`` returns ``to`` and ``isFinished(at:)`` is `true`.
public struct Animator: Sendable, Hashable {
  /// The value at ``startTime``.
  public let from: Double
  /// The value the transition ends at.
  public let to: Double
  /// The host-clock instant the transition started.
  public let startTime: Duration
  /// The curve requested at creation.
  public let curve: AnimationCurve
  /// The policy in force at creation.
  public let policy: AnimationPolicy
  /// The motion still to play, or `nil` once finished early or when the policy is instant.
  private var motion: Motion?

  /// The concrete animation behind the curve.
  private enum Motion: Sendable, Hashable {
    case timed(TimedAnimation)
    case spring(SpringAnimation)
  }

  /// Creates an animator that starts at `startTime`.
  ///
  /// - Parameters:
  ///   - from: The value at the start.
  ///   - to: The value at the end.
  ///   - startTime: The host-clock instant of the start.
  ///   - curve: The motion; ``AnimationCurve/sidebar`` by default.
  ///   - initialVelocity: The velocity at the start in value units per second, used by
  ///     springs (e.g. a swipe's release velocity); timed curves ignore it. 0 by default.
  ///   - policy: ``AnimationPolicy/animated`` by default; ``AnimationPolicy/instant`` ends
  ///     the transition at once.
  public init(
    from: Double,
    to: Double,
    startTime: Duration,
    curve: AnimationCurve = .sidebar,
    initialVelocity: Double = 0,
    policy: AnimationPolicy = .animated
  ) {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.curve = curve
    self.policy = policy
    guard policy == .animated else {
      motion = nil
      return
    }
    switch curve {
    case .timed(let duration, let easing):
      motion = .timed(TimedAnimation(from: from, to: to, duration: duration, easing: easing))
    case .spring(let parameters, let epsilon):
      motion = .spring(
        SpringAnimation(
          from: from, to: to, initialVelocity: initialVelocity, parameters: parameters,
          epsilon: epsilon))
    }
  }

  /// Creates an animator that starts from a spring the caller already built, such as
  /// ``SwipeTracker/Ending/animation`` after a swipe.
  ///
  /// - Parameters:
  ///   - spring: The motion, timed from `startTime`.
  ///   - startTime: The host-clock instant the spring starts.
  ///   - policy: ``AnimationPolicy/instant`` ends the transition at once.
  public init(spring: SpringAnimation, startTime: Duration, policy: AnimationPolicy = .animated) {
    from = spring.from
    to = spring.to
    self.startTime = startTime
    curve = .spring(spring.parameters, epsilon: spring.epsilon)
    self.policy = policy
    motion = policy == .animated ? .spring(spring) : nil
  }

  /// The animated value at an instant.
  ///
  /// - Parameter now: The host-clock instant.
  /// - Returns: ``from`` before ``startTime``, the curve's value while running, and
  ///   exactly ``to`` once finished.
  public func progress(at now: Duration) -> Double {
    switch motion {
    case nil: to
    case .timed(let animation): animation.value(at: now - startTime)
    case .spring(let animation): animation.value(at: now - startTime)
    }
  }

  /// The rate of change at an instant, in value units per second; 0 once finished.
  ///
  /// - Parameter now: The host-clock instant.
  /// - Returns: The velocity in value units per second.
  public func velocity(at now: Duration) -> Double {
    switch motion {
    case nil: 0
    case .timed(let animation): animation.velocity(at: now - startTime)
    case .spring(let animation): animation.velocity(at: now - startTime)
    }
  }

  /// Whether the transition has ended at an instant.
  ///
  /// - Parameter now: The host-clock instant.
  /// - Returns: `true` from ``endTime`` on.
  public func isFinished(at now: Duration) -> Bool { now >= endTime }

  /// The instant the transition ends: ``startTime`` plus the curve's duration, or
  /// ``startTime`` itself when instant or finished early.
  public var endTime: Duration {
    switch motion {
    case nil: startTime
    case .timed(let animation): startTime + animation.totalDuration
    case .spring(let animation): startTime + animation.estimatedDuration
    }
  }

  /// Ends the transition now: from here on the value is ``to`` at every instant.
  public mutating func finish() { motion = nil }

  /// An animator that holds this one's value at `now`, already finished.
  ///
  /// Use it when a press may start a swipe (``SwipeTracker/Action/armed``): the target
  /// stops where it is, so the swipe catches it mid-flight instead of fighting the animation.
  ///
  /// - Parameter now: The host-clock instant to freeze.
  /// - Returns: An animator from and to the current value, finished at `now`.
  public func stopped(at now: Duration) -> Animator {
    let value = progress(at: now)
    var held = Animator(from: value, to: value, startTime: now, curve: curve, policy: policy)
    held.finish()
    return held
  }

  /// An animator that continues from this one's value at `now` towards a new target.
  ///
  /// Springs carry the current velocity over, so the motion is continuous in position and
  /// velocity. A timed curve restarts with its full duration from the current value.
  ///
  /// - Parameters:
  ///   - target: The new end value.
  ///   - now: The host-clock instant of the change; the new animator starts there.
  /// - Returns: The new animator, with this one's curve and policy.
  public func retargeted(to target: Double, at now: Duration) -> Animator {
    Animator(
      from: progress(at: now), to: target, startTime: now, curve: curve,
      initialVelocity: velocity(at: now), policy: policy)
  }
}
