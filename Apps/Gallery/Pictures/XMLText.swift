/// Escapes text for XML content and attribute values.
///
/// Everything an SVG shows comes from somewhere else — a terminal cell, a column title an
/// app chose — so nothing is written raw: the five markup characters become entities, and
/// characters XML 1.0 forbids (C0 controls other than tab, newline and carriage return)
/// and C1 controls become U+FFFD, so a hostile string can neither break the document nor
/// make it invalid.
///
/// ```swift
/// XMLText.escape("a < b & \"c\"")   // "a &lt; b &amp; &quot;c&quot;"
/// ```
public enum XMLText {
  /// Returns `text` safe to place between tags or inside a quoted attribute.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The escaped text.
  /// - Complexity: O(n) in the number of Unicode scalars.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where isForbidden(scalar): result.unicodeScalars.append("\u{FFFD}")
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether XML 1.0 forbids `scalar` or it is a control character no picture should carry.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
    default: return false
    }
  }
}
