import Foundation
import GRDB
import Testing

@testable import MailboxModel

/// What a question to the index found is kept for the next with the same FTS5
/// expression (``SearchIndex/Matches``, ``SearchIndex/MatchCache``): a question stopped
/// for a newer one leaves its rows, and the next goes on after the last row it reached.
@Suite struct SearchIndexMatchesTests {
  /// `count` messages, every third about a walrus, the others about a balloon.
  static func messages(_ count: Int, from first: Int = 0) -> [String] {
    (first..<first + count).map {
      "From: a@x\nSubject: s\($0)\n\n\($0 % 3 == 0 ? "walrus" : "balloon") \($0)\n"
    }
  }

  /// The rows of `expression` in `index`, asked whole on a connection of their own.
  static func rows(_ expression: String, _ index: SearchIndex) throws -> [Int64] {
    try #require(index.database).read { db in
      try Int64.fetchAll(
        db, sql: "SELECT rowid FROM words WHERE words MATCH ?", arguments: [expression])
    }
  }

  @Test func aStoppedQuestionKeepsItsRowsAndTheNextGoesOnFromTheLast() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (index, _, _) = try SearchIndexTests.builtMbox(Self.messages(30_000), in: directory)
      let database = try #require(index.database)
      let expected = try Self.rows("body : walrus", index)
      #expect(expected.count == 10_000)
      let matches = SearchIndex.Matches(expression: "body : walrus")
      var asked = 0
      #expect(throws: CancellationError.self) {
        try database.read { db in
          try matches.resume(in: db) {
            asked += 1
            return false
          }
        }
      }
      // Stopped at the first look, after 4,096 rows: those, and only those, are kept.
      #expect(asked == 1)
      #expect(matches.through == expected[4_095])
      let partial = matches.rows
      #expect(expected.prefix(4_096).allSatisfy { partial.contains($0) })
      #expect(!expected.dropFirst(4_096).contains { partial.contains($0) })

      // Going on: the other 5,904 rows, without the first 4,096 again (one look, after
      // 4,096 of them; all 10,000 read again would look twice).
      asked = 0
      try database.read { db in
        try matches.resume(in: db) {
          asked += 1
          return true
        }
      }
      #expect(asked == 1)
      let whole = matches.rows
      #expect(expected.allSatisfy { whole.contains($0) })
      let largest = try #require(expected.last)
      #expect((1...largest + 64).filter { whole.contains($0) } == expected)
    }
  }

  /// A common word's answer comes in parts: after 16,384 rows the list already has the
  /// messages up to the last row reached, waits at the first one beyond it without
  /// reading it, and with the whole answer finds what the scan finds.
  @Test func partOfTheAnswerComesFirstAndTheListWaitsForTheRest() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (index, folder, store) = try SearchIndexTests.builtMbox(
        Self.messages(30_000), in: directory)
      let database = try #require(index.database)
      let query = SearchQuery("body:balloon")
      var parts: [SearchIndex.Answers] = []
      let whole = try database.read { db in
        try SearchIndex.Folder.answers(
          for: query, positions: folder.rows, in: db, partial: { parts.append($0) })
      }
      // 20,000 rows match: one part, after 16,384 of them.
      #expect(parts.count == 1)
      let part = try #require(parts.first)
      #expect(!part.isComplete && whole.isComplete)
      let waiting = try #require((0..<30_000).first { part.verdict(at: $0) == .pending })
      #expect((waiting..<30_000).allSatisfy { part.verdict(at: $0) == .pending })
      #expect((0..<waiting).allSatisfy { part.verdict(at: $0) == whole.verdict(at: $0) })
      #expect((0..<waiting).count { part.verdict(at: $0) == .matches } == 16_384)

      var list = MessageList()
      list.append(try Mailbox.open(path: directory + "/mail").allSummaries())
      list.setFilter("body:balloon")
      let pending = SearchIndex.PendingAnswers()
      (list.pendingIndexAnswers, list.hasIndexAnswers) = (pending, true)
      var reads = 0
      func search(_ steps: Int) {
        for _ in 0..<steps {
          list.searchStep(limit: 5_000) { _ in
            reads += 1
            return false
          }
        }
      }
      search(3)
      #expect((list.matches ?? []).isEmpty)
      pending.publish(part)
      search(20)
      let mailbox = try Mailbox.open(path: directory + "/mail")
      let scanned = SearchIndexTests.search(query, store, mailbox, nil)
      let shown = list.matches ?? []
      #expect(shown.count == 16_384)
      #expect(shown == scanned.filter { $0 < waiting })
      #expect(list.isSearching)
      pending.fulfil(whole, failure: nil)
      while list.isSearching { search(1) }
      let all = list.matches ?? []
      #expect(all.count == scanned.count)
      #expect(all == scanned)
      #expect(reads == 0)
    }
  }

  @Test func rowsAddedAfterAnAnswerAreFoundByTheNextQuestion() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (index, folder, _) = try SearchIndexTests.builtMbox(Self.messages(90), in: directory)
      let cache = SearchIndex.MatchCache()
      let database = try #require(index.database)
      let query = SearchQuery("body:walrus")
      let before = try database.read { db in
        try SearchIndex.Folder.answers(for: query, positions: folder.rows, in: db, cache: cache)
      }
      #expect(
        (0..<90).filter { before.verdict(at: $0) == .matches }
          == Array(stride(from: 0, to: 90, by: 3)))

      // More mail, indexed: the cached expression goes on from the last row it saw.
      let mboxPath = directory + "/mail"
      try TestFiles.write(
        TestFiles.mbox(Self.messages(90) + Self.messages(30, from: 90)), to: mboxPath)
      let mailbox = try Mailbox.open(path: mboxPath)
      let store = try SearchIndexTests.summaries(mailbox)
      let grown = try #require(index.folder("", of: mailbox))
      SearchIndexTests.build(grown, store)
      let after = try database.read { db in
        try SearchIndex.Folder.answers(for: query, positions: grown.rows, in: db, cache: cache)
      }
      #expect(
        (0..<120).filter { after.verdict(at: $0) == .matches }
          == Array(stride(from: 0, to: 120, by: 3)))
      #expect((0..<120).allSatisfy { after.verdict(at: $0) != .read })
    }
  }

  @Test func theCacheKeepsTheLastFewExpressionsAndForgetsTheOldest() {
    let cache = SearchIndex.MatchCache()
    let first = cache.matches(for: "body : (a)", in: "words")
    #expect(cache.matches(for: "body : (a)", in: "words") === first)
    // Full: `a` and as many others as there is room for.
    var others: [SearchIndex.Matches] = []
    for word in 1..<SearchIndex.MatchCache.capacity {
      others.append(cache.matches(for: "body : (w\(word))", in: "words"))
    }
    // Used again, `a` is the newest; `w1` is now the oldest and goes first.
    #expect(cache.matches(for: "body : (a)", in: "words") === first)
    _ = cache.matches(for: "body : (e)", in: "words")
    #expect(cache.matches(for: "body : (a)", in: "words") === first)
    #expect(cache.matches(for: "body : (w2)", in: "words") === others[1])
    #expect(cache.matches(for: "body : (w1)", in: "words") !== others[0])
    // The same expression asked of the other table is another question.
    #expect(cache.matches(for: "body : (a)", in: "headers") !== first)
    cache.remove(first)
    #expect(cache.matches(for: "body : (a)", in: "words") !== first)
    // A new one started from known rows is what is found for its expression; one that
    // has gathered rows already is not started again.
    let started = cache.matches(for: "body : (w9)", in: "words")
    started.start(from: SearchIndex.RowSet(bits: [0b110]), through: 2)
    #expect(cache.matches(for: "body : (w9)", in: "words") === started)
    #expect(started.rows.contains(2) && !started.rows.contains(0) && started.through == 2)
    started.start(from: SearchIndex.RowSet(bits: [0b1]), through: 9)
    #expect(!started.rows.contains(0) && started.through == 2)
  }

  /// Typed a key at a time on the answer thread, each key's question stopping the one
  /// before: the last answer is the scan's, whatever each key left behind.
  @Test func typingAQueryAKeyAtATimeAnswersAsTheScan() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (mailbox, indexing, built) = try SearchIndexingBackgroundTests.builtMaildir(
        directory, count: 6_000)
      var list = built
      for end in 1..<7 {
        list.setFilter("body:" + "balloon".prefix(end))
        indexing.prepare(&list, mailbox: mailbox)
      }
      SearchIndexingBackgroundTests.search(&list, "body:balloon", indexing, mailbox)
      #expect(list.rowCount == (0..<6_000).count { $0 % 7 != 3 })
      let answers = try #require(list.indexAnswers)
      #expect((0..<6_000).allSatisfy { answers.verdict(at: $0) != .read })
    }
  }
}
