import DemoApp
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Terminal sizes: thresholds at every width, tiny and absurd sizes, resize storms.
@Suite @MainActor struct TerminalHostSizeTests {
  @Test func everyWidthFromOneToTwoHundredPicksTheDocumentedArrangement() {
    let driver = Driver(app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 1, rows: 24))
    for columns in 1...200 {
      driver.resize(columns: columns, rows: 24)
      let expected: [SplitViewController.Column] =
        columns < 80 ? [.primary] : columns < 120 ? [.secondary] : [.secondary, .primary]
      #expect(driver.split.layout.visibleColumns == expected, "at \(columns) columns")
      #expect(driver.split.isCollapsed == (columns < 80), "at \(columns) columns")
      #expect(
        driver.screen.count == 24 && driver.screen.allSatisfy { Text.displayWidth($0) == columns })
    }
  }

  @Test func thresholdsSetOnTheSplitViewMoveTheBreakpoints() {
    let split = DemoApp(rows: 30).makeSplit()
    split.thresholds = SplitThresholds(
      compactWidth: 60, wideWidth: 90, compactHeight: 20, wideHeight: 40)
    let driver = Driver(
      app: split, size: CellSize(columns: 70, rows: 24),
      configuration: TerminalHostConfiguration(colorMode: .trueColor))
    #expect(driver.split.displayMode == .secondaryOnly && !driver.split.isCollapsed)
    driver.resize(columns: 95, rows: 24)
    #expect(driver.split.layout.visibleColumns == [.secondary, .primary])
    driver.resize(columns: 59, rows: 24)
    #expect(driver.split.isCollapsed)
  }

  @Test(arguments: [(1, 1), (0, 0), (1, 50), (300, 1), (2, 2), (7, 3)])
  func tinyTerminalsDrawWithoutTrapping(columns: Int, rows: Int) {
    let driver = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: columns, rows: rows))
    driver.press(.down, .enter, .character("\\"), .tab, .character("["), .character("?"), .escape)
    driver.click(x: 0, y: 0)
    driver.drag(from: CellPosition(x: 0, y: 0), to: CellPosition(x: 5, y: 0))
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen.count == rows)
    #expect(driver.screen.allSatisfy { Text.displayWidth($0) == columns })
  }

  @Test func absurdSizesAreDrawnWithinTheConfiguredMaximum() {
    let driver = Driver(
      app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 1_000_000, rows: 1_000_000))
    #expect(driver.host.size == CellSize(columns: 1000, rows: 500))
    driver.click(x: 999_999, y: 999_999)
    driver.resize(columns: Int.max, rows: -5)
    #expect(driver.host.size == CellSize(columns: 1000, rows: 0))
    driver.resize(columns: 100, rows: 30)
    #expect(driver.screen[0].contains("Item 1"))
  }

  @Test func aResizeStormEndsInOneFullRepaintAtTheLastSize() {
    let driver = Driver(app: DemoApp(rows: 30).makeSplit(), size: CellSize(columns: 160, rows: 40))
    for columns in stride(from: 160, through: 60, by: -7) {
      driver.terminal.resize(to: CellSize(columns: columns, rows: 30))
    }
    driver.terminal.resize(to: CellSize(columns: 100, rows: 30))
    var loop = EventLoopState()
    var actions: [EventLoopState.Action] = []
    var time = Duration.zero
    while driver.terminal.hasScriptedInput {
      actions += loop.woke((try? driver.terminal.waitForInput(timeout: nil)) ?? .timeout, at: time)
      time += .milliseconds(1)
    }
    actions += loop.woke(.timeout, at: time + .milliseconds(20))
    #expect(
      actions == [.refresh(.resize), .refresh(.resize)],
      "the first at once, the rest of the storm gathered into one")
    let framesBefore = driver.frames.count
    for action in actions { driver.host.perform(action) }
    driver.advance(by: .zero)
    #expect(driver.frames.count == framesBefore + 1)
    #expect(driver.lastFrame?.isFullRepaint == true)
    #expect(driver.host.size == CellSize(columns: 100, rows: 30))
    #expect(driver.split.displayMode == .secondaryOnly)
  }
}
