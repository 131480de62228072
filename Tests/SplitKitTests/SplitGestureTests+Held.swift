import SplitKit
import SplitKitTesting
import Testing

/// A swipe held still animates nothing over time: the host may stop its frame timer.
extension SplitGestureTests {
  @Test func aHeldRevealSwipeIsAnimatingButNotOverTimeUntilReleased() {
    let f = MailFixture(width: 100)
    #expect(!f.split.isAnimatingOverTime)
    let held = drag(
      f, from: Point(x: 0, y: 10), to: Point(x: 12, y: 10), at: .seconds(1), release: false)
    #expect(f.split.isAnimating, "the reveal transition runs")
    #expect(!f.split.isAnimatingOverTime, "but only the pointer moves it")
    let frame = f.split.layout[.primary]?.frame
    f.split.advance(to: held + .seconds(2))
    #expect(f.split.layout[.primary]?.frame == frame, "time alone changes nothing while held")
    f.split.pointerUp(at: Point(x: 12, y: 10), time: held + .seconds(2))
    #expect(f.split.isAnimatingOverTime, "released, a spring settles it")
    f.split.advance(to: held + .seconds(4))
    #expect(!f.split.isAnimating && !f.split.isAnimatingOverTime)
  }

  @Test func aHeldBackSwipeIsNotAnimatingOverTimeButItsReleaseAndAPushAre() {
    let f = MailFixture(width: 150)
    f.split.pushDetail(ViewController(title: "Reply"))
    #expect(f.split.isAnimatingOverTime, "a push runs on time")
    f.settle()
    let held = drag(
      f, from: Point(x: 42, y: 5), to: Point(x: 90, y: 5), at: .seconds(10), release: false)
    #expect(f.split.navigationController(for: .secondary)?.transition?.isInteractive == true)
    #expect(f.split.isAnimating && !f.split.isAnimatingOverTime)
    f.split.pointerUp(at: Point(x: 120, y: 5), time: held + .milliseconds(10))
    #expect(f.split.isAnimatingOverTime)
    f.split.advance(to: held + .seconds(2))
    #expect(!f.split.isAnimatingOverTime)
    #expect(f.secondaryStack == ["Detail"])
  }
}
