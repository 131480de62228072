import SplitKit
import SplitKitTerminal

/// The primary column: the mailbox's messages, one row each, with a status line.
///
/// The list owns the ``MessageList`` model; the app appends indexed batches with
/// ``append(_:progress:finished:)`` and hears about the selection through ``onSelect`` and
/// ``onOpen``. The bottom line shows indexing progress, the filter being typed, a
/// warning, or the counts. `/` starts a filter (see `MessageListViewController+Filter.swift`).
///
/// The navigation bar title is the mailbox name and the number of messages,
/// `Inbox — 150`, or `Inbox — 12 of 150` while filtering.
@MainActor
final class MessageListViewController: ListViewController {
  /// The messages, the filter and the read marks.
  var list = MessageList()
  /// The mailbox's (or folder's) name for the title.
  private(set) var mailboxName: String
  /// The year whose dates show as "Mon D".
  let currentYear: Int
  /// The fraction of the mailbox indexed, 0...1.
  private(set) var progress: Double = 0
  /// Whether indexing has finished.
  private(set) var isIndexed = false
  /// A one-line warning for the status line, cleared by the next key.
  var warning: String?
  /// A one-line note for the status line (such as "No next message"), cleared by the
  /// next key.
  var note: String?
  /// Why indexing stopped, when it failed; shown in place of an empty list.
  var indexingError: String?
  /// The filter being typed, while the filter line has the keyboard.
  var filterDraft: String?
  /// Called when the selection moves to the message at a summary index; the flag says
  /// whether the user moved it (rather than the app).
  var onSelect: ((Int, Bool) -> Void)?
  /// Called when the user opens the message at a summary index; the flag says whether by
  /// keyboard (the message then takes the keyboard) rather than by a click.
  var onOpen: ((Int, Bool) -> Void)?
  /// Called when the list has left the screen.
  var onDisappear: (() -> Void)?
  /// Called for Space: pages the message beside the list; false when there is none.
  var onPage: (() -> Bool)?
  /// The width rows were last laid out for.
  private var rowWidth = 40
  /// Rows already laid out, by summary index, with what they were laid out from; a key
  /// usually changes two rows of a page, so the others are reused.
  private var rowCache: [Int: (key: RowKey, row: ListRow)] = [:]
  /// Everything a cached row depends on besides its summary, which never changes.
  private struct RowKey: Equatable {
    var isUnread: Bool
    var thread: ThreadMark?
    var width: Int
  }
  private var isSelectingForApp = false
  private var isHandlingClick = false
  /// The last message selected, kept while a filter hides every row so the selection
  /// comes back when the filter widens again.
  private var lastSelected: Int?
  /// Called when a filter that must read messages (`to:`, `body:`) starts, so the app
  /// schedules the search between frames.
  var onSearch: (() -> Void)?
  /// Called when conversations were turned on with messages left to thread, so the app
  /// threads them between frames (``continueThreading()``).
  var onThreading: (() -> Void)?

  /// Creates the list.
  ///
  /// - Parameters:
  ///   - mailboxName: The title's name ("Inbox").
  ///   - currentYear: The year whose dates show without the year.
  init(mailboxName: String, currentYear: Int) {
    self.mailboxName = mailboxName
    self.currentYear = currentYear
    super.init(title: mailboxName, restorationIdentifier: "list")
    highlightSymbol = nil
    listState = ListState()
    updateTitle()
  }

  /// The message selected last, kept while a filter hides every row.
  var lastSelectedSummary: Int? { lastSelected }

  /// The selected message's summary index.
  var selectedSummaryIndex: Int? { selectedRow.flatMap { list.summaryIndex(atRow: $0) } }

  // MARK: Model

  /// Adds indexed messages and the indexing progress.
  ///
  /// The first message is selected when nothing was.
  func append(_ summaries: [MessageSummary], progress: Double, finished: Bool) {
    let count = list.messageCount + summaries.count
    if progress > 0, !finished {
      // An eighth more than the estimate, so its ups and downs do not grow the thread
      // index again and again (each time a copy of its arrays).
      list.expectedMessageCount = max(count, Int(Double(count) / min(1, progress) * 1.125))
    }
    let (layout, selected) = (list.shownThreadRows?.messageCount, selectedSummaryIndex)
    list.append(summaries)
    if finished { list.finishIndexing() }
    self.progress = progress
    isIndexed = finished
    updateTitle()
    if selectedRow == nil, list.rowCount > 0 {
      select(row: 0)
    } else {
      showNewLayout(after: layout, keeping: selected)
    }
  }

