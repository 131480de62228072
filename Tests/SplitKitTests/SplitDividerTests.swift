import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitDividerTests {
  @Test func withoutUserResizingNeitherResizeDividerNorADragChangesTheWidth() {
    let f = MailFixture(width: 150)
    f.split.resizeDivider(to: 33)
    f.split.allowsUserResizing = false
    #expect(f.split.layout.dividers.allSatisfy { !$0.isResizable })
    #expect(f.split.resizeDivider(to: 25) == 33)
    #expect(f.split.userPrimaryColumnWidth == 33)
    #expect(!f.split.pointerDown(at: Point(x: 33, y: 5), time: .zero))
    f.split.pointerMoved(to: Point(x: 50, y: 5), time: .milliseconds(10))
    f.split.pointerUp(at: Point(x: 50, y: 5), time: .milliseconds(20))
    #expect(f.split.primaryColumnWidth == 33)
    f.split.resetDivider()
    #expect(f.split.primaryColumnWidth == 40)
  }

  @Test func aDragStartedWhileAllowedStopsResizingOnceResizingIsTurnedOff() {
    let f = MailFixture(width: 150)
    #expect(f.split.pointerDown(at: Point(x: 40, y: 5), time: .zero))
    f.split.pointerMoved(to: Point(x: 35, y: 5), time: .milliseconds(10))
    #expect(f.split.primaryColumnWidth == 35)
    f.split.allowsUserResizing = false
    f.split.pointerMoved(to: Point(x: 25, y: 5), time: .milliseconds(20))
    f.split.pointerUp(at: Point(x: 25, y: 5), time: .milliseconds(30))
    #expect(f.split.primaryColumnWidth == 35)
  }

  /// The documented order: the sizing's minimum and maximum, then the secondary's minimum
  /// when tiled (the primary's minimum winning), then the container.
  @Test func theDividerLimitsApplyInTheDocumentedOrder() {
    let f = MailFixture(width: 150)
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 20, maximum: 200)
    #expect(f.split.resizeDivider(to: 1000) == 119)  // 150 - 30 secondary - 1 divider
    #expect(f.split.userPrimaryColumnWidth == 200)
    #expect(f.split.resizeDivider(to: 3) == 20)
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 130, maximum: 200)
    #expect(f.split.resizeDivider(to: 140) == 130)  // the primary's minimum beats the secondary's
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.3, minimum: 20, maximum: 400)
    f.split.minimumSecondaryColumnWidth = 0
    #expect(f.split.resizeDivider(to: 400) == 149)
    f.split.pressDisplayModeButton()
    f.settle()
    #expect(f.split.displayMode == .secondaryOnly)
    f.split.setContainerSize(Size(width: 100, height: 30))
    f.split.pressDisplayModeButton()
    f.settle(from: .seconds(10))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(f.split.layout[.primary]?.frame.width == 100)  // an overlay: only the container caps it
  }
}
