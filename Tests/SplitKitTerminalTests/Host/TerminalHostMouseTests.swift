import DemoApp
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Clicks, wheel and drags on the demo app: selection, bar buttons, the overlay's edge
/// drag and dimmed-area dismissal, and the divider.
@Suite @MainActor struct TerminalHostMouseTests {
  func driver(columns: Int, rows: Int = 20, items: Int = 50) -> Driver {
    Driver(app: DemoApp(rows: items).makeSplit(), size: CellSize(columns: columns, rows: rows))
  }

  func selectedRow(_ driver: Driver) -> Int? {
    (driver.split.viewController(for: .primary) as? ListController)?.selectedRow
  }

  @Test func clickingARowSelectsAndOpensIt() {
    let driver = driver(columns: 160)
    driver.click(x: 5, y: 3)
    #expect(selectedRow(driver) == 2)
    #expect(driver.screen[0].contains("Item 3"))
    #expect(driver.markedScreen[3].hasPrefix("▸ Item 3"))
  }

  @Test func clickingTheDetailFocusesItsColumn() {
    let driver = driver(columns: 160)
    driver.click(x: 100, y: 10)
    #expect(driver.split.focusedColumn == .secondary)
    #expect(selectedRow(driver) == 0)
  }

  @Test func theWheelScrollsTheListUnderThePointerWithoutMovingTheSelection() {
    let driver = driver(columns: 160)
    driver.wheel(.wheelDown, x: 5, y: 5, notches: 2)
    #expect(driver.markedScreen[1].hasPrefix("  Item 7"))
    #expect(selectedRow(driver) == 0)
    driver.wheel(.wheelUp, x: 5, y: 5)
    #expect(driver.markedScreen[1].hasPrefix("  Item 4"))
  }

