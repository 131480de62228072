public import SplitKit
public import SplitKitContent
import SplitKitHostCore

/// The README of Elegant Chaos's `IndexDetailViewController` (2020): an index beside a
/// detail navigation stack, with a placeholder until an entry is chosen.
///
/// An index of five entries beside a detail that starts as "Nothing selected" (a
/// placeholder: collapsed, the split view shows the index rather than it):
///
/// - Enter or a click on an index entry uses `showDetail`: the entry's page replaces the
///   detail stack (collapsed: it is pushed on the one stack).
/// - `p` (or the page's "Push another" button) uses `pushDetail`.
/// - `c` toggles collapsed (the split view's `forcesCollapse`); a compact width collapses
///   it by itself and it expands again when the space returns. Escape walks back.
/// - `a` switches between the horizontal and vertical axis.
///
/// Every column's status line says whether the split is collapsed, its axis and the keys.
public final class IndexDetailApp: GalleryApp, SplitViewControllerDelegate {
  /// The split view: the index as primary, the detail stack as secondary.
  public let split: SplitViewController
  /// The index.
  public let index = Index()
  /// The detail stack's root.
  public let placeholder = Placeholder()

  /// The entries the index lists.
  public static let entries = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]

  /// Builds the example.
  ///
  /// - Parameter units: The host's units (unused: the host's own thresholds apply).
  public init(units: GalleryUnits = .cells) {
    split = SplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.showsPrimaryOverPlaceholderAtLaunch = false
    index.app = self
    placeholder.app = self
    split.delegate = self
    index.select(row: 0)
    split.setViewController(index, for: .primary)
    split.setViewController(placeholder, for: .secondary)
  }

  /// The titles of the detail stack, root first (collapsed: the one stack).
  public var stackTitles: [String] {
    let column: SplitViewController.Column = split.isCollapsed ? .primary : .secondary
    return split.navigationController(for: column)?.viewControllers.map(\.debugName) ?? []
  }

  /// The example's keys, for the host's help.
  public var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "Enter", description: "Show the entry with showDetail"),
      KeyCommand(keys: "p", description: "Push another page with pushDetail"),
      KeyCommand(keys: "c", description: "Collapse or expand (forcesCollapse)"),
      KeyCommand(keys: "a", description: "Switch the axis"),
    ]
  }

  /// Shows entry `index` with `showDetail`: expanded, its page replaces the detail stack
  /// (the placeholder goes); collapsed, it is pushed on the one stack.
  ///
  /// - Parameter index: The entry's index in ``entries``.
  public func choose(_ index: Int) {
    self.index.showDetail(
      Page(app: self, entry: Self.entries[index], level: 1), sender: self.index)
    _ = split.focus(.secondary)
  }

  func pushAnother(after page: Page) {
    split.pushDetail(Page(app: self, entry: page.entry, level: page.level + 1))
  }

  /// `p` push another page (from any column), `c` collapse, `a` axis.
  func handle(key: KeyEvent) -> Bool {
    guard key.modifiers.isEmpty, case .character(let character) = key.key else { return false }
    switch character {
    case "p":
      let column: SplitViewController.Column = split.isCollapsed ? .primary : .secondary
      guard let page = split.navigationController(for: column)?.topViewController as? Page else {
        return false
      }
      pushAnother(after: page)
    case "c": split.forcesCollapse.toggle()
    case "a": split.axis = split.axis == .horizontal ? .vertical : .horizontal
    default: return false
    }
    statusDidChange()
    return true
  }

  /// The status line every column shows.
  var status: String {
    "\(split.isCollapsed ? "collapsed" : "expanded") · \(split.axis.rawValue)"
      + " · Enter showDetail · p pushDetail · c collapse · a axis"
  }

  /// Keeps the placeholder off the collapsed stack: collapsed, the index is the root.
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    let top = split.navigationController(for: .secondary)?.topViewController ?? secondary
    return top is Placeholder
  }

  /// Collapsed: the status lines say it.
  public func splitViewControllerDidCollapse(_ split: SplitViewController) { statusDidChange() }

  /// Expanded: the status lines say it.
  public func splitViewControllerDidExpand(_ split: SplitViewController) { statusDidChange() }

  private func statusDidChange() {
    index.setNeedsDisplay()
    for column in [SplitViewController.Column.primary, .secondary] {
      let top = split.navigationController(for: column)?.topViewController
      (top as? ContentViewController)?.setNeedsDisplay()
    }
  }
}
