public import SplitKit
public import SplitKitTerminal

/// The README of Elegant Chaos's `IndexDetailViewController` (2020), on SplitKit's
/// `IndexDetailController`.
///
/// An index of five entries beside a detail navigation stack whose root is a placeholder
/// ("Nothing selected"):
///
/// - Enter on an index entry uses `showDetail` (clear to the placeholder, then push).
/// - `p` (or clicking "Push another") in a detail page uses `pushDetail`.
/// - `c` toggles collapsed (the container's `forcesCollapse`); below 80 columns it also
///   collapses by itself and expands again when the space returns. Collapsing moves the
///   index onto the stack just above the placeholder — `[root]` becomes `[root, index]`,
///   `[root, A, B]` becomes `[root, index, A, B]` still showing B — and Escape walks back
///   B → A → index. Expanding takes the index back out. Both animate over the container's
///   `transitionDuration` (250 ms): the pane that stays grows while the other slides away.
/// - `a` switches between the horizontal and vertical axis.
/// - Tab moves focus between index and detail when both show.
///
/// The container adds no chrome: the index draws its own divider and hides it when
/// collapsed, as the README suggests. The whole container is the split view's compact
/// column, so the host gives it the full screen and its title bar.
public final class IndexDetailApp: GalleryApp {
  /// The split view hosting the container full screen.
  public let split: SplitViewController
  /// The screen drawing the container.
  public let screen: Screen
  /// The container.
  public var container: IndexDetailController { screen.container }

  /// The default host configuration.
  public var configuration: HostConfiguration { HostConfiguration() }

  /// The index entries.
  public static let entries = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]

  /// Builds the example.
  public init() {
    screen = Screen()
    split = SplitViewController(style: .doubleColumn)
    split.forcesCollapse = true
    split.setViewController(screen, for: .compact)
    screen.app = self
  }

  /// The titles on the detail stack, bottom first.
  public var stackTitles: [String] { container.detailNavigation.viewControllers.map(\.debugName) }

  /// Shows entry `index` with `showDetail`.
  public func choose(_ index: Int) {
    container.showDetail(Page(app: self, entry: Self.entries[index], level: 1))
    screen.focusesDetail = true
  }

  /// Pushes another page for the same entry with `pushDetail`.
  func pushAnother(after page: Page) {
    container.pushDetail(Page(app: self, entry: page.entry, level: page.level + 1))
  }
}
