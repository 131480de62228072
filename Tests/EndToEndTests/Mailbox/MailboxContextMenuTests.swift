import SystemTestSupport
import Testing

/// A message's context menu in a real terminal: a right click on a row, or Shift-F10 on
/// the selected one, shows a box of the actions that work there; a click or a key chooses
/// one, Esc closes it.
@Suite(.serialized, .tags(.endToEnd))
struct MailboxContextMenuTests {
  /// The 1-based cell of the first character of `text` on screen, as SGR reports count.
  static func cell(of text: String, in screen: [String]) -> (column: Int, row: Int)? {
    GallerySettingsTests.cell(of: text, in: screen)
  }

  @Test func aRightClickShowsTheRowsMenuAndAClickChoosesFromIt() async throws {
    let session = try TmuxSession(Binary.locate("mailbox"), [], columns: 100, rows: 30)
    let first = try await session.waitFor("the unread count") {
      $0.joined().contains("150 messages, 31 unread")
    }
    // José García's unread "Build is red on main", right-clicked.
    let row = try #require(Self.cell(of: "Build is red on main", in: first))
    #expect(first[row.row - 1].hasPrefix("●"), "the row is unread")
    try session.sendBytes(SGRMouse.press(column: row.column, row: row.row, button: 2))
    let menu = try await session.waitFor("the menu under the row") { screen in
      screen.indices.contains(row.row) && screen[row.row].contains("┌ José García")
        && screen.joined().contains("│ Mark Read or Unread u")
    }
    #expect(!menu.joined().contains("Quarterly planning\u{1B}"), "nothing but cells")
    let item = try #require(Self.cell(of: "Mark Read or Unread", in: menu))
    try session.click(column: item.column, row: item.row)
    let read = try await session.waitFor("the message read, the menu gone") {
      $0.joined().contains("150 messages, 30 unread") && !$0.joined().contains("┌ José")
    }
    #expect(!read[row.row - 1].hasPrefix("●"))

    // Shift-F10 opens the selected row's menu; Esc closes it; an item's key chooses.
    try session.sendKeys(.named("S-F10"))
    try await session.waitFor("the menu by key") { $0.joined().contains("┌ José García") }
    try session.sendKeys(.escape)
    try await session.waitFor("closed") { !$0.joined().contains("┌ José García") }
    try session.sendKeys(.named("S-F10"), .text("u"))
    try await session.waitFor("unread again") { $0.joined().contains("150 messages, 31 unread") }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
