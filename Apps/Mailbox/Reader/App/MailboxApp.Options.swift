extension MailboxApp {
  /// The command-line options that reach the app, whichever host runs it (a host's own
  /// options, such as the terminal's `--color` or the window's `--size`, stay in its
  /// launcher).
  public struct Options: Sendable, Equatable {
    /// `--reset-state`: forget the saved UI state of this mailbox before starting.
    public var resetState: Bool
    /// `--read-only` (mutt's `-R`): nothing on disk changes.
    public var readOnly = false
    /// The settings file's contents (``MailboxConfiguration``); the defaults without one.
    public var configuration: MailboxConfiguration

    /// Creates options; the defaults are what the readers use without flags.
    ///
    /// - Parameters:
    ///   - resetState: `--reset-state`: forget the saved UI state first.
    ///   - configuration: The settings file's contents.
    public init(
      resetState: Bool = false, configuration: MailboxConfiguration = MailboxConfiguration()
    ) {
      self.configuration = configuration
      self.resetState = resetState
    }
  }
}
