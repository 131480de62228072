import Foundation
import GRDB
import GRDBSQLite

extension SearchIndex {
  /// What the index says about a query's terms, per list position: for its `to:` and
  /// `body:` terms, the message matches, does not, or must be read (``Verdict``); for its
  /// plain words, `from:` and `subject:` terms, the same about the summary's sender and
  /// subject (``headerVerdict(at:)``), where "read" means compare the summary.
  ///
  /// Each term's runs of letters and digits (its *pieces*, read as the index's words are:
  /// ``SearchIndex/Words``) must each lie inside some word of the text it looks in, so the
  /// messages with a word containing every piece are all that can match; a term that is
  /// one such run, on a message whose text reads exactly (``SearchIndex/Reading``,
  /// ``Entry``), matches exactly where a word contains it (`plan*`: starts with it). A
  /// text whose words rule nothing out (``SearchIndex/Reading/unsound``) is read for every
  /// term. Anything else the index cannot decide is read or compared, as is every
  /// position it does not cover, so the answers are always the scan's.
  ///
  /// ```swift
  /// let answers = folder.answers(for: SearchQuery("from:ada body:budget"))
  /// answers?.verdict(at: 0)         // .matches, .fails or .read
  /// answers?.headerVerdict(at: 0)   // .fails: not from ada, skipped unread
  /// ```
  struct Answers: Sendable {
    /// What the index says about one message.
    enum Verdict: UInt8, Sendable, Equatable {
      /// It satisfies every term asked about.
      case matches = 1
      /// It fails one of them.
      case fails = 0
      /// The index cannot tell: read the message (or compare its summary).
      case read = 2
      /// The index has not got to the message's row yet: wait for more of its answer.
      /// (Bit 1 is set, as in ``read``: the look-up eight at a time stops at either.)
      case pending = 6
    }

    /// One term's messages.
    struct TermAnswer: Sendable {
      /// Whether the term is negated.
      var isNegated: Bool
      /// Whether ``rows`` is exactly the term's matches on a message whose entry has
      /// every flag of ``plain`` (the columns it looks in are plain).
      var isExact: Bool
      /// The ``SearchIndex/Entry`` flags saying the term's columns are plain.
      var plain: Int64 = SearchIndex.Entry.bodyIsPlain
      /// The ``SearchIndex/Entry`` flags saying one of the term's columns rules nothing
      /// out (``SearchIndex/Reading/unsound``): such a message is read.
      var unsound: Int64 = SearchIndex.Entry.bodyIsUnsound
      /// Rows that can match (all that do); nil when the index cannot narrow them.
      var rows: RowSet?
    }

    /// The verdict per list position, as its raw value.
    ///
    /// Decided once, on the thread that asked the index, so the reader's search only
    /// looks each message up (a million in a few milliseconds). Raw values, because an
    /// enum's byte in memory is its case's number, not its raw value.
    private let verdicts: [UInt8]
    /// The same for the terms the summary answers (plain words, `from:`, `subject:`);
    /// empty when the query has none.
    private let headerVerdicts: [UInt8]

    /// The verdicts for `positions` (as ``Folder/rows``) from `terms`' answers, which
    /// cover the rows up to `through` (a part of the answer) or all of them, and from
    /// `headerTerms`' answers (whole).
    init(
      positions: [Int64], terms: [TermAnswer], headerTerms: [TermAnswer] = [],
      through: Int64 = .max
    ) {
      // None for a query of the summary's terms only: nothing reads a message then.
      verdicts =
        terms.isEmpty && !headerTerms.isEmpty
        ? []
        : positions.map { entry in
          SearchIndex.Entry.row(entry) > through
            ? Verdict.pending.rawValue : Self.verdict(for: entry, terms).rawValue
        }
      decidesHeaders = !headerTerms.isEmpty
      headerVerdicts =
        headerTerms.isEmpty ? [] : positions.map { Self.verdict(for: $0, headerTerms).rawValue }
      matchCount = verdicts.count { $0 == Verdict.matches.rawValue }
      isComplete = through == .max
      coverage = positions.count
    }

    /// How many list positions were asked about (those the index had matched with its rows).
    ///
    /// A later position gets ``Verdict/read``: the list grew since.
    let coverage: Int

    /// Whether this is the whole answer: no verdict is ``Verdict/pending``.
    let isComplete: Bool

