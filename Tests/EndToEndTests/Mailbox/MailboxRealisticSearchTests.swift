import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The search index on realistic mail (issue 37), in a terminal: the index's answers are
  /// the scan's, whatever the charset and transfer encoding.
  ///
  /// `Tests/MailboxTests/Fixtures/realistic.mbox` is 150 messages written by
  /// `../shared/corpus/gen_mbox.py --messages 150`: RFC 2047 names and subjects (UTF-8 and
  /// Latin-1, Q and B), raw 8-bit headers, quoted-printable and base64 bodies, HTML
  /// alternatives, attachments, about 9% non-ASCII words.
  @Suite
  struct MailboxRealisticSearchTests {
    /// The realistic fixture's path.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("MailboxTests/Fixtures/realistic.mbox").path

    /// Words of every shape the corpus holds, in bodies, To and Cc, senders and subjects:
    /// accented and unaccented spellings, CJK, Cyrillic, `ß` against `ss`, a phrase, a
    /// word start, a negation, digits.
    static let queries = [
      "body:benchmark", "body:café", "body:cafe", "body:東京", "body:straße", "body:strasse",
      "body:москва", "body:naïve", "body:\"walk through\"", "body:plan*", "-body:über",
      "body:tracking", "body:17", "to:team", "to:zoë", "to:jose", "from:josé", "subject:grüße",
      "réunion", "body:déjà vu",
    ]

    /// How many messages `query` lists in `session` once its search has ended (the
    /// list's title says `N of 150`, and the status line no longer shows the search's
    /// percentage, which a narrow list shows without `searching`); the search is then
    /// cleared.
    static func count(of query: String, in session: TmuxSession) async throws -> Int {
      try session.sendKeys(.text("/" + query), .enter)
      let screen = try await session.waitFor("\(query) searched to the end") { screen in
        screen[0].contains(" of 150") && !(screen.last ?? "").contains("%")
          && ["Search:", "Filter:"].contains { (screen.last ?? "").contains($0) }
      }
      try await session.clearSearch(of: "150")
      return try #require(matchCount(in: screen[0]), "\(screen[0])")
    }

    /// The `N` of `N of 150` in `text`.
    static func matchCount(in text: String) -> Int? {
      guard let range = text.range(of: " of 150") else { return nil }
      let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber || $0 == "," }
      return Int(String(digits.reversed()).replacingOccurrences(of: ",", with: ""))
    }

    /// A reader holding the built index and a second one reading every message (the
    /// index is the first's) list as many messages for every query.
    @Test func onRealisticMailTheIndexFindsWhatReadingEveryMessageFinds() async throws {
      let sandbox = try Sandbox()
      let indexed = try TmuxSession(
        Binary.locate("mailbox"), [Self.fixture], columns: 120, rows: 24, sandbox: sandbox)
      try await indexed.waitFor("indexed, the search index built", timeout: .seconds(120)) {
        screen in
        screen.contains { $0.contains("150 messages") }
          && !screen.contains { $0.contains("search index") || $0.contains("Indexing") }
      }
      let scanning = try TmuxSession(
        Binary.locate("mailbox"), [Self.fixture], columns: 120, rows: 24, sandbox: sandbox)
      try await scanning.waitFor("the second reader says it reads every message") { screen in
        screen.contains { $0.contains("Another reader has the search index: slower search") }
      }
      var total = 0
      for query in Self.queries {
        let scanned = try await Self.count(of: query, in: scanning)
        let answered = try await Self.count(of: query, in: indexed)
        #expect(answered == scanned, "\(query)")
        total += scanned
      }
      // The queries find something: the comparison is not of empty lists.
      #expect(total > 150)
      for session in [indexed, scanning] {
        try session.sendKeys(.text("q"))
        try await session.expectRestoredExit(status: 0)
      }
    }
  }
}
