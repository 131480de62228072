/// A row of bar button items, such as the actions under a message.
///
/// Items keep their full labels, separated by ``spacing`` cells; items that do not fit
/// are left out whole rather than cut. ``Alignment`` places the row at the leading
/// edge, in the middle, or spread across the bar with equal gaps.
///
/// ```swift
/// let toolbar = Toolbar(items: [BarItem(id: "reply", title: "Reply"),
///                               BarItem(id: "archive", title: "Archive")])
/// toolbar.hitTest(click, in: toolbarRect)   // "reply", "archive" or nil
/// ```
public struct Toolbar: Widget, Hashable, Sendable {
  /// How items are placed along the bar.
  public enum Alignment: Hashable, Sendable {
    /// From the leading edge.
    case leading
    /// Centered as a group.
    case center
    /// Spread over the whole bar with equal gaps, like flexible spaces between items.
    case spread
  }

  /// The items, in reading order.
  public var items: [BarItem]
  /// Where the items go.
  public var alignment: Alignment
  /// The cells between items (the least gap when spread).
  public var spacing: Int
  /// The bar's styles.
  public var style: BarStyle

  /// Creates a toolbar.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - alignment: Where the items go; leading by default.
  ///   - spacing: The cells between items; 2 by default.
  ///   - style: The bar's styles.
  public init(
    items: [BarItem], alignment: Alignment = .leading, spacing: Int = 2,
    style: BarStyle = BarStyle()
  ) {
    self.items = items
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.style = style
  }

  /// The enabled item under a click, if any.
  ///
  /// - Parameters:
  ///   - position: The clicked cell.
  ///   - rect: Where the toolbar was drawn.
  /// - Returns: The identifier of the item hit, or `nil`.
  public func hitTest(_ position: CellPosition, in rect: CellRect) -> BarItem.ID? {
    guard rect.contains(position) else { return nil }
    return layout(in: rect).hit(position)
  }
}
