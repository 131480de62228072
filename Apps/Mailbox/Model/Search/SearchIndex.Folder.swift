import Foundation
import GRDB
import GRDBSQLite

extension SearchIndex {
  /// One folder of the index, as a reader's list shows it: messages are indexed in list
  /// order between frames (``indexFrame(_:until:now:)``), and a query is answered for the
  /// positions covered so far (``answers(for:)``).
  ///
  /// Each position of the list gets the message's row in the index: found there (indexed
  /// before, maybe under another file name or folder) or added now, by reading the
  /// message once. A message that cannot be read is left uncovered, and searches read it.
  final class Folder {
    /// The folder's name relative to the root ("" for the root).
    let name: String
    /// Where messages are read.
    let mailbox: Mailbox
    /// The index it belongs to (its status turns unavailable after an error).
    let index: SearchIndex
    /// The index's database.
    let database: DatabaseQueue
    /// Per list position: the message's ``Entry`` (its row and what in it is ASCII), or 0
    /// when it is not covered.
    private(set) var rows: [Int64] = []
    /// How many messages this reader read and added (the rest were indexed already).
    private(set) var addedCount = 0
    /// For an mbox: the end of the part indexed before and still the same (bytes), and
    /// the end of what is indexed now.
    private var mboxValidEnd = 0
    private var mboxIndexedEnd = 0
    /// Words known to be in the vocabulary, so most are not written again (bounded).
    private var knownWords = KnownWords()
    private var recipientWords = Words()
    private var bodyWords = Words()
    private var senderWords = Words()
    private var subjectWords = Words()
    /// The To and Cc headers' words read each way, when the two texts differ.
    private var decodedWords = Words()
    private var parsedWords = Words()
    /// The words this transaction added to the vocabulary, separated by spaces: written
    /// as one row of `vocabulary_text` when it commits.
    private var addedWords: [UInt8] = []
    /// Counts words in some of the messages added, to find the frequent ones.
    private var sample: FrequentWords.Sample
    /// For an mbox: the messages the index held within ``heldMboxEnd``, read in one pass
    /// when first asked about, and dropped once the list is past the last of them.
    private var held: HeldMessages?
    /// Whether ``held`` was read (it may be dropped since).
    private var heldWasRead = false

    init(name: String, mailbox: Mailbox, index: SearchIndex, database: DatabaseQueue) throws {
      self.name = name
      self.mailbox = mailbox
      self.index = index
      self.database = database
      sample = FrequentWords.Sample(policy: index.frequentWords)
      try checkMbox()
    }

    /// The number of list positions looked at (covered or not).
    var processedCount: Int { rows.count }

    /// For an mbox, the end (bytes) of the part indexed before and still the same: a
    /// message ending there or before is found in the index, not read; 0 for a Maildir.
    var heldMboxEnd: Int { mboxValidEnd }

    /// Whether the index holds Maildir messages (keyed by unique name in the whole
    /// tree): a Maildir's messages were indexed before, most of them are found, not read.
    func holdsMaildirMessages() -> Bool {
      (try? database.inDatabase { db in
        try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM messages WHERE folder = '' AND key LIKE 'm:%')")
      }) ?? false
    }

    /// Indexes messages of `store` from ``processedCount`` on, in one transaction, until
    /// `deadline` by `now` (at least one message).
    ///
    /// - Returns: Whether messages of `store` remain.
    @discardableResult
    func indexFrame(_ store: SummaryStore, until deadline: Duration, now: () -> Duration) -> Bool {
      guard index.status == .ready, rows.count < store.count else { return false }
      let start = rows.count
      var position = start
      do {
        let found = try indexMessages {
          guard position < store.count, position == start || now() < deadline else {
            return nil
          }
          position += 1
          return (store.location(at: position - 1), Headers(store, at: position - 1))
        }
        rows += found
      } catch {
        index.fail(error)
        return false
      }
      return rows.count < store.count
    }

    /// Finds or adds the messages `next` gives (with their summaries' sender and
    /// subject) until it gives nil, in one transaction; returns their rows (as ``rows``
    /// holds them), without adding them to ``rows``.
    ///
    /// This is what a builder on another thread calls (``SearchIndex/Builder``): the
    /// folder is then used on that thread alone.
    func indexMessages(_ next: () -> (MessageLocation, Headers)?) throws -> [Int64] {
      var found: [Int64] = []
      try database.inDatabase { db in
        try db.inTransaction {
          addedWords.removeAll(keepingCapacity: true)
          let statements = try Inserts(db)
          while let (location, headers) = next() {
            found.append(try indexMessage(location, headers, statements, db))
          }
          if !addedWords.isEmpty {
            try db.execute(
              sql: "INSERT INTO vocabulary_text (words) VALUES (?)", arguments: [Data(addedWords)])
          }
          if mailbox.format == .mbox { try recordMbox(db) }
          return .commit
        }
      }
      return found
    }

