import Testing

@testable import MailboxCore

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
