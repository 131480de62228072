import SplitKit
public import SplitKitTerminal

extension DisplayModesApp {
  /// The master: a "Now" button and the mode status.
  public final class Master: TerminalViewController {
    weak var app: DisplayModesApp?

    /// Creates the master.
    public init() {
      super.init(title: "Master")
    }

    /// Draws the "Now" button, the status and the keys.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      let button =
        context.isFocused ? Style(attributes: [.reverse, .bold]) : Style(attributes: .bold)
      buffer.setString(
        "[ Now ]", at: CellPosition(x: rect.x + 2, y: rect.y + 1), style: button, clip: rect)
      let lines =
        (app?.statusLines ?? []) + ["", "n Now  p mode  1-4 pick", "\\ display-mode button"]
      for (row, line) in lines.enumerated() {
        buffer.setString(line, at: CellPosition(x: rect.x + 2, y: rect.y + 3 + row), clip: rect)
      }
    }

    /// Enter presses "Now".
    public override func perform(_ command: HostCommand) -> Bool {
      guard command == .open else { return false }
      app?.pressNow()
      return true
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }

    /// A click on the "Now" button presses it.
    public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
      let button = CellRect(x: rect.x + 2, y: rect.y + 1, width: 7, height: 1)
      guard mouse.kind == .press, mouse.button == .left, button.contains(mouse.position) else {
        return false
      }
      app?.pressNow()
      return true
    }
  }
}
