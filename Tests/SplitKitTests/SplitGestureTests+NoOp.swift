import SplitKit
import SplitKitTesting
import Testing

/// Swipes towards where things already are: claimed, and nobody hears of them.
extension SplitGestureTests {
  @Test func swipingAnOpenOverlayFurtherOpenFiresNoCallbacksAndNoDelegateCalls() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(f.split.displayMode == .oneOverSecondary)
    _ = f.delegate.take()
    _ = f.appearance.take()
    let end = drag(f, from: Point(x: 10, y: 5), to: Point(x: 28, y: 5), at: .seconds(10))
    f.split.advance(to: end + .seconds(2))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(f.delegate.take() == [])
    #expect(f.appearance.take() == [])
    #expect(!f.split.isAnimating)
  }

  @Test func anEdgeSwipeTowardsTheEdgeFiresNothingAndALaterSwipeStillReveals() {
    let f = MailFixture(width: 100)
    f.split.swipeConfiguration.edgeStripWidth = 10
    let end = drag(f, from: Point(x: 8, y: 5), to: Point(x: 0, y: 5), at: .seconds(10))
    f.split.advance(to: end + .seconds(2))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.delegate.take() == [])
    #expect(f.appearance.take() == [])
    drag(f, from: Point(x: 1, y: 5), to: Point(x: 30, y: 5), at: .seconds(20))
    f.split.advance(to: .seconds(25))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(f.delegate.take().first == "gestureWillBegin")
  }

  @Test func aSwipeThatFirstGoesTheWrongWayBeginsWhenItTurns() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.settle()
    _ = f.delegate.take()
    _ = f.appearance.take()
    f.split.pointerDown(at: Point(x: 10, y: 5), time: .seconds(10))
    f.split.pointerMoved(to: Point(x: 20, y: 5), time: .seconds(10) + .milliseconds(10))
    #expect(f.delegate.take() == [])
    f.split.pointerMoved(to: Point(x: 2, y: 5), time: .seconds(10) + .milliseconds(20))
    #expect(
      f.delegate.take() == ["gestureWillBegin", "willChangeTo(secondaryOnly)", "willHide(primary)"])
    f.split.pointerUp(at: Point(x: 0, y: 5), time: .seconds(10) + .milliseconds(30))
    f.split.advance(to: .seconds(12))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.appearance.balance.values.allSatisfy { $0 == -1 || $0 == 0 })
  }
}
