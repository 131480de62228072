import Foundation
import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// `gallery settings` in the terminal host, in memory: the form in cells, its caret, its
/// keys and clicks, and one model behind every page.
@MainActor
@Suite struct SettingsAppTests {
  private func start(columns: Int = 120, rows: Int = 18) -> (SettingsApp, Driver) {
    let app = SettingsApp()
    return (app, Driver(app: app.split, size: CellSize(columns: columns, rows: rows)))
  }

  private func line(_ text: String, _ driver: Driver) -> String {
    driver.screen.first { $0.contains(text) } ?? ""
  }

  /// The cell where `text` starts on screen (every character there is one cell wide).
  private func cell(of text: String, _ driver: Driver) -> CellPosition? {
    for (y, line) in driver.screen.enumerated() {
      if let range = line.range(of: text) {
        return CellPosition(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
      }
    }
    return nil
  }

  @Test func theGeneralFormShowsEveryControlInCells() {
    let (_, driver) = start()
    #expect(line("Bluetooth", driver).hasSuffix("[x] "))
    #expect(line("Appearance", driver).hasSuffix("‹ Automatic › "))
    #expect(line("Volume", driver).hasSuffix("‹ 5 › "))
    #expect(line("Device name", driver).contains("[Living room "))
    #expect(line("Other devices", driver).contains("Other devices see this name."))
    #expect(line("Reset", driver).contains(" Reset"))
    #expect(driver.buffer.cursor == nil, "no caret while the sidebar has focus")
  }

  @Test func theFieldShowsTheTerminalsCaretAtItsDraftsCaret() throws {
    let (app, driver) = start()
    driver.press(.tab, .tab)
    let general = try #require(app.pages[0] as? SettingsApp.General)
    #expect(general.formState.focus == "Device name")
    let field = try #require(cell(of: "[Living room", driver))
    #expect(driver.buffer.cursor == CellPosition(x: field.x + 12, y: field.y))
    driver.press(.left, .left)
    driver.type("é")
    #expect(line("Device name", driver).contains("[Living roéom"))
    #expect(driver.buffer.cursor == CellPosition(x: field.x + 11, y: field.y))
    driver.press(.escape)
    #expect(line("Device name", driver).contains("[Living room "))
    driver.press(.tab)
    #expect(driver.buffer.cursor == nil, "no caret off the field")
  }

  @Test func keysAndClicksWriteTheModelThatEveryPageShows() throws {
    let (app, driver) = start()
    driver.press(.tab, .character(" "))
    #expect(!app.settings.bluetooth)
    #expect(line("Bluetooth", driver).hasSuffix("[ ] "))
    driver.press(.tab, .tab, .left, .tab, .right)
    #expect(app.settings.appearance == 1)
    #expect(app.settings.volume == 6)
    // A click on the stepper's `‹` steps it down; on the switch flips it.
    let down = try #require(cell(of: "‹ 6", driver))
    driver.click(x: down.x, y: down.y)
    #expect(app.settings.volume == 5)
    let bluetooth = try #require(cell(of: "Bluetooth", driver))
    driver.click(x: bluetooth.x, y: bluetooth.y)
    #expect(app.settings.bluetooth)
    // Display shows the appearance chosen on General.
    app.open(1)
    driver.advance(by: .milliseconds(600))
    #expect(line("Text size", driver).hasSuffix("‹ 12 › "))
    #expect(line("Appearance", driver).hasSuffix("‹ Dark › "))
  }

  @Test func resetAsksFirst() throws {
    let (app, driver) = start()
    app.settings.volume = 9
    app.pages[0].valuesDidChange()
    let reset = try #require(cell(of: "Reset", driver))
    driver.click(x: reset.x, y: reset.y)
    #expect(driver.screen.last?.contains("Reset all settings? (y/n)") == true)
    #expect(app.settings.volume == 9)
    driver.press(.character("y"))
    #expect(app.settings.volume == 5)
    #expect(line("Volume", driver).hasSuffix("‹ 5 › "))
    #expect(driver.screen.last?.contains("Settings reset.") == true)
  }

  @Test func aDisclosureRowPushesItsPage() throws {
    let (app, driver) = start()
    app.open(3)
    driver.advance(by: .milliseconds(600))
    #expect(line("Name", driver).hasSuffix("Living room "))
    #expect(line("Legal notices", driver).hasSuffix("› "))
    driver.press(.tab)
    let about = try #require(app.pages[3] as? SettingsApp.About)
    #expect(about.formState.focus == "Legal notices", "rows that only show a value are skipped")
    driver.press(.enter)
    driver.advance(by: .milliseconds(600))
    #expect(driver.screen.contains { $0.contains("this gallery shows its forms") })
  }
}