    /// Matches the list positions of `store` from `start` on (`limit` at most) with the
    /// messages the index held, without reading any, up to the first it did not hold as
    /// it is (outside the held part, not indexed there, or indexed with another sender or
    /// subject: ``indexMessages(_:)`` reads that one); returns their entries, as ``rows``
    /// holds them, without adding them to ``rows``.
    ///
    /// What a builder matches a relaunch's list with (``SearchIndex/Builder``): a look-up
    /// in memory and a hash of the summary's sender and subject per position, a million
    /// in a fraction of a second, after one pass of the index's `messages` table.
    func matchHeld(_ store: SummaryStore, from start: Int, limit: Int) throws -> [Int64] {
      let end = min(store.count, start + limit)
      guard mailbox.format == .mbox, start < end else { return [] }
      var found: [Int64] = []
      found.reserveCapacity(end - start)
      try database.inDatabase { db in
        for position in start..<end {
          guard case .mbox(let offset, let length) = store.location(at: position),
            let entry = try heldEntry(
              offset: offset, length: length, headers: Headers.hash(store, at: position), db)
          else { return }
          found.append(entry)
        }
      }
      return found
    }

    /// The entry of the mbox message at `offset` (`length` bytes long) as the index held
    /// it when opened, when it held it indexed with the sender and subject hashed as
    /// `headers`; nil when it must be read (and indexed again).
    ///
    /// The held messages are read in one pass (``HeldMessages``) the first time, and
    /// dropped once asked about the last of them.
    private func heldEntry(offset: Int, length: Int, headers: Int64, _ db: Database) throws
      -> Int64?
    {
      guard offset + length <= mboxValidEnd else { return nil }
      if !heldWasRead {
        held = try HeldMessages(folder: name, db)
        heldWasRead = true
      }
      let found = held?.find(offset: offset)
      if offset >= held?.lastOffset ?? -1 { held = nil }
      guard let found, found.headers == headers else { return nil }
      return found.entry
    }

