import SplitKit
import SplitKitTerminal
import Testing

@Suite @MainActor struct TextViewControllerTests {
  func draw(_ text: TextViewController, columns: Int = 12, rows: Int = 3) -> [String] {
    var buffer = Buffer(size: CellSize(columns: columns, rows: rows))
    text.draw(in: buffer.bounds, buffer: &buffer, context: DrawContext(isFocused: true))
    return buffer.lines
  }

  @Test func wrapsTheTextInsideAOneColumnMargin() {
    let text = TextViewController(title: "T", text: "one two three four five")
    #expect(draw(text) == [" one two    ", " three four ", " five       "])
  }

  @Test func commandsScrollByLinePageAndToTheEnds() {
    let text = TextViewController(text: (1...10).map { "line \($0)" }.joined(separator: "\n"))
    _ = draw(text)
    #expect(text.perform(.moveDown))
    #expect(draw(text) == [" line 2     ", " line 3     ", " line 4     "])
    #expect(text.perform(.pageDown))
    #expect(text.textState.offset == 3)
    #expect(text.perform(.end))
    #expect(draw(text).last == " line 10    ")
    #expect(text.perform(.home) && text.textState.offset == 0)
    #expect(!text.perform(.open))
  }

  @Test func theWheelScrollsAndSettingTextScrollsBackToTheTop() {
    let text = TextViewController(text: (1...10).map { "line \($0)" }.joined(separator: "\n"))
    _ = draw(text)
    #expect(
      text.handle(
        mouse: MouseEvent(.wheelDown, button: .none, at: CellPosition(x: 1, y: 1)),
        in: CellRect(x: 0, y: 0, width: 12, height: 3)))
    #expect(text.textState.offset == 3)
    text.text = "new"
    #expect(text.textState.offset == 0)
    #expect(draw(text) == [" new        ", "            ", "            "])
  }

  @Test func hostileTextIsShownAsPlaceholders() {
    let text = TextViewController(text: "a\u{1B}[31mb\u{07}")
    #expect(draw(text, columns: 14, rows: 1) == [" a␛[31mb␇     "])
  }
}
