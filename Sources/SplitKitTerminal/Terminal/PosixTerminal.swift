/// The real terminal: standard input and output of this process, through POSIX calls.
///
/// Creating one checks ``TerminalRequirements`` and opens the wake pipe the signal
/// handlers write to; it does not change the terminal yet. Use it through a
/// ``TerminalSession``, which enters raw mode and the app's modes and restores everything.
///
/// ```swift
/// let terminal = try PosixTerminal()
/// let session = try TerminalSession(terminal: terminal)
/// defer { session.restore() }
/// ```
///
/// Waiting blocks in `poll()` on standard input and the wake pipe, so an idle app uses no
/// CPU. SIGWINCH, SIGCONT, SIGHUP, SIGTERM and SIGQUIT handlers only write one byte to the pipe; the waiting code
/// reads every byte at once, so a storm of resize signals is a single
/// ``TerminalWake/resized``.
public final class PosixTerminal: TerminalBackend {
  /// The environment the terminal was created with; pass it to the colour-mode detection.
  public let environment: [String: String]

  private let input: Int32
  private let output: Int32
  private let wakePipe: (read: Int32, write: Int32)
  /// The app's descriptors waited on with the input (``watch(readable:)``).
  private var watched: [Int32] = []
  private var pending: [UInt8] = []
  private var savedAttributes: Platform.TerminalAttributes?
  private var signalsArmed = false

  /// The most input bytes taken from the terminal per wake: 4 KiB.
  static let readLimit = 4096

  /// Opens the terminal of this process.
  ///
  /// - Parameter environment: The environment to check; the process environment by default.
  /// - Throws: ``TerminalError`` when standard input or output is not a terminal, when
  ///   `TERM` is unset or `dumb`, or when the wake pipe cannot be created.
  public convenience init(environment: [String: String]? = nil) throws(TerminalError) {
    try self.init(
      input: Platform.standardInput, output: Platform.standardOutput,
      environment: environment ?? Platform.environment())
  }

  /// Opens the terminal on the given descriptors (a pseudo-terminal in tests).
  ///
  /// - Parameters:
  ///   - input: The descriptor to read keys from.
  ///   - output: The descriptor to write to.
  ///   - environment: The environment to check.
  package init(input: Int32, output: Int32, environment: [String: String]) throws(TerminalError) {
    try TerminalRequirements.check(
      environment: environment, inputIsTerminal: Platform.isTerminal(input),
      outputIsTerminal: Platform.isTerminal(output))
    self.input = input
    self.output = output
    self.environment = environment
    do {
      wakePipe = try Platform.makeWakePipe()
    } catch {
      throw .systemCall(error, "Could not create the pipe that wakes the event loop.")
    }
  }

  deinit {
    if signalsArmed { Platform.disarmSignals() }
    Platform.close(wakePipe.read)
    Platform.close(wakePipe.write)
  }

  /// The window size from `TIOCGWINSZ`; `COLUMNS` and `LINES`, then 80×24, when the
  /// terminal does not report one.
  ///
  /// - Returns: The size in cells.
  public func size() throws(TerminalError) -> CellSize {
    if let size = Platform.windowSize(of: output) ?? Platform.windowSize(of: input) { return size }
    let columns = environment["COLUMNS"].flatMap { Int($0) } ?? 80
    let rows = environment["LINES"].flatMap { Int($0) } ?? 24
    return CellSize(columns: columns, rows: rows)
  }

  /// Appends `bytes` to the output buffer; ``flush()`` writes them in one go.
  ///
  /// - Parameter bytes: The bytes to send, usually a ``RenderedFrame/bytes``.
  public func write(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
  }

  /// Writes the output buffer to standard output, retrying short writes.
  ///
  /// - Throws: ``TerminalError`` with ``TerminalError/Code/systemCallFailed`` when the
  ///   terminal cannot be written.
  public func flush() throws(TerminalError) {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    do {
      try Platform.writeAll(pending, to: output)
    } catch {
      throw .systemCall(error, "Could not write to the terminal.")
    }
  }

