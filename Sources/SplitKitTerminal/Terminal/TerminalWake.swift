/// What ended one wait of ``TerminalBackend/waitForInput(timeout:)``.
///
/// Several things can arrive in one wake; an empty wake means the timeout passed.
public struct TerminalWake: Hashable, Sendable {
  /// The input bytes read, in order; feed them to an ``InputDecoder``.
  public var bytes: [UInt8]
  /// Whether the window size changed (SIGWINCH) since the last wake.
  public var resized: Bool
  /// Whether the process was continued after a suspend (SIGCONT): the screen must be
  /// repainted in full.
  public var resumed: Bool
  /// The signal that asked the app to quit (SIGHUP, SIGTERM or SIGQUIT), if one arrived.
  public var quitSignal: Int32?
  /// The watched descriptors (``TerminalBackend/watch(readable:)``) that have something to
  /// read.
  public var readable: [Int32] = []

  /// Creates a wake.
  ///
  /// - Parameters:
  ///   - bytes: The input bytes read.
  ///   - resized: Whether the window size changed.
  ///   - resumed: Whether the process was continued after a suspend.
  ///   - quitSignal: The signal that asked the app to quit, if any.
  public init(
    bytes: [UInt8] = [], resized: Bool = false, resumed: Bool = false, quitSignal: Int32? = nil
  ) {
    self.bytes = bytes
    self.resized = resized
    self.resumed = resumed
    self.quitSignal = quitSignal
  }

  /// A wake with nothing in it: the timeout passed.
  public static let timeout = TerminalWake()

  /// Whether nothing arrived.
  public var isTimeout: Bool {
    bytes.isEmpty && !resized && !resumed && quitSignal == nil && readable.isEmpty
  }
}
