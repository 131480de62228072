import MailboxCore
import SplitKit
import SplitKitGTK

/// The reader: the message list (with a search entry) as primary, the open message as
/// secondary; opening a message is `showDetail`, so it replaces the message beside the
/// list, slides the overlay away, or pushes onto the collapsed stack.
///
/// The rows are MailboxCore's ``MessageList``, filled and searched as in the terminal
/// `mailbox`, in steps on the host's frame clock (``GTKSplitHost/frameWork``) within a
/// ``FrameBudget``: the window shows at once and the list grows as the mailbox is indexed
/// (the list and window titles show the progress), and what a key does not check at once
/// is checked between frames, so no key waits for the mailbox. Conversations, read
/// marks and folder unread counts are MailboxCore's too, and what the list shows (read
/// marks, conversations) is kept in `mailbox`'s state file, in the same entry.
@MainActor
final class MailboxReader: SplitViewControllerDelegate {
  let split: SplitViewController
  let list: GTKListViewController
  /// The folder list, as the primary column, when a directory of mailboxes is open.
  let folderList: GTKListViewController?
  /// The directory of mailboxes, if one is open.
  let tree: MailFolderTree?
  /// The column the message list is in: supplementary beside folders, else primary.
  let listColumn: SplitViewController.Column
  private var mailbox: Mailbox?
  /// The name of the mailbox or folder shown, for the titles.
  private var name: String
  private var messages = MessageList()
  /// The indexer while the mailbox is read; nil once it is done (or failed).
  private var indexer: MailboxIndexer?
  /// The fraction of the mailbox indexed, 0...1.
  private var progress = 0.0
  /// Why the mailbox could not be read (or not to the end), if so.
  private var indexingError: String?
  /// The rows the list view has.
  private var shownRows = 0
  private var isMessageOpen = false
  /// The message (its summary index) last selected or opened: selected again as soon as
  /// new rows show it, so a search, conversations and a new layout keep the selection.
  private var keptSelection: Int?
  /// Whether the last step of frame work was for the conversations (indexing and
  /// threading take turns while both remain).
  private var threadedLastStep = false
  /// The open folder's index in ``tree``.
  private var openFolder = 0
  /// The saved selection still to restore (its message may not be indexed yet).
  private var pendingSelection: SavedSelection?
  /// The message (summary index) shown beside or over the list, if any.
  private var openSummary: Int?
  /// The other folders' unread counts, counted in the background once the open folder
  /// is indexed, as `mailbox` counts them; nil without a folder tree.
  private var folderCounts: FolderUnreadCounts?
  /// The host whose frame clock runs the work; set before the window opens.
  weak var host: GTKSplitHost? {
    didSet { scheduleFrameWork() }
  }

  /// Where read marks are kept between runs; nil keeps nothing.
  ///
  /// It is the terminal reader's state file (one entry per mailbox or folder), so a
  /// message read in either reader is read in both.
  let store: StateStore<MailboxUIState>?
  /// The search index of the mailbox or folder tree, built between frames and asked by
  /// `to:` and `body:` searches; nil searches by reading messages only.
  var searchIndexing: SearchIndexing?
  /// Why the state file could not be read or written, to say when the window closes.
  private(set) var warnings: [String] = []

  /// The work each frame may do.
  static let budget = FrameBudget.standard

  /// Creates the reader of one mailbox, in two columns; indexing starts once ``host`` is
  /// set.
  ///
  /// - Parameters:
  ///   - mailbox: The mailbox to read.
  ///   - indexer: Its indexer, at the start.
  ///   - store: Where read marks are kept; nil keeps none.
  convenience init(
    mailbox: Mailbox, indexer: MailboxIndexer, store: StateStore<MailboxUIState>? = nil
  ) {
    self.init(tree: nil, name: mailbox.name, store: store)
    self.mailbox = mailbox
    self.indexer = indexer
    restore(savedState(of: mailbox.path))
    updateTitles()
  }

