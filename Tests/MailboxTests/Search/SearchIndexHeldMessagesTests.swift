import GRDB
import Testing

@testable import MailboxModel

/// The messages an mbox folder's index held, read in one pass (``SearchIndex/HeldMessages``):
/// what a relaunch matches its list with instead of a query per message.
@Suite struct SearchIndexHeldMessagesTests {
  /// A `messages` table as the index has it, with these rows: (folder, key, plain, headers).
  static func database(_ rows: [(String, String, Int64, Int64)]) throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT, folder TEXT NOT NULL, key TEXT NOT NULL,
            plain INTEGER NOT NULL, headers INTEGER NOT NULL, UNIQUE (folder, key))
          """)
      for row in rows {
        try db.execute(
          sql: "INSERT INTO messages (folder, key, plain, headers) VALUES (?, ?, ?, ?)",
          arguments: [row.0, row.1, row.2, row.3])
      }
    }
    return queue
  }

  @Test func itFindsTheFoldersMboxMessagesByOffsetInAnyOrderAndNothingElse() throws {
    // Rows 1…6: offsets out of order (a message indexed again got a later row), a
    // Maildir key and another folder's message, which are not this mbox's.
    let queue = try Self.database([
      ("", "o:0", 1, 10), ("", "o:900", 3, 11), ("", "m:1700000000.M1.host", 1, 12),
      ("", "o:300", 5, 13), ("lists", "o:300", 1, 14), ("", "o:1200", 0, 15),
    ])
    var held = try queue.read { try SearchIndex.HeldMessages(folder: "", $0) }
    #expect(held.count == 4)
    #expect(held.lastOffset == 1200)
    /// The row, flags and headers hash found at `offset`.
    func found(_ offset: Int) -> [Int64]? {
      held.find(offset: offset).map {
        [SearchIndex.Entry.row($0.entry), $0.entry & 0xFF, $0.headers]
      }
    }
    // In offset order, as a list asks.
    #expect(found(0) == [1, 1, 10])
    #expect(found(300) == [4, 5, 13])
    #expect(found(900) == [2, 3, 11])
    #expect(found(1200) == [6, 0, 15])
    // Out of order, and offsets it does not hold.
    #expect(found(300) == [4, 5, 13])
    #expect(found(301) == nil)
    #expect(found(0) == [1, 1, 10])
    #expect(found(5000) == nil)
    #expect(found(900) == [2, 3, 11])

    let other = try queue.read { try SearchIndex.HeldMessages(folder: "lists", $0) }
    #expect(other.count == 1)
  }

  @Test func onlyAnOffsetKeyNamesAnOffset() {
    for (key, offset) in [
      ("o:0", 0), ("o:52341", 52341), ("o:", nil), ("o:12a", nil), ("m:12", nil),
      ("x:1", nil), ("o:-1", nil), ("o:123456789012345678901", nil),
    ] as [(String, Int?)] {
      let bytes = Array(key.utf8)
      #expect(
        bytes.withUnsafeBufferPointer {
          SearchIndex.HeldMessages.offset($0.baseAddress!, count: bytes.count)
        } == offset, "\(key)")
    }
  }
}
