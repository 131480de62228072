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
    let scroll = isHelpVisible ? helpScroll : .none
    switch keyRouting.keyPressed(command, helpScroll: scroll) {
    case .perform(let command): perform(command: command)
    case .helpChanged, .ignore: break
    case .route(let command):
      if let controller = focusedController {
        if controller.handle(key: key) { return }
        if let command, controller.perform(command) { return }
      }
      if let command { perform(command: command) }
    }
  }

  /// The help overlay: the bindings' keys, then the app's, scrolled to ``helpFirstRow``.
  var helpOverlay: HelpOverlay {
    var help = HelpOverlay(title: "Keys", bindings: configuration.keyBindings.helpEntries)
    help.bindings += configuration.additionalHelp
    help.firstRow = helpFirstRow
    return help
  }

  /// How far the help overlay scrolls on this screen: the rows that do not fit, and a
  /// page of the rows that do.
  private var helpScroll: KeyRouting.HelpScroll {
    let screen = CellRect(size: size)
    return KeyRouting.HelpScroll(
      maximumFirstRow: helpOverlay.maximumFirstRow(in: screen),
      page: helpOverlay.frame(in: screen).height - 2)
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
