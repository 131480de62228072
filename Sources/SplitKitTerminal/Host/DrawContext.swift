/// What a content controller needs to know while it draws.
public struct DrawContext: Hashable, Sendable {
  /// Whether the controller's column has keyboard focus (draw the selection strongly).
  public var isFocused: Bool
  /// The host clock's current instant, as elapsed time since the host started.
  public var now: Duration
  /// The host's styles, to match bars and dividers.
  public var theme: HostTheme

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - isFocused: Whether the column has keyboard focus.
  ///   - now: The host clock's current instant.
  ///   - theme: The host's styles.
  public init(isFocused: Bool, now: Duration = .zero, theme: HostTheme = HostTheme()) {
    self.isFocused = isFocused
    self.now = now
    self.theme = theme
  }
}
