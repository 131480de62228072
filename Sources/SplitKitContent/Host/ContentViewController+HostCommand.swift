public import SplitKitHostCore

extension ContentViewController {
  /// The entry point hosts call for a command their key bindings produced: the app's
  /// ``perform(_:)`` first, then what the content type does with it — a list opens the
  /// selected row (``/SplitKitHostCore/HostCommand/open``) or moves its selection, a
  /// document scrolls.
  ///
  /// ```swift
  /// if let controller, controller.receive(command: .moveDown) { redraw() }
  /// ```
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled (opening with nothing selected is not, nor a
  ///   command the content has no use for: the host performs those itself).
  public func receive(command: HostCommand) -> Bool {
    if perform(command) { return true }
    switch kind {
    case .list(let list):
      if command == .open {
        guard let row = list.selectedRow, row < list.numberOfRows else { return false }
        list.userOpened(row: row, byKeyboard: true)
        return true
      }
      guard let move = ListState.Command(command) else { return false }
      list.userMoved(move)
      return true
    case .document(let document):
      return document.scroll(command)
    default:
      return false
    }
  }

  /// Presses a bar button by its identifier in a ``ContentSnapshot`` (its index among
  /// the ``barButtons`` with menus flattened, as text).
  ///
  /// - Parameter id: The button's ``ContentSnapshot/Button/id``.
  /// - Returns: Whether a button had that identifier.
  @discardableResult
  public func pressBarButton(_ id: String) -> Bool {
    let buttons = barButtons.flattened
    guard let index = Int(id), buttons.indices.contains(index) else { return false }
    buttons[index].action()
    return true
  }
}
