import SplitKit
import SplitKitContent

/// Selecting, opening and stepping through messages, and the split view's collapse
/// decisions.
extension MailboxApp {
  /// Whether the list is beside the message (wide terminal, sidebar shown), where moving
  /// the selection is choosing a message.
  var isListBesideMessage: Bool {
    !split.isCollapsed && !split.displayMode.coversSecondary && split.isShowing(listColumn)
  }

  /// The list's selection moved: the message view follows it; beside the list, the user's
  /// move also chooses the message and marks it read.
  func selectionChanged(to index: Int, byUser: Bool) {
    message.summary = list.list.summary(at: index)
    if isChangedOnDisk { scheduleFrameWork() }
    guard byUser else { return }
    pendingSelection = nil
    if isListBesideMessage { choose(index) }
  }

  /// The user opened a message: it is shown (pushed when collapsed, the overlay slides
  /// away when medium) and, opened by keyboard beside the list, takes the keyboard.
  func open(_ index: Int, focusingMessage: Bool = true) {
    pendingSelection = nil
    message.summary = list.list.summary(at: index)
    choose(index)
    if split.isCollapsed {
      guard !isMessageOnStack else { return }
      list.showDetail(message)
    } else {
      list.showDetail(message)
      if focusingMessage { split.focus(.secondary) }
    }
  }

  /// Shows the next (`+1`) or previous (`-1`) row's message, as `n` and `p` do; at either
  /// end of the list the message view's status line says there is none.
  func step(by offset: Int) {
    guard let row = list.selectedRow else { return }
    let target = row + offset
    guard let index = list.list.summaryIndex(atRow: target) else {
      message.note = MessageListViewController.noMessageNote(
        step: offset, stillReading: !list.isIndexed)
      message.setNeedsDisplay()
      return
    }
    pendingSelection = nil
    list.selectMessage(atSummary: index)
    choose(index)
  }

  /// Back in the message view when the list is hidden beside it (a medium terminal): the
  /// list slides in and takes the keyboard.
  ///
  /// - Returns: Whether it did; otherwise the host's Back applies (pop when collapsed,
  ///   focus the list when it is beside the message).
  func showListFromMessage() -> Bool {
    guard !split.isCollapsed, !split.isShowing(listColumn) else { return false }
    split.show(listColumn)
    split.focus(listColumn)
    return true
  }

  /// Brings the list back (popping the message when collapsed, sliding the list in when
  /// hidden) with the keyboard in its filter line, as `/` in the message view does.
  func startFilter() {
    if split.isCollapsed {
      split.navigationController(for: .primary)?.popToViewController(list, animated: true)
    } else if !split.isShowing(listColumn) {
      split.show(listColumn)
    }
    split.focus(listColumn)
    list.beginFiltering()
  }

  /// Marks a message chosen: it stays shown across collapses and reads as read.
  private func choose(_ index: Int) {
    isMessageChosen = true
    if list.list.isUnread(index) { setSeen(true, ofSummary: index) }
    list.markRead(index)
  }

  /// Whether the message view is on the collapsed stack.
  var isMessageOnStack: Bool {
    split.navigationController(for: .primary)?.viewControllers.contains { $0 === message } ?? false
  }

  /// The message left the screen: popped off the collapsed stack means "back to the list".
  func messageDidDisappear() {
    if split.isCollapsed, !isMessageOnStack { isMessageChosen = false }
  }
}
