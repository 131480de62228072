import SplitKitContent

/// Search results arriving in slices: `to:` and `body:` queries read messages between
/// frames (the app calls ``continueSearch(in:until:maximumSlices:now:)``), and the rows, the title and
/// the status line follow as matches are found.
extension MessageListViewController {
  /// Searches for one frame (``MessageList/searchFrame(in:until:maximumSlices:now:)``)
  /// and shows what matched.
  ///
  /// - Parameters:
  ///   - mailbox: Where the `to:` and `body:` terms read messages.
  ///   - deadline: The instant, on `now`'s clock, at which no further slice starts.
  ///   - maximumSlices: The most slices, however fast the clock.
  ///   - now: The host clock.
  func continueSearch(
    in mailbox: Mailbox, until deadline: Duration, maximumSlices: Int, now: () -> Duration
  ) {
    let (wasSearching, percent) = (list.isSearching, Int(list.searchProgress * 100))
    let found = list.searchFrame(
      in: mailbox, until: deadline, maximumSlices: maximumSlices, now: now)
    guard found > 0 else {
      // Nothing new to list, but the status line's `searching 40%` moved or is over: a
      // window's status line is drawn again only when asked (a terminal's every frame).
      if list.isSearching != wasSearching || Int(list.searchProgress * 100) != percent {
        setNeedsDisplay()
      }
      return
    }
    rowsDidAppend(found)
    updateTitle()
    guard selectedRow == nil else { return }
    select(row: lastSelectedSummary.flatMap { list.row(ofSummary: $0) } ?? 0)
  }

  /// The status line's trailing texts while a search is typed or kept, widest first.
  ///
  /// The widest has how far reading messages has got (`searching 40% · `), the index's
  /// progress, the counts and `hint`; the others have fewer of them. While a search runs,
  /// every form shows how far it has got, down to the narrowest, `40%` alone (which a
  /// terminal shows however long the query: the query is cut instead), so a list too
  /// narrow for the counts never looks finished while messages are still read.
  ///
  /// - Parameters:
  ///   - counts: `12 of 200`.
  ///   - hint: What the widest form ends with (`Esc clears`), if anything.
  /// - Returns: The texts; one may repeat the one before (nothing to drop), which a host
  ///   only tries again. A term that could not be read (``MessageList/filterProblem``)
  ///   takes the place of the rest: the problem and the counts, else the problem alone.
  func searchTrailingForms(counts: String, hint: String?) -> [String] {
    if let problem = list.filterProblem {
      return ["⚠ " + problem + " · " + counts, "⚠ " + problem]
    }
    guard list.isSearching else {
      return [
        searchIndexText + counts + (hint.map { " · " + $0 } ?? ""), searchIndexText + counts,
        counts,
      ]
    }
    let percent = "\(Int(list.searchProgress * 100))%"
    let searching = "searching \(percent) · "
    return [
      searching + searchIndexText + counts + (hint.map { " · " + $0 } ?? ""),
      searching + searchIndexText + counts,
      searching + counts,
      percent + " · " + counts,
      percent,
    ]
  }

  /// The status line's search index progress while it is built: `search index 40% · `.
  var searchIndexText: String {
    searchIndexStatus.map { $0 + " · " } ?? ""
  }

  /// The search index's progress while it is built, `search index 40%`; nil otherwise.
  var searchIndexStatus: String? {
    list.searchIndexProgress.map { "search index \(Int($0 * 100))%" }
  }
}
