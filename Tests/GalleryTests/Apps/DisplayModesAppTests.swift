import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Walks seed 002 (display modes, the "Now" button, collapsing) through the driver.
@MainActor
@Suite struct DisplayModesAppTests {
  private func start(columns: Int) -> (DisplayModesApp, Driver) {
    let app = DisplayModesApp()
    let driver = Driver(app: app.split, size: CellSize(columns: columns, rows: 12))
    app.attach(to: driver.host)
    return (app, driver)
  }

  @Test func nowStampsTheDetailWithTheHostClocksTime() throws {
    let (app, driver) = start(columns: 130)
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(driver.screen.contains { $0.contains("No timestamp yet") })
    try assertSnapshot(driver.screen, named: "1-empty")

    driver.advance(by: .milliseconds(1_250))
    driver.press(.character("n"))
    driver.advance(by: .milliseconds(300))
    #expect(app.detail?.timestamp == .milliseconds(1_250))
    #expect(driver.screen.contains { $0.contains("Timestamp: 00:00:01.250") })
    try assertSnapshot(driver.screen, named: "2-stamped")

    driver.advance(by: .seconds(61))
    driver.press(.enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen.contains { $0.contains("Timestamp: 00:01:02.550") })
  }

  @Test func displayModeButtonTogglesBetweenBothVisibleAndPrimaryHidden() throws {
    let (app, driver) = start(columns: 130)
    // The button in the detail's bar: « hides the master.
    #expect(driver.screen[0].contains("│ « "))
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(driver.screen.contains { $0.contains("Showing:   primaryHidden") })
    try assertSnapshot(driver.screen, named: "1-primary-hidden")

    #expect(driver.screen[0].hasPrefix(" » "))  // » shows it again.
    driver.click(x: 1, y: 0)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(driver.screen.contains { $0.contains("Showing:   allVisible") })
    try assertSnapshot(driver.screen, named: "2-all-visible")
  }

  @Test func preferredModeSwitchesAtRunTimeAmongAllModes() {
    let (app, driver) = start(columns: 130)
    var seen: [SplitViewController.DisplayMode] = []
    var shown: [SplitViewController.DisplayMode] = []
    for _ in DisplayModesApp.modes {
      driver.press(.character("p"))
      driver.advance(by: .milliseconds(400))
      seen.append(app.split.preferredDisplayMode)
      shown.append(app.split.displayMode)
    }
    #expect(seen == [.oneOverSecondary, .automatic, .secondaryOnly, .oneBesideSecondary])
    #expect(shown == [.oneOverSecondary, .oneBesideSecondary, .secondaryOnly, .oneBesideSecondary])
    driver.press(.character("4"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.preferredDisplayMode == .oneOverSecondary)
    #expect(driver.screen.contains { $0.contains("Preferred: primaryOverlay") })
  }

  @Test func collapsedShowsTheMasterUntilADetailHasBeenChosen() throws {
    let (app, driver) = start(columns: 60)
    #expect(app.split.isCollapsed)
    #expect(driver.screen[0].contains("Master"))
    #expect(driver.screen[0].hasSuffix(" Now "))  // The "Now" button, in the bar.
    try assertSnapshot(driver.screen, named: "1-master")

    driver.advance(by: .seconds(2))
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen[0].contains("Detail"))
    #expect(driver.screen.contains { $0.contains("Timestamp: 00:00:02.000") })
    try assertSnapshot(driver.screen, named: "2-detail-pushed")

    driver.resize(columns: 130, rows: 12)
    driver.advance(by: .milliseconds(400))
    driver.resize(columns: 60, rows: 12)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen.contains { $0.contains("Timestamp: 00:00:02.000") })
    try assertSnapshot(driver.screen, named: "3-collapsed-again-keeps-detail")
  }
}
