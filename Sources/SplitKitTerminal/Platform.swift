// Every use of the C library lives in this file, so the rest of the module is portable
// Swift and the async-signal-safe code can be read in one place.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("SplitKitTerminal needs a POSIX C library (Glibc, Musl or Darwin).")
#endif

/// Thin, typed wrappers over the POSIX calls the terminal host needs.
enum Platform {
  /// Standard input's file descriptor.
  static let standardInput: Int32 = 0
  /// Standard output's file descriptor.
  static let standardOutput: Int32 = 1
  /// The standard error descriptor, for messages after the terminal is restored.
  static let standardError: Int32 = 2

  /// A failed system call: the function's name and `errno`.
  struct SystemError: Error, CustomStringConvertible, Sendable {
    /// The C function that failed.
    var function: String
    /// The `errno` value it left.
    var code: Int32

    /// Captures the current `errno`.
    init(_ function: String) {
      self.function = function
      self.code = errno
    }

    var description: String {
      "\(function): \(strerror(code).map { String(cString: $0) } ?? "error \(code)")"
    }
  }

  // MARK: Terminal attributes

  /// A saved copy of a terminal's termios settings.
  struct TerminalAttributes: @unchecked Sendable {
    fileprivate var value: termios
  }

  /// Whether `descriptor` refers to a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// Reads the termios settings of `descriptor`.
  static func attributes(of descriptor: Int32) throws(SystemError) -> TerminalAttributes {
    var value = termios()
    guard tcgetattr(descriptor, &value) == 0 else { throw SystemError("tcgetattr") }
    return TerminalAttributes(value: value)
  }

  /// Applies termios settings to `descriptor` immediately.
  static func setAttributes(_ attributes: TerminalAttributes, of descriptor: Int32)
    throws(SystemError)
  {
    var value = attributes.value
    while tcsetattr(descriptor, TCSANOW, &value) != 0 {
      guard errno == EINTR else { throw SystemError("tcsetattr") }
    }
  }

  /// Raw mode derived from `attributes`: no echo, no line editing, no signals from keys
  /// (Ctrl-C, Ctrl-Z, Ctrl-\ arrive as bytes), no flow control, no output processing.
  static func rawAttributes(from attributes: TerminalAttributes) -> TerminalAttributes {
    var value = attributes.value
    cfmakeraw(&value)
    return TerminalAttributes(value: value)
  }

  /// The window size of `descriptor` in cells, or nil when the terminal does not say.
  static func windowSize(of descriptor: Int32) -> CellSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return CellSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// The process environment as a dictionary.
  static func environment() -> [String: String] {
    #if canImport(Darwin)
      guard let entries = _NSGetEnviron()?.pointee else { return [:] }
    #else
      guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else {
        return [:]
      }
    #endif
    var result: [String: String] = [:]
    var index = 0
    while let entry = entries[index] {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      index += 1
    }
    return result
  }

  // MARK: Reading, writing, waiting

  /// Writes all of `bytes`, retrying after interruptions and waiting while the
  /// descriptor is non-blocking and full.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
    var error: SystemError?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return }
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&entry, 1, -1)
        } else if errno != EINTR {
          error = SystemError("write")
          return
        }
      }
    }
    if let error { throw error }
  }

  /// Reads what is available from `descriptor`, at most `limit` bytes; empty means end of
  /// file (or a terminal that hung up: EIO), nil means nothing was available after all.
  static func readAvailable(from descriptor: Int32, limit: Int) throws(SystemError) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: limit)
    while true {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
      if count >= 0 { return Array(bytes[..<count]) }
      if errno == EAGAIN || errno == EWOULDBLOCK { return nil }
      if errno == EIO { return [] }
      guard errno == EINTR else { throw SystemError("read") }
    }
  }

  /// Waits until one of `descriptors` is readable (or hung up) or `timeout` passes.
  ///
  /// - Parameter timeout: The longest wait, rounded up to whole milliseconds; nil waits
  ///   for ever.
  /// - Returns: For each descriptor, whether it has something to read; all false after a
  ///   timeout or an interrupting signal.
  static func waitUntilReadable(_ descriptors: [Int32], timeout: Duration?) throws(SystemError)
    -> [Bool]
  {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = timeout.map(wholeMilliseconds) ?? -1
    let ready = poll(&entries, nfds_t(entries.count), milliseconds)
    if ready < 0 {
      guard errno == EINTR else { throw SystemError("poll") }
      return descriptors.map { _ in false }
    }
    return entries.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
  }

  /// `duration` in milliseconds, rounded up so a wait never ends before its deadline.
  static func wholeMilliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
    guard !milliseconds.overflow else { return .max }
    return Int32(
      clamping: milliseconds.partialValue + (attoseconds + 999_999_999_999_999)
        / 1_000_000_000_000_000)
  }

  /// Creates a pipe whose ends are non-blocking and closed on exec.
  static func makeWakePipe() throws(SystemError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SystemError("pipe") }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// Closes a descriptor.
  static func close(_ descriptor: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(descriptor)
    #elseif canImport(Musl)
      _ = Musl.close(descriptor)
    #else
      _ = Glibc.close(descriptor)
    #endif
  }
}

