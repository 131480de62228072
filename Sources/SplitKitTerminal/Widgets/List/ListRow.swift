/// The content of one list row: styled text on the leading side and an optional
/// right-aligned accessory (a count, a date).
///
/// Both sides are truncated by display width with an ellipsis when the row is too
/// narrow; the accessory is dropped first if it would leave the main text fewer than
/// its own width.
///
/// ```swift
/// ListRow([Span("Inbox")], trailing: [Span("12", style: Style().with(.dim))])
/// ```
public struct ListRow: Hashable, Sendable {
  /// The leading text.
  public var spans: [Span]
  /// The right-aligned accessory; empty for none.
  public var trailing: [Span]

  /// Creates a row from spans.
  ///
  /// - Parameters:
  ///   - spans: The leading text.
  ///   - trailing: The right-aligned accessory.
  public init(_ spans: [Span], trailing: [Span] = []) {
    self.spans = spans
    self.trailing = trailing
  }

  /// Creates a row of plain text.
  ///
  /// - Parameters:
  ///   - text: The row's text.
  ///   - style: Its style.
  public init(_ text: String, style: Style = .default) {
    self.init([Span(text, style: style)])
  }
}
