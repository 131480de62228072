import SplitKit
public import SplitKitTerminal

extension NinjaWeaponsApp {
  /// One weapon: its name and what it is, and the status line.
  public final class WeaponDetail: TerminalViewController {
    /// The weapon's index; `nil` for the empty detail shown before any choice.
    public let weapon: Int?
    private weak var app: NinjaWeaponsApp?

    init(app: NinjaWeaponsApp, weapon: Int?) {
      self.app = app
      self.weapon = weapon
      super.init(title: weapon.map { NinjaWeaponsApp.weapons[$0].name } ?? "Weapon")
    }

    /// Draws the weapon and, on the last row, the status line.
    public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
      let x = rect.x + 2
      if let weapon {
        let (name, summary) = NinjaWeaponsApp.weapons[weapon]
        buffer.setString(
          name, at: CellPosition(x: x, y: rect.y + 1), style: Style(attributes: .bold), clip: rect)
        buffer.setString(summary, at: CellPosition(x: x, y: rect.y + 3), clip: rect)
      } else {
        buffer.setString("Choose a weapon.", at: CellPosition(x: x, y: rect.y + 1), clip: rect)
      }
      guard rect.height > 4 else { return }
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      buffer.fill(line, with: Cell(" ", style: Style(attributes: .reverse)))
      buffer.setString(
        app?.status ?? "", at: CellPosition(x: rect.x, y: line.y),
        style: Style(attributes: .reverse), clip: line)
    }
  }
}
