/// What a status line shows: text at the leading edge (progress, a message, the filter
/// being typed) and shorter text at the trailing edge (counts, key hints).
///
/// A host shows the trailing text only where there is room for both.
///
/// ```swift
/// StatusContent(leading: [TextRun("1,234 messages")], trailing: [TextRun("? keys")])
/// ```
public struct StatusContent: Hashable, Sendable, Codable {
  /// The text at the leading edge.
  public var leading: [TextRun]
  /// The text at the trailing edge.
  public var trailing: [TextRun]

  /// Creates a status line.
  ///
  /// - Parameters:
  ///   - leading: The text at the leading edge.
  ///   - trailing: The text at the trailing edge.
  public init(leading: [TextRun], trailing: [TextRun] = []) {
    self.leading = leading
    self.trailing = trailing
  }

  /// Plain leading and trailing text.
  ///
  /// - Parameters:
  ///   - leading: The text at the leading edge.
  ///   - trailing: The text at the trailing edge; empty for none.
  public init(_ leading: String, trailing: String = "") {
    self.init(leading: [TextRun(leading)], trailing: trailing.isEmpty ? [] : [TextRun(trailing)])
  }

  /// The whole line as plain text, leading then trailing, as a screen reader reads it.
  public var plainText: String {
    let leadingText = leading.map(\.text).joined()
    let trailingText = trailing.map(\.text).joined()
    return trailingText.isEmpty ? leadingText : leadingText + "  " + trailingText
  }

  /// `fraction` (0...1) as a bar of `width` blocks: `▰▰▰▱▱▱▱▱▱▱`.
  ///
  /// - Parameters:
  ///   - fraction: How much is done; out of range or not finite counts as none or all.
  ///   - width: How many blocks.
  /// - Returns: The bar.
  public static func progressBar(_ fraction: Double, width: Int) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let filled = min(width, Int(clamped * Double(width)))
    return String(repeating: "▰", count: filled) + String(repeating: "▱", count: width - filled)
  }
}
