import GalleryExamples
public import SplitKit
public import SplitKitTerminal

/// The NinjaWeapons app of Sam Davies's "iOS8 Day-by-Day :: Day 18 ::
/// UISplitViewController" (2014): a list of weapons with a detail for each, on any
/// terminal width.
///
/// - **Trait override:** the article's container forces a regular horizontal size class
///   when wider than 320 points; here the split view's own thresholds say it the same way,
///   compact at most ``compactWidthMaximum`` (39) columns, so even a 40-column terminal
///   shows both columns. Narrower, the split collapses into one navigation stack.
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

  /// The standard host configuration: the thresholds are the split view's own.
  public var configuration: HostConfiguration { HostConfiguration() }

  /// The weapons and what each is.
  public static let weapons: [(name: String, summary: String)] = NinjaWeapon.all.map {
    (name: $0.name, summary: $0.summary)
  }

  /// Builds the example.
  public init() {
    split = SplitViewController(style: .doubleColumn)
    list = WeaponList()
    list.app = self
    split.preferredDisplayMode = .oneBesideSecondary
    // The trait override, set on the split view (the one source of truth, which the host
    // keeps): compact at most 39 columns, side by side from 80.
    split.thresholds = SplitThresholds(
      compactWidth: 80, wideWidth: 80, compactHeight: 20, wideHeight: 40)
    split.thresholds.compactWidthMaximum = Self.compactWidthMaximum
    split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 14, maximum: 60)
    split.minimumSecondaryColumnWidth = 20
    split.delegate = self
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

  /// Keeps an empty detail off the collapsed stack.
  public func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    let detail = (secondary as? NavigationController)?.topViewController ?? secondary
    return (detail as? WeaponDetail)?.weapon == nil
  }

  /// The status line: size class and the last route.
  var status: String {
    let traits = split.isCollapsed ? "compact" : "regular"
    return "\(traits) · \(lastRoute)"
  }
}
