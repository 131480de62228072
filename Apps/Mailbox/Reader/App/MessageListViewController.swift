import SplitKit
import SplitKitContent
import SplitKitHostCore

/// The list column: the mailbox's messages, one row each, with a status line; host-neutral
/// (``/SplitKitContent/ListController``), so the terminal and GTK show the same list.
///
/// The list owns the ``MessageList`` model; the app appends indexed batches with
/// ``append(_:progress:finished:)`` and hears about the selection through ``onSelect`` and
/// ``onOpen``. The status line shows indexing progress, the filter being typed, a
/// warning, or the counts. `/` starts a filter (see `MessageListViewController+Filter.swift`).
///
/// The navigation bar title is the mailbox name and the number of messages,
/// `Inbox — 150`, or `Inbox — 12 of 150` while filtering.
@MainActor
final class MessageListViewController: ListController {
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
  var warning: String? {
    didSet { if warning != oldValue { setNeedsDisplay() } }
  }
  /// A one-line note for the status line (such as "No next message"), cleared by the
  /// next key.
  var note: String? {
    didSet { if note != oldValue { setNeedsDisplay() } }
  }
  /// Buttons in the column's bar (New Message, which a terminal's bar leaves to its key);
  /// none by default.
  var buttons: [BarButton] = []

  override var barButtons: [BarButton] { buttons }

  /// The items of a message's context menu (a right click, Shift-F10, a long press): the
  /// app's, for the selected message, which the menu's row has become.
  var rowMenu: @MainActor () -> [BarButton] = { [] }

  override func contextMenu(forRow index: Int) -> [BarButton] { rowMenu() }

  /// A line the app shows in place of the whole status line (a question about a draft,
  /// where a file was saved) until it clears it.
  var notice: String? {
    didSet { if notice != oldValue { setNeedsDisplay() } }
  }
  /// Why indexing stopped, when it failed; shown in place of an empty list.
  var indexingError: String?
  /// Called when the selection moves to the message at a summary index; the flag says
  /// whether the user moved it (rather than the app).
  var onSelect: ((Int, Bool) -> Void)?
  /// Called when the user opens the message at a summary index; the flag says whether by
  /// keyboard (the message then takes the keyboard) rather than by a click.
  var onOpen: ((Int, Bool) -> Void)?
  /// Called when the list has left the screen.
  var onDisappear: (() -> Void)?
  /// Rows already made, by summary index, with what they were made from; a key usually
  /// changes two rows of a page, so the others are reused (and a host's own cache sees
  /// the same strings again).
  private var rowCache: [Int: (key: RowKey, row: ListRowContent)] = [:]
  /// Everything a cached row depends on besides its summary, which never changes.
  private struct RowKey: Equatable {
    var isUnread: Bool
    var thread: ThreadMark?
    var flags: Set<Character>
  }
  /// The last message selected, kept while a filter hides every row so the selection
  /// comes back when the filter widens again.
  private var lastSelected: Int?
  /// Called before each key the list handles, its filter's text included, so the app can
  /// look for changes on disk and count the key's time in the frame's budget.
  var onKey: (() -> Void)?
  /// Called when a filter that must read messages (`to:`, `body:`) starts, so the app
  /// schedules the search between frames.
  var onSearch: (() -> Void)?
  /// Called when conversations need laying out between frames.
  var onThreading: (() -> Void)?
  /// Called with a message's ID when a route names it (a browser's address bar).
  var onRoute: ((String) -> Void)?

  /// Creates the list of a mailbox named `mailboxName`.
  init(mailboxName: String, currentYear: Int) {
    self.mailboxName = mailboxName
    self.currentYear = currentYear
    super.init(title: mailboxName, restorationIdentifier: "list")
    filter = FilterField()
    updateTitle()
  }

  /// The summary index of the last message selected, even if the filter hides it now.
  var lastSelectedSummary: Int? { lastSelected }

  /// The summary index of the selected row's message.
  var selectedSummaryIndex: Int? { selectedRow.flatMap { list.summaryIndex(atRow: $0) } }

  /// Whether the filter field has the keyboard.
  var isEditingFilter: Bool { filter?.isEditing == true }

  // MARK: Model

  /// Adds an indexed batch; the first batch selects the first row.
  func append(_ summaries: [MessageSummary], progress: Double, finished: Bool) {
    append(count: summaries.count, progress: progress, finished: finished) {
      $0.append(summaries)
    }
  }

  /// Adds the summaries of the summary cache, the list's first; as ``append(_:progress:finished:)``.
  func appendCached(_ cached: SummaryCache.Cached, progress: Double, finished: Bool) {
    append(count: cached.count, progress: progress, finished: finished) {
      $0.appendCached(cached)
    }
  }

