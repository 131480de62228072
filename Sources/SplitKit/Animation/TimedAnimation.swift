/// An animation between two values over a fixed duration, shaped by an easing curve.
///
/// A timed animation is a pure function of elapsed time: it holds no clock and no state, so
/// the same instant always gives the same value (libadwaita's `AdwTimedAnimation` computes
/// its value the same way). The host measures time from the animation's start with its
/// injected clock and asks for ``value(at:)``.
///
/// ```swift
/// let slide = TimedAnimation(from: 0, to: 1, duration: .milliseconds(250), easing: .easeOutCubic)
/// slide.value(at: .milliseconds(125))   // 0.875
/// slide.isFinished(at: .milliseconds(250))   // true
/// ```
///
/// Optional repetition plays the curve ``repeatCount`` times; with ``alternates`` every
/// second iteration runs backwards, so the value never jumps between iterations.
public struct TimedAnimation: Sendable, Hashable {
  /// The value at elapsed time zero.
  public var from: Double
  /// The value the animation arrives at.
  public var to: Double
  /// The length of one iteration.
  ///
  /// Zero means the animation is finished at once.
  public var duration: Duration
  /// The curve applied within each iteration.
  public var easing: Easing
  /// How many iterations to play; at least 1.
  public var repeatCount: Int
  /// Whether every even-numbered iteration (the 2nd, 4th, …) plays from ``to`` back to ``from``.
  public var alternates: Bool

  /// Creates a timed animation.
  ///
  /// - Parameters:
  ///   - from: The value at elapsed time zero.
  ///   - to: The value at the end of the first iteration.
  ///   - duration: The length of one iteration; must not be negative.
  ///   - easing: The curve; ``Easing/easeOutCubic`` by default.
  ///   - repeatCount: How many iterations to play; 1 by default; must be at least 1.
  ///   - alternates: Whether alternate iterations run backwards; `false` by default.
  public init(
    from: Double,
    to: Double,
    duration: Duration,
    easing: Easing = .easeOutCubic,
    repeatCount: Int = 1,
    alternates: Bool = false
  ) {
    precondition(duration >= .zero, "A duration cannot be negative: \(duration)")
    precondition(repeatCount >= 1, "An animation plays at least once: \(repeatCount)")
    self.from = from
    self.to = to
    self.duration = duration
    self.easing = easing
    self.repeatCount = repeatCount
    self.alternates = alternates
  }

  /// The total length of all iterations.
  public var totalDuration: Duration { duration * repeatCount }

  /// The value at which the animation rests when finished: ``to``, or ``from`` after an
  /// even number of alternating iterations.
  public var finalValue: Double {
    alternates && repeatCount.isMultiple(of: 2) ? from : to
  }

  /// The animated value at an instant.
  ///
  /// - Parameter elapsed: Time since the animation started. Negative times give ``from``;
  ///   times at or after ``totalDuration`` give exactly ``finalValue``.
  /// - Returns: The interpolated value.
  public func value(at elapsed: Duration) -> Double {
    let (iteration, fraction) = position(at: elapsed)
    let backwards = alternates && !iteration.isMultiple(of: 2)
    let eased = easing(backwards ? 1 - fraction : fraction)
    return interpolate(eased)
  }

  /// The rate of change of the value at an instant, in value units per second.
  ///
  /// Computed by a symmetric difference over one millisecond, which is exact enough to hand
  /// a moving timed animation over to a spring (``SpringAnimation/init(from:to:initialVelocity:parameters:epsilon:)``).
  ///
  /// - Parameter elapsed: Time since the animation started.
  /// - Returns: 0 before the start and after the end.
  public func velocity(at elapsed: Duration) -> Double {
    guard elapsed >= .zero, elapsed < totalDuration else { return 0 }
    let step = Duration.microseconds(500)
    let before = max(.zero, elapsed - step)
    let after = min(totalDuration, elapsed + step)
    guard after > before else { return 0 }
    return (value(at: after) - value(at: before)) / (after - before).inSeconds
  }

  /// Whether the animation has reached its end at an instant.
  ///
  /// - Parameter elapsed: Time since the animation started.
  /// - Returns: `true` once `elapsed ≥ totalDuration`.
  public func isFinished(at elapsed: Duration) -> Bool { elapsed >= totalDuration }

  /// The iteration index and the linear fraction within it.
  private func position(at elapsed: Duration) -> (iteration: Int, fraction: Double) {
    guard elapsed > .zero else { return (0, 0) }
    guard duration > .zero, elapsed < totalDuration else { return (repeatCount - 1, 1) }
    let iterations = elapsed / duration
    let iteration = min(repeatCount - 1, Int(iterations))
    return (iteration, iterations - Double(iteration))
  }

  /// `from` + (`to` − `from`) × `fraction`, exact at both ends.
  private func interpolate(_ fraction: Double) -> Double {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return from + (to - from) * fraction
  }
}
