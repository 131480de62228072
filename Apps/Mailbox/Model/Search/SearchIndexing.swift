import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// The search index as a reader uses it: built while frames go on, and asked about the
/// list's query.
///
/// One per reader, for the mailbox or folder tree it opened. Each frame,
/// ``prepare(_:mailbox:)`` follows the open folder (a new list or folder opens its part of
/// the index) and gives a new query the index's answers before the search reads any
/// message; after the search, ``build(_:until:now:)`` has the list's messages indexed,
/// and the list's ``MessageList/searchIndexProgress`` tells the status line how far it is.
///
/// ```swift
/// reader.searchIndexing = SearchIndexing(root: path, inBackground: true)
/// // in each frame:
/// searchIndexing.prepare(&list, mailbox: mailbox)
/// list.searchFrame(in: mailbox, until: deadline, maximumSlices: 8, now: clock)
/// let more = searchIndexing.build(&list, until: deadline, now: clock)
/// ```
///
/// A reader builds and asks in the background (`inBackground`): the index is built on a
/// thread of its own and queries are answered on another, each with its own connection,
/// so no frame waits for SQLite. Without it (tools and tests), both happen in the calling
/// thread, the build within each call's deadline.
///
/// The index never changes what a search finds, only how fast: while it is missing,
/// building, held by another reader or unusable, the search reads messages as before.
public final class SearchIndexing {
  private let root: String
  private let index: SearchIndex
  /// The open folder's path, while its part of the index is open.
  private var openPath: String?
  /// The open folder, built in the calling thread (without ``builder``).
  private var folder: SearchIndex.Folder? {
    willSet { addedBefore += folder?.addedCount ?? 0 }
  }
  /// ``addedMessageCount`` of the folders opened before ``folder``.
  private var addedBefore = 0
  /// Where the open folder is built, in the background.
  private let builder: SearchIndex.Builder?
  /// Where queries are answered, in the background.
  private let backgroundReader: BackgroundReader?
  /// The answers asked for last on that thread, watched for a failure.
  private var watched: SearchIndex.PendingAnswers?
  /// What the open folder's index held when opened: an mbox's end indexed before
  /// (``SearchIndex/Folder/heldMboxEnd``), whether a Maildir's messages were indexed
  /// before, and ``addedMessageCount`` then.
  private var held = (mboxEnd: 0, maildir: false, added: 0)
  /// The list positions known to end within ``held``'s mbox end, and the first not.
  private var heldPositions = 0

  /// Opens the index of the mailbox or folder tree at `root`.
  ///
  /// - Parameters:
  ///   - root: The path the reader opened.
  ///   - cacheDirectory: Where indexes live; `$XDG_CACHE_HOME/splitkit-mailbox/search`
  ///     (or `~/.cache/…`) by default.
  ///   - inBackground: Whether the index is built on a thread of its own and a query's
  ///     answers computed on another, each on a connection of its own, while frames go
  ///     on (a reader's choice: building takes a core for minutes on a large mailbox,
  ///     and the answer to a common word over a million messages takes a few hundred
  ///     milliseconds); false does both in the calling thread, as tools and tests do.
  public convenience init(root: String, cacheDirectory: String? = nil, inBackground: Bool = false) {
    self.init(
      root: root, cacheDirectory: cacheDirectory, inBackground: inBackground,
      frequentWords: .standard)
  }

  /// Opens the index of the mailbox or folder tree at `root`, keeping the rows of the
  /// words `frequentWords` says (tests make them few messages).
  init(
    root: String, cacheDirectory: String?, inBackground: Bool,
    frequentWords: SearchIndex.FrequentWords.Policy
  ) {
    self.root = Mailbox.absolutePath(root)
    index = SearchIndex(
      root: root, cacheDirectory: cacheDirectory ?? SearchIndex.cacheDirectory(),
      frequentWords: frequentWords)
    let background = inBackground && index.status == .ready
    builder = background ? SearchIndex.Builder() : nil
    backgroundReader = background ? BackgroundReader(path: index.path) : nil
  }

  deinit {
    builder?.stop()
  }

  /// Holds the index's builder thread while `held`, between two messages, and lets it
  /// go on after; building in the calling thread, there is nothing to hold.
  ///
  /// A reader holds it while the person uses it (``MailboxApp/Settings/inputHold``):
  /// building takes a core, and the threads that answer a key and draw the next message
  /// would wait behind it a scheduler slice at a time.
  ///
  /// - Parameter held: Whether to hold it.
  public func holdBuilding(_ held: Bool) { builder?.hold(held) }

  /// Whether the builder thread is held (``holdBuilding(_:)``) and waiting now.
  public var isBuildingHeld: Bool { builder?.isWaitingOnHold ?? false }

