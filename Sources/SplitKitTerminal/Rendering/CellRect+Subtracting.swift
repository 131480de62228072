extension CellRect {
  /// The parts of this rectangle outside `other`: up to four bands (above, below, left,
  /// right).
  func subtracting(_ other: CellRect) -> [CellRect] {
    let overlap = intersection(other)
    guard !overlap.isEmpty else { return [self] }
    return [
      CellRect(x: x, y: y, width: width, height: overlap.y - y),
      CellRect(x: x, y: overlap.maxY, width: width, height: maxY - overlap.maxY),
      CellRect(x: x, y: overlap.y, width: overlap.x - x, height: overlap.height),
      CellRect(x: overlap.maxX, y: overlap.y, width: maxX - overlap.maxX, height: overlap.height),
    ].filter { !$0.isEmpty }
  }
}
