import Foundation
import GRDB
import Testing

@testable import MailboxModel

/// The search index built on a thread of its own, as a reader builds it
/// (`SearchIndexing(inBackground: true)`): frames only hand it the list's messages.
@Suite struct SearchIndexingBackgroundTests {
  /// A Maildir of `count` messages at `directory/mail`, every seventh about a walrus.
  static func maildir(_ directory: String, count: Int) throws -> String {
    let path = directory + "/mail"
    try MaildirFiles.createMaildir(at: path)
    for number in 0..<count {
      try TestFiles.write(
        SearchIndexingReloadTests.message(
          number, "Report \(number)", number % 7 == 3 ? "walrus" : "balloon"),
        to: path + "/cur/\(1000 + number).M\(number).host:2,S")
    }
    return path
  }

  /// Calls `build` with a deadline already past, as a frame with no time left would,
  /// until the index covers the list (or 60 seconds pass).
  static func buildWithNoTimeLeft(_ indexing: SearchIndexing, _ list: inout MessageList) {
    let clock = ContinuousClock()
    let start = clock.now
    while indexing.build(&list, until: .zero, now: { .seconds(1) }),
      start.duration(to: clock.now) < .seconds(60)
    {
      sched_yield()
    }
  }

  /// The whole list of `mailbox`, its index built as ``buildWithNoTimeLeft(_:_:)`` does.
  static func listBuilt(_ indexing: SearchIndexing, _ mailbox: Mailbox) throws -> MessageList {
    var list = MessageList()
    list.append(try mailbox.allSummaries())
    indexing.prepare(&list, mailbox: mailbox)
    buildWithNoTimeLeft(indexing, &list)
    return list
  }

  /// Filters `list` by `query`, asking `indexing`, and searches to the end.
  static func search(
    _ list: inout MessageList, _ query: String, _ indexing: SearchIndexing, _ mailbox: Mailbox
  ) {
    list.setFilter(query)
    indexing.prepare(&list, mailbox: mailbox)
    while list.isSearching {
      list.searchFrame(in: mailbox, until: .seconds(60), maximumSlices: 8, now: { .zero })
    }
  }

  /// ``maildir(_:count:)`` opened and its whole list indexed in the background.
  static func builtMaildir(_ directory: String, count: Int) throws -> (
    Mailbox, SearchIndexing, MessageList
  ) {
    let path = try maildir(directory, count: count)
    let mailbox = try Mailbox.open(path: path)
    let indexing = SearchIndexing(
      root: path, cacheDirectory: directory + "/cache", inBackground: true)
    let list = try listBuilt(indexing, mailbox)
    #expect(list.searchIndexProgress == nil)
    return (mailbox, indexing, list)
  }

  /// The index of `path` opened again in the background, once the last launch's builder
  /// thread has let go of its lock (within 10 seconds).
  static func relaunched(_ path: String, cache: String) -> SearchIndexing {
    var indexing = SearchIndexing(root: path, cacheDirectory: cache, inBackground: true)
    let deadline = ContinuousClock.now + .seconds(10)
    while indexing.problem != nil, ContinuousClock.now < deadline {
      sched_yield()
      indexing = SearchIndexing(root: path, cacheDirectory: cache, inBackground: true)
    }
    return indexing
  }

  /// `summaries` listed `batch` at a time, frame by frame, `body:walrus` typed once
  /// `typedAt` are listed, the search and the index's build going on in each frame
  /// until the search and the index are done (or 60 seconds pass); the list and how
  /// many messages the search read.
  static func listWhileSearching(
    _ summaries: [MessageSummary], batch: Int, typedAt: Int, _ indexing: SearchIndexing,
    _ mailbox: Mailbox
  ) -> (list: MessageList, read: Int) {
    var list = MessageList()
    var (listed, read) = (0, 0)
    let start = ContinuousClock.now
    while listed < summaries.count || list.isSearching || list.searchIndexProgress != nil,
      start.duration(to: ContinuousClock.now) < .seconds(60)
    {
      let next = min(summaries.count, listed + batch)
      list.append(Array(summaries[listed..<next]))
      listed = next
      if listed >= typedAt, list.query.isEmpty { list.setFilter("body:walrus") }
      indexing.prepare(&list, mailbox: mailbox)
      list.searchStep(limit: 64) { summary in
        read += 1
        return MessageSearch.matches(summary, query: SearchQuery("body:walrus"), in: mailbox)
      }
      indexing.build(&list, until: .zero, now: { .seconds(1) })
      sched_yield()
    }
    return (list, read)
  }

  @Test func theIndexIsBuiltWhileFramesHaveNoTimeForIt() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let (mailbox, indexing, built) = try Self.builtMaildir(directory, count: 300)
      var list = built
      #expect(indexing.addedMessageCount == 300)
      #expect(indexing.problem == nil)

      // Asked now, the index answers every message: the search reads none.
      Self.search(&list, "body:walrus", indexing, mailbox)
      #expect(list.rowCount == 43)
      let answers = try #require(list.indexAnswers)
      #expect((0..<300).allSatisfy { answers.verdict(at: $0) != .read })

