/// A button in a ``NavigationBar`` or ``Toolbar``: a short title and an identifier the
/// host matches when a click lands on it.
///
/// ```swift
/// let compose = BarButtonItem(id: "compose", title: "Compose")
/// let sidebar = BarButtonItem.displayMode(title: "Mailboxes")
/// ```
public struct BarButtonItem: Hashable, Sendable, Identifiable {
  /// Identifies an item in hit-testing results.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The navigation bar's back button.
    public static let back = ID("back")
    /// The split view's display-mode button, which shows or hides the primary column.
    public static let displayMode = ID("displayMode")

    public var description: String { rawValue }
  }

  /// The item's identifier.
  public var id: ID
  /// The label, from content; sanitized when drawn.
  public var title: String
  /// Whether the item reacts to clicks; disabled items are drawn dim and not hit.
  public var isEnabled: Bool

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: The identifier hit-testing returns.
  ///   - title: The label.
  ///   - isEnabled: Whether the item reacts to clicks.
  public init(id: ID, title: String, isEnabled: Bool = true) {
    self.id = id
    self.title = title
    self.isEnabled = isEnabled
  }

  /// The display-mode button, labelled by the host (for example with the primary
  /// column's title, as split views did in portrait, or a symbol such as "◧").
  ///
  /// - Parameter title: The label.
  /// - Returns: An item with the ``ID/displayMode`` identifier.
  public static func displayMode(title: String) -> BarButtonItem {
    BarButtonItem(id: .displayMode, title: title)
  }
}

/// Where a bar placed one of its items: the label it drew and the cells it took.
public struct BarItemFrame: Hashable, Sendable {
  /// The item's identifier (``BarButtonItem/ID/back`` for the back button).
  public var id: BarButtonItem.ID
  /// The text drawn, possibly shortened.
  public var label: String
  /// The cells the label takes.
  public var frame: CellRect
  /// Whether the item reacts to clicks.
  public var isEnabled: Bool

  /// Creates a placement.
  public init(id: BarButtonItem.ID, label: String, frame: CellRect, isEnabled: Bool = true) {
    self.id = id
    self.label = label
    self.frame = frame
    self.isEnabled = isEnabled
  }
}

/// The styles bars draw with.
public struct BarStyle: Hashable, Sendable {
  /// The bar's background and any plain text.
  public var background: Style
  /// The title.
  public var title: Style
  /// Enabled items and the back button.
  public var item: Style
  /// Disabled items.
  public var disabledItem: Style

  /// Creates bar styles; the defaults use a bold title, blue items and dim disabled
  /// items on the terminal's background.
  public init(
    background: Style = .default,
    title: Style = Style(attributes: .bold),
    item: Style = Style(foreground: .ansi(.blue)),
    disabledItem: Style = Style(attributes: .dim)
  ) {
    self.background = background
    self.title = title
    self.item = item
    self.disabledItem = disabledItem
  }
}

extension Buffer {
  /// Draws placed bar items, clipped to `rect`.
  mutating func draw(_ items: [BarItemFrame], style: BarStyle, clip rect: CellRect) {
    for item in items {
      let itemStyle = style.background.patched(by: item.isEnabled ? style.item : style.disabledItem)
      setString(item.label, at: CellPosition(x: item.frame.x, y: item.frame.y), style: itemStyle, clip: rect)
    }
  }
}

extension [BarItemFrame] {
  /// The enabled item under `position`, if any.
  func hit(_ position: CellPosition) -> BarButtonItem.ID? {
    first { $0.isEnabled && $0.frame.contains(position) }?.id
  }
}
