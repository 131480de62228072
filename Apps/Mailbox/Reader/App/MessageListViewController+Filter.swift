import SplitKitTerminal

/// The filter line: `/` starts typing a filter, every key narrows the list at once,
/// Enter keeps the filter and gives the keys back to the list, Esc clears it.
///
/// While typing, ↑/↓, PgUp/PgDn and the control keys (Ctrl-C quits) still work; letters
/// such as `j`, `k` and `q` go into the filter. With a filter kept, Esc clears it
/// before Esc means "back".
extension MessageListViewController {
  /// Whether the filter line has the keyboard.
  var isEditingFilter: Bool { filterDraft != nil }

  /// Handles a key for the filter line; false lets the list and the host have it.
  func handleFilter(key: KeyEvent) -> Bool {
    warning = nil
    if let draft = filterDraft { return handleFilterKey(key, draft: draft) }
    switch key.key {
    case .character("/") where key.modifiers.subtracting(.shift).isEmpty:
      filterDraft = list.filter
      return true
    case .escape where list.isFiltering:
      applyFilter("")
      return true
    default:
      return false
    }
  }

  private func handleFilterKey(_ key: KeyEvent, draft: String) -> Bool {
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character(let character):
      filterDraft = draft + String(character)
    case .backspace:
      filterDraft = String(draft.dropLast())
    case .enter:
      filterDraft = nil
      return true
    case .escape:
      filterDraft = nil
      applyFilter("")
      return true
    case .tab, .backTab, .up, .down, .pageUp, .pageDown:
      return false
    default:
      return true
    }
    applyFilter(filterDraft ?? "")
    return true
  }

  /// Appends pasted text to the filter while it is being typed.
  func handleFilter(paste text: String) -> Bool {
    guard let draft = filterDraft else { return false }
    filterDraft = draft + text.filter { !$0.isNewline }
    applyFilter(filterDraft ?? "")
    return true
  }

  /// What the status line shows now.
  ///
  /// The filter is given as typed: drawing the line sanitizes only as much of it as fits
  /// (`Buffer.setSpans`), so a long paste costs a frame what a short filter does.
  var statusContent: StatusLine.Content {
    let counts = "\(Quantities.grouped(list.rowCount)) of \(Quantities.grouped(list.messageCount))"
    if let draft = filterDraft {
      return StatusLine.Content(
        leading: [Span("/"), Span(draft), Span("▏")],
        trailing: [Span(searchProgressText + counts)])
    }
    if let note {
      return StatusLine.Content(leading: [Span(note)], trailing: [Span("/ filter  ? keys")])
    }
    if !isIndexed {
      let percent = Int(progress * 100)
      return StatusLine.Content(
        leading: [Span("Indexing \(StatusLine.progressBar(progress, width: 10)) \(percent)%")],
        trailing: [Span(Quantities.grouped(list.messageCount))])
    }
    if let warning {
      return StatusLine.Content(leading: [Span("⚠ " + warning)])
    }
    if list.isFiltering {
      return StatusLine.Content(
        leading: [
          Span(list.filterReadsMessages ? "Search: " : "Filter: "),
          Span(list.filter, style: Style(attributes: .bold)),
        ],
        trailing: [Span(searchProgressText + counts + " · Esc clears")])
    }
    let unread = list.unreadCount
    let threads = list.shownThreadRows.map { " in " + Self.counted($0.threadCount, "thread") } ?? ""
    let summary =
      Self.counted(list.messageCount, "message") + threads
      + (unread > 0 ? ", \(Quantities.grouped(unread)) unread" : "")
    // While the search index is built, its progress takes the hint's place.
    let building = list.searchIndexProgress.map { "search index \(Int($0 * 100))%" }
    return StatusLine.Content(
      leading: [Span(summary)], trailing: [Span(building ?? "/ filter  ? keys")])
  }
}
