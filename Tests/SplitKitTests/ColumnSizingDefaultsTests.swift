import SplitKit
import SplitKitTesting
import Testing

/// The engine's column-width defaults are UIKit-like points; cell-sized numbers belong to
/// the terminal host.
@MainActor @Suite struct ColumnSizingDefaultsTests {
  private func split(width: Double, height: Double) -> SplitViewController {
    pointSplit(width: width, height: height) {
      $0.thresholds = SplitThresholds(compactWidth: 500, wideWidth: 1000)
    }
  }

  @Test func theDefaultPrimaryRangeIs256To320Points() {
    let sizing = ColumnSizing()
    #expect(sizing.minimum == 256)
    #expect(sizing.maximum == 320)
    #expect(sizing.fraction == 0.42)
    #expect(sizing.width == nil)
    #expect(SplitViewController(style: .tripleColumn).supplementaryColumnSizing == sizing)
    #expect(SplitViewController(style: .doubleColumn).minimumSecondaryColumnWidth == 320)
  }

  @Test func aLandscapeIPadGetsThe320PointMasterBesideTheDetail() {
    let split = split(width: 1024, height: 768)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primaryColumnWidth == 320)
    let frames = split.layout.columns.map { "\($0.column) \($0.frame)" }
    #expect(frames == ["secondary (321.0, 0.0, 703.0x768.0)", "primary (0.0, 0.0, 320.0x768.0)"])
    #expect(split.layout.dividers.map(\.frame) == [Rect(x: 320, y: 0, width: 1, height: 768)])
  }

  @Test func aPortraitIPadOverlaysThe320PointMaster() {
    let split = split(width: 768, height: 1024)
    split.animationsEnabled = false
    #expect(split.displayMode == .secondaryOnly)
    split.pressDisplayModeButton()
    #expect(split.displayMode == .oneOverSecondary)
    let primary = split.layout.columns.first { $0.column == .primary }
    #expect(primary?.frame == Rect(x: 0, y: 0, width: 320, height: 1024))
  }

  @Test(arguments: [
    (1366.0, 320.0), (1024, 320), (800, 320), (700, 294), (640, 269), (600, 256), (580, 256),
  ])
  func thePrimaryIsTheFractionClampedTo256Through320(width: Double, expected: Double) {
    let split = split(width: width, height: 768)
    split.preferredDisplayMode = .oneBesideSecondary
    // 580: 0.42 gives 244, under the minimum; the secondary's 320-point minimum would cap
    // the primary at 259, so 256 fits.
    #expect(split.primaryColumnWidth == expected, "at \(width) points")
  }
}
