/// Conversations in the list: threading and laying them out between frames, collapsing
/// and expanding them.
///
/// Messages are threaded as batches arrive (a backlog from a flat list in slices), and
/// laid out (sorted, O(n log n)) by a ``ThreadLayoutJob`` in slices between frames when
/// conversations are turned on with messages the kept layout lacks, each time the mailbox
/// has grown by an eighth while they are shown, and when indexing ends. The last complete
/// layout (``MessageList/threadLayout``, nothing collapsed) stays shown meanwhile and is
/// kept while the list is flat, so `t` back, `z` and a restored collapse only derive the
/// rows shown from it in one pass over the rows (``ThreadRows/collapsing(_:)``).
extension MessageList {
  /// Whether conversations are wanted and work remains for them: messages to thread, a
  /// layout under way, or one due.
  public var isThreadingBehind: Bool {
    isThreaded && (threads.messageCount < summaries.count || layoutJob != nil || isLayoutDue)
  }

  /// Whether a new layout should start: every message is threaded, nothing is under way,
  /// and there is no layout yet, or messages it lacks and either an eighth more than it
  /// has (so indexing a large mailbox lays it out O(log n) times, about nine times its
  /// final cost in all) or ``isLayoutWanted``.
  var isLayoutDue: Bool {
    guard isThreaded, layoutJob == nil, threads.messageCount == summaries.count else {
      return false
    }
    guard let laidOut = threadLayout?.messageCount else { return true }
    let waiting = summaries.count - laidOut
    return waiting > 0 && (isLayoutWanted || waiting >= laidOut / 8)
  }

  /// Starts a layout when one is due.
  ///
  /// A small one (a sixteenth of ``layoutSlice`` in containers, which one slice lays out)
  /// is done at once, so a small mailbox shows its conversations without waiting for a
  /// frame. A larger one waits for the next step: it would add its first slice to the
  /// work that made it due.
  mutating func startLayoutIfDue() {
    guard isLayoutDue else { return }
    layoutJob = ThreadLayoutJob(threads)
    isLayoutWanted = false
    if threads.containerCount * 16 <= layoutSlice { continueLayout() }
  }

  /// Indexing has ended: lays out the last messages too, however few.
  public mutating func finishIndexing() {
    isLayoutWanted = true
    startLayoutIfDue()
  }

  /// One step of the work for the conversations: the next `layoutSlice` of the layout
  /// under way (showing it once complete), else the next `threadingSlice` messages of
  /// a backlog; then starts a layout if one is due.
  ///
  /// - Returns: Whether work remains.
  @discardableResult
  public mutating func continueThreading() -> Bool {
    guard isThreadingBehind else { return false }
    if layoutJob != nil {
      continueLayout()
    } else {
      catchUpThreads(limit: threadingSlice)
    }
    startLayoutIfDue()
    return isThreadingBehind
  }

  /// Shows the conversations from the kept layout, however old, with the collapsed ones
  /// as one row; no rows when flat or before the first layout.
  mutating func showThreadRows() {
    guard isThreaded, let layout = threadLayout else {
      threadRows = nil
      return
    }
    threadRows = layout.collapsing(Set(collapsed.compactMap { layout.thread(ofMessage: $0) }))
  }

  /// Advances the layout under way by one ``layoutSlice``; once done, keeps it and shows
  /// the conversations from it.
  mutating func continueLayout() {
    guard var job = layoutJob else { return }
    layoutJob = nil  // The job's arrays stay uniquely referenced while it runs.
    guard let layout = job.step(budget: layoutSlice) else {
      layoutJob = job
      return
    }
    threadLayout = layout
    showThreadRows()
  }

  /// Whether the conversation holding the message at `index` is collapsed.
  ///
  /// - Parameter index: A summary index (``summaryIndex(atRow:)``).
  /// - Returns: True when its conversation shows as one row.
  public func isCollapsed(_ index: Int) -> Bool {
    threadRows != nil && !collapsedThreads(of: index).isEmpty
  }

  /// Collapses the conversation holding the message at `index` to its first row, or
  /// expands it when it is collapsed.
  ///
  /// - Parameter index: A summary index (``summaryIndex(atRow:)``).
  /// - Returns: The message now shown for it: the conversation's first message when
  ///   collapsed, `index` when expanded.
  /// - Complexity: O(rows) from the kept layout.
  @discardableResult
  public mutating func toggleThread(ofMessage index: Int) -> Int {
    let members = collapsedThreads(of: index)
    if members.isEmpty {
      collapsed.insert(index)
    } else {
      collapsed.subtract(members)
    }
    showThreadRows()
    guard let threadRows, threadRows.row(ofMessage: index) == nil,
      let thread = threadRows.thread(ofMessage: index)
    else { return index }
    return threadRows.message(atRow: Int(threadRows.heads[thread]))
  }

  /// The conversation mark for `row` while conversations are shown: its depth, its
  /// conversation's size and whether it is collapsed; nil in a flat or filtered list.
  ///
  /// - Parameter row: A row of the list shown.
  /// - Returns: The mark, or nil.
  public func threadMark(atRow row: Int) -> ThreadMark? {
    guard let rows = shownThreadRows, row >= 0, row < rows.count else { return nil }
    let depth = rows.depth(atRow: row)
    let message = rows.message(atRow: row)
    let size = depth == 0 ? Int(rows.sizes[rows.thread(atRow: row)]) : 1
    return ThreadMark(
      depth: depth, size: size, isCollapsed: depth == 0 && isCollapsed(message))
  }

  /// Expands the conversation holding the message at `index` if it is collapsed.
  ///
  /// - Parameter index: A summary index (``summaryIndex(atRow:)``).
  public mutating func expandThread(ofMessage index: Int) {
    let members = collapsedThreads(of: index)
    guard !members.isEmpty else { return }
    collapsed.subtract(members)
    showThreadRows()
  }

  /// One message of each collapsed conversation by its key (each marked `true`), for the
  /// state file: its ``MessageSummary/id`` and its place among the messages sharing it, so
  /// a conversation collapsed at the second of two messages with one Message-ID comes
  /// back collapsed there, not at the first; restored ones whose messages are not indexed
  /// yet are kept as they are.
  ///
  /// - Complexity: O(n) in the messages up to the last one collapsed.
  package var collapsedKeys: ReadMarks {
    var keys = pendingCollapsed.unmatched
    for key in self.keys(ofSummaries: collapsed).values { keys[key] = true }
    return keys
  }

  /// The collapsed marks that belong to the conversation of the message at `index`: as
  /// the kept layout groups them (the rows shown come from it), or as the index does for
  /// a message the layout lacks.
  private func collapsedThreads(of index: Int) -> [Int] {
    guard !collapsed.isEmpty else { return [] }
    if let layout = threadLayout, let thread = layout.thread(ofMessage: index) {
      return collapsed.filter { layout.thread(ofMessage: $0) == thread }
    }
    guard let root = threads.root(ofMessage: index) else { return [] }
    return collapsed.filter { threads.root(ofMessage: $0) == root }
  }
}
