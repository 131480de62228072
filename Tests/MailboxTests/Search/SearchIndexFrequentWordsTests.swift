import Foundation
import GRDB
import Testing

@testable import MailboxModel

/// Words in very many messages have their rows kept in the index
/// (``SearchIndex/FrequentWords``): a question about one reads them and walks only the
/// rows added since, and finds what walking them all finds.
@Suite struct SearchIndexFrequentWordsTests {
  /// Frequent from 1,000 messages, one message in four counted.
  static let policy = SearchIndex.FrequentWords.Policy(
    rows: 1_000, sampleEvery: 4, lag: 0, maximumWords: 100)

  /// The frequent words `index` has, as "column:word", and the rows they are kept to.
  static func frequent(_ index: SearchIndex) throws -> [String: Int64] {
    try #require(index.database).read { db in
      var found: [String: Int64] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT col, word, through FROM frequent") {
        found["\(row[0] as String):\(row[1] as String)"] = row[2]
      }
      return found
    }
  }

  /// The index's answer to `query` on a connection of its own, and how many times it
  /// looked at whether to go on (once per 4,096 rows walked).
  static func answer(_ query: String, _ folder: SearchIndex.Folder) throws -> (
    SearchIndex.Answers, looks: Int
  ) {
    var looks = 0
    let answers = try folder.database.read { db in
      try SearchIndex.Folder.answers(
        for: SearchQuery(query), positions: folder.rows, in: db,
        isCurrent: {
          looks += 1
          return true
        })
    }
    return (answers, looks)
  }

  @Test func aFrequentWordIsAnsweredFromItsKeptRowsWalkingOnlyTheRowsAddedSince() throws {
    try TestFiles.withTemporaryDirectory { directory in
      // 20,000 messages: 13,333 about a balloon, 6,667 about a walrus.
      try TestFiles.write(
        TestFiles.mbox(SearchIndexMatchesTests.messages(20_000)), to: directory + "/mail")
      let mailbox = try Mailbox.open(path: directory + "/mail")
      let store = try SearchIndexTests.summaries(mailbox)
      let index = SearchIndex(
        root: directory + "/mail", cacheDirectory: directory + "/cache",
        frequentWords: Self.policy)
      let folder = try #require(index.folder("", of: mailbox))
      SearchIndexTests.build(folder, store, count: 8_000)

      // Both words are counted often enough (the sender's `a` and `x` are not kept); the
      // numbers are in one message each.
      let words = ["body:balloon", "body:walrus"]
      #expect(try Self.frequent(index) == Dictionary(uniqueKeysWithValues: words.map { ($0, 0) }))
      var gathered = 0
      while try folder.keepUpFrequentWords(lag: 0) { gathered += 1 }
      #expect(gathered == 2)
      let largest = try #require(folder.rows.map(SearchIndex.Entry.row).max())
      #expect(
        try Self.frequent(index) == Dictionary(uniqueKeysWithValues: words.map { ($0, largest) }))

      // Kept to the last row: nothing to walk.
      let (early, earlyLooks) = try Self.answer("body:balloon", folder)
      #expect(earlyLooks == 0)
      #expect(early.matchCount == 5_333)

      // 12,000 more messages, 8,000 about a balloon: only those rows are walked (one
      // look, at 4,096), not all 13,333 (three).
      SearchIndexTests.build(folder, store)
      let (whole, looks) = try Self.answer("body:balloon", folder)
      #expect(looks == 1)
      #expect(whole.matchCount == 13_333)
      let expected = try SearchIndexMatchesTests.rows("body : balloon", index)
      let rows = folder.rows.map(SearchIndex.Entry.row)
      #expect(
        rows.indices.filter { whole.verdict(at: $0) == .matches }
          == rows.indices.filter { expected.contains(rows[$0]) })

      // A prefix is answered from the kept rows too, and a word no message holds is not.
      let (prefix, prefixLooks) = try Self.answer("body:ball*", folder)
      #expect(prefixLooks == 1)
      #expect(prefix.matchCount == 13_333)
      #expect(try Self.answer("body:zebra", folder).0.matchCount == 0)

      // Behind by at most `lag` rows, a word is left; past it, it is gathered.
      #expect(try !folder.keepUpFrequentWords(lag: 12_000))
      #expect(try folder.keepUpFrequentWords(lag: 11_999))
    }
  }

  /// A piece in two frequent words kept to different rows: the rows after the older one
  /// are walked for both, so none of the other's is missed.
  @Test func wordsKeptToDifferentRowsAreWalkedFromTheOldest() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let messages = (0..<200).map {
        // Only the body's words are frequent: every sender and subject is another.
        "From: a\($0)@x\($0)\nSubject: s\($0)\n\n\($0 % 2 == 0 ? "planning" : "planet") \($0)\n"
      }
      try TestFiles.write(TestFiles.mbox(messages), to: directory + "/mail")
      let mailbox = try Mailbox.open(path: directory + "/mail")
      let store = try SearchIndexTests.summaries(mailbox)
      let index = SearchIndex(
        root: directory + "/mail", cacheDirectory: directory + "/cache",
        frequentWords: .init(rows: 10, sampleEvery: 1, lag: 0, maximumWords: 10))
      let folder = try #require(index.folder("", of: mailbox))
      SearchIndexTests.build(folder, store, count: 100)
      #expect(try folder.keepUpFrequentWords(lag: 0))  // one word, to row 100
      SearchIndexTests.build(folder, store)
      #expect(try folder.keepUpFrequentWords(lag: 0))  // the other, to row 200
      #expect(Set(try Self.frequent(index).values) == [100, 200])

      let (answers, _) = try Self.answer("body:plan", folder)
      #expect(answers.matchCount == 200)
      #expect(try Self.answer("body:planet", folder).0.matchCount == 100)
    }
  }

  @Test func aWordIsToldOnceWhenCountedInEnoughSampledMessages() {
    var sample = SearchIndex.FrequentWords.Sample(
      policy: .init(rows: 6, sampleEvery: 2, lag: 0, maximumWords: 10))
    var words = SearchIndex.Words()
    var known = SearchIndex.KnownWords()
    var new: [String] = []
    words.add("plan walrus", known: &known, new: &new)
    var told: [[String]] = []
    for _ in 0..<10 where sample.isSampled() {
      told.append(sample.count(words, in: .body))
    }
    // Five of ten messages sampled; the third time counted is 6 / 2.
    #expect(told == [[], [], ["plan", "walrus"], [], []])
    // Columns are counted apart.
    #expect(sample.count(words, in: .recipients) == [])
  }

  @Test func theCountForgetsRareWordsButNotFrequentOnes() {
    var sample = SearchIndex.FrequentWords.Sample(
      policy: .init(rows: 50, sampleEvery: 1, lag: 0, maximumWords: 10))
    var known = SearchIndex.KnownWords()
    var new: [String] = []
    var told: [String] = []
    // Far more distinct words than the count holds, and one in every message.
    for number in 0..<200 {
      var words = SearchIndex.Words()
      let rare = (0..<1_000).map { "w\(number)x\($0)" }.joined(separator: " ")
      words.add("common " + rare, known: &known, new: &new)
      _ = sample.isSampled()
      told += sample.count(words, in: .body)
    }
    #expect(told == ["common"])
  }

  @Test func theBuilderKeepsFrequentWordsUpToDateBeforeItCallsTheIndexDone() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = try SearchIndexingBackgroundTests.maildir(directory, count: 3_000)
      let mailbox = try Mailbox.open(path: path)
      let indexing = SearchIndexing(
        root: path, cacheDirectory: directory + "/cache", inBackground: true,
        frequentWords: Self.policy)
      var list = try SearchIndexingBackgroundTests.listBuilt(indexing, mailbox)
      #expect(list.searchIndexProgress == nil)

      // Done: every frequent word is kept to the last row.
      let cache = directory + "/cache"
      let file = try #require(
        FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".sqlite") })
      let (kept, largest) = try DatabaseQueue(path: cache + "/" + file).read { db in
        (
          try Row.fetchAll(db, sql: "SELECT col, word, through FROM frequent").map {
            ("\($0[0] as String):\($0[1] as String)", $0[2] as Int64)
          },
          try SearchIndex.largestRow(db)
        )
      }
      #expect(kept.map(\.0).contains("body:balloon"))
      #expect(kept.allSatisfy { $0.1 == largest })
      // The builder's thread spent CPU time on it, and says how much.
      #expect(indexing.frequentWordsCPUSeconds > 0)
      #expect(indexing.frequentWordsCPUSeconds < 60)
      #expect(
        SearchIndexing(root: path, cacheDirectory: directory + "/other").frequentWordsCPUSeconds
          == 0)

      // And the search finds what it found without them.
      SearchIndexingBackgroundTests.search(&list, "body:balloon", indexing, mailbox)
      #expect(list.rowCount == 3_000 - 429)
    }
  }
}
