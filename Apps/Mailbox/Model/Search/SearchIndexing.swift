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

  /// Opens the index of the mailbox or folder tree at `root`.
  ///
  /// - Parameters:
  ///   - root: The path the reader opened.
  ///   - cacheDirectory: Where indexes live; `$XDG_CACHE_HOME/splitkit-mailbox/search`
  ///     (or `~/.cache/…`) by default.
  public init(root: String, cacheDirectory: String? = nil) {
    self.root = Mailbox.absolutePath(root)
    index = SearchIndex(root: root, cacheDirectory: cacheDirectory ?? SearchIndex.cacheDirectory())
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
    guard let folder, index.status == .ready else { return }
    if list.query.readsMessages, !list.hasIndexAnswers {
      list.indexAnswers = folder.answers(for: list.query)
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
