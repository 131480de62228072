import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The mailbox app at narrow, medium and wide sizes: what shows, opening, going back,
/// the overlay, and resizing across every threshold.
@Suite @MainActor struct MailboxAppLayoutTests {
  @Test func wideTerminalShowsTheListBesideTheFirstMessage() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(!app.split.isCollapsed)
    #expect(app.list.title == "Inbox — 150")
    #expect(app.message.title == "Quarterly planning")
    #expect(driver.screen[0].contains("Inbox — 150"))
    #expect(driver.screen[1].contains("Ada Lindqvist"))
    #expect(driver.screen[1].contains("From:    Ada Lindqvist <ada@example.org>"))
    #expect(driver.screen[49].contains("150 messages, 31 unread"))
    try assertSnapshot(driver.screen)
  }

  @Test func movingTheSelectionBesideTheListShowsAndReadsTheMessage() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.press(.down, .down, .down)
    #expect(app.selectedSubject == "Build is red on main")
    #expect(app.message.title == "Build is red on main")
    #expect(app.list.list.unreadCount == 30)
    #expect(app.isMessageChosen)
    #expect(app.split.focusedColumn == .primary)
    driver.press(.enter)
    #expect(app.split.focusedColumn == .secondary)
    driver.press(.escape)
    #expect(app.split.focusedColumn == .primary)
    #expect(driver.screen[49].contains("150 messages, 30 unread"))
  }

  @Test func clickingARowBesideTheListShowsItAndKeepsTheKeyboardInTheList() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.click(x: 5, y: 3)
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    #expect(app.message.title == "Trip to Kyoto — itinerary")
    #expect(app.split.focusedColumn == .primary)
    driver.wheel(.wheelDown, x: 5, y: 10, notches: 2)
    #expect(app.list.listState.offset == 6)
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
  }

  @Test func mediumTerminalStartsWithTheListOverTheMessageAndOpeningSlidesItAway() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.medium)
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(app.split.focusedColumn == .primary)
    try assertSnapshot(driver.screen, named: "overlay")
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.message.title == "Office plants need water")
    #expect(driver.screen[0].hasPrefix(" » "))
    #expect(driver.screen[0].contains("Office plants need water"))
    try assertSnapshot(driver.screen, named: "message")
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(app.selectedSubject == "Office plants need water")
  }

  @Test func mediumTerminalRevealsTheListByDraggingFromTheLeftEdge() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.medium)
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    driver.drag(from: CellPosition(x: 0, y: 10), to: CellPosition(x: 40, y: 10))
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(driver.screen[1].contains("Ada Lindqvi… Quarterly planning"))
  }

  @Test func narrowTerminalShowsTheListThenPushesTheMessageWithBack() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.narrow)
    #expect(app.split.isCollapsed)
    #expect(!app.isMessageOnStack)
    try assertSnapshot(driver.screen, named: "list")
    driver.press(.down, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.isMessageOnStack)
    #expect(driver.screen[0].hasPrefix(" ‹ Inbox — 150"))
    #expect(driver.screen[1].contains("From:    Priya Raman <priya@example.org>"))
    try assertSnapshot(driver.screen, named: "message")
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(!app.isMessageOnStack)
    #expect(!app.isMessageChosen)
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    #expect(driver.screen[0].contains("Inbox — 150"))
  }

  @Test func narrowTerminalStepsThroughMessagesWithNAndP() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.narrow)
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    driver.type("nn")
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    #expect(driver.screen[0].contains("Trip to Kyoto"))
    driver.type("p")
    #expect(app.selectedSubject == "Office plants need water")
    #expect(app.isMessageOnStack)
  }

  /// Every threshold crossed in both directions keeps the selection and the open message.
  @Test(arguments: [
    [160, 120, 119, 80, 79, 60, 79, 80, 119, 120, 160],
    [60, 160, 60, 100, 60],
  ])
  func resizingAcrossEveryThresholdKeepsTheSelectionAndTheOpenMessage(widths: [Int]) throws {
    let (app, driver) = try AppHarness.launch(size: CellSize(columns: widths[0], rows: 30))
    driver.press(.down, .down, .down, .down, .enter)
    driver.advance(by: .milliseconds(400))
    let subject = "Re: Café menu ideas — ¿qué tal?"
    for width in widths.dropFirst() {
      driver.resize(columns: width, rows: 30)
      driver.advance(by: .milliseconds(400))
      #expect(app.selectedSubject == subject, "at \(width) columns")
      #expect(app.message.title == subject, "at \(width) columns")
      #expect(app.split.isCollapsed == (width < 80), "at \(width) columns")
      if width < 80 {
        #expect(app.isMessageOnStack, "at \(width) columns")
        #expect(driver.screen[0].contains("‹ Inbox"), "at \(width) columns")
      } else if width < 120 {
        #expect(app.split.displayMode == .secondaryOnly, "at \(width) columns")
      } else {
        #expect(app.split.displayMode == .oneBesideSecondary, "at \(width) columns")
      }
      #expect(driver.screen.joined().contains(subject), "at \(width) columns")
    }
  }

  @Test func resizingToNarrowShowsTheListWhenNoMessageWasChosen() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.resize(columns: 60, rows: 30)
    #expect(app.split.isCollapsed)
    #expect(!app.isMessageOnStack)
    #expect(driver.screen[0].contains("Inbox — 150"))
    driver.resize(columns: 160, rows: 50)
    #expect(app.message.title == "Quarterly planning")
    #expect(driver.screen[0].contains("Quarterly planning"))
  }

  @Test func helpOverlayListsTheMailboxKeysAndClosesByClick() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.medium)
    driver.type("?")
    #expect(driver.host.isHelpVisible)
    let text = driver.screen.joined(separator: "\n")
    for line in [
      "Filter by sender or subject", "Next / previous message", "Show or hide sidebar", "Quit",
    ] {
      #expect(text.contains(line))
    }
    try assertSnapshot(driver.screen)
    driver.click(x: 1, y: 1)
    #expect(!driver.host.isHelpVisible)
    #expect(app.selectedSubject == "Quarterly planning")
  }

  /// Tiny and odd terminals never trap: every key and a resize still draw a full frame.
  @Test(arguments: [(1, 1), (2, 2), (10, 3), (20, 4), (79, 2), (80, 3), (120, 5), (300, 8)])
  func tinyTerminalsStillWork(columns: Int, rows: Int) throws {
    let (app, driver) = try AppHarness.launch(size: CellSize(columns: columns, rows: rows))
    driver.press(.down, .enter, .character(" "), .character("n"), .escape, .character("/"))
    driver.type("a")
    driver.press(.enter, .character("\\"), .character("?"), .character("?"))
    driver.resize(columns: columns + 1, rows: rows + 1)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen.count == rows + 1)
    #expect(driver.screen.allSatisfy { Text.displayWidth($0) == columns + 1 })
    #expect(app.list.list.messageCount == 150)
  }
}
