import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `?` in `mailbox` on an 80×24 terminal: more keys than rows, so the help says how
  /// many are below and scrolls to the mailbox's own keys at the end.
  @Suite
  struct MailboxHelpTests {
    @Test func theHelpScrollsToEveryKeyOnA24RowTerminal() async throws {
      let session = try TmuxSession(Binary.locate("mailbox"), columns: 80, rows: 24)
      try await session.waitFor(text: "Inbox — 150")
      try session.sendKeys(.text("?"))
      try await session.waitFor("the help, with more below") {
        $0.contains { $0.contains("Move up") } && $0.contains { $0.contains("↓ 15 more") }
      }
      try session.sendKeys(.end)
      try await session.waitFor("the last keys: u, the actions, attachments and compose") {
        $0.contains { $0.contains("Mark read / unread") }
          && $0.contains { $0.contains("Undo the last action") }
          && $0.contains { $0.contains("List the links, open one") }
          && $0.contains { $0.contains("Write a new message") }
          && $0.contains { $0.contains("↑ 15") }
      }
      try session.sendKeys(.text("?"))
      try await session.waitFor("the help closed") { !$0.contains { $0.contains("Move up") } }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
