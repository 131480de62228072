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
  ///
  /// - Parameters:
  ///   - background: The bar's background and any plain text.
  ///   - title: The title.
  ///   - item: Enabled items and the back button.
  ///   - disabledItem: Disabled items.
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
