public import SplitKitContent
import SplitKitHostCore

/// The one way a ``MailCommand`` runs: a key typed in the list or the message and a
/// window's button both come here.
extension MailboxApp {
  /// The mailbox's own keys, as help lists them in either host: ``MailCommand``'s table.
  public nonisolated static let keyCommands: [KeyCommand] = MailCommand.keyCommands

  /// What ``MailCommand/availability(in:)`` depends on, in `pane` now.
  ///
  /// - Parameter pane: Where a command is given.
  /// - Returns: The reader's situation.
  public func situation(in pane: MailCommand.Pane) -> MailCommand.Situation {
    var situation = MailCommand.Situation(pane: pane)
    situation.hasSelection = list.selectedSummaryIndex.map { $0 < list.list.messageCount } ?? false
    situation.isThreaded = list.list.shownThreadRows != nil
    situation.isListBesideMessage = isListBesideMessage
    situation.whyFilesAreReadOnly = whyReadOnly
    situation.isReadOnly = settings.isReadOnly
    situation.hasFolderTree = folderTree != nil
    let columns: [ContentViewController] = [list, message] + (sidebar.map { [$0] } ?? [])
    situation.question =
      compose.prompt
      ?? columns.lazy.compactMap { $0.question ?? $0.textQuestion?.prompt }.first
      ?? sidebar?.choicePrompt
    return situation
  }

  /// Whether `command` runs in `pane` now, and if not, why.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - pane: Where it is given.
  /// - Returns: Its availability.
  public func availability(of command: MailCommand, from pane: MailCommand.Pane)
    -> MailCommand.Availability
  {
    command.availability(in: situation(in: pane))
  }

  /// Runs `command` as given in `pane`: what its key does there, or its button.
  ///
  /// An unavailable command shows why (in the list's status line for the actions on
  /// files, in place of the status line otherwise) and counts as handled; one pressed
  /// while a question waits shows the question again where it was.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - pane: Where its key was typed, or whose bar holds its button.
  /// - Returns: Whether it was the reader's command there (false lets the key go on to
  ///   the list or document, or the host).
  @discardableResult
  public func perform(_ command: MailCommand, from pane: MailCommand.Pane) -> Bool {
    let situation = situation(in: pane)
    switch command.availability(in: situation) {
    case .passes:
      return false
    case .unavailable(let reason):
      if reason == situation.question {
        // A draft's question shows again; a column's own is still in its status line.
        if reason == compose.prompt { showNotice(reason) }
      } else if command.group == .fileAction {
        list.note = reason
      } else {
        showNotice(reason)
      }
      return true
    case .available:
      break
    }
    switch command {
    case .filter: startFilter()
    case .threads: list.setThreaded(!list.list.isThreaded)
    case .collapseThread: list.toggleSelectedThread()
    case .next, .previous:
      let offset = command == .next ? 1 : -1
      if pane == .list { list.step(by: offset) } else { step(by: offset) }
    case .page: return message.scroll(.pageDown)
    case .markRead: toggleSelectedRead()
    case .flag, .delete, .archive, .move, .undo: changeFiles(command)
    case .saveAttachment, .openAttachment, .openLink: chooseFromMessage(command)
    case .reply, .replyAll, .forward, .compose: startDraft(command)
    }
    return true
  }

  /// Adds the table's bar buttons, in every host.
  ///
  /// The message's bar gets its buttons and More menu, the list's its button, and the
  /// list's rows a context menu. Each carries its key, so a host that lists the keys in
  /// its help (the terminal) leaves them out of its bar.
  func addCommandButtons() {
    let more = BarButton(
      symbol: .more, title: "⋯", label: "More actions",
      menu: MailCommand.commands(.messageMenu).map { button($0, in: .message, menu: true) })
    message.buttons =
      MailCommand.commands(.messageBar).map { button($0, in: .message, menu: false) } + [more]
    list.buttons = MailCommand.commands(.listBar).map { button($0, in: .list, menu: false) }
    // A message's context menu: the More menu's entries that work on the list now.
    list.rowMenu = { [weak self] in
      guard let self else { return [] }
      return MailCommand.commands(.messageMenu).filter {
        availability(of: $0, from: .list) == .available
      }
      .map { button($0, in: .list, menu: false) }
    }
  }

  /// The button that runs `command` in `pane`.
  ///
  /// In a menu it shows its title with its key (`Delete (d)`); in a bar, its symbol and
  /// title. It holds the app weakly, so the controllers that
  /// keep it never keep the app alive.
  private func button(_ command: MailCommand, in pane: MailCommand.Pane, menu: Bool) -> BarButton {
    BarButton(
      symbol: menu ? nil : command.symbol, title: menu ? command.menuTitle : command.row.title,
      key: command.keyName
    ) { [weak self] in
      self?.perform(command, from: pane)
    }
  }
}
