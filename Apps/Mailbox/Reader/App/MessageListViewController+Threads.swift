import SplitKitContent
import SplitKitHostCore

/// Conversations in the list: `t` switches between threaded and flat, `z` collapses or
/// expands the selected conversation. The selected message stays selected across both,
/// and while new batches move conversations around.
extension MessageListViewController {
  /// Shows conversations (true) or the mailbox in file order (false), keeping the
  /// selected message selected (its conversation expanded if it was collapsed).
  func setThreaded(_ threaded: Bool) {
    let selected = selectedSummaryIndex
    list.isThreaded = threaded
    if list.isThreadingBehind { onThreading?() }
    showRows(keeping: selected)
  }

  /// Does the next step of threading or laying out the conversations; when a new layout
  /// is shown, keeps the selected message selected.
  ///
  /// - Returns: Whether work remains.
  func continueThreading() -> Bool {
    let (layout, selected) = (list.shownThreadRows?.messageCount, selectedSummaryIndex)
    let remains = list.continueThreading()
    showNewLayout(after: layout, keeping: selected)
    return remains
  }

  /// Follows a new layout of the conversations, if one replaced the rows of `layout`
  /// messages (nil: the list was flat): from the top after a flat list, else keeping the
  /// message at summary index `selected` selected where its conversation moved.
  func showNewLayout(after layout: Int?, keeping selected: Int?) {
    guard let rows = list.shownThreadRows, rows.messageCount != layout else { return }
    if layout == nil {
      showRows(keeping: selected)
    } else if let selected {
      updateTitle()
      rowsDidReload()
      keepSelection(onSummary: selected)
    } else {
      updateTitle()
      rowsDidReload()
      if rows.count > 0 { select(row: 0) }
    }
  }

  /// Shows the rows from the top, with the message at `selected` still selected.
  private func showRows(keeping selected: Int?) {
    updateTitle()
    rowsDidReload(fromTop: true)
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
    rowsDidReload()
    keepSelection(onSummary: shown)
  }

  /// Selects the row now showing the message at summary index `index`, expanding its
  /// conversation if needed.
  func keepSelection(onSummary index: Int) {
    if list.row(ofSummary: index) == nil {
      list.expandThread(ofMessage: index)
      rowsDidReload()
    }
    guard let row = list.row(ofSummary: index) else { return }
    if row != selectedRow { select(row: row) }
  }
}
