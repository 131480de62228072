public import SplitKit
public import SplitKitContent

/// Keith Harrison's "Mail app style Split View Controller with a sliding master view" (Use
/// Your Loaf, 2011): a split view whose master slides in over the detail.
///
/// The master is a list of rows "Item 1" … "Item N"; the detail shows the chosen item as
/// its title and "You selected item N" (before any choice, a prompt to pick one).
///
/// - **Wide terminal** (120 columns and more, the document's landscape): master and detail
///   side by side, no button.
/// - **Medium terminal** (80–119 columns, the document's portrait): the detail fills the
///   screen and its bar gets a "Master" button. The button, `m`, or
///   a drag to the right anywhere on the detail (`revealGestureArea = .anywhere`) slides
///   the master in over the detail,
///   with a border and a shadow on its open edge. A click or a drag to the left on the
///   detail, Escape, or choosing an item slides it away.
/// - Resizing across 120 columns adds or removes the button — exactly one, however often
///   it happens — through the split view's classic bar-button hand-off
///   (`willHide … with barButtonItem` / `willShow … invalidating`).
///
/// ```
/// swift run gallery sliding-master --rows 1000000
/// ```
public final class SlidingMasterApp: GalleryApp, SplitViewControllerDelegate {
  /// The split view: master list as primary, detail as secondary.
  public let split: SplitViewController
  /// The list of items.
  public let master: Master
  /// The detail showing the chosen item.
  public let detail: Detail

  /// Builds the example.
  ///
  /// - Parameter rows: How many items the master lists ("Item 1" … "Item rows"); the list
  ///   is virtualized, so a million rows start as fast as twenty.
  public init(rows: Int = 20) {
    split = SplitViewController(style: .doubleColumn)
    detail = Detail()
    master = Master(count: max(0, rows))
    master.onChoose = { [unowned self] item in choose(item) }
    split.displayModeButtonVisibility = .never  // The "Master" toolbar button replaces it.
    split.revealGestureArea = .anywhere  // Mail's swipe right anywhere on the detail.
    split.delegate = self
    master.select(row: 0)
    split.setViewController(master, for: .primary)
    split.setViewController(detail, for: .secondary)
  }

  /// Shows item `item` in the detail and slides the master away if it is over the detail.
  ///
  /// - Parameter item: The 1-based item number.
  public func choose(_ item: Int) {
    detail.item = item
    split.primaryDidSelectItem()
  }

  /// Takes the button that shows the master and puts it first in the detail's toolbar.
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: SplitKit.BarButtonItem
  ) {
    detail.setMasterButton(barButtonItem)
  }

  /// Removes the master button: the master is docked again.
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: SplitKit.BarButtonItem
  ) {
    detail.setMasterButton(nil)
  }
}

extension SlidingMasterApp {
  /// `m`, the Master button, for the host's help.
  public var keyCommands: [KeyCommand] {
    [KeyCommand(keys: "m", description: "Show the master (the Master button)")]
  }
}
