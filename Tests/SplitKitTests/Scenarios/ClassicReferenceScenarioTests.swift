import Foundation
import SplitKit
import SplitKitTesting
import Testing

/// Seed 001: the iOS 6-era class reference — two children, the delegate, the portrait
/// popover, presentsWithGesture, appearance only for children on screen, preservation.
@MainActor @Suite struct ClassicReferenceScenarioTests {
  @Test func theSplitHasExactlyTwoChildColumnsAndReturnsTheAppsControllers() {
    let f = MailFixture(width: 150)
    #expect(f.split.expandedColumns == [.primary, .secondary])
    #expect(f.split.viewController(for: .primary) === f.list)
    #expect(f.split.viewController(for: .secondary) === f.detail)
    #expect(f.list.splitViewController === f.split)
    #expect(f.list.navigationController === f.split.navigationController(for: .primary))
  }

  @Test func shouldHidePrimaryLetsTheAppKeepItVisibleInPortrait() {
    let f = MailFixture(width: 150)
    f.delegate.hidesPrimary = false
    f.split.setContainerSize(Size(width: 100, height: 40))
    #expect(f.split.layout.visibleColumns == [.secondary, .primary])
    #expect(f.delegate.take().isEmpty)
  }

  @Test func theHiddenPrimaryGetsNoAppearanceCallsUntilTheOverlayShowsIt() {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    let list = ViewController(title: "List")
    split.setViewController(list, for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.setContainerSize(Size(width: 100, height: 40))
    let recorder = AppearanceRecorder(observing: split)
    split.setVisibleInWindow(true)
    #expect(
      recorder.take() == [
        "willAppear(SplitViewController)", "willAppear(NavigationController)", "willAppear(Detail)",
        "didAppear(SplitViewController)", "didAppear(NavigationController)", "didAppear(Detail)",
      ])
    #expect(list.appearanceState == .disappeared)
    split.animationsEnabled = false
    split.pressDisplayModeButton()
    #expect(
      recorder.take() == [
        "willAppear(NavigationController)", "willAppear(List)", "didAppear(NavigationController)",
        "didAppear(List)",
      ])
  }

  @Test func presentsWithGestureFalseDisablesTheSwipeButNotTheButtonWhenForcedVisible() {
    let f = MailFixture(width: 100)
    f.split.presentsWithGesture = false
    f.split.pointerDown(at: Point(x: 0, y: 5), time: .seconds(1))
    #expect(!f.split.pointerMoved(to: Point(x: 20, y: 5), time: .seconds(1) + .milliseconds(30)))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(!f.split.displayModeButton.isVisible)
    f.split.displayModeButtonVisibility = .always
    #expect(f.split.displayModeButton.isVisible)
  }

  @Test func statePreservationRestoresChildrenWithRestorationIdentifiersAndTheMode() throws {
    let f = MailFixture(width: 150)
    f.split.pressDisplayModeButton()
    f.settle()
    let data = try JSONEncoder().encode(f.split.restorationState)
    let restored = try JSONDecoder().decode(SplitRestorationState.self, from: data)
    #expect(
      restored.stacks == [
        .init(identifier: "list", column: .primary, position: 0),
        .init(identifier: "detail", column: .secondary, position: 0),
      ])
    #expect(restored.displayMode == .secondaryOnly)
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    split.setContainerSize(Size(width: 150, height: 30))
    let known = [
      "list": ViewController(title: "List", restorationIdentifier: "list"),
      "detail": ViewController(title: "Detail", restorationIdentifier: "detail"),
    ]
    try split.restore(from: restored) { known[$0] }
    #expect(split.observation == f.split.observation)
  }
}
