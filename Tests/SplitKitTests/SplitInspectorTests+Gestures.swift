import SplitKit
import SplitKitTesting
import Testing

/// The inspector's swipes: from the trailing edge it follows the pointer in, on the overlaid
/// inspector towards that edge it follows the pointer out; mirrored right to left.
extension SplitInspectorTests {
  /// Presses at `start`, moves to each of `points` 10 ms apart from `time`, and releases at
  /// the last one (unless `release` is false).
  @discardableResult
  func swipe(
    _ split: SplitViewController, from start: Point, through points: [Point],
    at time: Duration = .seconds(1), release: Bool = true
  ) -> Duration {
    split.pointerDown(at: start, time: time)
    var now = time
    for point in points {
      now += .milliseconds(10)
      split.pointerMoved(to: point, time: now)
    }
    if release, let last = points.last { split.pointerUp(at: last, time: now) }
    return now
  }

  @Test func aDragFromTheTrailingEdgeRevealsTheOverlaidInspectorFollowingThePointer() {
    let (split, delegate, recorder) = make(width: 560)
    #expect(
      !split.pointerDown(at: Point(x: 559, y: 400), time: .seconds(1)),
      "tracked, but the content still sees the press")
    #expect(split.pointerMoved(to: Point(x: 540, y: 400), time: .seconds(1) + .milliseconds(10)))
    #expect(delegate.take() == ["willShow(inspector)"])
    #expect(recorder.take() == ["willAppear(NavigationController)", "willAppear(Info)"])
    #expect(split.isShowing(.inspector))
    // Half the inspector's width dragged: half of it on screen, the rest half dimmed.
    split.pointerMoved(to: Point(x: 424, y: 400), time: .seconds(2))
    #expect(split.layout[.inspector]?.frame == Rect(x: 425, y: 0, width: 270, height: 800))
    #expect(split.layout[.secondary]?.dimming == 0.5)
    #expect(split.layout.focusedColumn == .inspector)
    #expect(split.isAnimating && !split.isAnimatingOverTime, "held by the pointer")
    split.pointerMoved(to: Point(x: 300, y: 400), time: .seconds(3))
    #expect(split.pointerUp(at: Point(x: 300, y: 400), time: .seconds(3)))
    split.advance(to: .seconds(5))
    #expect(!split.isAnimating)
    #expect(split.layout[.inspector]?.frame == Rect(x: 290, y: 0, width: 270, height: 800))
    #expect(split.layout[.secondary]?.dimming == 1)
    #expect(recorder.take() == ["didAppear(NavigationController)", "didAppear(Info)"])
    #expect(delegate.take() == ["didShow(inspector)"], "once it came to rest")
  }

  @Test func aDragOnTheOverlaidInspectorTowardsTheTrailingEdgeHidesIt() {
    let (split, delegate, recorder) = make(width: 560)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    _ = delegate.take()
    _ = recorder.take()
    #expect(!split.pointerDown(at: Point(x: 400, y: 400), time: .seconds(2)))
    split.pointerMoved(to: Point(x: 420, y: 400), time: .seconds(2) + .milliseconds(10))
    #expect(delegate.take() == ["willHide(inspector)"])
    #expect(!split.isShowing(.inspector))
    split.pointerMoved(to: Point(x: 535, y: 400), time: .seconds(3))
    #expect(split.layout[.inspector]?.frame == Rect(x: 425, y: 0, width: 270, height: 800))
    #expect(split.layout[.secondary]?.dimming == 0.5)
    split.pointerMoved(to: Point(x: 660, y: 400), time: .seconds(4))
    split.pointerUp(at: Point(x: 660, y: 400), time: .seconds(4))
    split.advance(to: .seconds(6))
    #expect(split.layout.visibleColumns == [.secondary])
    #expect(split.layout.columns.allSatisfy { !$0.isCovered && $0.dimming == 0 })
    #expect(split.layout.focusedColumn == .secondary)
    #expect(
      recorder.take() == [
        "willDisappear(NavigationController)", "willDisappear(Info)",
        "didDisappear(NavigationController)", "didDisappear(Info)",
      ])
  }

  @Test func aShortSlowDragSettlesBackWithTheReversingCallbacks() {
    let (split, delegate, recorder) = make(width: 560)
    split.pointerDown(at: Point(x: 559, y: 400), time: .seconds(1))
    split.pointerMoved(to: Point(x: 545, y: 400), time: .seconds(1) + .milliseconds(10))
    split.pointerMoved(to: Point(x: 540, y: 400), time: .seconds(2))
    // Released still, after 19 of the inspector's 270 points: it settles back.
    split.pointerUp(at: Point(x: 540, y: 400), time: .seconds(3))
    split.advance(to: .seconds(5))
    #expect(!split.isShowing(.inspector))
    #expect(
      delegate.take() == ["willShow(inspector)", "willHide(inspector)", "didHide(inspector)"])
    #expect(
      recorder.take() == [
        "willAppear(NavigationController)", "willAppear(Info)",
        "willDisappear(NavigationController)", "willDisappear(Info)",
        "didDisappear(NavigationController)", "didDisappear(Info)",
      ])
    #expect(split.layout.visibleColumns == [.secondary])
    #expect(!split.isAnimating)
  }

  @Test func rightToLeftTheSwipeStartsAtTheLeftEdge() {
    let (split, _, _) = make(width: 560, rightToLeft: true)
    #expect(!split.pointerDown(at: Point(x: 1, y: 400), time: .seconds(1)))
    split.pointerMoved(to: Point(x: 20, y: 400), time: .seconds(1) + .milliseconds(10))
    split.pointerMoved(to: Point(x: 136, y: 400), time: .seconds(2))
    #expect(split.layout[.inspector]?.frame == Rect(x: -135, y: 0, width: 270, height: 800))
    split.pointerMoved(to: Point(x: 271, y: 400), time: .seconds(3))
    split.pointerUp(at: Point(x: 271, y: 400), time: .seconds(3))
    split.advance(to: .seconds(5))
    #expect(split.isShowing(.inspector))
    #expect(split.layout[.inspector]?.frame == Rect(x: 0, y: 0, width: 270, height: 800))
    // The right edge is the primary's there: a drag from it never shows the inspector.
    let (other, _, _) = make(width: 560, rightToLeft: true)
    swipe(
      other, from: Point(x: 559, y: 400), through: [Point(x: 500, y: 400), Point(x: 300, y: 400)])
    other.advance(to: .seconds(5))
    #expect(!other.isShowing(.inspector))
  }

  @Test func noSwipeRevealsItWhereItTilesOrWhenGesturesAreOff() {
    let (wide, _, _) = make(width: 1024)
    #expect(!wide.inspectorOverlaysSecondary)
    swipe(
      wide, from: Point(x: 1023, y: 400), through: [Point(x: 1000, y: 400), Point(x: 700, y: 400)])
    wide.advance(to: .seconds(5))
    #expect(!wide.isShowing(.inspector))
    let (off, _, _) = make(width: 560)
    off.presentsInspectorWithGesture = false
    swipe(
      off, from: Point(x: 559, y: 400), through: [Point(x: 540, y: 400), Point(x: 300, y: 400)])
    off.advance(to: .seconds(5))
    #expect(!off.isShowing(.inspector))
  }
}
