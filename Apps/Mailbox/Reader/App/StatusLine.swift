import SplitKitTerminal

/// The one-line status bar under the message list: text on the left, an accessory on the
/// right, in a dim style that stays readable without colour.
///
/// ```
/// Indexing ▰▰▰▰▱▱▱▱ 48%                  7,201
/// /alice▏                          12 of 150
/// ```
struct StatusLine {
  /// What the line says.
  struct Content: Hashable {
    /// The left-aligned text.
    var leading: [Span]
    /// The right-aligned text; dropped first when the line is too narrow.
    var trailing: [Span] = []
  }

  /// The line's background style.
  static let style = Style(attributes: .reverse)

  /// What to show.
  var content: Content

  /// The first of `hints` (longest first) that fits a line `width` cells wide, so keys
  /// stay visible, shorter, at every width instead of being cut; the last one otherwise.
  ///
  /// - Parameters:
  ///   - hints: Leading and trailing texts; an empty trailing text is left out.
  ///   - note: A note shown in place of each hint's leading text.
  ///   - width: The line's width in cells.
  static func fitting(
    _ hints: [(leading: String, trailing: String)], note: String? = nil, width: Int
  ) -> Content {
    let inner = width > 2 ? width - 2 : width
    // The trailing text shows when it and its gap take at most half the line (render).
    func fits(_ hint: (leading: String, trailing: String)) -> Bool {
      let trailing = hint.trailing.isEmpty ? 0 : Text.displayWidth(hint.trailing) + 2
      return (note.map(Text.displayWidth) ?? Text.displayWidth(hint.leading)) + trailing <= inner
        && trailing <= inner / 2
    }
    guard let hint = hints.first(where: fits) ?? hints.last else { return Content(leading: []) }
    return Content(
      leading: [Span(note ?? hint.leading)],
      trailing: hint.trailing.isEmpty ? [] : [Span(hint.trailing)])
  }

  /// A progress bar `width` cells wide for a fraction 0...1: `▰▰▰▱▱▱`.
  static func progressBar(_ fraction: Double, width: Int) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let filled = min(width, Int(clamped * Double(width)))
    return String(repeating: "▰", count: filled) + String(repeating: "▱", count: width - filled)
  }

  /// Draws the line into `rect` (its first row), clearing it first.
  func render(in rect: CellRect, of buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    let line = CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    buffer.fill(line, with: Cell(" ", style: Self.style))
    let inner = line.width > 2 ? line.inset(left: 1, right: 1) : line
    let patched = { (spans: [Span]) in
      spans.map { Span($0.text, style: Self.style.patched(by: $0.style)) }
    }
    let trailingWidth = content.trailing.reduce(0) {
      $0 + Text.displayWidth(Sanitizer.sanitize($1.text))
    }
    var leadingWidth = inner.width
    if trailingWidth > 0, trailingWidth + 2 <= inner.width / 2 {
      leadingWidth = inner.width - trailingWidth - 2
      buffer.setSpans(
        patched(content.trailing), at: CellPosition(x: inner.maxX - trailingWidth, y: inner.y),
        width: trailingWidth,
        clip: inner)
    }
    buffer.setSpans(
      patched(content.leading), at: CellPosition(x: inner.x, y: inner.y), width: leadingWidth,
      clip: inner)
  }
}