// MARK: - Signals

/// What the signal handlers need, in memory they can read without allocating or locking.
///
/// Written only while the handlers are disarmed; read only by the handlers. The handlers
/// touch nothing else: no Swift allocation, no reference counting, no locks; the global
/// pointer to it is set (and its lazy initializer run) before any handler is installed.
private struct SignalContext {
  var input: Int32
  var output: Int32
  var wake: Int32
  var original: termios
  var raw: termios
  var enter: UnsafeMutableBufferPointer<UInt8>
  var restore: UnsafeMutableBufferPointer<UInt8>
  /// The quit signal already passed to the event loop; 0 while none has arrived.
  var quitSignal: Int32 = 0
}

private nonisolated(unsafe) var signalContext: UnsafeMutablePointer<SignalContext>?

/// The signals that ask the app to quit through its event loop, so it saves its state
/// first: a closed terminal window (SIGHUP), `kill` (SIGTERM) and `kill -QUIT`.
let quitSignals: [Int32] = [SIGHUP, SIGTERM, SIGQUIT]

/// Every other signal whose default action ends the process: the terminal is restored and
/// the signal is raised again with its default action, so the exit status is the usual
/// 128 + signal. (SIGKILL cannot be caught; nothing can restore after it.)
private let terminatingSignals: [Int32] = {
  var signals: [Int32] = [
    SIGINT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
    SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
  ]
  #if canImport(Glibc)
    signals += [SIGIO, SIGPWR, SIGSTKFLT]
    // Real-time signals end the process by default too (glibc keeps the first few).
    signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
  #elseif canImport(Musl)
    signals += [SIGIO, SIGPWR, SIGSTKFLT]
  #endif
  return signals
}()

/// The dispositions the handlers replaced, put back by ``Platform/disarmSignals()``.
private nonisolated(unsafe) var replacedActions: [(signal: Int32, action: sigaction)] = []

/// The byte the SIGWINCH handler writes to the wake pipe.
let wakeByteResize = UInt8(ascii: "W")
/// The byte the SIGCONT handler writes to the wake pipe.
let wakeByteResume = UInt8(ascii: "C")
// A quit signal's handler writes the signal number itself (1, 3 or 15), which no other
// wake byte equals.

/// Writes a whole buffer with `write()` only (async-signal-safe).
private func signalSafeWrite(_ descriptor: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) {
  guard var pointer = UnsafeRawPointer(buffer.baseAddress) else { return }
  var remaining = buffer.count
  while remaining > 0 {
    let written = write(descriptor, pointer, remaining)
    if written > 0 {
      pointer += written
      remaining -= written
    } else if written < 0 && errno == EINTR {
      continue
    } else {
      return
    }
  }
}

/// Puts the terminal back as it was: modes off, then the saved termios.
private func signalSafeRestore(_ context: UnsafeMutablePointer<SignalContext>) {
  signalSafeWrite(context.pointee.output, context.pointee.restore)
  _ = tcsetattr(context.pointee.input, TCSANOW, &context.pointee.original)
}

private func signalSafeWake(_ byte: UInt8) {
  guard let context = signalContext else { return }
  var value = byte
  _ = write(context.pointee.wake, &value, 1)
}

private func handleTerminatingSignal(_ signal: Int32) {
  if let context = signalContext { signalSafeRestore(context) }
  _ = signalHandler(signal, SIG_DFL)
  _ = raise(signal)
}

/// Passes the first quit signal to the event loop as a wake byte (the signal number).
///
/// A second one, while the first is still pending, ends the process at once as any
/// terminating signal does, in case the loop is stuck. A SIGHUP after a SIGHUP is the same
/// hangup again (the shell forwards it and the kernel sends it when the shell ends), so it
/// is ignored: the terminal is gone and nobody can have sent it twice on purpose.
private func handleQuitSignal(_ signal: Int32) {
  guard let context = signalContext else { return handleTerminatingSignal(signal) }
  let pending = context.pointee.quitSignal
  if pending == SIGHUP && signal == SIGHUP { return }
  guard pending == 0 else { return handleTerminatingSignal(signal) }
  let savedErrno = errno
  context.pointee.quitSignal = signal
  signalSafeWake(UInt8(truncatingIfNeeded: signal))
  errno = savedErrno
}

private func handleStop(_ signal: Int32) {
  let savedErrno = errno
  if let context = signalContext { signalSafeRestore(context) }
  _ = signalHandler(SIGTSTP, SIG_DFL)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, SIGTSTP)
  _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
  _ = raise(SIGTSTP)
  // Stopped here until SIGCONT, whose handler puts the terminal back into raw mode.
  _ = signalHandler(SIGTSTP, { handleStop($0) })
  errno = savedErrno
}

