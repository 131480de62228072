import SplitKit

extension SplitHost {
  /// The controller on top of the focused column, which gets keys, commands and paste first.
  public var focusedController: TerminalViewController? {
    guard let column = split.focusedColumn else { return nil }
    let navigation = navigationController(for: column)
    return (navigation?.topViewController ?? split.viewController(for: column))
      as? TerminalViewController
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

  /// Performs a command nobody else handled.
  ///
  /// - Parameter command: The command; nil does nothing.
  public func perform(command: HostCommand?) {
    switch command {
    case .back: goBack()
    case .open: moveFocus(by: 1, wrapping: false)
    case .toggleDisplayMode: split.pressDisplayModeButton()
    case .focusNext: moveFocus(by: 1, wrapping: true)
    case .focusPrevious: moveFocus(by: -1, wrapping: true)
    case .narrowPrimary: resizePrimary(by: -configuration.resizeStep)
    case .widenPrimary: resizePrimary(by: configuration.resizeStep)
    case .toggleHelp: isHelpVisible.toggle()
    case .quit: requestQuit()
    case .suspend: requestSuspend()
    case .moveUp, .moveDown, .pageUp, .pageDown, .home, .end, nil: break
    }
  }

  /// Back: pops the focused stack; else dismisses the overlay; else focuses the column before.
  func goBack() {
    let layout = split.layout
    if let column = layout.focusedColumn, let navigation = navigationController(for: column),
      navigation.viewControllers.count >= 2
    {
      navigation.popViewController(animated: true)
    } else if !split.dismissOverlay() {
      moveFocus(by: -1, wrapping: false)
    }
  }

  /// Moves focus among the columns that can take it (visible and not covered).
  func moveFocus(by step: Int, wrapping: Bool) {
    let layout = split.layout
    let columns = layout.columns.filter { !$0.isCovered }.map(\.column).sorted()
    guard !columns.isEmpty else { return }
    let current = layout.focusedColumn.flatMap { columns.firstIndex(of: $0) } ?? 0
    var next = current + step
    if wrapping {
      next = ((next % columns.count) + columns.count) % columns.count
    } else {
      guard columns.indices.contains(next) else { return }
    }
    split.focus(columns[next])
  }

  private func resizePrimary(by delta: Int) {
    guard !split.isCollapsed else { return }
    split.resizeDivider(to: split.primaryColumnWidth + Double(delta))
  }

  private func requestSuspend() {
    suspendRequested = true
  }
}
