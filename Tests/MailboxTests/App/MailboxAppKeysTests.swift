import Foundation
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The message view's keys at every width: Back to the list, `n`/`p` at the ends of the
/// list, `u` for read/unread, and the key hint on its bottom line.
@Suite @MainActor struct MailboxAppKeysTests {
  @Test(arguments: [
    KeyEvent(.escape), KeyEvent(.character("h")), KeyEvent(.left), KeyEvent(.backspace),
  ])
  func backInTheMessageAtMediumWidthSlidesTheListInWithTheKeyboard(key: KeyEvent) throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.medium)
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.split.focusedColumn == .secondary)
    driver.press(key)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .oneOverSecondary)
    #expect(app.split.focusedColumn == .primary)
    #expect(driver.screen[0].contains("Inbox — 150"))
    driver.press(.down)
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    driver.press(.escape)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.split.focusedColumn == .secondary)
  }

  @Test func backInTheMessageBesideTheListMovesTheKeyboardToTheList() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.press(.down, .enter)
    #expect(app.split.focusedColumn == .secondary)
    driver.press(.escape)
    #expect(app.split.displayMode == .oneBesideSecondary)
    #expect(app.split.focusedColumn == .primary)
  }

  @Test(arguments: [AppHarness.narrow, AppHarness.medium, AppHarness.wide])
  func nAndPAtTheEndsOfTheListSaySoInTheStatusLine(size: CellSize) throws {
    let (app, driver) = try AppHarness.launch(size: size)
    let bottom = size.rows - 1
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen[bottom].contains("n p next/prev"))
    driver.type("p")
    #expect(driver.screen[bottom].contains("No previous message"))
    #expect(app.selectedSubject == "Quarterly planning")
    driver.type("n")
    #expect(!driver.screen[bottom].contains("No previous message"))
    #expect(app.list.selectedRow == 1)
    for _ in 0..<148 { driver.type("n") }
    #expect(app.list.selectedRow == 149)
    #expect(driver.screen[bottom].contains("n p next/prev"))
    driver.type("n")
    #expect(app.list.selectedRow == 149)
    #expect(driver.screen[bottom].contains("No next message"))
    driver.press(.down)
    #expect(driver.screen[bottom].contains("n p next/prev"))
  }

  /// In the list too (where the keyboard starts beside the message at 120 columns), `n`
  /// and `p` move to the next and previous message and say so at either end.
  @Test(arguments: [AppHarness.narrow, AppHarness.medium, AppHarness.wide])
  func nAndPInTheListMoveTheSelectionAndSaySoAtTheEnds(size: CellSize) throws {
    let (app, driver) = try AppHarness.launch(size: size)
    let bottom = size.rows - 1
    #expect(app.split.focusedColumn == .primary)
    driver.type("p")
    #expect(app.list.selectedRow == 0)
    #expect(driver.screen[bottom].contains("No previous message"))
    driver.type("n")
    #expect(app.list.selectedRow == 1)
    #expect(driver.screen[bottom].contains("150 messages"))
    #expect(app.isMessageChosen == (size == AppHarness.wide))
    if size == AppHarness.wide { #expect(app.message.title == "Office plants need water") }
    driver.press(.end)
    driver.type("n")
    #expect(app.list.selectedRow == 149)
    #expect(driver.screen[bottom].contains("No next message"))
    driver.type("p")
    #expect(app.list.selectedRow == 148)
    #expect(!driver.screen[bottom].contains("No next message"))
  }

  /// Space in the list pages the message beside it (120 columns and wider), as in Mail;
  /// the keyboard and the selection stay in the list.
  @Test func spaceInTheListPagesTheMessageBesideIt() throws {
    let (app, driver) = try AppHarness.launch(size: CellSize(columns: 160, rows: 10))
    #expect(app.split.focusedColumn == .primary)
    #expect(driver.screen[1].contains("From:    Ada Lindqvist"))
    driver.type(" ")
    #expect(!driver.screen[1].contains("From:"))
    #expect(driver.screen.joined().contains("Ada Lindqvist"))
    #expect(app.split.focusedColumn == .primary)
    #expect(app.list.selectedRow == 0)
  }

  /// `t` while reading switches the list between conversations and flat, as in the list;
  /// the open message stays open.
  @Test(arguments: [AppHarness.narrow, AppHarness.medium, AppHarness.wide])
  func tInTheMessageSwitchesTheListToConversationsAndBack(size: CellSize) throws {
    let (app, driver) = try AppHarness.launch(size: size)
    driver.press(.down, .down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.focusedColumn == (size == AppHarness.narrow ? .primary : .secondary))
    driver.type("t")
    AppHarness.indexToEnd(app, driver)
    let threaded = app.list.list.isThreaded
    #expect(threaded)
    #expect(app.message.title == "Trip to Kyoto — itinerary")
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    driver.type("t")
    let flat = !app.list.list.isThreaded
    #expect(flat)
    #expect(app.message.title == "Trip to Kyoto — itinerary")
  }

  /// The message view's bottom line is never cut: at every width it shows the longest
  /// form of the key hint that fits, always ending with `?` for all keys.
  @Test(arguments: [12, 20, 26, 30, 40, 47, 48, 56, 57, 70, 79])
  func theMessageKeyHintFitsEveryWidth(columns: Int) throws {
    let size = CellSize(columns: columns, rows: 20)
    let (app, driver) = try AppHarness.launch(size: size)
    defer { withExtendedLifetime(app) {} }
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    let line = driver.screen[size.rows - 1]
    #expect(!line.contains("…"), "\(line)")
    #expect(line.contains("?"), "\(line)")
    let shown = MailCommand.messageHints.first { hint in
      line.contains(hint.leading) && (hint.trailing.isEmpty || line.contains(hint.trailing))
    }
    #expect(shown != nil, "\(line)")
    if columns >= 30 { #expect(line.contains("n p") && line.contains("Esc"), "\(line)") }
    if columns >= 57 { #expect(line.contains("n p next/prev  Space page  u (un)read")) }
  }

  @Test func theMessageBesideTheListAt120ColumnsShowsEveryKeyUncut() throws {
    let (app, driver) = try AppHarness.launch(size: CellSize(columns: 120, rows: 30))
    defer { withExtendedLifetime(app) {} }
    let line = driver.screen[29]
    let message = line.split(separator: "│").last.map(String.init) ?? ""
    #expect(message.contains("n p next") && message.contains("Esc list  ? keys"), "\(line)")
    #expect(!message.contains("…"), "\(line)")
  }

  @Test func uFlipsReadAndUnreadInTheListAndInTheMessage() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    #expect(!app.list.list.isUnread(0))
    #expect(driver.screen[49].contains("150 messages, 31 unread"))
    driver.type("u")
    #expect(app.list.list.isUnread(0))
    #expect(driver.screen[49].contains("150 messages, 32 unread"))
    #expect(driver.screen[1].contains(MessageRow.unreadMarker))
    driver.press(.enter)  // opening marks it read
    #expect(app.split.focusedColumn == .secondary)
    #expect(!app.list.list.isUnread(0))
    #expect(!driver.screen[1].contains(MessageRow.unreadMarker))
    driver.type("u")
    #expect(app.list.list.isUnread(0))
    #expect(driver.screen[1].contains(MessageRow.unreadMarker))
  }
}
