extension HelpOverlay {
  /// Draws the box centered in `rect`, clearing the cells it covers.
  ///
  /// - Parameters:
  ///   - rect: The area to center in; cells outside the box are left as they are.
  ///   - buffer: The frame being drawn.
  /// - Complexity: O(area of the box + total length of the bindings).
  public func render(in rect: CellRect, of buffer: inout Buffer) {
    let box = frame(in: rect)
    buffer.fill(box, with: Cell(" ", style: style))
    buffer.drawBox(box, style: style, title: title)
    let inside = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard !inside.isEmpty else { return }
    let keysWidth = bindings.map { Text.displayWidth(Sanitizer.sanitize($0.keys)) }.max() ?? 0
    for (row, binding) in bindings.prefix(inside.height).enumerated() {
      let y = inside.y + row
      let keysRoom = min(keysWidth, inside.width)
      buffer.setSpans(
        [Span(binding.keys, style: style.patched(by: keyStyle))],
        at: CellPosition(x: inside.x, y: y), width: keysRoom, clip: inside)
      let descriptionX = inside.x + keysWidth + 2
      buffer.setSpans(
        [Span(binding.description, style: style)], at: CellPosition(x: descriptionX, y: y),
        width: inside.maxX - descriptionX, clip: inside)
    }
  }
}
