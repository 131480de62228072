import Foundation
import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Walks seed 003 (the index/detail README) through the driver.
@MainActor
@Suite struct IndexDetailAppTests {
  private func start(columns: Int = 100, rows: Int = 12) -> (IndexDetailApp, Driver) {
    let app = IndexDetailApp()
    return (app, Driver(app: app.split, size: CellSize(columns: columns, rows: rows)))
  }

  @Test func startsWithThePlaceholderBesideTheIndex() throws {
    let (app, driver) = start()
    #expect(!app.split.isCollapsed)
    #expect(app.stackTitles == ["Nothing selected"])
    #expect(driver.screen.contains { $0.contains("nothing selected") })
    #expect(driver.screen[1].hasPrefix(" Alpha "))
    #expect(app.index.selectedRow == 0)
    try assertSnapshot(driver.screen)
  }

  @Test func showDetailReplacesTheDetailStackAndPushAnotherPushes() throws {
    let (app, driver) = start()
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Bravo"])
    driver.press(.character("p"), .character("p"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Bravo", "Bravo 2", "Bravo 3"])
    #expect(driver.screen.contains { $0.contains("Bravo, page 3") })
    try assertSnapshot(driver.screen, named: "1-pushed")

    driver.press(.tab, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Charlie"])
    try assertSnapshot(driver.screen, named: "2-show-detail-replaced")
  }

  @Test func collapsingShowsTheIndexAndPagesPushOnTheOneStack() throws {
    let (app, driver) = start()
    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.isCollapsed)
    #expect(app.stackTitles == ["Index"])
    #expect(driver.screen[1].hasPrefix(" Alpha "))
    #expect(driver.screen.last?.hasPrefix(" collapsed · horizontal") == true)
    try assertSnapshot(driver.screen, named: "1-collapsed-empty")

    driver.press(.down, .down, .enter, .character("p"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Index", "Charlie", "Charlie 2"])
    #expect(driver.screen.contains { $0.contains("Charlie, page 2") })
    try assertSnapshot(driver.screen, named: "2-collapsed-pushed")

    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen.contains { $0.contains("Charlie, page 1") })
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Index"])

    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(!app.split.isCollapsed)
    #expect(app.stackTitles == ["Nothing selected"])
    try assertSnapshot(driver.screen, named: "3-expanded")
  }

  @Test func collapsingKeepsTheOpenPagesOnTopAndExpandingSeparatesThem() {
    let (app, driver) = start()
    driver.press(.down, .enter, .character("p"))
    driver.advance(by: .milliseconds(400))
    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Index", "Bravo", "Bravo 2"])
    #expect(driver.screen.contains { $0.contains("Bravo, page 2") })
    driver.press(.character("c"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Bravo", "Bravo 2"])
    #expect(driver.screen[1].hasPrefix(" Alpha "))
  }

  @Test func clickingAnIndexRowShowsItAndClickingPushAnotherPushes() {
    let (app, driver) = start()
    driver.click(x: 4, y: 4)  // "Delta": the index starts on row 1, under the title bar.
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Delta"])
    let bar = driver.screen[0]
    let button = bar.distance(
      from: bar.startIndex, to: bar.range(of: "Push another")?.lowerBound ?? bar.startIndex)
    #expect(button > 30)
    driver.click(x: button + 2, y: 0)
    driver.advance(by: .milliseconds(400))
    #expect(app.stackTitles == ["Delta", "Delta 2"])
  }

  @Test func aCompactTerminalCollapsesAndWideningExpandsAgain() {
    let (app, driver) = start(columns: 60)
    #expect(app.split.isCollapsed)
    #expect(app.stackTitles == ["Index"])
    driver.resize(columns: 100, rows: 12)
    driver.advance(by: .milliseconds(400))
    #expect(!app.split.isCollapsed)
    #expect(app.stackTitles == ["Nothing selected"])
  }

  @Test func theAxisKeyStacksIndexAboveDetail() throws {
    let (app, driver) = start(columns: 100, rows: 30)
    driver.press(.character("a"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.axis == .vertical)
    // The index above the divider, the detail below it.
    let divider = try #require(driver.screen.firstIndex { $0.hasPrefix("│││││") })
    #expect(driver.screen[..<divider].contains { $0.hasPrefix(" Alpha ") })
    #expect(driver.screen[divider...].contains { $0.contains("nothing selected") })
    try assertSnapshot(driver.screen)
  }
}
