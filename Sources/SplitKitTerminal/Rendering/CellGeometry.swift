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
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The width in columns (never negative).
  public var width: Int
  /// The height in rows (never negative).
  public var height: Int

  /// Creates a rectangle; a negative width or height is clamped to zero.
  ///
  /// - Parameters:
  ///   - x: The left column.
  ///   - y: The top row.
  ///   - width: The width in columns.
  ///   - height: The height in rows.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// A rectangle at the origin with the given size.
  ///
  /// - Parameter size: The rectangle's size.
  public init(size: CellSize) {
    self.init(x: 0, y: 0, width: size.columns, height: size.rows)
  }

  /// The column just past the right edge.
  public var maxX: Int { x + width }
  /// The row just past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle holds no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The rectangle's size.
  public var size: CellSize { CellSize(columns: width, rows: height) }

  /// Whether the cell at `position` lies inside the rectangle.
  ///
  /// - Parameter position: The cell to test.
  /// - Returns: `true` if the cell is inside; an empty rectangle contains nothing.
  public func contains(_ position: CellPosition) -> Bool {
    position.x >= x && position.x < maxX && position.y >= y && position.y < maxY
  }

  /// The overlap of two rectangles; empty (at `self`'s origin) when they do not overlap.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: The cells in both rectangles.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return CellRect(x: x, y: y, width: 0, height: 0) }
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by the given number of cells on each side.
  ///
  /// - Parameters:
  ///   - top: Rows removed at the top.
  ///   - left: Columns removed at the left.
  ///   - bottom: Rows removed at the bottom.
  ///   - right: Columns removed at the right.
  /// - Returns: The smaller rectangle; its width and height never go below zero.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> CellRect {
    CellRect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }

  /// The rectangle as its origin and size, for example `(0, 1, 80x23)`.
  public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
