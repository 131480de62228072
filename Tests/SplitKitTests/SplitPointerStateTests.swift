import SplitKit
import SplitKitTesting
import Testing

/// One gesture at a time: a divider drag lives only while its divider does, and a press
/// after it starts from nothing.
@MainActor @Suite struct SplitPointerStateTests {
  @Test func aDividerDragEndsWhenTheSplitCollapsesUnderIt() {
    let f = MailFixture(width: 150)
    #expect(f.split.pointerDown(at: Point(x: 40, y: 5), time: .zero))
    #expect(f.split.pointerMoved(to: Point(x: 35, y: 5), time: .milliseconds(10)))
    #expect(f.split.userPrimaryColumnWidth == 35)
    f.split.setContainerSize(Size(width: 60, height: 30))
    #expect(f.split.isCollapsed)
    #expect(!f.split.pointerMoved(to: Point(x: 25, y: 5), time: .milliseconds(20)))
    #expect(f.split.userPrimaryColumnWidth == 35, "a collapsed split has no divider to drag")
    f.split.setContainerSize(Size(width: 150, height: 30))
    #expect(!f.split.pointerMoved(to: Point(x: 28, y: 5), time: .milliseconds(30)))
    #expect(!f.split.pointerUp(at: Point(x: 28, y: 5), time: .milliseconds(40)))
    #expect(f.split.userPrimaryColumnWidth == 35)
    #expect(f.split.primaryColumnWidth == 35)
  }

  @Test func aDividerDragEndsWhenTheAppHidesThePrimary() {
    let f = MailFixture(width: 150)
    #expect(f.split.pointerDown(at: Point(x: 40, y: 5), time: .zero))
    #expect(f.split.pointerMoved(to: Point(x: 36, y: 5), time: .milliseconds(10)))
    f.split.preferredDisplayMode = .secondaryOnly
    f.settle(from: .milliseconds(10))
    #expect(!f.split.pointerMoved(to: Point(x: 20, y: 5), time: .seconds(5)))
    f.split.pointerUp(at: Point(x: 20, y: 5), time: .seconds(5))
    #expect(f.split.userPrimaryColumnWidth == 36)
  }

  @Test func aPressAfterAnEndedDragIsAnOrdinaryPress() {
    let f = MailFixture(width: 150)
    #expect(f.split.pointerDown(at: Point(x: 40, y: 5), time: .zero))
    f.split.pointerCancelled()
    #expect(!f.split.pointerMoved(to: Point(x: 30, y: 5), time: .milliseconds(10)))
    #expect(f.split.primaryColumnWidth == 40)
    #expect(!f.split.pointerDown(at: Point(x: 100, y: 5), time: .milliseconds(20)))
    #expect(!f.split.pointerMoved(to: Point(x: 110, y: 5), time: .milliseconds(30)))
    #expect(!f.split.pointerUp(at: Point(x: 110, y: 5), time: .milliseconds(40)))
    #expect(!f.split.isAnimating)
  }
}
