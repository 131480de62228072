/// The checks that decide whether a full-screen app can run on this terminal at all.
///
/// A SplitKit app needs an interactive terminal on both standard input and standard output
/// that understands cursor movement. When it does not have one, the app should stop with a
/// clear message rather than fill a pipe or a dumb terminal with escape sequences.
public enum TerminalRequirements {
  /// Checks the environment and the standard streams.
  ///
  /// Colour depth is not checked here: `NO_COLOR`, `COLORTERM` and `TERM` choose the
  /// colour mode (`ColorMode.detect(environment:)`), and any colour mode works.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - inputIsTerminal: Whether standard input is a terminal.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  /// - Throws: ``TerminalError`` with ``TerminalError/Code/notATerminal`` or
  ///   ``TerminalError/Code/unsupportedTerminal``, and a message that says what to do.
  public static func check(
    environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool
  ) throws(TerminalError) {
    guard inputIsTerminal else {
      throw TerminalError(
        code: .notATerminal,
        message:
          "Standard input is not a terminal; run this program in a terminal, not with its input redirected."
      )
    }
    guard outputIsTerminal else {
      throw TerminalError(
        code: .notATerminal,
        message:
          "Standard output is not a terminal; run this program in a terminal, not with its output piped or redirected."
      )
    }
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty else {
      throw TerminalError(
        code: .unsupportedTerminal,
        message:
          "TERM is not set, so the terminal's capabilities are unknown; set TERM (for example TERM=xterm-256color)."
      )
    }
    guard term != "dumb" else {
      throw TerminalError(
        code: .unsupportedTerminal,
        message:
          "TERM=dumb cannot show a full-screen interface; run this program in a terminal emulator such as xterm, tmux or iTerm2."
      )
    }
  }
}
