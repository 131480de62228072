import SplitKitTerminal

/// Conversations in the list: `t` switches between threaded and flat, `z` collapses or
/// expands the selected conversation. The selected message stays selected across both,
/// and while new batches move conversations around.
extension MessageListViewController {
  /// Handles the thread keys; false lets the list and the host have the key.
  func handleThreadKey(_ key: KeyEvent) -> Bool {
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character("t"):
      setThreaded(!list.isThreaded)
      return true
    case .character("z") where list.shownThreadRows != nil:
      toggleSelectedThread()
      return true
    default:
      return false
    }
  }

  /// Shows conversations (true) or the mailbox in file order (false), keeping the
  /// selected message selected (its conversation expanded if it was collapsed).
  func setThreaded(_ threaded: Bool) {
    let selected = selectedSummaryIndex
    list.isThreaded = threaded
    if list.isThreadingBehind { onThreading?() }
    showRows(keeping: selected)
  }

  /// Threads the next slice of messages indexed while the list was flat; once all are,
  /// shows the conversations, keeping the selected message selected.
  ///
  /// - Returns: Whether messages remain to be threaded.
  func continueThreading() -> Bool {
    let selected = selectedSummaryIndex
    let remains = list.continueThreading()
    if !remains { showRows(keeping: selected) }
    return remains
  }

  /// Shows the rows from the top, with the message at `selected` still selected.
  private func showRows(keeping selected: Int?) {
    updateTitle()
    listState = ListState()
    if let selected {
      keepSelection(onSummary: selected)
    } else if list.rowCount > 0 {
      select(row: 0)
    }
  }

  /// Collapses the selected message's conversation to its first row (selecting it), or
  /// expands it.
  func toggleSelectedThread() {
    guard let selected = selectedSummaryIndex else { return }
    let shown = list.toggleThread(ofMessage: selected)
    keepSelection(onSummary: shown)
  }

  /// Selects the row now showing the message at summary index `index`, expanding its
  /// conversation if needed.
  func keepSelection(onSummary index: Int) {
    if list.row(ofSummary: index) == nil { list.expandThread(ofMessage: index) }
    guard let row = list.row(ofSummary: index) else { return }
    if row != selectedRow { select(row: row) }
  }

  /// The conversation mark for `row` while conversations are shown.
  func threadMark(atRow row: Int) -> MessageRow.ThreadMark? {
    guard let rows = list.shownThreadRows, row < rows.count else { return nil }
    let depth = rows.depth(atRow: row)
    let message = rows.message(atRow: row)
    let size = depth == 0 ? Int(rows.sizes[rows.thread(atRow: row)]) : 1
    return MessageRow.ThreadMark(
      depth: depth, size: size, isCollapsed: depth == 0 && list.isCollapsed(message))
  }
}
