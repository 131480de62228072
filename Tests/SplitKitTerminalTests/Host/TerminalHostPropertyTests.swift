import DemoApp
import PropertyBased
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Random sessions of keys, clicks, drags, wheel, resizes and time never trap, and after
/// every step the screen decoded from the written bytes is exactly the frame the host drew;
/// at rest, focus is on a visible, uncovered column.
@Suite struct TerminalHostPropertyTests {
  /// One user action, decoded from three random numbers.
  @MainActor
  static func perform(_ code: Int, _ a: Int, _ b: Int, on driver: Driver) {
    let keys: [Key] = [
      .up, .down, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backTab, .left, .right,
      .character("\\"), .character("["), .character("]"), .character("?"), .character("j"),
    ]
    let size = driver.host.size
    let x = size.columns > 0 ? a % (size.columns + 2) : a % 3
    let y = size.rows > 0 ? b % (size.rows + 2) : b % 3
    switch code % 7 {
    case 0, 1: driver.press(keys[(a + b) % keys.count])
    case 2: driver.click(x: x, y: y)
    case 3:
      driver.drag(
        from: CellPosition(x: x, y: y), to: CellPosition(x: b % 130, y: y), steps: 1 + a % 6,
        over: .milliseconds(20 + b % 400))
    case 4: driver.wheel(a % 2 == 0 ? .wheelUp : .wheelDown, x: x, y: y, notches: 1 + b % 3)
    case 5: driver.resize(columns: a % 170, rows: b % 45)
    default: driver.advance(by: .milliseconds(a % 400))
    }
  }

  @Test func randomSessionsKeepTheScreenEqualToTheDrawnFrame() async {
    await propertyCheck(
      count: 40,
      input: Gen.int(in: 0...1000).array(of: 1...40), Gen.int(in: 0...4), Gen.int(in: 0...2)
    ) { codes, start, rowsChoice in
      await MainActor.run {
        let sizes = [(160, 50), (100, 40), (60, 30), (1, 1), (80, 24)]
        let rows = [0, 1, 1_000_000][rowsChoice]
        let driver = Driver(
          app: DemoApp(rows: rows).makeSplit(),
          size: CellSize(columns: sizes[start].0, rows: sizes[start].1))
        for (index, code) in codes.enumerated() {
          let next = codes[(index + 1) % codes.count]
          Self.perform(code, next, code / 7, on: driver)
          let size = driver.host.size
          #expect(driver.screen.count == size.rows)
          #expect(driver.screen.allSatisfy { Text.displayWidth($0) == size.columns })
          #expect(driver.screen == driver.host.composeFrame().lines)
          #expect(driver.emulator.unsupported.isEmpty)
          if !driver.host.isAnimating, let focus = driver.split.focusedColumn {
            #expect(driver.split.layout[focus]?.isCovered == false)
          }
        }
      }
    }
  }
}
