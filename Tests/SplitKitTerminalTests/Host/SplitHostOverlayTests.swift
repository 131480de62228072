import SplitKit
import SplitKitTerminal
import SplitKitTesting
import Testing

/// The overlay treatment as the host draws it: border and shadow on the overlay's open
/// edge (either side), dimming that follows the transition.
@Suite @MainActor struct SplitHostOverlayTests {
  func driver(edge: SplitViewController.PrimaryEdge) -> Driver {
    let split = SplitViewController()
    split.primaryEdge = edge
    split.setViewController(TextViewController(title: "Side", text: "side"), for: .primary)
    split.setViewController(TextViewController(title: "Main", text: "main"), for: .secondary)
    return Driver(app: split, size: CellSize(columns: 100, rows: 6))
  }

  @Test func aLeadingOverlayHasItsBorderAndShadowOnTheRight() throws {
    let driver = driver(edge: .leading)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(500))
    let width = Int(driver.split.primaryColumnWidth)
    #expect(driver.screen.allSatisfy { Array($0)[width - 1] == "│" })
    #expect(driver.buffer[width, 3].style.background == .indexed(236))
    #expect(driver.buffer[width + 1, 3].style.attributes.contains(.dim))
    #expect(!driver.buffer[width - 2, 3].style.attributes.contains(.dim))
    try assertSnapshot(driver.screen)
  }

  @Test func aTrailingOverlayHasItsBorderAndShadowOnTheLeft() throws {
    let driver = driver(edge: .trailing)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(500))
    let x = 100 - Int(driver.split.primaryColumnWidth)
    #expect(driver.screen.allSatisfy { Array($0)[x] == "│" })
    #expect(driver.buffer[x - 1, 3].style.background == .indexed(236))
    #expect(driver.buffer[x - 2, 3].style.attributes.contains(.dim))
    #expect(!driver.buffer[x + 2, 3].style.attributes.contains(.dim))
    try assertSnapshot(driver.screen)
  }

  @Test func dimmingStartsWithTheTransitionAndEndsWithTheDismissal() {
    let driver = driver(edge: .leading)
    #expect(!driver.buffer[90, 3].style.attributes.contains(.dim))
    driver.press(.character("\\"))
    driver.clock.advance(by: .milliseconds(30))
    driver.host.tick()
    driver.send(.focusGained)
    #expect(driver.host.isAnimating)
    #expect(driver.buffer[90, 3].style.attributes.contains(.dim))
    driver.advance(by: .milliseconds(500))
    driver.press(.escape)
    driver.advance(by: .milliseconds(500))
    #expect(!driver.buffer[90, 3].style.attributes.contains(.dim))
    #expect(driver.split.displayMode == .secondaryOnly)
  }
}
