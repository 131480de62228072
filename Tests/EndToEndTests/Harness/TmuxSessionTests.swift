import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Proves the harness against standard programs, so that a failing app test means the
  /// app is wrong, not the harness.
  @Suite
  struct TmuxSessionTests {
    /// An empty screen of `rows` rows with `top` at the top.
    private func screen(_ top: [String], rows: Int = 24) -> [String] {
      top + Array(repeating: "", count: rows - top.count)
    }

    @Test func captureShowsTypedTextAndTheProgramsOutput() async throws {
      let session = try TmuxSession(["cat"])
      try session.sendKeys(.text("héllo wörld"), .enter)
      let shown = try await session.waitFor("the echoed line and cat's copy") { rows in
        rows.filter { $0 == "héllo wörld" }.count == 2
      }
      #expect(shown == screen(["héllo wörld", "héllo wörld"]))
    }

    @Test func paneStartsAtTheRequestedSizeAndResizeReachesTheProgram() async throws {
      let session = try TmuxSession(
        ["sh", "-c", "while read -r line; do echo \"$(tput cols)x$(tput lines)\"; done"],
        columns: 100, rows: 40)
      try session.sendKeys(.enter)
      try await session.waitFor(text: "100x40")
      try session.resize(columns: 60, rows: 30)
      #expect((session.columns, session.rows) == (60, 30))
      try session.sendKeys(.enter)
      let shown = try await session.waitFor(text: "60x30")
      #expect(shown == screen(["", "100x40", "", "60x30"], rows: 30))
      #expect(try session.display("#{window_width}x#{window_height}") == "60x30")
    }

    @Test func sendBytesDeliversAnSGRMouseReportExactly() async throws {
      let session = try TmuxSession(["sh", "-c", "stty -echo; cat -v"])
      try await session.programPID()
      // Wait for `stty -echo` to take effect before typing, or the tty would echo too.
      try await session.poll("echo to be off", evidence: session.describeNow()) {
        try session.terminalState().echo ? nil : true
      }
      try session.sendBytes(SGRMouse.press(column: 10, row: 5))
      try session.sendKeys(.enter)
      let shown = try await session.waitFor(text: "^[[<0;10;5M")
      #expect(shown == screen(["^[[<0;10;5M"]))
    }

    @Test func dragSendsPressMotionsAndReleaseInOrder() async throws {
      let session = try TmuxSession(["sh", "-c", "stty -echo; cat -v"])
      try await session.poll("echo to be off", evidence: session.describeNow()) {
        try session.terminalState().echo ? nil : true
      }
      try session.drag(from: (column: 1, row: 5), to: (column: 9, row: 5), steps: 2)
      try session.sendKeys(.enter)
      let expected = "^[[<0;1;5M^[[<32;5;5M^[[<32;9;5M^[[<0;9;5m"
      let shown = try await session.waitFor(text: expected)
      #expect(shown == screen([expected]))
    }

    @Test func paneTitleSeesATitleSetByOSC0() async throws {
      let session = try TmuxSession(["sh", "-c", "read -r line; printf '\\033]0;HACKED\\007'"])
      let before = try session.paneTitle()
      #expect(before != "HACKED")
      try session.sendKeys(.enter)
      _ = try await session.waitForExit()
      #expect(try session.paneTitle() == "HACKED")
    }

    @Test func waitForExitReportsTheStatusAndUntouchedTTYModes() async throws {
      let session = try TmuxSession(["sh", "-c", "echo bye; exit 3"])
      let exit = try await session.waitForExit()
      #expect(exit.status == 3)
      #expect(exit.restoredTTYModes)
      #expect(!exit.ttyModesBefore.isEmpty)
      #expect(try session.terminalState() == .pristine)
      #expect(try session.capture() == screen(["bye", "", "EXIT:3"]))
    }

    @Test func signalReachesTheProgramNotTheWrapper() async throws {
      let session = try TmuxSession([
        "sh", "-c", "trap 'echo got TERM; exit 7' TERM; echo ready; while :; do sleep 0.05; done",
      ])
      try await session.waitFor(text: "ready")
      try await session.signal(SIGTERM)
      let exit = try await session.waitForExit()
      #expect(exit.status == 7)
      #expect(try session.capture() == screen(["ready", "got TERM", "", "EXIT:7"]))
    }

    @Test func anInterruptedProgramLeavesThePaneOpenWithStatus130() async throws {
      let session = try TmuxSession(["sleep", "600"])
      try await session.signal(SIGINT)
      let exit = try await session.waitForExit()
      #expect(exit.status == 130)
      #expect(try session.capture() == screen(["", "EXIT:130"]))
    }

    @Test func suspendStopsTheProgramAndResumeBringsItBackToTheForeground() async throws {
      let session = try TmuxSession([
        "sh", "-c", "stty -echo; kill -TSTP $$; stty echo; echo resumed",
      ])
      try await session.waitForStopped()
      var suspended = TerminalState.pristine
      suspended.echo = false
      #expect(try session.terminalState() == suspended)
      try session.resume()
      try await session.waitFor(text: "resumed")
      let exit = try await session.waitForExit()
      #expect(exit.status == 0)
      #expect(exit.restoredTTYModes)
      #expect(try session.terminalState() == .pristine)
      #expect(try session.capture() == screen(["", "STOPPED:148", "resumed", "", "EXIT:0"]))
    }

    @Test func waitForFailsWithTheLastScreenInTheMessage() async throws {
      let session = try TmuxSession(["sh", "-c", "echo what the person sees; exec cat"])
      try await session.waitFor(text: "what the person sees")
      let error = await #expect(throws: EndToEndError.self) {
        try await session.waitFor(text: "never shown", timeout: .milliseconds(200))
      }
      let message = error?.message ?? ""
      #expect(
        message.contains("Timed out after 0.2 seconds waiting for a row containing \"never shown\"")
      )
      #expect(message.contains("Last screen (80x24, program running)"))
      #expect(message.contains("  1│what the person sees"))
    }

    @Test func programRunsWithTheControlledEnvironmentOnly() async throws {
      let sandbox = try Sandbox()
      let session = try TmuxSession(
        ["sh", "-c", "env | grep -v -e '^PWD=' -e '^SHLVL=' -e '^_=' | sort"],
        columns: 400, sandbox: sandbox, environment: ["NO_COLOR": "1"])
      _ = try await session.waitForExit()
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      let expected = [
        "HOME=\(sandbox.home.path)", "LANG=C.UTF-8", "NO_COLOR=1", "PATH=\(path)",
        "TERM=xterm-256color", "XDG_STATE_HOME=\(sandbox.stateHome.path)",
      ]
      let shown = try session.capture(escapes: false).joined(separator: "\n")
      #expect(shown.hasPrefix(expected.joined(separator: "\n") + "\n"))
    }

    @Test func closeKillsTheProgramAndTheServer() async throws {
      let session = try TmuxSession(["sleep", "600"])
      let pid = try await session.programPID()
      let socket = session.socket
      let socketPath = try #require(session.socketPath)
      #expect(FileManager.default.fileExists(atPath: socketPath))
      session.close()
      #expect(!FileManager.default.fileExists(atPath: socketPath))
      try await session.poll("the program to be gone", evidence: "pid \(pid) remains") {
        ProcessTable.state(of: pid) == nil || ProcessTable.state(of: pid) == "Z" ? true : nil
      }
      let probe = try Subprocess.runQuickly(
        session.tmux, ["-L", socket, "-f", "/dev/null", "has-session"])
      #expect(probe.status != 0)
    }
  }
}
