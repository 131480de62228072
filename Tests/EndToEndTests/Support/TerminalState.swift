/// The parts of a terminal's state a full-screen program changes and must give back:
/// the tty's line discipline and the emulator's screen, mouse and cursor modes.
///
/// A fresh pane is ``pristine``; after a program exits, is interrupted, terminated or
/// suspended, the terminal must be pristine again, or the person's shell is left broken
/// (no echo, no line editing, mouse garbage, invisible cursor, stuck alternate screen).
struct TerminalState: Sendable, Equatable, CustomStringConvertible {
  /// The tty echoes typed characters (`stty echo`).
  var echo: Bool
  /// The tty assembles lines before delivering them (`stty icanon`).
  var canonical: Bool
  /// Ctrl-C and Ctrl-Z generate signals (`stty isig`).
  var signals: Bool
  /// The emulator shows the alternate screen (`#{alternate_on}`).
  var alternateScreen: Bool
  /// Any mouse reporting mode is on (`#{mouse_any_flag}`).
  var mouseReporting: Bool
  /// Mouse reports use the SGR encoding (`#{mouse_sgr_flag}`).
  var sgrMouse: Bool
  /// The cursor is visible (`#{cursor_flag}`).
  var cursorVisible: Bool

  /// The state of a fresh pane running a shell: cooked tty, main screen, no mouse
  /// reporting, visible cursor.
  static let pristine = TerminalState(
    echo: true, canonical: true, signals: true,
    alternateScreen: false, mouseReporting: false, sgrMouse: false, cursorVisible: true)

  /// The state while a full-screen SplitKit app runs: raw tty, alternate screen, SGR
  /// mouse reporting, hidden cursor.
  static let fullScreenApp = TerminalState(
    echo: false, canonical: false, signals: false,
    alternateScreen: true, mouseReporting: true, sgrMouse: true, cursorVisible: false)

  var description: String {
    let flags: [(String, Bool)] = [
      ("echo", echo), ("icanon", canonical), ("isig", signals),
      ("alternate-screen", alternateScreen), ("mouse", mouseReporting), ("sgr-mouse", sgrMouse),
      ("cursor-visible", cursorVisible),
    ]
    return flags.map { $0.1 ? $0.0 : "-\($0.0)" }.joined(separator: " ")
  }
}
