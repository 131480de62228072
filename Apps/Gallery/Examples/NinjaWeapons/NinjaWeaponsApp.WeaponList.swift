public import SplitKitContent
public import SplitKitHostCore

extension NinjaWeaponsApp {
  /// The weapons; Enter shows one with `showDetail`, `s` with `show`.
  public final class WeaponList: ListController {
    weak var app: NinjaWeaponsApp?

    /// Creates the list.
    public init() {
      super.init(title: "Weapons")
    }

    /// The weapon count.
    public override var numberOfRows: Int { NinjaWeapon.all.count }

    /// The weapon's name.
    public override func row(at index: Int) -> ListRowContent {
      ListRowContent(title: NinjaWeapon.all[index].name)
    }

    /// Shows the weapon with `showDetail`.
    public override func didOpenRow(at index: Int, byKeyboard: Bool) {
      app?.open(index, detail: true)
    }

    /// `s` shows the selected weapon with `show`.
    public override func handle(key: KeyEvent) -> Bool {
      guard key.key == .character("s"), key.modifiers.isEmpty, let row = selectedRow else {
        return false
      }
      app?.open(row, detail: false)
      return true
    }

    /// The size class and the last route.
    public override var statusLines: [StatusContent] { [StatusContent(app?.status ?? "")] }
  }
}
