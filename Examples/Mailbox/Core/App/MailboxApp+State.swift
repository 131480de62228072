import SplitKit
import SplitKitTerminal

/// Restoring the UI state on launch and saving it on exit.
extension MailboxApp {
  /// The UI state now: the selected message, whether it is open, the display mode in
  /// this width class, the primary width the user chose, and the read marks the user
  /// changed.
  public var uiState: MailboxUIState {
    let selected =
      list.selectedSummaryIndex.map { list.list.summaries[$0].id }
      ?? pendingRestore?.selectedMessageID
    var state = MailboxUIState(
      selectedMessageID: selected,
      isMessageOpen: isMessageChosen || (pendingRestore?.isMessageOpen ?? false),
      widthClass: split.isCollapsed ? nil : split.widthClass,
      displayMode: split.isCollapsed ? nil : split.displayMode,
      primaryColumnWidth: split.userPrimaryColumnWidth)
    state.setReadChanges(list.list.readChanges)
    return state
  }

  /// Saves ``uiState`` for this mailbox; a failure becomes one of ``warnings``.
  public func saveState() {
    guard let store = settings.stateStore else { return }
    do {
      try store.save(uiState, for: mailbox.path)
    } catch {
      warnings.append(error.description)
    }
  }

  /// Reads the saved state (or removes its entry for `--reset-state`) and applies part of it.
  ///
  /// The layout and the read marks apply now; the selection waits in ``pendingRestore``
  /// until its message is indexed. A missing state file (the first run) says nothing.
  ///
  /// With nothing saved, a medium terminal starts with the list over the message, so
  /// the first screen shows the mailbox.
  func restoreState() {
    var restored: MailboxUIState?
    if let store = settings.stateStore {
      if settings.resetState {
        do { try store.remove(for: mailbox.path) } catch { warnings.append(error.description) }
      } else {
        let loaded = store.load(for: mailbox.path)
        restored = loaded.payload
        if let warning = loaded.warning {
          list.warning = warning
          if loaded.payload == nil, warning.hasPrefix("Saved state ignored") {
            warnings.append(warning)
          }
        }
      }
    }
    list.reset(name: list.mailboxName, readChanges: restored?.readChanges ?? [:])
    applyLayout(restored)
    pendingRestore = restored?.selectedMessageID == nil ? nil : restored
  }

  private func applyLayout(_ state: MailboxUIState?) {
    if let width = state?.primaryColumnWidth, width.isFinite, width > 0 {
      split.resizeDivider(to: width)
    }
    guard !split.isCollapsed else { return }
    let mode: SplitViewController.DisplayMode? =
      state?.widthClass == split.widthClass
      ? state?.displayMode : (split.widthClass == .medium ? .oneOverSecondary : nil)
    guard let mode else { return }
    split.animationsEnabled = false
    switch mode {
    case .secondaryOnly: split.hide(.primary)
    case .oneBesideSecondary, .oneOverSecondary: split.show(.primary)
    default: break
    }
    split.animationsEnabled = true
  }

  /// Selects (and reopens) the saved message once it has been indexed; gives up when the
  /// whole mailbox is read without it.
  func resolvePendingRestore(searchingFrom start: Int) {
    guard let pending = pendingRestore, let id = pending.selectedMessageID else { return }
    guard let index = list.list.index(ofID: id, from: start) else {
      if indexer == nil { pendingRestore = nil }
      return
    }
    pendingRestore = nil
    list.selectMessage(atSummary: index)
    guard pending.isMessageOpen == true else { return }
    isMessageChosen = true
    list.markRead(index)
    if split.isCollapsed, !isMessageOnStack {
      split.animationsEnabled = false
      split.navigationController(for: .primary)?.animationsEnabled = false
      list.showDetail(message)
      split.navigationController(for: .primary)?.animationsEnabled = true
      split.animationsEnabled = true
    }
  }
}
