import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Conversations survive a restart, and the message view's key hint fits every width
  /// (issue 11 points 2 and 3), in a real terminal at 70, 100 and 160 columns (and 120).
  @Suite
  struct MailboxThreadStateTests {
    private typealias Threads = MailboxThreadsAndSearchTests

    @Test(arguments: [70, 100, 160])
    func conversationsAndACollapsedOneAreOnAfterARestart(columns: Int) async throws {
      let sandbox = try Sandbox()
      let first = try TmuxSession(
        Binary.locate("mailbox"), [Threads.fixture()], columns: columns, rows: 24,
        sandbox: sandbox)
      try await first.waitFor(text: "13 messages")
      try first.sendKeys(.text("t"))
      try await first.waitFor(text: "13 messages in 7 threads")
      try first.sendKeys(.text("z"))  // the selection is the first message: Lunch on Friday
      try await first.waitFor("the lunch conversation collapsed") { screen in
        screen.contains { $0.contains("▸ Lunch") && $0.contains("(3)") }
      }
      try first.sendKeys(.text("q"))
      try await first.expectRestoredExit(status: 0)

      let second = try TmuxSession(
        Binary.locate("mailbox"), [Threads.fixture()], columns: columns, rows: 24,
        sandbox: sandbox)
      let restored = try await second.waitFor("conversations on, lunch still collapsed") {
        screen in
        screen.contains { $0.contains("13 messages in 7 threads") }
          && screen.contains { $0.contains("▸ Lunch") && $0.contains("(3)") }
          && screen.contains { $0.contains("▾ Budget draft") }
      }
      #expect(!restored.contains { $0.contains("└ Re: Lunch") })
      // Back to flat, quit: the next start is flat.
      try second.sendKeys(.text("t"))
      try await second.waitFor("flat again") { screen in
        screen.contains { $0.contains("13 messages") }
          && !screen.contains { $0.contains("in 7 threads") }
      }
      try second.sendKeys(.text("q"))
      try await second.expectRestoredExit(status: 0)

      let third = try TmuxSession(
        Binary.locate("mailbox"), [Threads.fixture()], columns: columns, rows: 24,
        sandbox: sandbox)
      let flat = try await third.waitFor(text: "13 messages")
      #expect(!flat.contains { $0.contains("in 7 threads") || $0.contains("▸") })
      try third.sendKeys(.text("q"))
      try await third.expectRestoredExit(status: 0)
    }

    /// The hint at the three widths the issue names and at 120 columns, where the message
    /// beside the list is narrowest; `MailboxAppKeysTests` sweeps the narrow widths.
    @Test(arguments: [70, 100, 120, 160])
    func theMessageKeyHintShowsItsKeysUncut(columns: Int) async throws {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [Threads.fixture()], columns: columns, rows: 24)
      try await session.waitFor(text: "13 messages")
      try session.sendKeys(.enter)
      func hint(_ screen: [String]) -> String {
        screen[23].split(separator: "│").last.map(String.init) ?? ""
      }
      let screen = try await session.waitFor("the message's key hint") { screen in
        hint(screen).contains("n p next") && hint(screen).contains("Esc list  ? keys")
      }
      #expect(hint(screen).contains("Space page"), "\(hint(screen))")
      #expect(!hint(screen).contains("…"), "\(hint(screen))")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
