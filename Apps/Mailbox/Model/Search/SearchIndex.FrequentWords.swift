import Foundation
import GRDB

extension SearchIndex {
  /// The rows of the words in very many messages, kept in the index as one bit per row,
  /// so asking for such a word costs reading its bits, not walking its rows.
  ///
  /// SQLite walks a word's rows at about 60 ns each: `body:walk` over a million messages
  /// that nearly all hold it took 60 ms before its first answer, whatever the index's
  /// layout (`detail=none` walked no faster). Asked for the same word again, the kept
  /// bits (125 KB at a million rows) are read in well under a millisecond, and only the
  /// rows added since they were kept are walked.
  ///
  /// Which words: while building, one message added in ``Policy/sampleEvery`` has its
  /// words counted (a bounded count); a word counted in enough of them to be in
  /// ``Policy/rows`` messages becomes frequent, and the builder, between batches,
  /// gathers its rows and keeps them up to date (``Folder/keepUpFrequentWords(lag:isCurrent:)``).
  /// Words are per column (``Column``): `to:` (`recipients`) and `body:` words are kept
  /// apart; the sender's and subject's are not kept.
  ///
  /// The kept rows are right for ever up to the row they were kept to: the word table's
  /// rows are never changed or reused (``Matches``). So a question takes them as the
  /// start of its ``Matches`` and walks only the rows after.
  ///
  /// ```swift
  /// var sample = SearchIndex.FrequentWords.Sample(policy: .standard)
  /// if sample.isSampled() { frequent += sample.count(words, in: .body) }
  /// ```
  enum FrequentWords {
    /// When a word counts as frequent.
    struct Policy: Sendable, Equatable {
      /// A word in about this many messages (in one column) has its rows kept: under
      /// it, walking the word's rows takes a few milliseconds anyway.
      var rows: Int
      /// One message added in this many has its words counted.
      var sampleEvery: Int
      /// While building, kept rows are brought up to date once this many rows behind
      /// (once building is done, to the last row).
      var lag: Int64
      /// The most words kept per index (each a bit per row: 125 KB at a million).
      var maximumWords: Int

      /// The reader's: words in 131,072 messages or more, one message in 32 counted.
      static let standard = Policy(rows: 131_072, sampleEvery: 32, lag: 65_536, maximumWords: 2_048)

      /// How many times a word is counted before it becomes frequent.
      var countedTimes: Int { max(1, rows / max(1, sampleEvery)) }
    }

    /// Counts the words of one message in ``Policy/sampleEvery``, per column, and tells
    /// which reach ``Policy/countedTimes``.
    ///
    /// Bounded: past ``limit`` words counted, the ones counted least are forgotten (a
    /// frequent word is counted again soon after).
    struct Sample {
      let policy: Policy
      private var added = 0
      private var counts: [Column: [String: Int32]] = [:]
      /// Words counted per column before the least counted are forgotten.
      static let limit = 1 << 16

      init(policy: Policy) { self.policy = policy }

      /// Whether the message being added now is one to count (call it once per message).
      mutating func isSampled() -> Bool {
        added += 1
        return added % max(1, policy.sampleEvery) == 0
      }

      /// Counts `words` (one message's, each once) in `column`; returns those counted
      /// ``Policy/countedTimes`` now.
      mutating func count(_ words: Words, in column: Column) -> [String] {
        var reached: [String] = []
        let times = Int32(clamping: policy.countedTimes)
        var table = counts[column, default: [:]]
        counts[column] = nil  // counted in place, not copied
        words.forEachWord { word in
          let count = table[word, default: 0] + 1
          table[word] = count
          if count == times { reached.append(word) }
        }
        if table.count > Self.limit {
          var floor: Int32 = 2
          // Words told already stay; the others go from the least counted up.
          while table.count > Self.limit / 2, floor <= times {
            table = table.filter { $0.value >= floor }
            floor *= 2
          }
        }
        counts[column] = table
        return reached
      }
    }

    /// Those of `words` whose rows `db` keeps in `column`.
    static func kept(_ words: [String], in column: Column, _ db: Database) throws -> [String] {
      let kept = Set(
        try String.fetchAll(
          db.cachedStatement(sql: "SELECT word FROM frequent WHERE col = ? AND through > 0"),
          arguments: [column.rawValue]))
      return words.filter { kept.contains($0) }
    }

    /// The kept rows of `words` (all kept: ``kept(_:in:_:)``) in `column`, as one set,
    /// and the row up to which they are all there.
    static func rows(of words: [String], in column: Column, _ db: Database) throws -> (
      rows: RowSet, through: Int64
    ) {
      var rows = RowSet()
      var through = Int64.max
      let statement = try db.cachedStatement(
        sql: "SELECT through, bits FROM frequent WHERE col = ? AND word = ?")
      for word in words {
        guard let row = try Row.fetchOne(statement, arguments: [column.rawValue, word]) else {
          return (RowSet(), 0)  // gone meanwhile: nothing is known
        }
        through = min(through, row[0])
        rows = rows.union(RowSet(bits: decode(row[1])))
      }
      return (rows, through == .max ? 0 : through)
    }

    /// The bits as the table keeps them: each 64 as 8 bytes, little-endian.
    static func encode(_ words: [UInt64]) -> Data {
      var data = Data(count: words.count * 8)
      data.withUnsafeMutableBytes { bytes in
        for (index, word) in words.enumerated() {
          bytes.storeBytes(of: word.littleEndian, toByteOffset: index * 8, as: UInt64.self)
        }
      }
      return data
    }

    /// The bits `data` keeps (``encode(_:)``).
    static func decode(_ data: Data) -> [UInt64] {
      data.withUnsafeBytes { bytes in
        (0..<bytes.count / 8).map {
          UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self))
        }
      }
    }
  }
}

extension SearchIndex.Folder {
  /// Gathers the rows of the frequent word furthest behind, when it is more than `lag`
  /// rows behind the last row, and keeps them in the index.
  ///
  /// - Parameters:
  ///   - lag: How far behind a word may be left (0: up to the last row).
  ///   - isCurrent: Asked every 4,096 rows; false stops, keeping nothing.
  /// - Returns: Whether it gathered a word's rows (others may be behind too).
  /// - Throws: SQLite's error, or `CancellationError` when `isCurrent` said false.
  @discardableResult
  func keepUpFrequentWords(lag: Int64, isCurrent: () -> Bool = { true }) throws -> Bool {
    try database.inDatabase { db in
      let largest = try SearchIndex.largestRow(db)
      guard
        let row = try Row.fetchOne(
          db,
          sql:
            "SELECT col, word, through, bits FROM frequent WHERE through < ? ORDER BY through LIMIT 1",
          arguments: [largest - lag])
      else { return false }
      let name: String = row[0]
      let word: String = row[1]
      guard let column = SearchIndex.Column(rawValue: name) else {
        throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "frequent column \(name)")
      }
      let matches = SearchIndex.Matches(expression: "\(name) : (\(word))", table: column.table)
      matches.start(
        from: SearchIndex.RowSet(bits: SearchIndex.FrequentWords.decode(row[3])), through: row[2])
      try matches.resume(in: db, isCurrent: isCurrent)
      try db.execute(
        sql: "UPDATE frequent SET through = ?, bits = ? WHERE col = ? AND word = ?",
        arguments: [
          matches.through, SearchIndex.FrequentWords.encode(matches.rows.words), name, word,
        ])
      return true
    }
  }
}
