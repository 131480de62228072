/// The message list as the UI shows it: every summary indexed so far, the filter, the
/// rows that match it, the conversations, and the read marks the user changed.
///
/// Rows are positions in the list shown; summary indices are positions in the mailbox.
/// Flat, appending a batch keeps every existing row where it is (messages arrive in
/// mailbox order), so the selection and scroll position stay put while a large file is
/// indexed. Threaded (see `MessageList+Threads.swift`), rows are conversations, newest
/// first; a filter always lists its matches flat.
///
/// ```swift
/// var list = MessageList()
/// list.append(batch.summaries)
/// list.setFilter("alice")          // rows whose sender or subject contains "alice"
/// list.summary(atRow: 0)?.subject
/// ```
public struct MessageList: Sendable {
  /// Every summary indexed so far, in mailbox order, in compact form.
  private(set) var summaries = SummaryStore()
  /// The filter text; empty shows every message.
  package private(set) var filter = ""
  /// The summary indices of the rows while filtering; nil when every message is a row.
  var matches: [Int]?
  /// Restored read marks (from the state file) whose messages are not indexed yet; each
  /// joins ``readChangesByIndex`` when its message arrives.
  private var pendingReadChanges = ReadMarks.Matcher(ReadMarks())
  /// The user's read marks of indexed messages, by summary index.
  ///
  /// `true` for unread, `false` for read, only where they differ from the mailbox's own
  /// flags. A mark belongs to one message, also when others share its Message-ID (see
  /// ``readChanges``).
  private var readChangesByIndex: [Int: Bool] = [:]
  /// The user's read marks by summary index (`true` unread), for writing them into a
  /// Maildir's file names.
  package var readChangeIndices: [Int: Bool] { readChangesByIndex }
  /// The filter parsed (see `MessageList+Search.swift`).
  var query: SearchQuery { matcher.query }

  /// Whether the filter reads messages (`body:`, `to:`), so it is a search, not a filter.
  public var filterReadsMessages: Bool { matcher.query.readsMessages }

  /// Why a term of the filter could not be read as typed (`date out of range` for
  /// `date:-300000000000y`), for the status line; nil when every term was.
  public var filterProblem: String? { matcher.query.problem }

  /// The summary of the message at summary index `index` (its place in the mailbox).
  ///
  /// - Parameter index: A summary index, less than ``messageCount``.
  /// - Returns: Its summary.
  public func summary(at index: Int) -> MessageSummary { summaries[index] }
  /// The filter's index terms, matched against the stored summaries.
  var matcher = SearchQuery.IndexMatcher(SearchQuery(""))
  /// How many messages of the mailbox the query has checked, in mailbox order (after
  /// ``candidates``).
  var searched = 0
  /// The matches of the query this one narrows, checked again before messages from
  /// ``searched`` on; ``candidateCursor`` is the next one to check.
  var candidates: [Int] = []
  /// The position in ``candidates`` checked next.
  var candidateCursor = 0
  /// What the search index says about the query's `to:` and `body:` terms, for the
  /// messages it covers (``SearchIndexing`` sets it); nil reads every candidate.
  var indexAnswers: SearchIndex.Answers?
  /// Whether the index was asked about the current query.
  var hasIndexAnswers = false
  /// The index's answers still being computed on another thread, if they are; the search
  /// waits for them (``searchStep(limit:readLimit:reads:)``).
  var pendingIndexAnswers: SearchIndex.PendingAnswers?
  /// Whether the last search step stopped to wait for (more of) the index's answers.
  var waitsForIndex = false
  /// The list positions below which the search index is about to cover a message its
  /// answers do not (listed after they were asked, and held by the index: indexed
  /// before): a search that reads messages waits for the index's next answers there
  /// instead of reading (``SearchIndexing`` sets it each frame; 0 reads them).
  var indexFollowsThrough = 0
  /// How far the search index is built for this list, 0...1, while it is; nil when it
  /// is complete or not used (for the status line).
  public internal(set) var searchIndexProgress: Double?
  /// The conversations: built the first time they are shown (from the stored summaries),
  /// then as batches arrive; a list that stays flat spends nothing on them.
  private(set) var threads = MessageThreads()
  /// Whether the list shows conversations (when no filter is set).
  ///
  /// Turning them on threads the first `threadingSlice` of a backlog at once and shows
  /// the kept layout, however old, while a new one is made between frames
  /// (``continueThreading()``); with no layout yet the list stays flat until the first is
  /// done. Turning them off drops the layout under way and keeps the last one.
  public var isThreaded = false {
    didSet {
      guard isThreaded != oldValue else { return }
      if isThreaded {
        catchUpThreads(limit: threadingSlice)
        isLayoutWanted = true
        startLayoutIfDue()
      } else {
        layoutJob = nil
      }
      showThreadRows()
    }
  }
  /// How many messages of a backlog are threaded per step between frames (and at once
  /// when conversations are turned on), so a large mailbox never stops the UI.
  var threadingSlice = 1_024
  /// How much of the layout (``ThreadLayoutJob/step(budget:)`` units) is done per step.
  var layoutSlice = ThreadLayoutJob.stepBudget
  /// The layout under way between frames; the conversations are not threaded further
  /// while it runs (it shares their arrays), new messages wait for it.
  var layoutJob: ThreadLayoutJob?
  /// Whether the next layout is due as soon as every message is threaded, however few
  /// are new (conversations were just turned on, or indexing finished).
  var isLayoutWanted = false
  /// How many messages the mailbox is expected to hold in all, from the indexing
  /// progress: the thread index reserves room for them so its arrays never double.
  package var expectedMessageCount = 0
  /// One message of each collapsed conversation.
  var collapsed: Set<Int> = []
  /// Collapsed conversations restored from the state file whose messages are not
  /// indexed yet, by message key (each marked `true`); each joins ``collapsed`` when its
  /// message arrives.
  var pendingCollapsed = ReadMarks.Matcher(ReadMarks())
  /// The conversations as rows while threaded (from ``threadLayout``), nil when flat or
  /// before the first layout.
  var threadRows: ThreadRows?
  /// The last complete layout of the conversations, with none collapsed.
  ///
  /// It holds the first ``ThreadRows/messageCount`` messages and equals a layout made of
  /// them at once. Kept while the list is flat too, so switching back and collapsing
  /// only derive ``threadRows`` from it (O(rows), no sort).
  var threadLayout: ThreadRows?

