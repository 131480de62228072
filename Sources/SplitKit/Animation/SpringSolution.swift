/// The closed-form motion of a damped spring, as displacement from rest over time.
///
/// Solves `m·ẍ + c·ẋ + k·x = 0` with `x(0) = x₀`, `ẋ(0) = v₀`. With decay rate
/// `β = ζ·ω₀` and natural frequency `ω₀ = √(k/m)`:
///
/// - underdamped (`ζ < 1`), `ω₁ = √(ω₀² − β²)`:
///   `x = e^(−βt)·(x₀·cos ω₁t + (βx₀ + v₀)/ω₁ · sin ω₁t)`;
/// - critically damped (`ζ = 1`): `x = e^(−βt)·(x₀ + (βx₀ + v₀)·t)`;
/// - overdamped (`ζ > 1`), roots `r₁,₂ = −β ± √(β² − ω₀²)`:
///   `x = C₁e^(r₁t) + C₂e^(r₂t)` with `C₁ = (v₀ − r₂x₀)/(r₁ − r₂)`, `C₂ = x₀ − C₁`.
///
/// Velocities are the exact derivatives. Time is in seconds.
struct SpringSolution {
  /// The initial displacement `x₀`.
  let x0: Double
  /// The initial velocity `v₀`, per second.
  let v0: Double
  /// The decay rate `β`, per second.
  let beta: Double
  /// The shape of the solution.
  let regime: Regime

  /// Which closed form applies, with its precomputed constants.
  enum Regime {
    /// Oscillating with angular frequency `ω₁`.
    case underdamped(omega1: Double)
    /// The boundary case `β = ω₀`.
    case critical
    /// Two decaying exponentials with rates `r₁ > r₂` and coefficients `C₁`, `C₂`.
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
  }

  /// Prepares the solution for an initial displacement and velocity.
  init(displacement: Double, velocity: Double, parameters: SpringParameters) {
    x0 = displacement
    v0 = velocity
    let omega0 = parameters.naturalFrequency
    beta = parameters.decayRate
    if parameters.dampingRatio == 1 {
      regime = .critical
    } else if parameters.dampingRatio < 1 {
      regime = .underdamped(omega1: (omega0 * omega0 - beta * beta).squareRoot())
    } else {
      let omega2 = (beta * beta - omega0 * omega0).squareRoot()
      // −β + ω₂ rationalised: the direct difference cancels to 0 for large ζ.
      let r1 = -(omega0 * omega0) / (beta + omega2)
      let r2 = -beta - omega2
      let c1 = (velocity - r2 * displacement) / (r1 - r2)
      regime = .overdamped(r1: r1, r2: r2, c1: c1, c2: displacement - c1)
    }
  }

  /// The displacement from rest at `t` seconds.
  func displacement(at t: Double) -> Double {
    switch regime {
    case .underdamped(let omega1):
      let envelope = Elementary.exp(-beta * t)
      let b = (beta * x0 + v0) / omega1
      return envelope * (x0 * Elementary.cos(omega1 * t) + b * Elementary.sin(omega1 * t))
    case .critical:
      return Elementary.exp(-beta * t) * (x0 + (beta * x0 + v0) * t)
    case .overdamped(let r1, let r2, let c1, let c2):
      return c1 * Elementary.exp(r1 * t) + c2 * Elementary.exp(r2 * t)
    }
  }

  /// The velocity at `t` seconds, per second.
  func velocity(at t: Double) -> Double {
    switch regime {
    case .underdamped(let omega1):
      let envelope = Elementary.exp(-beta * t)
      let sineTerm = x0 * omega1 + (beta * beta * x0 + beta * v0) / omega1
      return envelope * (v0 * Elementary.cos(omega1 * t) - sineTerm * Elementary.sin(omega1 * t))
    case .critical:
      return Elementary.exp(-beta * t) * (v0 - beta * (beta * x0 + v0) * t)
    case .overdamped(let r1, let r2, let c1, let c2):
      return r1 * c1 * Elementary.exp(r1 * t) + r2 * c2 * Elementary.exp(r2 * t)
    }
  }

  /// The time in seconds after which the displacement stays within `epsilon`.
  ///
  /// Underdamped: when the envelope `A·e^(−βt)`, `A = √(x₀² + ((βx₀ + v₀)/ω₁)²)`, reaches
  /// `epsilon`. Critically and overdamped: the solution has at most one extremum for
  /// `t > 0` and decays monotonically after it, so the last crossing of `|x| = epsilon` is
  /// found by bisection on the monotonic stretch.
  func settlingTime(epsilon: Double) -> Double {
    switch regime {
    case .underdamped(let omega1):
      let b = (beta * x0 + v0) / omega1
      let amplitude = (x0 * x0 + b * b).squareRoot()
      return amplitude > epsilon ? Elementary.log(amplitude / epsilon) / beta : 0
    case .critical:
      let c = beta * x0 + v0
      let extremum = c != 0 ? v0 / (beta * c) : 0
      return lastCrossing(
        epsilon: epsilon, extremum: extremum, upperBound: criticalBound(epsilon: epsilon))
    case .overdamped(let r1, let r2, let c1, let c2):
      let ratio = r1 * c1 != 0 ? -(r2 * c2) / (r1 * c1) : 0
      let extremum = ratio > 0 ? Elementary.log(ratio) / (r1 - r2) : 0
      let scale = abs(c1) + abs(c2)
      let upper = scale > epsilon ? Elementary.log(scale / epsilon) / -r1 : 0
      return lastCrossing(epsilon: epsilon, extremum: extremum, upperBound: upper)
    }
  }

  /// A time after which `(|x₀| + |βx₀ + v₀|·t)·e^(−βt)`, a bound on the critically damped
  /// displacement, stays below `epsilon`.
  private func criticalBound(epsilon: Double) -> Double {
    let slope = abs(beta * x0 + v0)
    var t = 1 / beta
    while (abs(x0) + slope * t) * Elementary.exp(-beta * t) > epsilon {
      t *= 2
    }
    return t
  }

  /// The last time `|x(t)| = epsilon`, given that `|x|` is monotonic before and after
  /// `extremum` and below `epsilon` from `upperBound` on.
  private func lastCrossing(epsilon: Double, extremum: Double, upperBound: Double) -> Double {
    let peak = min(max(0, extremum), upperBound)
    if abs(displacement(at: peak)) > epsilon {
      return bisect(epsilon: epsilon, above: peak, below: max(peak, upperBound))
    }
    if abs(x0) > epsilon {
      return bisect(epsilon: epsilon, above: 0, below: peak)
    }
    return 0
  }

  /// Narrows `[above, below]`, where `|x| > epsilon` at `above` and `≤ epsilon` at `below`,
  /// to under 0.1 ns (or 200 halvings, for intervals too far out for that resolution) and
  /// returns its upper end.
  private func bisect(epsilon: Double, above: Double, below: Double) -> Double {
    var low = above
    var high = below
    for _ in 0..<200 where high - low > 1e-10 {
      let middle = (low + high) / 2
      if abs(displacement(at: middle)) > epsilon {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }
}