  /// Selects the message at a summary index for the app (restoring, stepping), clearing
  /// the filter if it hides the message.
  func selectMessage(atSummary index: Int) {
    if list.row(ofSummary: index) == nil, list.shownThreadRows != nil {
      list.expandThread(ofMessage: index)
    }
    if list.row(ofSummary: index) == nil { applyFilter("") }
    if let row = list.row(ofSummary: index) { select(row: row) }
  }

  /// Marks the message at a summary index read.
  func markRead(_ index: Int) {
    list.markRead(index)
  }

  /// Asked for each key the list does not handle itself (flag, delete, archive, undo);
  /// true when it was an action's key.
  var onMailKey: ((KeyEvent) -> Bool)?
  /// Asked to flip the selected message between read and unread (`u`), in the Maildir.
  var onToggleRead: (() -> Void)?

  /// Flips the selected message between read and unread (`u`), in the list only.
  func toggleSelectedRead() {
    guard let index = selectedSummaryIndex else { return }
    list.toggleRead(index)
  }

  /// Empties the list for another mailbox (or the same one restored): no messages, no
  /// filter, no selection, nothing indexed; conversations on or off as saved, else as
  /// they were.
  ///
  /// - Parameters:
  ///   - name: The title's name.
  ///   - readChanges: The read marks the user changed earlier in that mailbox.
  ///   - threaded: Whether that mailbox was shown as conversations; nil keeps the mode.
  ///   - collapsed: Its collapsed conversations, by message key.
  func reset(
    name: String, readChanges: ReadMarks, threaded: Bool? = nil,
    collapsed: ReadMarks = ReadMarks()
  ) {
    mailboxName = name
    var fresh = MessageList(readChanges: readChanges, collapsed: collapsed)
    fresh.isThreaded = threaded ?? list.isThreaded
    list = fresh
    rowCache.removeAll()
    progress = 0
    isIndexed = false
    filterDraft = nil
    lastSelected = nil
    listState = ListState()
    updateTitle()
  }

  /// Shows only the messages matching `text`, keeping the selected message if it matches.
  func applyFilter(_ text: String) {
    let selected = selectedSummaryIndex ?? lastSelected
    list.setFilter(text)
    if list.isSearching { onSearch?() }
    // A filter lists its matches flat: a selected message that does not match stays
    // hidden, its collapsed conversation with it. Cleared, the filter gives the
    // conversations back, and one hiding the selected message is opened to show it.
    if let selected, !list.isFiltering, list.row(ofSummary: selected) == nil {
      list.expandThread(ofMessage: selected)
    }
    updateTitle()
    let row = selected.flatMap { list.row(ofSummary: $0) } ?? (list.rowCount > 0 ? 0 : nil)
    listState = ListState()
    select(row: row)
  }

  func select(row: Int?) {
    isSelectingForApp = true
    selectRow(row)
    isSelectingForApp = false
  }

  func updateTitle() {
    title = list.title(mailboxName: mailboxName)
  }

  /// `count` grouped by thousands and `noun`, plural unless the count is one:
  /// `1 message`, `1,234 messages`.
  nonisolated static func counted(_ count: Int, _ noun: String) -> String {
    Quantities.grouped(count) + " " + noun + (count == 1 ? "" : "s")
  }

  // MARK: ListViewController

  override var numberOfRows: Int { list.rowCount }

  override func row(at index: Int) -> ListRow {
    guard let summaryIndex = list.summaryIndex(atRow: index) else { return ListRow("") }
    let key = RowKey(
      isUnread: list.isUnread(summaryIndex), thread: list.threadMark(atRow: index), width: rowWidth)
    if let cached = rowCache[summaryIndex], cached.key == key { return cached.row }
    let row = MessageRow(
      summary: list.summary(at: summaryIndex), isUnread: key.isUnread, currentYear: currentYear,
      thread: key.thread
    ).listRow(width: rowWidth)
    // A few pages' worth: enough for every visible row, small whatever the mailbox.
    if rowCache.count >= 1024 { rowCache.removeAll(keepingCapacity: true) }
    rowCache[summaryIndex] = (key, row)
    return row
  }