  /// The rows laid out from the conversations, when they are shown.
  package var shownThreadRows: ThreadRows? { matches == nil ? threadRows : nil }
  /// The number of messages in the conversations shown, nil while the list is flat or
  /// filtered: it changes when a new layout replaces the rows (the last layout may lack
  /// the messages indexed since).
  public var threadedMessageCount: Int? { shownThreadRows?.messageCount }

  /// The number of rows shown.
  public var rowCount: Int { matches?.count ?? threadRows?.count ?? summaries.count }

  /// The number of messages indexed.
  public var messageCount: Int { summaries.count }

  /// The number of unread messages indexed.
  public private(set) var unreadCount = 0

  /// Whether a filter is set.
  public var isFiltering: Bool { matches != nil }

  /// The list's title: `Inbox — 1,234`, or `Inbox — 12 of 1,234` while filtering.
  ///
  /// - Parameter mailboxName: The name the title starts with.
  /// - Returns: The title.
  public func title(mailboxName: String) -> String {
    let count = Quantities.grouped(messageCount)
    return isFiltering
      ? "\(mailboxName) — \(Quantities.grouped(rowCount)) of \(count)"
      : "\(mailboxName) — \(count)"
  }

  /// The summary index (the message's place in the mailbox) shown at `row`, if the row
  /// exists: what stays the same for a message while filters and conversations move its
  /// row.
  ///
  /// - Parameter row: A row of the list shown.
  /// - Returns: The summary index, or nil when there is no such row.
  public func summaryIndex(atRow row: Int) -> Int? {
    guard row >= 0 else { return nil }
    if let matches { return row < matches.count ? matches[row] : nil }
    if let threadRows { return row < threadRows.count ? threadRows.message(atRow: row) : nil }
    return row < summaries.count ? row : nil
  }

  /// The summary shown at `row`, if the row exists.
  ///
  /// - Parameter row: A row of the list shown.
  /// - Returns: The row's summary, or nil when there is no such row.
  public func summary(atRow row: Int) -> MessageSummary? {
    summaryIndex(atRow: row).map { summaries[$0] }
  }