    /// What the index says about the message at list `position`.
    func verdict(at position: Int) -> Verdict {
      position < verdicts.count ? Verdict(rawValue: verdicts[position]) ?? .read : .read
    }

    /// How many positions the index says match the `to:` and `body:` terms.
    let matchCount: Int

    /// Whether the index answers for the summary's terms (``headerVerdict(at:)``): the
    /// query has some.
    let decidesHeaders: Bool

    /// What the index says about the summary's terms (plain words, `from:`, `subject:`)
    /// at list `position`: ``Verdict/read`` when the summary must be compared.
    func headerVerdict(at position: Int) -> Verdict {
      position < headerVerdicts.count ? Verdict(rawValue: headerVerdicts[position]) ?? .read : .read
    }

    /// The first position from `start` to `end` (excluded) that the summary's terms do
    /// not rule out (``headerVerdict(at:)`` is not ``Verdict/fails``), or `end`.
    ///
    /// Eight verdicts are looked at at once, as the bytes of a 64-bit word (a failure is
    /// 0): a million in well under a millisecond.
    func firstHeaderCandidate(from start: Int, to end: Int) -> Int {
      headerVerdicts.withUnsafeBytes { bytes in
        // Past the verdicts, nothing is ruled out.
        let limit = min(end, bytes.count)
        var position = start
        while position + 8 <= limit,
          bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self) == 0
        {
          position += 8
        }
        while position < limit, bytes[position] == Verdict.fails.rawValue { position += 1 }
        return position
      }
    }

    /// Appends to `found` the positions from `start` to `end` (excluded) that match, in
    /// order, up to the first the index cannot decide (yet).
    ///
    /// Eight verdicts are looked at at once, as the bytes of a 64-bit word (a match is
    /// 1, a message to read or not reached yet has bit 1 set): a million in a
    /// millisecond or two.
    ///
    /// - Returns: The first position the index cannot decide, or `end`.
    func appendMatches(from start: Int, to end: Int, into found: inout [Int]) -> Int {
      Self.appendMatches(of: verdicts, from: start, to: end, into: &found)
    }

    /// The same for the summary's terms (``headerVerdict(at:)``): appends the positions
    /// the index says match them, up to the first whose summary must be compared.
    ///
    /// - Returns: The first position the index cannot decide, or `end`.
    func appendHeaderMatches(from start: Int, to end: Int, into found: inout [Int]) -> Int {
      Self.appendMatches(of: headerVerdicts, from: start, to: end, into: &found)
    }

    /// Appends to `found` the positions from `start` to `end` (excluded) whose verdict
    /// in `verdicts` is a match, up to the first that is neither a match nor a failure.
    private static func appendMatches(
      of verdicts: [UInt8], from start: Int, to end: Int, into found: inout [Int]
    ) -> Int {
      verdicts.withUnsafeBytes { bytes in
        let limit = min(end, bytes.count)
        var position = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        while position + 8 <= limit {
          let word = UInt64(
            littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
          if word & (ones << 1) != 0 { break }  // one to read or wait for among them
          var hits = word & ones
          while hits != 0 {
            found.append(position + hits.trailingZeroBitCount / 8)
            hits &= hits - 1
          }
          position += 8
        }
        while position < limit, bytes[position] & 2 == 0 {
          if bytes[position] == Verdict.matches.rawValue { found.append(position) }
          position += 1
        }
        return position
      }
    }

    /// What `terms` say about a message whose ``Folder/rows`` entry is `entry`.
    private static func verdict(for entry: Int64, _ terms: [TermAnswer]) -> Verdict {
      guard entry != 0 else { return .read }
      let row = SearchIndex.Entry.row(entry)
      var mustRead = false
      for term in terms {
        if let rows = term.rows, entry & term.unsound == 0 {
          let hit = rows.contains(row)
          if term.isExact, entry & term.plain == term.plain {
            if hit == term.isNegated { return .fails }
            continue
          }
          if !term.isNegated, !hit { return .fails }
        }
        mustRead = true
      }
      return mustRead ? .read : .matches
    }
  }

  /// A set of row numbers, one bit each.
  struct RowSet: Sendable {
    private let bits: [UInt64]

    /// An empty set.
    init() { bits = [] }

