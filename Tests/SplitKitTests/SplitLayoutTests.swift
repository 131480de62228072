import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitLayoutTests {
  @Test func tiledDoubleColumnHasPrimaryDividerAndSecondaryFillingTheRest() {
    let f = MailFixture(width: 150)
    #expect(
      f.split.observation == [
        "expanded oneBesideSecondary tile",
        "secondary (41.0, 0.0, 109.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus secondary",
        "primary [List] secondary [Detail]",
        "button sidebarToggle → secondaryOnly",
      ])
    #expect(
      f.split.layout.dividers == [
        .init(column: .primary, frame: Rect(x: 40, y: 0, width: 1, height: 30), isResizable: true)
      ])
    #expect(f.split.layout.shadowEdge == nil)
    #expect(f.split.primaryColumnWidth == 40)
  }

  @Test func rightToLeftAndATrailingPrimaryEdgeMirrorAndCancelOut() {
    let f = MailFixture(width: 150)
    f.split.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 109.0x30.0); primary (110.0, 0.0, 40.0x30.0); focus secondary")
    #expect(f.split.layout.dividers.map(\.frame) == [Rect(x: 109, y: 0, width: 1, height: 30)])
    f.split.primaryEdge = .trailing
    #expect(
      f.split.layout.description
        == "secondary (41.0, 0.0, 109.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus secondary")
    f.split.windowTraitCollection = TraitCollection(layoutDirection: .leftToRight)
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 109.0x30.0); primary (110.0, 0.0, 40.0x30.0); focus secondary")
  }

  @Test func aVerticalSplitStacksThePrimaryOnTop() {
    let f = MailFixture(width: 80, height: 100)
    f.split.axis = .vertical
    #expect(
      f.split.layout.description
        == "secondary (0.0, 31.0, 80.0x69.0); primary (0.0, 0.0, 80.0x30.0); focus secondary")
    #expect(f.split.layout.dividers.map(\.frame) == [Rect(x: 0, y: 30, width: 80, height: 1)])
  }

  @Test func theOverlayCoversAndDimsTheSecondaryWithAShadowOnItsTrailingEdge() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    #expect(f.split.layout.columns.map(\.column) == [.secondary])
    f.split.advance(to: .milliseconds(400))
    #expect(
      f.split.observation == [
        "expanded oneOverSecondary overlay",
        "secondary (0.0, 0.0, 100.0x30.0) dim 1.0; primary (0.0, 0.0, 30.0x30.0); focus primary",
        "primary [List] secondary [Detail]",
        "button fullScreen → secondaryOnly",
      ])
    #expect(f.split.layout.shadowEdge == .right)
    #expect(f.split.layout[.secondary]?.isCovered == true)
    #expect(f.split.layout.dividers.isEmpty)
  }

  @Test func dimmingAndTheSlidingFrameFollowTheTransitionProgress() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.split.advance(to: .milliseconds(0))
    f.split.advance(to: .milliseconds(50))
    let early = f.split.layout
    f.split.advance(to: .milliseconds(125))
    let middle = f.split.layout
    let earlyDim = early[.secondary]?.dimming ?? -1
    let middleDim = middle[.secondary]?.dimming ?? -1
    #expect(earlyDim > 0 && earlyDim < middleDim && middleDim < 1)
    let earlyX = early[.primary]?.frame.minX ?? 0
    let middleX = middle[.primary]?.frame.minX ?? 0
    #expect(earlyX < middleX && middleX < 0)
    #expect(middle[.primary]?.visibleFrame.minX == 0)
    #expect(f.split.isAnimating)
  }

  @Test func tripleColumnTilesAllThreeWhenTheyFit() {
    let f = MailFixture(width: 150, style: .tripleColumn)
    #expect(f.split.displayMode == .twoBesideSecondary)
    #expect(
      f.split.layout.description
        == "secondary (82.0, 0.0, 68.0x30.0); supplementary (41.0, 0.0, 40.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus secondary"
    )
    #expect(f.split.layout.dividers.map(\.frame.minX) == [40, 81])
    #expect(f.split.supplementaryColumnWidth == 40)
  }

  @Test func twoOverAndTwoDisplaceLayOutBothColumnsAndDimTheSecondary() {
    let f = MailFixture(width: 150, style: .tripleColumn)
    f.split.animationsEnabled = false
    f.split.preferredDisplayMode = .twoOverSecondary
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 150.0x30.0) dim 1.0; supplementary (41.0, 0.0, 40.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus primary"
    )
    f.split.preferredDisplayMode = .twoDisplaceSecondary
    #expect(f.split.displayMode == .twoDisplaceSecondary)
    #expect(
      f.split.layout.description
        == "secondary (82.0, 0.0, 68.0x30.0) dim 1.0; supplementary (41.0, 0.0, 40.0x30.0); primary (0.0, 0.0, 40.0x30.0); focus primary"
    )
    #expect(f.split.layout[.secondary]?.frame.width == 109)
  }

  @Test func anAbsoluteWidthWinsOverTheFractionAndTheSecondaryKeepsItsMinimum() {
    let f = MailFixture(width: 150)
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.5, width: 25, minimum: 10, maximum: 200)
    #expect(f.split.primaryColumnWidth == 25)
    f.split.primaryColumnSizing = ColumnSizing(fraction: 0.9, minimum: 10, maximum: 200)
    #expect(f.split.primaryColumnWidth == 119)
    #expect(f.split.layout[.secondary]?.frame.width == 30)
    f.split.minimumSecondaryColumnWidth = 60
    #expect(f.split.primaryColumnWidth == 89)
  }

  @Test func draggingTheDividerClampsToTheLimitsAndTheWidthSticksAcrossSizes() {
    let f = MailFixture(width: 150)
    #expect(f.split.resizeDivider(to: 33) == 33)
    #expect(f.split.layout[.primary]?.frame.width == 33)
    #expect(f.split.resizeDivider(to: 5) == 20)
    #expect(f.split.resizeDivider(to: 500) == 40)
    f.split.resizeDivider(to: 33)
    f.split.setContainerSize(Size(width: 200, height: 30))
    #expect(f.split.primaryColumnWidth == 33)
    #expect(f.split.userPrimaryColumnWidth == 33)
    f.split.resetDivider()
    #expect(f.split.primaryColumnWidth == 40)
  }

  @Test func thePointerDragsTheDividerInEitherDirection() {
    let f = MailFixture(width: 150)
    #expect(f.split.pointerDown(at: Point(x: 40, y: 5), time: .seconds(1)))
    f.split.pointerMoved(to: Point(x: 30, y: 5), time: .seconds(1))
    f.split.pointerUp(at: Point(x: 28, y: 5), time: .seconds(1))
    #expect(f.split.primaryColumnWidth == 28)
    f.split.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    #expect(f.split.layout.dividers.map(\.frame.minX) == [121])
    f.split.pointerDown(at: Point(x: 121, y: 5), time: .seconds(2))
    f.split.pointerUp(at: Point(x: 116, y: 5), time: .seconds(2))
    #expect(f.split.primaryColumnWidth == 33)
  }

  @Test func collapsedLayoutIsOneFullColumnOrTheCompactColumn() {
    let f = MailFixture(width: 60)
    #expect(f.split.layout.description == "primary (0.0, 0.0, 60.0x30.0); focus primary")
    f.split.setViewController(ViewController(title: "Compact"), for: .compact)
    #expect(f.split.layout.description == "compact (0.0, 0.0, 60.0x30.0); focus compact")
    #expect(f.split.layout.column(at: Point(x: 59, y: 29)) == .compact)
    #expect(f.split.layout.column(at: Point(x: 60, y: 0)) == nil)
  }
}
