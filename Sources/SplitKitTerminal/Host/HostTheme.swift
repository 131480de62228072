/// The styles of the parts the host draws itself: navigation bars and dividers.
///
/// Content controllers choose their own styles; ``DrawContext/theme`` passes this one
/// along so they can match.
public struct HostTheme: Hashable, Sendable {
  /// The navigation bar of the column that has keyboard focus.
  public var focusedBar: BarStyle
  /// The navigation bars of the other columns.
  public var bar: BarStyle
  /// The line between tiled columns.
  public var divider: Style

  /// Creates a theme; the defaults work in monochrome terminals too.
  ///
  /// - Parameters:
  ///   - focusedBar: The style of the focused column's navigation bar (reverse video by default).
  ///   - bar: The style of the other columns' navigation bars (underlined by default).
  ///   - divider: The style of the line between tiled columns (bright black by default).
  public init(
    focusedBar: BarStyle = BarStyle(
      background: Style(attributes: .reverse), title: Style(attributes: [.bold, .reverse]),
      item: Style(attributes: .reverse), disabledItem: Style(attributes: [.reverse, .dim])),
    bar: BarStyle = BarStyle(
      background: Style(attributes: .underline), item: Style(attributes: .underline)),
    divider: Style = Style(foreground: .ansi(.brightBlack))
  ) {
    self.focusedBar = focusedBar
    self.bar = bar
    self.divider = divider
  }
}
