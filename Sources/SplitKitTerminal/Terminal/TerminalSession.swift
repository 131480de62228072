/// Takes over a terminal for a full-screen app and gives it back exactly as it was.
///
/// Starting a session arms the backend's signal restore, enters raw mode and writes the
/// ``TerminalModes/enterSequence``. ``restore()`` writes the
/// ``TerminalModes/restoreSequence``, leaves raw mode and disarms the signals. It is
/// idempotent and also runs from `deinit`, so every way out restores the terminal:
///
/// - **Normal exit and thrown errors**: call ``restore()`` in a `defer`, or use
///   ``run(terminal:modes:_:)``.
/// - **SIGHUP, SIGTERM, SIGQUIT**: the next wake reports ``TerminalWake/quitSignal``, so
///   the app quits through its own code (saving its state) and the session restores the
///   terminal as on a normal exit; a second one before that restores at once, as below.
/// - **SIGINT, every other signal whose default action ends the process (SIGPIPE,
///   SIGUSR1, SIGALRM, SIGXCPU…) and crashes** (`fatalError`, a failed
///   precondition, SIGSEGV): the backend's signal handlers write the restore bytes with
///   `write()`, reapply the saved settings and re-raise the signal, so the shell sees the
///   usual status (130 for SIGINT).
/// - **Ctrl-Z**: in raw mode it arrives as the key Ctrl-Z; call ``suspend()`` to stop
///   like a shell job. A SIGTSTP sent with `kill` does the same. On `fg` (SIGCONT) raw
///   mode and the modes come back and the next wake reports ``TerminalWake/resumed`` so
///   the app repaints everything.
///
/// Ctrl-C is a key in raw mode, not a signal: the app decides whether it quits.
///
/// ```swift
/// try TerminalSession.run(terminal: PosixTerminal()) { session in
///   // draw, read input, …
/// }
/// ```
public final class TerminalSession {
  /// The terminal this session controls.
  public let terminal: any TerminalBackend
  /// The modes entered at the start.
  public let modes: TerminalModes
  /// Whether the terminal is currently in raw mode with the modes on.
  public private(set) var isActive = false

  /// Takes over `terminal`: raw mode, then `modes`.
  ///
  /// - Parameters:
  ///   - terminal: The terminal to take over.
  ///   - modes: The modes to turn on; ``TerminalModes/standard`` by default.
  /// - Throws: ``TerminalError`` when raw mode cannot be entered or the modes cannot be
  ///   written; the terminal is restored before the error is thrown.
  public init(terminal: any TerminalBackend, modes: TerminalModes = .standard) throws(TerminalError)
  {
    self.terminal = terminal
    self.modes = modes
    terminal.armSignalRestore(enter: modes.enterSequence, restore: modes.restoreSequence)
    isActive = true
    do {
      try terminal.enterRawMode()
      terminal.write(modes.enterSequence)
      try terminal.flush()
    } catch {
      restore()
      throw error
    }
  }

  deinit {
    restore()
  }

  /// Gives the terminal back: modes off, synchronized output off, attributes reset,
  /// cursor shown, alternate screen left, original settings back, signals disarmed.
  ///
  /// Safe to call any number of times; only the first call after taking over does
  /// anything. Errors are ignored: there is nothing better to do on the way out.
  public func restore() {
    guard isActive else { return }
    isActive = false
    terminal.write(modes.restoreSequence)
    try? terminal.flush()
    try? terminal.leaveRawMode()
    terminal.disarmSignalRestore()
  }

  /// Stops the app like a shell job (the Ctrl-Z key); returns after `fg`.
  ///
  /// The terminal is restored while the app is stopped; afterwards raw mode and the modes
  /// are back and the next wake reports ``TerminalWake/resumed``, which
  /// ``EventLoopState`` turns into a full repaint.
  public func suspend() {
    guard isActive else { return }
    terminal.suspend()
  }

  /// Leaves the screen to another program while it runs (an editor, a pager): the
  /// terminal restored as for Ctrl-Z, then taken over again once it exits.
  ///
  /// - Parameter arguments: The program (found on `PATH`) and its arguments.
  /// - Returns: Its exit status, or nil when it could not be started.
  public func runInForeground(_ arguments: [String]) -> Int32? {
    guard isActive else { return nil }
    terminal.write(modes.restoreSequence)
    try? terminal.flush()
    try? terminal.leaveRawMode()
    let status = Platform.runProgram(arguments)
    try? terminal.enterRawMode()
    terminal.write(modes.enterSequence)
    try? terminal.flush()
    return status
  }

  /// Runs `body` with the terminal taken over and restores it however `body` ends.
  ///
  /// - Parameters:
  ///   - terminal: The terminal to take over.
  ///   - modes: The modes to turn on; ``TerminalModes/standard`` by default.
  ///   - body: The app, given the session.
  /// - Returns: What `body` returns.
  /// - Throws: ``TerminalError`` from taking over the terminal, or what `body` throws.
  public static func run<Result>(
    terminal: any TerminalBackend, modes: TerminalModes = .standard,
    _ body: (TerminalSession) throws -> Result
  ) throws -> Result {
    let session = try TerminalSession(terminal: terminal, modes: modes)
    defer { session.restore() }
    return try body(session)
  }
}
