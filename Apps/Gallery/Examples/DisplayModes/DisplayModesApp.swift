public import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// Keith Harrison's "Split View Controller Display Modes" (Use Your Loaf, 2020): a master
/// with a "Now" button that sets a timestamp in the detail.
///
/// - The master has one button, "Now" (`n`, Enter or a click), which shows a new detail
///   with the current time through `showDetail` — the article's show-detail segue. The
///   time is read from the clock the host runs on, so tests see exact times.
/// - The detail's navigation bar carries the display-mode button (`\` or a click on ☰),
///   toggling between both visible (`oneBesideSecondary`, the article's allVisible) and
///   the primary hidden (`secondaryOnly`, primaryHidden).
/// - The preferred display mode starts at allVisible, the article's choice, and can be
///   switched at run time: `p` steps through every mode, `1`…`4` pick automatic,
///   primaryHidden, allVisible and primaryOverlay. Both columns show the preferred and
///   the current mode.
/// - In a compact terminal (under 80 columns) the split view collapses; the delegate keeps
///   the detail off the stack while it has no timestamp, so the master shows until a
///   detail has been chosen.
public final class DisplayModesApp: GalleryApp, SplitViewControllerDelegate {
  /// The split view: master as primary, detail as secondary.
  public let split: SplitViewController
  /// The master with the "Now" button.
  public let master: Master
  private weak var host: (any ContentHost)?

  /// The modes `p` steps through and `1`…`4` pick, with the article's names.
  public static let modes: [(mode: SplitViewController.DisplayMode, name: String)] = [
    (.automatic, "automatic"), (.secondaryOnly, "primaryHidden"),
    (.oneBesideSecondary, "allVisible"),
    (.oneOverSecondary, "primaryOverlay"),
  ]

  /// Builds the example: allVisible preferred, an empty detail.
  public init() {
    split = SplitViewController(style: .doubleColumn)
    master = Master()
    master.app = self
    split.preferredDisplayMode = .oneBesideSecondary
    split.delegate = self
    split.setViewController(master, for: .primary)
    split.setViewController(Detail(app: self, timestamp: nil), for: .secondary)
  }

  /// Reads the time from the host's clock from now on.
  ///
  /// - Parameter host: The running host.
  public func attach(to host: any ContentHost) {
    self.host = host
  }

  /// The keys both columns understand, for the host's help.
  public var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "n Enter", description: "Now: stamp a new detail with the time"),
      KeyCommand(keys: "p", description: "Next preferred display mode"),
      KeyCommand(keys: "1-4", description: "automatic, primaryHidden, allVisible, primaryOverlay"),
    ]
  }

  /// The detail on screen (the top of the secondary's stack, or of the collapsed stack).
  public var detail: Detail? {
    if split.isCollapsed {
      return split.navigationController(for: .primary)?.topViewController as? Detail
    }
    return split.navigationController(for: .secondary)?.topViewController as? Detail
  }

  /// Presses "Now": shows a detail stamped with the host clock's current time.
  public func pressNow() {
    master.showDetail(Detail(app: self, timestamp: host?.now ?? .zero), sender: master)
  }

  /// Switches the preferred display mode to the next one of ``modes``.
  public func stepPreferredMode() {
    let index = Self.modes.firstIndex { $0.mode == split.preferredDisplayMode } ?? 0
    split.preferredDisplayMode = Self.modes[(index + 1) % Self.modes.count].mode
  }

  /// The keys both columns understand: `n` Now, `p` next preferred mode, `1`…`4` a mode.
  func handle(key: KeyEvent) -> Bool {
    guard key.modifiers.isEmpty, case .character(let character) = key.key else { return false }
    switch character {
    case "n": pressNow()
    case "p": stepPreferredMode()
    case "1", "2", "3", "4":
      guard let digit = character.wholeNumberValue else { return false }
      split.preferredDisplayMode = Self.modes[digit - 1].mode
    default: return false
    }
    modesDidChange()
    return true
  }

  /// The two status lines: preferred and current mode.
  var statusLines: [String] {
    [
      "Preferred: \(Self.name(of: split.preferredDisplayMode))",
      "Showing:   \(Self.name(of: split.displayMode))",
    ]
  }

  /// The article's name for `mode`.
  static func name(of mode: SplitViewController.DisplayMode) -> String {
    modes.first { $0.mode == mode }?.name ?? mode.rawValue
  }

  /// Keeps the detail off the collapsed stack until it has a timestamp, so a compact
  /// terminal shows the master first (the article's last section).
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    let detail = (secondary as? NavigationController)?.topViewController ?? secondary
    return (detail as? Detail)?.timestamp == nil
  }

  /// The mode is changing: both columns show it again.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {
    modesDidChange()
  }

  /// Both columns show the preferred and current mode again.
  func modesDidChange() {
    master.documentDidChange()
    detail?.documentDidChange()
  }
}
