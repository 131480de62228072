public import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// The mailbox reader: a Mail-style split view of one mailbox, the message list as the
/// primary column and the selected message as the secondary.
///
/// The arrangement follows the host's width (its thresholds; the terminal's in columns here):
///
/// | Width | Arrangement |
/// | --- | --- |
/// | 120 columns and wider | list beside the message; moving the selection shows the message |
/// | 80–119 | the message, with the list sliding over it (`\`, the » button or a drag from the left edge); opening a message slides the list away |
/// | under 80 | one stack: the list, then the opened message with a back button |
///
/// Resizing moves between these live and keeps the selection and the open message.
///
/// The mailbox is indexed in slices between frames (the host's `frameWork`): the first
/// chunk before the first frame, then up to ``Settings/indexingBudget`` per frame, so the
/// first screen shows at once, keys stay responsive, and the list fills while the status
/// line shows progress.
/// UI state is restored from and saved to a ``StateStore`` (see ``MailboxUIState``).
///
/// ```swift
/// let app = MailboxApp(
///   mailbox: try Mailbox.open(path: "archive.mbox"),
///   settings: MailboxApp.Settings(stateStore: StateStore(), currentYear: 2026))
/// var configuration = TerminalHostConfiguration()   // the terminal host's, or GTKHostConfiguration
/// configuration.additionalHelp = MailboxApp.keyCommands
/// let host = try TerminalHost(split: app.split, configuration: configuration)
/// host.willEnd = { app.saveState() }   // before the terminal is restored, even on SIGHUP
/// app.attach(to: host)
/// try host.run()     // until the user quits
/// ```
@MainActor
public final class MailboxApp {
  /// The mailbox shown (the open folder's, in a folder tree); never written.
  public internal(set) var mailbox: Mailbox
  /// The search index of the mailbox or folder tree, built between frames (set, it starts
  /// them) and asked by every search with words; nil searches by reading messages and
  /// comparing summaries only.
  ///
  /// One the reader cannot use (another reader has it open, it cannot be written) says
  /// so once in the status line: `Another reader has the search index: slower search`.
  /// Results are the same either way: searches read the messages.
  public var searchIndexing: SearchIndexing? {
    didSet {
      if let problem = searchIndexing?.problem {
        list.note = problem + ": slower search"
      }
      // Built between frames from now on, whether or not other work remains.
      if searchIndexing != nil { scheduleFrameWork() }
    }
  }
  /// The folder tree, when the app shows one (three columns); nil for one mailbox.
  public internal(set) var folderTree: MailFolderTree?
  /// The split view: list as primary and message as secondary, or with a folder tree the
  /// folders as primary, the list as supplementary and the message as secondary.
  public let split: SplitViewController
  /// How the app was set up.
  public let settings: Settings
  /// Warnings for standard error once the terminal is restored (a state file that
  /// could not be used, reset or saved).
  public internal(set) var warnings: [String] = []
  /// The folders (primary column of a folder tree).
  let sidebar: FolderListViewController?
  /// The message list (primary column, or supplementary beside the folders).
  let list: MessageListViewController
  /// The message view (secondary column).
  let message: MessageViewController
  /// The indexer, until the whole mailbox is read.
  var indexer: MailboxIndexer?
  /// The background work's scheduler: the frame's budget, the key it counts from, and
  /// the hold for the person's input.
  var work: BackgroundWork
  /// Whether the user chose the message shown (opened it, or selected it beside the
  /// list), so collapsing keeps it on top of the stack instead of showing the list.
  var isMessageChosen = false
  /// Whether the list of a folder is chosen, so collapsing shows it rather than the
  /// folders (true until the user goes back to the folders in a narrow terminal).
  var isFolderChosen = true
  /// Whether the last step of background work was for the conversations, so indexing
  /// and laying them out take turns.
  var threadedLastStep = false
  /// The summary cache to write once the open mbox is listed whole (it was read, not
  /// listed from the cache alone); nil otherwise.
  var summaryCacheToWrite: SummaryCache?
  /// How many messages of the open mailbox the summary cache listed (the rest were
  /// read): for tests and benchmarks.
  public internal(set) var listedFromCache = 0
  /// The saved selection still being restored: its message may not be indexed yet.
  var pendingSelection: SavedSelection?
  /// Whether ``pendingSelection`` comes from the saved state (not a selection kept
  /// across a reload), which the user's search overrides.
  var isRestoringSelection = false
  /// The state read at launch, whose other host's column width is saved back unchanged.
  var restoredState: MailboxUIState?
  /// The open folder's index in ``folderTree``.
  var openFolder = 0
  /// What each folder visited (or counted) remembers, by path, until it is saved: nil
  /// for a folder read from the state file with nothing saved.
  var folderStates: [String: MailboxUIState?] = [:]
  /// The unread counts of the folders not open, counted in the background; nil without
  /// a folder tree.
  var folderCounts: FolderUnreadCounts?
  /// Where the open mailbox's changed files are, and what can be undone.
  var actions = MailboxActions()
  /// The open mailbox on disk as the list has it; another stamp means another program
  /// changed it (``reloadIfChangedOnDisk()``).
  var diskStamp: MailboxStamp?
  /// What tells the reader of another program's changes, once attached to a host.
  var watcher: MailboxWatcher?
  /// The watcher's descriptor as the host waits on it; -1 for none.
  var watchedDescriptor: Int32 = -1
  /// Whether the host waits on the watcher's descriptor; false once it said it cannot (a
  /// test's host, a browser tab), and then no watcher is kept.
  var hostWatches = true
  /// The message being written, if any.
  var compose = MailboxCompose()
  /// The attachment being saved between frames, if any.
  var attachmentSave: AttachmentSaving?
  /// The host running the app, for scheduling work between frames (indexing, counting
  /// folders, searching).
  weak var host: (any ContentHost)?
  /// The host's points per character (``/SplitKitContent/ContentHost/characterWidth``):
  /// 1 until attached, and in a terminal.
  public internal(set) var characterWidth = 1.0
  private var delegateAdapter: SplitDelegate?

