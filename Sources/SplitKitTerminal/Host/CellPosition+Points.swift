public import SplitKit

extension CellPosition {
  /// The engine point at the top-left corner of this cell.
  public var point: Point { Point(x: Double(x), y: Double(y)) }
}
