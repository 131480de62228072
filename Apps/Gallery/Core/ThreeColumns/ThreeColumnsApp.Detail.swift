import SplitKit
public import SplitKitTerminal

extension ThreeColumnsApp {
  /// The detail: the chosen message and the mode status.
  public final class Detail: TerminalViewController {
    /// The message shown; `nil` before one is chosen.
    public let message: String?
    private weak var app: ThreeColumnsApp?

    init(app: ThreeColumnsApp, message: String?) {
      self.app = app
      self.message = message
      super.init(title: message ?? "Detail")
    }

    /// Draws the message and, on the last rows, the status.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      let text = message ?? "Choose a folder, then a message."
      buffer.setString(
        text, at: CellPosition(x: rect.x + 2, y: rect.y + 1), style: Style(attributes: .bold),
        clip: rect)
      let lines = app?.statusLines ?? []
      for (row, line) in lines.enumerated() {
        let y = max(rect.y + 3, rect.maxY - lines.count) + row
        buffer.setString(
          line, at: CellPosition(x: rect.x + 2, y: y), style: Style(attributes: .dim), clip: rect)
      }
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }
  }
}
