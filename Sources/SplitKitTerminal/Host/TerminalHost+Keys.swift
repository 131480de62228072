import SplitKit
import SplitKitContent

extension TerminalHost {
  /// The controller on top of the focused column, which gets keys, commands and paste first.
  public var focusedController: TerminalViewController? {
    guard let column = split.focusedColumn else { return nil }
    return split.topViewController(in: column)?.terminalView
  }

  /// Handles a key through the content layer's session (``/SplitKitContent/ContentSession``):
  /// help first, then the focused controller, then the bindings; the session hands back
  /// quit and suspend.
  func handle(key: KeyEvent) {
    let scroll = isHelpVisible ? helpScroll : nil
    if case .perform(let command) = session.receive(key: key, helpScroll: scroll) {
      performHostCommand(command)
    }
  }

  /// The help overlay: the bindings' keys, then the app's, scrolled to ``helpFirstRow``.
  var helpOverlay: HelpOverlay {
    var help = HelpOverlay(title: "Keys", bindings: [])
    help.bindings = session.helpEntries
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

  /// Performs a command nobody else handled: the split-level ones and help through the
  /// session, then quit and suspend.
  ///
  /// - Parameter command: The command; nil does nothing.
  public func perform(command: HostCommand?) {
    guard let command, case .perform(let command) = session.perform(command) else { return }
    performHostCommand(command)
  }

  /// Quits or suspends, what the session leaves to the terminal.
  private func performHostCommand(_ command: HostCommand) {
    switch command {
    case .quit: requestQuit()
    case .suspend: requestSuspend()
    default: break
    }
  }

  private func requestSuspend() {
    suspendRequested = true
  }
}
