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
