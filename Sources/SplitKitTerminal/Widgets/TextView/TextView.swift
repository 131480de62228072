/// A block of text wrapped to its width and scrolled vertically: a message body, a
/// detail pane.
///
/// Text is wrapped by display width with words kept whole where possible
/// (``Text/wrapped(_:toWidth:)``); tabs expand to ``tabWidth`` stops; every line is
/// sanitized. The scroll position lives in a ``TextViewState``.
///
/// ```swift
/// let body = TextView(message.body)
/// body.render(in: rect, of: &buffer, state: bodyState)
/// ```
public struct TextView: StatefulWidget, Hashable, Sendable {
  /// The text; newlines start new paragraphs.
  public var text: String
  /// The style of the text and the empty area below it.
  public var style: Style
  /// The distance between tab stops.
  public var tabWidth: Int

  /// Creates a text view.
  ///
  /// - Parameters:
  ///   - text: The text, from content.
  ///   - style: Its style.
  ///   - tabWidth: The distance between tab stops; 4 by default.
  public init(_ text: String, style: Style = .default, tabWidth: Int = 4) {
    self.text = text
    self.style = style
    self.tabWidth = tabWidth
  }

  /// The lines the text wraps to at `width`.
  ///
  /// - Parameter width: The number of columns.
  /// - Returns: The wrapped, sanitized lines.
  /// - Complexity: O(n) in the text's length.
  public func lines(width: Int) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .flatMap { Text.wrapped(Sanitizer.sanitize($0, tabWidth: tabWidth), toWidth: width) }
  }
}
