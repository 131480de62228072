import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Widening a narrow terminal keeps what the reader was looking at: the list (and the
/// filter being typed in it), or the folders, slide over the message instead of leaving
/// only the message.
@Suite @MainActor struct MailboxAppResizeTests {
  @Test func wideningFromTheNarrowListToMediumKeepsTheListShownWithTheKeyboard() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.narrow)
    driver.press(.down)
    driver.resize(columns: 100, rows: 30)
    driver.advance(by: .milliseconds(400))
    #expect(!app.split.isCollapsed)
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(app.split.focusedColumn == .primary)
    #expect(driver.screen[0].contains("Inbox — 150"))
    driver.press(.down)
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    // Opening a message slides the list away as usual.
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(driver.screen[0].contains("Trip to Kyoto"))
  }

  /// Launches the sample at `size`, types `/kyo` and resizes to `columns` (30 rows).
  private func typingASearch(at size: CellSize, thenResizingTo columns: Int) throws -> (
    app: MailboxApp, driver: Driver
  ) {
    let (app, driver) = try AppHarness.launch(size: size)
    driver.type("/kyo")
    driver.resize(columns: columns, rows: 30)
    driver.advance(by: .milliseconds(400))
    return (app, driver)
  }

  /// Typing goes on in the search line after the resize.
  private func expectTypingContinues(_ app: MailboxApp, _ driver: Driver) {
    driver.type("t")
    #expect(app.list.filterDraft == "kyot")
    #expect(driver.screen[29].contains("/kyot▏"))
  }

  @Test func wideningWhileTypingASearchKeepsTheSearchLineAndItsKeys() throws {
    let (app, driver) = try typingASearch(at: AppHarness.narrow, thenResizingTo: 100)
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(driver.screen[29].contains("/kyo▏"))
    expectTypingContinues(app, driver)
  }

  /// Narrowing from wide to medium hides the list as the layout says; a search being
  /// typed there is kept as Enter keeps it, not left taking keys off screen.
  @Test func narrowingToMediumWhileTypingASearchKeepsTheSearchAsEnterWould() throws {
    let (app, driver) = try typingASearch(at: AppHarness.wide, thenResizingTo: 100)
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.list.filterDraft == nil)
    #expect(app.list.list.filter == "kyo")
    driver.type("/")
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(app.list.filterDraft == "kyo")
    #expect(driver.screen[29].contains("/kyo▏"))
  }

  @Test func narrowingToTheStackWhileTypingASearchKeepsTyping() throws {
    let (app, driver) = try typingASearch(at: AppHarness.wide, thenResizingTo: 60)
    #expect(app.split.isCollapsed)
    expectTypingContinues(app, driver)
  }

  @Test func wideningWithAMessageOpenStillShowsOnlyTheMessage() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.narrow)
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    driver.resize(columns: 100, rows: 30)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.split.focusedColumn == .secondary)
  }

  @Test func wideningFromTheNarrowFoldersToMediumShowsTheFoldersAndTheList() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.maildirPlusPlus(at: root)
      let (app, driver) = try AppHarness.launch(folders: root, size: AppHarness.narrow)
      // At the list of the Inbox, widening slides the list over the message.
      driver.resize(columns: 100, rows: 30)
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .oneOverSecondary)
      #expect(app.split.focusedColumn == .supplementary)
      #expect(driver.screen[0].contains("Inbox — 3"))
      // Back at the folders, widening shows the folders beside the list, over the message.
      driver.resize(columns: 60, rows: 30)
      driver.advance(by: .milliseconds(400))
      driver.press(.escape)
      driver.advance(by: .milliseconds(400))
      #expect(driver.screen[0].contains("Mail"))
      driver.resize(columns: 100, rows: 30)
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .twoOverSecondary)
      #expect(app.split.focusedColumn == .primary)
      driver.press(.down, .enter)
      driver.advance(by: .milliseconds(400))
      #expect(app.list.title == "Archive — 1")
      #expect(app.split.displayMode == .oneOverSecondary)
      #expect(app.split.focusedColumn == .supplementary)
    }
  }
}
