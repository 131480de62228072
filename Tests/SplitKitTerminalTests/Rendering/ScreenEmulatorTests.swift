import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// The emulator is the oracle for the renderer's tests, so its own behaviour is pinned
/// down here against what xterm does.
@Suite struct ScreenEmulatorTests {
  private func emulate(_ text: String, size: CellSize = CellSize(columns: 4, rows: 2))
    -> ScreenEmulator
  {
    var emulator = ScreenEmulator(size: size)
    emulator.apply(Array(text.utf8))
    return emulator
  }

  @Test func textAdvancesTheCursorByDisplayWidth() {
    let emulator = emulate("a日")
    #expect(emulator.screen == Buffer(lines: ["a日 ", "    "]))
    #expect(emulator.cursor == CellPosition(x: 3, y: 0))
  }

  @Test func writingTheLastColumnLeavesAPendingWrap() {
    var emulator = emulate("abcd")
    #expect(emulator.cursor == CellPosition(x: 3, y: 0))
    emulator.apply(Array("e".utf8))
    #expect(emulator.screen.lines == ["abcd", "e   "])
    emulator.apply(Array("\u{1B}[1;4Hx".utf8))
    #expect(emulator.screen.lines == ["abcx", "e   "])
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    #expect(emulate("日本\u{1B}[1;2Hx").screen.lines == [" x本", "    "])
    #expect(emulate("日本\u{1B}[1;3Hx").screen.lines == ["日x ", "    "])
  }

  @Test func cursorMovesAreClampedToTheScreen() {
    var emulator = emulate("\u{1B}[9;9H")
    #expect(emulator.cursor == CellPosition(x: 3, y: 1))
    emulator.apply(Array("\u{1B}[2D\u{1B}[A".utf8))
    #expect(emulator.cursor == CellPosition(x: 1, y: 0))
    emulator.apply(Array("\u{1B}[C\u{1B}[5B\r".utf8))
    #expect(emulator.cursor == CellPosition(x: 0, y: 1))
  }

  @Test func nextAndPreviousLineGoToTheFirstColumnAndBackspaceStepsLeft() {
    var emulator = emulate("\u{1B}[1;4H\u{1B}[E", size: CellSize(columns: 4, rows: 3))
    #expect(emulator.cursor == CellPosition(x: 0, y: 1))
    emulator.apply(Array("ab\u{8}\u{1B}[2E".utf8))
    #expect(emulator.cursor == CellPosition(x: 0, y: 2))
    emulator.apply(Array("xyz\u{8}\u{8}\u{1B}[F".utf8))
    #expect(emulator.cursor == CellPosition(x: 0, y: 1))
    emulator.apply(Array("\u{1B}[3G\u{1B}[9F".utf8))
    #expect(emulator.cursor == CellPosition(x: 0, y: 0))
    #expect(emulator.screen.lines == ["    ", "ab  ", "xyz "])
    #expect(emulator.unsupported.isEmpty)
  }

  @Test func sgrSetsAndClearsEveryAttributeAndColorForm() {
    var emulator = emulate("\u{1B}[1;2;3;4;7;31;48;5;200m")
    #expect(
      emulator.style
        == Style(
          foreground: .ansi(.red), background: .indexed(200),
          attributes: [.bold, .dim, .italic, .underline, .reverse]))
    emulator.apply(Array("\u{1B}[22;23;24;27;38;2;1;2;3;104m".utf8))
    #expect(emulator.style == Style(foreground: .rgb(1, 2, 3), background: .ansi(.brightBlue)))
    emulator.apply(Array("\u{1B}[m".utf8))
    #expect(emulator.style == .default)
  }

  @Test func eraseUsesTheCurrentBackground() {
    let emulator = emulate("abcd\u{1B}[2;1Hefgh\u{1B}[44m\u{1B}[1;3H\u{1B}[K")
    var expected = Buffer(lines: ["ab  ", "efgh"])
    expected.setStyle(
      Style(background: .ansi(.blue)), in: CellRect(x: 2, y: 0, width: 2, height: 1))
    #expect(emulator.screen == expected)
  }

  @Test func synchronizedOutputIsTracked() {
    var emulator = emulate("\u{1B}[?2026h")
    #expect(emulator.isSynchronizing)
    emulator.apply(Array("\u{1B}[?2026l".utf8))
    #expect(!emulator.isSynchronizing)
  }

  @Test func theCursorsVisibilityIsTracked() {
    var emulator = emulate("\u{1B}[2;3H\u{1B}[?25h")
    #expect(emulator.isCursorVisible)
    #expect(emulator.screen.cursor == CellPosition(x: 2, y: 1))
    emulator.apply(Array("\u{1B}[?25l".utf8))
    #expect(!emulator.isCursorVisible)
    #expect(emulator.screen.cursor == nil)
  }

  @Test func anythingElseIsReportedInsteadOfGuessed() {
    let emulator = emulate("\u{7}\u{1B}]0;t\u{1B}[5n\u{1B}[2;2;2;2H\u{1B}[?1049h")
    #expect(emulator.unsupported.count == 4)
    #expect(emulator.unsupported.first == "control 0x7")
  }
}
