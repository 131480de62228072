import SplitKitContent
import Testing

@Suite struct TextEditorStateTests {
  typealias Position = TextEditorState.Position

  @Test func typingBreaksLinesAndMovesTheCaret() {
    var editor = TextEditorState(text: "Milk\nEggs")
    #expect(editor.lines == ["Milk", "Eggs"])
    #expect(editor.caret == Position(line: 0, column: 0))
    #expect(editor.moved(.documentEnd) == .moved)
    #expect(editor.caret == Position(line: 1, column: 4))
    let action = editor.typed("\n")
    #expect(action == .edited(.init(removed: 1..<2, inserted: 1..<3)))
    editor.typed("B")
    #expect(editor.typed("read") == .edited(.init(removed: 2..<3, inserted: 2..<3)))
    #expect(editor.text == "Milk\nEggs\nBread")
    #expect(editor.caret == Position(line: 2, column: 5))
    editor.moved(.lineStart)
    editor.deletedBackward()
    #expect(editor.text == "Milk\nEggsBread")
    #expect(editor.caret == Position(line: 1, column: 4))
  }

  @Test func pastedLineBreaksBecomeNewlines() {
    var editor = TextEditorState(text: "ab")
    editor.moved(.right)
    editor.pasted("1\r\n2\r3\n")
    #expect(editor.lines == ["a1", "2", "3", "b"])
    #expect(editor.caret == Position(line: 3, column: 0))
    editor.undid()
    #expect(editor.text == "ab")
    #expect(editor.caret == Position(line: 0, column: 1))
  }

  @Test func shiftMovesSelectAndTypingReplacesTheSelection() {
    var editor = TextEditorState(text: "one two\nthree")
    editor.moved(.wordRight)
    editor.moved(.wordRight, extending: true)
    #expect(editor.selection == Position(line: 0, column: 3)..<Position(line: 0, column: 7))
    #expect(editor.selectedText == " two")
    editor.moved(.down, extending: true)
    #expect(editor.selectedText == " two\nthree")
    editor.typed("!")
    #expect(editor.text == "one!")
    #expect(editor.selection == nil)
    editor.selectedAll()
    #expect(editor.selectedText == "one!")
  }

  @Test func typedRunsUndoAsOneStepAndAMoveEndsARun() {
    var editor = TextEditorState()
    for character in "hello" { editor.typed(String(character)) }
    editor.moved(.left)
    editor.typed("X")
    #expect(editor.text == "hellXo")
    editor.undid()
    #expect(editor.text == "hello")
    #expect(editor.caret == Position(line: 0, column: 4))
    editor.undid()
    #expect(editor.text == "")
    #expect(!editor.canUndo)
    editor.redid()
    #expect(editor.text == "hello")
    #expect(editor.caret == Position(line: 0, column: 5))
    editor.redid()
    #expect(editor.text == "hellXo")
    #expect(!editor.canRedo)
  }

  @Test func theCaretStepsOverGraphemeClusters() {
    var editor = TextEditorState(text: "e\u{301}🇯🇵\n👨‍👩‍👧x")
    editor.moved(.right)
    #expect(editor.caret.column == 1)
    editor.moved(.right)
    editor.moved(.right)
    #expect(editor.caret == Position(line: 1, column: 0))
    editor.moved(.right)
    editor.deletedBackward()
    #expect(editor.lines == ["e\u{301}🇯🇵", "x"])
    editor.moved(.documentStart)
    editor.moved(.right)
    editor.typed("\u{308}")
    #expect(editor.lines[0] == "e\u{301}\u{308}🇯🇵")
    #expect(editor.caret == Position(line: 0, column: 1))
  }

  /// Two cells for the letters W, one for everything else: a stand-in for wide
  /// characters.
  static let wideW: @Sendable (Character) -> Int = { $0 == "W" || $0 == "東" ? 2 : 1 }

  @Test func linesWrapAfterTheLastSpaceThatFitsByDisplayWidth() {
    var editor = TextEditorState(text: "one two three\nWWWWW\n", measure: Self.wideW)
    editor.laidOut(width: 8, height: 10)
    #expect(editor.rowStarts(ofLine: 0) == [0, 8])
    #expect(editor.rowStarts(ofLine: 1) == [0, 4])
    #expect(editor.rowStarts(ofLine: 2) == [0])
    let rows = editor.visibleRows().map(\.text)
    #expect(rows == ["one two ", "three", "WWWW", "W", ""])
  }

  @Test func upAndDownMoveByDisplayRowsAndRememberTheGoal() {
    var editor = TextEditorState(text: "abcdefgh ijk\nxy\nlong line here", measure: Self.wideW)
    editor.laidOut(width: 9, height: 10)
    // Rows: "abcdefgh " | "ijk" | "xy" | "long " | "line here"
    editor.pointerPressed(at: Position(line: 0, column: 6))
    editor.moved(.down)
    #expect(editor.caret == Position(line: 0, column: 12))
    editor.moved(.down)
    #expect(editor.caret == Position(line: 1, column: 2))
    editor.moved(.down)
    #expect(editor.caret == Position(line: 2, column: 4))
    editor.moved(.down)
    #expect(editor.caret == Position(line: 2, column: 11))
    editor.moved(.up)
    editor.moved(.up)
    editor.moved(.up)
    editor.moved(.up)
    #expect(editor.caret == Position(line: 0, column: 6))
    editor.moved(.up)
    #expect(editor.caret == Position(line: 0, column: 0))
  }

