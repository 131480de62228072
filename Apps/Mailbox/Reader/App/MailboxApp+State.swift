import SplitKit
import SplitKitContent

/// Restoring the UI state on launch and saving it on exit.
extension MailboxApp {
  /// The UI state now: the selected message, whether it is open, the display mode in
  /// this width class, the primary width the user chose, the read marks the user
  /// changed, and the conversations (on, and which collapsed); in a folder tree also the open folder (the selection and read marks are
  /// the open folder's).
  public var uiState: MailboxUIState {
    var state = currentFolderState
    state.widthClass = split.isCollapsed ? nil : split.widthClass
    state.displayMode = split.isCollapsed ? nil : split.displayMode
    // Each host keeps its own width (cells or points) and leaves the other's as saved.
    let saved = restoredState
    if keepsWidthInPoints {
      state.primaryColumnPoints = split.userPrimaryColumnWidth
      state.primaryColumnWidth = saved?.primaryColumnWidth
    } else {
      state.primaryColumnWidth = split.userPrimaryColumnWidth
      state.primaryColumnPoints = saved?.primaryColumnPoints
    }
    state.selectedFolder = folderTree?.folders[openFolder].relativeName
    return state
  }

  /// Whether the host measures in points (its characters are wider than one), so the list
  /// width is kept in ``MailboxUIState/primaryColumnPoints`` rather than in cells.
  var keepsWidthInPoints: Bool { characterWidth > 1 }

  /// Saves ``uiState`` for this mailbox (in a folder tree: the layout and open folder for
  /// the tree, and each folder visited for itself); a failure becomes one of ``warnings``.
  public func saveState() {
    keepUnsentDraft()
    guard let store = settings.stateStore else { return }
    var entries: [(String, MailboxUIState)] = []
    if let tree = folderTree {
      folderStates[mailbox.path] = currentFolderState
      for (path, state) in folderStates.sorted(by: { $0.key < $1.key }) where path != tree.root {
        if let state { entries.append((path, state)) }
      }
      // A Maildir++ root is also the Inbox: one entry holds both.
      var root = (folderStates[tree.root] ?? nil) ?? MailboxUIState()
      let now = uiState
      root.widthClass = now.widthClass
      root.displayMode = now.displayMode
      root.primaryColumnWidth = now.primaryColumnWidth ?? root.primaryColumnWidth
      root.primaryColumnPoints = now.primaryColumnPoints ?? root.primaryColumnPoints
      root.selectedFolder = now.selectedFolder
      entries.append((tree.root, root))
    } else {
      entries.append((mailbox.path, uiState))
    }
    for (path, state) in entries {
      do {
        try store.save(state, for: path)
      } catch {
        warnings.append(error.description)
        return
      }
    }
  }

  /// Reads the saved state (or removes its entry for `--reset-state`) and applies part of it.
  ///
  /// The layout, the read marks and the conversations apply now (a collapse waits for
  /// its message to be indexed); the selection waits in ``pendingSelection``
  /// until its message is indexed. A missing state file (the first run) says nothing. In
  /// a folder tree the saved folder opens, with what it remembers.
  ///
  /// With nothing saved, a medium terminal starts with the list over the message, so
  /// the first screen shows the mailbox.
  func restoreState() {
    let key = folderTree?.root ?? mailbox.path
    var restored: MailboxUIState?
    if let store = settings.stateStore {
      if settings.resetState {
        let paths = [key] + (folderTree?.folders.map(\.path).filter { $0 != key } ?? [])
        for path in paths {
          do { try store.remove(for: path) } catch {
            warnings.append(error.description)
            break
          }
        }
      } else {
        let loaded = store.load(for: key)
        restored = loaded.payload
        if let warning = loaded.warning {
          list.warning = warning
          if loaded.payload == nil, warning.hasPrefix("Saved state ignored") {
            warnings.append(warning)
          }
        }
      }
    }
    restoredState = restored
    applyLayout(restored)
    if let tree = folderTree {
      let saved = restored?.selectedFolder.flatMap { name in
        tree.folders.firstIndex { $0.relativeName == name }
      }
      var index = 0
      var opened = mailbox
      if let saved, saved != 0, let other = try? Mailbox.open(path: tree.folders[saved].path) {
        index = saved
        opened = other
        folderCounts?.countFirst(0)
      }
      folderStates[tree.root] = .some(restored)
      enterFolder(index, mailbox: opened, reopeningMessage: true)
      return
    }
    list.reset(
      name: list.mailboxName, readChanges: restored?.readChanges ?? ReadMarks(),
      threaded: restored?.isThreaded, collapsed: restored?.collapsedConversations ?? ReadMarks())
    pendingSelection = SavedSelection(restored)
    isRestoringSelection = true
  }

  private func applyLayout(_ state: MailboxUIState?) {
    let saved = keepsWidthInPoints ? state?.primaryColumnPoints : state?.primaryColumnWidth
    if let width = saved, width.isFinite, width > 0 {
      split.resizeDivider(to: width)
    }
    guard !split.isCollapsed else { return }
    let mode: SplitViewController.DisplayMode? =
      state?.widthClass == split.widthClass
      ? state?.displayMode : (split.widthClass == .medium ? .oneOverSecondary : nil)
    guard let mode else { return }
    split.animationsEnabled = false
    switch mode {
    case .secondaryOnly: split.hide(listColumn)
    case .oneBesideSecondary, .oneOverSecondary:
      if split.style == .tripleColumn, split.isShowing(.primary) {
        split.hide(.primary)
      } else {
        split.show(listColumn)
      }
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      if split.style == .tripleColumn { split.show(.primary) }
    case .automatic: break
    }
    split.animationsEnabled = true
  }

  /// The user pressed a key, typed a search, moved the selection or opened a message:
  /// the saved selection still waiting for its message is forgotten, so restoring never
  /// overrides what the user did since launch (the layout and conversations were
  /// restored at launch, before any key).
  func userActed() {
    pendingSelection = nil
  }

  /// A route names a message (a reloaded page, the browser's Forward): it is selected and
  /// opened as a saved selection is, once indexed; one the mailbox does not hold changes
  /// nothing.
  func showRoute(messageID: String) {
    if message.summary?.id == messageID, isMessageChosen, !split.isCollapsed || isMessageOnStack {
      return
    }
    pendingSelection = SavedSelection(messageID: messageID, isOpen: true)
    resolvePendingRestore()
  }

  /// Selects (and reopens) the saved message once it has been indexed: the message with
  /// its Message-ID at its place among those sharing it (the first when the file names no
  /// place, or when the mailbox now holds fewer); gives up when the whole mailbox is read
  /// without it.
  func resolvePendingRestore() {
    // A search being typed or kept is the user's: a saved selection never undoes it (a
    // selection kept across a reload is in the search's matches).
    if isRestoringSelection, list.list.isFiltering || list.isEditingFilter { userActed() }
    guard var pending = pendingSelection else { return }
    let outcome = pending.find(in: list.list, indexingFinished: indexer == nil)
    pendingSelection = outcome == .waiting ? pending : nil
    guard case .found(let index) = outcome else { return }
    list.selectMessage(atSummary: index)
    guard pending.isOpen else { return }
    // Reopened, not read again: it was marked read when first opened, and a `u` the user
    // pressed after that is kept.
    isMessageChosen = true
    if split.isCollapsed, !isMessageOnStack {
      split.animationsEnabled = false
      split.navigationController(for: .primary)?.animationsEnabled = false
      list.showDetail(message)
      split.navigationController(for: .primary)?.animationsEnabled = true
      split.animationsEnabled = true
    }
  }
}
