import SplitKit
import SplitKitContent

/// The folder tree: opening folders from the sidebar, their unread counts, and what each
/// folder remembers.
///
/// Opening a folder indexes it like a mailbox (incrementally, between frames) in the list;
/// once the open folder is indexed, the others are counted in the background, one chunk
/// per step, so the sidebar's unread counts fill in without slowing the first screen.
extension MailboxApp {
  /// The column the message list is in: the supplementary beside folders, else the primary.
  var listColumn: SplitViewController.Column {
    split.style == .tripleColumn ? .supplementary : .primary
  }

  /// Whether the sidebar is beside the list (a wide terminal), where moving its selection
  /// opens the folder.
  var isSidebarBesideList: Bool {
    !split.isCollapsed && split.displayMode == .twoBesideSecondary
  }

  /// The user moved the sidebar's selection: beside the list, that opens the folder.
  func folderSelectionChanged(to index: Int) {
    if isSidebarBesideList { switchFolder(to: index) }
  }

  /// The user opened a folder (Enter or a click): its messages show in the list, which
  /// slides in (pushed when collapsed, over the message when medium) and, by keyboard,
  /// takes the keyboard.
  func openFolder(_ index: Int, focusingList: Bool) {
    switchFolder(to: index)
    isFolderChosen = true
    if split.isCollapsed {
      split.show(.supplementary)
    } else if split.displayMode.coversSecondary {
      split.hide(.primary)
    } else if !split.isShowing(.supplementary) {
      split.show(.supplementary)
    }
    if focusingList || split.isCollapsed { split.focus(.supplementary) }
  }

  /// Shows folder `index` in the list.
  ///
  /// The open folder's state is kept, the new one's is read (its read marks, and the
  /// message selected when it was last open), and indexing starts. Nothing happens if it
  /// is open already; a folder that cannot be opened stays closed with a warning in the
  /// status line.
  func switchFolder(to index: Int) {
    guard let tree = folderTree, index != openFolder, tree.folders.indices.contains(index) else {
      return
    }
    let folder = tree.folders[index]
    let opened: Mailbox
    do {
      opened = try Mailbox.open(path: folder.path)
    } catch {
      list.warning = error.message
      return
    }
    leaveFolder()
    actions.relocated = [:]
    enterFolder(index, mailbox: opened, reopeningMessage: false)
    startIndexing()
  }

  /// Makes folder `index` (opened as `opened`) the one shown, with its read marks, and
  /// its saved selection pending until indexed; nothing is indexed yet.
  ///
  /// - Parameter reopeningMessage: Whether a message saved as open opens again (on launch).
  func enterFolder(_ index: Int, mailbox opened: Mailbox, reopeningMessage: Bool) {
    guard let tree = folderTree else { return }
    let folder = tree.folders[index]
    openFolder = index
    mailbox = opened
    message.mailbox = opened
    isMessageChosen = false
    folderCounts?.opened(index)
    sidebar?.selectFolder(index)
    let saved = folderState(for: folder.path)
    list.reset(
      name: folder.name, readChanges: saved?.readChanges ?? ReadMarks(),
      threaded: saved.map { $0.isThreaded ?? false },
      collapsed: saved?.collapsedConversations ?? ReadMarks())
    pendingSelection = SavedSelection(saved, reopening: reopeningMessage)
    isRestoringSelection = true
  }

  /// Keeps the open folder's selection and read marks, and its count if it is indexed.
  private func leaveFolder() {
    folderStates[mailbox.path] = currentFolderState
    folderCounts?.left(openFolder, unread: isIndexed ? list.list.unreadCount : nil)
    indexer = nil
  }

  /// Starts indexing ``mailbox`` into the list: the first chunk now, the rest between frames.
  func startIndexing() {
    updateWatching()
    list.indexingError = nil
    diskStamp = MailboxStamp(of: mailbox)
    summaryCacheToWrite = nil
    do {
      if list.list.messageCount == 0, let cached = summaryCache?.load(mailbox) {
        try listCached(cached)
      } else {
        indexer = try mailbox.makeIndexer(
          chunkSize: settings.chunkSize, readingThreads: MailboxIndexer.defaultReadingThreads,
          readAheadWindow: settings.readAheadWindow)
        summaryCacheToWrite = summaryCache
      }
    } catch {
      indexer = nil
      list.warning = error.message
      list.indexingError = list.warning
      list.append([], progress: 1, finished: true)
    }
    indexNextChunk()
    // The search index is built in frames too, even when the first chunk was the whole
    // folder (a small mailbox had none, so its index waited for a `body:` search).
    if hasWork || searchIndexing != nil { scheduleFrameWork() }
  }

  /// The open mbox's summary cache, when the settings keep them.
  var summaryCache: SummaryCache? {
    guard let directory = settings.summaryCacheDirectory, mailbox.format == .mbox else {
      return nil
    }
    return SummaryCache(directory: directory, mailboxPath: mailbox.path)
  }

  /// Lists the summary cache's messages at once, and reads the rest of the mbox (what
  /// was appended since) between frames; the cache is written again once it is read.
  private func listCached(_ cached: SummaryCache.Cached) throws(MailboxError) {
    let size = diskStamp?.mboxSize ?? cached.end
    let finished = cached.end >= size
    indexer =
      finished
      ? nil
      : try mailbox.makeIndexer(
        resumingAt: cached.end, index: cached.count, chunkSize: settings.chunkSize)
    if !finished { summaryCacheToWrite = summaryCache }
    list.appendCached(
      cached, progress: Double(cached.end) / Double(max(size, 1)), finished: finished)
    listedFromCache = cached.count
    resolvePendingRestore()
    if finished { sidebar?.setNeedsDisplay() }
  }

