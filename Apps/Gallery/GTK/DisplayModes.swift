import SplitKit
import SplitKitGTK

/// Seed 002, display modes: the display-mode button in the detail's bar; `p` cycles the
/// preferred mode, `1`-`4` pick automatic, secondary only, one beside and one over; `n`
/// stamps the detail with the time.
final class DisplayModes: GTKGalleryApp {
  let master: GTKListViewController
  let detail = GTKTextViewController(title: "Detail")
  private static let modes: [SplitViewController.DisplayMode] = [
    .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
  ]
  private var stamps = 0

  init(rows: Int) {
    master = GTKListViewController(title: "Items", count: rows) { "Item \($0 + 1)" }
    super.init(split: SplitViewController(style: .doubleColumn))
    master.onChoose = { [unowned self] index in
      detail.title = "Item \(index + 1)"
      show()
      split.primaryDidSelectItem()
    }
    split.setViewController(master, for: .primary)
    split.setViewController(detail, for: .secondary)
    show()
  }

  override func onKey(_ key: KeyEvent) -> Bool {
    guard case .character(let character) = key.key else { return false }
    switch character {
    case "p":
      let index = Self.modes.firstIndex(of: split.preferredDisplayMode) ?? 0
      split.preferredDisplayMode = Self.modes[(index + 1) % Self.modes.count]
    case "1", "2", "3", "4":
      split.preferredDisplayMode = Self.modes[Int(String(character)).map { $0 - 1 } ?? 0]
    case "n":
      stamps += 1
    default: return false
    }
    show()
    return true
  }

  private func show() {
    detail.text = """
      displayMode: \(split.displayMode)
      preferredDisplayMode: \(split.preferredDisplayMode)
      Now pressed: \(stamps) times

      p cycles the preferred mode; 1 automatic, 2 secondaryOnly, 3 oneBesideSecondary,
      4 oneOverSecondary; n stamps this detail.
      """
  }
}
