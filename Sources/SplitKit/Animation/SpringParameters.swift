/// The physical description of a damped spring: damping ratio, mass and stiffness.
///
/// A spring animation moves a mass `m` attached to a spring of stiffness `k` with a damper
/// of coefficient `c`, obeying `m·ẍ + c·ẋ + k·x = 0`, where `x` is the distance still to
/// travel. The *damping ratio* `ζ = c / (2·√(k·m))` names the behaviour:
///
/// - `ζ < 1` (underdamped): overshoots and oscillates around the target with decaying amplitude;
/// - `ζ = 1` (critically damped): the fastest approach that never oscillates;
/// - `ζ > 1` (overdamped): approaches slowly without oscillating.
///
/// The presets follow libadwaita: ``sidebar`` (ζ 1, m 0.5, k 500) for presenting and
/// dismissing an overlaid column, ``navigation`` (ζ 1, m 1, k 1000) for push and pop.
/// Both settle a unit distance in about 0.3 s; see ``SpringAnimation/estimatedDuration``.
///
/// Units: mass and stiffness are dimensionless model constants (libadwaita's); time is in
/// seconds, so the natural angular frequency `ω₀ = √(k/m)` is in radians per second
/// (≈ 31.6 rad/s for ``sidebar``).
public struct SpringParameters: Sendable, Hashable, CustomStringConvertible {
  /// The damping ratio `ζ`; 1 is critical damping.
  ///
  /// Must be greater than 0.
  public var dampingRatio: Double
  /// The mass `m` on the spring.
  ///
  /// Must be greater than 0.
  public var mass: Double
  /// The spring constant `k`.
  ///
  /// Must be greater than 0.
  public var stiffness: Double

  /// Creates spring parameters.
  ///
  /// - Parameters:
  ///   - dampingRatio: `ζ`, greater than 0; 1 (critically damped) by default.
  ///   - mass: `m`, greater than 0; 0.5 by default.
  ///   - stiffness: `k`, greater than 0; 500 by default.
  public init(dampingRatio: Double = 1, mass: Double = 0.5, stiffness: Double = 500) {
    precondition(
      dampingRatio > 0 && dampingRatio.isFinite, "Damping ratio must be positive: \(dampingRatio)")
    precondition(mass > 0 && mass.isFinite, "Mass must be positive: \(mass)")
    precondition(stiffness > 0 && stiffness.isFinite, "Stiffness must be positive: \(stiffness)")
    self.dampingRatio = dampingRatio
    self.mass = mass
    self.stiffness = stiffness
  }

  /// The critically damped spring libadwaita uses to show and hide a sidebar:
  /// ζ 1, mass 0.5, stiffness 500.
  public static let sidebar = SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 500)

  /// The critically damped spring libadwaita uses for navigation push and pop:
  /// ζ 1, mass 1, stiffness 1000.
  public static let navigation = SpringParameters(dampingRatio: 1, mass: 1, stiffness: 1000)

  /// The damping coefficient `c = ζ·2·√(k·m)`.
  public var damping: Double { dampingRatio * 2 * (stiffness * mass).squareRoot() }

  /// The natural angular frequency `ω₀ = √(k/m)`, in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The exponential decay rate `β = c/(2m) = ζ·ω₀`, per second.
  public var decayRate: Double { dampingRatio * naturalFrequency }

  /// The parameters as source code, for test failure messages.
  public var description: String {
    "SpringParameters(dampingRatio: \(dampingRatio), mass: \(mass), stiffness: \(stiffness))"
  }
}
