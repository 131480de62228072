/// An animation that follows a damped spring from a value to a target.
///
/// The value is the closed-form solution of `m·ẍ + c·ẋ + k·x = 0` (see
/// ``SpringParameters``) for the displacement `x = value − to`, starting at `from − to` with
/// ``initialVelocity``. Like ``TimedAnimation`` it is a pure function of elapsed time.
///
/// ```swift
/// let open = SpringAnimation(from: 0, to: 1, parameters: .sidebar)
/// open.value(at: .milliseconds(50))   // ≈ 0.47
/// open.estimatedDuration              // ≈ 292 ms
/// ```
///
/// ## Rest
/// The animation ends at ``estimatedDuration``: from then on ``value(at:)`` is exactly
/// ``to`` and ``velocity(at:)`` is 0. For critically damped and overdamped springs that is the
/// first instant after which the distance to the target stays within ``epsilon``, found by
/// bisection on the exact solution, so the final jump to ``to`` is at most ``epsilon``. For
/// underdamped springs it is when the envelope of the oscillation, `A·e^(−βt)`, falls below
/// ``epsilon``. (libadwaita estimates every case from the envelope `e^(−βt)` alone, which for
/// the sidebar spring gives 218 ms but leaves 0.8 % of the distance; we do not cut that short.)
///
/// ``epsilon`` is in value units: 0.001 suits progress values in `0...1`; animate points
/// with a proportionally larger epsilon (e.g. 0.05 for a terminal cell).
///
/// ## Interrupting
/// Springs are interruptible: ``retargeted(to:at:parameters:)`` starts a new spring from the current
/// value *and velocity*, so motion stays smooth when a gesture or a second tap changes the
/// destination mid-flight.
public struct SpringAnimation: Sendable, Hashable {
  /// The value at elapsed time zero.
  public let from: Double
  /// The resting position.
  public let to: Double
  /// The velocity at elapsed time zero, in value units per second.
  public let initialVelocity: Double
  /// The spring.
  public let parameters: SpringParameters
  /// The distance to ``to`` (in value units) below which the spring counts as at rest.
  public let epsilon: Double
  /// The time from the start until the spring comes to rest; see the type's Rest section.
  public let estimatedDuration: Duration

  /// Creates a spring animation and computes when it comes to rest.
  ///
  /// - Parameters:
  ///   - from: The value at elapsed time zero.
  ///   - to: The resting position.
  ///   - initialVelocity: The velocity at time zero in value units per second (positive
  ///     means increasing value); 0 by default.
  ///   - parameters: The spring; ``SpringParameters/sidebar`` by default.
  ///   - epsilon: The rest tolerance in value units, greater than 0; 0.001 by default.
  /// - Complexity: O(1) for underdamped springs; about 100 evaluations of the closed form
  ///   (a bisection) otherwise.
  public init(
    from: Double,
    to: Double,
    initialVelocity: Double = 0,
    parameters: SpringParameters = .sidebar,
    epsilon: Double = 0.001
  ) {
    precondition(
      from.isFinite && to.isFinite && initialVelocity.isFinite, "Spring values must be finite")
    precondition(epsilon > 0 && epsilon.isFinite, "Epsilon must be positive: \(epsilon)")
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.parameters = parameters
    self.epsilon = epsilon
    let solution = SpringSolution(
      displacement: from - to, velocity: initialVelocity, parameters: parameters)
    let settling = Duration.fromSeconds(solution.settlingTime(epsilon: epsilon))
    // A spring with anything left to do takes at least a nanosecond, so elapsed time zero
    // still gives `from` (continuity when retargeting) and rest gives exactly `to`.
    let isAtRest = from == to && initialVelocity == 0
    self.estimatedDuration = isAtRest ? settling : max(settling, .nanoseconds(1))
  }

  /// The animated value at an instant.
  ///
  /// - Parameter elapsed: Time since the animation started. Negative times give ``from``;
  ///   times at or after ``estimatedDuration`` give exactly ``to``.
  /// - Returns: The spring's position.
  public func value(at elapsed: Duration) -> Double {
    guard elapsed > .zero else { return from }
    guard elapsed < estimatedDuration else { return to }
    return to + solution.displacement(at: elapsed.inSeconds)
  }

  /// The rate of change of the value at an instant, in value units per second.
  ///
  /// - Parameter elapsed: Time since the animation started. Negative times give
  ///   ``initialVelocity``; times at or after ``estimatedDuration`` give 0.
  /// - Returns: The spring's velocity.
  public func velocity(at elapsed: Duration) -> Double {
    guard elapsed > .zero else { return initialVelocity }
    guard elapsed < estimatedDuration else { return 0 }
    return solution.velocity(at: elapsed.inSeconds)
  }

  /// Whether the spring has come to rest at an instant.
  ///
  /// - Parameter elapsed: Time since the animation started.
  /// - Returns: `true` once `elapsed ≥ estimatedDuration`.
  public func isFinished(at elapsed: Duration) -> Bool { elapsed >= estimatedDuration }

  /// A spring that continues this one's motion towards a new target.
  ///
  /// The new spring starts (at its own elapsed time zero) with this spring's value and
  /// velocity at `elapsed`, so position and velocity are continuous across the hand-over.
  ///
  /// ```swift
  /// var motion = SpringAnimation(from: 0, to: 1)          // opening…
  /// motion = motion.retargeted(to: 0, at: .milliseconds(80))   // …closed again mid-flight
  /// ```
  ///
  /// - Parameters:
  ///   - target: The new resting position.
  ///   - elapsed: The instant of the hand-over, measured from this spring's start.
  ///   - parameters: The new spring; this spring's parameters when `nil`.
  /// - Returns: A spring to be timed from the hand-over instant.
  public func retargeted(
    to target: Double, at elapsed: Duration, parameters: SpringParameters? = nil
  ) -> SpringAnimation {
    SpringAnimation(
      from: value(at: elapsed),
      to: target,
      initialVelocity: velocity(at: elapsed),
      parameters: parameters ?? self.parameters,
      epsilon: epsilon
    )
  }

  /// The closed-form solution for this spring's start.
  private var solution: SpringSolution {
    SpringSolution(displacement: from - to, velocity: initialVelocity, parameters: parameters)
  }
}
