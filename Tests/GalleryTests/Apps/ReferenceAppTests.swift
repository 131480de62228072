import GalleryCore
import SplitKit
import SplitKitTerminal
import SplitKitTesting
import Testing

/// Walks seed 001 (the class reference): hand-off, presentsWithGesture, appearance.
@MainActor
@Suite struct ReferenceAppTests {
  private func start(columns: Int) -> (ReferenceApp, Driver) {
    let app = ReferenceApp()
    return (app, Driver(app: app.split, size: CellSize(columns: columns, rows: 16)))
  }

  /// The events that do not concern the detail's appearance.
  private func withoutDetailAppearance(_ events: some Sequence<String>) -> [String] {
    events.filter { !$0.hasSuffix("(Detail)") }
  }

  @Test func startingMediumHandsTheMasterButtonToTheApp() throws {
    let (app, driver) = start(columns: 100)
    #expect(withoutDetailAppearance(app.events) == ["willHide Master, button \"Master\""])
    // The hidden master does not appear.
    #expect(!app.events.contains { $0.hasSuffix("(Master)") })
    #expect(driver.screen[1].hasPrefix(" Master"))
    #expect(driver.screen.contains { $0.contains("willHide Master, button \"Master\"") })
    try assertSnapshot(driver.screen)
  }

  @Test func theDetailGetsItsAppearanceMessagesWhenFirstShown() {
    let (app, _) = start(columns: 100)
    #expect(
      app.events == [
        "willHide Master, button \"Master\"", "viewWillAppear(Detail)", "viewDidAppear(Detail)",
      ])
  }

  @Test func theMasterGetsItsAppearanceMessagesWhenItSlidesIn() throws {
    let (app, driver) = start(columns: 100)
    let before = app.events.count
    driver.press(.character("m"))
    driver.advance(by: .milliseconds(400))
    #expect(
      withoutDetailAppearance(app.events.dropFirst(before))
        == ["willPresent Master", "viewWillAppear(Master)", "viewDidAppear(Master)"])
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(
      Array(app.events.suffix(2)) == ["viewWillDisappear(Master)", "viewDidDisappear(Master)"])
    try assertSnapshot(driver.screen)
  }

  @Test func wideningHandsTheButtonBackAndShowsTheMaster() throws {
    let (app, driver) = start(columns: 100)
    let before = app.events.count
    driver.resize(columns: 160, rows: 16)
    driver.advance(by: .milliseconds(400))
    let events = withoutDetailAppearance(app.events.dropFirst(before))
    #expect(events.contains("willShow Master, invalidating \"Master\""))
    #expect(events.contains("viewWillAppear(Master)"))
    #expect(events.contains("viewDidAppear(Master)"))
    #expect(!driver.screen[1].contains("Master"))
    try assertSnapshot(driver.screen)
  }

  @Test func startingWideLogsAppearanceForBothChildrenAndNoHandOff() {
    let (app, _) = start(columns: 160)
    #expect(!app.events.contains { $0.hasPrefix("willHide") })
    #expect(
      Set(app.events) == [
        "viewWillAppear(Master)", "viewDidAppear(Master)", "viewWillAppear(Detail)",
        "viewDidAppear(Detail)",
      ])
  }

  @Test func presentsWithGestureOffStopsTheEdgeDragButNotTheButton() throws {
    let (app, driver) = start(columns: 100)
    driver.press(.character("g"))
    #expect(app.split.presentsWithGesture == false)
    #expect(app.events.last == "presentsWithGesture = false")
    driver.drag(from: CellPosition(x: 0, y: 8), to: CellPosition(x: 40, y: 8))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)

    driver.press(.character("g"))
    #expect(app.events.last == "presentsWithGesture = true")
    driver.drag(from: CellPosition(x: 0, y: 8), to: CellPosition(x: 40, y: 8))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    try assertSnapshot(driver.screen)
  }
}
