import SplitKitTerminal
import Testing

@Suite struct SpanTests {
  @Test func spansThatFitAreWrittenInTheirStyles() {
    var buffer = Buffer(size: CellSize(columns: 6, rows: 1))
    let bold = Style().with(.bold)
    let end = buffer.setSpans(
      ["ab", Span("cd", style: bold)], at: CellPosition(x: 1, y: 0), width: 5)
    #expect(end == 5)
    #expect(buffer.lines == [" abcd "])
    #expect(buffer[3, 0].style == bold)
  }

  @Test func overflowingSpansEndInAnEllipsisInTheCutSpansStyle() {
    var buffer = Buffer(size: CellSize(columns: 4, rows: 1))
    let bold = Style().with(.bold)
    buffer.setSpans(["ab", Span("cdef", style: bold)], at: CellPosition(x: 0, y: 0), width: 4)
    #expect(buffer.lines == ["abc…"])
    #expect(buffer[3, 0].style == bold)
  }

  @Test func anEllipsisNeverFollowsHalfAWideCharacter() {
    var buffer = Buffer(size: CellSize(columns: 4, rows: 1))
    buffer.setSpans(["a日本"], at: CellPosition(x: 0, y: 0), width: 4)
    #expect(buffer.lines == ["a日…"])
    buffer = Buffer(size: CellSize(columns: 4, rows: 1))
    buffer.setSpans(["日本語"], at: CellPosition(x: 0, y: 0), width: 4)
    #expect(buffer.lines == ["日… "])
  }
}
