/// A button in a ``NavigationBar`` or ``Toolbar``: a short title and an identifier the
/// host matches when a click lands on it.
///
/// ```swift
/// let compose = BarItem(id: "compose", title: "Compose")
/// let sidebar = BarItem.displayMode(title: "Mailboxes")
/// ```
public struct BarItem: Hashable, Sendable, Identifiable {
  /// Identifies an item in hit-testing results.
  public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    ///
    /// - Parameter value: The identifier's text.
    public init(stringLiteral value: String) { self.init(value) }

    /// The navigation bar's back button.
    public static let back = ID("back")
    /// The split view's display-mode button, which shows or hides the primary column.
    public static let displayMode = ID("displayMode")
    /// The split view's inspector button, which shows or hides the inspector column.
    public static let inspector = ID("inspector")

    /// The identifier's text.
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
  public static func displayMode(title: String) -> BarItem {
    BarItem(id: .displayMode, title: title)
  }
}
