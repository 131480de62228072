public import SplitKitContent

extension NinjaWeaponsApp {
  /// One weapon: its name and what it is, and the status line.
  public final class WeaponDetail: DocumentController {
    /// The weapon's index; `nil` for the empty detail shown before any choice.
    public let weapon: Int?
    private weak var app: NinjaWeaponsApp?

    init(app: NinjaWeaponsApp, weapon: Int?) {
      self.app = app
      self.weapon = weapon
      super.init(title: weapon.map { NinjaWeapon.all[$0].name } ?? "Weapon")
    }

    /// The weapon's name in bold and its summary; before a choice, a prompt.
    public override func makeDocument() -> Document {
      guard let weapon else { return Document(blocks: [.body("Choose a weapon.")]) }
      let (name, summary) = (NinjaWeapon.all[weapon].name, NinjaWeapon.all[weapon].summary)
      return Document(blocks: [
        .paragraph([TextRun(name, traits: .strong)]), .blank, .body(summary),
      ])
    }

    /// The size class and the last route.
    public override var statusLines: [StatusContent] { [StatusContent(app?.status ?? "")] }
  }
}
