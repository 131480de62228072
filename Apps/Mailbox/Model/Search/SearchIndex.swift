import Foundation
import GRDB

/// A persistent full-text index of the text a search looks in, for a mailbox or folder
/// tree, in SQLite's FTS5 under the XDG cache directory, so searches need not read every
/// message or compare every summary.
///
/// It holds, per message, the words (``Words``) of the decoded To and Cc headers and of the
/// body the message view shows (HTML as text), and, in a table of their own, of the
/// sender (name and address) and the subject as the list shows them; never the text
/// itself. The words are those the scan compares (lowercased as it lowercases, composed),
/// whatever the charset and transfer encoding, so a search asks it which messages match
/// (``Folder/answers(for:)``): a word term it decides on its own; the messages it rules
/// out are skipped, and only those it cannot decide (a phrase, a term with punctuation,
/// a text with combining marks) are compared or read as without it, as is every message
/// it does not cover yet, so results are the same as without it.
/// Messages are keyed so the index survives what mail tools do:
/// a Maildir file by its unique name (renamed for flags or moved between folders, it is
/// still indexed), an mbox by each message's offset, with a hash of the indexed bytes'
/// ends checked on opening (appended to, only the new messages are indexed; rewritten,
/// the folder is indexed again).
///
/// ```swift
/// let index = SearchIndex(root: "~/Mail", cacheDirectory: SearchIndex.cacheDirectory())
/// let folder = index.folder("Archive", of: mailbox)   // nil when locked or unusable
/// folder?.indexFrame(store, until: deadline, now: clock)
/// list.indexAnswers = folder?.answers(for: query)
/// ```
///
/// A word in very many messages also has its rows kept as one bit per row
/// (``FrequentWords``), so asking for it reads those instead of walking every row.
///
/// Never wrong, never lost: a missing index is built; one another reader has open
/// (``Status/locked``), one that cannot be read or written (``Status/unavailable(_:)``)
/// answers nothing, so searches read every message as before, and a damaged one (or one
/// of another version) is deleted and built again. The index is a cache: deleting it
/// loses nothing, and indexing only reads the mailbox.
final class SearchIndex {
  /// What a folder's list position holds (``Folder/rows``): the message's row × 256, plus
  /// flags for how each text reads (``Reading``); 0 when not covered.
  ///
  /// A text whose `…IsPlain` flag is set reads exactly: a term that is one run of
  /// letters and digits matches exactly where a word contains it, so the index decides
  /// without reading the message or comparing its summary, whatever the script. One
  /// whose `…IsUnsound` flag is set cannot be ruled out by its words either: it is read.
  enum Entry {
    /// The body reads exactly.
    static let bodyIsPlain: Int64 = 1
    /// The To and Cc headers read exactly, and are the same text however read.
    static let recipientsArePlain: Int64 = 2
    /// The sender's name and address, as the summary has them, read exactly.
    static let senderIsPlain: Int64 = 4
    /// The subject, as the summary has it, reads exactly.
    static let subjectIsPlain: Int64 = 8
    /// The body's words rule nothing out (``Reading/unsound``).
    static let bodyIsUnsound: Int64 = 16
    /// The To and Cc headers' words rule nothing out.
    static let recipientsAreUnsound: Int64 = 32
    /// The sender's words rule nothing out.
    static let senderIsUnsound: Int64 = 64
    /// The subject's words rule nothing out.
    static let subjectIsUnsound: Int64 = 128
    /// The bits the flags take.
    static let flagBits = 8

    /// The flags of a column that reads as `reading`: its plain flag when exact, its
    /// unsound flag when unsound.
    static func flags(_ column: Column, _ reading: Reading) -> Int64 {
      switch reading {
      case .exact: column.plain
      case .sound: 0
      case .unsound: column.unsound
      }
    }

    /// The entry of the message at `row` with `flags`.
    static func make(row: Int64, flags: Int64) -> Int64 { row << flagBits | flags }

    /// The row of `entry`.
    static func row(_ entry: Int64) -> Int64 { entry >> flagBits }
  }

