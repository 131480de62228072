import SplitKit
import SplitKitTesting
import Testing

/// Seed 000: the Mail-style master that slides in over the detail in portrait.
@MainActor @Suite struct MailStyleSlidingMasterScenarioTests {
  /// Portrait is the medium band (80–119 points), landscape the wide one.
  static let portrait = Size(width: 100, height: 40)
  static let landscape = Size(width: 150, height: 30)

  @Test func inPortraitTheMasterIsHiddenAndItsButtonHandedToTheDetailToolbar() {
    let f = MailFixture(width: Self.landscape.width)
    f.split.setContainerSize(Self.portrait)
    #expect(
      f.split.observation == [
        "expanded secondaryOnly overlay", "secondary (0.0, 0.0, 100.0x40.0); focus secondary",
        "primary [List] secondary [Detail]",
        "button backChevron → oneOverSecondary",
      ])
    #expect(
      f.delegate.take() == [
        "willHide(List, with: List)", "willChangeTo(secondaryOnly)", "willHide(primary)",
        "didHide(primary)",
      ])
    #expect(f.split.barButtonItem?.title == "List")
    #expect(
      f.appearance.take() == [
        "willDisappear(NavigationController)", "willDisappear(List)",
        "didDisappear(NavigationController)", "didDisappear(List)",
      ])
  }

  @Test func theToolbarButtonSlidesTheMasterInOverTheDetailWithAShadow() {
    let f = MailFixture(width: Self.portrait.width, height: 40)
    f.split.barButtonItem?.press()
    #expect(
      f.delegate.take() == [
        "willChangeTo(oneOverSecondary)", "willShow(primary)", "willPresentInOverlay(List)",
      ])
    #expect(f.appearance.take() == ["willAppear(NavigationController)", "willAppear(List)"])
    f.split.advance(to: .milliseconds(60))
    let sliding = f.split.layout[.primary]?.frame.minX ?? 0
    #expect(sliding > -30 && sliding < 0)
    f.settle()
    #expect(
      f.split.observation == [
        "expanded oneOverSecondary overlay",
        "secondary (0.0, 0.0, 100.0x40.0) dim 1.0; primary (0.0, 0.0, 30.0x40.0); focus primary",
        "primary [List] secondary [Detail]", "button fullScreen → secondaryOnly",
      ])
    #expect(f.split.layout.shadowEdge == .right)
    #expect(f.appearance.take() == ["didAppear(NavigationController)", "didAppear(List)"])
  }

  @Test func aSwipeRightRevealsItAndATapOrASwipeLeftOnTheDetailDismissesIt() {
    let f = MailFixture(width: Self.portrait.width, height: 40)
    var now = Duration.seconds(1)
    f.split.pointerDown(at: Point(x: 0.5, y: 20), time: now)
    for x in stride(from: 4.0, through: 24, by: 4) {
      now += .milliseconds(16)
      f.split.pointerMoved(to: Point(x: x, y: 20), time: now)
    }
    f.split.pointerUp(at: Point(x: 24, y: 20), time: now)
    f.split.advance(to: now + .seconds(1))
    #expect(f.split.displayMode == .oneOverSecondary)
    now += .seconds(2)
    f.split.pointerDown(at: Point(x: 70, y: 20), time: now)
    f.split.pointerUp(at: Point(x: 70, y: 20), time: now)
    f.split.advance(to: now + .seconds(1))
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.pressDisplayModeButton()
    now += .seconds(3)
    f.split.advance(to: now)
    f.split.pointerDown(at: Point(x: 80, y: 20), time: now)
    for x in stride(from: 74.0, through: 50, by: -6) {
      now += .milliseconds(16)
      f.split.pointerMoved(to: Point(x: x, y: 20), time: now)
    }
    f.split.pointerUp(at: Point(x: 50, y: 20), time: now)
    f.split.advance(to: now + .seconds(1))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.split.layout.focusedColumn == .secondary)
  }

  @Test func choosingAnItemInTheMasterHidesIt() {
    let f = MailFixture(width: Self.portrait.width, height: 40)
    f.split.pressDisplayModeButton()
    f.settle()
    f.list.showDetail(ViewController(title: "Item 3"))
    f.settle(from: .seconds(10))
    #expect(
      f.split.observation == [
        "expanded secondaryOnly overlay", "secondary (0.0, 0.0, 100.0x40.0); focus secondary",
        "primary [List] secondary [Item 3]",
        "button backChevron → oneOverSecondary",
      ])
    f.split.pressDisplayModeButton()
    f.settle(from: .seconds(20))
    f.split.primaryDidSelectItem()
    f.settle(from: .seconds(30))
    #expect(f.split.displayMode == .secondaryOnly)
  }

  @Test func rotatingAddsAndRemovesTheButtonExactlyOnceEachTime() {
    let f = MailFixture(width: Self.landscape.width)
    for size in [Self.portrait, Self.landscape, Self.portrait, Self.portrait, Self.landscape] {
      f.split.setContainerSize(size)
    }
    let handOffs = f.delegate.take().filter { $0.contains("with:") || $0.contains("invalidating:") }
    #expect(
      handOffs == [
        "willHide(List, with: List)", "willShow(List, invalidating: List)",
        "willHide(List, with: List)",
        "willShow(List, invalidating: List)",
      ])
    #expect(f.split.barButtonItem == nil)
  }

  @Test func rotatingWithTheMasterShownOverTheDetailKeepsItBesideInLandscape() {
    let f = MailFixture(width: Self.portrait.width, height: 40)
    f.split.pressDisplayModeButton()
    f.split.setContainerSize(Self.landscape)
    #expect(!f.split.isAnimating)
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.layout.visibleColumns == [.secondary, .primary])
    #expect(
      f.appearance.take().filter { $0.hasPrefix("did") } == [
        "didAppear(NavigationController)", "didAppear(List)",
      ])
  }

  @Test func navigationInsideTheOverlayAnimatesBackAndForth() {
    let f = MailFixture(width: Self.portrait.width, height: 40)
    f.split.pressDisplayModeButton()
    f.settle()
    let folder = ViewController(title: "Folder")
    f.list.show(folder)
    let navigation = f.split.navigationController(for: .primary)
    #expect(navigation?.transition?.kind == .push)
    f.settle(from: .seconds(10))
    navigation?.popViewController()
    #expect(navigation?.transition?.kind == .pop)
    #expect(navigation?.transition?.from === folder)
    f.settle(from: .seconds(20))
    #expect(f.primaryStack == ["List"])
    #expect(f.split.displayMode == .oneOverSecondary)
  }

  @Test func readersCanWidenTheMasterBeyondTheClassic320LikeLimit() {
    let f = MailFixture(width: Self.portrait.width, height: 40)
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 20, maximum: 60)
    f.split.resizeDivider(to: 55)
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(f.split.layout[.primary]?.frame.width == 55)
  }
}
