import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Conversations and search in a real terminal at 70, 100 and 160 columns (issue 11
  /// points 2 and 7), on a mailbox with a reference loop, duplicate Message-IDs, replies
  /// to a missing message, a self reference and a subject-only reply.
  @Suite
  struct MailboxThreadsAndSearchTests {
    /// `Tests/MailboxTests/Fixtures/threads.mbox`: 13 messages in 7 conversations.
    static func fixture(file: String = #filePath) -> String {
      URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("MailboxTests/Fixtures/threads.mbox")
        .path
    }

    @Test(arguments: [70, 100, 160])
    func conversationsCollapseAndSearchesFindHeadersAndBodies(columns: Int) async throws {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [Self.fixture()], columns: columns, rows: 24)
      try await session.waitFor(text: "13 messages")

      try session.sendKeys(.text("t"))
      let threaded = try await session.waitFor("the conversations, replies indented") { screen in
        screen.contains { $0.contains("13 messages in 7 threads") }
          && screen.contains { $0.contains("▾ Budget draft") }
          && screen.contains { $0.contains("  └ Re: Budget draft") }
          && screen.contains { $0.contains("▾ Re: Loop A") }
          && screen.contains { $0.contains("    └ Re: Lunch") }
      }
      // Every message shows exactly once: the loop, the duplicate ID and the orphans too.
      #expect(threaded.filter { $0.contains("Budget draft (re") }.count == 1)
      #expect(threaded.filter { $0.contains("Loop A") }.count == 2)
      #expect(threaded.filter { $0.contains("Re: Offsite") }.count == 2)
      #expect(threaded.filter { $0.contains("Talking to myself") }.count == 1)

      try session.sendKeys(.text("z"))  // the selection is the first message: Lunch on Friday
      try await session.waitFor("the lunch conversation collapsed") { screen in
        screen.contains { $0.contains("▸ Lunch") && $0.contains("(3)") }
          && !screen.contains { $0.contains("└ Re: Lunch") }
      }
      try session.sendKeys(.text("z"))
      try await session.waitFor(text: "    └ Re: Lunch")

      let found = try await session.search(
        "to:zoe", until: "the message to Zoe, found by reading headers", count: "1 of 13"
      ) { screen in
        screen.contains { $0.contains("Search: to:zoe") }
          && screen.contains { $0.contains("Loop A") }
      }
      #expect(!found.contains { $0.contains("Budget") })
      // Esc and the next key apart, so the terminal does not read them as Alt-/.
      try await session.clearSearch(of: "13")
      try await session.search(
        "body:zeppelin from:ada", until: "the message whose body has the word", count: "1 of 13"
      ) { screen in
        screen.contains { $0.contains("Budget draft") }
          && !screen.contains { $0.contains("Loop A") }
      }
      try await session.clearSearch(of: "13")
      try await session.search(
        "from:grace", until: "Grace's three messages, from the index", count: "3 of 13"
      ) { $0.contains { $0.contains("Filter: from:grace") } }
      try await session.clearSearch(of: "13")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
