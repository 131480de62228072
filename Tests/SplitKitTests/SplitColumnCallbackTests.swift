import SplitKit
import SplitKitTesting
import Testing

/// UIKit's rule for the delegate's column callbacks: what the system does (a size change, a
/// gesture, the split view's own buttons) is announced with `willShow`/`willHide` and
/// confirmed with `didShow`/`didHide` when the transition ends; the app's own `show(_:)` and
/// `hide(_:)` are not announced, the inspector's included.
@MainActor @Suite struct SplitColumnCallbackTests {
  /// A point-sized double-column split with an inspector, on screen at `width` x 800.
  func make(width: Double) -> (SplitViewController, RecordingSplitDelegate) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ViewController(title: "Master"), for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.setViewController(ViewController(title: "Info"), for: .inspector)
    let delegate = RecordingSplitDelegate()
    split.delegate = delegate
    split.setContainerSize(Size(width: width, height: 800))
    split.setVisibleInWindow(true)
    split.advance(to: .zero)
    _ = delegate.take()
    return (split, delegate)
  }

  /// The delegate's column callbacks (not the display-mode ones).
  func columnCalls(_ delegate: RecordingSplitDelegate) -> [String] {
    delegate.take().filter { call in
      ["willShow(", "willHide(", "didShow(", "didHide("].contains { call.hasPrefix($0) }
        && !call.contains(",")
    }
  }

  @Test func programmaticShowAndHideOfTheInspectorAreNotAnnounced() {
    let (split, delegate) = make(width: 1024)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    #expect(split.isShowing(.inspector))
    #expect(columnCalls(delegate) == [])
    split.hide(.inspector)
    split.advance(to: .seconds(2))
    #expect(!split.isShowing(.inspector))
    #expect(columnCalls(delegate) == [])
  }

  @Test func programmaticShowAndHideOfThePrimaryAreNotAnnounced() {
    let (split, delegate) = make(width: 700)
    split.show(.primary)
    split.advance(to: .seconds(1))
    #expect(split.isShowing(.primary))
    split.hide(.primary)
    split.advance(to: .seconds(2))
    #expect(!split.isShowing(.primary))
    #expect(columnCalls(delegate) == [])
  }

  @Test func theInspectorButtonIsAnnouncedAndConfirmedWhenTheSlideEnds() {
    let (split, delegate) = make(width: 1024)
    split.pressInspectorButton()
    #expect(columnCalls(delegate) == ["willShow(inspector)"], "did waits for the animation")
    split.advance(to: .milliseconds(50))
    #expect(split.isAnimating)
    #expect(columnCalls(delegate) == [])
    split.advance(to: .seconds(1))
    #expect(columnCalls(delegate) == ["didShow(inspector)"])
    split.pressInspectorButton()
    split.advance(to: .seconds(2))
    #expect(columnCalls(delegate) == ["willHide(inspector)", "didHide(inspector)"])
  }

  @Test func theDisplayModeButtonAndEscapeAreAnnounced() {
    let (split, delegate) = make(width: 700)
    split.pressDisplayModeButton()
    #expect(columnCalls(delegate) == ["willShow(primary)"])
    split.advance(to: .seconds(1))
    #expect(columnCalls(delegate) == ["didShow(primary)"])
    split.dismissOverlay()
    split.advance(to: .seconds(2))
    #expect(columnCalls(delegate) == ["willHide(primary)", "didHide(primary)"])
  }

  @Test func aSizeChangeIsAnnouncedWithBothCallbacksAtOnce() {
    let (split, delegate) = make(width: 1024)
    split.setContainerSize(Size(width: 700, height: 800))
    #expect(columnCalls(delegate) == ["willHide(primary)", "didHide(primary)"])
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(columnCalls(delegate) == ["willShow(primary)", "didShow(primary)"])
  }

  @Test func aSwipeThatRevealsThePrimaryIsAnnouncedAndOneThatSettlesBackEndsHidden() {
    let (split, delegate) = make(width: 700)
    split.pointerDown(at: Point(x: 2, y: 400), time: .seconds(1))
    split.pointerMoved(to: Point(x: 30, y: 400), time: .seconds(1) + .milliseconds(10))
    #expect(columnCalls(delegate) == ["willShow(primary)"])
    split.pointerMoved(to: Point(x: 35, y: 400), time: .seconds(2))
    split.pointerUp(at: Point(x: 35, y: 400), time: .seconds(3))
    split.advance(to: .seconds(5))
    #expect(!split.isShowing(.primary))
    #expect(columnCalls(delegate) == ["willHide(primary)", "didHide(primary)"])
  }

  @Test func aDidCallbackComesAfterTheAppearanceCallbacksOfItsTransition() {
    final class Log: SplitViewControllerDelegate {
      var lines: [String] = []
      func splitViewController(
        _ split: SplitViewController, willShow column: SplitViewController.Column
      ) { lines.append("willShow(\(column))") }
      func splitViewController(
        _ split: SplitViewController, didShow column: SplitViewController.Column
      ) { lines.append("didShow(\(column))") }
    }
    let (split, _) = make(width: 1024)
    let log = Log()
    split.delegate = log
    split.viewController(for: .inspector)?.onAppearanceEvent = { log.lines.append("\($0)") }
    split.pressInspectorButton()
    split.advance(to: .seconds(1))
    #expect(
      log.lines == [
        "willShow(inspector)", "willAppear(Info)", "didAppear(Info)", "didShow(inspector)",
      ])
  }

  @Test func anOldDelegateWithoutTheDidCallbacksStillCompilesAndHearsTheWills() {
    final class Old: SplitViewControllerDelegate {
      var calls: [String] = []
      func splitViewController(
        _ split: SplitViewController, willShow column: SplitViewController.Column
      ) { calls.append("willShow(\(column))") }
    }
    let (split, _) = make(width: 1024)
    let old = Old()
    split.delegate = old
    split.pressInspectorButton()
    split.advance(to: .seconds(1))
    #expect(old.calls == ["willShow(inspector)"])
  }
}
