import SplitKit
public import SplitKitHostCore

extension ContentSession {
  /// The key help's rows: the bindings' (the inspector's key only where the split view
  /// has an inspector), then the app's (``additionalHelp``).
  public var helpEntries: [KeyCommand] {
    keyBindings.entries.filter { $0.command != .toggleInspector || split.hasInspector }
      .map { KeyCommand(keys: $0.label, description: $0.description) } + additionalHelp
  }

  /// The key help's rows in view, from the first row it is scrolled to; nil while it is
  /// hidden.
  public var visibleHelp: [KeyCommand]? {
    keyRouting.isHelpVisible ? Array(helpEntries.dropFirst(keyRouting.helpFirstRow)) : nil
  }

  /// Whether the key help shows.
  public var isHelpVisible: Bool { keyRouting.isHelpVisible }

  /// Shows or hides the key help.
  ///
  /// - Parameter visible: Whether it shows.
  /// - Returns: Whether that changed anything.
  @discardableResult
  public func setHelpVisible(_ visible: Bool) -> Bool {
    keyRouting.setHelpVisible(visible)
  }

  /// Routes a key: the help while it shows, then a column showing a menu or
  /// asking a question (``modalResponder``), then the focused column's responder
  /// (``focusedResponder``: its key handling, then the key's command), then the split
  /// view's commands.
  ///
  /// ```swift
  /// session.receive(key: KeyEvent(.character("?")))   // .handled: the help shows
  /// session.receive(key: KeyEvent(.pageDown), helpScroll: scroll)   // scrolls the help
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - helpScroll: How far the help scrolls where this host shows it; nil for a page of
  ///     10 rows over all of them (a host that scrolls the help itself).
  /// - Returns: What the host does: ``Action/ignored`` when nobody wanted the key.
  @discardableResult
  public func receive(key: KeyEvent, helpScroll: KeyRouting.HelpScroll? = nil)
    -> Action
  {
    keyboardUsed()
    let command = keyBindings.command(for: key)
    let scroll =
      keyRouting.isHelpVisible
      ? helpScroll ?? KeyRouting.HelpScroll(maximumFirstRow: helpEntries.count, page: 10)
      : .none
    switch keyRouting.keyPressed(command, helpScroll: scroll) {
    case .perform(let command): return perform(command)
    case .helpChanged, .ignore: return .handled
    case .route(let command):
      // A menu or a question in any column is modal: it takes the keys first.
      if let modal = modalResponder, modal.receive(key: key) { return .handled }
      if let responder = focusedResponder {
        if responder.receive(key: key) { return .handled }
        if let command, responder.receive(command: command) { return .handled }
      }
      guard let command else { return .ignored }
      return perform(command)
    }
  }

  /// Performs a command nobody else used: the split view's own (focus, back, the
  /// divider, the display mode), the help; anything else is the host's.
  ///
  /// - Parameter command: The command.
  /// - Returns: ``Action/handled``, or ``Action/perform(_:)`` for the host.
  @discardableResult
  public func perform(_ command: HostCommand) -> Action {
    if split.perform(hostCommand: command, resizeStep: resizeStep) { return .handled }
    if command == .toggleHelp {
      keyRouting.setHelpVisible(!keyRouting.isHelpVisible)
      return .handled
    }
    return .perform(command)
  }
}