  /// Creates the reader of a directory of mailboxes, in three columns: the folders, the
  /// first folder's messages, the open message; choosing a folder shows its messages.
  ///
  /// - Parameters:
  ///   - tree: The folders (never empty).
  ///   - store: Where read marks are kept; nil keeps none.
  convenience init(folders tree: MailFolderTree, store: StateStore<MailboxUIState>? = nil) {
    self.init(tree: tree, name: tree.folders.first?.name ?? "", store: store)
    switchFolder(to: 0)
  }

  private init(tree: MailFolderTree?, name: String, store: StateStore<MailboxUIState>?) {
    self.tree = tree
    self.name = name
    self.store = store
    let rows = Rows()
    list = GTKListViewController(title: name, count: 0) { rows.text($0) }
    if let tree {
      let folders = tree.folders
      split = SplitViewController(style: .tripleColumn)
      folderList = GTKListViewController(
        title: MailboxApp.displayName(of: tree.root), count: folders.count
      ) { rows.folderText($0) }
      folderCounts = FolderUnreadCounts(
        tree: tree, queued: Array(folders.indices),
        chunkSize: MailboxApp.Settings.defaultChunkSize)
      listColumn = .supplementary
    } else {
      split = SplitViewController(style: .doubleColumn)
      folderList = nil
      listColumn = .primary
    }
    rows.reader = self
    list.showsSearchEntry = true
    list.onChoose = { [unowned self] row in open(row) }
    list.onSelect = { [unowned self] row in
      keptSelection = messages.summaryIndex(atRow: row) ?? keptSelection
    }
    list.onSearchChanged = { [unowned self] text in search(text) }
    folderList?.onChoose = { [unowned self] index in chooseFolder(index) }
    split.delegate = self
    if let folderList { split.setViewController(folderList, for: .primary) }
    split.setViewController(list, for: listColumn)
    split.setViewController(
      GTKTextViewController(title: "Message", text: "No message selected."), for: .secondary)
  }

  /// Shows folder `index`'s messages and moves there.
  private func chooseFolder(_ index: Int) {
    switchFolder(to: index)
    split.show(.supplementary)
    split.focus(.supplementary)
  }

  /// Starts reading folder `index` into an empty list, with the search kept; a folder
  /// that cannot be opened shows why in the titles.
  private func switchFolder(to index: Int) {
    guard let tree, tree.folders.indices.contains(index) else { return }
    let folder = tree.folders[index]
    if mailbox != nil {
      saveListState()
      folderCounts?.left(openFolder, unread: openFolderUnread)
      folderList?.reloadRow(openFolder)
    }
    folderCounts?.opened(index)
    openFolder = index
    name = folder.name
    (mailbox, indexer, indexingError, progress) = (nil, nil, nil, 0)
    do {
      let opened = try Mailbox.open(path: folder.path)
      indexer = try opened.makeIndexer(chunkSize: MailboxApp.Settings.defaultChunkSize)
      mailbox = opened
    } catch {
      indexingError = error.message
    }
    restore(savedState(of: folder.path))
    messages.setFilter(list.searchText)
    shownRows = 0
    list.reload(count: 0)
    updateTitles()
    scheduleFrameWork()
  }

  /// Starts an empty list with what `saved` keeps of it (read marks, conversations) and
  /// its selection pending until its message is indexed.
  private func restore(_ saved: MailboxUIState?) {
    messages = MessageList(restoring: saved)
    (keptSelection, openSummary) = (nil, nil)
    pendingSelection = SavedSelection(saved)
  }

