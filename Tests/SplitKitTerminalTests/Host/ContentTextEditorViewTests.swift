import Foundation
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// A text editor in the terminal host: typing with the terminal's cursor at the caret
/// (wide characters counted by display width), a bracketed paste, a click and a drag
/// selecting, wrapping, and control characters never reaching the terminal.
@Suite @MainActor struct ContentTextEditorViewTests {
  func start(text: String = "", columns: Int = 60) -> (TextEditorController, Driver) {
    let split = SplitViewController(style: .doubleColumn)
    let editor = TextEditorController(title: "Note", text: text)
    split.setViewController(DocumentController(title: "Side"), for: .primary)
    split.setViewController(editor, for: .secondary)
    let driver = Driver(app: split, size: CellSize(columns: columns, rows: 10))
    _ = split.focus(.secondary)
    driver.press(.end)
    return (editor, driver)
  }

  @Test func typingShowsTheTextWithTheCursorAtTheCaret() throws {
    let (editor, driver) = start()
    driver.type("Hello")
    driver.press(.enter)
    driver.type("東京")
    #expect(editor.text == "Hello\n東京")
    let hello = try #require(driver.cell(of: "Hello"))
    let tokyo = try #require(driver.cell(of: "東京"))
    #expect(tokyo == CellPosition(x: hello.x, y: hello.y + 1))
    #expect(driver.buffer.cursor == CellPosition(x: tokyo.x + 4, y: tokyo.y))
    driver.press(KeyEvent(.character("z"), modifiers: .control))
    #expect(editor.text == "Hello")
    #expect(driver.buffer.cursor == CellPosition(x: hello.x + 5, y: hello.y))
  }

  @Test func aBracketedPasteGoesInAsOneStep() {
    let (editor, driver) = start(text: "ab")
    driver.press(.left)
    driver.send(bytes: Array("\u{1B}[200~one\r\ntwo\u{1B}[201~".utf8))
    #expect(editor.text == "aone\ntwob")
    driver.press(KeyEvent(.character("z"), modifiers: .control))
    #expect(editor.text == "ab")
  }

  @Test func aClickPlacesTheCaretAndADragSelects() throws {
    let (editor, driver) = start(text: "first line\nsecond line")
    let first = try #require(driver.cell(of: "first"))
    driver.click(x: first.x + 6, y: first.y)
    #expect(editor.editorState.caret == .init(line: 0, column: 6))
    #expect(driver.buffer.cursor == CellPosition(x: first.x + 6, y: first.y))
    driver.drag(
      from: CellPosition(x: first.x + 6, y: first.y),
      to: CellPosition(x: first.x + 6, y: first.y + 1), steps: 2)
    #expect(editor.editorState.selectedText == "line\nsecond")
    driver.type("X")
    #expect(editor.text == "first X line")
  }

  @Test func longLinesWrapAtTheColumnsWidth() throws {
    let (editor, driver) = start(text: String(repeating: "word ", count: 30), columns: 60)
    let rows = driver.screen.filter { $0.contains("word") }
    #expect(rows.count > 1)
    #expect(editor.editorState.wrapWidth > 0)
    #expect(editor.editorState.visibleRows().count == rows.count)
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    let (editor, driver) = start(text: "a\u{1B}[31mred")
    #expect(editor.text.contains("\u{1B}"))
    #expect(!driver.screen.joined().contains("\u{1B}"))
    #expect(driver.screen.joined().contains("[31mred"))
  }
}
