public import SplitKitHostCore

/// A size measured in terminal cells.
///
/// One column is one cell wide; one row is one cell tall. The terminal host maps one
/// SplitKit layout point to one cell, so an engine `Size(width: 100, height: 40)` is a
/// `CellSize(columns: 100, rows: 40)`.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns (cells across).
  public var columns: Int
  /// The number of rows (cells down).
  public var rows: Int

  /// Creates a size; negative values are clamped to zero.
  ///
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// A size with no cells.
  public static let zero = CellSize(columns: 0, rows: 0)

  /// The number of cells in the size.
  public var area: Int { columns * rows }

  /// The size as columns by rows, for example `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}

/// A cell position: column `x` from the left, row `y` from the top, both zero-based.
public struct CellPosition: Hashable, Sendable, CustomStringConvertible {
  /// The zero-based column.
  public var x: Int
  /// The zero-based row.
  public var y: Int

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - x: The zero-based column.
  ///   - y: The zero-based row.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The position as `(x, y)`, for example `(3, 0)`.
  public var description: String { "(\(x), \(y))" }
}

/// A rectangle of cells: the area a view draws into.
///
/// The terminal host's name for ``/SplitKitHostCore/GridRect``, the integer rectangle both
/// hosts share (one cell per engine point): `x` is the left column, `y` the top row,
/// `width` and `height` count columns and rows.
///
/// ```swift
/// let rect = CellRect(x: 0, y: 1, width: 80, height: 23)
/// rect.contains(CellPosition(x: 79, y: 1))  // true
/// ```
public typealias CellRect = GridRect

extension GridRect {
  /// A rectangle at the origin with the given size.
  ///
  /// - Parameter size: The rectangle's size.
  public init(size: CellSize) {
    self.init(x: 0, y: 0, width: size.columns, height: size.rows)
  }

  /// The rectangle's size in cells.
  public var size: CellSize { CellSize(columns: width, rows: height) }

  /// Whether the cell at `position` lies inside the rectangle.
  ///
  /// - Parameter position: The cell to test.
  /// - Returns: `true` if the cell is inside; an empty rectangle contains nothing.
  public func contains(_ position: CellPosition) -> Bool {
    contains(x: position.x, y: position.y)
  }
}
