import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Parsing `/` queries and matching them against the index and against messages.
@Suite struct SearchQueryTests {
  static func summary(_ name: String, _ address: String, _ subject: String) -> MessageSummary {
    MessageSummary(
      index: 0, location: .mbox(offset: 0, length: 0),
      sender: MailAddress(name: name, address: address), subject: subject, date: nil,
      isUnread: false)
  }

  @Test func prefixesQuotesAndPlainWordsParse() {
    let query = SearchQuery("From:Ada  body:\"Travel  Budget\" lunch re:x subject: to:zoe")
    #expect(
      query.terms == [
        .init(field: .from, text: "ada"), .init(field: .body, text: "travel  budget"),
        .init(field: .any, text: "lunch"), .init(field: .any, text: "re:x"),
        .init(field: .to, text: "zoe"),
      ])
    #expect(query.readsMessages)
    #expect(query.readsBody)
    #expect(!SearchQuery("from:ada subject:x").readsMessages)
    #expect(SearchQuery("  ").isEmpty)
    #expect(SearchQuery("any:x").terms == [.init(field: .any, text: "any:x")])
  }

  @Test func indexTermsLookInTheirOwnFields() {
    let message = Self.summary("Ada Lindqvist", "ada@example.org", "Lunch on Friday")
    #expect(SearchQuery("ada lunch").matchesIndex(message))
    #expect(SearchQuery("EXAMPLE.ORG").matchesIndex(message))
    #expect(SearchQuery("from:ada subject:friday").matchesIndex(message))
    #expect(!SearchQuery("from:lunch").matchesIndex(message))
    #expect(!SearchQuery("subject:ada").matchesIndex(message))
    #expect(!SearchQuery("ada dinner").matchesIndex(message))
    #expect(SearchQuery("to:nobody body:x").matchesIndex(message))  // the index cannot tell
  }

  @Test func messageTermsLookInRecipientsAndBody() {
    let query = SearchQuery("to:zoe body:\"secret word\"")
    #expect(query.matchesMessage(recipients: "Zoe Bronte <zoe@x>", body: "The SECRET word."))
    #expect(!query.matchesMessage(recipients: "team@x", body: "the secret word"))
    #expect(!query.matchesMessage(recipients: "zoe@x", body: "secret"))
    #expect(SearchQuery("to:zoe").matchesMessage(recipients: "zoe@x", body: nil))
  }

  @Test func onlyStricterTermsNarrow() {
    #expect(SearchQuery("kyot").narrows(SearchQuery("kyo")))
    #expect(SearchQuery("kyo x").narrows(SearchQuery("kyo")))
    #expect(!SearchQuery("from:x").narrows(SearchQuery("fro")))
    #expect(!SearchQuery("to:x").narrows(SearchQuery("to")))
    #expect(!SearchQuery("kyo").narrows(SearchQuery("")))
  }
}

extension SearchQueryTests {
  /// `to:` and `body:` answer what lowercasing the text and comparing characters
  /// answers, whether the text and term are ASCII (compared byte by byte) or not: case,
  /// a Kelvin sign, combining marks, CRLF, a control character.
  @Test(arguments: 0..<16)
  func messageTermsMatchAsLowercasedCharactersDo(seed: UInt64) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    let texts =
      MessageListTests.searchTexts + ["Budget\r\nDraft", "LUNCH at noon", "kelvin \u{212A}"]
    let pieces = MessageListTests.searchPieces + ["lunch", "budget", "k", "draft", "\r\n"]
    for _ in 0..<200 {
      let body = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
        texts.randomElement(using: &random) ?? ""
      }.joined(separator: " ")
      let recipients = texts.randomElement(using: &random) ?? ""
      let word = (0..<Int.random(in: 1..<3, using: &random)).map { _ in
        pieces.randomElement(using: &random) ?? ""
      }.joined().filter { $0 != " " && $0 != "\"" && !$0.isWhitespace }
      guard !word.isEmpty else { continue }
      for field in ["body", "to"] {
        let query = SearchQuery("\(field):\(word)")
        // A word starting with a combining mark joins the colon: no field term then.
        guard let term = query.terms.first, term.field != .any else { continue }
        let text = field == "body" ? body : recipients
        let expected = text.lowercased().contains(term.text)
        #expect(
          query.matchesMessage(recipients: recipients, body: body) == expected,
          "\(field):\(word) in \(text.debugDescription)")
      }
    }
  }
}

