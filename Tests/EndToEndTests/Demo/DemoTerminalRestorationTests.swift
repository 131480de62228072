import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// However `splitkit-demo` ends or pauses, the person's terminal comes back as it was:
  /// cooked tty, main screen, no mouse reporting, visible cursor (issue 3).
  @Suite
  struct DemoTerminalRestorationTests {
    private func launch() async throws -> TmuxSession {
      let session = try TmuxSession(Binary.locate("splitkit-demo"), columns: 100, rows: 30)
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
      #expect(try session.terminalState() == TerminalState.fullScreenApp)
      return session
    }

    @Test(arguments: [TmuxSession.Key.text("q"), .control("c")])
    func quitKeysExitCleanly(key: TmuxSession.Key) async throws {
      let session = try await launch()
      try session.sendKeys(key)
      try await session.expectRestoredExit(status: 0)
    }

    /// Every signal whose default action ends the process (issue 13, point 5); the
    /// core-dumping ones (SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ) run with core dumps off.
    @Test(arguments: [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGSYS, SIGXCPU,
      SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
      __libc_current_sigrtmin(), __libc_current_sigrtmax(),
    ])
    func aTerminatingSignalRestoresTheTerminal(signal: Int32) async throws {
      let session = try await launch()
      try await session.signal(signal)
      try await session.expectRestoredExit(status: 128 + signal)
    }

    /// SIGHUP, SIGTERM and SIGQUIT are quit requests handled by the event loop; a second
    /// one that comes before the loop got to the first (here both are delivered at once,
    /// while the process was stopped) restores the terminal and ends the process by itself.
    ///
    /// Linux queues both handlers on resume and runs the one queued last first: SIGTERM's
    /// passes the quit to the loop, which would end with 143; SIGHUP's then finds a quit
    /// pending and ends the process with 129 at once.
    @Test func aSecondQuitSignalBeforeTheLoopQuitsEndsTheProcessAtOnce() async throws {
      let session = try await launch()
      try await session.signal(SIGSTOP)
      // SIGSTOP leaves the tty raw, so the wrapper's line does not start the row.
      try await session.waitFor("the wrapper to report the stop") { screen in
        screen.contains { $0.contains("STOPPED:") }
      }
      try await session.signal(SIGHUP)
      try await session.signal(SIGTERM)
      try session.resume()
      try await session.expectRestoredExit(status: 128 + SIGHUP)
    }

    @Test func suspendingRestoresTheTerminalAndResumingRedrawsTheApp() async throws {
      let session = try await launch()
      try session.sendKeys(.text("\\"))
      try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
      try await session.signal(SIGTSTP)
      try await session.waitForStopped()
      #expect(try session.terminalState() == .pristine)
      try session.resume()
      try await session.waitFor(demo: DemoScreen(.overlay, selected: "Item 1", detail: "Item 1"))
      #expect(try session.terminalState() == TerminalState.fullScreenApp)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func aResizeWhileSuspendedIsHonouredOnResume() async throws {
      let session = try await launch()
      try await session.signal(SIGTSTP)
      try await session.waitForStopped()
      try session.resize(columns: 150, rows: 30)
      try session.resume()
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
    }

    @Test func withoutMouseTheTerminalReportsNoMouse() async throws {
      let session = try TmuxSession(
        Binary.locate("splitkit-demo"), ["--no-mouse"], columns: 100, rows: 30)
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
      var expected = TerminalState.fullScreenApp
      expected.mouseReporting = false
      expected.sgrMouse = false
      #expect(try session.terminalState() == expected)
    }

    @Test func ctrlZSuspendsLikeSIGTSTP() async throws {
      let session = try await launch()
      try session.sendKeys(.control("z"))
      try await session.waitForStopped()
      #expect(try session.terminalState() == .pristine)
      try session.resume()
      try await session.waitFor(demo: DemoScreen(.detailOnly, detail: "Item 1"))
      #expect(try session.terminalState() == TerminalState.fullScreenApp)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
