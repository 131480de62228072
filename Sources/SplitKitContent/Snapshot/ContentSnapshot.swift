public import SplitKitHostCore

/// What a split view of content shows at one instant, host-neutral and plain data: the
/// columns back to front with their bars, each one's list window or document, its status
/// line and filter text.
///
/// A host that does not draw itself (the browser host sends it to a page as JSON) builds
/// one after every event with ``init(split:metrics:)`` and draws or sends only what
/// changed. Frames are in whole engine points; a list holds only the rows in view, so a
/// million-row list's snapshot is as small as a ten-row one.
///
/// ```swift
/// let snapshot = ContentSnapshot(split: split, metrics: .init())
/// snapshot.panes.map(\.column)          // ["primary", "secondary"]
/// snapshot.panes[0].list?.selection     // 0
/// ```
public struct ContentSnapshot: Hashable, Sendable, Codable {
  /// The split view's size, in points.
  public var width: Int
  /// The split view's height, in points.
  public var height: Int
  /// Whether the split view is collapsed to one stack.
  public var isCollapsed: Bool
  /// The visible columns, back to front.
  public var panes: [Pane]
  /// The column keys go to (``Pane/column``), if any.
  public var focusedColumn: String?
  /// The dividers between columns, in points.
  public var dividers: [GridRect]
  /// Where the split view is, for a browser's address bar and Back button; nil when not
  /// read.
  public var route: ContentRoute?

  /// Creates a snapshot from its parts (tests, and hosts that decode one).
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  ///   - isCollapsed: Whether collapsed to one stack.
  ///   - panes: The columns, back to front.
  ///   - focusedColumn: The focused column's name.
  ///   - dividers: The dividers.
  ///   - route: Where the split view is.
  public init(
    width: Int, height: Int, isCollapsed: Bool, panes: [Pane], focusedColumn: String?,
    dividers: [GridRect] = [], route: ContentRoute? = nil
  ) {
    self.width = width
    self.height = height
    self.isCollapsed = isCollapsed
    self.panes = panes
    self.focusedColumn = focusedColumn
    self.dividers = dividers
    self.route = route
  }

  /// The pane of a column, by name (`"primary"`, `"compact"`…).
  ///
  /// - Parameter column: The column's name.
  /// - Returns: The pane, or nil when that column is not visible.
  public subscript(column: String) -> Pane? { panes.first { $0.column == column } }
}
