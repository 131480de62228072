/// Conversations in the list: laying them out, collapsing and expanding them.
extension MessageList {
  /// Lays the conversations out again (after new messages, a collapse or an expand);
  /// drops the rows when the list is flat.
  mutating func refreshThreadRows() {
    threadRows = isThreaded ? threads.rows(collapsed: collapsed) : nil
  }

  /// Lays the conversations out again after a batch once an eighth more messages have
  /// arrived since the last time (or always, with `force`), so indexing a large mailbox
  /// lays it out O(log n) times, about nine times its final cost in all, not once per
  /// batch; the messages in between join the rows at the next layout.
  mutating func refreshThreadRowsAfterAppend(force: Bool = false) {
    guard isThreaded else { return }
    let laidOut = threadRows?.messageCount ?? 0
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
  @discardableResult
  mutating func toggleThread(ofMessage index: Int) -> Int {
    let members = collapsedThreads(of: index)
    if members.isEmpty {
      collapsed.insert(index)
    } else {
      collapsed.subtract(members)
    }
    refreshThreadRows()
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
    refreshThreadRows()
  }

  /// The collapsed marks that belong to the conversation of the message at `index`.
  private func collapsedThreads(of index: Int) -> [Int] {
    guard !collapsed.isEmpty, let root = threads.root(ofMessage: index) else { return [] }
    return collapsed.filter { threads.root(ofMessage: $0) == root }
  }
}
