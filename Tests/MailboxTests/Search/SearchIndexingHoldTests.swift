import Foundation
import Testing

@testable import MailboxModel

/// A reader holds the index's builder thread while the person uses it
/// (`SearchIndexing.holdBuilding`): the thread stops between two messages and goes on
/// where it stopped once let go.
@Suite struct SearchIndexingHoldTests {
  /// Calls `build` as frames would until `done` holds or 30 seconds pass.
  static func frames(
    _ indexing: SearchIndexing, _ list: inout MessageList, until done: (MessageList) -> Bool
  ) {
    let deadline = ContinuousClock.now + .seconds(30)
    while !done(list), ContinuousClock.now < deadline {
      indexing.build(&list, until: .zero, now: { .seconds(1) })
      sched_yield()
    }
  }

  @Test func aHeldBuilderIndexesNothingUntilItIsLetGo() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = try SearchIndexingBackgroundTests.maildir(directory, count: 300)
      let mailbox = try Mailbox.open(path: path)
      let indexing = SearchIndexing(
        root: path, cacheDirectory: directory + "/cache", inBackground: true)
      var list = MessageList()
      list.append(try mailbox.allSummaries())
      indexing.holdBuilding(true)
      indexing.prepare(&list, mailbox: mailbox)

      // Offered the whole list, the thread waits before its first message.
      Self.frames(indexing, &list) { _ in indexing.isBuildingHeld }
      #expect(indexing.isBuildingHeld)
      #expect(indexing.addedMessageCount == 0)
      #expect(list.searchIndexProgress != nil)

      indexing.holdBuilding(false)
      Self.frames(indexing, &list) { $0.searchIndexProgress == nil }
      #expect(!indexing.isBuildingHeld)
      #expect(indexing.addedMessageCount == 300)
      #expect(list.searchIndexProgress == nil)
    }
  }

  @Test func holdingTheBuilderOfAnIndexBuiltInTheCallingThreadDoesNothing() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = try SearchIndexingBackgroundTests.maildir(directory, count: 20)
      let mailbox = try Mailbox.open(path: path)
      let indexing = SearchIndexing(root: path, cacheDirectory: directory + "/cache")
      var list = MessageList()
      list.append(try mailbox.allSummaries())
      indexing.holdBuilding(true)
      indexing.prepare(&list, mailbox: mailbox)
      indexing.build(&list, until: .seconds(60), now: { .zero })
      #expect(!indexing.isBuildingHeld)
      #expect(indexing.addedMessageCount == 20)
    }
  }
}
