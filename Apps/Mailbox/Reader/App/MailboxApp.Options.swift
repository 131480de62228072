extension MailboxApp {
  /// When to use colour (`--color`).
  public enum ColorMode: String, Sendable, CaseIterable {
    /// Colour when standard output is a terminal and `NO_COLOR` is unset.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
  }

  /// The command-line options that reach the app.
  public struct Options: Sendable, Equatable {
    /// `--color`.
    public var color: ColorMode
    /// False with `--no-mouse`.
    public var mouse: Bool
    /// `--reset-state`: forget the saved UI state of this mailbox before starting.
    public var resetState: Bool
    /// `--read-only` (mutt's `-R`): nothing on disk changes.
    public var readOnly = false
    /// The settings file's contents (``MailboxConfiguration``); the defaults without one.
    public var configuration: MailboxConfiguration

    /// Creates options; the defaults are what `mailbox` uses without flags.
    ///
    /// - Parameters:
    ///   - color: `--color`: when to use colour.
    ///   - mouse: `false` with `--no-mouse`.
    ///   - resetState: `--reset-state`: forget the saved UI state first.
    ///   - configuration: The settings file's contents.
    public init(
      color: ColorMode = .auto, mouse: Bool = true, resetState: Bool = false,
      configuration: MailboxConfiguration = MailboxConfiguration()
    ) {
      self.configuration = configuration
      self.color = color
      self.mouse = mouse
      self.resetState = resetState
    }
  }
}
