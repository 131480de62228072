import SplitKit
import SplitKitTesting
import Testing

/// No blank detail at launch: a split view whose secondary is a placeholder (or empty)
/// opens with the primary over it where the primary would start hidden.
@MainActor @Suite struct SplitLaunchPlaceholderTests {
  /// A terminal-sized split with a list and a "Pick a note." secondary, sized to `width`.
  func make(
    width: Double, style: SplitViewController.Style = .doubleColumn, placeholder: Bool = true,
    configure: (SplitViewController) -> Void = { _ in }
  ) -> (SplitViewController, ViewController) {
    let split = SplitViewController.terminalSized(style: style)
    split.setViewController(ViewController(title: "Notes"), for: .primary)
    if style == .tripleColumn {
      split.setViewController(ViewController(title: "List"), for: .supplementary)
    }
    let hint = ViewController(title: "Pick a note.")
    hint.isPlaceholder = placeholder
    split.setViewController(hint, for: .secondary)
    configure(split)
    split.setVisibleInWindow(true)
    split.setContainerSize(Size(width: width, height: 30))
    return (split, hint)
  }

  @Test(arguments: [80.0, 100, 119])
  func aMediumLaunchOnAPlaceholderShowsThePrimaryOverIt(width: Double) {
    let (split, _) = make(width: width)
    #expect(split.showsPrimaryOverPlaceholderAtLaunch)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(!split.isAnimating, "the first size is not animated")
    #expect(split.layout.visibleColumns == [.secondary, .primary])
    #expect(split.layout[.secondary]?.isCovered == true)
  }

  @Test func anEmptySecondaryCountsAsAPlaceholder() {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    split.setViewController(ViewController(title: "Notes"), for: .primary)
    split.setContainerSize(Size(width: 100, height: 30))
    #expect(split.displayMode == .oneOverSecondary)
  }

  @Test func threeColumnsShowBothColumnsOverThePlaceholder() {
    let (split, _) = make(width: 100, style: .tripleColumn)
    #expect(split.displayMode == .twoOverSecondary)
  }

  @Test func choosingSomethingDismissesItAsUsual() {
    let (split, _) = make(width: 100)
    split.viewController(for: .primary)?.showDetail(ViewController(title: "Groceries"))
    split.advance(to: .zero)
    split.advance(to: .seconds(2))
    #expect(split.displayMode == .secondaryOnly)
    #expect(titles(split.navigationController(for: .secondary)) == ["Groceries"])
  }

  @Test func realContentTheSettingOffAPreferredModeOrAWideOrNarrowLaunchStartAsBefore() {
    #expect(make(width: 100, placeholder: false).0.displayMode == .secondaryOnly)
    #expect(
      make(width: 100) { $0.showsPrimaryOverPlaceholderAtLaunch = false }.0.displayMode
        == .secondaryOnly)
    #expect(
      make(width: 100) { $0.preferredDisplayMode = .secondaryOnly }.0.displayMode
        == .secondaryOnly)
    #expect(make(width: 150).0.displayMode == .oneBesideSecondary)
    let (narrow, _) = make(width: 60)
    #expect(narrow.isCollapsed)
  }

  @Test func onlyTheFirstSizeCounts() {
    let (split, _) = make(width: 150)
    split.setContainerSize(Size(width: 100, height: 30))
    #expect(split.displayMode == .secondaryOnly, "a later medium size hides the primary as before")
  }
}
