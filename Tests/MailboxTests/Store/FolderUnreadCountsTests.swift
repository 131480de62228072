import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Counting the unread messages of the folders that are not open, in steps.
@Suite struct FolderUnreadCountsTests {
  /// Three mbox folders: `a` with 2 of 3 unread, `b` with 5 of 5, `c` with none of 2.
  static func tree(at root: String) throws -> MailFolderTree {
    for (name, unread, read) in [("a", 2, 1), ("b", 5, 0), ("c", 0, 2)] {
      let messages = (0..<(unread + read)).map { index in
        "From: Ada <ada@example.org>\nSubject: \(name) \(index)\n"
          + "Message-ID: <\(name)\(index)@example.org>\n" + (index < unread ? "" : "Status: RO\n")
          + "\nBody\n"
      }
      try TestFiles.write(TestFiles.mbox(messages), to: root + "/" + name)
    }
    return try #require(MailFolderTree.discover(at: root))
  }

  @Test func countsEachQueuedFolderWithItsSavedReadMarks() throws {
    try TestFiles.withTemporaryDirectory { root in
      let tree = try Self.tree(at: root)
      #expect(tree.folders.map(\.name) == ["a", "b", "c"])
      // One tiny chunk per step, so a folder takes several steps.
      var counts = FolderUnreadCounts(tree: tree, queued: [1, 2, 0], chunkSize: 64)
      // b's saved state marks its first message read.
      var saved = MailboxUIState()
      saved.readMessageIDs = ["b0@example.org"]
      var finished: [Int] = []
      var steps = 0
      while counts.isCounting, steps < 1_000 {
        if let folder = counts.countNextChunk(savedState: { $0.hasSuffix("/b") ? saved : nil }) {
          finished.append(folder)
        }
        steps += 1
      }
      #expect(finished == [1, 2, 0])
      #expect(steps > 3)
      #expect((counts[0], counts[1], counts[2]) == (2, 4, 0))
    }
  }

  @Test func anOpenedFolderIsLeftToItsListAndALeftOneCountedAgainIfNeeded() throws {
    try TestFiles.withTemporaryDirectory { root in
      let tree = try Self.tree(at: root)
      var counts = FolderUnreadCounts(tree: tree, queued: [0, 1, 2], chunkSize: 64)
      counts.countNextChunk { _ in nil }  // a under way
      counts.opened(0)  // a opened: its count stops and it leaves the queue
      #expect(counts.queue == [1, 2])
      counts.left(0, unread: nil)  // left before it was indexed: counted again, last
      #expect(counts.queue == [1, 2, 0])
      counts.countFirst(2)
      #expect(counts.queue == [2, 1, 0])
      counts.opened(1)
      counts.left(1, unread: 7)  // its list's count, as the user changed it
      #expect(counts[1] == 7)
      while counts.isCounting { counts.countNextChunk { _ in nil } }
      #expect((counts[0], counts[1], counts[2]) == (2, 7, 0))
      counts.left(2, unread: nil)
      counts.stop()
      #expect(!counts.isCounting)
    }
  }
}
