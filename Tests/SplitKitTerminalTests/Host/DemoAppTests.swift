import ArgumentParser
import DemoApp
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The demo app through the Driver: the layout at each size class, opening items, and
/// moving between sizes without losing the user's place.
@Suite @MainActor struct DemoAppTests {
  static let wide = CellSize(columns: 160, rows: 50)
  static let medium = CellSize(columns: 100, rows: 40)
  static let narrow = CellSize(columns: 60, rows: 30)

  func driver(rows: Int = 50, size: CellSize) -> Driver {
    Driver(app: DemoApp(rows: rows).makeSplit(), size: size)
  }

  @Test func wideTerminalShowsTheListBesideTheDetailWithFocusInTheList() throws {
    let driver = driver(size: Self.wide)
    #expect(driver.split.layout.visibleColumns == [.secondary, .primary])
    #expect(driver.split.focusedColumn == .primary)
    #expect(driver.screen[0].contains("Items"))
    #expect(driver.markedScreen[1].hasPrefix("▸ Item 1"))
    #expect(driver.screen[1].contains("│ Item 1"))
    try assertSnapshot(driver.screen)
  }

  @Test func mediumTerminalShowsOnlyTheDetailWithTheSidebarButton() throws {
    let driver = driver(size: Self.medium)
    #expect(driver.split.layout.visibleColumns == [.secondary])
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.screen[0].hasPrefix(" »"))
    #expect(driver.screen[0].contains("Item 1"))
    try assertSnapshot(driver.screen)
  }

  @Test func narrowTerminalCollapsesIntoOneStackShowingTheDetailOverTheList() throws {
    let driver = driver(size: Self.narrow)
    #expect(driver.split.isCollapsed)
    #expect(driver.screen[0].hasPrefix(" ‹ Items"))
    try assertSnapshot(driver.screen)
    driver.press(.escape)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen[0].contains("Items"))
    #expect(driver.markedScreen[1].hasPrefix("▸ Item 1"))
    try assertSnapshot(driver.screen, named: "after-back")
  }

  @Test func movingDownAndOpeningShowsTheSecondItemInTheDetail() {
    let driver = driver(rows: 20, size: Self.medium)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(300))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen[0].contains("Item 2"))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.split.focusedColumn == .secondary)
  }

  @Test func openingInTheCollapsedStackPushesTheDetailWithABackButton() {
    let driver = driver(size: Self.narrow)
    driver.press(.escape)
    driver.advance(by: .milliseconds(300))
    driver.type("jj")
    driver.press(.enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen[0].hasPrefix(" ‹ Items"))
    #expect(driver.screen[0].contains("Item 3"))
    #expect(driver.split.navigationController(for: .primary)?.viewControllers.count == 2)
  }

  @Test func resizingAcrossEveryThresholdKeepsTheSelectionAndTheDetail() {
    let driver = driver(size: Self.wide)
    driver.type("jjj")
    driver.press(.enter)
    for size in [Self.medium, Self.narrow, Self.wide, Self.narrow, Self.medium, Self.wide] {
      driver.resize(columns: size.columns, rows: size.rows)
      driver.advance(by: .milliseconds(300))
      let list = driver.split.viewController(for: .primary) as? ListController
      #expect(list?.selectedRow == 3, "at \(size)")
      #expect(driver.screen.contains { $0.contains("Item 4") }, "at \(size)")
      #expect(driver.split.isCollapsed == (size.columns < 80), "at \(size)")
    }
    #expect(driver.markedScreen[4].hasPrefix("▸ Item 4"))
  }

  @Test func aMillionRowsDrawOnlyTheVisibleRowsAndReachTheEnd() {
    let driver = driver(rows: 1_000_000, size: Self.wide)
    driver.press(.end)
    #expect(driver.markedScreen[49].hasPrefix("▸ Item 1000000"))
    #expect(driver.markedScreen[1].hasPrefix("  Item 999952"))
  }

  @Test func anEmptyListShowsAnEmptyDetailAndIgnoresOpening() {
    let driver = driver(rows: 0, size: Self.wide)
    driver.press(.down, .enter)
    #expect(driver.screen[0].contains("No items"))
    #expect(driver.screen[1].hasPrefix("                                        │"))
  }

  @Test(arguments: [
    ([], 50), (["--rows", "7"], 7), (["--rows=1000000"], 1_000_000), (["--rows", "0"], 0),
  ])
  func parsesItsArguments(arguments: [String], rows: Int) throws {
    #expect(try DemoApp.parse(arguments).rows == rows)
  }

  @Test(arguments: [
    ["--rows"], ["--rows", "-1"], ["--rows", "ten"], ["--rows", "99999999999"], ["--verbose"],
  ])
  func rejectsBadArgumentsWithAMessage(arguments: [String]) {
    let error = #expect(throws: (any Error).self) { try DemoApp.parse(arguments) }
    #expect(error.map { DemoApp.message(for: $0).isEmpty } == false)
  }
}
