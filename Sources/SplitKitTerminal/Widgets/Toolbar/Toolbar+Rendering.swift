extension Toolbar {
  /// Draws the toolbar: background on every row, items on the first.
  ///
  /// - Parameters:
  ///   - rect: The toolbar's cells, usually one row.
  ///   - buffer: The frame being drawn.
  /// - Complexity: O(area of `rect`).
  public func render(in rect: CellRect, of buffer: inout Buffer) {
    buffer.fill(rect, with: Cell(" ", style: style.background))
    buffer.draw(layout(in: rect), style: style, clip: rect)
  }
}
