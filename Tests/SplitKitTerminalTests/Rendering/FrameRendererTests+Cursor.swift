import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// A frame's ``Buffer/cursor``: the terminal's own cursor, as a text field's caret.
@Suite struct FrameRendererCursorTests {
  static func frame(_ lines: [String], cursor: CellPosition?) -> Buffer {
    var buffer = Buffer(lines: lines)
    buffer.cursor = cursor
    return buffer
  }

  @Test func aFrameWithACursorShowsItThereAndTheNextWithoutHidesIt() {
    var renderer = FrameRenderer(colorMode: .trueColor)
    var emulator = ScreenEmulator(size: CellSize(columns: 6, rows: 2))
    let first = renderer.render(Self.frame(["name: ", "      "], cursor: CellPosition(x: 2, y: 1)))
    emulator.apply(first.bytes)
    #expect(emulator.isCursorVisible)
    #expect(emulator.cursor == CellPosition(x: 2, y: 1))
    #expect(emulator.screen == Self.frame(["name: ", "      "], cursor: CellPosition(x: 2, y: 1)))

    // The same frame again writes nothing; moving only the caret writes only a move.
    #expect(
      renderer.render(Self.frame(["name: ", "      "], cursor: CellPosition(x: 2, y: 1))).bytes
        .isEmpty)
    let moved = renderer.render(Self.frame(["name: ", "      "], cursor: CellPosition(x: 3, y: 1)))
    #expect(moved.changedCells == 0)
    #expect(!moved.bytes.isEmpty)
    emulator.apply(moved.bytes)
    #expect(emulator.cursor == CellPosition(x: 3, y: 1))

    // Cells written elsewhere leave the caret where it was, shown.
    let typed = renderer.render(Self.frame(["name: ", "abc   "], cursor: CellPosition(x: 3, y: 1)))
    emulator.apply(typed.bytes)
    #expect(emulator.screen == Self.frame(["name: ", "abc   "], cursor: CellPosition(x: 3, y: 1)))

    let hidden = renderer.render(Self.frame(["name: ", "abc   "], cursor: nil))
    emulator.apply(hidden.bytes)
    #expect(!emulator.isCursorVisible)
    #expect(renderer.render(Self.frame(["name: ", "abc   "], cursor: nil)).bytes.isEmpty)
  }

  @Test func framesWithoutACursorNeverMentionIt() {
    var renderer = FrameRenderer(colorMode: .trueColor)
    let bytes =
      renderer.render(Buffer(lines: ["ab", "cd"])).bytes
      + renderer.render(Buffer(lines: ["ab", "ce"])).bytes
    #expect(!String(decoding: bytes, as: UTF8.self).contains("?25"))
  }
}
