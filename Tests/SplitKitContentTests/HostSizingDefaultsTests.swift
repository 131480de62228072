import SplitKit
import SplitKitHostCore
import Testing

/// A host's sizing numbers fill in only what an app left at the engine's point defaults.
@MainActor @Suite struct HostSizingDefaultsTests {
  @Test func aHostsNumbersFillInOnlyWhatTheAppLeftAtTheEnginesDefaults() {
    // What the GTK host does with its configuration's thresholds.
    let gtk = HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 500, wideWidth: 1000))
    let kept = SplitViewController(style: .doubleColumn)
    kept.adoptHostDefaults(gtk)
    #expect(kept.thresholds == SplitThresholds(compactWidth: 500, wideWidth: 1000))
    #expect(kept.primaryColumnSizing == ColumnSizing(), "the point defaults, as they are")
    #expect(kept.minimumSecondaryColumnWidth == 320)

    let set = SplitViewController(style: .doubleColumn)
    set.thresholds.wideWidth = 900
    set.thresholds.compactWidthMaximum = 400
    set.minimumSecondaryColumnWidth = 160
    let before = set.thresholds
    set.adoptHostDefaults(gtk)
    set.adoptHostDefaults(.terminal)
    #expect(set.thresholds == before, "thresholds the app set win")
    #expect(set.minimumSecondaryColumnWidth == 160)
    #expect(set.primaryColumnSizing == HostSizingDefaults.terminal.columnSizing)
  }
}
