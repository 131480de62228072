import SplitKit
public import SplitKitTerminal

extension SlidingMasterApp {
  /// The detail: a toolbar, the chosen item's title and "You selected item N".
  ///
  /// The toolbar is empty while the master is docked; while it is hidden the toolbar's
  /// first item is the "Master" button handed over by the split view.
  public final class Detail: TerminalViewController {
    /// The chosen item, 1-based; `nil` until the user chooses one.
    public var item: Int? {
      didSet { title = item.map { "Item \($0)" } ?? "Detail" }
    }
    /// The toolbar's items, "Master" first while the master is hidden.
    public private(set) var toolbarItems: [BarItem] = []
    private var masterButton: SplitKit.BarButtonItem?

    /// The identifier of the "Master" toolbar button.
    public static let masterButtonID: BarItem.ID = "master"

    /// Creates the detail with nothing chosen.
    public init() {
      super.init(title: "Detail")
    }

    /// Puts the split view's button first in the toolbar, unless it is already there.
    func addMasterButton(_ button: SplitKit.BarButtonItem) {
      masterButton = button
      guard !toolbarItems.contains(where: { $0.id == Self.masterButtonID }) else { return }
      toolbarItems.insert(
        BarItem(id: Self.masterButtonID, title: button.title), at: 0)
    }

    /// Takes the "Master" button out of the toolbar.
    func removeMasterButton() {
      masterButton = nil
      toolbarItems.removeAll { $0.id == Self.masterButtonID }
    }

    /// Draws the toolbar on the first row and the item's labels below it.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      guard !rect.isEmpty else { return }
      toolbar.render(in: toolbarRect(in: rect), of: &buffer)
      let x = rect.x + 2
      if let item {
        buffer.setString(
          "Item \(item)", at: CellPosition(x: x, y: rect.y + 2), style: Style(attributes: .bold),
          clip: rect)
        buffer.setString(
          "You selected item \(item)", at: CellPosition(x: x, y: rect.y + 4), clip: rect)
      } else {
        buffer.setString(
          "Select an item from the master list.", at: CellPosition(x: x, y: rect.y + 2), clip: rect)
      }
    }

    /// `m` presses the "Master" button when there is one.
    public override func handle(key: KeyEvent) -> Bool {
      guard key.key == .character("m"), key.modifiers.isEmpty, let masterButton else {
        return false
      }
      masterButton.press()
      return true
    }

    /// A click on the "Master" button shows the master.
    public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
      guard mouse.kind == .press, mouse.button == .left,
        toolbar.hitTest(mouse.position, in: toolbarRect(in: rect)) == Self.masterButtonID,
        let masterButton
      else { return false }
      masterButton.press()
      return true
    }

    private var toolbar: Toolbar { Toolbar(items: toolbarItems) }

    private func toolbarRect(in rect: CellRect) -> CellRect {
      CellRect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
    }
  }
}
