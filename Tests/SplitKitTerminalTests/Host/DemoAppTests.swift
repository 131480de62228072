import SplitKit
import SplitKitTerminal
import SplitKitTesting
import Testing

@testable import splitkit_demo

@Suite @MainActor struct DemoAppTests {
  @Test func wideTerminalShowsListBesideDetail() throws {
    let driver = Driver(app: DemoApp(rows: 20).makeSplit(), size: CellSize(columns: 160, rows: 50))
    print(driver.screen.prefix(6).joined(separator: "\n"))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    print(driver.screen.prefix(6).joined(separator: "\n"))
    #expect(driver.screen[0].contains("Item 2"))
  }
}
