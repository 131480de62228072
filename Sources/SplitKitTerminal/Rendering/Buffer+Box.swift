extension Buffer {
  /// Draws a single-line box (`┌─┐│└┘`) along the edges of `rect`, with an optional
  /// title in the top edge; the inside is left as it is.
  ///
  /// ```
  /// ┌ Keys ──┐
  /// │        │
  /// └────────┘
  /// ```
  ///
  /// - Parameters:
  ///   - rect: The box's outer edge; boxes smaller than 2×2 draw nothing.
  ///   - style: The style of the lines and the title.
  ///   - title: Text from content shown after the top-left corner, truncated to fit.
  /// - Complexity: O(perimeter of `rect`), however long the title is.
  public mutating func drawBox(_ rect: CellRect, style: Style = .default, title: String? = nil) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let horizontal = String(repeating: "─", count: rect.width - 2)
    setString(
      "┌" + horizontal + "┐", at: CellPosition(x: rect.x, y: rect.y), style: style, clip: rect)
    setString(
      "└" + horizontal + "┘", at: CellPosition(x: rect.x, y: rect.maxY - 1), style: style,
      clip: rect)
    for y in rect.y + 1..<rect.maxY - 1 {
      setString("│", at: CellPosition(x: rect.x, y: y), style: style, clip: rect)
      setString("│", at: CellPosition(x: rect.maxX - 1, y: y), style: style, clip: rect)
    }
    if let title, rect.width >= 5 {
      let shown = Sanitizer.truncated(title, toWidth: rect.width - 4)
      setString(
        " " + shown + " ", at: CellPosition(x: rect.x + 1, y: rect.y), style: style,
        clip: rect.inset(left: 1, right: 1))
    }
  }
}
