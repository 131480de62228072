import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitDisplayModeTests {
  typealias Mode = SplitViewController.DisplayMode

  @Test func automaticResolutionFollowsTheThresholdBands() {
    let f = MailFixture(width: 150)
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.splitBehavior == .tile)
    #expect(f.split.widthClass == .wide)
    f.split.setContainerSize(Size(width: 119, height: 30))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.split.splitBehavior == .overlay)
    #expect(f.split.widthClass == .medium)
    #expect(!f.split.isCollapsed)
    f.split.setContainerSize(Size(width: 79, height: 30))
    #expect(f.split.isCollapsed)
    #expect(f.split.widthClass == .narrow)
    #expect(f.split.effectiveSizeClass == .compact)
    f.split.setContainerSize(Size(width: 120, height: 30))
    #expect(!f.split.isCollapsed)
    #expect(f.split.displayMode == .oneBesideSecondary)
  }

  @Test func configurableThresholdsMoveTheBands() {
    let f = MailFixture(width: 100)
    f.split.thresholds = SplitThresholds(
      compactWidth: 40, wideWidth: 90, compactHeight: 20, wideHeight: 40)
    #expect(f.split.displayMode == .oneBesideSecondary)
    f.split.setContainerSize(Size(width: 50, height: 30))
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.setContainerSize(Size(width: 39, height: 30))
    #expect(f.split.isCollapsed)
  }

  @Test(arguments: [
    (
      SplitViewController.SplitBehavior.tile,
      [Mode.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
    ),
    (.overlay, [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]),
    (.displace, [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]),
  ])
  func eachBehaviourAllowsItsThreeModesAndTheDoubleColumnTheFirstTwo(
    behavior: SplitViewController.SplitBehavior, modes: [Mode]
  ) {
    #expect(behavior.allowedDisplayModes(for: .tripleColumn) == modes)
    #expect(behavior.allowedDisplayModes(for: .doubleColumn) == Array(modes.prefix(2)))
  }

  @Test func preferredModesAreReinterpretedUnderTheBehaviour() {
    let expectations: [(SplitViewController.SplitBehavior, Mode, Mode)] = [
      (.tile, .twoOverSecondary, .twoBesideSecondary),
      (.tile, .oneOverSecondary, .oneBesideSecondary),
      (.tile, .twoDisplaceSecondary, .twoBesideSecondary),
      (.overlay, .twoBesideSecondary, .twoOverSecondary),
      (.overlay, .oneBesideSecondary, .oneOverSecondary),
      (.overlay, .twoDisplaceSecondary, .twoOverSecondary),
      (.displace, .twoBesideSecondary, .twoDisplaceSecondary),
      (.displace, .oneOverSecondary, .oneBesideSecondary),
      (.displace, .twoOverSecondary, .twoDisplaceSecondary),
      (.displace, .secondaryOnly, .secondaryOnly),
    ]
    for (behavior, preferred, expected) in expectations {
      let f = MailFixture(width: 200, style: .tripleColumn)
      f.split.preferredSplitBehavior = behavior
      f.split.preferredDisplayMode = preferred
      #expect(f.split.splitBehavior == behavior)
      #expect(f.split.displayMode == expected, "\(preferred) under \(behavior)")
      // The preference outlives the mode it resolved to: collapsed and expanded again,
      // the split view reinterprets it the same way.
      f.split.setContainerSize(Size(width: 60, height: 30))
      f.split.setContainerSize(Size(width: 200, height: 30))
      #expect(f.split.displayMode == expected, "\(preferred) under \(behavior), re-expanded")
    }
    let double = MailFixture(width: 200)
    double.split.preferredSplitBehavior = .overlay
    double.split.preferredDisplayMode = .twoBesideSecondary
    #expect(double.split.displayMode == .oneOverSecondary)
  }

  @Test func theResolvedModeIsNeverAutomaticAtAnyWidth() {
    let f = MailFixture(width: 150, style: .tripleColumn)
    for width in stride(from: 80.0, through: 300, by: 7) {
      f.split.setContainerSize(Size(width: width, height: 30))
      #expect(f.split.displayMode != .automatic)
      #expect(f.split.splitBehavior != .automatic)
    }
  }

  @Test func aUserChoiceStaysWithinItsBandAndResetsWhenTheBandChanges() {
    let f = MailFixture(width: 150)
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.setContainerSize(Size(width: 160, height: 30))
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.setContainerSize(Size(width: 100, height: 30))
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(f.split.displayMode == .oneBesideSecondary)
  }

  @Test func sizeChangesAndButtonTapsTellTheDelegateWhichColumnsShowOrHideButShowDoesNot() {
    let f = MailFixture(width: 150)
    f.split.setContainerSize(Size(width: 100, height: 30))
    #expect(
      f.delegate.take() == [
        "willHide(List, with: List)", "willChangeTo(secondaryOnly)", "willHide(primary)",
        "didHide(primary)",
      ])
    f.split.pressDisplayModeButton()
    #expect(
      f.delegate.take() == [
        "willChangeTo(oneOverSecondary)", "willShow(primary)", "willPresentInOverlay(List)",
      ])
    f.settle()
    #expect(f.delegate.take() == ["didShow(primary)"])
    f.split.hide(.primary)
    f.settle(from: .seconds(5))
    #expect(f.delegate.take() == ["willChangeTo(secondaryOnly)"], "the app's hide(_:)")
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(
      f.delegate.take() == [
        "willShow(List, invalidating: List)", "willChangeTo(oneBesideSecondary)",
        "willShow(primary)", "didShow(primary)",
      ])
  }

  @Test func aParentsTraitOverrideExpandsANarrowSplitAsSeed004Does() {
    let container = ViewController(title: "Container")
    let f = MailFixture(width: 60)
    #expect(f.split.isCollapsed)
    container.addChild(f.split)
    container.setOverrideTraitCollection(
      TraitCollection(horizontalSizeClass: .regular), forChild: f.split)
    #expect(!f.split.isCollapsed)
    #expect(f.split.displayMode == .secondaryOnly)
    container.setOverrideTraitCollection(nil, forChild: f.split)
    #expect(f.split.isCollapsed)
  }

  @Test func aVerticalSplitCollapsesOnCompactHeightNotWidth() {
    let f = MailFixture(width: 60, height: 51)  // 51: the 20-row primary, a divider, 30 rows
    f.split.axis = .vertical
    #expect(!f.split.isCollapsed)
    #expect(f.split.displayMode == .oneBesideSecondary)
    f.split.setContainerSize(Size(width: 200, height: 19))
    #expect(f.split.isCollapsed)
    f.split.setContainerSize(Size(width: 200, height: 30))
    #expect(!f.split.isCollapsed)
    #expect(f.split.displayMode == .secondaryOnly)
  }

  @Test(arguments: [SplitViewController.Axis.horizontal, .vertical])
  func wideButTooShortForBothMinimumsOffersThePrimaryAsAnOverlay(axis: SplitViewController.Axis) {
    // 130 is wide for either axis; the primary's minimum 20, the divider and a secondary
    // minimum of 110 need 131.
    let f = MailFixture(width: 130, height: 130)
    f.split.axis = axis
    f.split.thresholds = SplitThresholds(
      compactWidth: 80, wideWidth: 120, compactHeight: 20, wideHeight: 120)
    f.split.minimumSecondaryColumnWidth = 110
    f.settle()
    #expect(f.split.widthClass == .wide)
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.split.splitBehavior == .overlay)
    f.split.setContainerSize(Size(width: 131, height: 131))
    f.settle(from: .seconds(10))
    #expect(f.split.displayMode == .oneBesideSecondary)
    let secondary = f.split.layout[.secondary]?.frame
    #expect((axis == .horizontal ? secondary?.width : secondary?.height) == 110)
    // The classic delegate still decides: keeping the primary tiles it, its minimum winning.
    f.delegate.hidesPrimary = false
    f.split.setContainerSize(Size(width: 125, height: 125))
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.primaryColumnWidth == 20)
  }

  @Test func theDelegateCanKeepThePrimaryVisibleInTheMediumBand() {
    let f = MailFixture(width: 150)
    f.delegate.hidesPrimary = false
    f.split.setContainerSize(Size(width: 100, height: 30))
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.splitBehavior == .tile)
    #expect(f.split.barButtonItem == nil)
  }
}
