import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Walks seed 004 (NinjaWeapons: trait override, width fraction, show/showDetail routing).
@MainActor
@Suite struct NinjaWeaponsAppTests {
  private func start(columns: Int) -> (NinjaWeaponsApp, Driver) {
    let app = NinjaWeaponsApp()
    var configuration = TerminalHostConfiguration()
    configuration.colorMode = .trueColor
    return (
      app,
      Driver(
        app: app.split, size: CellSize(columns: columns, rows: 10), configuration: configuration)
    )
  }

  @Test func theTraitOverrideKeepsANarrowTerminalRegularWithBothColumns() throws {
    let (app, driver) = start(columns: 50)
    #expect(!app.split.isCollapsed)
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(app.split.primaryColumnWidth == 15)  // 0.3 of 50 columns.
    try assertSnapshot(driver.screen)
  }

  @Test func theOverrideIsSetOnTheSplitViewAndSurvivesHosting() {
    let (app, driver) = start(columns: 40)
    #expect(app.split.thresholds.compactWidthMaximum == 39)
    #expect(app.split.thresholds.wideWidth == 80)
    #expect(!app.split.isCollapsed, "40 columns are regular: compact is at most 39")
    driver.resize(columns: 39, rows: 10)
    #expect(app.split.isCollapsed)
    driver.resize(columns: 40, rows: 10)
    #expect(!app.split.isCollapsed)
  }

  @Test func belowTheOverrideThresholdTheSplitCollapsesAndShowsTheList() throws {
    let (app, driver) = start(columns: 36)
    #expect(app.split.isCollapsed)
    #expect(driver.screen[0].contains("Weapons"))
    #expect(driver.screen.last?.contains("compact") == true)
    try assertSnapshot(driver.screen)
  }

  @Test func showDetailReplacesTheSecondaryWhenExpanded() throws {
    let (app, driver) = start(columns: 100)
    #expect(app.split.primaryColumnWidth == 30)  // 0.3 of 100 columns.
    driver.press(.down, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen.contains { $0.contains("A small star-shaped blade made for throwing.") })
    #expect(app.lastRoute == "showDetail → expanded split: replace the secondary")
    #expect(app.split.navigationController(for: .secondary)?.viewControllers.count == 1)
    #expect(
      driver.screen.last?.contains("regular · showDetail → expanded split: replace the secondary")
        == true)
    try assertSnapshot(driver.screen)
  }

  @Test func showPushesInsideTheListsStackWhenExpanded() throws {
    let (app, driver) = start(columns: 100)
    driver.press(.down, .character("s"))
    driver.advance(by: .milliseconds(400))
    #expect(app.lastRoute == "show → navigation controller: push in the list's stack")
    #expect(app.split.navigationController(for: .primary)?.viewControllers.count == 2)
    #expect(driver.screen[0].contains("‹ Weapons"))
    try assertSnapshot(driver.screen)
  }

  @Test func bothRoutesPushOnTheOneStackWhenCollapsed() throws {
    let (app, driver) = start(columns: 36)
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.lastRoute == "showDetail → collapsed split: show on the primary (push)")
    #expect(driver.screen[0].contains("‹ Weapons"))
    #expect(driver.screen.contains { $0.contains("Katana") })
    try assertSnapshot(driver.screen, named: "1-show-detail")

    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    driver.press(.down, .character("s"))
    driver.advance(by: .milliseconds(400))
    #expect(app.lastRoute == "show → collapsed split: push on the one stack")
    #expect(driver.screen.contains { $0.contains("Nunchaku") })
    try assertSnapshot(driver.screen, named: "2-show")
  }
}
