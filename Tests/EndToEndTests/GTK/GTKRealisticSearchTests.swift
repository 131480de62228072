import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The search index on realistic mail in a window, as `MailboxRealisticSearchTests` in a
  /// terminal: `mailbox-gtk` reading every message (a terminal reader holds the index)
  /// lists as many messages as the terminal reader answering from the index, and so does
  /// `mailbox-gtk` answering from the index itself once it has it.
  @Suite
  struct GTKRealisticSearchTests {
    /// The terminal test's queries that `xdotool type` types into the window under Xvfb:
    /// Latin-1 letters but `ß` (it types nothing for it, and Cyrillic or CJK text ends
    /// the accessibility reader); the others are the terminal test's alone.
    static let queries = MailboxRealisticSearchTests.queries.filter { query in
      query.unicodeScalars.allSatisfy { $0.value < 0x100 && $0 != "ß" }
    }

    /// How many messages `query` lists in `window` once its search has ended (the list's
    /// name ends in `N of 150`, nothing says `searching`); the search is then cleared.
    static func count(of query: String, in window: MailboxWindow) async throws -> Int {
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "--", query])
      try window.display.xdotool(["key", "Return"])
      let seen = try await window.waitUntil("\(query) searched to the end") { seen in
        guard let name = seen.list?.name, name.hasSuffix(" of 150") else {
          return "lists \(seen.listNames)"
        }
        return MailboxWindow.says(seen, "searching") == nil ? "still searching" : nil
      }
      try await window.clearSearch(count: "150")
      let name = seen.list?.name ?? ""
      return try #require(MailboxRealisticSearchTests.matchCount(in: name), "\(name)")
    }

    @Test(.timeLimit(.minutes(10)))
    func onRealisticMailTheIndexFindsWhatReadingEveryMessageFinds() async throws {
      let window = try await MailboxWindow.start()
      let path = MailboxRealisticSearchTests.fixture
      let terminal = try TmuxSession(
        Binary.locate("mailbox"), [path], columns: 120, rows: 24, sandbox: window.sandbox)
      try await terminal.waitFor("indexed, the search index built", timeout: .seconds(120)) {
        screen in
        screen.contains { $0.contains("150 messages") }
          && !screen.contains { $0.contains("search index") || $0.contains("Indexing") }
      }
      try await window.launch([path])
      try await window.waitUntil("the window reads every message") {
        MailboxWindow.says($0, "Another reader has the search index")
      }
      var scanned: [String: Int] = [:]
      for query in Self.queries {
        scanned[query] = try await Self.count(of: query, in: window)
        let answered = try await MailboxRealisticSearchTests.count(of: query, in: terminal)
        #expect(answered == scanned[query], "\(query)")
      }
      try terminal.sendKeys(.text("q"))
      try await terminal.expectRestoredExit(status: 0)
      #expect(try await window.quit())
      // Now the window has the index, built already: it answers from it.
      try await window.launch([path])
      try await window.waitUntil("the window has the index") { seen in
        seen.list?.name.hasSuffix("— 150") == true
          && MailboxWindow.says(seen, "Another reader") != nil
          && MailboxWindow.says(seen, "search index") != nil
          ? nil : "lists \(seen.listNames)"
      }
      for query in Self.queries {
        let answered = try await Self.count(of: query, in: window)
        #expect(answered == scanned[query], "\(query)")
      }
      #expect(try await window.quit())
    }
  }
}
