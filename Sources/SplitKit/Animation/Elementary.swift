/// Elementary functions for the engine, which may not import `Foundation` or `Glibc`.
///
/// Springs need `exp`, `log`, `sin`, `cos`, `sinh` and `cosh`; easing curves need `sin`, `cos`
/// and `exp2`. The standard library offers only `squareRoot()`, so these are computed here
/// by argument reduction and short series, accurate to a few units in the last place for
/// the arguments animations use (|x| below about 10⁶).
enum Elementary {
  /// ln 2 split into a high part exact in 32 bits and a low correction (Cody–Waite reduction).
  private static let ln2High = 0.693_147_180_369_123_816_49
  private static let ln2Low = 1.908_214_929_270_587_700_02e-10
  private static let ln2 = 0.693_147_180_559_945_309_417_232_121_458
  /// π/2 split into three parts for argument reduction of `sin` and `cos`.
  private static let halfPi = 1.570_796_326_794_896_619_23
  private static let halfPiHigh = 1.570_796_326_734_125_614_17
  private static let halfPiMiddle = 6.077_100_506_303_965_976_60e-11
  private static let halfPiLow = 2.022_266_248_795_950_732_4e-21

  /// The natural exponential eˣ.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    let k = (x / ln2).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    // Taylor series of eʳ for |r| ≤ ln2/2 ≈ 0.347: 18 terms reach 1e-17.
    var term = 1.0
    var sum = 1.0
    for n in 1...18 {
      term *= r / Double(n)
      sum += term
    }
    return scale(sum, byPowerOfTwo: Int(k))
  }

  /// The natural logarithm ln x; `-infinity` at 0 and NaN for negative arguments.
  static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    var exponent = Double(Int(x.exponent))
    var mantissa = x.significand  // in [1, 2)
    if mantissa > 1.414_213_562_373_095 {
      mantissa /= 2
      exponent += 1
    }
    // ln m = 2 atanh(s), s = (m − 1)/(m + 1), |s| ≤ 0.172: the odd series converges fast.
    let s = (mantissa - 1) / (mantissa + 1)
    let s2 = s * s
    var power = s
    var sum = 0.0
    var n = 1.0
    while n < 40 {
      sum += power / n
      power *= s2
      n += 2
    }
    return 2 * sum + exponent * ln2
  }

  /// The sine of `x` radians.
  static func sin(_ x: Double) -> Double {
    let (quadrant, r) = reduce(x)
    switch quadrant {
    case 0: return sinSeries(r)
    case 1: return cosSeries(r)
    case 2: return -sinSeries(r)
    default: return -cosSeries(r)
    }
  }

  /// The cosine of `x` radians.
  static func cos(_ x: Double) -> Double {
    let (quadrant, r) = reduce(x)
    switch quadrant {
    case 0: return cosSeries(r)
    case 1: return -sinSeries(r)
    case 2: return -cosSeries(r)
    default: return sinSeries(r)
    }
  }

  /// The hyperbolic sine.
  static func sinh(_ x: Double) -> Double {
    if abs(x) < 1e-5 { return x + x * x * x / 6 }
    let e = exp(x)
    return (e - 1 / e) / 2
  }

  /// The hyperbolic cosine.
  static func cosh(_ x: Double) -> Double {
    let e = exp(x)
    return (e + 1 / e) / 2
  }

  /// 2ˣ.
  static func exp2(_ x: Double) -> Double { exp(x * ln2) }

  /// `value × 2ⁿ`, stepping through the exponent range without overflowing intermediates.
  private static func scale(_ value: Double, byPowerOfTwo n: Int) -> Double {
    var result = value
    var remaining = n
    while remaining > 1000 {
      result *= Double(sign: .plus, exponent: 1000, significand: 1)
      remaining -= 1000
    }
    while remaining < -1000 {
      result *= Double(sign: .plus, exponent: -1000, significand: 1)
      remaining += 1000
    }
    return result * Double(sign: .plus, exponent: remaining, significand: 1)
  }

  /// Reduces `x` to `r` in [−π/4, π/4] and the quadrant `k mod 4` with x = k·π/2 + r.
  private static func reduce(_ x: Double) -> (quadrant: Int, r: Double) {
    let k = (x / halfPi).rounded()
    let r = ((x - k * halfPiHigh) - k * halfPiMiddle) - k * halfPiLow
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return ((quadrant + 4) % 4, r)
  }

  /// Taylor series of sin r for |r| ≤ π/4.
  private static func sinSeries(_ r: Double) -> Double {
    taylor(firstTerm: r, firstPower: 1, r * r)
  }

  /// Taylor series of cos r for |r| ≤ π/4.
  private static func cosSeries(_ r: Double) -> Double {
    taylor(firstTerm: 1, firstPower: 0, r * r)
  }

  /// Sums `Σ (−1)ᵏ rⁿ⁺²ᵏ/(n + 2k)!` from `firstTerm = rⁿ/n!`; 11 terms reach 1e-17 for
  /// |r| ≤ π/4.
  private static func taylor(firstTerm: Double, firstPower: Double, _ r2: Double) -> Double {
    var term = firstTerm
    var sum = firstTerm
    var n = firstPower
    for _ in 0..<10 {
      term *= -r2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }
}