    /// The set whose row `r` is bit `r % 64` of `bits[r / 64]`.
    init(bits: [UInt64]) { self.bits = bits }

    /// Whether `row` is in the set.
    func contains(_ row: Int64) -> Bool {
      let word = Int(row >> 6)
      return word < bits.count && bits[word] & (1 << UInt64(row & 63)) != 0
    }

    /// The set's bits: row `r` is bit `r % 64` of word `r / 64`.
    var words: [UInt64] { bits }

    /// The rows in both.
    func intersection(_ other: RowSet) -> RowSet {
      RowSet(bits: zip(bits, other.bits).map { $0 & $1 })
    }

    /// The rows in either.
    func union(_ other: RowSet) -> RowSet {
      let (longer, shorter) =
        bits.count >= other.bits.count ? (bits, other.bits) : (other.bits, bits)
      var result = longer
      for (word, value) in shorter.enumerated() { result[word] |= value }
      return RowSet(bits: result)
    }
  }
}

extension SearchIndex.Folder {
  /// The most vocabulary words a piece may expand to before the index stops narrowing by
  /// it (a very short piece is in nearly every message anyway).
  static let maximumExpansion = 2_000

  /// What the index says about `query`'s terms for the positions indexed so far; nil
  /// when the query has none, or the index cannot be used.
  func answers(for query: SearchQuery) -> SearchIndex.Answers? {
    guard !query.terms.isEmpty, index.status == .ready else { return nil }
    do {
      return try database.inDatabase { db in
        try Self.answers(for: query, positions: rows, in: db)
      }
    } catch {
      index.fail(error)
      return nil
    }
  }

  /// What the index in `db` says about `query`'s terms for `positions` (a folder's
  /// ``rows``, as they were): on any connection to the index, so a reader can ask on
  /// another thread while its own connection builds.
  ///
  /// `isCurrent` is asked every few thousand rows: once it says false (another question
  /// was asked since), this one stops with a `CancellationError`, leaving what it found
  /// in `cache` for the next question on `db` with the same FTS5 expression.
  ///
  /// `partial` is given part of the answer on the way (the messages whose rows the
  /// index has gone through), when one `to:` or `body:` term of one piece decides it: a
  /// common word's first matches can be shown while the index goes through the rest.
  /// The summary's terms are answered first, and whole in every part.
  static func answers(
    for query: SearchQuery, positions: [Int64], in db: Database,
    cache: SearchIndex.MatchCache? = nil, partial: ((SearchIndex.Answers) -> Void)? = nil,
    isCurrent: () -> Bool = { true }
  ) throws -> SearchIndex.Answers {
    let headerTerms = try query.terms.filter { $0.field.isInSummary }.map {
      try answer($0, db, cache: cache, progress: nil, isCurrent: isCurrent)
    }
    let asked = query.terms.filter { !$0.field.isInSummary }
    let progress: ((SearchIndex.Answers.TermAnswer, Int64) -> Void)? =
      if let partial, asked.count == 1 {
        { term, through in
          partial(
            SearchIndex.Answers(
              positions: positions, terms: [term], headerTerms: headerTerms, through: through))
        }
      } else {
        nil
      }
    let terms = try asked.map {
      try answer($0, db, cache: cache, progress: progress, isCurrent: isCurrent)
    }
    return SearchIndex.Answers(positions: positions, terms: terms, headerTerms: headerTerms)
  }

