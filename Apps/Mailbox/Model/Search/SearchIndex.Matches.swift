import GRDB
import GRDBSQLite

extension SearchIndex {
  /// The rows an FTS5 expression matches, gathered in row order as far as a question got:
  /// a question stopped for a newer one leaves what it found, and the next question with
  /// the same expression goes on from there.
  ///
  /// That holds because the word table only grows: a message indexed again gets a new,
  /// larger row (``SearchIndex`` never reuses one), so which rows up to ``through`` match
  /// never changes. Typing `benchmark` asks `body : (benchmark)` from `ben` on; each key
  /// adds to the same rows instead of starting again, and the last key finds them done.
  ///
  /// The rows are gathered inside SQLite by an aggregate function of ours, called once per
  /// matching row: returning each row to the caller with `sqlite3_step` took a third more
  /// (981,660 rows), and GRDB's cursor twice that again. The function is registered on the
  /// connection for one ``resume(in:isCurrent:)`` only, with this object as its data.
  ///
  /// ```swift
  /// let matches = SearchIndex.Matches(expression: "body : (plan)")
  /// try matches.resume(in: db) { true }
  /// matches.rows.contains(42)
  /// ```
  final class Matches {
    /// The aggregate function's name in SQL.
    static let functionName = "splitkit_rows"

    /// The FTS5 expression.
    let expression: String
    /// The full-text table it asks (``Column/table``).
    let table: String
    /// The last row looked at: every matching row up to it is in ``rows``.
    private(set) var through: Int64 = 0
    /// Whether the last ``resume(in:isCurrent:)`` was stopped by `isCurrent`.
    private var isCancelled = false
    /// Asked every 4,096 rows during ``resume(in:isCurrent:progress:)``; nil between them.
    private var isCurrent: (() -> Bool)?
    /// Told the rows so far a few times during ``resume(in:isCurrent:progress:)``.
    private var progress: ((Matches) -> Void)?
    /// Rows added during this resume: every 4,096 ``isCurrent`` is asked, and
    /// ``progress`` told at ``progressPoints``.
    private var addedNow = 0
    /// After how many rows of a resume ``progress`` hears: the first screenful of a
    /// large mailbox in a millisecond or two, then a quarter of a million rows.
    static let progressPoints: Set<Int> = [16_384, 262_144]
    // One bit per row, grown by doubling. Touched once per row, so without the dynamic
    // exclusivity checks a class's stored properties get.
    @exclusivity(unchecked) private var bits = UnsafeMutableBufferPointer<UInt64>(
      start: nil, count: 0)
    @exclusivity(unchecked) private var used = 0

    /// No rows gathered yet for `expression` in `table`.
    init(expression: String, table: String = "words") {
      self.expression = expression
      self.table = table
    }

    /// Starts from the rows `set` holds, which are every match of ``expression`` up to
    /// `through` (a frequent word's kept rows: ``SearchIndex/FrequentWords``), when
    /// nothing was gathered yet; ``resume(in:isCurrent:progress:)`` goes on after them.
    func start(from set: RowSet, through: Int64) {
      guard self.through == 0 else { return }
      let words = set.words
      reserve(word: words.count)
      _ = bits.update(fromContentsOf: words)
      used = words.count
      self.through = through
    }

    deinit { bits.deallocate() }

    /// The rows gathered so far.
    var rows: RowSet { RowSet(bits: Array(bits[..<used])) }

    /// Gathers the matching rows after ``through``, to the last.
    ///
    /// - Parameters:
    ///   - db: A connection to the index.
    ///   - isCurrent: Asked every 4,096 rows; false stops the question, keeping the rows
    ///     found so far.
    ///   - progress: Told these matches after 16,384 and 262,144 rows
    ///     (``progressPoints``), with ``rows`` and ``through`` as far as they got, when
    ///     they start from the first row.
    /// - Throws: `CancellationError` once `isCurrent` said false; SQLite's error otherwise
    ///   (the rows found are then not to be trusted).
    func resume(
      in db: Database, isCurrent: () -> Bool, progress: ((Matches) -> Void)? = nil
    ) throws {
      // Every row up to the largest now is looked at when the statement ends (a snapshot
      // at least as new).
      let largest = try SearchIndex.largestRow(db)
      if largest > through { reserve(word: Int(truncatingIfNeeded: largest >> 6)) }
      // Parts are told only from the first row: a question going on from an earlier one
      // (typing) has little left, and each part costs a look at every list position.
      let progress = through == 0 ? progress : nil
      try withoutActuallyEscaping(isCurrent) { isCurrent in
        self.isCurrent = isCurrent
        self.progress = progress
        defer { (self.isCurrent, self.progress) = (nil, nil) }
        try run(db)
      }
      through = max(through, largest)
    }

