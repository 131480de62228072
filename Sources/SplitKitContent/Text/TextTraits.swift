/// How a run of text looks, by what it is rather than by colour: each host picks its own
/// rendering (the terminal bold, dim, italic or a colour; GTK a text tag).
///
/// ```swift
/// TextRun("Subject:", traits: .strong)
/// TextRun("> quoted", traits: .quote)
/// ```
public struct TextTraits: OptionSet, Hashable, Sendable, Codable {
  /// The raw bits.
  public let rawValue: UInt16

  /// Creates traits from their raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Important text: bold.
  public static let strong = TextTraits(rawValue: 1 << 0)
  /// Emphasized text: italic.
  public static let emphasis = TextTraits(rawValue: 1 << 1)
  /// Secondary text: dimmed.
  public static let secondary = TextTraits(rawValue: 1 << 2)
  /// Quoted text (a reply's `> ` lines).
  public static let quote = TextTraits(rawValue: 1 << 3)
  /// Code or fixed-width text.
  public static let monospace = TextTraits(rawValue: 1 << 4)
  /// Text in the accent colour, such as an unread mark or a count.
  public static let accent = TextTraits(rawValue: 1 << 5)
  /// A remark about the content: dimmed and italic.
  public static let note: TextTraits = [.secondary, .emphasis]
}
