import GalleryExamples
import SplitKit
import SplitKitGTK

/// Seed 004, the adaptive split view: the article overrides the traits so the split is
/// regular when wider than 320 points; the primary takes 0.3 of the width.
final class NinjaWeapons: GTKGalleryApp {
  static let weapons = NinjaWeapon.all
  let list: GTKListViewController

  init() {
    list = GTKListViewController(title: "Weapons", count: Self.weapons.count) {
      Self.weapons[$0].name
    }
    super.init(split: SplitViewController(style: .doubleColumn))
    list.onChoose = { [unowned self] row in
      let weapon = Self.weapons[row]
      list.showDetail(GTKTextViewController(title: weapon.name, text: weapon.summary))
    }
    split.setViewController(list, for: .primary)
    split.setViewController(
      GTKTextViewController(title: "Weapon", text: "Choose a weapon."), for: .secondary)
    // Set on the split view, the one source of truth: compact at most 320 points (the
    // article's override), side by side from 640; the primary is 0.3 of the width.
    split.thresholds = SplitThresholds(wideWidth: 640, compactHeight: 320, wideHeight: 640)
    split.thresholds.compactWidthMaximum = 320
    split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 0, maximum: 10_000)
    split.minimumSecondaryColumnWidth = 160
  }
}
