import SplitKit
import SplitKitContent
import SplitKitHostCore

/// What the reader remembers of its actions on the open mailbox.
struct MailboxActions {
  /// Where messages whose files were renamed are now, by summary index (the summaries
  /// keep the path they were indexed at).
  var relocated: [Int: String] = [:]
  /// The actions that can be undone, the last one last.
  var done: [MailAction] = []
  /// How many actions ``done`` keeps.
  static let undoDepth = 100
}

extension MailboxApp {
  /// Whether actions may change files: a Maildir, without `--read-only`.
  var canChangeFiles: Bool { mailbox.format == .maildir && !settings.isReadOnly }

  /// Why actions that change files are off, or nil when they are on.
  var whyReadOnly: String? {
    if settings.isReadOnly { return "Read-only: nothing is changed (--read-only)" }
    if mailbox.format != .maildir {
      return "mbox is never written: marks in state file"
    }
    return nil
  }

  /// F, d, A, s and U (once ``MailCommand/availability(in:)`` allowed them).
  func changeFiles(_ command: MailCommand) {
    changingFiles {
      switch command {
      case .flag: toggleFlag()
      case .delete:
        moveSelected(toFolderNamed: settings.configuration.folders.trash, verb: "Deleted")
      case .archive:
        moveSelected(toFolderNamed: settings.configuration.folders.archive, verb: "Archived")
      case .move: chooseFolderForMove()
      default: undoLast()
      }
    }
  }

  /// The selected message's summary index and its file now.
  private var selectedFile: (index: Int, path: String)? {
    guard let index = list.selectedSummaryIndex, index < list.list.messageCount,
      case .file(let path) = list.list.summary(at: index).location
    else { return nil }
    return (index, actions.relocated[index] ?? path)
  }

  /// `u`: flips the selected message between read and unread, in the Maildir's file name
  /// too unless files may not change.
  func toggleSelectedRead() {
    guard let index = list.selectedSummaryIndex else { return }
    if canChangeFiles, !setSeen(list.list.isUnread(index), ofSummary: index) { return }
    list.toggleSelectedRead()
  }

  /// Sets or clears the `S` flag of the message at `index`.
  ///
  /// False (with the reason in the status line) when that failed. Without leave to change files, true.
  @discardableResult
  func setSeen(_ seen: Bool, ofSummary index: Int) -> Bool {
    guard canChangeFiles, index < list.list.messageCount,
      case .file(let path) = list.list.summary(at: index).location
    else { return true }
    do throws(MailActionError) {
      let action = try changingFiles { () throws(MailActionError) in
        try MailAction.setFlags(
          of: actions.relocated[index] ?? path, in: mailbox.path, adding: seen ? ["S"] : [],
          removing: seen ? [] : ["S"])
      }
      actions.relocated[index] = action.result.path
      return true
    } catch {
      list.warning = error.message
      return false
    }
  }

  /// Writes the list's read marks into the Maildir's file names (on leaving it or saving).
  func writeReadMarks() {
    for (index, unread) in list.list.readChangeIndices { setSeen(!unread, ofSummary: index) }
  }

  /// `F`: flags or unflags the selected message.
  private func toggleFlag() {
    guard let (index, path) = selectedFile else { return }
    let flagged = MaildirName(String(path.split(separator: "/").last ?? "")).flags.contains("F")
    do {
      let action = try MailAction.setFlags(
        of: path, in: mailbox.path, adding: flagged ? [] : ["F"], removing: flagged ? ["F"] : [])
      actions.relocated[index] = action.result.path
      remember(action)
      list.note = flagged ? "Unflagged" : "Flagged"
    } catch {
      list.warning = error.message
    }
  }

  /// `d` and `A`: moves the selected message into the folder the settings name (made
  /// when the tree has none), then shows the list without it.
  private func moveSelected(toFolderNamed name: String, verb: String) {
    guard selectedFile != nil else { return }
    let target: String
    if let tree = folderTree {
      target = tree.folder(named: name)?.path ?? tree.pathForNewFolder(named: name)
    } else {
      target = mailbox.path + "/." + name.split(separator: "/").joined(separator: ".")
    }
    moveSelected(toFolderAt: target, name: name, verb: verb)
  }

