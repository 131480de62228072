/// Everything a host needs to draw a split view at one instant.
///
/// A value: the host renders it directly. Columns are listed back to front (z-order), and
/// only the ones on screen are listed; each carries its full ``ColumnFrame/frame`` (where
/// its content is laid out, which may extend past the container while it slides) and the
/// ``ColumnFrame/visibleFrame`` clipped to the container.
///
/// ```swift
/// for column in split.layout.columns {
///   draw(split.viewController(for: column.column), in: column.visibleFrame, dimmed: column.dimming)
/// }
/// ```
public struct SplitLayout: Hashable, Sendable, CustomStringConvertible {
  /// The size the layout fills.
  public var containerSize: Size
  /// The columns on screen, back to front.
  public var columns: [ColumnFrame]
  /// The dividers between tiled columns.
  public var dividers: [Divider]
  /// The edge of the topmost overlaid column that casts a shadow onto the secondary.
  public var shadowEdge: Edge?
  /// The column holding keyboard focus; covered columns never do.
  public var focusedColumn: SplitViewController.Column?

  /// Columns off screen, kept so transitions can slide them in.
  var offscreen: [ColumnFrame] = []

  /// One column's placement.
  public struct ColumnFrame: Hashable, Sendable, CustomStringConvertible {
    /// Which column.
    public var column: SplitViewController.Column
    /// Where the column's content is laid out; may extend past the container mid-transition.
    public var frame: Rect
    /// The part of ``frame`` inside the container.
    public var visibleFrame: Rect
    /// How strongly the column is dimmed, 0 (not at all) … 1 (fully covered).
    public var dimming: Double
    /// Whether another column covers or displaces it; covered columns cannot take focus.
    public var isCovered: Bool

    /// Creates a column placement.
    ///
    /// - Parameters:
    ///   - column: Which column this places.
    ///   - frame: Where the column's content is laid out, in container points; may extend past the container.
    ///   - visibleFrame: The part of `frame` inside the container.
    ///   - dimming: How strongly the column is dimmed, from 0 (not at all) to 1 (fully covered).
    ///   - isCovered: Whether another column covers or displaces it.
    public init(
      column: SplitViewController.Column, frame: Rect, visibleFrame: Rect, dimming: Double,
      isCovered: Bool
    ) {
      self.column = column
      self.frame = frame
      self.visibleFrame = visibleFrame
      self.dimming = dimming
      self.isCovered = isCovered
    }

    /// The column, its visible frame and any dimming, for logs and test messages.
    public var description: String {
      "\(column) \(visibleFrame)" + (dimming > 0 ? " dim \(dimming)" : "")
    }
  }

  /// A divider between two tiled columns.
  public struct Divider: Hashable, Sendable {
    /// The column before the divider in primary-to-secondary order.
    public var column: SplitViewController.Column
    /// The divider's rectangle.
    public var frame: Rect
    /// Whether dragging it resizes ``column`` (see ``SplitViewController/resizeDivider(to:)``).
    public var isResizable: Bool

    /// Creates a divider description.
    ///
    /// - Parameters:
    ///   - column: The column before the divider in primary-to-secondary order.
    ///   - frame: The divider's rectangle, in container points.
    ///   - isResizable: Whether dragging the divider resizes `column`.
    public init(column: SplitViewController.Column, frame: Rect, isResizable: Bool) {
      self.column = column
      self.frame = frame
      self.isResizable = isResizable
    }
  }

  /// A side of a rectangle, in screen terms.
  public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    /// The left side.
    case left
    /// The right side.
    case right
    /// The top side.
    case top
    /// The bottom side.
    case bottom
  }

  /// The columns on screen, back to front.
  public var visibleColumns: [SplitViewController.Column] { columns.map(\.column) }

  /// The placement of `column`, if it is on screen.
  ///
  /// - Parameter column: The column to look up.
  /// - Returns: The column's placement, or `nil` when it is not on screen.
  public subscript(column: SplitViewController.Column) -> ColumnFrame? {
    columns.first { $0.column == column }
  }

  /// The topmost column under `point`, if any.
  ///
  /// - Complexity: O(number of columns).
  ///
  /// - Parameter point: A location in container points.
  /// - Returns: The frontmost column whose ``ColumnFrame/visibleFrame`` contains `point`, or `nil` when none does.
  public func column(at point: Point) -> SplitViewController.Column? {
    columns.last { $0.visibleFrame.contains(point) }?.column
  }

  /// The visible columns with their frames, then the focused column, for logs and test messages.
  public var description: String {
    var parts = columns.map(\.description)
    if let focusedColumn { parts.append("focus \(focusedColumn)") }
    return parts.joined(separator: "; ")
  }
}
