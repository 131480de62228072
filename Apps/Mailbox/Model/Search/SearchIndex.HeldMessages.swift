import GRDB
import GRDBSQLite

extension SearchIndex {
  /// The messages of an mbox folder the index held when it was opened, by offset: read
  /// in one pass of the `messages` table, so matching a relaunch's list with them costs a
  /// look-up in memory per message, not an SQL query (one each took 30–50 µs, 6.7–9.7 s
  /// at 200,000 messages on a loaded VM).
  ///
  /// ```swift
  /// var held = try SearchIndex.HeldMessages(folder: "", db)
  /// held.find(offset: 0)   // (entry, headers) of the message at offset 0, or nil
  /// ```
  ///
  /// 24 bytes a message, kept only while the list's positions within the held part are
  /// matched (``Folder`` drops it after the last).
  struct HeldMessages {
    /// The messages' offsets, ascending.
    private var offsets: [Int] = []
    /// Each one's ``Entry`` (its row and flags), in step with ``offsets``.
    private var entries: [Int64] = []
    /// Each one's hash of the sender and subject it was indexed with (``Headers/hash``).
    private var hashes: [Int64] = []
    /// Where the next look-up starts: the list asks in offset order, so most look-ups
    /// find the message there.
    private var next = 0

    /// The messages of `folder` (an mbox's: keyed by offset) in `db`.
    init(folder: String, _ db: Database) throws {
      // A pass over the table in row order (the folder's index walks keys as text, each
      // row then looked up: twice as slow), which is offset order for an mbox indexed
      // from its start.
      let statement = try db.makeStatement(
        sql: "SELECT key, id, plain, headers FROM messages NOT INDEXED WHERE folder = ?")
      let raw = statement.sqliteStatement
      sqlite3_bind_text(raw, 1, folder, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
      defer { sqlite3_reset(raw) }
      var isSorted = true
      while true {
        let code = sqlite3_step(raw)
        if code == SQLITE_DONE { break }
        guard code == SQLITE_ROW else { throw Folder.sqliteError(code, db) }
        guard let key = sqlite3_column_text(raw, 0),
          let offset = Self.offset(key, count: Int(sqlite3_column_bytes(raw, 0)))
        else { continue }
        if let last = offsets.last, offset <= last { isSorted = false }
        offsets.append(offset)
        entries.append(
          Entry.make(row: sqlite3_column_int64(raw, 1), flags: sqlite3_column_int64(raw, 2)))
        hashes.append(sqlite3_column_int64(raw, 3))
      }
      if !isSorted {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        (offsets, entries, hashes) = (
          order.map { offsets[$0] }, order.map { entries[$0] }, order.map { hashes[$0] }
        )
      }
    }

    /// How many messages it holds.
    var count: Int { offsets.count }

    /// The offset of the last message it holds, or -1 when it holds none.
    var lastOffset: Int { offsets.last ?? -1 }

    /// The entry of the message at `offset` and the hash of the sender and subject it
    /// was indexed with; nil when the index does not hold one there.
    ///
    /// - Complexity: O(1) when asked in offset order, O(log n) otherwise.
    mutating func find(offset: Int) -> (entry: Int64, headers: Int64)? {
      var found = next
      if found >= offsets.count || offsets[found] != offset {
        // Not the next one: the first offset not below it.
        var (low, high) = (0, offsets.count)
        while low < high {
          let middle = (low + high) / 2
          if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        guard low < offsets.count, offsets[low] == offset else {
          next = low
          return nil
        }
        found = low
      }
      next = found + 1
      return (entries[found], hashes[found])
    }

    /// The offset an mbox message's key (`o:` and the decimal offset, as
    /// ``Folder/key(of:folder:validEnd:)`` makes it) names; nil for any other key.
    static func offset(_ key: UnsafePointer<UInt8>, count: Int) -> Int? {
      guard count > 2, count <= 20, key[0] == UInt8(ascii: "o"), key[1] == UInt8(ascii: ":")
      else { return nil }
      var offset = 0
      for index in 2..<count {
        let digit = key[index] &- UInt8(ascii: "0")
        guard digit <= 9 else { return nil }
        offset = offset * 10 + Int(digit)
      }
      return offset
    }
  }
}