  /// A column of the index's full-text tables: the words a kind of term looks in.
  enum Column: String, Sendable, CaseIterable {
    /// The To and Cc headers (`to:`).
    case recipients
    /// The decoded body (`body:`).
    case body
    /// The sender's name and address (`from:`, plain words).
    case sender
    /// The subject (`subject:`, plain words).
    case subject

    /// The full-text table it is in: the summary's texts are kept apart from the
    /// message's, so a `from:` word's rows are not walked among its rows in bodies.
    var table: String { self == .recipients || self == .body ? "words" : "headers" }

    /// The ``Entry`` flag saying it is plain.
    var plain: Int64 {
      switch self {
      case .body: Entry.bodyIsPlain
      case .recipients: Entry.recipientsArePlain
      case .sender: Entry.senderIsPlain
      case .subject: Entry.subjectIsPlain
      }
    }

    /// The ``Entry`` flag saying its words rule nothing out.
    var unsound: Int64 { plain << 4 }
  }

  /// Whether the index can be used.
  enum Status: Sendable, Equatable {
    /// Open, and this reader alone has it.
    case ready
    /// Another reader has it open; searches read messages.
    case locked
    /// It cannot be opened or used (the reason); searches read messages.
    case unavailable(String)
  }

  /// The database file.
  let path: String
  /// Whether the index can be used.
  private(set) var status: Status
  /// The open database, while ``status`` is ready.
  private(set) var database: DatabaseQueue?
  /// The lock file held while open (`flock`), or -1.
  private var lockDescriptor: Int32 = -1
  /// The schema; another version is dropped and built again.
  /// (2: the sender and subject are indexed too; 3: words are runs of Unicode letters and
  /// digits, lowercased and composed, and entries say how each text reads.)
  static let schemaVersion = 3
  /// Which words have their rows kept (``FrequentWords``).
  let frequentWords: FrequentWords.Policy

  /// Opens (or creates) the index of the mailbox or folder tree at `root`.
  ///
  /// - Parameters:
  ///   - root: The mailbox or folder tree's path, as the reader opened it.
  ///   - cacheDirectory: Where indexes live (``cacheDirectory(environment:)``).
  ///   - frequentWords: Which words have their rows kept (tests make it small).
  init(root: String, cacheDirectory: String, frequentWords: FrequentWords.Policy = .standard) {
    self.frequentWords = frequentWords
    let absolute = Mailbox.absolutePath(root)
    path = cacheDirectory + "/" + Self.fileName(for: absolute)
    do {
      try FileManager.default.createDirectory(
        atPath: cacheDirectory, withIntermediateDirectories: true)
    } catch {
      status = .unavailable("cannot create \(cacheDirectory)")
      return
    }
    lockDescriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lockDescriptor >= 0 else {
      status = .unavailable("cannot open \(path).lock")
      return
    }
    guard flock(lockDescriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(lockDescriptor)
      lockDescriptor = -1
      status = .locked
      return
    }
    status = .ready
    do {
      database = try Self.openDatabase(at: path, root: absolute)
    } catch {
      // Damaged, or another version: built again from nothing.
      Self.removeFiles(at: path)
      do {
        database = try Self.openDatabase(at: path, root: absolute)
      } catch {
        status = .unavailable("\(error)")
      }
    }
  }

  deinit {
    if lockDescriptor >= 0 { close(lockDescriptor) }
  }

  /// The folder called `name` (relative to the root, "" for the root itself), to index
  /// and ask; nil unless the index is ready.
  func folder(_ name: String, of mailbox: Mailbox) -> Folder? {
    guard status == .ready, let database else { return nil }
    do {
      return try Folder(name: name, mailbox: mailbox, index: self, database: database)
    } catch {
      fail(error)
      return nil
    }
  }

  /// Stops using the index after `error`, deleting it so the next reader builds it again.
  func fail(_ error: any Error) {
    status = .unavailable("\(error)")
    database = nil
    Self.removeFiles(at: path)
  }