  /// Blocks in `poll()` on standard input and the wake pipe for at most `timeout`.
  ///
  /// Reads up to 4 KiB of input and every pending signal byte, so a burst of SIGWINCH is
  /// one ``TerminalWake/resized``.
  ///
  /// - Parameter timeout: The longest wait, rounded up to whole milliseconds; nil waits
  ///   for ever.
  /// - Returns: What arrived.
  /// - Throws: ``TerminalError/Code/inputClosed`` when the terminal hung up,
  ///   ``TerminalError/Code/systemCallFailed`` when polling or reading fails.
  public func waitForInput(timeout: Duration?) throws(TerminalError) -> TerminalWake {
    let wake: TerminalWake?
    do {
      wake = try readWake(timeout: timeout)
    } catch {
      throw .systemCall(error, "Could not read from the terminal.")
    }
    guard let wake else {
      throw TerminalError(code: .inputClosed, message: "The terminal closed its input.")
    }
    return wake
  }

  /// Waits once and reads what is there; nil when the input has ended.
  private func readWake(timeout: Duration?) throws(Platform.SystemError) -> TerminalWake? {
    let ready = try Platform.waitUntilReadable(
      [input, wakePipe.read] + watched, timeout: timeout)
    var wake = TerminalWake()
    wake.readable = zip(watched, ready.dropFirst(2)).filter(\.1).map(\.0)
    if ready[1] {
      // Every signal since the last wake is in the pipe; reading them together coalesces them.
      for byte in try Platform.readAvailable(from: wakePipe.read, limit: 256) ?? [] {
        wake.resized = wake.resized || byte == wakeByteResize || byte == wakeByteResume
        wake.resumed = wake.resumed || byte == wakeByteResume
        if quitSignals.contains(Int32(byte)) { wake.quitSignal = Int32(byte) }
      }
    }
    if ready[0], let bytes = try Platform.readAvailable(from: input, limit: Self.readLimit) {
      // A hung-up terminal ends the input together with its SIGHUP: the quit comes first.
      guard !bytes.isEmpty else { return wake.quitSignal == nil ? nil : wake }
      wake.bytes = bytes
    }
    return wake
  }

  /// Saves the current termios settings (once) and applies `cfmakeraw` to them.
  ///
  /// - Throws: ``TerminalError`` when the settings cannot be read or changed.
  public func enterRawMode() throws(TerminalError) {
    do {
      let original: Platform.TerminalAttributes
      if let saved = savedAttributes {
        original = saved
      } else {
        original = try Platform.attributes(of: input)
      }
      try Platform.setAttributes(Platform.rawAttributes(from: original), of: input)
      savedAttributes = original
    } catch {
      throw .systemCall(error, "Could not switch the terminal to raw mode.")
    }
  }

  /// Puts back the settings saved when raw mode was first entered.
  ///
  /// The settings are applied whenever they are known, even if this terminal thinks raw
  /// mode is already off: the SIGCONT handler may have re-entered it behind its back.
  public func leaveRawMode() throws(TerminalError) {
    guard let original = savedAttributes else { return }
    do {
      try Platform.setAttributes(original, of: input)
    } catch {
      throw .systemCall(error, "Could not restore the terminal settings.")
    }
  }

  /// Installs the signal handlers described in ``TerminalSession``, with the settings
  /// saved before raw mode and the given bytes.
  ///
  /// - Parameters:
  ///   - enter: The bytes written after SIGCONT.
  ///   - restore: The bytes written before the process stops or ends on a signal.
  public func armSignalRestore(enter: [UInt8], restore: [UInt8]) {
    // The handlers need the settings from before raw mode; read them now if raw mode is off.
    guard let original = savedAttributes ?? (try? Platform.attributes(of: input)) else { return }
    savedAttributes = original
    Platform.armSignals(
      input: input, output: output, wake: wakePipe.write, original: original,
      raw: Platform.rawAttributes(from: original), enter: enter, restore: restore)
    signalsArmed = true
  }

  /// Puts back the actions the handled signals had before ``armSignalRestore(enter:restore:)``.
  public func disarmSignalRestore() {
    guard signalsArmed else { return }
    Platform.disarmSignals()
    signalsArmed = false
  }

  /// Flushes output, then sends SIGTSTP to this process; returns after SIGCONT.
  public func suspend() {
    try? flush()
    Platform.stopProcess()
  }

  /// Waits on `descriptor` too from now on.
  ///
  /// - Parameter descriptor: An open descriptor.
  /// - Returns: True.
  public func watch(readable descriptor: Int32) -> Bool {
    if !watched.contains(descriptor) { watched.append(descriptor) }
    return true
  }

  /// Stops waiting on `descriptor`.
  ///
  /// - Parameter descriptor: A watched descriptor.
  public func stopWatching(_ descriptor: Int32) {
    watched.removeAll { $0 == descriptor }
  }
}
