import SplitKit
import SplitKitTesting
import Testing

/// The engine's thresholds and swipe numbers are UIKit-like points; the terminal's cells
/// come from its host.
@MainActor @Suite struct PointDefaultsTests {
  private func split(width: Double, height: Double) -> SplitViewController {
    pointSplit(width: width, height: height) { $0.animationsEnabled = false }
  }

  @Test func theDefaultThresholdsAreCompactAtMost320PointsAndTileFrom1000() {
    let thresholds = SplitThresholds()
    #expect(thresholds.compactWidthMaximum == 320)
    #expect(thresholds.horizontalSizeClass(forWidth: 320) == .compact)
    #expect(thresholds.horizontalSizeClass(forWidth: 321) == .regular)
    #expect(thresholds.widthClass(forLength: 999, axis: .horizontal) == .medium)
    #expect(thresholds.widthClass(forLength: 1000, axis: .horizontal) == .wide)
    #expect(thresholds.verticalSizeClass(forHeight: 399) == .compact)
    #expect(thresholds.verticalSizeClass(forHeight: 400) == .regular)
    #expect(thresholds.wideHeight == 700)
  }

  @Test func aDefault1024PointSplitTilesAnd768OverlaysAnd320Collapses() {
    let landscape = split(width: 1024, height: 768)
    #expect(landscape.displayMode == .oneBesideSecondary)
    let portrait = split(width: 768, height: 1024)
    #expect(!portrait.isCollapsed)
    #expect(portrait.displayMode == .secondaryOnly)
    portrait.pressDisplayModeButton()
    #expect(portrait.displayMode == .oneOverSecondary)
    let phone = split(width: 320, height: 568)
    #expect(phone.isCollapsed)
  }

  @Test func theDefaultSwipeNumbersArePoints() {
    let configuration = SwipeTracker.Configuration()
    #expect(configuration.edgeStripWidth == 20)
    #expect(configuration.startThreshold == 8)
    #expect(configuration.flickVelocity == 500)
    #expect(SplitViewController(style: .doubleColumn).swipeConfiguration == configuration)
  }

  @Test func aPortraitSplitRevealsItsPrimaryFromA20PointEdgeStrip() {
    let outside = split(width: 768, height: 1024)
    outside.pointerDown(at: Point(x: 25, y: 500), time: .milliseconds(0))
    #expect(!outside.pointerMoved(to: Point(x: 125, y: 500), time: .milliseconds(50)))
    outside.pointerUp(at: Point(x: 125, y: 500), time: .milliseconds(60))
    #expect(outside.displayMode == .secondaryOnly, "a press 25 points in is not an edge swipe")

    let inside = split(width: 768, height: 1024)
    inside.pointerDown(at: Point(x: 15, y: 500), time: .milliseconds(0))
    #expect(!inside.pointerMoved(to: Point(x: 20, y: 500), time: .milliseconds(10)), "under 8")
    #expect(inside.pointerMoved(to: Point(x: 300, y: 500), time: .milliseconds(50)))
    inside.pointerUp(at: Point(x: 300, y: 500), time: .milliseconds(60))
    inside.advance(to: .seconds(2))
    #expect(inside.displayMode == .oneOverSecondary)
  }

  @Test func raisingTheCompactMaximumPastTheWideWidthRaisesTheWideWidth() {
    var thresholds = SplitThresholds()
    thresholds.compactWidthMaximum = 1200
    #expect(thresholds.wideWidth == thresholds.compactWidth)
    #expect(thresholds.widthClass(forLength: 1200, axis: .horizontal) == .narrow)
    #expect(thresholds.widthClass(forLength: 1201, axis: .horizontal) == .wide)
    thresholds.compactHeightMaximum = 800
    #expect(thresholds.wideHeight == thresholds.compactHeight)
    #expect(thresholds.verticalSizeClass(forHeight: 800) == .compact)
    var lower = SplitThresholds()
    lower.compactWidthMaximum = 500
    #expect(lower.wideWidth == 1000, "a maximum under the wide width leaves it alone")
  }

  @Test func everyThresholdSetterKeepsTheThresholdsInOrder() {
    var thresholds = SplitThresholds()
    thresholds.wideWidth = 120
    #expect(thresholds.compactWidth == 120, "lowered to the new wide width")
    thresholds.compactWidth = 80
    #expect(thresholds == SplitThresholds(compactWidth: 80, wideWidth: 120))
    thresholds.compactWidth = 200
    #expect(thresholds.wideWidth == 200)
    thresholds.wideHeight = 40
    #expect(thresholds.compactHeight == 40)
    thresholds.compactHeight = 60
    #expect(thresholds.wideHeight == 60)
  }
}
