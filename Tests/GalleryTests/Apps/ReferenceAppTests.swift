import GalleryExamples
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
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
    #expect(driver.screen[0].hasSuffix(" Master "))  // The handed-off button, in the bar.
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
    #expect(!(driver.screen[0].split(separator: "│").last ?? "").contains("Master"))
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

  /// Opens the master over the detail, moves to `row` and opens it.
  private func choose(row: Int, in driver: Driver) {
    driver.press(.character("m"))
    driver.advance(by: .milliseconds(400))
    for _ in ReferenceApp.Master.rows.indices { driver.press(.up) }
    for _ in 0..<row { driver.press(.down) }
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
  }

  @Test func restoringBringsBackThePreservedSelectionAndDisplayMode() throws {
    let (app, driver) = start(columns: 100)
    choose(row: 2, in: driver)
    #expect(app.detail.topic == "Gestures")
    driver.press(.character("s"))
    #expect(app.preserved != nil)
    let summary = "mode secondaryOnly, topic Gestures, row Gestures"
    #expect(app.events.last == "preserved \(app.preserved?.count ?? 0) bytes: \(summary)")

    choose(row: 1, in: driver)
    driver.press(.character("m"))
    driver.advance(by: .milliseconds(400))
    #expect(app.stateSummary == "mode oneOverSecondary, topic Delegate, row Delegate")

    driver.press(.character("r"))
    driver.advance(by: .milliseconds(400))
    #expect(app.events.last == "restored: \(summary)")
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.detail.topic == "Gestures")
    #expect(app.master.selectedRow == 2)
    #expect(driver.screen.contains { $0.contains("Topic: Gestures") })
    #expect(driver.screen.contains { $0.contains("Display mode: secondaryOnly") })
    try assertSnapshot(driver.screen)
  }

  @Test func aCorruptedSnapshotIsRejectedWithATypedErrorAndChangesNothing() throws {
    let (app, driver) = start(columns: 100)
    choose(row: 1, in: driver)
    driver.press(.character("s"))
    choose(row: 3, in: driver)
    #expect(app.stateSummary == "mode secondaryOnly, topic Appearance, row Appearance")
    let before = app.stateSummary
    let screenBefore = driver.screen

    driver.press(.character("x"))
    driver.advance(by: .milliseconds(400))
    #expect(
      Array(app.events.suffix(2)) == [
        "restore failed: RestorationError unknownIdentifier: no controller named \"ghost\"",
        "unchanged: \(before)",
      ])
    #expect(app.stateSummary == before)
    #expect(app.split.displayMode == .secondaryOnly)
    // Only the log grew: every line above it is as it was.
    #expect(driver.screen.prefix(5) == screenBefore.prefix(5))
    try assertSnapshot(driver.screen)
  }

  @Test func garbageIsLoggedAsUnreadableAndChangesNothing() {
    let (app, _) = start(columns: 100)
    let before = app.stateSummary
    app.restore(json: Array("{\"split\": 42}".utf8))
    #expect(app.events.last == "restore failed: unreadable snapshot; unchanged: \(before)")
    #expect(app.stateSummary == before)
  }

  @Test func restoringBeforePreservingSaysThereIsNothingToRestore() {
    let (app, driver) = start(columns: 100)
    driver.press(.character("r"))
    #expect(app.events.last == "nothing preserved yet (press s)")
    driver.press(.character("x"))
    #expect(app.events.last == "nothing preserved yet (press s)")
  }

  @Test func theHelpOverlayListsThePreservationKeys() {
    let (app, _) = start(columns: 100)
    #expect(app.keyCommands.map(\.keys) == ["g", "m", "s", "r", "x"])
  }
}
