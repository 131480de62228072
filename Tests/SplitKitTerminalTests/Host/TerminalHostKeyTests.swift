import DemoApp
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The standard key bindings, performed by the host on the demo app.
@Suite @MainActor struct TerminalHostKeyTests {
  func driver(columns: Int, rows: Int = 20, items: Int = 50) -> Driver {
    Driver(app: DemoApp(rows: items).makeSplit(), size: CellSize(columns: columns, rows: rows))
  }

  var list: (Driver) -> ListController? {
    { $0.split.viewController(for: .primary) as? ListController }
  }

  @Test func arrowsAndVimKeysMoveTheSelectionAndPagesJumpByTheVisibleRows() {
    let driver = driver(columns: 160)
    let moves: [(KeyEvent, Int)] = [
      (KeyEvent(.down), 1), (KeyEvent(.character("j")), 2), (KeyEvent(.character("k")), 1),
      (KeyEvent(.up), 0),
      (KeyEvent(.up), 0), (KeyEvent(.pageDown), 19), (KeyEvent(.pageDown), 38),
      (KeyEvent(.pageUp), 19),
      (KeyEvent(.end), 49), (KeyEvent(.home), 0),
    ]
    for (key, expected) in moves {
      driver.press(key)
      #expect(list(driver)?.selectedRow == expected, "after \(key)")
      #expect(
        driver.markedScreen.contains { $0.hasPrefix("▸ Item \(expected + 1) ") }, "after \(key)")
    }
  }

  @Test(arguments: [Key.enter, .character("l"), .right])
  func openKeysShowTheSelectedItem(key: Key) {
    let driver = driver(columns: 160)
    driver.press(.down, key)
    #expect(driver.screen[0].contains("Item 2"))
    #expect(driver.split.focusedColumn == .primary)
  }

  @Test(arguments: [Key.escape, .character("h"), .left, .backspace])
  func backKeysPopTheCollapsedStack(key: Key) {
    let driver = driver(columns: 60)
    #expect(driver.split.navigationController(for: .primary)?.viewControllers.count == 2)
    driver.press(key)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.navigationController(for: .primary)?.viewControllers.count == 1)
    #expect(driver.markedScreen[1].hasPrefix("▸ Item 1"))
  }

  @Test func backslashRevealsTheOverlayAndEscapeDismissesIt() {
    let driver = driver(columns: 100)
    driver.press(.character("\\"))
    #expect(driver.split.displayMode == .oneOverSecondary)
    #expect(driver.host.isAnimating)
    driver.advance(by: .milliseconds(300))
    #expect(!driver.host.isAnimating)
    #expect(driver.split.focusedColumn == .primary)
    #expect(driver.markedScreen[1].hasPrefix("▸ Item 1"))
    #expect(driver.buffer[60, 3].style.attributes.contains(.dim))
    driver.press(.escape)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.split.focusedColumn == .secondary)
    #expect(!driver.buffer[60, 3].style.attributes.contains(.dim))
  }

  @Test func backslashHidesAndShowsTheTiledSidebar() {
    let driver = driver(columns: 160)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.split.layout.visibleColumns == [.secondary])
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .oneBesideSecondary)
  }

  @Test func tabAndShiftTabMoveFocusBetweenVisibleColumns() {
    let driver = driver(columns: 160)
    #expect(driver.split.focusedColumn == .primary)
    driver.press(.tab)
    #expect(driver.split.focusedColumn == .secondary)
    driver.press(.tab)
    #expect(driver.split.focusedColumn == .primary)
    driver.press(.backTab)
    #expect(driver.split.focusedColumn == .secondary)
    driver.press(.character("j"))
    #expect(list(driver)?.selectedRow == 0, "j scrolls the detail, not the list")
    driver.press(.character("h"))
    #expect(
      driver.split.focusedColumn == .primary,
      "back in the detail with nothing to pop focuses the list")
  }

  @Test func bracketsNarrowAndWidenThePrimaryWithinItsLimits() {
    let driver = driver(columns: 160)
    #expect(driver.split.primaryColumnWidth == 40)
    driver.press(.character("["))
    #expect(driver.split.primaryColumnWidth == 38)
    #expect(driver.screen[1].dropFirst(38).hasPrefix("│"))
    for _ in 0..<20 { driver.press(.character("]")) }
    #expect(driver.split.primaryColumnWidth == 40)
    for _ in 0..<20 { driver.press(.character("[")) }
    #expect(driver.split.primaryColumnWidth == 20)
  }

  @Test func bracketsDoNothingWhenTheSplitViewDisallowsUserResizing() {
    let driver = driver(columns: 160)
    driver.split.allowsUserResizing = false
    let before = driver.screen
    driver.press(.character("["))
    driver.press(.character("]"), .character("]"))
    #expect(driver.split.primaryColumnWidth == 40)
    #expect(driver.split.userPrimaryColumnWidth == nil)
    #expect(driver.screen == before)
  }

  @Test func theHostKeepsThresholdsTheAppSetOnTheSplitView() {
    let split = DemoApp(rows: 5).makeSplit()
    split.thresholds = SplitThresholds(
      compactWidth: 50, wideWidth: 70, compactHeight: 20, wideHeight: 40)
    let driver = Driver(app: split, size: CellSize(columns: 60, rows: 20))
    #expect(split.thresholds.compactWidth == 50)
    #expect(split.thresholds.wideWidth == 70)
    #expect(!split.isCollapsed, "60 columns are medium for the app's thresholds")
    #expect(split.displayMode == .secondaryOnly)
    driver.resize(columns: 75, rows: 20)
    #expect(split.displayMode == .oneBesideSecondary)
    driver.resize(columns: 45, rows: 20)
    #expect(split.isCollapsed)
  }

  @Test func theHostGivesCellSizedWidthsOnlyWhereTheAppKeptTheEnginesPointDefaults() {
    let kept = DemoApp(rows: 5).makeSplit()
    #expect(kept.primaryColumnSizing == ColumnSizing())
    _ = Driver(app: kept, size: CellSize(columns: 150, rows: 20))
    #expect(kept.primaryColumnSizing == ColumnSizing(fraction: 0.3, minimum: 20, maximum: 40))
    #expect(kept.supplementaryColumnSizing == kept.primaryColumnSizing)
    #expect(kept.minimumSecondaryColumnWidth == 30)
    #expect(kept.primaryColumnWidth == 40)  // 0.3 of 150 is 45, over the 40-column maximum

    let set = DemoApp(rows: 5).makeSplit()
    set.primaryColumnSizing = ColumnSizing(fraction: 0.5, minimum: 10, maximum: 70)
    set.minimumSecondaryColumnWidth = 50
    _ = Driver(app: set, size: CellSize(columns: 150, rows: 20))
    #expect(set.primaryColumnSizing == ColumnSizing(fraction: 0.5, minimum: 10, maximum: 70))
    #expect(set.supplementaryColumnSizing == HostSizingDefaults.terminal.columnSizing)
    #expect(set.minimumSecondaryColumnWidth == 50)
    #expect(set.primaryColumnWidth == 70)
  }

  @Test func theHostGivesCellSizedThresholdsAndSwipesOnlyWhereTheAppKeptTheEnginesDefaults() {
    let kept = DemoApp(rows: 5).makeSplit()
    #expect(kept.thresholds.compactWidthMaximum == 320)
    #expect(kept.swipeConfiguration.edgeStripWidth == 20)
    let keptDriver = Driver(app: kept, size: CellSize(columns: 100, rows: 20))
    #expect(kept.thresholds == HostSizingDefaults.terminal.thresholds)
    #expect(kept.thresholds.compactWidth == 80)
    #expect(kept.thresholds.wideWidth == 120)
    #expect(kept.swipeConfiguration.startThreshold == 2)
    #expect(kept.swipeConfiguration.edgeStripWidth == 2)
    #expect(kept.swipeConfiguration.flickVelocity == 20)
    #expect(!kept.isCollapsed, "100 columns is regular in cells (it is compact in points)")
    #expect(keptDriver.split.displayMode == .secondaryOnly, "100 columns is under 120: medium")

    let set = DemoApp(rows: 5).makeSplit()
    set.thresholds = SplitThresholds(
      compactWidth: 60, wideWidth: 90, compactHeight: 20, wideHeight: 40)
    set.swipeConfiguration.edgeStripWidth = 4
    _ = Driver(app: set, size: CellSize(columns: 100, rows: 20))
    #expect(set.thresholds.compactWidth == 60)
    #expect(set.thresholds.wideWidth == 90)
    #expect(set.swipeConfiguration.edgeStripWidth == 4, "the app's swipe numbers win")
    #expect(set.swipeConfiguration.startThreshold == 8, "kept as the app left it")
    #expect(set.displayMode == .oneBesideSecondary, "tiles from the app's 90 columns")
  }

  @Test func questionMarkTogglesTheHelpWhichSwallowsOtherKeys() throws {
    let driver = driver(columns: 100, rows: 30)
    driver.press(.character("?"))
    #expect(driver.host.isHelpVisible)
    #expect(driver.screen.contains { $0.contains("Back / dismiss overlay") })
    try assertSnapshot(driver.screen)
    driver.press(.character("\\"), .down)
    #expect(driver.split.displayMode == .secondaryOnly)
    driver.press(.escape)
    #expect(!driver.host.isHelpVisible)
    #expect(!driver.screen.contains { $0.contains("Back / dismiss overlay") })
  }

  /// Help taller than the terminal (24 rows with an app's keys, or any short window)
  /// says how many keys are below and scrolls with the movement keys.
  @Test func aHelpTallerThanTheTerminalScrollsWithTheMovementKeys() {
    let driver = driver(columns: 100, rows: 12)
    driver.press(.character("?"))
    #expect(driver.screen[1].contains("Move up"))
    #expect(driver.screen[11].contains("↓ 6 more"))
    driver.press(.down)
    #expect(driver.host.isHelpVisible)
    #expect(driver.screen[0].contains("↑ 1 more"))
    #expect(driver.screen[1].contains("Move down"))
    #expect(driver.screen[11].contains("↓ 5 more"))
    driver.press(.end)
    #expect(driver.screen[10].contains("Suspend"))
    #expect(!driver.screen[11].contains("more"))
    driver.press(.pageUp)
    #expect(driver.screen[1].contains("Move up"))
    #expect(!driver.screen[0].contains("more"))
    driver.press(.end, .character("?"), .character("?"))
    #expect(driver.screen[1].contains("Move up"), "it opens at the top again")
    #expect(list(driver)?.selectedRow == 0, "the keys scrolled the help, not the list")
  }

  @Test(arguments: [KeyEvent(.character("q")), KeyEvent(.character("c"), modifiers: .control)])
  func quitKeysAskTheHostToQuit(key: KeyEvent) {
    let driver = driver(columns: 100)
    driver.press(key)
    #expect(driver.host.isQuitRequested)
  }
}
