import Foundation
import GRDB
import Synchronization

/// The search index as a reader uses it, between frames: answers for the list's `to:` and
/// `body:` query, then the index built further with the frame's time left.
///
/// One per reader, for the mailbox or folder tree it opened. Each frame,
/// ``prepare(_:mailbox:)`` follows the open folder (a new list or folder opens its part of
/// the index) and gives a new query the index's answers before the search reads any
/// message; after the search, ``build(_:until:now:)`` indexes the list's messages until
/// the deadline, and the list's ``MessageList/searchIndexProgress`` tells the status line
/// how far it is.
///
/// ```swift
/// reader.searchIndexing = SearchIndexing(root: path)   // ~/.cache/splitkit-mailbox/search
/// // in each frame:
/// searchIndexing.prepare(&list, mailbox: mailbox)
/// list.searchFrame(in: mailbox, until: deadline, maximumSlices: 8, now: clock)
/// let more = searchIndexing.build(&list, until: deadline, now: clock)
/// ```
///
/// The index never changes what a search finds, only how fast: while it is missing,
/// building, held by another reader or unusable, the search reads messages as before.
public final class SearchIndexing {
  private let root: String
  private let index: SearchIndex
  private var folder: SearchIndex.Folder? {
    willSet { addedBefore += folder?.addedCount ?? 0 }
  }
  /// ``addedMessageCount`` of the folders opened before ``folder``.
  private var addedBefore = 0
  /// Where queries are answered when they are asked on another thread.
  private let backgroundReader: BackgroundReader?
  /// The answers asked for last on that thread, watched for a failure.
  private var watched: SearchIndex.PendingAnswers?

  /// Opens the index of the mailbox or folder tree at `root`.
  ///
  /// - Parameters:
  ///   - root: The path the reader opened.
  ///   - cacheDirectory: Where indexes live; `$XDG_CACHE_HOME/splitkit-mailbox/search`
  ///     (or `~/.cache/…`) by default.
  ///   - answersInBackground: Whether a query's answers are computed on a thread of their
  ///     own, on a connection of their own, while frames go on (a reader's choice: the
  ///     answer to a common word over a million messages takes a few hundred
  ///     milliseconds); false asks in ``prepare(_:mailbox:)``, as tools and tests do.
  public init(root: String, cacheDirectory: String? = nil, answersInBackground: Bool = false) {
    self.root = Mailbox.absolutePath(root)
    index = SearchIndex(root: root, cacheDirectory: cacheDirectory ?? SearchIndex.cacheDirectory())
    backgroundReader = answersInBackground ? BackgroundReader(path: index.path) : nil
  }

  /// The directory of the indexes for `environment`: `$XDG_CACHE_HOME/splitkit-mailbox/search`,
  /// or `~/.cache/splitkit-mailbox/search` when it is unset or not absolute.
  ///
  /// - Parameter environment: The environment to read `XDG_CACHE_HOME` and `HOME` from.
  /// - Returns: The directory's path.
  public static func cacheDirectory(environment: [String: String]) -> String {
    SearchIndex.cacheDirectory(environment: environment)
  }

  /// Why the index is not used, or nil when it is: `Another reader has the search index`,
  /// or `No search index (the error)`.
  public var problem: String? {
    switch index.status {
    case .ready: nil
    case .locked: "Another reader has the search index"
    case .unavailable(let reason): "No search index (\(reason))"
    }
  }

  /// How many messages this reader has read and added to the index; the others were
  /// found there already, indexed before under the same unique name (a Maildir file
  /// renamed for flags or moved between folders) or mbox offset.
  public var addedMessageCount: Int { addedBefore + (folder?.addedCount ?? 0) }

  /// Forgets which message each list position is: call it when the list is read again
  /// from the mailbox (it changed on disk), so the positions are matched with the index
  /// again, by key, reading only messages it does not hold.
  public func listWillReload() {
    folder = nil
  }

