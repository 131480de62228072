import SplitKitContent
extension HelpOverlay {
  /// Draws the box centered in `rect`, clearing the cells it covers, with the bindings
  /// from ``firstRow`` on.
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
    let first = min(max(0, firstRow), maximumFirstRow(in: rect))
    let below = bindings.count - first - inside.height
    if first > 0 { drawMore("↑ \(first) more", onRow: box.y, of: box, in: &buffer) }
    if below > 0 { drawMore("↓ \(below) more", onRow: box.maxY - 1, of: box, in: &buffer) }
    let keysWidth = bindings.map { Text.displayWidth(Sanitizer.sanitize($0.keys)) }.max() ?? 0
    for (row, binding) in bindings.dropFirst(first).prefix(inside.height).enumerated() {
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

  /// Writes `text` into the box's top or bottom edge, right-aligned one cell from the
  /// corner where it fits.
  private func drawMore(_ text: String, onRow y: Int, of box: CellRect, in buffer: inout Buffer) {
    let label = " " + text + " "
    let x = max(box.x + 1, box.maxX - 2 - Text.displayWidth(label))
    buffer.setString(
      label, at: CellPosition(x: x, y: y), style: style,
      clip: CellRect(x: box.x + 1, y: y, width: max(0, box.width - 2), height: 1))
  }
}
