import Foundation
import SystemTestSupport
import Testing

/// `gallery notes` in tmux: a new note typed into the editor shows in the notes list as
/// it is typed, with the terminal's cursor at the caret, and is deleted after a question.
@Suite(.serialized, .tags(.endToEnd))
struct GalleryNotesTests {
  @Test func typingIntoANoteShowsInTheListAndDeletingAsksFirst() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["notes"], columns: 140, rows: 24)
    try await session.waitFor(text: "Groceries")

    // n makes a note and puts the caret in it; what is typed is its title and preview.
    try session.sendKeys(.text("n"))
    try await session.waitFor(text: "New Note")
    try session.sendKeys(.text("Shopping"), .enter, .text("apples"))
    var screen = try await session.waitFor("the list shows the note") { screen in
      screen.dropFirst().filter { $0.contains("Shopping") }.count >= 1
        && screen.filter { $0.contains("apples") }.count >= 2
    }
    // The editor's line, the last that holds "apples": the caret is after it.
    let index = try #require(screen.lastIndex { $0.contains("apples") })
    let line = screen[index]
    let start = try #require(line.range(of: "apples", options: .backwards))
    let column = line.distance(from: line.startIndex, to: start.upperBound)
    let caret = try session.display("#{cursor_flag} #{cursor_x} #{cursor_y}")
    #expect(caret == "1 \(column) \(index)", "the caret after “apples”")

    // Ctrl-Z takes the typing after the line break back.
    try session.sendKeys(.text("X"))
    try await session.waitFor(text: "applesX")
    try session.sendKeys(.control("z"))
    screen = try await session.waitFor("undone") { !$0.joined().contains("applesX") }

    // Shift-Tab goes back to the list (a click on a row would open it in the editor); d
    // asks, y deletes.
    #expect(screen.dropFirst().contains { $0.contains("Shopping") })
    try session.sendKeys(.backTab)
    try session.sendKeys(.text("d"))
    try await session.waitFor(text: "Delete “Shopping”? (y/n)")
    try session.sendKeys(.text("y"))
    try await session.waitFor(text: "Deleted “Shopping”")
    screen = try await session.waitFor("the note gone") {
      !$0.contains { $0.contains("Shopping") && !$0.contains("Deleted") }
    }
    #expect(screen.contains { $0.contains("Groceries") })

    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  @Test func aClickPlacesTheCaretAndADragSelectsInTheNote() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["notes"], columns: 140, rows: 24)
    let screen = try await session.waitFor(text: "Milk, eggs, bread")
    // The note's own line "Milk, eggs, bread" is the last on screen that holds it (the
    // list's preview is further left on its own row).
    let row = try #require(
      screen.lastIndex { $0.hasSuffix("Milk, eggs, bread") || $0.contains("│ Milk, eggs, bread") })
    let line = screen[row]
    let milk = try #require(line.range(of: "Milk, eggs", options: .backwards))
    let column = line.distance(from: line.startIndex, to: milk.lowerBound) + 1
    // A click before "eggs", then a drag over it selects it; typing replaces it.
    try session.click(column: column + 6, row: row + 1)
    // The click is read and drawn after send-keys returns: poll for the caret.
    let expected = "1 \(column + 5) \(row)"
    var caret = ""
    let deadline = ContinuousClock.now + .seconds(10)
    repeat {
      caret = try session.display("#{cursor_flag} #{cursor_x} #{cursor_y}")
      if caret == expected { break }
      try await Task.sleep(for: .milliseconds(20))
    } while ContinuousClock.now < deadline
    #expect(caret == expected, "the caret under the click")
    try session.drag(from: (column + 6, row + 1), to: (column + 10, row + 1), steps: 2)
    try session.sendKeys(.text("ham"))
    try await session.waitFor(text: "Milk, ham, bread")
    try session.sendKeys(.control("z"))
    try await session.waitFor(text: "Milk, eggs, bread")
    try session.sendKeys(.backTab, .text("q"))
    try await session.expectRestoredExit(status: 0)
  }

  /// A bar button's menu (the notes list's More) is one button, `… ▾`, that opens a box
  /// under the bar; the keys choose from it though another column has the focus (issue 33).
  @Test func aBarButtonsMenuOpensAsABoxThatTheKeysChooseFrom() async throws {
    let session = try TmuxSession(Binary.locate("gallery"), ["notes"], columns: 130, rows: 20)
    let screen = try await session.waitFor(text: "Groceries")
    let bar = screen[0]
    let more = try #require(bar.range(of: "… ▾"), "no menu button in \(bar)")
    let column = bar.distance(from: bar.startIndex, to: more.lowerBound) + 1
    #expect(!screen.joined().contains("Delete Note"), "the menu's items are not in the bar")
    try session.click(column: column, row: 1)
    try await session.waitFor("the menu's box") { screen in
      screen.contains { $0.contains("New Note") && $0.contains("n") }
        && screen.contains { $0.contains("Delete Note") && $0.contains("d") }
    }
    try session.sendKeys(.down, .enter)
    try await session.waitFor(text: "Delete “Groceries”? (y/n)")
    try session.sendKeys(.text("n"))
    try await session.waitFor("the question gone, the note kept") {
      !$0.joined().contains("(y/n)") && $0.joined().contains("Groceries")
    }
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
  }
}