  /// Creates the app for a mailbox; nothing is read until ``attach(to:)``.
  ///
  /// - Parameters:
  ///   - mailbox: The mailbox to show.
  ///   - settings: Title, indexing, state and date settings.
  public convenience init(mailbox: Mailbox, settings: Settings) {
    self.init(mailbox: mailbox, tree: nil, settings: settings)
  }

  /// Creates the app for a folder tree, opening its first folder (the Inbox); nothing is
  /// read until ``attach(to:)``.
  ///
  /// - Parameters:
  ///   - tree: The folders to show.
  ///   - settings: Indexing, state and date settings (the title is the folder's name).
  /// - Throws: ``MailboxError`` when the first folder cannot be opened, other than for
  ///   want of permission: an Inbox that cannot be read is shown empty, with the reason
  ///   in its status line, and the other folders open.
  public convenience init(folders tree: MailFolderTree, settings: Settings) throws(MailboxError) {
    let first: Mailbox
    do {
      first = try Mailbox.open(path: tree.folders[0].path)
    } catch  where error.code == .permissionDenied && tree.folders[0].format == .maildir {
      first = Mailbox.unchecked(maildir: tree.folders[0].path)
    }
    self.init(mailbox: first, tree: tree, settings: settings)
  }

  private init(mailbox: Mailbox, tree: MailFolderTree?, settings: Settings) {
    self.mailbox = mailbox
    self.settings = settings
    work = BackgroundWork(settings: settings)
    folderTree = tree
    split = SplitViewController(style: tree == nil ? .doubleColumn : .tripleColumn)
    list = MessageListViewController(
      mailboxName: tree.map { $0.folders[0].name } ?? settings.title
        ?? Self.displayName(of: mailbox),
      currentYear: settings.currentYear)
    message = MessageViewController(mailbox: mailbox)
    message.placeholderTitle = "No message"
    if let tree {
      let sidebar = FolderListViewController(
        folders: tree.folders, title: Self.displayName(of: tree.root))
      self.sidebar = sidebar
      split.setViewController(sidebar, for: .primary)
      split.setViewController(list, for: .supplementary)
      folderCounts = FolderUnreadCounts(
        tree: tree, queued: Array(tree.folders.indices.dropFirst()), chunkSize: settings.chunkSize)
    } else {
      sidebar = nil
      split.setViewController(list, for: .primary)
    }
    split.setViewController(message, for: .secondary)
    sizeColumns()
    let adapter = SplitDelegate(app: self)
    delegateAdapter = adapter
    split.delegate = adapter
    // The controllers' callbacks hold the app weakly: a host may keep a controller (in a
    // transition, a closed tab's last event) after the app has gone, and then the callback
    // does nothing rather than reach a freed app.
    list.onSelect = { [weak self] index, byUser in
      self?.selectionChanged(to: index, byUser: byUser)
    }
    list.onOpen = { [weak self] index, byKeyboard in
      self?.open(index, focusingMessage: byKeyboard)
    }
    list.onDisappear = { [weak self] in self?.listDidDisappear() }
    message.onDisappear = { [weak self] in self?.messageDidDisappear() }
    message.onBack = { [weak self] in self?.showListFromMessage() ?? false }
    list.onCommand = { [weak self] command in self?.perform(command, from: .list) ?? false }
    message.onCommand = { [weak self] command in
      self?.perform(command, from: .message) ?? false
    }
    message.onOpenLink = { [weak self] link in self?.openLink(link) }
    let appKey: (KeyEvent) -> Bool = { [weak self] key in
      guard let self else { return false }
      return handleSaveKey(key) || handleComposeAnswer(key)
    }
    list.onAppKey = appKey
    message.onAppKey = appKey
    list.onQuit = { [weak self] in self?.confirmQuit() ?? false }
    message.onQuit = { [weak self] in self?.confirmQuit() ?? false }
    list.currentPath = { [weak self] index in self?.actions.relocated[index] }
    list.onSearch = { [weak self] in self?.scheduleFrameWork() }
    list.onKey = { [weak self] in
      guard let self else { return }
      if let now = host?.now { work.keyHandled(at: now) }
      userActed()
      if isChangedOnDisk { scheduleFrameWork() }
    }
    message.onKey = { [weak self] in self?.userActed() }
    list.onThreading = { [weak self] in self?.scheduleFrameWork() }
    list.onRoute = { [weak self] id in self?.showRoute(messageID: id) }
    list.onUnreadChange = { [weak self] in self?.sidebar?.setNeedsDisplay() }
    sidebar?.onSelect = { [weak self] index in self?.folderSelectionChanged(to: index) }
    sidebar?.onOpen = { [weak self] index, byKeyboard in
      self?.openFolder(index, focusingList: byKeyboard)
    }
    sidebar?.onSearch = { [weak self] index in
      self?.openFolder(index, focusingList: true)
      self?.startFilter()
    }
    sidebar?.unreadCount = { [weak self] index in self?.unreadCount(ofFolder: index) }
    addCommandButtons()
  }

