#if canImport(Glibc)
  import Glibc
  @testable import SplitKitTerminal
  import Testing

  /// A pseudo-terminal pair: the test plays the terminal emulator on `main`, and the
  /// `PosixTerminal` under test uses `device` as its standard input and output.
  private final class PseudoTerminal {
    let main: Int32
    let device: Int32

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
      var main: Int32 = -1
      var device: Int32 = -1
      try #require(openpty(&main, &device, nil, nil, nil) == 0)
      self.main = main
      self.device = device
      resize(columns: columns, rows: rows)
    }

    deinit {
      close(device)
      closeMain()
    }

    private var mainClosed = false

    func closeMain() {
      guard !mainClosed else { return }
      mainClosed = true
      close(main)
    }

    func resize(columns: UInt16, rows: UInt16) {
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(main, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes, as a terminal emulator sends keys.
    func type(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { write(main, $0.baseAddress, $0.count) }
    }

    /// Everything the app wrote that arrives within `patience`, up to `count` bytes.
    func screenBytes(count: Int, patience: Int32 = 2000) -> [UInt8] {
      var result: [UInt8] = []
      var entry = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
      while result.count < count, poll(&entry, 1, patience) == 1 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let read = buffer.withUnsafeMutableBytes { Glibc.read(main, $0.baseAddress, $0.count) }
        guard read > 0 else { break }
        result += buffer[..<read]
      }
      return result
    }

    /// The device's local flags (ECHO, ICANON, ISIG …).
    var localFlags: tcflag_t {
      var settings = termios()
      _ = tcgetattr(device, &settings)
      return settings.c_lflag
    }

    func setLocalFlags(_ flags: tcflag_t) {
      var settings = termios()
      _ = tcgetattr(device, &settings)
      settings.c_lflag = flags
      _ = tcsetattr(device, TCSANOW, &settings)
    }

    func terminal(_ environment: [String: String] = ["TERM": "xterm-256color"]) throws
      -> PosixTerminal
    {
      try PosixTerminal(input: device, output: device, environment: environment)
    }
  }

  private let cookedFlags = tcflag_t(ECHO | ICANON | ISIG)

  @Suite(.serialized) struct PosixTerminalTests {
    /// The handler address installed for `signal` now.
    private static func disposition(of signal: Int32) -> Int {
      var action = sigaction()
      _ = sigaction(signal, nil, &action)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test func armingKeepsIgnoredSignalsIgnoredAndDisarmingPutsBackWhatWasThere() throws {
      let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
      let custom: @convention(c) (Int32) -> Void = { _ in }
      signal(SIGUSR1, SIG_IGN)
      signal(SIGUSR2, custom)
      defer {
        signal(SIGUSR1, SIG_DFL)
        signal(SIGUSR2, SIG_DFL)
      }
      let pty = try PseudoTerminal()
      let terminal = try pty.terminal()
      terminal.armSignalRestore(enter: [], restore: [])
      #expect(Self.disposition(of: SIGUSR1) == ignore)
      #expect(Self.disposition(of: SIGUSR2) != unsafeBitCast(custom, to: Int.self))
      #expect(Self.disposition(of: SIGALRM) != 0)  // SIG_DFL is 0: ours is installed
      terminal.disarmSignalRestore()
      #expect(Self.disposition(of: SIGUSR1) == ignore)
      #expect(Self.disposition(of: SIGUSR2) == unsafeBitCast(custom, to: Int.self))
      #expect(Self.disposition(of: SIGALRM) == 0)
    }

    @Test func aPipeOrADumbTerminalIsRefused() throws {
      var ends: [Int32] = [-1, -1]
      try #require(pipe(&ends) == 0)
      defer { ends.forEach { close($0) } }
      let piped = #expect(throws: TerminalError.self) {
        try PosixTerminal(input: ends[0], output: ends[1], environment: ["TERM": "xterm"])
      }
      #expect(piped?.code == .notATerminal)
      let pty = try PseudoTerminal()
      let dumb = #expect(throws: TerminalError.self) { try pty.terminal(["TERM": "dumb"]) }
      #expect(dumb?.code == .unsupportedTerminal)
    }

    @Test func theSizeComesFromTheWindowSize() throws {
      let pty = try PseudoTerminal(columns: 132, rows: 43)
      let terminal = try pty.terminal()
      #expect(try terminal.size() == CellSize(columns: 132, rows: 43))
      pty.resize(columns: 60, rows: 20)
      #expect(try terminal.size() == CellSize(columns: 60, rows: 20))
    }

    @Test func rawModeTurnsOffEchoLineEditingAndKeySignalsUntilLeft() throws {
      let pty = try PseudoTerminal()
      let terminal = try pty.terminal()
      #expect(pty.localFlags & cookedFlags == cookedFlags)
      try terminal.enterRawMode()
      #expect(pty.localFlags & cookedFlags == 0)
      try terminal.leaveRawMode()
      #expect(pty.localFlags & cookedFlags == cookedFlags)
      try terminal.leaveRawMode()
      #expect(pty.localFlags & cookedFlags == cookedFlags)
    }

    @Test func outputReachesTheTerminalOnlyWhenFlushed() throws {
      let pty = try PseudoTerminal()
      let terminal = try pty.terminal()
      terminal.write(Array("hello".utf8))
      #expect(pty.screenBytes(count: 1, patience: 0) == [])
      try terminal.flush()
      #expect(pty.screenBytes(count: 5) == Array("hello".utf8))
    }

    @Test func typedBytesArriveInAWakeAndSilenceTimesOut() throws {
      let pty = try PseudoTerminal()
      let terminal = try pty.terminal()
      try terminal.enterRawMode()
      defer { try? terminal.leaveRawMode() }
      #expect(try terminal.waitForInput(timeout: .milliseconds(1)) == .timeout)
      pty.type("\u{1B}[A")
      #expect(
        try terminal.waitForInput(timeout: .seconds(5))
          == TerminalWake(bytes: Array("\u{1B}[A".utf8)))
    }

    @Test func aHangUpEndsTheInput() throws {
      let pty = try PseudoTerminal()
      let terminal = try pty.terminal()
      pty.closeMain()
      let error = #expect(throws: TerminalError.self) {
        try terminal.waitForInput(timeout: .seconds(5))
      }
      #expect(error?.code == .inputClosed)
    }

    @Test func aSessionOnARealTerminalRestoresItAndWakesOnResizeAndResume() throws {
      let pty = try PseudoTerminal()
      let terminal = try pty.terminal()
      let session = try TerminalSession(terminal: terminal)
      let enter = TerminalModes.standard.enterSequence
      #expect(pty.screenBytes(count: enter.count) == enter)
      #expect(pty.localFlags & cookedFlags == 0)

      // Process-directed, like a real SIGWINCH: the test's own thread may block signals.
      // The handlers only write to the wake pipe; several signals are one wake.
      kill(getpid(), SIGWINCH)
      kill(getpid(), SIGWINCH)
      #expect(try terminal.waitForInput(timeout: .seconds(5)) == TerminalWake(resized: true))
      // While stopped the shell had the terminal in cooked mode; SIGCONT re-enters raw mode
      // and rewrites the modes, then asks for a full repaint.
      pty.setLocalFlags(pty.localFlags | cookedFlags)
      kill(getpid(), SIGCONT)
      #expect(
        try terminal.waitForInput(timeout: .seconds(5))
          == TerminalWake(resized: true, resumed: true))
      #expect(pty.screenBytes(count: enter.count) == enter)
      #expect(pty.localFlags & cookedFlags == 0)

      session.restore()
      let restore = TerminalModes.standard.restoreSequence
      #expect(pty.screenBytes(count: restore.count) == restore)
      #expect(pty.localFlags & cookedFlags == cookedFlags)
    }
  }
#endif
