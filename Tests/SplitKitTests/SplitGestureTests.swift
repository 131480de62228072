import SplitKit
import SplitKitTesting
import Testing

/// Pointer samples fed to the split view: edge drags, overlay drags, taps, back swipes.
@MainActor @Suite struct SplitGestureTests {
  /// Drags from `start` to `end` in `steps` samples 10 ms apart starting at `time`.
  @discardableResult
  func drag(
    _ f: MailFixture, from start: Point, to end: Point, steps: Int = 5,
    at time: Duration = .seconds(1), release: Bool = true
  ) -> Duration {
    f.split.pointerDown(at: start, time: time)
    var now = time
    for step in 1...steps {
      now += .milliseconds(10)
      let t = Double(step) / Double(steps)
      f.split.pointerMoved(
        to: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), time: now
      )
    }
    if release { f.split.pointerUp(at: end, time: now) }
    return now
  }

  @Test func anEdgeDragRevealsTheOverlayFollowingThePointer() {
    let f = MailFixture(width: 100)
    #expect(
      !f.split.pointerDown(at: Point(x: 0, y: 10), time: .seconds(1)),
      "tracked, but the content still sees it")
    #expect(!f.split.pointerMoved(to: Point(x: 1, y: 10), time: .seconds(1) + .milliseconds(50)))
    #expect(f.split.pointerMoved(to: Point(x: 3, y: 10), time: .seconds(1) + .milliseconds(100)))
    #expect(
      f.delegate.take() == [
        "gestureWillBegin", "willChangeTo(oneOverSecondary)", "willShow(primary)",
        "willPresentInOverlay(List)",
      ])
    #expect(f.appearance.take() == ["willAppear(NavigationController)", "willAppear(List)"])
    f.split.pointerMoved(to: Point(x: 15, y: 10), time: .seconds(1) + .milliseconds(600))
    #expect(f.split.layout[.primary]?.frame == Rect(x: -15, y: 0, width: 30, height: 30))
    #expect(f.split.layout[.secondary]?.dimming == 0.5)
    #expect(f.split.layout.focusedColumn == .primary)
    f.split.pointerUp(at: Point(x: 16, y: 10), time: .seconds(1) + .milliseconds(1100))
    #expect(f.delegate.take() == ["gestureDidEnd"])
    f.split.advance(to: .seconds(3))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(f.appearance.take() == ["didAppear(NavigationController)", "didAppear(List)"])
    #expect(!f.split.isAnimating)
  }

  @Test func aShortSlowDragCancelsWithTheReversingCallbacks() {
    let f = MailFixture(width: 100)
    f.split.pointerDown(at: Point(x: 1, y: 10), time: .seconds(1))
    f.split.pointerMoved(to: Point(x: 5, y: 10), time: .seconds(2))
    f.split.pointerMoved(to: Point(x: 6, y: 10), time: .seconds(3))
    f.split.pointerUp(at: Point(x: 6, y: 10), time: .seconds(4))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(
      f.delegate.take() == [
        "gestureWillBegin", "willChangeTo(oneOverSecondary)", "willShow(primary)",
        "willPresentInOverlay(List)", "willChangeTo(secondaryOnly)", "willHide(primary)",
        "gestureDidEnd",
      ])
    f.split.advance(to: .seconds(10))
    #expect(
      f.appearance.take() == [
        "willAppear(NavigationController)", "willAppear(List)",
        "willDisappear(NavigationController)", "willDisappear(List)",
        "didDisappear(NavigationController)", "didDisappear(List)",
      ])
    #expect(f.split.layout.visibleColumns == [.secondary])
  }

  @Test func aFastFlickCompletesEvenWhenShort() {
    let f = MailFixture(width: 100)
    drag(f, from: Point(x: 0, y: 5), to: Point(x: 8, y: 5), steps: 4)
    f.split.advance(to: .seconds(5))
    #expect(f.split.displayMode == .oneOverSecondary)
  }

  @Test func aVerticalMovementIsLeftToOthers() {
    let f = MailFixture(width: 100)
    #expect(!f.split.pointerDown(at: Point(x: 0, y: 5), time: .seconds(1)))
    #expect(!f.split.pointerMoved(to: Point(x: 1, y: 9), time: .seconds(1) + .milliseconds(10)))
    #expect(
      !f.split.pointerMoved(to: Point(x: 9, y: 9), time: .seconds(1) + .milliseconds(15)),
      "direction locked")
    #expect(!f.split.pointerUp(at: Point(x: 1, y: 9), time: .seconds(1) + .milliseconds(20)))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(!f.split.pointerDown(at: Point(x: 50, y: 5), time: .seconds(2)))
  }

  @Test func tappingTheDimmedSecondaryDismissesAndDraggingTheOverlayBackHidesIt() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(f.split.pointerDown(at: Point(x: 60, y: 5), time: .seconds(10)))
    #expect(f.split.pointerUp(at: Point(x: 60, y: 5), time: .seconds(10)))
    f.split.advance(to: .seconds(20))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.split.layout.focusedColumn == .secondary)
    f.split.pressDisplayModeButton()
    f.split.advance(to: .seconds(30))
    _ = f.delegate.take()
    let end = drag(f, from: Point(x: 20, y: 5), to: Point(x: 2, y: 5), at: .seconds(40))
    #expect(
      f.delegate.take() == [
        "gestureWillBegin", "willChangeTo(secondaryOnly)", "willHide(primary)", "gestureDidEnd",
      ])
    f.split.advance(to: end + .seconds(1))
    #expect(f.split.displayMode == .secondaryOnly)
  }

  @Test func dismissOverlayIsEscapeAndReturnsFocus() {
    let f = MailFixture(width: 100)
    #expect(!f.split.dismissOverlay())
    #expect(f.split.focus(.secondary))
    f.split.pressDisplayModeButton()
    #expect(f.split.focusedColumn == .primary)
    #expect(!f.split.focus(.secondary), "the covered secondary cannot take focus")
    f.settle()
    #expect(f.split.dismissOverlay())
    f.settle(from: .seconds(10))
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.split.focusedColumn == .secondary)
  }

  @Test func rightToLeftMirrorsTheEdgeDrag() {
    let f = MailFixture(width: 100)
    f.split.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    #expect(!f.split.pointerDown(at: Point(x: 0, y: 5), time: .seconds(1)))
    drag(f, from: Point(x: 99, y: 5), to: Point(x: 70, y: 5))
    f.split.advance(to: .seconds(5))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(f.split.layout[.primary]?.frame == Rect(x: 70, y: 0, width: 30, height: 30))
    #expect(f.split.layout.shadowEdge == .left)
  }

  @Test func noEdgeDragWithoutPresentsWithGesture() {
    let f = MailFixture(width: 100)
    f.split.presentsWithGesture = false
    #expect(!f.split.pointerDown(at: Point(x: 0, y: 5), time: .seconds(1)))
  }

  @Test func aBackSwipeFromAColumnsLeadingEdgePopsItsStack() {
    let f = MailFixture(width: 150)
    f.split.pushDetail(ViewController(title: "Reply"))
    f.settle()
    let end = drag(f, from: Point(x: 42, y: 5), to: Point(x: 120, y: 5), at: .seconds(10))
    #expect(f.secondaryStack == ["Detail"])
    f.split.advance(to: end + .seconds(1))
    #expect(f.split.navigationController(for: .secondary)?.transition == nil)
    #expect(f.appearance.take().suffix(2) == ["didDisappear(Reply)", "didAppear(Detail)"])
  }

  @Test func animationsOffJumpToTheEndWithBalancedCallbacks() {
    let f = MailFixture(width: 100)
    f.split.animationsEnabled = false
    drag(f, from: Point(x: 0, y: 5), to: Point(x: 25, y: 5))
    #expect(!f.split.isAnimating)
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(
      f.appearance.take() == [
        "willAppear(NavigationController)", "willAppear(List)", "didAppear(NavigationController)",
        "didAppear(List)",
      ])
  }
}

