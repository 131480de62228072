import SplitKit

extension SplitHost {
  /// The controller on top of the focused column, which gets keys, commands and paste first.
  public var focusedController: TerminalViewController? {
    guard let column = split.focusedColumn else { return nil }
    return split.topViewController(in: column)?.terminalView
  }

  /// Handles a key: help first, then the focused controller, then the bindings.
  func handle(key: KeyEvent) {
    let command = configuration.keyBindings.command(for: key)
    if isHelpVisible {
      switch command {
      case .quit, .suspend: perform(command: command)
      case .toggleHelp, .back: isHelpVisible = false
      case .moveUp, .moveDown, .pageUp, .pageDown, .home, .end: command.map(scrollHelp)
      default: break
      }
      return
    }
    if let controller = focusedController {
      if controller.handle(key: key) { return }
      if let command, controller.perform(command) { return }
    }
    if let command { perform(command: command) }
  }

  /// The help overlay: the bindings' keys, then the app's, scrolled to ``helpFirstRow``.
  var helpOverlay: HelpOverlay {
    var help = HelpOverlay(title: "Keys", bindings: configuration.keyBindings.helpEntries)
    help.bindings += configuration.additionalHelp
    help.firstRow = helpFirstRow
    return help
  }

  /// Scrolls the help overlay by a movement command, within what does not fit.
  private func scrollHelp(_ command: HostCommand) {
    let screen = CellRect(size: size)
    let last = helpOverlay.maximumFirstRow(in: screen)
    let page = max(1, helpOverlay.frame(in: screen).height - 2)
    let target =
      switch command {
      case .moveUp: helpFirstRow - 1
      case .moveDown: helpFirstRow + 1
      case .pageUp: helpFirstRow - page
      case .pageDown: helpFirstRow + page
      case .home: 0
      default: last
      }
    helpFirstRow = min(max(0, target), last)
  }

  /// Performs a command nobody else handled: the split-level ones through the engine's
  /// shared host commands, then help, quit and suspend.
  ///
  /// - Parameter command: The command; nil does nothing.
  public func perform(command: HostCommand?) {
    guard let command,
      !split.perform(hostCommand: command, resizeStep: Double(configuration.resizeStep))
    else { return }
    switch command {
    case .toggleHelp: isHelpVisible.toggle()
    case .quit: requestQuit()
    case .suspend: requestSuspend()
    default: break
    }
  }

  private func requestSuspend() {
    suspendRequested = true
  }
}