  /// Selects the saved selection's message once it is indexed (and opens it again if
  /// it was open, without marking it read again); gives up once the mailbox is indexed
  /// without it.
  private func resolvePendingSelection() {
    guard var pending = pendingSelection else { return }
    let outcome = pending.find(in: messages, indexingFinished: indexer == nil)
    pendingSelection = outcome == .waiting ? pending : nil
    guard case .found(let index) = outcome else { return }
    if keptSelection == nil { keptSelection = index }  // unless the user chose one meanwhile
    guard keptSelection == index, let row = messages.row(ofSummary: index) else { return }
    list.select(row)
    if pending.isOpen { open(row, markingRead: false) }
  }

  /// The open folder's unread messages once it is indexed, else nil.
  private var openFolderUnread: Int? {
    indexer == nil && indexingError == nil && mailbox != nil ? messages.unreadCount : nil
  }

  /// The unread count of folder `index`: the open one's from its list, the others' as
  /// counted; nil until known.
  func unreadCount(ofFolder index: Int) -> Int? {
    index == openFolder ? openFolderUnread : folderCounts?[index]
  }

  /// The state saved for the mailbox at `path`, if any; a state file that cannot be
  /// used is one of ``warnings``.
  private func savedState(of path: String) -> MailboxUIState? {
    guard let store else { return nil }
    let loaded = store.load(for: path)
    if let warning = loaded.warning, !warnings.contains(warning) { warnings.append(warning) }
    return loaded.payload
  }

  /// Saves what the open mailbox's list shows (read marks, conversations on, which
  /// collapsed) and its selection into its entry of the state file.
  ///
  /// The rest of the entry (what the terminal reader keeps: the column layout) stays as
  /// it is. Nothing is written for a mailbox with no entry whose list state is the
  /// default.
  func saveListState() {
    guard let store, let mailbox else { return }
    let saved = savedState(of: mailbox.path)
    var state = saved ?? MailboxUIState()
    state.keepListState(of: messages)
    let selected = keptSelection.flatMap {
      messages.savedSelection(ofSummary: $0, isOpen: $0 == openSummary)
    }
    state.keepSelection(selected ?? pendingSelection)
    guard saved != nil || state != MailboxUIState() else { return }
    do {
      try store.save(state, for: mailbox.path)
    } catch {
      if !warnings.contains(error.description) { warnings.append(error.description) }
    }
  }

  /// Looks rows up in the message list when the list asks for them.
  @MainActor
  final class Rows {
    weak var reader: MailboxReader?

    /// A folder's row: indented under its parent, its unread count after its name once
    /// known and not 0.
    func folderText(_ index: Int) -> String {
      guard let reader, let folder = reader.tree?.folders[index] else { return "" }
      let unread = reader.unreadCount(ofFolder: index).map { $0 > 0 ? "  (\($0))" : "" } ?? ""
      return String(repeating: "    ", count: folder.depth) + folder.name + unread
    }

    /// A message's row: `● Sender — Subject` when unread.
    ///
    /// Threaded, `● ▾ Sender — Subject` and `    └ Sender — Re: Subject`. Once read, an
    /// em and a thin space hold the dot's place (about as wide as the dot and its
    /// space), so the senders line up.
    func text(_ row: Int) -> String {
      guard let messages = reader?.messages, let index = messages.summaryIndex(atRow: row),
        let summary = messages.summary(atRow: row)
      else { return "" }
      let subject = summary.subject.isEmpty ? "(no subject)" : summary.subject
      let mark = messages.isUnread(index) ? "● " : "\u{2003}\u{2009}"
      // Threaded: the conversation's branch first (a proportional font would misalign
      // it after the sender), the count of a collapsed one before the subject.
      let thread = messages.threadMark(atRow: row)
      let (branch, count) = (thread?.prefix ?? "", thread?.collapsedCount ?? "")
      return "\(mark)\(branch)\(summary.sender.displayName) — \(count)\(subject)"
    }
  }