  /// Adds `added` summaries to the list with `add`, then shows them.
  private func append(
    count added: Int, progress: Double, finished: Bool, _ add: (inout MessageList) -> Void
  ) {
    let count = list.messageCount + added
    if progress > 0, !finished {
      // An eighth more than the estimate, so its ups and downs do not grow the thread
      // index again and again (each time a copy of its arrays).
      list.expectedMessageCount = max(count, Int(Double(count) / min(1, progress) * 1.125))
    }
    let (layout, selected) = (list.shownThreadRows?.messageCount, selectedSummaryIndex)
    let rowsBefore = list.rowCount
    add(&list)
    if finished { list.finishIndexing() }
    self.progress = progress
    isIndexed = finished
    updateTitle()
    // Flat or filtered, new rows (matches) come after the last; conversations show new
    // rows only with a new layout (showNewLayout).
    if list.shownThreadRows == nil { rowsDidAppend(list.rowCount - rowsBefore) }
    if selectedRow == nil, list.rowCount > 0 {
      select(row: 0)
    } else {
      showNewLayout(after: layout, keeping: selected)
    }
    setNeedsDisplay()
  }

  /// Selects the message at summary index `index`, expanding its conversation or
  /// clearing the filter if that hides it.
  func selectMessage(atSummary index: Int) {
    if list.row(ofSummary: index) == nil, list.shownThreadRows != nil {
      list.expandThread(ofMessage: index)
      rowsDidReload()
    }
    if list.row(ofSummary: index) == nil { applyFilter("") }
    if let row = list.row(ofSummary: index) { select(row: row) }
  }

  /// Marks the message at summary index `index` read.
  func markRead(_ index: Int) {
    list.markRead(index)
    if let row = list.row(ofSummary: index) { rowDidChange(row) }
    onUnreadChange?()
  }

  /// Called when a message became read or unread here, so counts shown elsewhere (the
  /// folder's, in the sidebar) follow.
  var onUnreadChange: (() -> Void)?

  /// Asked for each key of a ``MailCommand`` typed in the list; true when the app took
  /// it (false lets the list have it: Space pages the list where no message is beside it).
  var onCommand: ((MailCommand) -> Bool)?
  /// The file of the message at a summary index now (after renames), relative to the
  /// Maildir; nil for its summary's.
  var currentPath: ((Int) -> String?)?
  /// Asked first for every key while the app waits for an answer (a draft to send), and
  /// for the quit key; true when the app took it.
  var onAppKey: ((KeyEvent) -> Bool)?
  /// Asked before the host quits; true when the app asked the user first instead.
  var onQuit: (() -> Bool)?

  /// The Maildir flags of the message at `index` (from its file name now), empty for
  /// an mbox message.
  func flags(of summary: MessageSummary, at index: Int) -> Set<Character> {
    guard case .file(let path) = summary.location else { return [] }
    let name = currentPath?(index) ?? path
    return MaildirName(String(name.split(separator: "/").last ?? "")).flags
  }

  /// Flips the selected message between read and unread (`u`), in the list only.
  func toggleSelectedRead() {
    guard let index = selectedSummaryIndex else { return }
    list.toggleRead(index)
    if let row = selectedRow { rowDidChange(row) }
    setNeedsDisplay()
    onUnreadChange?()
  }

