/// The links in a message's text, numbered for choosing (as urlscan lists them), and the
/// rule for which may be opened.
///
/// ```swift
/// MessageLinks.find(in: "See https://example.org/a. Or mailto:ann@x") // ["https://example.org/a", "mailto:ann@x"]
/// MessageLinks.isOpenable("javascript:alert(1)")                    // false
/// ```
public enum MessageLinks {
  /// The schemes that are opened: `http`, `https`, `mailto`.
  ///
  /// Nothing else (`file:`,
  /// `javascript:`, `data:`, a custom handler) is ever passed to the opener.
  public static let openableSchemes: Set<String> = ["http", "https", "mailto"]

  /// The distinct links in `text`, in the order they first appear.
  ///
  /// A link starts at `http://`, `https://` or `mailto:` (any case) and runs to a space,
  /// a control character, `<`, `>` or `"`; trailing punctuation (`.,;:!?'`) and a `)`
  /// or `]` without its opening one are left out, as urlscan does.
  ///
  /// - Parameter text: The message's text.
  /// - Returns: The links.
  /// - Complexity: O(n) in the text's length.
  public static func find(in text: String) -> [String] {
    var links: [String] = []
    var seen: Set<String> = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard let start = schemeStart(scalars, at: index) else {
        index += 1
        continue
      }
      var end = start
      while end < scalars.count, !isTerminator(scalars[end]) { end += 1 }
      var link = String(String.UnicodeScalarView(scalars[index..<end]))
      link = trimmed(link)
      if link.unicodeScalars.count > start - index + 1, !seen.contains(link) {
        seen.insert(link)
        links.append(link)
      }
      index = max(end, index + 1)
    }
    return links
  }

  /// Whether `link` may be passed to the opener: its scheme is in ``openableSchemes``,
  /// it has something after the scheme, and it holds no space or control character.
  ///
  /// - Parameter link: A link, from a message or typed.
  /// - Returns: Whether it is opened.
  public static func isOpenable(_ link: String) -> Bool {
    guard let colon = link.firstIndex(of: ":") else { return false }
    let scheme = link[..<colon].lowercased()
    guard openableSchemes.contains(scheme), link.index(after: colon) < link.endIndex else {
      return false
    }
    if scheme != "mailto", !link[colon...].hasPrefix("://") { return false }
    return !link.unicodeScalars.contains { $0.value <= 0x20 || (0x7F..<0xA0).contains($0.value) }
  }

  /// Where the scheme's text ends, if a link starts at `index`.
  private static func schemeStart(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
    if index > 0, isWordScalar(scalars[index - 1]) { return nil }
    for prefix in ["https://", "http://", "mailto:"] {
      let count = prefix.unicodeScalars.count
      guard index + count <= scalars.count else { continue }
      let candidate = String(String.UnicodeScalarView(scalars[index..<index + count]))
      if candidate.lowercased() == prefix { return index + count }
    }
    return nil
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }

  private static func isTerminator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value <= 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "<" || scalar == ">"
      || scalar == "\"" || scalar.properties.isWhitespace
      || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// `link` without trailing punctuation and unbalanced closing brackets.
  private static func trimmed(_ link: String) -> String {
    var result = link
    while let last = result.last {
      if ".,;:!?'".contains(last) {
        result.removeLast()
      } else if last == ")", result.filter({ $0 == "(" }).count < result.filter({ $0 == ")" }).count
      {
        result.removeLast()
      } else if last == "]", result.filter({ $0 == "[" }).count < result.filter({ $0 == "]" }).count
      {
        result.removeLast()
      } else {
        break
      }
    }
    return result
  }
}