  /// Gives the list's query the index's answers, once per query.
  ///
  /// It opens the index's part for `mailbox` when the list or folder is new. Call it
  /// before the search's frame, so a new query reads only what the index cannot answer.
  ///
  /// - Parameters:
  ///   - list: The list shown.
  ///   - mailbox: The mailbox (folder) it lists.
  public func prepare(_ list: inout MessageList, mailbox: Mailbox) {
    if folder == nil || folder?.mailbox.path != mailbox.path
      || (folder?.processedCount ?? 0) > list.summaries.count
    {
      let name =
        mailbox.path.hasPrefix(root + "/") ? String(mailbox.path.dropFirst(root.count + 1)) : ""
      folder = index.folder(name, of: mailbox)
    }
    // A failure on the other thread stops the index, as one here does.
    if let watched, case .ready(_, let failure?) = watched.current {
      self.watched = nil
      index.fail(BackgroundFailure(description: failure))
    }
    guard let folder, index.status == .ready else { return }
    if list.query.readsMessages, !list.hasIndexAnswers {
      if let backgroundReader {
        let pending = SearchIndex.PendingAnswers()
        backgroundReader.ask(list.query, positions: folder.rows, into: pending)
        (list.pendingIndexAnswers, watched) = (pending, pending)
      } else {
        list.indexAnswers = folder.answers(for: list.query)
      }
      list.hasIndexAnswers = true
    }
  }

  /// Indexes the list's messages not indexed yet until `deadline` by `now` (at least
  /// one when the deadline has not passed), after ``prepare(_:mailbox:)``.
  ///
  /// - Parameters:
  ///   - list: The list whose messages are indexed; its progress is updated.
  ///   - deadline: When to stop, on the clock `now` reads.
  ///   - now: The current time, read between messages.
  /// - Returns: Whether messages of the list remain to be indexed.
  @discardableResult
  public func build(_ list: inout MessageList, until deadline: Duration, now: () -> Duration)
    -> Bool
  {
    guard let folder, index.status == .ready else {
      list.searchIndexProgress = nil
      return false
    }
    let store = list.summaries
    var more = folder.processedCount < store.count
    if more, now() < deadline {
      more = folder.indexFrame(store, until: deadline, now: now)
    }
    more = more && index.status == .ready
    list.searchIndexProgress =
      more ? Double(folder.processedCount) / Double(max(1, store.count)) : nil
    return more
  }
}

extension SearchIndexing {
  /// Answers queries on a serial queue of its own, on a connection of its own to the
  /// index (WAL lets it read what the reader's connection committed while that one
  /// builds).
  ///
  /// The connection is made and used on ``queue`` only: that confinement is what makes
  /// the class safe to send there.
  final class BackgroundReader: @unchecked Sendable {
    private let path: String
    private let queue = DispatchQueue(label: "splitkit-mailbox.search-answers", qos: .userInitiated)
    private var connection: DatabaseQueue?
    /// The number of the question asked last: typing `budget` asks six questions, and
    /// only the last one's answer is awaited, so the others are skipped, not queued.
    private let latest = Mutex(0)

    init(path: String) { self.path = path }

    /// Computes `query`'s answers for `positions` and gives them to `pending`, unless
    /// another question is asked before this one's turn comes.
    func ask(_ query: SearchQuery, positions: [Int64], into pending: SearchIndex.PendingAnswers) {
      let number = latest.withLock {
        $0 += 1
        return $0
      }
      queue.async { [self] in
        guard latest.withLock({ $0 }) == number else { return }
        do {
          let connection =
            try connection
            ?? {
              var configuration = Configuration()
              configuration.label = "SearchIndex answers"
              // A small page cache: the answers stream row numbers once.
              configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -2048")
              }
              return try DatabaseQueue(path: path, configuration: configuration)
            }()
          self.connection = connection
          let answers = try connection.inDatabase { db in
            try SearchIndex.Folder.answers(for: query, positions: positions, in: db)
          }
          pending.fulfil(answers, failure: nil)
        } catch {
          pending.fulfil(nil, failure: "\(error)")
        }
      }
    }
  }

  /// An error the other thread met, as text.
  struct BackgroundFailure: Error, CustomStringConvertible {
    let description: String
  }
}