  /// Empties the list for another mailbox (a folder).
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
    filter = FilterField()
    lastSelected = nil
    rowsDidReload(fromTop: true)
    updateTitle()
  }

  /// Filters the list by `text` (the whole filter, not a key), keeping the selected
  /// message selected when it still shows.
  func applyFilter(_ text: String) {
    let selected = selectedSummaryIndex ?? lastSelected
    list.setFilter(text)
    if filter?.text != text { filter?.text = text }
    if list.isSearching { onSearch?() }
    // A filter lists its matches flat: a selected message that does not match stays
    // hidden, its collapsed conversation with it. Cleared, the filter gives the
    // conversations back, and one hiding the selected message is opened to show it.
    if let selected, !list.isFiltering, list.row(ofSummary: selected) == nil {
      list.expandThread(ofMessage: selected)
    }
    updateTitle()
    let row = selected.flatMap { list.row(ofSummary: $0) } ?? (list.rowCount > 0 ? 0 : nil)
    rowsDidReload(fromTop: true)
    select(row: row)
  }

  /// Sets the title from the mailbox's name and the counts.
  func updateTitle() {
    title = list.title(mailboxName: mailboxName)
    setNeedsDisplay()
  }

  /// `count` grouped by thousands and `noun`, plural unless the count is one:
  /// `1 message`, `1,234 messages`.
  nonisolated static func counted(_ count: Int, _ noun: String) -> String {
    Quantities.grouped(count) + " " + noun + (count == 1 ? "" : "s")
  }

  // MARK: ListController

  override var numberOfRows: Int { list.rowCount }

  override var rowNoun: String { "message" }

  override func row(at index: Int) -> ListRowContent {
    guard let summaryIndex = list.summaryIndex(atRow: index) else {
      return ListRowContent(title: "")
    }
    let summary = list.summary(at: summaryIndex)
    let key = RowKey(
      isUnread: list.isUnread(summaryIndex), thread: list.threadMark(atRow: index),
      flags: flags(of: summary, at: summaryIndex))
    if let cached = rowCache[summaryIndex], cached.key == key { return cached.row }
    let row = MessageRow(
      summary: summary, isUnread: key.isUnread, currentYear: currentYear, thread: key.thread,
      flags: key.flags
    ).content
    // A few pages' worth: enough for every visible row, small whatever the mailbox.
    if rowCache.count >= 1024 { rowCache.removeAll(keepingCapacity: true) }
    rowCache[summaryIndex] = (key, row)
    return row
  }

  override var placeholder: String? {
    list.isSearching
      ? "Searching the mailbox…"
      : list.isFiltering
        ? "No messages match “\(list.filter)”."
        : isIndexed
          ? indexingError.map { "This mailbox cannot be read: \($0)" }
            ?? "This mailbox has no messages."
          : "Reading the mailbox…"
  }

  override func viewDidDisappear(_ animated: Bool) {
    if isEditingFilter { filter?.isEditing = false }
    onDisappear?()
  }

  override func didSelectRow(at index: Int, byUser: Bool) {
    guard let summaryIndex = list.summaryIndex(atRow: index) else { return }
    lastSelected = summaryIndex
    onSelect?(summaryIndex, byUser)
  }

  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    guard let summaryIndex = list.summaryIndex(atRow: index) else { return }
    onOpen?(summaryIndex, byKeyboard)
  }

  override func filterDidChange(_ text: String) {
    // The filter's keys never reach `handle(key:)`, yet they are keys like any other.
    keyArrived()
    applyFilter(text)
  }

  override func handle(key: KeyEvent) -> Bool {
    keyArrived()
    if onAppKey?(key) == true { return true }
    guard !isEditingFilter, let command = MailCommand(key) else { return false }
    return onCommand?(command) ?? false
  }

  override var keyCommands: [KeyCommand] { MailboxApp.keyCommands }

  /// What any key does first, a command or one typed into the filter: the note and the
  /// warning go (the status line shows the search and its `searching 40%` in their
  /// place), and the app hears of it.
  private func keyArrived() {
    note = nil
    warning = nil
    onKey?()
  }

  override func perform(_ command: HostCommand) -> Bool {
    command == .quit && onQuit?() == true
  }

  /// The status line: the filter being typed, a note, indexing progress, a warning, the
  /// filter kept, or the counts.
  override var statusLines: [StatusContent] {
    if let notice { return [StatusContent(notice)] }
    let counts = "\(Quantities.grouped(list.rowCount)) of \(Quantities.grouped(list.messageCount))"
    if let field = filter, field.isEditing {
      return searchTrailingForms(counts: counts, hint: nil).map {
        StatusContent(
          leading: [TextRun("/"), TextRun(field.text), TextRun("▏")], trailing: [TextRun($0)])
      }
    }
    if let note {
      return [StatusContent(note, trailing: MailCommand.listHint), StatusContent(note)]
    }
    if !isIndexed {
      let percent = Int(progress * 100)
      return [
        StatusContent(
          "Indexing \(StatusContent.progressBar(progress, width: 10)) \(percent)%",
          trailing: Quantities.grouped(list.messageCount))
      ]
    }
    if let warning { return [StatusContent("⚠ " + warning)] }
    if list.isFiltering {
      let leading = [
        TextRun(list.filterReadsMessages ? "Search: " : "Filter: "),
        TextRun(list.filter, traits: .strong),
      ]
      return searchTrailingForms(counts: counts, hint: "Esc clears").map {
        StatusContent(leading: leading, trailing: [TextRun($0)])
      }
    }
    let unread = list.unreadCount
    let threads = list.shownThreadRows.map { " in " + Self.counted($0.threadCount, "thread") } ?? ""
    let summary =
      Self.counted(list.messageCount, "message") + threads
      + (unread > 0 ? ", \(Quantities.grouped(unread)) unread" : "")
    // While the search index is built, its progress takes the hint's place.
    return [StatusContent(summary, trailing: searchIndexStatus ?? MailCommand.listHint)]
  }

  /// `n` (+1) and `p` (-1) in the list: selects the next or previous row as the user
  /// would; at either end of the list the status line says there is none.
  func step(by offset: Int) {
    guard let row = selectedRow, list.summaryIndex(atRow: row + offset) != nil else {
      note = Self.noMessageNote(step: offset, stillReading: !isIndexed)
      return
    }
    userSelected(row: row + offset)
  }

  /// The note for `n` past the last message or `p` before the first.
  nonisolated static func noMessageNote(step: Int, stillReading: Bool) -> String {
    let which = step > 0 ? "next" : "previous"
    let more = step > 0 && stillReading ? " yet (still reading the mailbox)" : ""
    return "No \(which) message\(more)"
  }
}