  @Test func theViewFollowsTheCaret() {
    let text = (0..<100).map { "line \($0)" }.joined(separator: "\n")
    var editor = TextEditorState(text: text)
    editor.laidOut(width: 20, height: 5)
    #expect(editor.top == .init(line: 0, row: 0))
    for _ in 0..<7 { editor.moved(.down) }
    #expect(editor.top == .init(line: 3, row: 0))
    editor.moved(.documentEnd)
    #expect(editor.top == .init(line: 95, row: 0))
    #expect(editor.visibleRows().last?.text == "line 99")
    editor.moved(.pageUp)
    #expect(editor.caret.line == 95)
    #expect(editor.top == .init(line: 95, row: 0))
    editor.scrolled(by: -10)
    #expect(editor.top == .init(line: 85, row: 0))
    editor.typed("!")
    #expect(editor.top == .init(line: 91, row: 0))
  }

  @Test func aClickAndADragSelectByDisplayPosition() {
    var editor = TextEditorState(text: "東京 tower\nabc", measure: Self.wideW)
    editor.laidOut(width: 20, height: 5)
    // 東 takes cells 0-1: a click on its right half puts the caret after it.
    #expect(editor.position(atViewRow: 0, x: 1) == Position(line: 0, column: 1))
    #expect(editor.position(atViewRow: 0, x: 0) == Position(line: 0, column: 0))
    #expect(editor.position(atViewRow: 1, x: 9) == Position(line: 1, column: 3))
    #expect(editor.position(atViewRow: 4, x: 0) == Position(line: 1, column: 3))
    editor.pointerPressed(at: editor.position(atViewRow: 0, x: 4))
    editor.pointerDragged(to: editor.position(atViewRow: 1, x: 1))
    #expect(editor.selectedText == "tower\na")
    editor.pointerPressed(at: Position(line: 0, column: 0), extending: true)
    #expect(editor.selectedText == "東京 ")
  }

  @Test func aNativeEditIsMadeInScalarsAndUndoable() {
    var editor = TextEditorState(text: "e\u{301}x\nab")
    // GTK: after "e" and the accent (2 scalars), "y" inserted.
    let action = editor.nativeReplaced(from: (0, 2), to: (0, 2), with: "y")
    #expect(action == .edited(.init(removed: 0..<1, inserted: 0..<1)))
    #expect(editor.lines == ["e\u{301}yx", "ab"])
    #expect(editor.caret == Position(line: 0, column: 2))
    #expect(editor.scalarOffset(of: editor.caret) == 3)
    editor.nativeReplaced(from: (0, 4), to: (1, 1), with: "")
    #expect(editor.text == "e\u{301}yxb")
    // The same text again is no edit.
    #expect(editor.nativeReplaced(from: (0, 0), to: (0, 1), with: "e") == .none)
    editor.undid()
    editor.undid()
    #expect(editor.text == "e\u{301}x\nab")
    #expect(editor.nativeSelected(caret: Position(line: 1, column: 1), anchor: nil) == .moved)
    #expect(editor.nativeSelected(caret: Position(line: 1, column: 1), anchor: nil) == .none)
  }

  @Test func typingInANativeWidgetUndoesAsOneStep() {
    var editor = TextEditorState(text: "ab")
    editor.nativeReplaced(from: (0, 2), to: (0, 2), with: "c")
    editor.nativeReplaced(from: (0, 3), to: (0, 3), with: "d")
    // The widget reporting its caret where the content has it already changes nothing.
    #expect(editor.nativeSelected(caret: Position(line: 0, column: 4), anchor: nil) == .none)
    editor.nativeReplaced(from: (0, 4), to: (0, 4), with: "e")
    // A precomposed é replacing e is an edit, though Swift's == calls them equal.
    editor.nativeReplaced(from: (0, 0), to: (0, 0), with: "e\u{301}")
    editor.nativeReplaced(from: (0, 0), to: (0, 2), with: "é")
    #expect(editor.text.unicodeScalars.count == 6)
    editor.undid()
    editor.undid()
    #expect(editor.text == "abcde")
    editor.undid()
    #expect(editor.text == "ab")
  }

  @Test func editingAMegabyteRewrapsOnlyTheEditedLine() {
    let line = String(repeating: "word ", count: 20)
    let text = Array(repeating: line, count: 10_000).joined(separator: "\n")
    var editor = TextEditorState(text: text)
    editor.laidOut(width: 40, height: 30)
    editor.moved(.documentEnd)
    for character in "typing at the end" { editor.typed(String(character)) }
    editor.moved(.documentStart)
    editor.typed("x")
    #expect(editor.lines.count == 10_000)
    #expect(editor.text.utf8.count == text.utf8.count + 18)
    // Only the lines around the caret have been wrapped.
    #expect(editor.wrappedLineCount < 100)
  }
}
