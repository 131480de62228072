package import SplitKitContent

/// A content controller's status line in one row of cells, in reverse video: the leading
/// text, and the trailing text at the right edge when it takes at most half the row.
///
/// ```
///  1,234 messages, 12 unread                 / filter  ? keys
/// ```
package struct StatusLineView {
  /// The style of the whole line.
  public static let style = Style(attributes: .reverse)

  /// What the line shows.
  public var content: StatusContent

  /// Creates a status line.
  ///
  /// - Parameter content: What it shows.
  public init(content: StatusContent) {
    self.content = content
  }

  /// The first of `candidates` whose leading and trailing text fit `width` cells (the
  /// trailing text in at most half the line), else the last.
  ///
  /// - Parameters:
  ///   - candidates: Status lines, longest first.
  ///   - width: The line's width in cells.
  /// - Returns: The line to show; empty for no candidates.
  public static func fitting(_ candidates: [StatusContent], width: Int) -> StatusContent {
    let inner = width > 2 ? width - 2 : width
    func fits(_ line: StatusContent) -> Bool {
      let trailingText = line.trailing.map(\.text).joined()
      let trailing = trailingText.isEmpty ? 0 : Text.displayWidth(trailingText) + 2
      return Text.displayWidth(line.leading.map(\.text).joined()) + trailing <= inner
        && trailing <= inner / 2
    }
    return candidates.first(where: fits) ?? candidates.last ?? StatusContent(leading: [])
  }

  /// Draws the line in the first row of `rect`.
  ///
  /// - Parameters:
  ///   - rect: Where; only its first row is drawn.
  ///   - buffer: The buffer drawn into.
  public func render(in rect: CellRect, of buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    let line = CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    buffer.fill(line, with: Cell(" ", style: Self.style))
    let inner = line.width > 2 ? line.inset(left: 1, right: 1) : line
    let patched = { (runs: [TextRun]) in
      runs.map { Span($0.text, style: Self.style.patched(by: $0.traits.terminalStyle)) }
    }
    let trailingWidth = content.trailing.reduce(0) {
      $0 + Text.displayWidth(Sanitizer.sanitize($1.text))
    }
    var leadingWidth = inner.width
    if trailingWidth > 0, trailingWidth + 2 <= inner.width / 2 {
      leadingWidth = inner.width - trailingWidth - 2
      buffer.setSpans(
        patched(content.trailing), at: CellPosition(x: inner.maxX - trailingWidth, y: inner.y),
        width: trailingWidth, clip: inner)
    }
    buffer.setSpans(
      patched(content.leading), at: CellPosition(x: inner.x, y: inner.y), width: leadingWidth,
      clip: inner)
  }
}

extension StatusLineView {
  /// Draws `lines` (the widest that fits) in the bottom row of `rect` when it has rows to
  /// spare, as a content view's status line.
  ///
  /// - Parameters:
  ///   - lines: The status line candidates, longest first; empty draws nothing.
  ///   - rect: The content view's rectangle.
  ///   - buffer: The buffer to draw into.
  /// - Returns: What is left above the status line for the content.
  static func drawStatus(
    _ lines: [StatusContent], in rect: CellRect, buffer: inout Buffer
  ) -> CellRect {
    guard rect.height >= 3, !lines.isEmpty else { return rect }
    let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
    StatusLineView(content: fitting(lines, width: line.width)).render(in: line, of: &buffer)
    return rect.inset(bottom: 1)
  }
}
