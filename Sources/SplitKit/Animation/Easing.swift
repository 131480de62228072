/// A curve that maps linear time progress to eased progress.
///
/// An easing takes the fraction of an animation's duration that has elapsed, `t` in `0...1`,
/// and returns how far the animated value has travelled, also `0` at `t = 0` and `1` at
/// `t = 1`. Arguments outside `0...1` are clamped, so every curve is safe to call with any
/// finite number. The curves are the standard Penner families also offered by libadwaita's
/// `AdwEasing` and CSS; none overshoots, so every curve is monotonically non-decreasing.
///
/// ```swift
/// Easing.easeOutCubic(0.5)        // 0.875
/// Easing.linear.value(at: 0.25)   // 0.25
/// ```
///
/// Platform conventions: libadwaita's legacy sidebar and page transitions use
/// ``easeOutCubic`` over 250 ms; UIKit's default curve is close to ``easeInOutCubic``.
public enum Easing: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Constant speed: `t`.
  case linear
  /// Quadratic acceleration from rest: `t²`.
  case easeInQuad
  /// Quadratic deceleration to rest: `1 − (1 − t)²`.
  case easeOutQuad
  /// Quadratic acceleration then deceleration.
  case easeInOutQuad
  /// Cubic acceleration from rest: `t³`.
  case easeInCubic
  /// Cubic deceleration to rest: `1 − (1 − t)³`. The default for transitions.
  case easeOutCubic
  /// Cubic acceleration then deceleration.
  case easeInOutCubic
  /// Quartic acceleration from rest: `t⁴`.
  case easeInQuart
  /// Quartic deceleration to rest: `1 − (1 − t)⁴`.
  case easeOutQuart
  /// Quartic acceleration then deceleration.
  case easeInOutQuart
  /// Sinusoidal acceleration from rest: `1 − cos(πt/2)`.
  case easeInSine
  /// Sinusoidal deceleration to rest: `sin(πt/2)`.
  case easeOutSine
  /// Sinusoidal acceleration then deceleration: `(1 − cos πt)/2`.
  case easeInOutSine
  /// Exponential acceleration from rest: `2^(10t − 10)`, exactly 0 at `t = 0`.
  case easeInExpo
  /// Exponential deceleration to rest: `1 − 2^(−10t)`, exactly 1 at `t = 1`.
  case easeOutExpo
  /// Exponential acceleration then deceleration.
  case easeInOutExpo

  /// Evaluates the curve.
  ///
  /// - Parameter t: The elapsed fraction of the duration; clamped to `0...1`.
  /// - Returns: The travelled fraction of the distance, in `0...1`; exactly `0` at `t ≤ 0`
  ///   and exactly `1` at `t ≥ 1`.
  public func callAsFunction(_ t: Double) -> Double { value(at: t) }

  /// Evaluates the curve.
  ///
  /// - Parameter t: The elapsed fraction of the duration; clamped to `0...1`. NaN gives 0.
  /// - Returns: The travelled fraction of the distance, in `0...1`; exactly `0` at `t ≤ 0`
  ///   and exactly `1` at `t ≥ 1`.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    return min(1, max(0, unclamped(t)))
  }

  /// The case name, for test failure messages.
  public var description: String {
    switch self {
    case .linear: "linear"
    case .easeInQuad: "easeInQuad"
    case .easeOutQuad: "easeOutQuad"
    case .easeInOutQuad: "easeInOutQuad"
    case .easeInCubic: "easeInCubic"
    case .easeOutCubic: "easeOutCubic"
    case .easeInOutCubic: "easeInOutCubic"
    case .easeInQuart: "easeInQuart"
    case .easeOutQuart: "easeOutQuart"
    case .easeInOutQuart: "easeInOutQuart"
    case .easeInSine: "easeInSine"
    case .easeOutSine: "easeOutSine"
    case .easeInOutSine: "easeInOutSine"
    case .easeInExpo: "easeInExpo"
    case .easeOutExpo: "easeOutExpo"
    case .easeInOutExpo: "easeInOutExpo"
    }
  }

  /// The curve's formula for `t` strictly inside `0...1`.
  private func unclamped(_ t: Double) -> Double {
    let halfPi = Double.pi / 2
    switch self {
    case .linear: return t
    case .easeInQuad: return power(t, 2)
    case .easeOutQuad: return 1 - power(1 - t, 2)
    case .easeInOutQuad: return inOut(t, 2)
    case .easeInCubic: return power(t, 3)
    case .easeOutCubic: return 1 - power(1 - t, 3)
    case .easeInOutCubic: return inOut(t, 3)
    case .easeInQuart: return power(t, 4)
    case .easeOutQuart: return 1 - power(1 - t, 4)
    case .easeInOutQuart: return inOut(t, 4)
    case .easeInSine: return 1 - Elementary.cos(t * halfPi)
    case .easeOutSine: return Elementary.sin(t * halfPi)
    case .easeInOutSine: return (1 - Elementary.cos(t * .pi)) / 2
    case .easeInExpo: return Elementary.exp2(10 * t - 10)
    case .easeOutExpo: return 1 - Elementary.exp2(-10 * t)
    case .easeInOutExpo:
      return t < 0.5
        ? Elementary.exp2(20 * t - 10) / 2
        : (2 - Elementary.exp2(-20 * t + 10)) / 2
    }
  }

  /// The polynomial in-out shape: `2ⁿ⁻¹tⁿ` in the first half, mirrored in the second.
  private func inOut(_ t: Double, _ n: Int) -> Double {
    t < 0.5
      ? power(2, n - 1) * power(t, n)
      : 1 - power(-2 * t + 2, n) / 2
  }

  /// `base` raised to a small non-negative integer power.
  private func power(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= base }
    return result
  }
}
