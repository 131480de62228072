public import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// A triple-column split — sidebar, list, detail — with every display mode and split
/// behaviour one key away, to show what the later column API adds to the documents'
/// two-column split views.
///
/// Keys (in any column):
///
/// | Key | Does |
/// | --- | --- |
/// | `1`…`7` | preferred mode: automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary |
/// | `b` | next preferred split behaviour: automatic, tile, overlay, displace |
/// | `\` | the display-mode button (sidebar toggle or chevron, per behaviour) |
/// | `f` | the secondary-only (full screen) button |
/// | `s` / `S` | show / hide the sidebar column (`show(.primary)`, `hide(.primary)`) |
/// | `i` | show or hide the inspector (`show(.inspector)`, `hide(.inspector)`) |
///
/// Opening a folder fills the list; opening a message shows it in the detail. The
/// detail's last lines show the preferred and resolved mode and behaviour.
public final class ThreeColumnsApp: GalleryApp, SplitViewControllerDelegate {
  /// The split view: sidebar, list and detail.
  public let split: SplitViewController
  /// The folders.
  public let sidebar: Sidebar
  /// The messages of the chosen folder.
  public let list: MessageList

  /// The folders the sidebar lists.
  public static let folders = ["Inbox", "Drafts", "Sent", "Archive"]

  /// The modes `1`…`7` pick.
  public static let modes: [SplitViewController.DisplayMode] = SplitViewController.DisplayMode
    .allCases

  /// Builds the example.
  ///
  /// - Parameters:
  ///   - rows: How many messages each folder lists.
  ///   - units: The host's units: in a window the list column is 320 points (240–480).
  public init(rows: Int = 20, units: GalleryUnits = .cells) {
    split = SplitViewController(style: .tripleColumn)
    if units == .points {
      split.supplementaryColumnSizing = ColumnSizing(width: 320, minimum: 240, maximum: 480)
    }
    split.showsSecondaryOnlyButton = true
    sidebar = Sidebar()
    list = MessageList(count: max(0, rows))
    sidebar.app = self
    list.app = self
    sidebar.select(row: 0)
    list.select(row: 0)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(list, for: .supplementary)
    split.setViewController(Detail(app: self, message: nil), for: .secondary)
    split.setViewController(
      DocumentController(
        title: "Inspector",
        document: Document(blocks: [.body("Details of the selection. i hides it.")])),
      for: .inspector)
    split.delegate = self
  }

  /// The keys every column understands, for the host's help.
  public var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "1-7", description: "Preferred display mode"),
      KeyCommand(keys: "b", description: "Next preferred split behaviour"),
      KeyCommand(keys: "f", description: "The secondary-only (full screen) button"),
      KeyCommand(keys: "s S", description: "Show, hide the sidebar"),
      KeyCommand(keys: "i", description: "Show or hide the inspector"),
    ]
  }

  /// The mode is changing: the detail shows it again.
  public func splitViewController(
    _ split: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {
    statusDidChange()
  }

  /// The detail on screen shows the mode and behaviour again.
  func statusDidChange() {
    for column in [SplitViewController.Column.secondary, .primary] {
      let top = split.navigationController(for: column)?.topViewController
      (top as? Detail)?.documentDidChange()
    }
  }

  /// Opens folder `index`: the list shows its messages.
  public func openFolder(_ index: Int) {
    list.folder = Self.folders[index]
    list.select(row: 0)
    split.show(.supplementary)
  }

  /// Opens message `index` of the current folder in the detail.
  public func openMessage(_ index: Int) {
    list.showDetail(Detail(app: self, message: "\(list.folder) message \(index + 1)"), sender: list)
  }

  /// The keys every column understands.
  func handle(key: KeyEvent) -> Bool {
    guard case .character(let character) = key.key, key.modifiers.subtracting(.shift).isEmpty else {
      return false
    }
    switch character {
    case "1"..."7":
      guard let digit = character.wholeNumberValue else { return false }
      split.preferredDisplayMode = Self.modes[digit - 1]
    case "b":
      let all = SplitViewController.SplitBehavior.allCases
      let index = all.firstIndex(of: split.preferredSplitBehavior) ?? 0
      split.preferredSplitBehavior = all[(index + 1) % all.count]
    case "f": split.pressSecondaryOnlyButton()
    case "s": split.show(.primary)
    case "S": split.hide(.primary)
    case "i":
      split.pressInspectorButton()
    default: return false
    }
    statusDidChange()
    return true
  }

  /// The status lines the detail shows.
  var statusLines: [String] {
    [
      "mode      \(split.displayMode.rawValue) (preferred \(split.preferredDisplayMode.rawValue))",
      "behavior  \(split.splitBehavior.rawValue) (preferred \(split.preferredSplitBehavior.rawValue))",
      "1-7 mode  b behavior  \\ button  f full screen  s/S sidebar  i inspector",
    ]
  }
}