  /// `s`: the folder list takes the keyboard to choose where the selected message goes.
  ///
  /// Esc leaves it where it is. Without a folder tree there is nothing to choose from.
  private func chooseFolderForMove() {
    guard let tree = folderTree, let sidebar else { return }
    guard selectedFile != nil else { return }
    let returnColumn = split.focusedColumn ?? listColumn
    let wasShowingFolders = split.isShowing(.primary)
    if !wasShowingFolders { split.show(.primary) }
    split.focus(.primary)
    sidebar.choose("Move to which folder?") { [weak self] index in
      guard let self else { return }
      sidebar.selectFolder(openFolder)
      if !wasShowingFolders {
        if split.isCollapsed { split.show(listColumn) } else { split.hide(.primary) }
      }
      split.focus(returnColumn)
      guard let index else {
        list.note = "Not moved"
        return
      }
      let folder = tree.folders[index]
      // Chosen after the key: the move is the reader's own change, as the key's are.
      changingFiles { moveSelected(toFolderAt: folder.path, name: folder.name, verb: "Moved") }
    }
  }

  /// Moves the selected message into the Maildir at `target` (made when missing), then
  /// shows the list without it.
  private func moveSelected(toFolderAt target: String, name: String, verb: String) {
    guard let (index, path) = selectedFile else { return }
    guard target != mailbox.path else {
      list.note = "Already in \(name)"
      return
    }
    do throws(MailActionError) {
      let creates = !MailFolderTree.isMaildir(target)
      if creates { try MaildirFiles.createMaildir(at: target) }
      // A folder made here (the first Trash or Archive) is listed in the sidebar at once.
      if creates { refreshFolderTree() }
      let action = try MailAction.move(message: path, from: mailbox.path, to: target)
      remember(action)
      // The next message is selected once the list is read again.
      let next =
        list.selectedRow.flatMap { list.list.summaryIndex(atRow: $0 + 1) }
        ?? list.selectedRow.flatMap { list.list.summaryIndex(atRow: $0 - 1) }
      reloadMailbox(
        selecting: next.flatMap { $0 == index ? nil : list.list.summary(at: $0).id },
        changed: target)
      list.note = (verb == "Moved" ? "Moved" : "\(verb): moved") + " to \(name) (U undoes)"
    } catch {
      list.warning = error.message
    }
  }

  /// `U`: undoes the last action.
  private func undoLast() {
    guard let last = actions.done.popLast() else {
      list.note = "Nothing to undo"
      return
    }
    do {
      let undone = try last.undo()
      if case .moved(_, let target, _) = last {
        reloadMailbox(selecting: nil, changed: target)
      } else {
        // Flags: the row's path follows.
        for (index, path) in actions.relocated where path == last.result.path {
          actions.relocated[index] = undone.result.path
        }
      }
      list.note = "Undone"
    } catch {
      list.warning = error.message
    }
  }

  private func remember(_ action: MailAction) {
    actions.done.append(action)
    if actions.done.count > MailboxActions.undoDepth { actions.done.removeFirst() }
  }

  /// Reads the open mailbox again after a move (its messages and unread count change),
  /// keeping the conversations, the read marks not in file names and the filter,
  /// selecting `id` when it is indexed; the folder at `changed` is counted again.
  func reloadMailbox(selecting id: String?, changed: String?) {
    indexer = nil
    writeReadMarks()
    actions.relocated = [:]
    let kept = list.list
    let field = list.filter
    list.reset(
      name: list.mailboxName, readChanges: canChangeFiles ? ReadMarks() : kept.readChanges,
      threaded: kept.isThreaded, collapsed: kept.collapsedKeys)
    searchIndexing?.listWillReload()
    pendingSelection = id.map { SavedSelection(messageID: $0) }
    isRestoringSelection = false
    if let changedIndex = folderTree?.folders.firstIndex(where: { $0.path == changed }) {
      folderCounts?.left(changedIndex, unread: nil)
      folderCounts?.countFirst(changedIndex)
    }
    startIndexing()
    if !kept.filter.isEmpty { list.applyFilter(kept.filter) }
    list.filter = field
  }
}
