import DemoApp
import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Every `TerminalHostConfiguration` setting, and a content controller's bar items, checked by
/// what they change on screen or in the split view.
@Suite @MainActor struct TerminalHostConfigurationTests {
  @Test func maximumSizeCapsTheScreenDrawnInALargerTerminal() {
    let driver = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 300, rows: 80),
      configuration: TerminalHostConfiguration(
        colorMode: .monochrome, maximumSize: CellSize(columns: 130, rows: 20)))
    #expect(driver.host.size == CellSize(columns: 130, rows: 20))
    #expect(driver.split.layout.containerSize == Size(width: 130, height: 20))
    #expect(driver.screen.count == 20)
    #expect(driver.screen.allSatisfy { Text.displayWidth($0) == 130 })
  }

  @Test(arguments: [1, 2, 5])
  func resizeStepIsHowFarTheBracketKeysMoveTheDivider(step: Int) {
    let driver = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 150, rows: 24),
      configuration: TerminalHostConfiguration(colorMode: .monochrome, resizeStep: step))
    let start = driver.split.primaryColumnWidth
    driver.press(.character("["))
    #expect(driver.split.primaryColumnWidth == start - Double(step))
    driver.press(.character("["), .character("]"))  // the column starts at its maximum
    #expect(driver.split.primaryColumnWidth == start - Double(step))
    driver.press(.character("["), .character("["))
    #expect(driver.split.primaryColumnWidth == start - 3 * Double(step))
  }

  @Test func themeStylesTheDivider() throws {
    let red = Style(foreground: .ansi(.red))
    let driver = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 150, rows: 24),
      configuration: TerminalHostConfiguration(
        colorMode: .trueColor, theme: HostTheme(divider: red)))
    let divider = try #require(driver.split.layout.dividers.first)
    let x = Int(divider.frame.minX)
    #expect(driver.buffer[x, 5].style.foreground == .ansi(.red))
    let standard = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 150, rows: 24),
      configuration: TerminalHostConfiguration(colorMode: .trueColor))
    #expect(standard.buffer[x, 5].style.foreground == .ansi(.brightBlack))
  }

  @Test func keyBindingsReplaceTheStandardKeys() {
    let bindings = KeyBindings(entries: [
      KeyBindings.Entry(
        keys: [KeyEvent(.character("x"))], label: "x", command: .quit, description: "Quit")
    ])
    let driver = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 150, rows: 24),
      configuration: TerminalHostConfiguration(colorMode: .monochrome, keyBindings: bindings))
    driver.press(.character("q"))
    #expect(!driver.host.isQuitRequested, "q is not bound any more")
    driver.press(.character("x"))
    #expect(driver.host.isQuitRequested)
  }

  /// A detail with one trailing bar button that counts its presses.
  final class Counter: TerminalViewController {
    var presses: [BarItem.ID] = []
    override var trailingBarItems: [BarItem] { [BarItem(id: "count", title: "Count")] }
    override func barItemPressed(_ id: BarItem.ID) { presses.append(id) }
  }

  @Test func trailingBarItemsAreDrawnAndAClickReportsTheirID() throws {
    let split = SplitViewController(style: .doubleColumn)
    let counter = Counter(title: "Detail")
    split.setViewController(TerminalViewController(title: "List"), for: .primary)
    split.setViewController(counter, for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: 150, rows: 24))
    let row = try #require(driver.screen.firstIndex { $0.contains("Count") })
    let line = driver.screen[row]
    let range = try #require(line.range(of: "Count"))
    let column = Text.displayWidth(String(line[..<range.lowerBound]))
    driver.click(x: column + 1, y: row)
    #expect(counter.presses == ["count"])
  }
}
