/// The mailbox reader app: the one entry point the command line hands over to.
///
/// `mailbox` parses its options, opens the ``Mailbox`` (reporting errors itself, before
/// the terminal is touched) and calls ``run(mailbox:options:)``. The interactive split
/// view replaces the body of that function; nothing else in the command needs to change.
public enum MailboxApp {
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

    /// Creates options; the defaults are what `mailbox` uses without flags.
    public init(color: ColorMode = .auto, mouse: Bool = true, resetState: Bool = false) {
      self.color = color
      self.mouse = mouse
      self.resetState = resetState
    }
  }

  /// Runs the interactive reader on `mailbox` and returns the exit status.
  ///
  /// For now this prints that the interactive UI is not yet available and returns 0.
  public static func run(mailbox: Mailbox, options: Options) -> Int32 {
    print("mailbox: interactive UI not yet available; use --list to print \(mailbox.name)")
    return 0
  }
}