  /// The directory of the indexes for `environment`: `$XDG_CACHE_HOME/splitkit-mailbox/search`,
  /// or `~/.cache/splitkit-mailbox/search` when it is unset or not absolute.
  ///
  /// - Parameter environment: The environment to read `XDG_CACHE_HOME` and `HOME` from.
  /// - Returns: The directory's path.
  public static func cacheDirectory(environment: [String: String]) -> String {
    SearchIndex.cacheDirectory(environment: environment)
  }

  /// The memory SQLite holds in this process, now and at most since `resettingPeak` was
  /// last true: the indexes' page caches and full-text buffers, each bounded by its
  /// connection's settings whatever the mailbox's size (for benchmarks).
  ///
  /// - Parameter resettingPeak: Whether the peak starts again from now.
  /// - Returns: Bytes now, and the peak.
  public static func sqliteMemory(resettingPeak: Bool = false) -> (now: Int, peak: Int) {
    (Int(sqlite3_memory_used()), Int(sqlite3_memory_highwater(resettingPeak ? 1 : 0)))
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
  public var addedMessageCount: Int {
    (builder?.addedCount ?? 0) + addedBefore + (folder?.addedCount ?? 0)
  }

  /// The CPU time the builder's thread spent keeping the rows of frequent words up to
  /// date, in seconds (0 without a builder): the part of building that makes a common
  /// word's answer fast (for benchmarks).
  public var frequentWordsCPUSeconds: Double { builder?.frequentWordsSeconds ?? 0 }

  /// The CPU time the builder's thread spent building, indexing and keeping frequent
  /// words' rows, in seconds (0 without a builder): building's cost on its one core,
  /// measured on that thread alone (for benchmarks).
  public var builderCPUSeconds: Double { builder?.cpuSeconds ?? 0 }

  /// Forgets which message each list position is: call it when the list is read again
  /// from the mailbox (it changed on disk), so the positions are matched with the index
  /// again, by key, reading only messages it does not hold.
  public func listWillReload() {
    openPath = nil
    folder = nil
    builder?.start(nil)
  }

  /// Gives the list's query the index's answers, once per query.
  ///
  /// It opens the index's part for `mailbox` when the list or folder is new. Call it
  /// before the search's frame, so a new query reads only what the index cannot answer,
  /// and compares only the summaries it does not rule out.
  ///
  /// - Parameters:
  ///   - list: The list shown.
  ///   - mailbox: The mailbox (folder) it lists.
  public func prepare(_ list: inout MessageList, mailbox: Mailbox) {
    if openPath != mailbox.path || handedOver > list.summaries.count {
      open(mailbox)
    }
    // A failure on another thread stops the index, as one here does.
    if let watched, case .ready(_, let failure?) = watched.current {
      self.watched = nil
      fail(failure)
    }
    if let failure = builder?.progress.failure { fail(failure) }
    list.indexFollowsThrough = 0
    guard openPath != nil, index.status == .ready else { return }
    reaskIfListed(&list)
    // Asked about every text term: a query the summaries answer (plain words, `from:`,
    // `subject:`) still going after its first slice skips what the index rules out.
    if !list.query.terms.isEmpty, list.isSearching, !list.hasIndexAnswers {
      ask(&list)
      list.hasIndexAnswers = true
    }
  }

  /// Waits, up to `timeout`, for the index's answer to the list's query when the search
  /// waits for it (a query that reads messages reads none before it), so the answer
  /// shows in this frame rather than the next: a word of one message's body is answered
  /// in a few milliseconds at 200,000 messages, and a frame at 60 Hz is 16.7.
  ///
  /// - Parameters:
  ///   - list: The list whose search may be waiting, after ``prepare(_:mailbox:)``.
  ///   - timeout: The longest wait: what is left of the frame's budget.
  public func waitForAnswers(of list: MessageList, upTo timeout: Duration) {
    guard list.query.readsMessages, list.isSearching, let pending = list.pendingIndexAnswers
    else { return }
    pending.wait(upTo: timeout)
  }

  /// Asks the index about the list's query for the positions it covers now: on the
  /// answering thread (the search waits for ``MessageList/pendingIndexAnswers``), or here.
  private func ask(_ list: inout MessageList) {
    if let backgroundReader, let builder {
      let pending = SearchIndex.PendingAnswers()
      backgroundReader.ask(list.query, positions: builder.rows(), into: pending)
      (list.pendingIndexAnswers, watched) = (pending, pending)
    } else if let folder {
      list.indexAnswers = folder.answers(for: list.query)
    }
  }

  /// How many more positions the index must cover before a waiting search asks again
  /// (or a quarter more, or all of them): each question looks at every position, so
  /// asking at each of the builder's batches took seconds at 200,000 messages.
  static let reaskStep = 16_384

  /// Asks again about a query whose search reached the positions listed after its
  /// answers were asked, once the index covers more of them; and tells the search which
  /// positions to wait for the index at rather than read (``MessageList/indexFollowsThrough``):
  /// those it covers already, and those it holds from an earlier launch.
  ///
  /// A search typed while a mailbox indexed before is still being listed so reads only
  /// the messages the index does not hold (appended, delivered, unreadable), as one typed
  /// after the listing ends does.
  private func reaskIfListed(_ list: inout MessageList) {
    let count = list.summaries.count
    let processed = builder?.progress.processed ?? folder?.processedCount ?? 0
    let store = list.summaries
    // Positions are in mailbox (offset) order: the ones ending within the held end lead.
    while heldPositions < count, held.mboxEnd > 0,
      case .mbox(let offset, let length) = store.location(at: heldPositions),
      offset + length <= held.mboxEnd
    {
      heldPositions += 1
    }
    // A Maildir indexed before: its messages are found by unique name, so the index
    // follows the list unless it has to read most of them (new to it).
    let added = addedMessageCount - held.added
    let follows = held.maildir && added * 2 <= processed ? count : heldPositions
    list.indexFollowsThrough = max(min(processed, count), follows)
    guard list.query.readsMessages, list.hasIndexAnswers, list.isSearching,
      list.pendingIndexAnswers == nil, let covered = list.indexAnswers?.coverage,
      list.searchPosition >= covered, processed > covered,
      processed == count || processed - covered >= max(Self.reaskStep, covered / 4)
    else { return }
    ask(&list)
  }

  /// Has the list's messages not indexed yet indexed: in the background, hands them to
  /// the builder's thread; otherwise indexes them until `deadline` by `now` (at least
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
    guard openPath != nil, index.status == .ready else {
      list.searchIndexProgress = nil
      return false
    }
    let store = list.summaries
    var processed: Int
    // Frequent words' kept rows brought up to date after the messages are indexed.
    var isKeepingUp = false
    if let builder {
      builder.offer(store)
      let progress = builder.progress
      if let failure = progress.failure {
        fail(failure)
        list.searchIndexProgress = nil
        return false
      }
      processed = progress.processed
      isKeepingUp = progress.isKeepingUp
    } else if let folder {
      if folder.processedCount < store.count, now() < deadline {
        folder.indexFrame(store, until: deadline, now: now)
      }
      processed = folder.processedCount
      if processed == store.count, now() < deadline {
        // A failure stops the index, as one while indexing does (``indexFrame``).
        do { isKeepingUp = try folder.keepUpFrequentWords(lag: 0) } catch { index.fail(error) }
      }
    } else {
      processed = store.count
    }
    let more = (processed < store.count || isKeepingUp) && index.status == .ready
    // 99% at most while frequent words catch up: the index is not done.
    list.searchIndexProgress =
      more ? min(Double(processed) / Double(max(1, store.count)), 0.99) : nil
    return more
  }