  /// The rows that can match `term` (all that do): in its field's columns, both of them
  /// for a plain word (the sender or the subject).
  private static func answer(
    _ term: SearchQuery.Term, _ db: Database, cache: SearchIndex.MatchCache?,
    progress: ((SearchIndex.Answers.TermAnswer, Int64) -> Void)?, isCurrent: () -> Bool
  ) throws -> SearchIndex.Answers.TermAnswer {
    let (pieces, isExact) = Self.pieces(of: term.text)
    let columns: [SearchIndex.Column] =
      switch term.field {
      case .any: [.sender, .subject]
      case .from: [.sender]
      case .subject: [.subject]
      case .to: [.recipients]
      case .body: [.body]
      }
    let plain = columns.reduce(0) { $0 | $1.plain }
    let unsound = columns.reduce(0) { $0 | $1.unsound }
    // The term's rows so far, when one piece in one column decides them.
    let told: ((SearchIndex.RowSet, Int64) -> Void)? =
      if let progress, pieces.count == 1, columns.count == 1 {
        { rows, through in
          progress(
            .init(
              isNegated: term.isNegated, isExact: isExact, plain: plain, unsound: unsound,
              rows: rows), through)
        }
      } else {
        nil
      }
    var rows: SearchIndex.RowSet?
    for (number, piece) in pieces.enumerated() {
      let words = try Self.words(
        isExact && term.isPrefix && number == 0 ? .starting(piece) : .containing(piece), db)
      // In any of the columns: the piece narrows only when it does in each.
      var found: SearchIndex.RowSet? = SearchIndex.RowSet()
      for column in columns {
        guard let inColumn = found else { break }
        found = try rowsOfWords(
          words, in: column, db, cache: cache, progress: told, isCurrent: isCurrent
        ).map { inColumn.union($0) }
      }
      if let found { rows = rows.map { $0.intersection(found) } ?? found }
    }
    return .init(
      isNegated: term.isNegated, isExact: isExact && rows != nil, plain: plain, unsound: unsound,
      rows: rows)
  }

  /// Which words of the vocabulary a piece asks for.
  private enum WordsOf {
    /// The words containing it.
    case containing(String)
    /// The words starting with it (`plan*`).
    case starting(String)
  }

  /// The words of the vocabulary a piece stands for.
  private enum Expansion {
    /// These words.
    case words([String])
    /// Too many words contain it to narrow anything.
    case tooMany
    /// Too many words start with it: FTS5 finds their rows itself.
    case prefix(String)
  }

  /// The words of the vocabulary containing (or starting with) a piece.
  private static func words(_ asked: WordsOf, _ db: Database) throws -> Expansion {
    switch asked {
    case .containing(let piece):
      return try wordsContaining(piece, limit: maximumExpansion, db).map { .words($0) } ?? .tooMany
    case .starting(let piece):
      // Words sort by their UTF-8 bytes, so all starting with the piece sort before it
      // followed by the last scalar, U+10FFFF (which no word holds: it is no letter).
      let words = try String.fetchAll(
        db, sql: "SELECT word FROM vocabulary WHERE word >= ? AND word < ? LIMIT ?",
        arguments: [piece, piece + "\u{10FFFF}", maximumExpansion + 1])
      return words.count <= maximumExpansion ? .words(words) : .prefix(piece)
    }
  }

  /// The words of the vocabulary containing `piece` (letters and digits), up to
  /// `limit`; nil past it.
  ///
  /// Searched in `vocabulary_text`, the words as text a row per transaction: a million
  /// words are a few megabytes searched with `memchr` in a few milliseconds, where
  /// asking `vocabulary` with `instr` row by row took 80 ms.
  static func wordsContaining(_ piece: String, limit: Int, _ db: Database) throws -> [String]? {
    let needle = Array(piece.utf8)
    guard !needle.isEmpty else { return nil }
    let statement = try db.cachedStatement(sql: "SELECT words FROM vocabulary_text")
    let raw = statement.sqliteStatement
    defer { sqlite3_reset(raw) }
    var found: [String] = []
    while true {
      let code = sqlite3_step(raw)
      if code == SQLITE_DONE { return found }
      guard code == SQLITE_ROW else { throw sqliteError(code, db) }
      let count = Int(sqlite3_column_bytes(raw, 0))
      guard let start = sqlite3_column_blob(raw, 0)?.assumingMemoryBound(to: UInt8.self) else {
        continue
      }
      let blob = UnsafeBufferPointer(start: start, count: count)
      var offset = 0
      while let hit = Self.find(needle, in: blob, from: offset) {
        // The word around it: words are separated by single spaces, and the piece holds
        // none.
        var (start, end) = (hit, hit + needle.count)
        while start > 0, blob[start - 1] != Bytes.space { start -= 1 }
        while end < count, blob[end] != Bytes.space { end += 1 }
        found.append(
          String(decoding: UnsafeBufferPointer(rebasing: blob[start..<end]), as: UTF8.self))
        if found.count > limit { return nil }
        offset = end
      }
    }
  }

