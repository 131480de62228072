public import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// Apple's "UISplitViewController Class Reference" of the iOS 6 era: two children, a
/// delegate, the master offered through a bar button when hidden, `presentsWithGesture`,
/// and appearance messages only for children actually on screen.
///
/// The detail's lower half is an event log of everything the split view tells the app:
///
/// - `willHide Master, button "Master"` / `willShow Master, invalidating "Master"`: the
///   bar-button hand-off as the terminal crosses 120 columns (the old rotation). The
///   button is placed first in the detail's toolbar and removed again.
/// - `willPresent Master` when the hidden master is about to show over the detail (the
///   old popover callback), by the button, `m`, or — while `presentsWithGesture` is on —
///   a drag from the left edge.
/// - `viewWillAppear(…)`, `viewDidAppear(…)` and the disappear pair, logged from each
///   child's own appearance callbacks: starting in a medium terminal logs them for the
///   detail only; the master gets them when it slides in or the terminal widens.
///
/// `g` toggles `presentsWithGesture` (logged).
///
/// State preservation (the document's iOS 6 section): the split view and both children
/// have restoration identifiers. `s` preserves ``SplitViewController/restorationState`` and
/// each child's own state as JSON in memory (size and summary logged), `r` restores it with
/// ``SplitViewController/restore(from:resolving:)``, and `x` restores a corrupted copy: the
/// engine's ``RestorationError`` is logged and nothing changes.
public final class ReferenceApp: GalleryApp, SplitViewControllerDelegate {
  /// The split view with its two children.
  public let split: SplitViewController
  /// The master list.
  public let master: Master
  /// The detail with the toolbar and the event log.
  public let detail: Detail
  /// Every event logged, oldest first.
  public private(set) var events: [String] = []
  /// The snapshot `s` preserved, as JSON, or `nil` before the first `s`.
  public internal(set) var preserved: [UInt8]?

  /// The example's keys, for the host's help.
  public var keyCommands: [KeyCommand] { Self.keys }

  /// Builds the example; the log starts empty and fills as the host shows the children.
  public init() {
    split = SplitViewController(style: .doubleColumn)
    split.restorationIdentifier = "reference"
    master = Master()
    detail = Detail()
    master.app = self
    detail.app = self
    split.displayModeButtonVisibility = .never  // The handed-off bar button is the way in.
    split.delegate = self
    for child in [master as ViewController, detail] {
      child.onAppearanceEvent = { [unowned self] event in
        log(
          "view\(event.kind.rawValue.prefix(1).uppercased())\(event.kind.rawValue.dropFirst())(\(event.name))"
        )
      }
    }
    master.select(row: 0)
    split.setViewController(master, for: .primary)
    split.setViewController(detail, for: .secondary)
  }

  /// Appends a line to the event log.
  func log(_ line: String) {
    events.append(line)
    detail.documentDidChange()
  }

  /// Toggles `presentsWithGesture` and logs the new value.
  public func togglePresentsWithGesture() {
    split.presentsWithGesture.toggle()
    log("presentsWithGesture = \(split.presentsWithGesture)")
  }

  /// The keys both children understand: `g` toggles the gesture, `m` shows the master,
  /// `s` preserves, `r` restores, `x` restores a corrupted snapshot.
  func handle(key: KeyEvent) -> Bool {
    guard key.modifiers.isEmpty, case .character(let character) = key.key else { return false }
    switch character {
    case "g": togglePresentsWithGesture()
    case "m": split.barButtonItem?.press()
    case "s": preserve()
    case "r": restorePreserved()
    case "x": restoreCorrupted()
    default: return false
    }
    return true
  }

  /// Logs the hand-off and places the button first in the detail's toolbar.
  public func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: SplitKit.BarButtonItem
  ) {
    log("willHide \(primary.debugName), button \"\(barButtonItem.title)\"")
    detail.showsMasterButton = true
    detail.setNeedsDisplay()
  }

  /// Logs the hand-back and removes the button.
  public func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: SplitKit.BarButtonItem
  ) {
    log("willShow \(primary.debugName), invalidating \"\(barButtonItem.title)\"")
    detail.showsMasterButton = false
    detail.setNeedsDisplay()
  }

  /// Shows the new display mode in the detail.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {
    detail.documentDidChange()
  }

  /// Logs the overlay about to show (the old popover's `willPresentViewController`).
  public func splitViewController(
    _ split: SplitViewController, willPresentInOverlay primary: ViewController
  ) {
    log("willPresent \(primary.debugName)")
  }
}
