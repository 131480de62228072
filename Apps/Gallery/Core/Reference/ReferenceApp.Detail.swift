import SplitKit
public import SplitKitTerminal

extension ReferenceApp {
  /// The detail: a toolbar (with "Master" while the master is hidden), the chosen topic,
  /// and the event log pane.
  public final class Detail: TerminalViewController {
    weak var app: ReferenceApp?
    /// The topic chosen in the master.
    public var topic: String?
    /// Whether the toolbar shows the handed-off "Master" button.
    public internal(set) var showsMasterButton = false

    /// Creates the detail.
    public init() {
      super.init(title: "Detail", restorationIdentifier: "detail")
    }

    private var toolbar: Toolbar {
      Toolbar(
        items: showsMasterButton
          ? [BarItem(id: "master", title: "Master")] : [])
    }

    /// Draws the toolbar, the topic, the display mode, and the last events that fit.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      guard rect.height > 0 else { return }
      toolbar.render(in: CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), of: &buffer)
      let topicText = topic.map { "Topic: \($0)" } ?? "Choose a topic in the master."
      buffer.setString(
        topicText, at: CellPosition(x: rect.x + 2, y: rect.y + 2), style: Style(attributes: .bold),
        clip: rect)
      if let mode = splitViewController?.displayMode {
        buffer.setString(
          "Display mode: \(mode)", at: CellPosition(x: rect.x + 2, y: rect.y + 3), clip: rect)
      }
      let top = rect.y + 5
      guard top < rect.maxY else { return }
      buffer.setString(
        "Event log (g gesture, m master, s preserve, r restore, x corrupted restore)",
        at: CellPosition(x: rect.x + 2, y: top),
        style: Style(attributes: .underline), clip: rect)
      let room = max(0, rect.maxY - top - 1)
      for (row, line) in (app?.events ?? []).suffix(room).enumerated() {
        buffer.setString(line, at: CellPosition(x: rect.x + 2, y: top + 1 + row), clip: rect)
      }
    }

    /// The app's keys.
    public override func handle(key: KeyEvent) -> Bool { app?.handle(key: key) ?? false }

    /// A click on "Master" presses the handed-off button.
    public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
      let bar = CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1)
      guard mouse.kind == .press, toolbar.hitTest(mouse.position, in: bar) == "master" else {
        return false
      }
      splitViewController?.barButtonItem?.press()
      return true
    }
  }
}
