import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct DisplayModeButtonTests {
  typealias Mode = SplitViewController.DisplayMode

  /// Presses the button until it cycles, returning `kind → target` per step.
  func cycle(_ f: MailFixture) -> [String] {
    var steps: [String] = []
    for index in 0..<4 {
      steps.append("\(f.split.displayMode): \(f.split.displayModeButton)")
      f.split.pressDisplayModeButton()
      f.settle(from: .seconds(Int64(index * 10)))
    }
    return steps
  }

  @Test func doubleColumnTileTogglesTheSidebar() {
    let f = MailFixture(width: 150)
    #expect(
      cycle(f) == [
        "oneBesideSecondary: sidebarToggle → secondaryOnly",
        "secondaryOnly: sidebarToggle → oneBesideSecondary",
        "oneBesideSecondary: sidebarToggle → secondaryOnly",
        "secondaryOnly: sidebarToggle → oneBesideSecondary",
      ])
  }

  @Test func doubleColumnOverlayShowsAChevronThenFullScreen() {
    let f = MailFixture(width: 100)
    #expect(
      cycle(f) == [
        "secondaryOnly: backChevron → oneOverSecondary",
        "oneOverSecondary: fullScreen → secondaryOnly",
        "secondaryOnly: backChevron → oneOverSecondary",
        "oneOverSecondary: fullScreen → secondaryOnly",
      ])
  }

  @Test func tripleColumnStepsThroughEachBehaviour() {
    let tile = MailFixture(width: 200, style: .tripleColumn)
    #expect(
      cycle(tile) == [
        "twoBesideSecondary: sidebarToggle → oneBesideSecondary",
        "oneBesideSecondary: sidebarToggle → twoBesideSecondary",
        "twoBesideSecondary: sidebarToggle → oneBesideSecondary",
        "oneBesideSecondary: sidebarToggle → twoBesideSecondary",
      ])
    let overlay = MailFixture(width: 100, style: .tripleColumn)
    #expect(
      cycle(overlay) == [
        "secondaryOnly: backChevron → oneOverSecondary",
        "oneOverSecondary: backChevron → twoOverSecondary",
        "twoOverSecondary: fullScreen → secondaryOnly",
        "secondaryOnly: backChevron → oneOverSecondary",
      ])
    let displace = MailFixture(width: 200, style: .tripleColumn)
    displace.split.preferredSplitBehavior = .displace
    displace.split.preferredDisplayMode = .oneBesideSecondary
    #expect(
      cycle(displace) == [
        "oneBesideSecondary: backChevron → twoDisplaceSecondary",
        "twoDisplaceSecondary: fullScreen → oneBesideSecondary",
        "oneBesideSecondary: backChevron → twoDisplaceSecondary",
        "twoDisplaceSecondary: fullScreen → oneBesideSecondary",
      ])
  }

  @Test func visibilityFollowsPresentsWithGestureUnlessForcedAndHidesWhenCollapsed() {
    let f = MailFixture(width: 150)
    #expect(f.split.displayModeButton.isVisible)
    f.split.presentsWithGesture = false
    #expect(!f.split.displayModeButton.isVisible)
    f.split.displayModeButtonVisibility = .always
    #expect(f.split.displayModeButton.isVisible)
    f.split.displayModeButtonVisibility = .never
    f.split.presentsWithGesture = true
    #expect(!f.split.displayModeButton.isVisible)
    f.split.displayModeButtonVisibility = .always
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(
      f.split.displayModeButton
        == DisplayModeButton(kind: .sidebarToggle, isVisible: false, targetDisplayMode: nil))
  }

  @Test func theDelegateChoosesTheTargetOfATap() {
    let f = MailFixture(width: 200, style: .tripleColumn)
    f.delegate.targetDisplayModeForAction = .secondaryOnly
    #expect(f.split.displayModeButton.targetDisplayMode == .secondaryOnly)
    f.delegate.targetDisplayModeForAction = .twoOverSecondary
    #expect(f.split.displayModeButton.targetDisplayMode == .twoBesideSecondary)
  }

  @Test func theSecondaryOnlyButtonTogglesFullScreenInTripleColumn() {
    let f = MailFixture(width: 200, style: .tripleColumn)
    #expect(!f.split.secondaryOnlyButton.isVisible)
    f.split.showsSecondaryOnlyButton = true
    #expect(
      f.split.secondaryOnlyButton
        == DisplayModeButton(kind: .fullScreen, isVisible: true, targetDisplayMode: .secondaryOnly))
    f.split.pressSecondaryOnlyButton()
    f.settle()
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.split.secondaryOnlyButton.targetDisplayMode == .twoBesideSecondary)
    f.split.pressSecondaryOnlyButton()
    f.settle(from: .seconds(10))
    #expect(f.split.displayMode == .twoBesideSecondary)
  }

  @Test func theClassicBarButtonItemIsHandedOverAndTakenBackExactlyOncePerSizeChange() {
    let f = MailFixture(width: 150)
    #expect(f.split.barButtonItem == nil)
    for width in [100.0, 110, 90, 150, 160, 100, 150] {
      f.split.setContainerSize(Size(width: width, height: 30))
    }
    let calls = f.delegate.take().filter {
      $0.hasPrefix("willHide(List") || $0.hasPrefix("willShow(List")
    }
    #expect(
      calls == [
        "willHide(List, with: List)", "willShow(List, invalidating: List)",
        "willHide(List, with: List)",
        "willShow(List, invalidating: List)",
      ])
    #expect(f.delegate.placedBarButtonItems.isEmpty)
    f.split.setContainerSize(Size(width: 100, height: 30))
    let item = f.split.barButtonItem
    #expect(item != nil && f.delegate.placedBarButtonItems.first === item)
    item?.press()
    #expect(f.split.displayMode == .oneOverSecondary)
  }
}
