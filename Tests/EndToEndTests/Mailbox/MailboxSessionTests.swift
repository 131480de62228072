import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox` on the bundled sample, read back as whole states with ``MailboxScreen``.
  ///
  /// Each state is the layout, list title, highlighted row and message shown. Covered: the
  /// selection a click or a key makes, choosing from the overlay, and the terminal's state
  /// while running, after a signal and around a suspend. Complements
  /// `MailboxInteractiveTests`, which covers sizes, open/back, drag, resize sweep, filter
  /// and relaunch.
  @Suite
  struct MailboxSessionTests {
    static let inbox = "Inbox — 150"
    static let first = "Quarterly planning"
    static let second = "Office plants need water"
    static let third = "Trip to Kyoto — itinerary"
    static let fourth = "Build is red on main"
    /// Launching at a medium width with no message chosen shows the list over the first.
    static let mediumStart = MailboxScreen(.overlay, list: inbox, selected: first)

    private func launch(
      columns: Int, rows: Int = 30, _ expected: MailboxScreen
    ) async throws -> TmuxSession {
      let session = try TmuxSession(
        Binary.locate("mailbox"), columns: columns, rows: rows)
      try await session.waitFor(mailbox: expected)
      return session
    }

    @Test(arguments: [
      (160, 50, MailboxScreen(.sideBySide, list: inbox, selected: first, message: first)),
      (100, 40, mediumStart),
      (60, 30, MailboxScreen(.compactList, list: inbox, selected: first)),
    ])
    func startsWithTheLayoutForItsWidth(columns: Int, rows: Int, expected: MailboxScreen)
      async throws
    {
      let session = try await launch(columns: columns, rows: rows, expected)
      #expect(try session.capture().allSatisfy { $0.count <= columns })
      #expect(try session.terminalState() == TerminalState.fullScreenApp)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func wideWidthShowsTheChosenMessageBesideTheList() async throws {
      let session = try await launch(
        columns: 160,
        MailboxScreen(.sideBySide, list: Self.inbox, selected: Self.first, message: Self.first))
      try session.sendKeys(.down)
      try await session.waitFor(
        mailbox: MailboxScreen(
          .sideBySide, list: Self.inbox, selected: Self.second, message: Self.second))
      let screen = try session.capture()
      let row = try #require(ScreenText.position(of: "Trip to Kyoto", in: screen))
      try session.click(column: row.column, row: row.row)
      try await session.waitFor(
        mailbox: MailboxScreen(
          .sideBySide, list: Self.inbox, selected: Self.third, message: Self.third))
    }

    @Test func backslashShowsTheListOverTheMessageAndChoosingSlidesItAway() async throws {
      let session = try await launch(columns: 100, Self.mediumStart)
      try session.sendKeys(.escape)
      try await session.waitFor(mailbox: MailboxScreen(.detailOnly, message: Self.first))
      try session.sendKeys(.text("\\"))
      try await session.waitFor(mailbox: Self.mediumStart)
      try session.sendKeys(.down, .down, .down)
      try await session.waitFor(
        mailbox: MailboxScreen(.overlay, list: Self.inbox, selected: Self.fourth))
      try session.sendKeys(.enter)
      try await session.waitFor(mailbox: MailboxScreen(.detailOnly, message: Self.fourth))
      try session.sendKeys(.text("\\"))
      try await session.waitFor(
        mailbox: MailboxScreen(.overlay, list: Self.inbox, selected: Self.fourth))
      try session.sendKeys(.text("\\"))
      try await session.waitFor(mailbox: MailboxScreen(.detailOnly, message: Self.fourth))
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aTerminatingSignalRestoresTheTerminal(signal: Int32) async throws {
      let session = try await launch(columns: 100, Self.mediumStart)
      try await session.signal(signal)
      try await session.expectRestoredExit(status: 128 + signal)
    }

    @Test func suspendRestoresTheTerminalAndResumeRedraws() async throws {
      let session = try await launch(columns: 100, Self.mediumStart)
      try await session.signal(SIGTSTP)
      try await session.waitForStopped()
      #expect(try session.terminalState() == .pristine)
      try session.resume()
      try await session.waitFor(mailbox: Self.mediumStart)
      #expect(try session.terminalState() == TerminalState.fullScreenApp)
      try session.sendKeys(.control("c"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