  /// The directory of the indexes: `$XDG_CACHE_HOME/splitkit-mailbox/search`, or
  /// `~/.cache/splitkit-mailbox/search` when it is unset or not absolute.
  static func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")
    return base + "/splitkit-mailbox/search"
  }

  /// The index file's name for the mailbox at `absolutePath`: its last component and a
  /// hash of the whole path.
  static func fileName(for absolutePath: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in absolutePath.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let name = absolutePath.split(separator: "/").last.map(String.init) ?? "root"
    let safe = String(name.unicodeScalars.map { $0.isASCII && $0 != "." ? Character($0) : "_" })
    return safe.prefix(40) + "-" + String(hash, radix: 16) + ".sqlite"
  }

  /// The largest row number the index has given a message, in `db`: every row of the
  /// word tables is at most this (both get each message's row, and no row is reused).
  ///
  /// Asked of the messages' row counter, not the word tables, which cannot be scanned
  /// (`columnsize = 0`).
  static func largestRow(_ db: Database) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'messages'") ?? 0
  }

  /// Deletes the database at `path` and its journal files.
  static func removeFiles(at path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
  }

  /// Opens the database at `path`, creating its tables; throws when it is damaged, of
  /// another version, or another mailbox's.
  private static func openDatabase(at path: String, root: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.label = "SearchIndex"
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF")
    }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.inDatabase { db in
      let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
      if version == 0 {
        // The word tables keep no text (contentless), so their rows are never deleted: a
        // message indexed again gets a new row number (AUTOINCREMENT never reuses one)
        // and its old words name no message any more. Nor do they keep the number of
        // words in each column (`columnsize = 0`: nothing ranks), a write per message
        // less. `vocabulary` holds every word of either table, once, and
        // `vocabulary_text` the same words as text, a row of them per transaction that
        // added some, separated by spaces: searched for a piece inside words
        // (``Folder/wordsContaining(_:limit:_:)``) a million words take a few
        // milliseconds, where asking `vocabulary` row by row took 80 ms. A message's
        // `headers` is the hash of the summary's sender and subject it was indexed with.
        try db.execute(
          sql: """
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE messages (
              id INTEGER PRIMARY KEY AUTOINCREMENT, folder TEXT NOT NULL, key TEXT NOT NULL,
              plain INTEGER NOT NULL, headers INTEGER NOT NULL, UNIQUE (folder, key));
            CREATE TABLE mbox (
              folder TEXT PRIMARY KEY, size INTEGER NOT NULL, hash INTEGER NOT NULL);
            CREATE TABLE vocabulary (word TEXT PRIMARY KEY) WITHOUT ROWID;
            CREATE TABLE vocabulary_text (id INTEGER PRIMARY KEY, words BLOB NOT NULL);
            CREATE VIRTUAL TABLE words USING fts5(
              recipients, body, content = '', detail = column, columnsize = 0,
              tokenize = 'ascii');
            CREATE VIRTUAL TABLE headers USING fts5(
              sender, subject, content = '', detail = column, columnsize = 0,
              tokenize = 'ascii');
            CREATE TABLE frequent (
              col TEXT NOT NULL, word TEXT NOT NULL, through INTEGER NOT NULL,
              bits BLOB NOT NULL, PRIMARY KEY (col, word)) WITHOUT ROWID;
            """)
        // FTS5 writes each transaction's words (a builder's batch) as a new segment and
        // merges segments four at a time by default; eight at a time rewrites each word's
        // rows fewer times as the messages go in (about a tenth less of the builder's CPU
        // at 200,000 messages of the realistic corpus, the queries as fast).
        try db.execute(
          sql: """
            INSERT INTO words (words, rank) VALUES ('automerge', 8);
            INSERT INTO headers (headers, rank) VALUES ('automerge', 8);
            """)
        try db.execute(sql: "INSERT INTO meta VALUES ('root', ?)", arguments: [root])
        try db.execute(sql: "PRAGMA user_version = \(schemaVersion)")
      } else if version != schemaVersion {
        throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "index version \(version)")
      }
      let stored = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'root'")
      guard stored == root else {
        throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "index of \(stored ?? "?")")
      }
    }
    return queue
  }
}
