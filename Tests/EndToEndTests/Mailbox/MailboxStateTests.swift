import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `--reset-state` forgets where the person was (issue 4).
  ///
  /// Relaunching with the saved state and a corrupt state file are covered by
  /// `MailboxInteractiveTests`.
  @Suite
  struct MailboxStateTests {
    private typealias Sample = MailboxSessionTests

    /// Launches at 160x30 in `sandbox` and waits for `expected`.
    private func launch(_ sandbox: Sandbox, _ arguments: [String] = [], _ expected: MailboxScreen)
      async throws
      -> TmuxSession
    {
      let session = try TmuxSession(
        Binary.locate("mailbox"), arguments, columns: 160, rows: 30, sandbox: sandbox)
      try await session.waitFor(mailbox: expected)
      return session
    }

    private let start = MailboxScreen(
      .sideBySide, list: Sample.inbox, selected: Sample.first, message: Sample.first)
    private let kyoto = MailboxScreen(
      .sideBySide, list: Sample.inbox, selected: Sample.third, message: Sample.third)

    @Test func resetStateForgetsTheSavedSelection() async throws {
      let sandbox = try Sandbox()
      let first = try await launch(sandbox, [], start)
      try first.sendKeys(.down, .down, .enter)
      try await first.waitFor(mailbox: kyoto)
      try first.sendKeys(.text("q"))
      try await first.expectRestoredExit(status: 0)

      // The state was saved: a plain relaunch comes back to it …
      let second = try await launch(sandbox, [], kyoto)
      try second.sendKeys(.text("q"))
      try await second.expectRestoredExit(status: 0)

      // … and --reset-state starts from the top again.
      let third = try await launch(sandbox, ["--reset-state"], start)
      try third.sendKeys(.text("q"))
      try await third.expectRestoredExit(status: 0)
    }

    @Test func resetStateNeverDeletesADirectoryAtTheStatePath() async throws {
      let sandbox = try Sandbox()
      // A Maildir that happens to sit where the state file should be.
      let state = sandbox.stateHome.appendingPathComponent("splitkit-mailbox/state.json")
      let message = state.appendingPathComponent("cur/1:2,S")
      try FileManager.default.createDirectory(
        at: state.appendingPathComponent("new"), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: state.appendingPathComponent("cur"), withIntermediateDirectories: true)
      try Data("From: a@example.org\n\nkeep me\n".utf8).write(to: message)

      let session = try await launch(sandbox, ["--reset-state"], start)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
      let after = try session.capture()
      #expect(
        after.contains {
          $0.hasPrefix("mailbox: State not reset: ") && $0.contains("is a directory")
        }, "\(after)")
      #expect(
        try String(contentsOf: message, encoding: .utf8) == "From: a@example.org\n\nkeep me\n")
    }

    /// Closing the terminal (`tmux kill-session`: SIGHUP) or `kill -TERM` quits like `q`:
    /// the read mark made comes back on the next launch; after SIGTERM the terminal is
    /// restored and the status is 143.
    @Test(arguments: [SIGHUP, SIGTERM])
    func aReadMarkSurvivesClosingTheTerminalAndSIGTERM(signal: Int32) async throws {
      let sandbox = try Sandbox()
      let fixture = MailboxThreadsAndSearchTests.fixture()
      let first = try TmuxSession(
        Binary.locate("mailbox"), [fixture], columns: 60, rows: 24, sandbox: sandbox)
      try await first.waitFor(text: "13 messages")
      try first.sendKeys(.down, .down, .down, .down, .down, .down, .text("u"))
      try await first.waitFor("the resent copy marked unread") {
        $0.contains { $0.contains("1 unread") }
      }
      if signal == SIGHUP {
        let pid = try await first.programPID()
        try first.run(["kill-session", "-t", "e2e"])
        try await first.poll("the program to end", evidence: "pid \(pid)") {
          ProcessTable.state(of: pid).map { $0 == "Z" ? true : nil } ?? true
        }
      } else {
        try await first.signal(signal)
        try await first.expectRestoredExit(status: 128 + signal)
      }

      let second = try TmuxSession(
        Binary.locate("mailbox"), [fixture], columns: 60, rows: 24, sandbox: sandbox)
      try await second.waitFor("the mark back after the restart") {
        $0.contains { $0.contains("13 messages") } && $0.contains { $0.contains("1 unread") }
      }
      try second.sendKeys(.text("q"))
      try await second.expectRestoredExit(status: 0)
    }

    /// A mark on one of two messages with one Message-ID comes back on that one only.
    @Test func aReadMarkOnOneOfTwoMessagesWithOneMessageIDStaysOnThatOne() async throws {
      let sandbox = try Sandbox()
      let fixture = MailboxThreadsAndSearchTests.fixture()
      // "Budget draft" and "Budget draft (resent)", rows 5 and 6, are both <dup@x>, read.
      func marked(_ screen: [String]) -> [Bool]? {
        let rows = screen.filter { $0.contains("Budget draft") && !$0.contains("Re:") }
        guard rows.count == 2 else { return nil }
        return rows.map { $0.contains("●") }
      }
      let first = try TmuxSession(
        Binary.locate("mailbox"), [fixture], columns: 60, rows: 24, sandbox: sandbox)
      try await first.waitFor(text: "13 messages")
      try first.sendKeys(.down, .down, .down, .down, .down, .down, .text("u"))
      try await first.waitFor("the resent copy marked unread, the first one not") {
        marked($0) == [false, true] && $0.contains { $0.contains("1 unread") }
      }
      try first.sendKeys(.text("q"))
      try await first.expectRestoredExit(status: 0)

      let second = try TmuxSession(
        Binary.locate("mailbox"), [fixture], columns: 60, rows: 24, sandbox: sandbox)
      let screen = try await second.waitFor("the same one marked after the restart") {
        $0.contains { $0.contains("13 messages") } && marked($0) != nil
      }
      #expect(marked(screen) == [false, true], "\(screen.joined(separator: "\n"))")
      #expect(screen.contains { $0.contains("1 unread") })
      try second.sendKeys(.text("q"))
      try await second.expectRestoredExit(status: 0)
    }
  }
}
