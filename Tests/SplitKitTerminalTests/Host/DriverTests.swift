import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The Driver itself: frames reach the emulator, time moves only when asked, resizes
/// repaint, raw bytes are decoded.
@Suite @MainActor struct DriverTests {
  func makeSplit() -> SplitViewController {
    let split = SplitViewController()
    split.setViewController(TextViewController(title: "Side", text: "side"), for: .primary)
    split.setViewController(TextViewController(title: "Main", text: "main"), for: .secondary)
    return split
  }

  @Test func theFirstFrameIsAFullRepaintDecodedIntoTheScreen() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 130, rows: 3))
    #expect(driver.frames.count == 1)
    #expect(driver.lastFrame?.isFullRepaint == true)
    #expect(driver.screen.count == 3)
    #expect(driver.screen[1].hasPrefix(" side"))
    #expect(driver.buffer.lines == driver.screen)
    #expect(driver.emulator.unsupported.isEmpty)
  }

  @Test func advancingDrawsAFrameEverySixtiethOfASecondOnlyWhileAnimating() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 130, rows: 3))
    driver.advance(by: .seconds(1))
    #expect(driver.frames.count == 2, "idle: one frame for the whole second")
    driver.press(.character("\\"))
    let before = driver.frames.count
    driver.advance(by: .milliseconds(100))
    #expect(driver.frames.count - before == 7, "six frames of 1/60 s plus the closing one")
    #expect(driver.clock.now.offset == .milliseconds(1100))
  }

  @Test func resizingRepaintsEverythingAtTheNewSize() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 130, rows: 3))
    driver.resize(columns: 90, rows: 4)
    #expect(driver.lastFrame?.isFullRepaint == true)
    #expect(driver.emulator.size == CellSize(columns: 90, rows: 4))
    #expect(driver.screen[0].contains("Main"))
    #expect(!driver.terminal.hasScriptedInput)
  }

  @Test func rawBytesAreDecodedAndATrailingEscapeIsTheEscapeKey() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 100, rows: 3))
    driver.send(bytes: Array("\\".utf8))
    driver.advance(by: .milliseconds(400))
    #expect(driver.split.displayMode == .oneOverSecondary)
    driver.send(bytes: [0x1B])
    driver.advance(by: .milliseconds(400))
    #expect(driver.split.displayMode == .secondaryOnly)
  }

  @Test func typingPressesEachCharacter() {
    let driver = Driver(app: makeSplit(), size: CellSize(columns: 100, rows: 3))
    driver.type("?q")
    #expect(driver.host.isHelpVisible)
    #expect(driver.host.isQuitRequested)
  }
}
