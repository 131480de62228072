public import SplitKit

extension CellRect {
  /// The cells a rectangle in engine points covers, with one point per cell.
  ///
  /// Edges round to the nearest cell boundary, so adjacent rectangles stay adjacent.
  /// Coordinates that are not finite or absurdly large are clamped, never trapped on.
  ///
  /// - Parameter rect: A rectangle in engine points.
  public init(points rect: Rect) {
    let left = CellRect.cell(rect.minX)
    let top = CellRect.cell(rect.minY)
    self.init(
      x: left, y: top, width: CellRect.cell(rect.maxX) - left,
      height: CellRect.cell(rect.maxY) - top)
  }

  /// Rounds half up to a whole cell, clamping to ±1,000,000 (no libm needed).
  static func cell(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 1_000_000 : value < 0 ? -1_000_000 : 0 }
    let clamped = min(max(value, -1_000_000), 1_000_000)
    return clamped >= 0 ? Int(clamped + 0.5) : -Int(-clamped + 0.5)
  }
}

extension CellPosition {
  /// The engine point at the top-left corner of this cell.
  public var point: Point { Point(x: Double(x), y: Double(y)) }
}
