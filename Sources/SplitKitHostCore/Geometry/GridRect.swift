public import SplitKit

/// A rectangle on a host's integer grid: terminal cells in the terminal host, logical
/// pixels in the GTK host.
///
/// Both hosts place the engine's layout on whole units, one engine point per unit; the
/// terminal host calls this type `CellRect`, the GTK host `PixelRect`. Edges of an
/// engine rectangle round to the nearest unit (``init(points:)``), so neighbouring
/// columns stay adjacent.
///
/// ```swift
/// let frame = GridRect(points: Rect(x: 0, y: 0, width: 320.4, height: 768))
/// frame.maxX          // 320
/// frame.contains(x: 319, y: 0)  // true
/// ```
public struct GridRect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The width (never negative).
  public var width: Int
  /// The height (never negative).
  public var height: Int

  /// Creates a rectangle; a negative width or height is clamped to zero.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The units a rectangle in engine points covers, one point per unit.
  ///
  /// Edges round to the nearest unit boundary (halves away from zero), so adjacent
  /// rectangles stay adjacent. Coordinates that are not finite or absurdly large are
  /// clamped to ±1,000,000, never trapped on.
  ///
  /// - Parameter rect: A rectangle in engine points.
  /// - Complexity: O(1).
  public init(points rect: Rect) {
    let left = Self.nearest(rect.minX)
    let top = Self.nearest(rect.minY)
    self.init(
      x: left, y: top, width: Self.nearest(rect.maxX) - left,
      height: Self.nearest(rect.maxY) - top)
  }

  /// The edge just past the right edge.
  public var maxX: Int { x + width }
  /// The edge just past the bottom edge.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no unit.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the unit at a column and row lies inside.
  ///
  /// - Parameters:
  ///   - px: The unit's column.
  ///   - py: The unit's row.
  /// - Returns: Whether `x ≤ px < maxX` and `y ≤ py < maxY`; an empty rectangle contains
  ///   nothing.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The overlap of two rectangles; empty (at `self`'s origin) when they do not overlap.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: The units in both rectangles.
  public func intersection(_ other: GridRect) -> GridRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return GridRect(x: x, y: y, width: 0, height: 0) }
    return GridRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by the given number of units on each side.
  ///
  /// - Parameters:
  ///   - top: Rows removed at the top.
  ///   - left: Columns removed at the left.
  ///   - bottom: Rows removed at the bottom.
  ///   - right: Columns removed at the right.
  /// - Returns: The smaller rectangle; its width and height never go below zero.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> GridRect {
    GridRect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }

  /// The rectangle as its origin and size, for example `(0, 1, 80x23)`.
  public var description: String { "(\(x), \(y), \(width)x\(height))" }

  /// Rounds a point coordinate to the nearest whole unit, halves away from zero, clamped
  /// to ±1,000,000 (no libm needed: the engine's callers may not link it).
  ///
  /// - Parameter value: A coordinate in engine points.
  /// - Returns: The nearest whole unit; 0 for NaN.
  public static func nearest(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 1_000_000 : value < 0 ? -1_000_000 : 0 }
    let clamped = min(max(value, -1_000_000), 1_000_000)
    return clamped >= 0 ? Int(clamped + 0.5) : -Int(-clamped + 0.5)
  }
}
