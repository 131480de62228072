/// A run of text in one style, possibly a link.
///
/// Text from content (a mail's subject, say) is kept as it is: the terminal host sanitizes
/// it where it draws, so no content reaches the terminal as a control sequence.
///
/// ```swift
/// let runs = [TextRun("See "), TextRun("the docs", link: "https://example.org")]
/// ```
public struct TextRun: Hashable, Sendable, Codable {
  /// The text.
  public var text: String
  /// How it looks.
  public var traits: TextTraits
  /// Where it links to (a URL the desktop's handler opens), if it is a link.
  public var link: String?

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - traits: How it looks; plain by default.
  ///   - link: The URL it links to, if any.
  public init(_ text: String, traits: TextTraits = [], link: String? = nil) {
    self.text = text
    self.traits = traits
    self.link = link
  }
}
