import SplitKit
import SplitKitGTK

/// Seed 000: a list of items beside a detail in landscape; in portrait the detail fills
/// the window and a "Master" button (the split view's classic bar-button item, handed to
/// the detail by the delegate) or an edge drag slides the 320-point master over it.
final class SlidingMaster: GTKGalleryApp, SplitViewControllerDelegate {
  let master: GTKListViewController
  let detail = Detail(title: "Detail", text: "Pick an item from the master list.")

  /// The detail, with the master button as its first bar item while the master is hidden.
  final class Detail: GTKTextViewController {
    var masterButton: SplitKit.BarButtonItem?

    override var leadingBarButtons: [GTKBarButton] {
      guard let masterButton else { return [] }
      return [GTKBarButton(title: masterButton.title) { masterButton.press() }]
    }
  }

  init(rows: Int) {
    master = GTKListViewController(title: "Master", count: rows) { "Item \($0 + 1)" }
    super.init(split: SplitViewController(style: .doubleColumn))
    split.displayModeButtonVisibility = .never
    split.delegate = self
    master.onChoose = { [unowned self] index in
      detail.title = "Item \(index + 1)"
      detail.text = "You selected item \(index + 1)"
      split.primaryDidSelectItem()
    }
    split.setViewController(master, for: .primary)
    split.setViewController(detail, for: .secondary)
  }

  func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: SplitKit.BarButtonItem
  ) {
    detail.masterButton = barButtonItem
  }

  func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: SplitKit.BarButtonItem
  ) {
    detail.masterButton = nil
  }
}
