/// The one door between the terminal host and a terminal: bytes out, bytes and signals in.
///
/// ``PosixTerminal`` talks to the real terminal; `TestTerminal` in `SplitKitTerminalTesting`
/// records output and plays scripted input, so everything above this protocol — the
/// ``TerminalSession``, the ``EventLoop``, the renderer — runs unchanged in tests.
///
/// A backend is used from one task at a time. Entering and leaving the terminal modes is
/// the ``TerminalSession``'s job; the backend only performs the steps it is asked to.
public protocol TerminalBackend: AnyObject {
  /// The environment the terminal runs in, read for colour detection (`TERM`,
  /// `COLORTERM`, `NO_COLOR`).
  ///
  /// ``TerminalHost`` passes it to ``ColorMode/detect(environment:)`` unless the
  /// configuration names a colour mode, so every backend gets the same detection. A
  /// backend without an environment reports an empty one, which means no colour.
  var environment: [String: String] { get }

  /// The terminal's size in cells.
  ///
  /// - Returns: The current number of columns and rows.
  /// - Throws: ``TerminalError`` when the size cannot be read at all.
  func size() throws(TerminalError) -> CellSize

  /// Queues bytes for output; nothing reaches the terminal until ``flush()``.
  ///
  /// - Parameter bytes: The bytes, already encoded (UTF-8 text and escape sequences).
  func write(_ bytes: [UInt8])

  /// Writes all queued output.
  ///
  /// - Throws: ``TerminalError`` with ``TerminalError/Code/systemCallFailed`` when the
  ///   terminal cannot be written.
  func flush() throws(TerminalError)

  /// Waits until input arrives, the window is resized, the process is continued after a
  /// suspend, or `timeout` passes — whichever comes first — and says which.
  ///
  /// While nothing happens the process sleeps in the kernel and uses no CPU.
  ///
  /// - Parameter timeout: The longest wait; nil waits for ever.
  /// - Returns: What arrived; ``TerminalWake/timeout`` when the time ran out.
  /// - Throws: ``TerminalError`` with ``TerminalError/Code/inputClosed`` when the input
  ///   has ended.
  func waitForInput(timeout: Duration?) throws(TerminalError) -> TerminalWake

  /// Switches the terminal to raw mode: bytes arrive one by one, unechoed, and Ctrl-C,
  /// Ctrl-Z and Ctrl-\ arrive as keys instead of signals.
  ///
  /// - Throws: ``TerminalError`` when the terminal settings cannot be changed.
  func enterRawMode() throws(TerminalError)

  /// Puts back the terminal settings saved by ``enterRawMode()``. Does nothing if raw
  /// mode is not on.
  ///
  /// - Throws: ``TerminalError`` when the terminal settings cannot be changed.
  func leaveRawMode() throws(TerminalError)

  /// Prepares the backend to keep the terminal usable when a signal arrives.
  ///
  /// From now on, a signal that ends or stops the process (SIGINT, a crash, SIGTSTP)
  /// writes `restore` and leaves raw mode first; continuing after a stop re-enters raw
  /// mode, writes `enter` and reports ``TerminalWake/resumed``. SIGHUP, SIGTERM and
  /// SIGQUIT are reported as ``TerminalWake/quitSignal`` instead; a second one before the
  /// app has quit restores and ends the process like SIGINT.
  ///
  /// - Parameters:
  ///   - enter: The bytes that turn the app's terminal modes on.
  ///   - restore: The bytes that turn them off again.
  func armSignalRestore(enter: [UInt8], restore: [UInt8])

  /// Stops reacting to signals on the terminal's behalf; their default actions return.
  func disarmSignalRestore()

  /// Stops the process as Ctrl-Z does in a shell, and returns once it is continued.
  ///
  /// With the signal restore armed, the terminal is restored before the stop and raw
  /// mode is re-entered afterwards; the next wait reports ``TerminalWake/resumed``.
  func suspend()

  /// Adds `descriptor` to what ``waitForInput(timeout:)`` waits on; a wake lists it in
  /// ``TerminalWake/readable`` while it has something to read.
  ///
  /// - Parameter descriptor: An open descriptor.
  /// - Returns: Whether this backend can wait on descriptors.
  func watch(readable descriptor: Int32) -> Bool

  /// Stops waiting on `descriptor`.
  ///
  /// - Parameter descriptor: A descriptor given to ``watch(readable:)``.
  func stopWatching(_ descriptor: Int32)
}

extension TerminalBackend {
  /// Waits on no descriptor: what a backend without them (a test terminal) does.
  ///
  /// - Parameter descriptor: The descriptor.
  /// - Returns: False.
  public func watch(readable descriptor: Int32) -> Bool { false }

  /// Does nothing.
  ///
  /// - Parameter descriptor: The descriptor.
  public func stopWatching(_ descriptor: Int32) {}
}

extension TerminalBackend {
  /// No environment: a backend that does not report one is drawn without colour.
  public var environment: [String: String] { [:] }
}
