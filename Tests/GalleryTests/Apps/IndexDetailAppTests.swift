import GalleryCore
import SplitKit
import SplitKitTerminal
import SplitKitTesting
import Testing

/// Walks seed 003 (the index/detail container's README) through the driver.
@MainActor
@Suite struct IndexDetailAppTests {
  private func start(columns: Int = 100, rows: Int = 12) -> (IndexDetailApp, Driver) {
    let app = IndexDetailApp()
    return (app, Driver(app: app.split, size: CellSize(columns: columns, rows: rows)))
  }

  @Test func startsWithThePlaceholderBesideTheIndex() throws {
    let (app, driver) = start()
    #expect(!app.container.isCollapsed)
    #expect(app.stackTitles == ["Nothing selected"])
    #expect(driver.screen.contains { $0.contains("nothing selected") })
    #expect(driver.screen.contains { $0.hasPrefix("▸ Alpha") })
    try assertSnapshot(driver.screen)
  }

  @Test func showDetailClearsToThePlaceholderThenPushesAndPushAnotherPushes() throws {
    let (app, driver) = start()
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Bravo"])
    driver.press(.character("p"), .character("p"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Bravo", "Bravo 2", "Bravo 3"])
    #expect(driver.screen.contains { $0.contains("Bravo, page 3") })
    try assertSnapshot(driver.screen, named: "1-pushed")

    driver.press(.tab, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Charlie"])
    try assertSnapshot(driver.screen, named: "2-show-detail-cleared")
  }

  @Test func collapsingPutsTheIndexJustAboveTheRootAndExpandingTakesItBack() throws {
    let (app, driver) = start()
    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(app.container.isCollapsed)
    #expect(app.stackTitles == ["Nothing selected", "Index"])
    #expect(driver.screen.contains { $0.hasPrefix("▸ Alpha") })
    #expect(driver.screen.last?.hasPrefix("collapsed · horizontal") == true)
    try assertSnapshot(driver.screen, named: "1-collapsed-empty")

    driver.press(.character("c"), .down, .down, .enter, .character("p"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Charlie", "Charlie 2"])
    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Index", "Charlie", "Charlie 2"])
    #expect(driver.screen.contains { $0.contains("Charlie, page 2") })
    try assertSnapshot(driver.screen, named: "2-collapsed-keeps-top")

    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen.contains { $0.contains("Charlie, page 1") })
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Index"])
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Index"])  // Back stops at the index.

    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(!app.container.isCollapsed)
    #expect(app.stackTitles == ["Nothing selected"])
    try assertSnapshot(driver.screen, named: "3-expanded")
  }

  @Test func clickingAnIndexRowShowsItAndClickingPushAnotherPushes() {
    let (app, driver) = start()
    driver.click(x: 4, y: 4)  // "Delta": the index starts on row 1, under the title bar.
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Delta"])
    let button = driver.screen.firstIndex { $0.contains("[ Push another ]") } ?? 0
    driver.click(x: 40, y: button)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Nothing selected", "Delta", "Delta 2"])
  }

  @Test func aCompactTerminalCollapsesAndWideningExpandsAgain() {
    let (app, driver) = start(columns: 60)
    #expect(app.container.isCollapsed)
    driver.resize(columns: 100, rows: 12)
    driver.advance(by: .milliseconds(400))
    #expect(!app.container.isCollapsed)
  }

  @Test func theAxisKeyStacksIndexAboveDetail() throws {
    let (app, driver) = start(columns: 100, rows: 30)
    driver.press(.character("a"))
    driver.advance(by: .milliseconds(400))
    #expect(app.container.axis == .vertical)
    #expect(driver.screen.contains { $0.hasPrefix("────") })
    try assertSnapshot(driver.screen)
  }
}
