import Foundation
import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Walks seed 000 (the Mail-style sliding master) through the in-memory driver.
@MainActor
@Suite struct SlidingMasterAppTests {
  /// The toolbar row of the detail: the first content row under the navigation bar.
  private func toolbarRow(_ driver: Driver) -> String { driver.screen[0] }

  /// The "Master" buttons in the detail's bar: the top row right of the divider (the
  /// docked master's own title is left of it).
  private func masterButtons(_ driver: Driver) -> Int {
    let detailBar = toolbarRow(driver).split(separator: "│").last ?? ""
    return detailBar.split(separator: " ").filter { $0 == "Master" }.count
  }

  @Test func wideTerminalDocksTheMasterAndChoosingFillsTheDetail() throws {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 160, rows: 12))
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(driver.screen[1].hasPrefix(" Item 1 "))
    #expect(driver.screen.contains { $0.contains("Select an item from the master list.") })
    #expect(masterButtons(driver) == 0)
    try assertSnapshot(driver.screen, named: "1-prompt")

    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(app.detail.item == 2)
    #expect(driver.screen[0].contains("Item 2"))
    #expect(driver.screen.contains { $0.contains("You selected item 2") })
    #expect(app.split.displayMode == .oneBesideSecondary)
    try assertSnapshot(driver.screen, named: "2-chosen")
  }

  @Test func mediumTerminalSlidesTheMasterInFromTheButtonAndChoosingDismissesIt() throws {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 100, rows: 12))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(toolbarRow(driver).hasSuffix(" Master "))
    #expect(masterButtons(driver) == 1)
    try assertSnapshot(driver.screen, named: "1-button")

    let button = toolbarRow(driver).distance(
      from: toolbarRow(driver).startIndex,
      to: toolbarRow(driver).range(of: "Master")?.lowerBound ?? toolbarRow(driver).startIndex)
    driver.click(x: button + 2, y: 0)  // The "Master" button, the detail bar's last item.
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(driver.screen[1].hasPrefix(" Item 1 "))
    #expect(driver.screen[1].contains("│"))  // The overlay's border.
    try assertSnapshot(driver.screen, named: "2-overlay")

    driver.press(.down, .down, .down, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.detail.item == 5)
    #expect(driver.screen[0].contains("Item 5"))
    #expect(driver.screen.contains { $0.contains("You selected item 5") })
    #expect(masterButtons(driver) == 1)
    try assertSnapshot(driver.screen, named: "3-chosen")
  }

  @Test func dragFromTheLeftEdgeSlidesTheMasterInAndATapOnTheDetailDismissesIt() throws {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 100, rows: 12))
    driver.drag(from: CellPosition(x: 0, y: 6), to: CellPosition(x: 40, y: 6))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(driver.screen.contains { $0.hasPrefix(" Item 1 ") })
    try assertSnapshot(driver.screen, named: "1-swiped-in")

    driver.click(x: 80, y: 8)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(!driver.screen.contains { $0.contains("Item 1 ") })
    try assertSnapshot(driver.screen, named: "2-tapped-away")
  }

  @Test func swipeLeftOnTheDetailDismissesTheMaster() throws {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 100, rows: 12))
    driver.press(.character("m"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)

    driver.drag(from: CellPosition(x: 70, y: 6), to: CellPosition(x: 20, y: 6))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(masterButtons(driver) == 1)
    try assertSnapshot(driver.screen)
  }

  @Test func exactlyOneMasterButtonWhateverResizingHappens() {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 100, rows: 12))
    var counts: [Int] = [masterButtons(driver)]
    var items: [Int] = [app.detail.barButtons.count]
    for width in [160, 100, 160, 100, 119, 80, 120, 100] {
      driver.resize(columns: width, rows: 12)
      driver.advance(by: .milliseconds(400))
      counts.append(masterButtons(driver))
      items.append(app.detail.barButtons.count)
    }
    #expect(counts == [1, 0, 1, 0, 1, 1, 1, 0, 1])
    #expect(items == counts)
  }

  @Test func resizingToWideWhileTheMasterSlidesOverDocksItAndDropsTheButton() throws {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 100, rows: 12))
    driver.press(.character("m"))
    driver.advance(by: .milliseconds(400))
    driver.resize(columns: 160, rows: 12)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(masterButtons(driver) == 0)
    try assertSnapshot(driver.screen)
  }

  @Test func rowsOptionListsThatManyItems() {
    let app = SlidingMasterApp(rows: 1_000_000)
    let driver = Driver(app: app.split, size: CellSize(columns: 160, rows: 12))
    driver.press(.end, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(app.master.selectedRow == 999_999)
    #expect(driver.screen.contains { $0.hasPrefix(" Item 1000000") })
    #expect(driver.screen.contains { $0.contains("You selected item 1000000") })
  }
}

extension SlidingMasterAppTests {
  @Test func closingTheOverlaySlidesTheMasterOutAboveTheDetail() {
    let app = SlidingMasterApp(rows: 20)
    let driver = Driver(app: app.split, size: CellSize(columns: 100, rows: 8))
    driver.press(.character("m"))
    driver.advance(by: .milliseconds(500))
    driver.press(.escape)
    driver.advance(by: .milliseconds(50))
    // Mid-slide: the primary straddles the leading edge, on top, and the dimming fades out.
    #expect(app.split.layout[.primary].map { $0.frame.maxX > 0 && $0.frame.minX < 0 } == true)
    #expect(app.split.layout.columns.last?.column == .primary)
    #expect(app.split.layout[.secondary].map { $0.dimming > 0 && $0.dimming < 1 } == true)
    // The master's content slides with it: the tail of its title shows at the left edge,
    // on top of the detail, whose hint is covered up to the master's trailing edge.
    #expect(driver.screen[0].hasPrefix("ster "))
    #expect(!driver.screen[1].contains("Select an item"))
    #expect(driver.screen[1].hasSuffix("from the master list." + String(repeating: " ", count: 63)))
  }
}