extension SearchQueryTests {
  @Test func prefixNegationDateAndFlagsParse() {
    let query = SearchQuery("plan* -body:x NOT to:Zoe is:unread -is:flagged date:2024..2025 NOT")
    #expect(
      query.terms == [
        .init(field: .any, text: "plan", isPrefix: true),
        .init(field: .body, text: "x", isNegated: true),
        .init(field: .to, text: "zoe", isNegated: true),
        .init(field: .any, text: "not"),
      ])
    let year2024: Int64 = 1_704_067_200
    let year2026: Int64 = 1_767_225_600
    #expect(
      query.conditions == [
        .init(.unread), .init(.flagged, isNegated: true), .init(.date(year2024..<year2026)),
      ])
    #expect(
      SearchQuery("date:-7d", now: 1_000_000).conditions == [.init(.date(395_200..<Int64.max))])
    #expect(SearchQuery("date:2024-02").conditions == [.init(.date(1_706_745_600..<1_709_251_200))])
    #expect(SearchQuery("date:..2023-12-31").conditions == [.init(.date(Int64.min..<year2024))])
    #expect(SearchQuery("date:soon is:big").terms.map(\.text) == ["date:soon", "is:big"])
    #expect(SearchQuery("-").terms == [.init(field: .any, text: "-")])
    #expect(!SearchQuery("-x").narrows(SearchQuery("-")))
  }

  @Test func prefixTermsMatchAtAWordsStartOnly() {
    let message = Self.summary("Ada", "ada@example.org", "An explanation of plans")
    #expect(SearchQuery("plan*").matchesIndex(message))
    #expect(SearchQuery("expl*").matchesIndex(message))
    #expect(!SearchQuery("lanation*").matchesIndex(message))
    #expect(SearchQuery("lanation").matchesIndex(message))
    #expect(SearchQuery("-dinner").matchesIndex(message))
    #expect(!SearchQuery("NOT plan").matchesIndex(message))
    #expect(SearchQuery("body:plan*").matchesMessage(recipients: "", body: "Plans: Ünder-plan"))
    #expect(!SearchQuery("body:plan*").matchesMessage(recipients: "", body: "explanation"))
    #expect(!SearchQuery("body:plan*").matchesMessage(recipients: "", body: "éplan"))
    #expect(SearchQuery("body:plan*").matchesMessage(recipients: "", body: "é plan"))
    #expect(!SearchQuery("-to:zoe").matchesMessage(recipients: "Zoe <z@x>", body: nil))
  }

  @Test func datesAndFlagsComeFromTheSummary() {
    var message = Self.summary("Ada", "ada@x", "hi")
    message.date = MailDate(year: 2024, month: 12, day: 31, hour: 23, zoneOffsetMinutes: -120)
    #expect(SearchQuery("date:2025").matchesIndex(message))  // 01:00 UTC on 1 January
    #expect(!SearchQuery("date:2024").matchesIndex(message))
    #expect(SearchQuery("is:read -is:unread").matchesIndex(message))
    #expect(SearchQuery("is:unread").matchesIndex(message, isUnread: true))
    #expect(!SearchQuery("is:flagged").matchesIndex(message))
    message.location = .file(relativePath: "cur/1.M2.host:2,FS")
    #expect(SearchQuery("is:flagged").matchesIndex(message))
    message.date = nil
    #expect(!SearchQuery("date:2024..").matchesIndex(message))
    #expect(SearchQuery("-date:2024..").matchesIndex(message))
  }
}

extension SearchQueryTests {
  @Test func aDateSpanTooFarBackIsOutOfRangeRatherThanATrap() {
    let query = SearchQuery("date:-300000000000y", now: 1_000_000)
    #expect(query.conditions.isEmpty)
    #expect(query.problem == "date out of range")
    #expect(SearchQuery("date:-9223372036854775807d").problem == "date out of range")
    #expect(SearchQuery("date:-99999999999999999999w").problem == "date out of range")
    // A span that fits, counted from the oldest or the latest instant, still overflows
    // nothing.
    #expect(SearchQuery("date:-10000y", now: Int64.min + 1).problem == "date out of range")
    #expect(
      SearchQuery("date:-10000y", now: 0).conditions == [
        .init(.date(-315_360_000_000..<Int64.max))
      ])
    #expect(SearchQuery("date:-0d", now: 5).conditions == [.init(.date(5..<Int64.max))])
  }

  @Test func everyNumberInADateIsRangeCheckedAndSaysWhy() {
    #expect(SearchQuery("date:10000").problem == "date out of range")
    #expect(SearchQuery("date:0-01-01..").problem == "date out of range")
    #expect(SearchQuery("date:..99999999999999999999").problem == "date out of range")
    #expect(SearchQuery("date:2024-13").problem == "not a date (2024-03-05, 2024..2025, -7d)")
    #expect(SearchQuery("date:soon").problem == "not a date (2024-03-05, 2024..2025, -7d)")
    #expect(SearchQuery("date:9999-12-31").problem == nil)
    #expect(SearchQuery("from:ada date:2024 is:big").problem == nil)
    // The first problem is the one told; the term is still searched as a plain word.
    let twice = SearchQuery("date:2024-02-30 date:-1000000000y")
    #expect(twice.problem?.hasPrefix("not a date") == true)
    #expect(twice.terms.map(\.text) == ["date:2024-02-30", "date:-1000000000y"])
  }
}
