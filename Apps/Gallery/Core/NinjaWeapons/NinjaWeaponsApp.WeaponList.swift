import SplitKit
public import SplitKitTerminal

extension NinjaWeaponsApp {
  /// The weapons; Enter shows one with `showDetail`, `s` with `show`.
  public final class WeaponList: ListViewController {
    weak var app: NinjaWeaponsApp?

    /// Creates the list.
    public init() {
      super.init(title: "Weapons")
    }

    /// The weapon count.
    public override var numberOfRows: Int { NinjaWeaponsApp.weapons.count }

    /// The weapon's name.
    public override func row(at index: Int) -> ListRow {
      ListRow(NinjaWeaponsApp.weapons[index].name)
    }

    /// Shows the weapon with `showDetail`.
    public override func didOpenRow(at index: Int) { app?.open(index, detail: true) }

    /// `s` shows the selected weapon with `show`.
    public override func handle(key: KeyEvent) -> Bool {
      guard key.key == .character("s"), key.modifiers.isEmpty, let row = selectedRow else {
        return false
      }
      app?.open(row, detail: false)
      return true
    }

    /// Draws the list with the status line on its last row.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      guard rect.height > 2 else { return super.draw(in: rect, buffer: &buffer, context: context) }
      super.draw(
        in: CellRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1),
        buffer: &buffer, context: context)
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      buffer.fill(line, with: Cell(" ", style: Style(attributes: .reverse)))
      buffer.setString(
        app?.status ?? "", at: CellPosition(x: rect.x, y: line.y),
        style: Style(attributes: .reverse), clip: line)
    }
  }
}