  @Test func clickingTheSidebarButtonRevealsTheOverlay() {
    let driver = driver(columns: 100)
    #expect(driver.screen[0].hasPrefix(" »"))
    driver.click(x: 1, y: 0)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .oneOverSecondary)
    #expect(driver.markedScreen[1].hasPrefix("▸ Item 1"))
  }

  @Test func clickingTheBackButtonPopsTheStack() {
    let driver = driver(columns: 60)
    #expect(driver.screen[0].hasPrefix(" ‹ Items"))
    driver.click(x: 2, y: 0)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.navigationController(for: .primary)?.viewControllers.count == 1)
    #expect(driver.markedScreen[1].hasPrefix("▸ Item 1"))
  }

  @Test func draggingFromTheEdgeRevealsTheOverlayFollowingThePointer() throws {
    let driver = driver(columns: 100)
    driver.send(.mouse(MouseEvent(.press, button: .left, at: CellPosition(x: 0, y: 8))))
    for x in stride(from: 2, through: 14, by: 4) {
      driver.clock.advance(by: .milliseconds(40))
      driver.send(.mouse(MouseEvent(.drag, button: .left, at: CellPosition(x: x, y: 8))))
    }
    #expect(driver.split.isAnimating)
    #expect(!driver.host.isAnimating, "held still, nothing moves with time: no frames are due")
    let border = driver.screen[5].firstIndex(of: "│").map {
      driver.screen[5].distance(from: driver.screen[5].startIndex, to: $0)
    }
    #expect(
      border.map { (10...16).contains($0) } == true,
      "the overlay edge follows the pointer, at \(String(describing: border))")
    try assertSnapshot(driver.screen)
    driver.clock.advance(by: .milliseconds(40))
    driver.send(.mouse(MouseEvent(.release, button: .left, at: CellPosition(x: 22, y: 8))))
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .oneOverSecondary)
    #expect(driver.split.focusedColumn == .primary)
    #expect(!driver.host.isAnimating)
  }

  /// The mouse goes through the content session, as GTK's and the browser's pointer do:
  /// the press held, its swipe and its end are the session's, not a copy of the host's.
  @Test func aPressAndItsSwipeAreTheContentSessions() {
    let driver = driver(columns: 100)
    #expect(driver.host.session.pointer == .idle)
    driver.send(.mouse(MouseEvent(.press, button: .left, at: CellPosition(x: 0, y: 8))))
    #expect(driver.host.session.pointer == .pressed(claimed: false, swiping: false))
    for x in stride(from: 2, through: 14, by: 4) {
      driver.clock.advance(by: .milliseconds(40))
      driver.send(.mouse(MouseEvent(.drag, button: .left, at: CellPosition(x: x, y: 8))))
    }
    #expect(driver.host.session.pointer == .pressed(claimed: false, swiping: true))
    driver.send(.mouse(MouseEvent(.release, button: .left, at: CellPosition(x: 22, y: 8))))
    #expect(driver.host.session.pointer == .idle)
    // The dimmed detail's press is claimed (it dismisses the overlay).
    driver.advance(by: .milliseconds(300))
    driver.send(.mouse(MouseEvent(.press, button: .left, at: CellPosition(x: 80, y: 8))))
    #expect(driver.host.session.pointer == .pressed(claimed: true, swiping: false))
    driver.send(.mouse(MouseEvent(.release, button: .left, at: CellPosition(x: 80, y: 8))))
    #expect(driver.host.session.pointer == .idle)
    // A click on the detail: pressed unclaimed, the detail's on release.
    driver.advance(by: .milliseconds(300))
    driver.send(.mouse(MouseEvent(.press, button: .left, at: CellPosition(x: 50, y: 10))))
    #expect(driver.host.session.pointer == .pressed(claimed: false, swiping: false))
    driver.send(.mouse(MouseEvent(.release, button: .left, at: CellPosition(x: 50, y: 10))))
    #expect(driver.host.session.pointer == .idle)
    #expect(driver.split.focusedColumn == .secondary)
  }

  @Test func aShortSlowEdgeDragCancelsAndSettlesBack() {
    let driver = driver(columns: 100)
    driver.drag(
      from: CellPosition(x: 0, y: 8), to: CellPosition(x: 5, y: 8), steps: 5,
      over: .milliseconds(800))
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.split.layout.visibleColumns == [.secondary])
    #expect(driver.screen[0].hasPrefix(" »"))
  }

  @Test func draggingTheOverlayBackHidesIt() {
    let driver = driver(columns: 100)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(300))
    driver.drag(
      from: CellPosition(x: 20, y: 8), to: CellPosition(x: 0, y: 8), steps: 5,
      over: .milliseconds(100))
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.split.focusedColumn == .secondary)
  }

  @Test func clickingTheDimmedDetailDismissesTheOverlay() {
    let driver = driver(columns: 100)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(300))
    #expect(driver.buffer[70, 8].style.attributes.contains(.dim))
    driver.click(x: 70, y: 8)
    driver.advance(by: .milliseconds(300))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(!driver.buffer[70, 8].style.attributes.contains(.dim))
    #expect(selectedRow(driver) == 0)
  }

  @Test func draggingTheDividerResizesThePrimary() {
    let driver = driver(columns: 160)
    #expect(driver.screen[3].dropFirst(40).hasPrefix("│"))
    driver.drag(from: CellPosition(x: 40, y: 3), to: CellPosition(x: 30, y: 3), steps: 4)
    #expect(driver.split.primaryColumnWidth == 30)
    #expect(driver.screen[3].dropFirst(30).hasPrefix("│"))
    #expect(selectedRow(driver) == 0)
  }

  @Test func clickingWhileHelpShowsOnlyClosesIt() {
    let driver = driver(columns: 160)
    driver.press(.character("?"))
    driver.click(x: 5, y: 3)
    #expect(!driver.host.isHelpVisible)
    #expect(selectedRow(driver) == 0)
  }

  @Test func mouseEventsAreIgnoredWhenTheMouseIsOff() {
    let driver = Driver(
      app: DemoApp(rows: 50).makeSplit(), size: CellSize(columns: 160, rows: 20),
      configuration: TerminalHostConfiguration(isMouseEnabled: false, colorMode: .trueColor))
    driver.click(x: 5, y: 3)
    #expect(selectedRow(driver) == 0)
    #expect(!driver.host.configuration.terminalModes.contains(.mouse))
  }

  @Test func sgrMouseBytesGoThroughTheDecoder() {
    let driver = driver(columns: 160)
    driver.send(bytes: Array("\u{1B}[<0;6;4M\u{1B}[<0;6;4m".utf8))
    #expect(selectedRow(driver) == 2)
  }
}