      // Read again (another program changed the folder): matched by name, none read.
      indexing.listWillReload()
      let again = try Self.listBuilt(indexing, mailbox)
      #expect(again.searchIndexProgress == nil)
      #expect(indexing.addedMessageCount == 300)
    }
  }

  /// A `body:` search typed after the first batch of a relaunch, while the rest of a
  /// mailbox indexed at the last launch is still being listed, is answered by the index
  /// for every message, those listed after it began too: none is read (it read every
  /// one listed later, the 12.3 s of issue 35).
  @Test(arguments: [true, false])
  func aSearchTypedWhileAnIndexedMailboxIsListedReadsNoMessage(maildir: Bool) throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path: String
      if maildir {
        path = try Self.maildir(directory, count: 300)
      } else {
        path = directory + "/mail.mbox"
        try TestFiles.write(
          TestFiles.mbox(
            (0..<300).map {
              SearchIndexingReloadTests.message(
                $0, "Report \($0)", $0 % 7 == 3 ? "walrus" : "balloon")
            }), to: path)
      }
      let mailbox = try Mailbox.open(path: path)
      let cache = directory + "/cache"
      do {
        // The last launch: the whole mailbox indexed.
        let indexing = SearchIndexing(root: path, cacheDirectory: cache, inBackground: true)
        _ = try Self.listBuilt(indexing, mailbox)
        #expect(indexing.addedMessageCount == 300)
      }
      let indexing = Self.relaunched(path, cache: cache)
      #expect(indexing.problem == nil)
      let (list, read) = Self.listWhileSearching(
        try mailbox.allSummaries(), batch: 20, typedAt: 20, indexing, mailbox)
      #expect(list.rowCount == 43)
      #expect(read == 0)
      #expect(indexing.addedMessageCount == 0)
    }
  }

  /// A relaunch of an mbox whose index is complete, listed at once (from the summary
  /// cache) or in batches (read again): the builder matches the list with what the index
  /// held in bulk, from one pass of its table rather than a query per message, and reads
  /// only the messages it does not hold as they are (one whose row is gone, one indexed
  /// with another sender and subject, one appended since); a search typed at once finds
  /// what the scan finds, waiting for the index rather than reading the first two (the
  /// appended one it reads unless the index got to it first).
  @Test(arguments: [300, 20, 7])
  func aRelaunchMatchesItsListWithTheIndexInBulkAndReadsOnlyWhatItDoesNotHold(batch: Int)
    throws
  {
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/mail.mbox"
      let messages = (0..<300).map {
        SearchIndexingReloadTests.message($0, "Report \($0)", $0 % 7 == 3 ? "walrus" : "balloon")
      }
      try TestFiles.write(TestFiles.mbox(messages), to: path)
      let cache = directory + "/cache"
      do {
        let indexing = SearchIndexing(root: path, cacheDirectory: cache, inBackground: true)
        _ = try Self.listBuilt(indexing, try Mailbox.open(path: path))
        #expect(indexing.addedMessageCount == 300)
      }
      // Another run of the builder lost message 10's row and indexed message 45 (a walrus)
      // with other headers; a walrus was appended since.
      let summaries = try Mailbox.open(path: path).allSummaries()
      let file = try #require(
        FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".sqlite") })
      try DatabaseQueue(path: cache + "/" + file).write { db in
        for (number, change) in [
          (10, "DELETE FROM messages"), (45, "UPDATE messages SET headers = 1"),
        ] {
          guard case .mbox(let offset, _) = summaries[number].location else { return }
          try db.execute(sql: change + " WHERE key = ?", arguments: ["o:\(offset)"])
        }
      }
      try TestFiles.write(
        TestFiles.mbox(messages + [SearchIndexingReloadTests.message(300, "Late", "walrus")]),
        to: path)
      let mailbox = try Mailbox.open(path: path)
      let indexing = Self.relaunched(path, cache: cache)
      #expect(indexing.problem == nil)
      let (list, read) = Self.listWhileSearching(
        try mailbox.allSummaries(), batch: batch, typedAt: 0, indexing, mailbox)
      #expect(list.rowCount == 44)
      #expect((0..<list.rowCount).compactMap { list.summary(atRow: $0)?.subject }.last == "Late")
      #expect(read <= 1)
      #expect(indexing.addedMessageCount == 3)
    }
  }

  @Test func anIndexFailingOnTheBuildersThreadStopsAndTheSearchReadsMessages() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = try Self.maildir(directory, count: 60)
      let mailbox = try Mailbox.open(path: path)
      let cache = directory + "/cache"
      let indexing = SearchIndexing(root: path, cacheDirectory: cache, inBackground: true)
      _ = try Self.listBuilt(indexing, mailbox)
      #expect(indexing.problem == nil)

      // Another program breaks the index; the list is read again and matched with it.
      let file = try #require(
        FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".sqlite") })
      try DatabaseQueue(path: cache + "/" + file).write {
        try $0.execute(sql: "DROP TABLE messages")
      }
      indexing.listWillReload()
      var again = try Self.listBuilt(indexing, mailbox)
      #expect(indexing.problem?.hasPrefix("No search index") == true)
      #expect(!FileManager.default.fileExists(atPath: cache + "/" + file))

      Self.search(&again, "body:walrus", indexing, mailbox)
      #expect(again.rowCount == 9)
    }
  }
}
