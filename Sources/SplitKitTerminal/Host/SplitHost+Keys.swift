import SplitKit

extension SplitHost {
  /// The controller on top of the focused column, which gets keys, commands and paste first.
  public var focusedController: TerminalViewController? {
    guard let column = split.focusedColumn else { return nil }
    return split.topViewController(in: column) as? TerminalViewController
  }

  /// Handles a key: help first, then the focused controller, then the bindings.
  func handle(key: KeyEvent) {
    let command = configuration.keyBindings.command(for: key)
    if isHelpVisible {
      switch command {
      case .quit, .suspend: perform(command: command)
      case .toggleHelp, .back: isHelpVisible = false
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
