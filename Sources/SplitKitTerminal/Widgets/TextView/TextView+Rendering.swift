extension TextView {
  /// Draws the wrapped lines from the state's offset (clamped).
  ///
  /// - Parameters:
  ///   - rect: The view's cells.
  ///   - buffer: The frame being drawn.
  ///   - state: The scroll position.
  /// - Complexity: O(n) in the text's length to wrap, plus O(area of `rect`).
  public func render(in rect: CellRect, of buffer: inout Buffer, state: TextViewState) {
    buffer.fill(rect, with: Cell(" ", style: style))
    guard !rect.isEmpty else { return }
    let lines = lines(width: rect.width)
    let start = TextViewState.clamp(state.offset, lineCount: lines.count, visibleRows: rect.height)
    for (row, line) in lines.dropFirst(start).prefix(rect.height).enumerated() {
      buffer.setString(line, at: CellPosition(x: rect.x, y: rect.y + row), style: style, clip: rect)
    }
  }
}
