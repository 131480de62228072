import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The app on the SplitKitTerminal landing page, run through the Driver, so the example
/// the documentation shows keeps compiling and keeps doing what the page says.
@Suite @MainActor struct LandingPageExampleTests {
  /// The landing page's list, as printed there.
  final class Items: ListViewController {
    override var numberOfRows: Int { 50 }

    override func row(at index: Int) -> ListRow {
      ListRow("Item \(index + 1)")
    }

    override func didOpenRow(at index: Int) {
      showDetail(
        TextViewController(title: "Item \(index + 1)", text: "The detail of item \(index + 1)."))
    }
  }

  /// The landing page's split view, as printed there (without `launch`, which needs a terminal).
  func makeSplit() -> SplitViewController {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(Items(title: "Items"), for: .primary)
    split.setViewController(
      TextViewController(title: "Detail", text: "Choose an item."), for: .secondary)
    return split
  }

  @Test func aWideTerminalShowsTheItemsBesideThePlaceholderDetail() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 120, rows: 20))
    #expect(driver.split.displayMode == .oneBesideSecondary)
    #expect(driver.split.layout.visibleColumns == [.secondary, .primary])
    #expect(driver.split.focusedColumn == .primary)
    #expect(driver.screen[0].contains("Items"))
    #expect(driver.screen[0].contains("Detail"))
    #expect(driver.screen[1].hasPrefix("▸ Item 1"))
    #expect(driver.screen[1].contains("Choose an item."))
  }

  @Test func openingTheSecondItemShowsItsDetailBesideTheList() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 120, rows: 20))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .oneBesideSecondary)
    #expect(driver.split.layout.visibleColumns == [.secondary, .primary])
    #expect(driver.screen[0].contains("Item 2"))
    #expect(driver.screen[1].contains("The detail of item 2."))
    #expect(driver.screen[2].hasPrefix("▸ Item 2"))
  }

  @Test func aNarrowTerminalCollapsesAndOpeningPushesTheDetail() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 60, rows: 20))
    #expect(driver.split.isCollapsed)
    driver.press(.escape)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen[1].hasPrefix("▸ Item 1"))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.isCollapsed)
    #expect(driver.screen[0].hasPrefix(" ‹ Items"))
    #expect(driver.screen[1].contains("The detail of item 2."))
  }
}
