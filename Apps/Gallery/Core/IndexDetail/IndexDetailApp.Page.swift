import SplitKit
public import SplitKitTerminal

extension IndexDetailApp {
  /// The placeholder at the root of the detail stack.
  public final class Placeholder: TerminalViewController {
    /// Creates the placeholder.
    public init() {
      super.init(title: "Nothing selected")
    }

    /// Says that nothing is selected.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      buffer.setString(
        "nothing selected", at: CellPosition(x: rect.x + 2, y: rect.y + 1),
        style: Style(attributes: .dim), clip: rect)
    }
  }

  /// A detail page for an entry, with a "Push another" action.
  public final class Page: TerminalViewController {
    /// The entry shown.
    public let entry: String
    /// How deep this page is: 1 for the page `showDetail` put there.
    public let level: Int
    private weak var app: IndexDetailApp?

    init(app: IndexDetailApp, entry: String, level: Int) {
      self.app = app
      self.entry = entry
      self.level = level
      super.init(title: level == 1 ? entry : "\(entry) \(level)")
    }

    /// Draws the entry and the "Push another" button.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      buffer.setString(
        "\(entry), page \(level)", at: CellPosition(x: rect.x + 2, y: rect.y + 1),
        style: Style(attributes: .bold), clip: rect)
      buffer.setString(
        "[ Push another ] (p)", at: CellPosition(x: rect.x + 2, y: rect.y + 3), clip: rect)
    }

    /// `p` pushes another page.
    public override func handle(key: KeyEvent) -> Bool {
      guard key.key == .character("p"), key.modifiers.isEmpty else { return false }
      app?.pushAnother(after: self)
      return true
    }

    /// A click on "Push another" pushes another page.
    public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
      let button = CellRect(x: rect.x + 2, y: rect.y + 3, width: 16, height: 1)
      guard mouse.kind == .press, button.contains(mouse.position) else { return false }
      app?.pushAnother(after: self)
      return true
    }
  }
}