  /// The list left the screen (a resize to medium hid it, a click dismissed the overlay):
  /// a filter being typed is kept, as Enter keeps it, so no hidden line takes keys.
  override func viewDidDisappear(_ animated: Bool) {
    filterDraft = nil
    onDisappear?()
  }

  override func didSelectRow(at index: Int) {
    guard let summaryIndex = list.summaryIndex(atRow: index) else { return }
    lastSelected = summaryIndex
    onSelect?(summaryIndex, !isSelectingForApp)
  }

  override func didOpenRow(at index: Int) {
    guard let summaryIndex = list.summaryIndex(atRow: index) else { return }
    onOpen?(summaryIndex, !isHandlingClick)
  }

  override func handle(key: KeyEvent) -> Bool {
    note = nil
    return handleFilter(key: key)
      || (!isEditingFilter
        && (handleThreadKey(key) || handleReadKey(key) || handleStepKey(key)
          || handlePageKey(key) || (onMailKey?(key) ?? false)))
  }

  /// Space pages the message beside the list, as it does in the message.
  private func handlePageKey(_ key: KeyEvent) -> Bool {
    guard key.key == .character(" "), key.modifiers.subtracting(.shift).isEmpty else {
      return false
    }
    return onPage?() ?? false
  }

  /// `n` and `p` move the selection to the next and previous message, as ↓ and ↑ do; at
  /// either end the status line says there is none.
  private func handleStepKey(_ key: KeyEvent) -> Bool {
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    let offset: Int
    switch key.key {
    case .character("n"): offset = 1
    case .character("p"): offset = -1
    default: return false
    }
    guard let row = selectedRow, list.summaryIndex(atRow: row + offset) != nil else {
      note = Self.noMessageNote(step: offset, stillReading: !isIndexed)
      return true
    }
    return perform(offset > 0 ? .moveDown : .moveUp)
  }

  /// What `n` or `p` says when there is no message that way: "No next message", with
  /// "yet" while the mailbox is still being read.
  nonisolated static func noMessageNote(step: Int, stillReading: Bool) -> String {
    let which = step > 0 ? "next" : "previous"
    let more = step > 0 && stillReading ? " yet (still reading the mailbox)" : ""
    return "No \(which) message\(more)"
  }

  /// `u` flips the selected message between read and unread.
  private func handleReadKey(_ key: KeyEvent) -> Bool {
    guard key.key == .character("u"), key.modifiers.subtracting(.shift).isEmpty else {
      return false
    }
    if let onToggleRead { onToggleRead() } else { toggleSelectedRead() }
    return true
  }

  override func handle(paste text: String) -> Bool { handleFilter(paste: text) }

  override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    isHandlingClick = true
    defer { isHandlingClick = false }
    return super.handle(mouse: mouse, in: rect)
  }

  override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    let showsStatus = rect.height >= 3
    let listRect = showsStatus ? rect.inset(bottom: 1) : rect
    rowWidth = listRect.width
    super.draw(in: listRect, buffer: &buffer, context: context)
    if list.rowCount == 0 { drawEmptyText(in: listRect, buffer: &buffer) }
    if showsStatus {
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      StatusLine(content: statusContent).render(in: line, of: &buffer)
    }
  }

  private func drawEmptyText(in rect: CellRect, buffer: inout Buffer) {
    guard rect.height > 1, rect.width > 2 else { return }
    let text =
      list.isSearching
      ? "Searching the mailbox…"
      : list.isFiltering
        ? "No messages match “\(list.filter)”."
        : isIndexed
          ? indexingError.map { "This mailbox cannot be read: \($0)" }
            ?? "This mailbox has no messages."
          : "Reading the mailbox…"
    let inner = rect.inset(left: 1, right: 1)
    for (row, line) in Text.wrapped(Sanitizer.sanitize(text), toWidth: inner.width).prefix(
      rect.height - 1
    ).enumerated() {
      buffer.setString(
        line, at: CellPosition(x: inner.x, y: inner.y + 1 + row), style: MessageDocument.noteStyle,
        clip: inner)
    }
  }
}
