extension NavigationBar {
  /// Draws the bar: background on every row, items and title on the first.
  ///
  /// - Parameters:
  ///   - rect: The bar's cells, usually one row.
  ///   - buffer: The frame being drawn.
  /// - Complexity: O(width of `rect` × height of `rect`).
  public func render(in rect: CellRect, of buffer: inout Buffer) {
    buffer.fill(rect, with: Cell(" ", style: style.background))
    let layout = layout(in: rect)
    buffer.draw(layout.leading + layout.trailing, style: style, clip: rect)
    if let title = layout.title, let frame = layout.titleFrame {
      let origin = CellPosition(x: frame.x, y: frame.y)
      buffer.setString(
        title, at: origin, style: style.background.patched(by: style.title), clip: rect)
    }
  }
}
