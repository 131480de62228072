import SplitKitTerminal

/// Search results arriving in slices: `to:` and `body:` queries read messages between
/// frames (the app calls ``continueSearch(limit:reads:)``), and the rows, the title and
/// the status line follow as matches are found.
extension MessageListViewController {
  /// Checks up to `limit` more messages for the current query and shows what matched.
  ///
  /// - Parameters:
  ///   - limit: How many messages to check at most.
  ///   - reads: Whether a candidate satisfies the query's `to:` and `body:` terms.
  func continueSearch(limit: Int, reads: (MessageSummary) -> Bool) {
    guard list.searchStep(limit: limit, reads: reads) > 0 else { return }
    updateTitle()
    guard selectedRow == nil else { return }
    select(row: lastSelectedSummary.flatMap { list.row(ofSummary: $0) } ?? 0)
  }

  /// The status line's search progress while a query reads messages: `searching 40% · `.
  var searchProgressText: String {
    list.isSearching ? "searching \(Int(list.searchProgress * 100))% · " : ""
  }
}