private func handleContinue(_ signal: Int32) {
  let savedErrno = errno
  if let context = signalContext {
    _ = tcsetattr(context.pointee.input, TCSANOW, &context.pointee.raw)
    signalSafeWrite(context.pointee.output, context.pointee.enter)
  }
  signalSafeWake(wakeByteResume)
  errno = savedErrno
}

private func handleResize(_ signal: Int32) {
  let savedErrno = errno
  signalSafeWake(wakeByteResize)
  errno = savedErrno
}

/// `signal()` under one name on every C library (BSD semantics: handlers stay installed and
/// interrupted calls restart).
@discardableResult
private func signalHandler(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (
  @convention(c) (Int32) -> Void
)? {
  #if canImport(Darwin)
    Darwin.signal(signal, handler)
  #elseif canImport(Musl)
    Musl.signal(signal, handler)
  #else
    Glibc.signal(signal, handler)
  #endif
}

extension Platform {
  /// Installs the signal handlers that keep the terminal usable whatever happens.
  ///
  /// - SIGHUP, SIGTERM and SIGQUIT write their signal number to the wake pipe, so the
  ///   event loop quits the app normally; a second one before the loop is done ends the
  ///   process as below (except a SIGHUP after a SIGHUP, the same hangup again).
  /// - Every other signal whose default action ends the process (SIGINT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGSYS, SIGXCPU, the fatal signals,
  ///   the real-time signals…) writes `restore`, reapplies `original`, then re-raises the
  ///   signal with its default action. A signal the process was started with ignored
  ///   (`nohup`, `trap '' PIPE`) stays ignored: it ends nothing, so nothing needs restoring.
  /// - SIGTSTP restores the same way, stops the process, and on SIGCONT the terminal is
  ///   put back into `raw` mode, `enter` is written and the wake pipe gets a resume byte.
  /// - SIGWINCH only writes a resize byte to the wake pipe.
  ///
  /// The handlers use only `write`, `tcsetattr`, `signal`, `pthread_sigmask` and `raise`.
  static func armSignals(
    input: Int32, output: Int32, wake: Int32, original: TerminalAttributes, raw: TerminalAttributes,
    enter: [UInt8], restore: [UInt8]
  ) {
    disarmSignals()
    let context = UnsafeMutablePointer<SignalContext>.allocate(capacity: 1)
    context.initialize(
      to: SignalContext(
        input: input, output: output, wake: wake, original: original.value, raw: raw.value,
        enter: copy(enter), restore: copy(restore)))
    signalContext = context
    for signal in terminatingSignals {
      install(signal) { handleTerminatingSignal($0) }
    }
    for signal in quitSignals {
      install(signal) { handleQuitSignal($0) }
    }
    install(SIGTSTP) { handleStop($0) }
    install(SIGCONT) { handleContinue($0) }
    install(SIGWINCH) { handleResize($0) }
  }

  /// Installs `handler` for `signal`, remembering the disposition it replaces; a signal
  /// that was ignored keeps being ignored.
  private static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var previous = sigaction()
    guard sigaction(signal, nil, &previous) == 0 else { return }
    let old = signalHandler(signal, handler)
    if let old, unsafeBitCast(old, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
      _ = sigaction(signal, &previous, nil)
      return
    }
    replacedActions.append((signal, previous))
  }

  /// Puts back the signal dispositions the handlers replaced.
  ///
  /// The handlers' context is deliberately never freed: a handler already running on
  /// another thread may still be reading it, and one context per session is a few bytes.
  static func disarmSignals() {
    guard signalContext != nil else { return }
    for (signal, action) in replacedActions {
      var action = action
      _ = sigaction(signal, &action, nil)
    }
    replacedActions = []
    signalContext = nil
  }

  /// Stops the process as Ctrl-Z would in a shell; returns once it is continued.
  ///
  /// With the handlers armed, the terminal is restored before stopping and raw mode is
  /// re-entered on SIGCONT.
  static func stopProcess() {
    // Process-directed, so a thread that blocks signals (a Dispatch worker) can call it.
    _ = kill(getpid(), SIGTSTP)
  }

  /// Runs `arguments` (the program found on `PATH`) as a child with this process's
  /// terminal and environment, and waits for it.
  ///
  /// - Parameter arguments: The program and its arguments; empty runs nothing.
  /// - Returns: Its exit status (128 + the signal if one ended it), or nil when it could
  ///   not be started.
  static func runProgram(_ arguments: [String]) -> Int32? {
    guard let program = arguments.first else { return nil }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, program, nil, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Ends the process with `status`, flushing C stdio buffers.
  static func exitProcess(_ status: Int32) -> Never {
    exit(status)
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
    _ = buffer.initialize(from: bytes)
    return UnsafeMutableBufferPointer(rebasing: buffer[..<bytes.count])
  }
}
