/// A location in layout points.
///
/// SplitKit measures everything in abstract *points*. A host chooses what a point is: the
/// terminal host maps one point to one cell, a graphical host to one logical pixel.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate in points, growing to the right.
  ///   - y: The vertical coordinate in points, growing downwards.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// The point as `(x, y)`, for logs and test messages.
  public var description: String { "(\(x), \(y))" }
}

/// A width and height in layout points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width in points; zero or more for a meaningful size.
  ///   - height: The height in points; zero or more for a meaningful size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with no extent.
  public static let zero = Size(width: 0, height: 0)

  /// The size as `widthxheight`, for logs and test messages.
  public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle in layout points.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its corner and size.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner, in points.
  ///   - size: The width and height, in points.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  ///
  /// - Parameters:
  ///   - x: The left edge in points.
  ///   - y: The top edge in points.
  ///   - width: The width in points.
  ///   - height: The height in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// An empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// Whether the rectangle encloses no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether `point` lies inside the rectangle (left/top edges inclusive, right/bottom exclusive).
  ///
  /// - Parameter point: The location to test, in the same coordinate space as the rectangle.
  /// - Returns: `true` when `minX <= x < maxX` and `minY <= y < maxY`; always `false` for an empty rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside this rectangle.
  ///
  /// - Parameter other: The rectangle to test, in the same coordinate space.
  /// - Returns: `true` when every edge of `other` is within this rectangle's edges (shared edges count as inside).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// Whether the two rectangles share any area.
  ///
  /// - Parameter other: The rectangle to test, in the same coordinate space.
  /// - Returns: `true` when the overlap has positive area; rectangles that only touch along an edge do not intersect.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle as `(x, y, widthxheight)`, for logs and test messages.
  public var description: String { "(\(minX), \(minY), \(width)x\(height))" }
}