    /// Finds or adds the message at `location`, whose summary has `headers`: its
    /// ``Entry``, or 0 when it cannot be read.
    ///
    /// A message found indexed with other sender and subject texts (its summary is made
    /// differently since) is read and indexed again.
    private func indexMessage(
      _ location: MessageLocation, _ headers: Headers, _ statements: Inserts, _ db: Database
    ) throws -> Int64 {
      let (folder, key, known) = Self.key(of: location, folder: name, validEnd: mboxValidEnd)
      if known {
        if case .mbox(let offset, let length) = location {
          if let entry = try heldEntry(offset: offset, length: length, headers: headers.hash, db) {
            return entry
          }
        } else {
          let row = try Row.fetchOne(
            db.cachedStatement(
              sql: "SELECT id, plain, headers FROM messages WHERE folder = ? AND key = ?"),
            arguments: [folder, key])
          if let row, row[2] == headers.hash { return Entry.make(row: row[0], flags: row[1]) }
        }
      }
      guard let (recipients, body) = Self.text(at: location, in: mailbox) else { return 0 }
      recipientWords.removeAll()
      bodyWords.removeAll()
      senderWords.removeAll()
      subjectWords.removeAll()
      var newWords: [String] = []
      var recipientsRead = Reading.exact
      // When the decoded header lines and the parsed To and Cc are the same text, the
      // parsed ones have no word the decoded ones lack: their words are added once.
      for text in recipients.agree ? recipients.texts.prefix(1) : recipients.texts[...] {
        recipientsRead = recipientsRead.combined(
          with: recipientWords.add(text, known: &knownWords, new: &newWords))
      }
      if recipientsRead == .exact, !recipients.agree,
        !Self.sameWords(recipients.texts[0], recipients.texts[1...], &decodedWords, &parsedWords)
      {
        recipientsRead = .sound
      }
      // Both added, whatever the name reads as.
      let senderRead = senderWords.add(utf8: headers.name, known: &knownWords, new: &newWords)
        .combined(with: senderWords.add(utf8: headers.address, known: &knownWords, new: &newWords))
      let subjectRead = subjectWords.add(utf8: headers.subject, known: &knownWords, new: &newWords)
      let bodyRead = bodyWords.add(body, known: &knownWords, new: &newWords)
      let plain =
        Entry.flags(.body, bodyRead) | Entry.flags(.recipients, recipientsRead)
        | Entry.flags(.sender, senderRead) | Entry.flags(.subject, subjectRead)
      // Bound and stepped with SQLite's own calls: the words go in from their bytes,
      // never made a String.
      let id = try Self.insert(statements.message, db) { statement in
        sqlite3_bind_text(statement, 1, folder, -1, Self.transient)
        sqlite3_bind_text(statement, 2, key, -1, Self.transient)
        sqlite3_bind_int64(statement, 3, plain)
        sqlite3_bind_int64(statement, 4, headers.hash)
      }
      try Self.insertWords(recipientWords, bodyWords, with: statements.words, row: id, db)
      try Self.insertWords(senderWords, subjectWords, with: statements.headers, row: id, db)
      for var word in newWords {
        let isNew = try word.withUTF8 { utf8 in
          try utf8.withMemoryRebound(to: CChar.self) { text in
            _ = try Self.insert(statements.vocabulary, db) { statement in
              sqlite3_bind_text(statement, 1, text.baseAddress, Int32(text.count), Self.transient)
            }
            return sqlite3_changes(db.sqliteConnection) > 0
          }
        }
        // New to the index, not only to this folder's known words: its text is kept too.
        if isNew {
          if !addedWords.isEmpty { addedWords.append(Bytes.space) }
          addedWords += word.utf8
        }
      }
      if sample.isSampled() {
        let frequent = try db.cachedStatement(
          sql: """
            INSERT OR IGNORE INTO frequent (col, word, through, bits)
            SELECT ?, ?, 0, x'' WHERE (SELECT count(*) FROM frequent) < ?
            """)
        // Not the sender's and subject's: a question about them keeps no key waiting
        // (the summaries are compared meanwhile), and keeping their rows took a fifth
        // more of the building's time for them at 1,000,000 messages.
        for (column, words) in [(Column.recipients, recipientWords), (.body, bodyWords)] {
          for word in sample.count(words, in: column) {
            try frequent.execute(
              arguments: [column.rawValue, word, index.frequentWords.maximumWords])
          }
        }
      }
      addedCount += 1
      if case .mbox(let offset, let length) = location {
        mboxIndexedEnd = max(mboxIndexedEnd, offset + length)
      }
      return Entry.make(row: id, flags: plain)
    }

    /// Whether `decoded` (the header lines decoded) and `parsed` (the parsed message's To
    /// and Cc) have the same words in the same order, each once: texts that differ only
    /// between words (folding, quotes, commas) answer every term that is one run of
    /// letters and digits alike, so the index decides it for either.
    static func sameWords(
      _ decoded: String, _ parsed: ArraySlice<String>, _ decodedWords: inout Words,
      _ parsedWords: inout Words
    ) -> Bool {
      var known = KnownWords()
      var new: [String] = []
      decodedWords.removeAll()
      parsedWords.removeAll()
      decodedWords.add(decoded, known: &known, new: &new)
      for text in parsed { parsedWords.add(text, known: &known, new: &new) }
      return decodedWords.withUTF8 { first, firstCount in
        parsedWords.withUTF8 { second, secondCount in
          guard firstCount == secondCount, firstCount > 0 else { return firstCount == secondCount }
          guard let first, let second else { return false }
          return memcmp(first, second, Int(firstCount)) == 0
        }
      }
    }

    /// The statements that add a message, looked up once per transaction rather than
    /// once per message (each look-up hashes its SQL).
    private struct Inserts {
      /// Adds the message's row.
      let message: Statement
      /// Adds its row to `words`: the recipients' words, then the body's.
      let words: Statement
      /// Adds its row to `headers`: the sender's words, then the subject's.
      let headers: Statement
      /// Adds a word to the vocabulary unless it is there.
      let vocabulary: Statement

      init(_ db: Database) throws {
        message = try db.cachedStatement(
          sql: "INSERT OR REPLACE INTO messages (folder, key, plain, headers) VALUES (?, ?, ?, ?)")
        words = try db.cachedStatement(
          sql: "INSERT INTO words (rowid, recipients, body) VALUES (?, ?, ?)")
        headers = try db.cachedStatement(
          sql: "INSERT INTO headers (rowid, sender, subject) VALUES (?, ?, ?)")
        vocabulary = try db.cachedStatement(
          sql: "INSERT OR IGNORE INTO vocabulary (word) VALUES (?)")
      }
    }