  /// The offset of the first `needle` (not empty) in `bytes` from `offset` on, or nil:
  /// its first byte found with `memchr` (``Bytes/firstIndex(of:in:from:)``), the rest
  /// compared.
  private static func find(
    _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from offset: Int
  )
    -> Int?
  {
    guard let first = needle.first, let base = bytes.baseAddress else { return nil }
    var position = offset
    while let start = Bytes.firstIndex(of: first, in: bytes, from: position),
      bytes.count - start >= needle.count
    {
      if memcmp(base + start, needle, needle.count) == 0 { return start }
      position = start + 1
    }
    return nil
  }

  /// The rows with one of the words a piece stands for in `column`; nil when too many
  /// words contain it to narrow anything.
  private static func rowsOfWords(
    _ expansion: Expansion, in column: SearchIndex.Column, _ db: Database,
    cache: SearchIndex.MatchCache?, progress: ((SearchIndex.RowSet, Int64) -> Void)?,
    isCurrent: () -> Bool
  ) throws -> SearchIndex.RowSet? {
    let words: [String]
    switch expansion {
    case .tooMany: return nil
    case .prefix(let piece):
      return try matching(
        "\(column.rawValue) : \(piece)*", in: column.table, db, cache: cache, progress: progress,
        isCurrent: isCurrent)
    case .words(let expanded): words = expanded
    }
    guard !words.isEmpty else { return SearchIndex.RowSet() }
    /// The FTS5 expression for some of the words.
    func expression(_ words: [String]) -> String {
      "\(column.rawValue) : (\(words.joined(separator: " OR ")))"
    }
    let kept = try SearchIndex.FrequentWords.kept(words, in: column, db)
    guard !kept.isEmpty else {
      return try matching(
        expression(words), in: column.table, db, cache: cache, progress: progress,
        isCurrent: isCurrent)
    }
    // The frequent words' rows start from those kept, and only rows added since are
    // walked; the other words' rows are walked whole, as always.
    let frequent = try matching(
      expression(kept), in: column.table, db, cache: cache, progress: nil, isCurrent: isCurrent
    ) { try SearchIndex.FrequentWords.rows(of: kept, in: column, db) }
    let keptSet = Set(kept)
    let others = words.filter { !keptSet.contains($0) }
    guard !others.isEmpty else { return frequent }
    return try matching(
      expression(others), in: column.table, db, cache: cache,
      progress: progress.map { progress in { progress(frequent.union($0), $1) } },
      isCurrent: isCurrent
    ).union(frequent)
  }

  /// The rows an FTS5 query of `table` matches: from `cache`, going on from what an
  /// earlier question with the same expression found (``SearchIndex/Matches``), or from
  /// `start` (rows known to be every match up to a row) when none did.
  private static func matching(
    _ expression: String, in table: String, _ db: Database, cache: SearchIndex.MatchCache?,
    progress: ((SearchIndex.RowSet, Int64) -> Void)?, isCurrent: () -> Bool,
    start: (() throws -> (rows: SearchIndex.RowSet, through: Int64))? = nil
  ) throws -> SearchIndex.RowSet {
    let matches =
      cache?.matches(for: expression, in: table)
      ?? SearchIndex.Matches(expression: expression, table: table)
    if matches.through == 0, let start {
      let (rows, through) = try start()
      matches.start(from: rows, through: through)
    }
    do {
      try matches.resume(
        in: db, isCurrent: isCurrent,
        progress: progress.map { progress in { progress($0.rows, $0.through) } })
    } catch {
      if !(error is CancellationError) { cache?.remove(matches) }
      throw error
    }
    return matches.rows
  }

  /// The runs of letters and digits of a lowercased term, as the index's words are read
  /// from a text (``SearchIndex/Words``: lowercased and composed, each once), and whether
  /// the term is exactly one such run of characters of one scalar each: then a word
  /// containing it (or starting with it) on a text that reads exactly is a match.
  static func pieces(of text: String) -> (pieces: [String], isExact: Bool) {
    var words = SearchIndex.Words()
    var known = SearchIndex.KnownWords()
    var new: [String] = []
    let reading = words.add(text, known: &known, new: &new)
    var pieces: [String] = []
    words.forEachWord { pieces.append($0) }
    let isExact =
      reading == .exact && pieces.count == 1
      && pieces[0].utf8.elementsEqual(SearchIndex.Reading.folded(text).utf8)
    return (pieces, isExact)
  }
}
