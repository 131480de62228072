import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// Drives the triple-column example through every display mode and split behaviour.
@MainActor
@Suite struct ThreeColumnsAppTests {
  private func start(columns: Int = 160) -> (ThreeColumnsApp, Driver) {
    let app = ThreeColumnsApp(rows: 20)
    return (app, Driver(app: app.split, size: CellSize(columns: columns, rows: 14)))
  }

  @Test func choosingAFolderThenAMessageFillsListAndDetail() throws {
    let (app, driver) = start()
    driver.press(.character("5"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .twoBesideSecondary)
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.list.folder == "Drafts")
    driver.press(.tab)
    driver.press(.down, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen.contains { $0.contains("Drafts message 3") })
    try assertSnapshot(driver.screen)
  }

  @Test(arguments: Array(1...7))
  func everyPreferredModeIsReachableByKey(digit: Int) throws {
    let (app, driver) = start()
    driver.type(String(digit))
    driver.advance(by: .milliseconds(400))
    let preferred = ThreeColumnsApp.modes[digit - 1]
    #expect(app.split.preferredDisplayMode == preferred)
    if preferred != .automatic {
      #expect(
        app.split.splitBehavior.allowedDisplayModes(for: .tripleColumn).contains(
          app.split.displayMode))
    }
    let status = "mode      \(app.split.displayMode.rawValue) (preferred \(preferred.rawValue))"
    // The status sits at the bottom of the detail, which an overlay covers.
    #expect(driver.screen.contains { $0.contains(status) } == !app.split.displayMode.isOverlay)
    try assertSnapshot(driver.screen, named: preferred.rawValue)
  }

  @Test func behaviourKeyCyclesEveryBehaviourAndReinterpretsTheMode() {
    let (app, driver) = start()
    driver.press(.character("5"))
    var seen: [(SplitViewController.SplitBehavior, SplitViewController.DisplayMode)] = []
    for _ in 0..<4 {
      driver.press(.character("b"))
      driver.advance(by: .milliseconds(400))
      seen.append((app.split.splitBehavior, app.split.displayMode))
    }
    #expect(seen.map(\.0) == [.tile, .overlay, .displace, .tile])
    #expect(
      seen.map(\.1) == [
        .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary, .twoBesideSecondary,
      ])
  }

  @Test func fullScreenButtonHidesEveryColumnButTheDetailAndBringsThemBack() {
    let (app, driver) = start()
    driver.press(.character("5"))
    driver.advance(by: .milliseconds(400))
    driver.press(.character("f"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    driver.press(.character("f"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode != .secondaryOnly)
  }
}
