import SplitKit
import SplitKitTesting
import Testing

/// Seed 004: the adaptive split view — collapse into a navigation stack in compact width,
/// show/showDetail routing by context, a trait override above a width, delegate control of
/// collapse and separation, a width fraction of 0.3, the display-mode button.
@MainActor @Suite struct AdaptiveScenarioTests {
  /// The article's container: regular horizontal traits whenever wider than a threshold.
  final class TraitOverrideViewController: ViewController {
    let split: SplitViewController
    let regularAbove: Double

    init(split: SplitViewController, regularAbove: Double) {
      self.split = split
      self.regularAbove = regularAbove
      super.init(title: "TraitOverride")
      addChild(split)
    }

    func viewWillTransition(to size: Size) {
      setOverrideTraitCollection(
        size.width > regularAbove ? TraitCollection(horizontalSizeClass: .regular) : nil,
        forChild: split)
      split.setContainerSize(size)
    }
  }

  @Test func compactWidthCollapsesIntoOneNavigationStackAndRegularExpands() {
    let f = MailFixture(width: 150)
    f.split.setContainerSize(Size(width: 40, height: 30))
    #expect(
      f.split.observation == [
        "collapsed", "primary (0.0, 0.0, 40.0x30.0); focus primary",
        "primary [List, Detail] secondary []", "button hidden",
      ])
    #expect(f.split.navigationController(for: .primary)?.backTitle == "List")
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.split.observation[2] == "primary [List] secondary [Detail]")
  }

  @Test func showAndShowDetailAdaptToTheContext() {
    let f = MailFixture(width: 150)
    let weapon = ViewController(title: "Weapon")
    f.list.showDetail(weapon)
    #expect(f.secondaryStack == ["Weapon"])
    f.split.setContainerSize(Size(width: 40, height: 30))
    #expect(f.primaryStack == ["List", "Weapon"])
    let other = ViewController(title: "Other weapon")
    f.list.showDetail(other)
    f.settle()
    #expect(f.primaryStack == ["List", "Other weapon"])
    let info = ViewController(title: "Info")
    other.show(info)
    f.settle(from: .seconds(10))
    #expect(f.primaryStack == ["List", "Other weapon", "Info"])
  }

  @Test func aTraitOverrideAboveAWidthShowsTheExpandedSplitOnASmallScreen() {
    let f = MailFixture(width: 150)
    let container = TraitOverrideViewController(split: f.split, regularAbove: 32)
    container.viewWillTransition(to: Size(width: 60, height: 30))
    #expect(!f.split.isCollapsed)
    #expect(f.split.displayMode == .secondaryOnly)
    container.viewWillTransition(to: Size(width: 30, height: 30))
    #expect(f.split.isCollapsed)
    container.viewWillTransition(to: Size(width: 60, height: 30))
    #expect(!f.split.isCollapsed)
    #expect(f.split.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func theDelegateControlsCollapseAndSeparation() {
    let f = MailFixture(width: 150)
    f.delegate.collapsesSecondary = { _ in true }
    f.split.setContainerSize(Size(width: 40, height: 30))
    #expect(f.primaryStack == ["List"])
    let separated = ViewController(title: "Separated")
    f.delegate.separatedSecondary = separated
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.secondaryStack == ["Separated"])
  }

  @Test func aWidthFractionOfPointThreeIsClampedByTheMinimumAndMaximum() {
    let f = MailFixture(width: 150)
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 20, maximum: 60)
    for (width, expected) in [(120.0, 36.0), (150, 45), (200, 60), (300, 60)] {
      f.split.setContainerSize(Size(width: width, height: 30))
      #expect(f.split.primaryColumnWidth == expected, "width \(width)")
    }
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 50, maximum: 60)
    f.split.setContainerSize(Size(width: 120, height: 30))
    #expect(f.split.primaryColumnWidth == 50)
  }

  @Test func theDisplayModeButtonCyclesTheModesWhileExpandedAndHidesWhenCollapsed() {
    let f = MailFixture(width: 100)
    #expect(
      f.split.displayModeButton
        == DisplayModeButton(
          kind: .backChevron, isVisible: true, targetDisplayMode: .oneOverSecondary))
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(
      f.split.displayModeButton
        == DisplayModeButton(kind: .fullScreen, isVisible: true, targetDisplayMode: .secondaryOnly))
    f.split.setContainerSize(Size(width: 40, height: 30))
    #expect(!f.split.displayModeButton.isVisible)
  }
}