    /// Adds row `row` to a full-text table with `statement` (one of ``Inserts``), with
    /// `words` in its first column and `otherWords` in its second.
    private static func insertWords(
      _ words: Words, _ otherWords: Words, with statement: Statement, row: Int64,
      _ db: Database
    ) throws {
      _ = try insert(statement, db) { statement in
        sqlite3_bind_int64(statement, 1, row)
        _ = words.withUTF8 { sqlite3_bind_text(statement, 2, $0, $1, transient) }
        _ = otherWords.withUTF8 { sqlite3_bind_text(statement, 3, $0, $1, transient) }
      }
    }

    /// Runs the cached `statement` once with the parameters `bind` binds; returns the row
    /// inserted.
    private static func insert(
      _ statement: Statement, _ db: Database, bind: (OpaquePointer) -> Void
    ) throws -> Int64 {
      let raw = statement.sqliteStatement
      bind(raw)
      let code = sqlite3_step(raw)
      sqlite3_reset(raw)
      guard code == SQLITE_DONE else { throw sqliteError(code, db) }
      return sqlite3_last_insert_rowid(db.sqliteConnection)
    }

    /// The error of a call to SQLite made without GRDB that returned `code` on `db`.
    static func sqliteError(_ code: Int32, _ db: Database) -> DatabaseError {
      DatabaseError(
        resultCode: ResultCode(rawValue: code),
        message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
    }

    /// SQLite's `SQLITE_TRANSIENT`: it copies a bound text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// The index key of the message at `location`: a Maildir file by its unique name in
    /// the whole tree, an mbox message by folder and offset; `known` when it can be in
    /// the index already (an mbox message inside the part checked on opening).
    static func key(of location: MessageLocation, folder: String, validEnd: Int) -> (
      folder: String, key: String, known: Bool
    ) {
      switch location {
      case .file(let path): ("", "m:" + MaildirEntry.uniqueName(of: path), true)
      case .mbox(let offset, let length): (folder, "o:\(offset)", offset + length <= validEnd)
      }
    }

    /// The texts `to:` and `body:` search in the message at `location`: the To and Cc
    /// headers (decoded as ``MessageSearch`` decodes them, and as the message view shows
    /// them) and the decoded body; nil when it cannot be read.
    ///
    /// A `to:`-only query compares the headers as ``MessageSearch/recipients(inHeadersOf:)``
    /// decodes them, one with `body:` the parsed message's To and Cc: `agree` says they
    /// are the same text, so the index's words are exactly either's.
    static func text(at location: MessageLocation, in mailbox: Mailbox) -> (
      recipients: (texts: [String], agree: Bool), body: String
    )? {
      guard let (headers, to, cc, body) = try? mailbox.searchedText(at: location) else {
        return nil
      }
      let decoded = MessageSearch.recipients(in: headers)
      let parsed = [to, cc].filter { !$0.isEmpty }.joined(separator: "\n")
      return (([decoded, to, cc], decoded == parsed), body)
    }

    /// Checks the part of an mbox indexed before: when the file still holds the same
    /// bytes at its ends (hashed), messages there are found in the index; otherwise the
    /// folder's rows are dropped and it is indexed again.
    private func checkMbox() throws {
      guard mailbox.format == .mbox else { return }
      let stored = try database.inDatabase { db in
        try Row.fetchOne(db, sql: "SELECT size, hash FROM mbox WHERE folder = ?", arguments: [name])
      }
      if let stored {
        let size: Int = stored[0]
        let hash: Int64 = stored[1]
        if let current = try? mboxHash(end: size), current == hash {
          mboxValidEnd = size
          mboxIndexedEnd = size
          return
        }
      }
      try database.inDatabase { db in
        try db.execute(sql: "DELETE FROM messages WHERE folder = ?", arguments: [name])
        try db.execute(sql: "DELETE FROM mbox WHERE folder = ?", arguments: [name])
      }
    }

    /// Records how much of the mbox is indexed and the hash of that part's ends.
    private func recordMbox(_ db: Database) throws {
      guard mboxIndexedEnd > 0, let hash = try? mboxHash(end: mboxIndexedEnd) else { return }
      try db.execute(
        sql: "INSERT OR REPLACE INTO mbox (folder, size, hash) VALUES (?, ?, ?)",
        arguments: [name, mboxIndexedEnd, hash])
    }

    /// A hash of the mbox's first and last ``Mailbox/hashedEnds`` bytes before `end`; nil
    /// when the file is shorter than `end`.
    private func mboxHash(end: Int) throws -> Int64? { try mailbox.mboxHash(end: end) }
  }
}