  /// Opens `path` (a mailbox, or a directory of them) as an app; nothing is read until
  /// ``attach(to:)``.
  ///
  /// - Parameters:
  ///   - path: An mbox file, a Maildir, or a directory of mailboxes.
  ///   - settings: Title, indexing, state and date settings.
  /// - Returns: The app.
  /// - Throws: ``MailboxError`` when the path is missing or not a mailbox.
  public static func open(path: String, settings: Settings) throws(MailboxError) -> MailboxApp {
    switch try MailFolderTree.open(path: path) {
    case .mailbox(let mailbox): return MailboxApp(mailbox: mailbox, settings: settings)
    case .folders(let tree): return try MailboxApp(folders: tree, settings: settings)
    }
  }

  /// The list's title: the mailbox or folder and its counts (`Inbox — 150`).
  public var listTitle: String { list.title ?? "" }

  /// The list title for a mailbox: its file or folder name without `.mbox`.
  static func displayName(of mailbox: Mailbox) -> String {
    displayName(of: mailbox.path)
  }

  /// The last component of `path` without `.mbox`.
  ///
  /// - Parameter path: A mailbox's or a directory's path.
  /// - Returns: The name for titles.
  public static func displayName(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".mbox") && name.count > 5 ? String(name.dropLast(5)) : name
  }

  /// Sizes the columns in characters (``characterWidth`` points each): the list 30 to 64
  /// (a fraction of the width between), the folders 16 to 28, the message at least 40.
  func sizeColumns() {
    let unit = characterWidth
    let listSizing = ColumnSizing(
      fraction: folderTree == nil ? 0.45 : 0.4, minimum: 30 * unit, maximum: 64 * unit)
    split.minimumSecondaryColumnWidth = 40 * unit
    if folderTree != nil {
      split.primaryColumnSizing = ColumnSizing(
        fraction: 0.15, minimum: 16 * unit, maximum: 28 * unit)
      split.supplementaryColumnSizing = listSizing
    } else {
      split.primaryColumnSizing = listSizing
    }
  }

  /// Starts the app in a host: sizes the columns by its characters
  /// (``/SplitKitContent/ContentHost/characterWidth``), lays out once, applies the saved
  /// state, indexes the first slice so the first frame has messages, and hands the rest
  /// of the indexing to the host's `frameWork` (``/SplitKitContent/ContentHost``).
  ///
  /// - Parameter host: The host running ``split``.
  public func attach(to host: any ContentHost) {
    self.host = host
    let resized = host.characterWidth != characterWidth
    if resized {
      characterWidth = host.characterWidth
      sizeColumns()
    }
    if resized || split.containerSize == .zero { host.refresh() }
    restoreState()
    // Beside the folders, the keyboard starts in the list, as it does without them.
    if folderTree != nil, !split.isCollapsed, split.isShowing(.supplementary) {
      split.focus(.supplementary)
    }
    startIndexing()
  }

  /// Indexes (or counts folders) for one frame, within the settings'
  /// ``Settings/frameBudget``.
  ///
  /// While the frame holds background work back for the person's input and the list shows
  /// a message already, only the conversations the person asked for are threaded: the
  /// list is read, and folders counted, between keys, so a key waits for no step of theirs.
  ///
  /// - Parameters:
  ///   - now: The host clock's current instant.
  ///   - holding: Whether this frame holds background work back
  ///     (``BackgroundWork/Frame/holding``).
  /// - Returns: Whether more remains.
  func indexFrame(now: () -> Duration, holding: Bool = false) -> Bool {
    guard holding, list.list.messageCount > 0 else {
      return settings.frameBudget.run(now: now, step: workNextChunk)
    }
    if list.list.isThreadingBehind {
      _ = settings.frameBudget.run(now: now) {
        _ = list.continueThreading()
        return list.list.isThreadingBehind
      }
    }
    return hasWork
  }

  /// Indexes one chunk of the mailbox and adds its messages to the list.
  ///
  /// - Returns: Whether more remains.
  @discardableResult
  public func indexNextChunk() -> Bool {
    guard var current = indexer else { return false }
    do {
      let batch = try current.next()
      indexer = current.isFinished || batch == nil ? nil : current
      list.append(batch?.summaries ?? [], progress: batch?.progress ?? 1, finished: indexer == nil)
    } catch {
      indexer = nil
      list.warning = error.message
      list.indexingError = list.warning
      list.append([], progress: 1, finished: true)
    }
    resolvePendingRestore()
    // Indexed, the open folder's unread count is known.
    if indexer == nil {
      sidebar?.setNeedsDisplay()
      writeSummaryCache()
      // Reading the mailbox parsed every message; what that freed is given back
      // (12 B a message at 200,000 of realistic mail), not kept for a next time.
      FreedMemory.giveBack()
    }
    return indexer != nil
  }

  /// The directory of the summary caches for `environment`:
  /// `$XDG_CACHE_HOME/splitkit-mailbox/summaries`, or `~/.cache/splitkit-mailbox/summaries`
  /// when it is unset or not absolute (beside the search indexes).
  ///
  /// - Parameter environment: The environment to read `XDG_CACHE_HOME` and `HOME` from.
  /// - Returns: The directory's path.
  public static func summaryCacheDirectory(environment: [String: String]) -> String {
    SummaryCache.directory(environment: environment)
  }

  /// Whether the whole mailbox has been indexed.
  public var isIndexed: Bool { indexer == nil && list.isIndexed }

  /// The number of messages in the conversations shown, nil while the list is flat
  /// (the last layout may lack the messages indexed since).
  public var threadedMessageCount: Int? { list.list.threadedMessageCount }
}