@MainActor @Suite struct SplitGestureAxisTests {
  @Test func aVerticalSplitRevealsThePrimaryWithADownwardDragFromTheTop() {
    let f = MailFixture(width: 60, height: 30)
    f.split.axis = .vertical
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.pointerDown(at: Point(x: 30, y: 0.5), time: .seconds(1))
    #expect(f.split.pointerMoved(to: Point(x: 30, y: 5), time: .seconds(1) + .milliseconds(20)))
    #expect(f.split.layout[.primary]?.frame.minY ?? 0 < 0)
    f.split.pointerUp(at: Point(x: 30, y: 12), time: .seconds(1) + .milliseconds(40))
    f.split.advance(to: .seconds(3))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(f.split.layout[.primary]?.frame == Rect(x: 0, y: 0, width: 60, height: 20))
    #expect(f.split.layout.shadowEdge == .bottom)
  }

  @Test func theBackSwipeInsideAnOpenOverlayPopsItsStackInsteadOfClosingIt() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.settle()
    f.list.show(ViewController(title: "Folder"))
    f.settle(from: .seconds(10))
    f.split.pointerDown(at: Point(x: 0.5, y: 5), time: .seconds(20))
    f.split.pointerMoved(to: Point(x: 10, y: 5), time: .seconds(20) + .milliseconds(20))
    f.split.pointerUp(at: Point(x: 25, y: 5), time: .seconds(20) + .milliseconds(40))
    f.split.advance(to: .seconds(30))
    #expect(f.primaryStack == ["List"])
    #expect(f.split.displayMode == .oneOverSecondary)
  }
}
