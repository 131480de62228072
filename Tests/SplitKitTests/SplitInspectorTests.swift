import SplitKit
import SplitKitTesting
import Testing

/// The inspector column: hidden until shown, beside the secondary when it fits, over it
/// from the trailing edge when it does not, pushed onto the stack when collapsed.
@MainActor @Suite struct SplitInspectorTests {
  /// A point-sized double-column split with an inspector, on screen at `width` x 800.
  func make(
    width: Double, rightToLeft: Bool = false
  ) -> (SplitViewController, RecordingSplitDelegate, AppearanceRecorder) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(
      ViewController(title: "Master", restorationIdentifier: "master"), for: .primary)
    split.setViewController(
      ViewController(title: "Detail", restorationIdentifier: "detail"), for: .secondary)
    split.setViewController(ViewController(title: "Info"), for: .inspector)
    if rightToLeft { split.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
    let delegate = RecordingSplitDelegate()
    split.delegate = delegate
    split.setContainerSize(Size(width: width, height: 800))
    let recorder = AppearanceRecorder(observing: split)
    split.setVisibleInWindow(true)
    split.advance(to: .zero)
    _ = recorder.take()
    _ = delegate.take()
    return (split, delegate, recorder)
  }

  @Test func theInspectorIsHiddenByDefaultWithAppKitsStandardWidth() {
    let (split, _, _) = make(width: 1024)
    #expect(!split.isShowing(.inspector))
    #expect(split.layout[.inspector] == nil)
    #expect(split.inspectorColumnSizing == SplitViewController.defaultInspectorColumnSizing)
    #expect(split.inspectorColumnWidth == 270)
  }

  @Test func shownWhereItFitsItTilesBesideTheSecondary() {
    let (split, delegate, recorder) = make(width: 1024)
    split.show(.inspector)
    #expect(split.isShowing(.inspector))
    #expect(!split.inspectorOverlaysSecondary)
    #expect(recorder.take() == ["willAppear(NavigationController)", "willAppear(Info)"])
    split.advance(to: .seconds(1))
    #expect(
      split.layout.description
        == "secondary (321.0, 0.0, 432.0x800.0); primary (0.0, 0.0, 320.0x800.0); "
        + "inspector (754.0, 0.0, 270.0x800.0); focus secondary")
    #expect(split.layout.dividers.map(\.frame.minX) == [320, 753])
    #expect(split.layout.shadowEdge == nil)
    #expect(delegate.take() == [], "the app's show(_:) is not announced, as in UIKit")
    #expect(recorder.take() == ["didAppear(NavigationController)", "didAppear(Info)"])
    split.hide(.inspector)
    split.advance(to: .seconds(2))
    #expect(!split.isShowing(.inspector))
    #expect(split.layout[.inspector] == nil)
    #expect(delegate.take() == [], "nor its hide(_:)")
    #expect(
      recorder.take() == [
        "willDisappear(NavigationController)", "willDisappear(Info)",
        "didDisappear(NavigationController)", "didDisappear(Info)",
      ])
  }

  @Test func itsWidthComesFromItsOwnSizing() {
    let (split, _, _) = make(width: 1024)
    split.inspectorColumnSizing = ColumnSizing(
      fraction: 0.3, width: 500, minimum: 200, maximum: 300)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    #expect(split.layout[.inspector]?.frame == Rect(x: 724, y: 0, width: 300, height: 800))
  }

  @Test func whereItDoesNotFitItOverlaysTheSecondaryFromTheTrailingEdge() {
    let (split, _, _) = make(width: 560)
    #expect(!split.isCollapsed)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    #expect(split.inspectorOverlaysSecondary)
    let layout = split.layout
    #expect(layout[.inspector]?.frame == Rect(x: 290, y: 0, width: 270, height: 800))
    #expect(
      layout.columns.filter { $0.column != .inspector }.allSatisfy {
        $0.isCovered && $0.dimming == 1
      })
    #expect(layout.shadowEdge == .left)
    #expect(layout.dividers.isEmpty)
    #expect(layout.focusedColumn == .inspector)
    // A tap on the dimmed secondary dismisses it, and the content never sees the tap.
    #expect(split.pointerDown(at: Point(x: 100, y: 400), time: .seconds(2)))
    #expect(split.pointerUp(at: Point(x: 100, y: 400), time: .seconds(2) + .milliseconds(50)))
    #expect(!split.isShowing(.inspector))
    #expect(split.layout.columns.allSatisfy { !$0.isCovered })
    split.advance(to: .seconds(3))
    #expect(split.layout.visibleColumns == [.secondary])
  }

  @Test func escapeDismissesAnOverlaidInspectorBeforeAnythingElse() {
    let (split, _, _) = make(width: 560)
    split.show(.inspector)
    #expect(split.dismissOverlay())
    #expect(!split.isShowing(.inspector))
    #expect(split.layout.focusedColumn != .inspector)
  }

  @Test func rightToLeftPutsItOnTheLeftAndMirrorsTheOverlay() {
    let (wide, _, _) = make(width: 1024, rightToLeft: true)
    wide.show(.inspector)
    wide.advance(to: .seconds(1))
    #expect(wide.layout[.inspector]?.frame == Rect(x: 0, y: 0, width: 270, height: 800))
    #expect(wide.layout[.secondary]?.frame == Rect(x: 271, y: 0, width: 432, height: 800))
    let (narrow, _, _) = make(width: 560, rightToLeft: true)
    narrow.show(.inspector)
    narrow.advance(to: .seconds(1))
    #expect(narrow.layout[.inspector]?.frame == Rect(x: 0, y: 0, width: 270, height: 800))
    #expect(narrow.layout.shadowEdge == .right)
  }

  @Test func collapsedItIsPushedOntoTheStackAndComesBackBesideOnExpand() {
    let (split, _, _) = make(width: 1024)
    split.setContainerSize(Size(width: 300, height: 800))
    #expect(split.isCollapsed)
    split.show(.inspector)
    split.advance(to: .zero)
    split.advance(to: .seconds(2))
    let stack = titles(split.navigationController(for: .primary))
    #expect(stack.last == "Info")
    #expect(split.isShowing(.inspector))
    split.hide(.inspector)
    split.advance(to: .seconds(4))
    #expect(titles(split.navigationController(for: .primary)).last != "Info")
    #expect(!split.isShowing(.inspector))
    split.show(.inspector)
    split.advance(to: .seconds(6))
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(split.isShowing(.inspector))
    #expect(titles(split.navigationController(for: .inspector)) == ["Info"])
    #expect(split.layout[.inspector]?.frame == Rect(x: 754, y: 0, width: 270, height: 800))
  }

  @Test func shownWhenCollapsingItEndsOnTopOfTheMergedStack() {
    let (split, _, _) = make(width: 1024)
    split.show(.inspector)
    split.setContainerSize(Size(width: 300, height: 800))
    #expect(titles(split.navigationController(for: .primary)).last == "Info")
    #expect(split.isShowing(.inspector))
  }

  @Test func theRestoredStateRemembersWhetherItWasShown() throws {
    let (split, _, _) = make(width: 1024)
    split.show(.inspector)
    let state = split.restorationState
    #expect(state.isInspectorShown == true)
    let (other, _, _) = make(width: 1024)
    try other.restore(from: state)
    #expect(other.isShowing(.inspector))
  }
}