  /// The row showing the summary at `index`, or nil when the filter or a collapsed
  /// conversation hides it.
  ///
  /// - Parameter index: A summary index (``summaryIndex(atRow:)``).
  /// - Returns: Its row, or nil when it is not shown.
  /// - Complexity: O(log rows).
  public func row(ofSummary index: Int) -> Int? {
    guard index >= 0, index < summaries.count else { return nil }
    guard let matches else { return threadRows.map { $0.row(ofMessage: index) } ?? index }
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if matches[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < matches.count && matches[low] == index ? low : nil
  }

  /// The index of the message with this ``MessageSummary/id``, searching from `start`.
  ///
  /// - Complexity: O(messages after `start`).
  func index(ofID id: String, from start: Int = 0) -> Int? {
    guard start < summaries.count else { return nil }
    return (max(0, start)..<summaries.count).first { summaries.hasID(id, at: $0) }
  }

  /// Creates an empty list with the read marks and collapsed conversations the user
  /// changed earlier.
  ///
  /// - Parameters:
  ///   - readChanges: The read marks, as ``readChanges`` gives them.
  ///   - collapsed: One message of each collapsed conversation, as ``collapsedKeys``
  ///     gives them.
  package init(readChanges: ReadMarks = ReadMarks(), collapsed: ReadMarks = ReadMarks()) {
    self.pendingReadChanges = ReadMarks.Matcher(readChanges)
    self.pendingCollapsed = ReadMarks.Matcher(collapsed)
  }

  /// Creates an empty list, flat, with no filter and no read marks changed.
  public init() {}

  /// Creates an empty list with the read marks, conversation mode and collapsed
  /// conversations a saved state holds (of the mailbox it was saved for), applied as
  /// their messages arrive.
  ///
  /// - Parameter state: The saved state, or nil for none.
  public init(restoring state: MailboxUIState?) {
    self.init(
      readChanges: state?.readChanges ?? ReadMarks(),
      collapsed: state?.collapsedConversations ?? ReadMarks())
    isThreaded = state?.isThreaded ?? false
  }

  /// Whether the message at `index` shows as unread: the user's mark, else the mailbox's.
  ///
  /// - Parameter index: A summary index (``summaryIndex(atRow:)``).
  /// - Returns: True for unread.
  public func isUnread(_ index: Int) -> Bool {
    readChangesByIndex[index] ?? summaries.isUnread(at: index)
  }

  /// Adds newly indexed summaries at the end, filtering them like the rest.
  ///
  /// - Parameter batch: The summaries, in mailbox order, after those already indexed.
  /// - Complexity: O(batch size × (filter length + references)); the layout is made
  ///   between frames (`continueThreading()`).
  public mutating func append(_ batch: [MessageSummary]) {
    let start = summaries.count
    summaries.append(contentsOf: batch)
    didAppend(from: start, batch)
  }

  /// Takes the summaries of the summary cache as the list's first messages: none is
  /// made a ``MessageSummary`` unless a restored mark waits for it, and the
  /// conversations are threaded a slice at once and the rest between frames.
  ///
  /// - Parameter cached: An mbox's first summaries; the list must have none yet.
  package mutating func appendCached(_ cached: SummaryCache.Cached) {
    precondition(summaries.isEmpty, "the cache lists the first messages")
    summaries = cached.store
    didAppend(from: 0, nil)
  }

  /// What appending the summaries from `start` on does beside storing them: `batch`
  /// holds them when they came as summaries.
  private mutating func didAppend(from start: Int, _ batch: [MessageSummary]?) {
    let end = summaries.count
    /// The summary at `position`, rebuilt from the store only when it did not come whole.
    func summary(at position: Int) -> MessageSummary {
      batch?[position - start] ?? summaries[position]
    }
    if pendingReadChanges.isEmpty {
      if let batch {
        unreadCount += batch.lazy.filter(\.isUnread).count
      } else {
        let store = summaries
        unreadCount += (start..<end).count { store.isUnread(at: $0) }
      }
    } else {
      for position in start..<end {
        let summary = summary(at: position)
        let change = pendingReadChanges.take(summary.id)
        if let change { readChangesByIndex[position] = change }
        if change ?? summary.isUnread { unreadCount += 1 }
      }
    }
    // A batch's worth, unless a layout is under way: the rest of a backlog is threaded
    // in slices between frames, and laid out when an eighth more has arrived.
    if isThreaded || threads.messageCount > 0 {
      catchUpThreads(limit: batch?.count ?? threadingSlice)
    }
    if !pendingCollapsed.isEmpty {
      for position in start..<end where pendingCollapsed.take(summary(at: position).id) != nil {
        collapsed.insert(position)
      }
    }
    startLayoutIfDue()
    // A search that has caught up takes index-only terms to new messages at once; any
    // other reaches them through `searchStep`.
    guard matches != nil, !query.readsMessages, searched == start,
      candidateCursor == candidates.count
    else { return }
    searchStep(limit: summaries.count - start) { _ in true }
  }

  /// Threads up to `limit` of the messages not threaded yet, in mailbox order; none while
  /// a layout is under way (it reads the index as it was when it started).
  ///
  /// - Complexity: O(limit × references).
  mutating func catchUpThreads(limit: Int) {
    guard layoutJob == nil else { return }
    threads.reserveCapacity(messages: max(summaries.count, expectedMessageCount))
    let end = min(summaries.count, threads.messageCount + max(0, limit))
    while threads.messageCount < end {
      threads.add(summaries.threadingInput(at: threads.messageCount))
    }
  }

  /// Shows only messages matching `text` as a `SearchQuery`: plain words in the sender
  /// (name or address) or subject, `from:`, `subject:`, and `to:` or `body:`; empty text
  /// shows all.
  ///
  /// Index-only terms are checked here for the first `immediateSearchLimit` messages
  /// (all of a small mailbox), the rest in slices between frames (`searchStep`), as
  /// `to:` and `body:` are from the start. When the new query only narrows the current
  /// one (typing on), the current matches are checked again rather than every message.
  ///
  /// - Parameter text: The query as typed.
  /// - Complexity: O(min(messages, `immediateSearchLimit`) × text length).
  public mutating func setFilter(_ text: String) {
    let newQuery = SearchQuery(text)
    let narrows =
      newQuery.narrows(query) && matches != nil && candidateCursor == candidates.count
    filter = text
    matcher = SearchQuery.IndexMatcher(newQuery)
    (indexAnswers, hasIndexAnswers, pendingIndexAnswers) = (nil, false, nil)
    guard !newQuery.isEmpty else {
      (matches, searched, candidates, candidateCursor) = (nil, 0, [], 0)
      return
    }
    // Typing on only narrows: every new term contains an old one, so the old matches
    // are the candidates below the position reached (moved, not copied).
    candidates = narrows ? matches ?? [] : []
    candidateCursor = 0
    if !narrows { searched = 0 }
    // Room for every message that can still match, reserved (not touched) now: a
    // search that matches most of a large mailbox then maps a page of matches at a time
    // rather than copying them all into fresh memory when the array doubles (at
    // 1,000,000 messages, 4.6 MB faulted in within one frame, 7–15 ms).
    var fresh: [Int] = []
    fresh.reserveCapacity(candidates.count + summaries.count - searched)
    matches = fresh
    if !newQuery.readsMessages { searchStep(limit: Self.immediateSearchLimit) { _ in true } }
  }

  /// How many messages ``setFilter(_:)`` checks at once for index-only terms.
  static let immediateSearchLimit = 4_096

  /// Marks the message at `index` read (as opening it does).
  ///
  /// - Parameter index: A summary index (``summaryIndex(atRow:)``).
  public mutating func markRead(_ index: Int) {
    setUnread(false, at: index)
  }

  /// Flips the message at `index` between read and unread.
  package mutating func toggleRead(_ index: Int) {
    guard summaries.indices.contains(index) else { return }
    setUnread(!isUnread(index), at: index)
  }

  /// Marks the message at `index` (and no other) read or unread; a mark equal to the
  /// mailbox's own flag is forgotten rather than kept in ``readChanges``.
  mutating func setUnread(_ unread: Bool, at index: Int) {
    guard summaries.indices.contains(index), isUnread(index) != unread else { return }
    readChangesByIndex[index] = unread == summaries.isUnread(at: index) ? nil : unread
    unreadCount += unread ? 1 : -1
  }

  /// The user's read marks that differ from the mailbox's own flags, as the state file
  /// keeps them (never written to the mailbox): each by its message's
  /// ``MessageSummary/id`` and its place among the messages sharing that ID, so a mark on
  /// one of two messages with one Message-ID comes back on that one; restored marks of
  /// messages not indexed yet are kept as they are.
  ///
  /// - Complexity: O(n) in the messages up to the last one marked (one hash of each
  ///   Message-ID), when marks were changed.
  package var readChanges: ReadMarks {
    var marks = pendingReadChanges.unmatched
    for (index, key) in keys(ofSummaries: readChangesByIndex.keys) {
      marks[key] = readChangesByIndex[index]
    }
    return marks
  }

  /// The ``ReadMarks/Key`` of each message at `indices`: its ``MessageSummary/id`` and its
  /// place among the messages with that ID in mailbox order (1 for the first; a message
  /// without a Message-ID is known by its location, the only one), as the state file
  /// names a read mark, the selection or a collapsed conversation.
  ///
  /// - Complexity: O(n) in the messages up to the last of `indices` (one hash of each
  ///   Message-ID).
  package func keys(ofSummaries indices: some Collection<Int>) -> [Int: ReadMarks.Key] {
    guard let last = indices.max() else { return [:] }
    let ids = indices.reduce(into: [Int: String]()) { $0[$1] = summaries[$1].id }
    var idsByHash: [UInt64: [String]] = [:]
    for id in Set(ids.values) { idsByHash[ThreadKey.hash(id), default: []].append(id) }
    // How many messages so far have each wanted ID, in mailbox order.
    var seen: [String: Int] = [:]
    var keys: [Int: ReadMarks.Key] = [:]
    for position in 0...last {
      if let hash = summaries.messageIDHash(at: position), let candidates = idsByHash[hash] {
        for id in candidates where summaries.hasID(id, at: position) { seen[id, default: 0] += 1 }
      }
      guard let id = ids[position] else { continue }
      keys[position] = ReadMarks.Key(id: id, occurrence: max(1, seen[id, default: 0]))
    }
    return keys
  }

}
