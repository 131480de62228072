/// A run of text in one style: the unit rows, titles and labels are made of.
///
/// ```swift
/// let row = [Span("Ada Lovelace", style: Style().with(.bold)), Span("  Notes on the engine")]
/// ```
public struct Span: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The text, sanitized when drawn.
  public var text: String
  /// The style of every cell the text takes.
  public var style: Style

  /// Creates a span.
  ///
  /// - Parameters:
  ///   - text: Text from content.
  ///   - style: Its style; the default style when omitted.
  public init(_ text: String, style: Style = .default) {
    self.text = text
    self.style = style
  }

  /// Creates an unstyled span from a string literal.
  ///
  /// - Parameter value: The text; it is sanitized when drawn, like any other.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension Buffer {
  /// Writes spans one after another on one row, truncated to `width` cells with an
  /// ellipsis (in the style of the span that was cut), clipped to `clip`.
  ///
  /// - Parameters:
  ///   - spans: The runs of text, sanitized like any content.
  ///   - position: Where the first span starts.
  ///   - width: The most cells the spans may take; the text beyond it is cut and ends
  ///     in "…".
  ///   - clip: The rectangle writing is confined to; the whole buffer when `nil`.
  /// - Returns: The column after the last written cell.
  /// - Complexity: O(`width`) per span for text without zero-width characters, however
  ///   long the spans are.
  @discardableResult
  public mutating func setSpans(
    _ spans: [Span], at position: CellPosition, width: Int, clip: CellRect? = nil
  ) -> Int {
    guard width > 0 else { return position.x }
    // Sanitized only as far as the width decides: a 100 KB span costs what a short one does.
    let texts = spans.map { Sanitizer.head($0.text, coveringWidth: width).text }
    let fits = texts.reduce(0) { $0 + Text.displayWidth($1) } <= width
    let area = clip.map { bounds.intersection($0) } ?? bounds
    let isOnScreen = position.y >= area.y && position.y < area.maxY
    var x = position.x
    var available = fits ? width : width - 1
    for (text, span) in zip(texts, spans) {
      let cut = Text.prefix(text, width: available)
      // Sanitized once above: written as it is.
      let at = CellPosition(x: x, y: position.y)
      x =
        isOnScreen ? setSafeString(cut.text, at: at, style: span.style, area: area) : x + cut.width
      available -= cut.width
      // The cut is a prefix of the text: shorter in bytes exactly when characters were cut.
      if cut.text.utf8.count < text.utf8.count {
        return setString("…", at: CellPosition(x: x, y: position.y), style: span.style, clip: clip)
      }
    }
    return x
  }
}
