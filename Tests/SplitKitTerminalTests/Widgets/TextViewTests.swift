import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct TextViewTests {
  private let view = TextView("The quick brown fox jumps")

  @Test func wrapsByWordsAndShowsTheVisibleLines() {
    #expect(view.lines(width: 10) == ["The quick", "brown fox", "jumps"])
    #expect(
      render(view, width: 10, height: 2, state: TextViewState())
        == Buffer(lines: ["The quick ", "brown fox "]))
    #expect(
      render(view, width: 10, height: 2, state: TextViewState(offset: 1))
        == Buffer(lines: ["brown fox ", "jumps     "]))
  }

  @Test func theOffsetIsClampedWhenDrawing() {
    #expect(
      render(view, width: 10, height: 2, state: TextViewState(offset: 99)).lines == [
        "brown fox ", "jumps     ",
      ])
    #expect(
      render(view, width: 30, height: 2, state: TextViewState(offset: 99)).lines[0]
        == "The quick brown fox jumps     ")
  }

  @Test func scrollingIsClampedToTheText() {
    var state = TextViewState()
    state.scroll(by: 10, lineCount: 3, visibleRows: 2)
    #expect(state == TextViewState(offset: 1))
    state.scroll(by: -5, lineCount: 3, visibleRows: 2)
    #expect(state == TextViewState(offset: 0))
    state = TextViewState(offset: 2)
    state.layoutChanged(lineCount: 3, visibleRows: 3)
    #expect(state == TextViewState(offset: 0))
    state = TextViewState(offset: 2)
    state.scrollToTop()
    #expect(state == TextViewState(offset: 0))
  }

  @Test func paragraphsTabsAndWideCharactersAreLaidOut() {
    let text = TextView("a\tb\n日本語の文")
    #expect(
      render(text, width: 6, height: 3, state: TextViewState())
        == Buffer(lines: ["a   b ", "日本語", "の文  "]))
  }

  @Test func hostileTextIsRenderedInert() {
    let text = TextView("ok\u{1B}[2J\u{7}\u{202E}x")
    #expect(
      render(text, width: 10, height: 1, state: TextViewState()).lines == ["ok␛[2J␇\u{FFFD}x "])
  }
}