    /// Runs the statement once, with the function registered.
    private func run(_ db: Database) throws {
      (isCancelled, addedNow) = (false, 0)
      let connection = db.sqliteConnection
      let data = Unmanaged.passUnretained(self).toOpaque()
      var code = sqlite3_create_function_v2(
        connection, Self.functionName, 1, SQLITE_UTF8, data, nil, Self.step, Self.final, nil)
      guard code == SQLITE_OK else { throw Folder.sqliteError(code, db) }
      defer {
        // Removed, so nothing calls it with this object's address once it is gone.
        sqlite3_create_function_v2(
          connection, Self.functionName, 1, SQLITE_UTF8, nil, nil, nil, nil, nil)
      }
      let statement = try db.makeStatement(
        sql:
          "SELECT \(Self.functionName)(rowid) FROM \(table) WHERE \(table) MATCH ? AND rowid > ?")
      try statement.setArguments([expression, through])
      let raw = statement.sqliteStatement
      defer { sqlite3_reset(raw) }
      repeat { code = sqlite3_step(raw) } while code == SQLITE_ROW
      if isCancelled { throw CancellationError() }
      guard code == SQLITE_DONE else { throw Folder.sqliteError(code, db) }
    }

    /// One matching row, in increasing order: added, and every 4,096 rows a look at
    /// whether to go on (an error stops the statement).
    private func add(_ row: Int64, _ context: OpaquePointer?) {
      guard row > 0 else { return }  // names no message: rows count from 1
      let word = Int(truncatingIfNeeded: row >> 6)
      if word >= bits.count { reserve(word: word) }
      bits[word] |= 1 << UInt64(row & 63)
      used = max(used, word + 1)
      through = row
      addedNow &+= 1
      if addedNow & 4095 == 0, let isCurrent, !isCurrent() {
        isCancelled = true
        sqlite3_result_error(context, "cancelled", -1)
        return
      }
      if let progress, addedNow & 16_383 == 0, Self.progressPoints.contains(addedNow) {
        progress(self)
      }
    }

    /// Room for word `word` of the bits.
    private func reserve(word: Int) {
      guard word >= bits.count else { return }
      let larger = UnsafeMutableBufferPointer<UInt64>.allocate(
        capacity: max(word + 1, bits.count * 2))
      larger.initialize(repeating: 0)
      if let start = bits.baseAddress {
        larger.baseAddress?.update(from: start, count: bits.count)
      }
      bits.deallocate()
      bits = larger
    }

    private static let step:
      @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
        context, _, arguments in
        guard let data = sqlite3_user_data(context), let argument = arguments?[0] else { return }
        Unmanaged<Matches>.fromOpaque(data).takeUnretainedValue()
          .add(sqlite3_value_int64(argument), context)
      }

    private static let final: @convention(c) (OpaquePointer?) -> Void = { context in
      sqlite3_result_null(context)
    }
  }

  /// The last few expressions' ``Matches`` on one connection, used on its thread only.
  final class MatchCache {
    /// How many expressions are kept: a piece being typed and a few before it, each maybe
    /// in two (its frequent words and the others), each up to one bit per message (125 KB
    /// at a million).
    static let capacity = 8
    /// Least recently used first.
    private var entries: [Matches] = []

    /// An empty cache.
    init() {}

    /// The matches of `expression` in `table`, as far as gathered (none for a new one).
    func matches(for expression: String, in table: String) -> Matches {
      if let index = entries.firstIndex(where: { $0.expression == expression && $0.table == table })
      {
        let found = entries.remove(at: index)
        entries.append(found)
        return found
      }
      let made = Matches(expression: expression, table: table)
      if entries.count == Self.capacity { entries.removeFirst() }
      entries.append(made)
      return made
    }

    /// Forgets `matches` (an error left them unknown).
    func remove(_ matches: Matches) {
      entries.removeAll { $0 === matches }
    }
  }
}
