/// The bar at the top of a column: a centered title, a back button labelled with the
/// previous screen's title, and leading and trailing bar button items (among them the
/// split view's display-mode button).
///
/// Space is shared the way UIKit's navigation bar shares it: items keep their full
/// labels (trailing items first, dropped whole when there is no room); the back button
/// shows "‹ Previous Title", shortened with an ellipsis and finally to "‹" alone when
/// the title needs the room; the title is centered on the bar when that does not
/// collide with the sides, otherwise centered in the space between them, and truncated
/// with an ellipsis last.
///
/// ```swift
/// let bar = NavigationBar(title: "Inbox", backTitle: "Mailboxes",
///                         trailingItems: [BarItem(id: "compose", title: "Compose")])
/// bar.render(in: CellRect(x: 0, y: 0, width: 40, height: 1), of: &buffer)
/// bar.hitTest(click, in: barRect)   // .back, "compose" or nil
/// ```
public struct NavigationBar: Widget, Hashable, Sendable {
  /// The title, from content.
  public var title: String
  /// The previous screen's title; `nil` hides the back button.
  public var backTitle: String?
  /// Items after the back button, on the leading side.
  public var leadingItems: [BarItem]
  /// Items on the trailing side, in reading order.
  public var trailingItems: [BarItem]
  /// The bar's styles.
  public var style: BarStyle

  /// Creates a navigation bar.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - backTitle: The previous screen's title, or `nil` for no back button.
  ///   - leadingItems: Items on the leading side.
  ///   - trailingItems: Items on the trailing side.
  ///   - style: The bar's styles.
  public init(
    title: String,
    backTitle: String? = nil,
    leadingItems: [BarItem] = [],
    trailingItems: [BarItem] = [],
    style: BarStyle = BarStyle()
  ) {
    self.title = title
    self.backTitle = backTitle
    self.leadingItems = leadingItems
    self.trailingItems = trailingItems
    self.style = style
  }

  /// Where everything goes in a bar drawn in a given rectangle.
  public struct Layout: Hashable, Sendable {
    /// The back button and the leading items, left to right.
    public var leading: [BarItemFrame]
    /// The trailing items, left to right.
    public var trailing: [BarItemFrame]
    /// The title as drawn (possibly truncated); `nil` when there is no room.
    public var title: String?
    /// The cells the title takes; `nil` with ``title``.
    public var titleFrame: CellRect?

    /// Creates a layout with the given items and no title.
    ///
    /// - Parameters:
    ///   - leading: The leading items, left to right.
    ///   - trailing: The trailing items, left to right.
    public init(leading: [BarItemFrame] = [], trailing: [BarItemFrame] = []) {
      self.leading = leading
      self.trailing = trailing
    }
  }

  /// The item under a click: ``BarItem/ID/back``, an item's identifier, or `nil`
  /// for the title, empty space, a disabled item or a point outside the bar.
  ///
  /// - Parameters:
  ///   - position: The clicked cell.
  ///   - rect: Where the bar was drawn.
  /// - Returns: The identifier of the enabled item hit.
  public func hitTest(_ position: CellPosition, in rect: CellRect) -> BarItem.ID? {
    guard rect.contains(position) else { return nil }
    let layout = layout(in: rect)
    return (layout.leading + layout.trailing).hit(position)
  }
}
