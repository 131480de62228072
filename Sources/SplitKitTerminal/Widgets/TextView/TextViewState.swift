/// The scroll position of a ``TextView``: the index of its first visible line, clamped
/// so the view never scrolls past the end.
///
/// ```swift
/// var state = TextViewState()
/// state.scroll(by: 3, lineCount: body.lines(width: 40).count, visibleRows: 10)
/// ```
public struct TextViewState: Hashable, Sendable {
  /// The first visible line.
  public private(set) var offset: Int

  /// Creates a state scrolled to `offset`.
  ///
  /// - Parameter offset: The first visible line; negative values become 0.
  public init(offset: Int = 0) {
    self.offset = max(0, offset)
  }

  /// Scrolls by `lines` (negative is up), clamped to `0...lineCount - visibleRows`.
  ///
  /// - Parameters:
  ///   - lines: How far to scroll.
  ///   - lineCount: The number of wrapped lines.
  ///   - visibleRows: The number of lines in view.
  public mutating func scroll(by lines: Int, lineCount: Int, visibleRows: Int) {
    offset = Self.clamp(offset + lines, lineCount: lineCount, visibleRows: visibleRows)
  }

  /// Scrolls to the top.
  public mutating func scrollToTop() {
    offset = 0
  }

  /// Re-clamps after the text or the view's size changed.
  ///
  /// - Parameters:
  ///   - lineCount: The number of wrapped lines.
  ///   - visibleRows: The number of lines in view.
  public mutating func layoutChanged(lineCount: Int, visibleRows: Int) {
    offset = Self.clamp(offset, lineCount: lineCount, visibleRows: visibleRows)
  }

  static func clamp(_ offset: Int, lineCount: Int, visibleRows: Int) -> Int {
    min(max(0, offset), max(0, lineCount - max(0, visibleRows)))
  }
}
