public import SplitKit
public import SplitKitContent

/// The NinjaWeapons app of Sam Davies's "iOS8 Day-by-Day :: Day 18 ::
/// UISplitViewController" (2014): a list of weapons with a detail for each, on any
/// terminal width.
///
/// - **Trait override:** the article's container forces a regular horizontal size class
///   when wider than 320 points; here the split view's own thresholds say it the same way,
///   compact at most 320 points in a window and ``compactWidthMaximum`` (39) columns in a
///   terminal, so even a 40-column terminal shows both columns. Narrower, the split
///   collapses into one navigation stack.
/// - **Widths:** the primary column takes 0.3 of the width (`preferredPrimaryColumnWidthFraction`).
/// - **Routing:** Enter on a weapon uses `showDetail`, `s` uses `show`; the split view routes
///   each as the article's table says (expanded: showDetail replaces the secondary, show
///   pushes inside the list's navigation stack; collapsed: both push on the one stack), and
///   the status line names the route taken.
/// - **Collapse:** the delegate keeps an empty detail off the collapsed stack, so the list
///   shows first; the display-mode button sits in the detail's bar.
public final class NinjaWeaponsApp: GalleryApp, SplitViewControllerDelegate {
  /// The split view: weapons as primary, a weapon as secondary.
  public let split: SplitViewController
  /// The weapons list.
  public let list: WeaponList
  /// The route the last show or showDetail took, as the status line says it.
  public private(set) var lastRoute = "Enter: showDetail  s: show"

  /// The widest terminal that is still compact (the article's "regular when wider than
  /// 320 points", in columns): 39.
  public static let compactWidthMaximum: Double = 39

  /// Builds the example.
  ///
  /// - Parameter units: The host's units: the override is 39 columns or 320 points.
  public init(units: GalleryUnits = .cells) {
    split = SplitViewController(style: .doubleColumn)
    list = WeaponList()
    list.app = self
    split.preferredDisplayMode = .oneBesideSecondary
    // The trait override, set on the split view (the one source of truth, which the host
    // keeps): compact at most 39 columns (320 points), side by side from 80 (640).
    let side = units.length(cells: 80, points: 640)
    split.thresholds = SplitThresholds(
      compactWidth: side, wideWidth: side, compactHeight: units.length(cells: 20, points: 320),
      wideHeight: units.length(cells: 40, points: 640))
    split.thresholds.compactWidthMaximum = units.length(
      cells: Self.compactWidthMaximum, points: 320)
    split.primaryColumnSizing = ColumnSizing(
      fraction: 0.3, minimum: units.length(cells: 14, points: 0),
      maximum: units.length(cells: 60, points: 10_000))
    split.minimumSecondaryColumnWidth = units.length(cells: 20, points: 160)
    split.delegate = self
    list.select(row: 0)
    split.setViewController(list, for: .primary)
    split.setViewController(WeaponDetail(app: self, weapon: nil), for: .secondary)
  }

  /// Shows weapon `index` with `showDetail` (`detail == true`) or `show`.
  public func open(_ index: Int, detail: Bool) {
    let page = WeaponDetail(app: self, weapon: index)
    if detail {
      list.showDetail(page, sender: list)
    } else {
      // `show` is handled by the first ancestor that implements it: the list's navigation
      // controller, which pushes; collapsed, that stack is the split's one stack.
      lastRoute =
        split.isCollapsed
        ? "show → collapsed split: push on the one stack"
        : "show → navigation controller: push in the list's stack"
      list.show(page, sender: list)
    }
    statusDidChange()
  }

  /// The weapon keys, for the host's help.
  public var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "Enter", description: "Show the weapon with showDetail"),
      KeyCommand(keys: "s", description: "Show the weapon with show"),
    ]
  }

  /// Names the route `showDetail` takes in the current context, then lets the split view take it.
  public func splitViewController(
    _ split: SplitViewController, showDetail viewController: ViewController, sender: ViewController
  ) -> Bool {
    lastRoute =
      split.isCollapsed
      ? "showDetail → collapsed split: show on the primary (push)"
      : "showDetail → expanded split: replace the secondary"
    return false
  }

  /// The size class changed: the status lines say it.
  public func splitViewControllerDidCollapse(_ split: SplitViewController) { statusDidChange() }

  /// The size class changed: the status lines say it.
  public func splitViewControllerDidExpand(_ split: SplitViewController) { statusDidChange() }

  /// Keeps an empty detail off the collapsed stack.
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    let detail = (secondary as? NavigationController)?.topViewController ?? secondary
    return (detail as? WeaponDetail)?.weapon == nil
  }

  /// Asks every column to show the status again.
  private func statusDidChange() {
    list.setNeedsDisplay()
    for column in [SplitViewController.Column.primary, .secondary] {
      let top = split.navigationController(for: column)?.topViewController
      (top as? ContentViewController)?.setNeedsDisplay()
    }
  }

  /// The status line: size class and the last route.
  var status: String {
    let traits = split.isCollapsed ? "compact" : "regular"
    return "\(traits) · \(lastRoute)"
  }
}
