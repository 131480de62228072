/// Conversations in the list: laying them out, collapsing and expanding them.
///
/// Laying the conversations out sorts them (O(n log n)); it happens when the list turns
/// threaded with messages the last layout did not have (in slices between frames, with
/// ``ThreadLayoutJob``), and as the mailbox grows (at once). The
/// layout is kept (``MessageList/threadLayout``, nothing collapsed) while the list is
/// flat, so `t` back, `z` and a restored collapse only derive the rows shown from it in
/// one pass over the rows (``ThreadRows/collapsing(_:)``).
extension MessageList {
  /// Lays the conversations out again (after new messages) and shows them if threaded.
  mutating func refreshThreadRows() {
    threadLayout = threads.rows()
    showThreadRows()
  }

  /// Shows the conversations from the kept layout (laying them out first when messages
  /// arrived since), with the collapsed ones as one row; drops the rows when flat.
  ///
  /// Turning conversations on with messages the kept layout lacks lays them out in slices
  /// (``layoutJob``, advanced by ``continueThreading()``): the list stays flat until then.
  mutating func showThreadRows() {
    guard isThreaded, threads.messageCount == summaries.count else {
      threadRows = nil
      layoutJob = nil
      return
    }
    guard let layout = threadLayout, layout.messageCount == summaries.count else {
      guard threadRows == nil else { return refreshThreadRows() }
      if layoutJob?.messageCount != summaries.count { layoutJob = ThreadLayoutJob(threads) }
      continueLayout()
      return
    }
    layoutJob = nil
    threadRows = layout.collapsing(Set(collapsed.compactMap { layout.thread(ofMessage: $0) }))
  }

  /// Advances the sliced layout by one ``layoutSlice``; once done, keeps it and shows the
  /// conversations (or starts again if messages arrived meanwhile).
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

  /// Lays the conversations out again after a batch once an eighth more messages have
  /// arrived since the last time (or always, with `force`), so indexing a large mailbox
  /// lays it out O(log n) times, about nine times its final cost in all, not once per
  /// batch; the messages in between join the rows at the next layout.
  mutating func refreshThreadRowsAfterAppend(force: Bool = false) {
    guard isThreaded, !isThreadingBehind else { return }
    let laidOut = threadLayout?.messageCount ?? 0
    let waiting = summaries.count - laidOut
    if waiting > 0, force || waiting >= laidOut / 8 {
      refreshThreadRows()
    }
  }

  /// Whether the conversation holding the message at `index` is collapsed.
  func isCollapsed(_ index: Int) -> Bool {
    threadRows != nil && !collapsedThreads(of: index).isEmpty
  }

  /// Collapses the conversation holding the message at `index` to its first row, or
  /// expands it when it is collapsed.
  ///
  /// - Returns: The message now shown for it: the conversation's first message when
  ///   collapsed, `index` when expanded.
  /// - Complexity: O(rows) from the kept layout.
  @discardableResult
  mutating func toggleThread(ofMessage index: Int) -> Int {
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

  /// Expands the conversation holding the message at `index` if it is collapsed.
  mutating func expandThread(ofMessage index: Int) {
    let members = collapsedThreads(of: index)
    guard !members.isEmpty else { return }
    collapsed.subtract(members)
    showThreadRows()
  }

  /// The ``MessageSummary/id`` of one message of each collapsed conversation, sorted (for
  /// the state file), including restored ones whose messages are not indexed yet.
  var collapsedIDs: [String] {
    (Set(collapsed.map { summaries[$0].id }).union(pendingCollapsedIDs)).sorted()
  }

  /// Collapses the conversations of restored IDs whose messages are in `range`.
  mutating func resolveCollapsedIDs(in range: Range<Int>) {
    for index in range where pendingCollapsedIDs.contains(summaries[index].id) {
      pendingCollapsedIDs.remove(summaries[index].id)
      collapsed.insert(index)
      if pendingCollapsedIDs.isEmpty { break }
    }
  }

  /// The collapsed marks that belong to the conversation of the message at `index`.
  private func collapsedThreads(of index: Int) -> [Int] {
    guard !collapsed.isEmpty, let root = threads.root(ofMessage: index) else { return [] }
    return collapsed.filter { threads.root(ofMessage: $0) == root }
  }
}
