public import SplitKitTerminal
public import SplitKitTesting

/// An in-memory terminal: records what the host writes and plays scripted input.
///
/// Script input with `send(_:)`, resizes with ``resize(to:)`` and a resume
/// after Ctrl-Z with ``resume()``; each becomes one wake, returned in order by
/// ``waitForInput(timeout:)``. When the script is empty, a wait with a timeout advances
/// the ``clock`` (if any) by the timeout and returns
/// ``/SplitKitTerminal/TerminalWake/timeout``; a wait without one means the app would
/// block for ever, which ends the test run with
/// ``/SplitKitTerminal/TerminalError/Code/inputClosed``.
///
/// ```swift
/// let clock = ManualClock()
/// let terminal = TestTerminal(size: CellSize(columns: 80, rows: 24), clock: clock)
/// terminal.send("j")
/// let loop = EventLoop(terminal: terminal, clock: clock)
/// try loop.nextActions()   // [.input(.key(.character("j")))]
/// ```
public final class TestTerminal: TerminalBackend {
  /// The terminal's size; change it with ``resize(to:)``.
  public private(set) var currentSize: CellSize
  /// Every byte flushed so far.
  public private(set) var output: [UInt8] = []
  /// Bytes written but not flushed yet.
  public private(set) var unflushed: [UInt8] = []
  /// Whether raw mode is on.
  public private(set) var isRawMode = false
  /// The bytes armed for signal paths, or nil when disarmed.
  public private(set) var signalRestore: (enter: [UInt8], restore: [UInt8])?
  /// How many times the app suspended itself (see ``suspend()``).
  public private(set) var suspendCount = 0
  /// The timeout of every wait so far, in order (nil for a wait without one).
  public private(set) var waits: [Duration?] = []
  /// The clock advanced by waits that time out.
  public let clock: ManualClock?
  /// The environment reported to the host's colour detection; empty (no colour) by default.
  public let environment: [String: String]
  private var script: [TerminalWake] = []

  /// Creates a test terminal.
  ///
  /// - Parameters:
  ///   - size: The initial size; 80×24 by default.
  ///   - clock: A clock to advance when a wait times out; none by default.
  ///   - environment: What ``environment`` reports, such as `["TERM": "xterm-256color"]`.
  public init(
    size: CellSize = CellSize(columns: 80, rows: 24), clock: ManualClock? = nil,
    environment: [String: String] = [:]
  ) {
    self.currentSize = size
    self.clock = clock
    self.environment = environment
  }

  /// Every byte flushed so far, as text (invalid UTF-8 shown as U+FFFD).
  public var outputText: String { String(decoding: output, as: UTF8.self) }

  /// Forgets the output recorded so far.
  public func clearOutput() {
    output.removeAll()
  }

  /// Scripts one read of input bytes.
  ///
  /// - Parameter bytes: The bytes the read returns.
  public func send(_ bytes: [UInt8]) {
    script.append(TerminalWake(bytes: bytes))
  }

  /// Scripts one read of UTF-8 text (which may contain escape sequences).
  ///
  /// - Parameter text: The text whose UTF-8 bytes the read returns.
  public func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Changes the size and scripts the SIGWINCH wake that follows.
  ///
  /// - Parameter size: The new size in cells.
  public func resize(to size: CellSize) {
    currentSize = size
    script.append(TerminalWake(resized: true))
  }

  /// Scripts the wake after the process is continued (SIGCONT).
  public func resume() {
    script.append(TerminalWake(resized: true, resumed: true))
  }

  /// Whether scripted wakes are still waiting to be read.
  public var hasScriptedInput: Bool { !script.isEmpty }

  /// Returns ``currentSize``.
  ///
  /// - Returns: The size last set by ``init(size:clock:environment:)`` or ``resize(to:)``.
  public func size() throws(TerminalError) -> CellSize {
    currentSize
  }

  /// Appends to ``unflushed``.
  ///
  /// - Parameter bytes: The bytes written.
  public func write(_ bytes: [UInt8]) {
    unflushed.append(contentsOf: bytes)
  }

  /// Moves ``unflushed`` to ``output``.
  public func flush() throws(TerminalError) {
    output.append(contentsOf: unflushed)
    unflushed.removeAll()
  }

  /// Returns the next scripted wake; with none left, advances ``clock`` by `timeout`.
  ///
  /// - Parameter timeout: The longest wait; recorded in ``waits``.
  /// - Returns: The next scripted wake, or ``/SplitKitTerminal/TerminalWake/timeout``.
  /// - Throws: ``/SplitKitTerminal/TerminalError/Code/inputClosed`` when the script is
  ///   empty and there is no timeout: a real app would block for ever here.
  public func waitForInput(timeout: Duration?) throws(TerminalError) -> TerminalWake {
    waits.append(timeout)
    if !script.isEmpty { return script.removeFirst() }
    guard let timeout else {
      throw TerminalError(
        code: .inputClosed,
        message: "The test terminal has no more scripted input and the loop would block for ever.")
    }
    clock?.advance(by: timeout)
    return .timeout
  }

  /// Sets ``isRawMode``.
  public func enterRawMode() throws(TerminalError) {
    isRawMode = true
  }

  /// Clears ``isRawMode``.
  public func leaveRawMode() throws(TerminalError) {
    isRawMode = false
  }

  /// Records the bytes in ``signalRestore``.
  ///
  /// - Parameters:
  ///   - enter: The bytes that turn the app's terminal modes on.
  ///   - restore: The bytes that turn them off again.
  public func armSignalRestore(enter: [UInt8], restore: [UInt8]) {
    signalRestore = (enter, restore)
  }

  /// Clears ``signalRestore``.
  public func disarmSignalRestore() {
    signalRestore = nil
  }

  /// Plays what the real terminal's signal handlers do around a stop: the armed restore
  /// bytes, raw mode off, then (on continue) raw mode on, the enter bytes, and a resumed
  /// wake at the front of the script.
  public func suspend() {
    suspendCount += 1
    guard let signalRestore else { return }
    output += signalRestore.restore
    isRawMode = false
    // … stopped until SIGCONT …
    isRawMode = true
    output += signalRestore.enter
    script.insert(TerminalWake(resized: true, resumed: true), at: 0)
  }
}