  /// Shows the mailbox over the message where the window's width covers the message.
  ///
  /// In portrait that puts the folders and the list (three columns) or the list (two)
  /// over the empty message at once, as `mailbox` starts in a medium terminal: the first
  /// screen is the mailbox, not an empty message. Call it once the window has its size.
  func showMailboxOnLaunch() {
    guard !split.isCollapsed, split.displayMode == .secondaryOnly else { return }
    split.animationsEnabled = false
    split.show(tree != nil ? .primary : listColumn)
    split.animationsEnabled = true
    host?.update()
  }

  /// Collapsing keeps the list on top until a message was opened (the placeholder is
  /// discarded), as the terminal reader does.
  func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    !isMessageOpen
  }

  /// `/` moves the focus into the search entry; `t` switches between conversations and
  /// a flat list, `z` collapses or expands the selected message's conversation; Back
  /// (Esc, h, ←, Backspace) on the message alone brings the list back over it, as in
  /// `mailbox`.
  func handle(key: KeyEvent) -> Bool {
    if host?.keyBindings.command(for: key) == .back, !split.isCollapsed,
      !split.isShowing(listColumn)
    {
      split.show(listColumn)
      split.focus(listColumn)
      return true
    }
    switch key {
    case KeyEvent(.character("/")):
      split.show(listColumn)
      split.focus(listColumn)
      list.focusSearch()
    case KeyEvent(.character("t")):
      messages.isThreaded.toggle()
      reloadRows()
      scheduleFrameWork()
    case KeyEvent(.character("z")):
      guard let kept = keptSelection, messages.threadMark(atRow: list.selectedIndex ?? -1) != nil
      else { return false }
      keptSelection = messages.toggleThread(ofMessage: kept)
      reloadRows()
    default:
      return false
    }
    return true
  }

  /// Reads every row again (a new layout of the conversations, `t`, `z`), selecting the
  /// kept message where it is now, its conversation expanded if that hid it.
  private func reloadRows() {
    if let kept = keptSelection, !messages.isFiltering, messages.row(ofSummary: kept) == nil {
      messages.expandThread(ofMessage: kept)
    }
    shownRows = messages.rowCount
    list.reload(count: shownRows)
    selectKeptMessage()
    updateTitles()
  }

  /// Sets the query; the rows show what the first check found, and the frame work
  /// (``frame()``) finds the rest.
  private func search(_ text: String) {
    keptSelection =
      list.selectedIndex.flatMap { messages.summaryIndex(atRow: $0) } ?? keptSelection
    messages.setFilter(text)
    shownRows = messages.rowCount
    list.reload(count: shownRows)
    selectKeptMessage()
    updateTitles()
    scheduleFrameWork()
  }

  /// Selects the kept message once the rows show it.
  private func selectKeptMessage() {
    guard let kept = keptSelection, let row = messages.row(ofSummary: kept) else { return }
    if list.selectedIndex != row { list.select(row) }
  }

  /// Installs the frame work on the host while there is work and none is installed.
  private func scheduleFrameWork() {
    guard hasWork || messages.isSearching, let host, host.frameWork == nil else { return }
    host.frameWork = { [weak self] in self?.frame() ?? false }
  }

  /// One frame's work within ``budget``: index, then search with what is left of it (at
  /// least one slice); the list grows by the rows found.
  ///
  /// - Returns: Whether work remains.
  func frame() -> Bool {
    guard let host else { return false }
    let start = host.now
    let layout = messages.threadedMessageCount
    let working = hasWork && Self.budget.run(now: { host.now }, step: workStep)
    var building = false
    if let mailbox {
      searchIndexing?.prepare(&messages, mailbox: mailbox)
      messages.searchFrame(
        in: mailbox, until: start + Self.budget.duration,
        maximumSlices: Self.budget.maximumSteps, now: { host.now })
      // The search index is built with what is left of the budget.
      building =
        searchIndexing?.build(&messages, until: start + Self.budget.duration, now: { host.now })
        ?? false
    }
    if messages.threadedMessageCount != layout {
      reloadRows()  // a new layout of the conversations: rows move
    } else {
      list.append(count: messages.rowCount - shownRows)
      shownRows = messages.rowCount
      if list.selectedIndex == nil { selectKeptMessage() }
      updateTitles()
    }
    resolvePendingSelection()
    return working || messages.isSearching || building
  }

  /// Whether indexing, threading or counting folders remains.
  private var hasWork: Bool {
    indexer != nil || messages.isThreadingBehind || folderCounts?.isCounting == true
  }

  /// One step of background work, as `mailbox` does it: index and work on the
  /// conversations (thread a backlog, lay them out) in turns while both remain, then
  /// count the other folders' unread messages.
  ///
  /// - Returns: Whether more remains.
  private func workStep() -> Bool {
    let threading = messages.isThreadingBehind && (indexer == nil || !threadedLastStep)
    threadedLastStep = threading
    if threading {
      messages.continueThreading()
    } else if indexer != nil {
      if !indexNextBatch() { folderList?.reloadRow(openFolder) }
    } else if let counted = folderCounts?.countNextChunk(savedState: { savedState(of: $0) }) {
      folderList?.reloadRow(counted)
    }
    return hasWork
  }

  /// Indexes one batch of the mailbox into the list.
  ///
  /// - Returns: Whether more remains.
  private func indexNextBatch() -> Bool {
    guard var current = indexer else { return false }
    do {
      let batch = try current.next()
      indexer = current.isFinished || batch == nil ? nil : current
      messages.append(batch?.summaries ?? [])
      progress = batch?.progress ?? 1
    } catch {
      indexer = nil
      indexingError = error.message
    }
    if indexer == nil { messages.finishIndexing() }
    return indexer != nil
  }

  /// Shows the count, the search's matches and the indexing progress in the list's
  /// title, and the progress in the window's.
  private func updateTitles() {
    let indexing = indexer.map { _ in "indexing \(Int(progress * 100))%" }
    let searchIndex = messages.searchIndexProgress.map { "search index \(Int($0 * 100))%" }
    let state = indexingError.map { "stopped: \($0)" } ?? indexing ?? searchIndex
    list.title = [messages.title(mailboxName: name), state]
      .compactMap { $0 }.joined(separator: " — ")
    let window = tree.map { MailboxApp.displayName(of: $0.root) } ?? name
    host?.setWindowTitle(
      ["mailbox-gtk", window, state].compactMap { $0 }.joined(separator: " — "))
  }

  /// Shows the message at `row` beside, over or instead of the list, and marks it read
  /// unless `markingRead` is false (a message reopened on launch was read before).
  private func open(_ row: Int, markingRead: Bool = true) {
    guard let mailbox, let summary = messages.summary(atRow: row) else { return }
    keptSelection = messages.summaryIndex(atRow: row)
    openSummary = keptSelection
    let text: String
    let title: String
    do {
      let message = try mailbox.message(at: summary.location)
      title = message.subject.isEmpty ? "(no subject)" : message.subject
      var lines = ["From: \(message.from)", "To: \(message.to)"]
      if !message.cc.isEmpty { lines.append("Cc: \(message.cc)") }
      lines.append("Subject: \(title)")
      lines.append("Date: \(MailDate.displayText(message.date))")
      lines.append("")
      if let cut = message.cut { lines += [cut.note, ""] }
      lines.append(message.body)
      if let cut = message.cut { lines.append(cut.endNote) }
      for attachment in message.attachments {
        lines.append("[attachment] \(attachment)")
      }
      text = lines.joined(separator: "\n")
    } catch {
      title = "Unreadable message"
      text = error.message
    }
    isMessageOpen = true
    if markingRead, let index = messages.summaryIndex(atRow: row), messages.isUnread(index) {
      // Opening marks it read (kept when the window closes, ``saveListState()``).
      messages.markRead(index)
      list.reloadRow(row)
      folderList?.reloadRow(openFolder)
    }
    list.showDetail(GTKTextViewController(title: title, text: text))
  }
}
