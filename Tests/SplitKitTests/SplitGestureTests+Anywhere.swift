import SplitKit
import SplitKitTesting
import Testing

/// `revealGestureArea`: Mail's first swipe from anywhere on the detail.
extension SplitGestureTests {
  @Test func byDefaultARevealMustStartAtTheEdge() {
    let f = MailFixture(width: 100)
    #expect(f.split.revealGestureArea == .edge)
    let end = drag(f, from: Point(x: 40, y: 5), to: Point(x: 80, y: 5))
    f.split.advance(to: end + .seconds(2))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.delegate.take() == [])
  }

  @Test func anywhereRevealsFromTheMiddleOfTheDetailAndLeavesVerticalDragsAlone() {
    let f = MailFixture(width: 100)
    f.split.revealGestureArea = .anywhere
    drag(f, from: Point(x: 50, y: 5), to: Point(x: 50, y: 25))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(!f.split.pointerDown(at: Point(x: 40, y: 5), time: .seconds(5)), "the content sees it")
    #expect(f.split.pointerMoved(to: Point(x: 60, y: 5), time: .seconds(5) + .milliseconds(10)))
    #expect(f.delegate.take().first == "gestureWillBegin")
    f.split.pointerUp(at: Point(x: 80, y: 5), time: .seconds(5) + .milliseconds(20))
    f.split.advance(to: .seconds(8))
    #expect(f.split.displayMode == .oneOverSecondary)
  }

  @Test func anywhereStillLetsABackSwipeWinAtAColumnsLeadingEdge() {
    let f = MailFixture(width: 100)
    f.split.revealGestureArea = .anywhere
    f.split.navigationController(for: .secondary)?.pushViewController(
      ViewController(title: "Reply"), animated: false)
    let end = drag(f, from: Point(x: 0.5, y: 5), to: Point(x: 90, y: 5))
    f.split.advance(to: end + .seconds(2))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.secondaryStack == ["Detail"])
  }
}
