import Foundation
import SplitKit
import SplitKitTesting
import Testing

/// The "Coming from NavigationSplitView" article's mappings, each run through the public
/// API at iPad sizes in points (the engine's defaults), and its example checked against
/// the article's text.
@MainActor @Suite struct ComingFromNavigationSplitViewTests {
  /// A split with the engine's point defaults in a 1194 x 834 container (wide).
  private func split(_ style: SplitViewController.Style) -> (
    SplitViewController, RecordingSplitDelegate
  ) {
    let split = SplitViewController(style: style)
    let delegate = RecordingSplitDelegate()
    split.delegate = delegate
    split.animationsEnabled = false
    split.thresholds = SplitThresholds(compactWidth: 500, wideWidth: 1000)
    split.setViewController(ViewController(title: "Sidebar"), for: .primary)
    if style == .tripleColumn {
      split.setViewController(ViewController(title: "Content"), for: .supplementary)
    }
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.setContainerSize(Size(width: 1194, height: 834))
    split.setVisibleInWindow(true)
    return (split, delegate)
  }

  @Test func columnVisibilityMapsToThePreferredDisplayMode() {
    let (triple, _) = split(.tripleColumn)
    let cases: [(String, SplitViewController.DisplayMode, [SplitViewController.Column])] = [
      (".all", .twoBesideSecondary, [.secondary, .supplementary, .primary]),
      (".doubleColumn", .oneBesideSecondary, [.secondary, .supplementary]),
      (".detailOnly", .secondaryOnly, [.secondary]),
    ]
    for (visibility, mode, columns) in cases {
      triple.preferredDisplayMode = mode
      #expect(triple.displayMode == mode, "\(visibility)")
      #expect(triple.layout.visibleColumns == columns, "\(visibility)")
    }
    let (double, _) = split(.doubleColumn)
    double.preferredDisplayMode = .oneBesideSecondary  // .all and .doubleColumn
    #expect(double.layout.visibleColumns == [.secondary, .primary])
  }

  @Test func balancedTilesAndShrinksTheDetailWhileProminentDetailKeepsItsSize() {
    let (balanced, _) = split(.doubleColumn)
    balanced.preferredSplitBehavior = .tile
    balanced.preferredDisplayMode = .oneBesideSecondary
    #expect(balanced.layout[.secondary]?.frame.width == 873)  // 1194 - 320 - 1 divider
    let (prominent, _) = split(.doubleColumn)
    prominent.preferredSplitBehavior = .overlay
    prominent.preferredDisplayMode = .oneOverSecondary
    #expect(prominent.displayMode == .oneOverSecondary)
    #expect(prominent.layout[.secondary]?.frame.width == 1194)
    #expect(prominent.layout[.primary]?.frame.width == 320)
  }

  @Test func thePreferredCompactColumnIsTheDelegatesTopColumnForCollapsing() {
    let (split, delegate) = split(.doubleColumn)
    delegate.topColumnForCollapsing = .secondary
    split.setContainerSize(Size(width: 400, height: 834))
    #expect(split.isCollapsed)
    #expect(split.isShowing(.secondary))
    #expect(!split.isShowing(.primary))
  }

  @Test func columnWidthsMapToColumnSizingAsTheArticleShows() throws {
    let (split, _) = split(.doubleColumn)
    #expect(split.primaryColumnWidth == 320, "the UIKit-like default")
    // Article example: begin
    // .navigationSplitViewColumnWidth(min: 180, ideal: 240, max: 320)
    split.primaryColumnSizing = ColumnSizing(width: 240, minimum: 180, maximum: 320)
    // .navigationSplitViewColumnWidth(200): a fixed width
    split.primaryColumnSizing = ColumnSizing(width: 200, minimum: 200, maximum: 200)
    // Article example: end
    #expect(split.primaryColumnWidth == 200)
    split.primaryColumnSizing = ColumnSizing(width: 240, minimum: 180, maximum: 320)
    #expect(split.primaryColumnWidth == 240)
    #expect(split.resizeDivider(to: 400) == 320)
    #expect(split.resizeDivider(to: 100) == 180)

    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// Article example: begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// Article example: end") })
    let example = lines[(begin + 1)..<end].map { $0.dropFirst(4) }.joined(separator: "\n")
    let article = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent(
          "../../Sources/SplitKit/Documentation.docc/Articles/ComingFromNavigationSplitView.md"),
      encoding: .utf8)
    #expect(article.contains("```swift\n" + example + "\n```\n"))
    for name in ["columnVisibility", "navigationSplitViewStyle", "preferredCompactColumn"] {
      #expect(article.contains(name), "the article maps \(name)")
    }
    #expect(article.contains("256…320"), "the article says the default widths")
  }
}