  /// List positions handed to the index so far.
  private var handedOver: Int {
    builder?.progress.offered ?? folder?.processedCount ?? 0
  }

  /// Opens the index's part for `mailbox`, in the builder when there is one.
  private func open(_ mailbox: Mailbox) {
    let name =
      mailbox.path.hasPrefix(root + "/") ? String(mailbox.path.dropFirst(root.count + 1)) : ""
    let opened = index.folder(name, of: mailbox)
    openPath = opened == nil ? nil : mailbox.path
    // Read before the folder goes to the builder's thread.
    held = (
      opened?.heldMboxEnd ?? 0,
      mailbox.format == .maildir && opened?.holdsMaildirMessages() == true,
      addedMessageCount
    )
    heldPositions = 0
    if let builder {
      builder.start(opened)
    } else {
      folder = opened
    }
  }

  /// Stops using the index after a failure on another thread.
  private func fail(_ failure: String) {
    builder?.stop()
    openPath = nil
    folder = nil
    index.fail(BackgroundFailure(description: failure))
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
    /// What questions found on ``connection``, for the next with the same expression.
    private let matchCache = SearchIndex.MatchCache()
    /// The number of the question asked last: typing `budget` asks six questions, and
    /// only the last one's answer is awaited, so the others are skipped, not queued, and
    /// one being answered stops within a few thousand rows.
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
            try SearchIndex.Folder.answers(
              for: query, positions: positions, in: db, cache: matchCache,
              partial: { pending.publish($0) }
            ) {
              self.latest.withLock { $0 } == number
            }
          }
          pending.fulfil(answers, failure: nil)
        } catch is CancellationError {
          // Another question was asked meanwhile: its answer is the one awaited.
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
