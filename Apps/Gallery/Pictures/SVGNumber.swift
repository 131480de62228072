/// Stable number formatting for SVG attributes.
///
/// Pictures are committed and compared byte for byte, so a number must print the same on
/// every machine and every run: at most two decimals, no trailing zeros, no exponent and
/// never `-0`.
///
/// ```swift
/// SVGNumber.format(12)       // "12"
/// SVGNumber.format(3.14159)  // "3.14"
/// SVGNumber.format(-0.001)   // "0"
/// ```
public enum SVGNumber {
  /// The largest magnitude printed; larger values (and infinities) are clamped to it, and
  /// NaN prints as `0`, so hostile geometry cannot trap or print `inf`.
  public static let limit: Double = 1_000_000_000

  /// Formats a number with at most two decimals.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text, rounded half away from zero to hundredths.
  public static func format(_ value: Double) -> String {
    guard !value.isNaN else { return "0" }
    let clamped = min(limit, max(-limit, value))
    let hundredths = Int((clamped * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
    case 1..<10: return "\(sign)\(whole).0\(fraction)"
    default: return "\(sign)\(whole).\(fraction)"
    }
  }

  /// Formats a whole number.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its decimal text.
  public static func format(_ value: Int) -> String { String(value) }
}
