import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox` left alone while another program changes the Maildir (issue 35): no key is
  /// pressed, yet new mail, a flag set elsewhere and a removal show, the open message and
  /// the selection stay, and an idle reader is not woken while nothing changes.
  @Suite
  struct MailboxWatchTests {
    /// Delivers a message into `folder` as an MDA does: written in `tmp/`, renamed into
    /// `new/`.
    static func deliver(_ subject: String, from sender: String, into folder: URL, name: String)
      throws
    {
      let temporary = folder.appendingPathComponent("tmp/" + name)
      try Data(MailFolders.message(sender, subject).utf8).write(to: temporary)
      try FileManager.default.moveItem(
        at: temporary, to: folder.appendingPathComponent("new/" + name))
    }

    /// The tree of `MailFolders`, with `settings` as the settings file when given.
    static func start(_ sandbox: Sandbox, settings: String? = nil) throws -> (
      TmuxSession, URL
    ) {
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      var environment: [String: String] = [:]
      if let settings {
        let directory = sandbox.files.appendingPathComponent("config/splitkit-mailbox")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(settings.utf8).write(to: directory.appendingPathComponent("config"))
        environment["XDG_CONFIG_HOME"] = sandbox.files.appendingPathComponent("config").path
      }
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 24, sandbox: sandbox,
        environment: environment)
      return (session, root)
    }

    /// How long a change may take to show while no key is pressed: the 1 s budget is the
    /// benchmark's (`splitkit-bench mailbox`); here a loaded machine (tests running beside
    /// this one) may be slow, and only a change that never shows fails.
    static let shownWithin = Duration.seconds(20)

    /// New mail, a flag another program sets, a removal and mail in another folder all
    /// show while no key is pressed; Bob's message stays open and selected throughout.
    @Test func anIdleReaderShowsOtherProgramsChangesAndKeepsTheOpenMessage() async throws {
      let sandbox = try Sandbox()
      let (session, root) = try Self.start(sandbox)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try session.sendKeys(.down, .enter)
      try await session.waitFor("Bob's message open") {
        $0.joined().contains("Subject: Lunch today")
      }
      try Self.deliver("Fresh news", from: "Fay", into: root, name: "9.M9.host")
      try await session.waitFor(
        "the new message listed, Bob's still open", timeout: Self.shownWithin
      ) {
        $0[0].contains("Inbox — 4") && $0.contains { $0.contains("Fresh news") }
          && $0.joined().contains("Subject: Lunch today")
      }
      // Flagged by another program: Ada's file gains F.
      try FileManager.default.moveItem(
        at: root.appendingPathComponent("cur/1.M1.host:2,S"),
        to: root.appendingPathComponent("cur/1.M1.host:2,FS"))
      try await session.waitFor("Ada's row flagged", timeout: Self.shownWithin) {
        $0.contains { $0.contains("Welcome aboard") && $0.contains("⚑") }
      }
      // Removed by another program: Cy's message goes.
      try FileManager.default.removeItem(at: root.appendingPathComponent("new/3.M3.host"))
      try await session.waitFor("Cy's message gone", timeout: Self.shownWithin) {
        $0[0].contains("Inbox — 3") && !$0.joined().contains("Build is red")
      }
      // Mail in another folder: its unread count in the sidebar.
      try Self.deliver(
        "Copy", from: "Me", into: root.appendingPathComponent(".Sent"), name: "10.M10.host")
      try await session.waitFor("Sent counted again", timeout: Self.shownWithin) {
        $0.contains { $0.hasPrefix(" Sent") && $0.contains("1 │") }
      }
      let screen = try session.capture()
      #expect(screen.joined().contains("Subject: Lunch today"), "\(screen)")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// A search typed before the mail comes keeps its text and shows the new match.
    @Test func aSearchInProgressIsKeptAndFindsNewMail() async throws {
      let sandbox = try Sandbox()
      let (session, root) = try Self.start(sandbox)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try session.sendKeys(.text("/lunch"))
      try await session.waitFor("one match") { $0.joined().contains("1 of 3") }
      try Self.deliver("Lunch again", from: "Fay", into: root, name: "9.M9.host")
      try await session.waitFor("two matches, the search kept", timeout: Self.shownWithin) {
        $0.joined().contains("2 of 4") && $0.contains { $0.contains("Lunch again") }
          && $0.joined().contains("/lunch")
      }
      try await session.clearSearch(of: "4")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// Once idle, the reader's threads are not woken at all while nothing changes (no
    /// polling: it sleeps in `poll` on the terminal and the inotify descriptor); a
    /// delivery wakes it.
    @Test func anIdleReaderIsNotWokenWhileNothingChanges() async throws {
      let sandbox = try Sandbox()
      let (session, root) = try Self.start(sandbox)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      let pid = try await session.programPID()
      // Idle once a whole second passes without a wake-up (the search index is built
      // after the list; the deadline is for that).
      let deadline = ContinuousClock.now + .seconds(30)
      var quiet = false
      while !quiet, ContinuousClock.now < deadline {
        let before = ProcessTable.wakeUps(of: pid)
        try await Task.sleep(for: .seconds(1))  // a measuring window, not a wait for state
        quiet = before != nil && ProcessTable.wakeUps(of: pid) == before
      }
      #expect(quiet, "the reader never went idle")
      let idle = try #require(ProcessTable.wakeUps(of: pid))
      try await Task.sleep(for: .seconds(3))  // a measuring window, not a wait for state
      #expect(ProcessTable.wakeUps(of: pid) == idle, "woken while nothing changed")
      try Self.deliver("Fresh news", from: "Fay", into: root, name: "9.M9.host")
      try await session.waitFor("the delivery shown", timeout: Self.shownWithin) {
        $0[0].contains("Inbox — 4")
      }
      #expect((ProcessTable.wakeUps(of: pid) ?? 0) > idle)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// With inotify turned off in the settings, the timer (here 1 s) finds new mail.
    @Test func withoutInotifyATimerFindsNewMail() async throws {
      let sandbox = try Sandbox()
      let (session, root) = try Self.start(
        sandbox, settings: "[watch]\ninotify = no\ninterval = 1\n")
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try Self.deliver("Fresh news", from: "Fay", into: root, name: "9.M9.host")
      try await session.waitFor("the delivery shown", timeout: Self.shownWithin) {
        $0[0].contains("Inbox — 4") && $0.contains { $0.contains("Fresh news") }
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
