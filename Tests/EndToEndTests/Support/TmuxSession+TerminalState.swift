import SystemTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TmuxSession {
  /// Reads the pane's terminal state now: the tty modes straight from its pseudo
  /// terminal (`tcgetattr`, what `stty -a` prints) and the emulator modes from tmux.
  ///
  /// Works at any moment the pane is open: while the program runs, while it is
  /// suspended by `SIGTSTP`, and after it has exited (the wrapper keeps the tty open).
  ///
  /// - Returns: The state, to compare with ``TerminalState/pristine``.
  /// - Throws: ``EndToEndError`` if the tty cannot be read or tmux fails.
  func terminalState() throws -> TerminalState {
    let flags = try display(
      "#{pane_tty} #{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag} #{cursor_flag}"
    ).split(separator: " ").map(String.init)
    guard flags.count == 5 else { throw EndToEndError("tmux reported pane flags \(flags)") }
    let modes = try localModes(ofTTY: flags[0])
    return TerminalState(
      echo: modes & tcflag_t(ECHO) != 0,
      canonical: modes & tcflag_t(ICANON) != 0,
      signals: modes & tcflag_t(ISIG) != 0,
      alternateScreen: flags[1] == "1",
      mouseReporting: flags[2] == "1",
      sgrMouse: flags[3] == "1",
      cursorVisible: flags[4] == "1")
  }
}

/// The local mode flags (`c_lflag`) of the tty at `path`.
///
/// A free function because `TmuxSession.close()` would shadow the C `close`.
private func localModes(ofTTY path: String) throws -> tcflag_t {
  let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
  guard descriptor >= 0 else { throw EndToEndError("cannot open \(path): errno \(errno)") }
  defer { close(descriptor) }
  var modes = termios()
  guard tcgetattr(descriptor, &modes) == 0 else {
    throw EndToEndError("tcgetattr(\(path)) failed: errno \(errno)")
  }
  return modes.c_lflag
}