  /// Writes the summary cache of the mbox just listed whole from its bytes, on another
  /// thread.
  func writeSummaryCache() {
    guard let cache = summaryCacheToWrite, let stamp = diskStamp, list.indexingError == nil
    else { return }
    summaryCacheToWrite = nil
    cache.saveInBackground(list.list, of: mailbox, stamp: stamp)
  }

  /// Stops indexing and counting folders, and with them the threads reading a Maildir
  /// ahead, and abandons an attachment being saved (its temporary file removed): for quitting (``MailboxLaunch/finish(_:signal:)`` calls it once the host returns).
  ///
  /// The list keeps what was indexed; the reading threads finish the block of files in
  /// hand and exit.
  public func stopIndexing() {
    indexer = nil
    folderCounts?.stop()
    cancelSaving()
  }

  /// Whether indexing, threading or counting remains.
  var hasWork: Bool {
    indexer != nil || list.list.isThreadingBehind || folderCounts?.isCounting == true
  }

  /// One step of background work: index the open folder and work on its conversations
  /// (thread a backlog, lay them out) in turns while both remain, else count another
  /// folder.
  ///
  /// - Returns: Whether more remains.
  func workNextChunk() -> Bool {
    let threading = list.list.isThreadingBehind && (indexer == nil || !threadedLastStep)
    threadedLastStep = threading
    if threading {
      _ = list.continueThreading()
      return hasWork
    }
    if indexer != nil {
      indexNextChunk()
      return hasWork
    }
    return countNextChunk()
  }

  /// Counts one chunk of the next folder not counted yet (``FolderUnreadCounts``).
  ///
  /// - Returns: Whether more remains.
  func countNextChunk() -> Bool {
    folderCounts?.countNextChunk { folderState(for: $0) }
    // A window shows a count only when told; a terminal draws every frame anyway.
    sidebar?.setNeedsDisplay()
    return hasWork
  }

  /// The unread messages of folder `index`: live for the open one once it is indexed.
  func unreadCount(ofFolder index: Int) -> Int? {
    index == openFolder ? (list.isIndexed ? list.list.unreadCount : nil) : folderCounts?[index]
  }

  /// The list left the screen: popped off the collapsed stack means "back to the folders".
  func listDidDisappear() {
    guard split.isCollapsed, split.style == .tripleColumn else { return }
    let onStack =
      split.navigationController(for: .primary)?.viewControllers.contains { $0 === list } ?? false
    if !onStack { isFolderChosen = false }
  }

  /// What a folder remembers: kept in memory once visited, else read from the state file.
  func folderState(for path: String) -> MailboxUIState? {
    if let state = folderStates[path] { return state }
    guard let store = settings.stateStore, !settings.resetState else { return nil }
    let state = store.load(for: path).payload
    folderStates[path] = .some(state)
    return state
  }

  /// The open folder's part of the state: its selection, the read marks changed, and
  /// whether it shows conversations and which are collapsed.
  var currentFolderState: MailboxUIState {
    // The selected message by ID and, among messages sharing it, its place.
    let selected =
      list.selectedSummaryIndex.flatMap { list.list.keys(ofSummaries: [$0])[$0] }
      ?? pendingSelection.map { ReadMarks.Key(id: $0.messageID, occurrence: $0.place) }
    // Collapsed, the stack says whether the message is open, also while Back's slide is
    // still running (the message's disappearance, which clears the choice, comes after).
    let isOpen = isMessageChosen && (!split.isCollapsed || isMessageOnStack)
    var state = MailboxUIState(
      selectedMessageID: selected?.id,
      isMessageOpen: isOpen || (pendingSelection?.isOpen ?? false),
      selectedMessagePlace: selected.flatMap { $0.occurrence > 1 ? $0.occurrence : nil })
    state.keepListState(of: list.list)
    if canChangeFiles {
      // A Maildir keeps read state in its file names: the marks are written there, once.
      writeReadMarks()
      state.setReadChanges(ReadMarks())
    }
    return state
  }

  /// Reads the folder tree again after the reader made a folder in it, so the sidebar
  /// lists it; the open folder, the selection in the sidebar and the unread counts known
  /// follow their folders by path, and the new folder is counted.
  func refreshFolderTree() {
    guard let old = folderTree, let sidebar,
      case .folders(let tree)? = try? MailFolderTree.open(path: old.root),
      tree.folders.map(\.path) != old.folders.map(\.path),
      let newOpen = tree.folders.firstIndex(where: { $0.path == old.folders[openFolder].path })
    else { return }
    var counts = FolderUnreadCounts(tree: tree, queued: [], chunkSize: settings.chunkSize)
    for (index, folder) in tree.folders.enumerated() where index != newOpen {
      let before = old.folders.firstIndex { $0.path == folder.path }
      counts.left(index, unread: before.flatMap { folderCounts?[$0] })
    }
    (folderTree, openFolder, folderCounts) = (tree, newOpen, counts)
    sidebar.folders = tree.folders
    sidebar.rowsDidReload()
    sidebar.selectFolder(newOpen)
    scheduleFrameWork()
  }
}
