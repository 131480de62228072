import SplitKit
import Testing

@Suite struct SplitThresholdsTests {
  /// "Compact when the width is at most 320", as seed 004 says it, without an off-by-one.
  @Test func compactWidthMaximumReadsAsAtMost() {
    var thresholds = SplitThresholds(compactWidth: 80, wideWidth: 600)
    thresholds.compactWidthMaximum = 320
    #expect(thresholds.compactWidthMaximum == 320)
    #expect(thresholds.horizontalSizeClass(forWidth: 320) == .compact)
    #expect(thresholds.horizontalSizeClass(forWidth: 320.0.nextUp) == .regular)
    #expect(thresholds.horizontalSizeClass(forWidth: 320.5) == .regular)
    #expect(thresholds.horizontalSizeClass(forWidth: 319.9) == .compact)
    #expect(thresholds.widthClass(forLength: 320, axis: .horizontal) == .narrow)
    #expect(thresholds.widthClass(forLength: 321, axis: .horizontal) == .medium)
    thresholds.compactHeightMaximum = 10
    #expect(thresholds.verticalSizeClass(forHeight: 10) == .compact)
    #expect(thresholds.verticalSizeClass(forHeight: 11) == .regular)
  }
}
