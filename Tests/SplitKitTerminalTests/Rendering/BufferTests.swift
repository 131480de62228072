import SplitKitTerminal
import Testing

@Suite struct BufferTests {
  @Test func linesBuildAPaddedBufferAndReadBackAsText() {
    let buffer = Buffer(lines: ["ab", "日本", ""])
    #expect(buffer.size == CellSize(columns: 4, rows: 3))
    #expect(buffer.lines == ["ab  ", "日本", "    "])
    #expect(buffer.text == "ab  \n日本\n    ")
    #expect(buffer[0, 1].grapheme == "日")
    #expect(buffer[0, 1].width == 2)
    #expect(buffer[1, 1].isContinuation)
  }

  @Test func setStringWritesStyledCellsAndReturnsTheNextColumn() {
    var buffer = Buffer(size: CellSize(columns: 6, rows: 1))
    let bold = Style().with(.bold)
    let end = buffer.setString("a日b", at: CellPosition(x: 1, y: 0), style: bold)
    #expect(end == 5)
    #expect(buffer.lines == [" a日b "])
    #expect(buffer[1, 0] == Cell("a", style: bold))
    #expect(buffer[3, 0].isContinuation && buffer[3, 0].style == bold)
    #expect(buffer[5, 0] == .blank)
  }

  @Test func setStringIsClippedToTheRectangle() {
    var buffer = Buffer(lines: ["........"])
    buffer.setString(
      "abcdefgh", at: CellPosition(x: 0, y: 0), clip: CellRect(x: 2, y: 0, width: 3, height: 1))
    #expect(buffer.lines == ["..cde..."])
    buffer.setString("zz", at: CellPosition(x: 0, y: 1))
    #expect(buffer.lines == ["..cde..."])
  }

  @Test func aWideCharacterCutByTheClipOrTheEdgeBecomesSpaces() {
    var buffer = Buffer(lines: ["......"])
    buffer.setString(
      "ab日", at: CellPosition(x: 2, y: 0), clip: CellRect(x: 0, y: 0, width: 5, height: 1))
    #expect(buffer.lines == ["..ab ."])
    buffer.setString("日x", at: CellPosition(x: -1, y: 0))
    #expect(buffer.lines == [" xab ."])
    buffer.setString("本", at: CellPosition(x: 5, y: 0))
    #expect(buffer.lines == [" xab  "])
  }

  @Test func writingOverHalfAWideCharacterClearsTheOtherHalf() {
    var buffer = Buffer(lines: ["日本語"])
    buffer.setString("x", at: CellPosition(x: 1, y: 0))
    #expect(buffer.lines == [" x本語"])
    buffer.setString("y", at: CellPosition(x: 2, y: 0))
    #expect(buffer.lines == [" xy 語"])
    buffer.setString("漢", at: CellPosition(x: 3, y: 0))
    #expect(buffer.lines == [" xy漢 "])
    #expect(!buffer[5, 0].isContinuation)
  }

  @Test func hostileStringsAreStoredInert() {
    var buffer = Buffer(size: CellSize(columns: 10, rows: 1))
    buffer.setString("\u{1B}[2J\u{9B}\u{202E}ab", at: CellPosition(x: 0, y: 0))
    #expect(buffer.lines == ["␛[2J\u{FFFD}\u{FFFD}ab  "])
    #expect(Cell("\u{1B}").grapheme == "␛")
    #expect(Cell("\u{301}") == .blank)
  }

  @Test func zeroWidthClustersAreDroppedAndCombiningMarksStayWithTheirBase() {
    var buffer = Buffer(size: CellSize(columns: 6, rows: 1))
    buffer.setString("a\u{200B}e\u{301}👍🏽", at: CellPosition(x: 0, y: 0))
    #expect(buffer.lines == ["ae\u{301}👍🏽"])
    #expect(buffer[1, 0].grapheme == "e\u{301}")
    // 👍🏽 reserves the four cells terminals that draw it scalar by scalar take.
    #expect(buffer[2, 0].width == 4)
    #expect((3..<6).allSatisfy { buffer[$0, 0].isContinuation })
  }

  @Test func fillReplacesARectangleAndSplitsNoWideCharacter() {
    var buffer = Buffer(lines: ["日本語", "abcdef"])
    buffer.fill(CellRect(x: 1, y: 0, width: 2, height: 2), with: Cell("#"))
    #expect(buffer.lines == [" ## 語", "a##def"])
  }

  @Test func updateStyleRestylesWideCharactersWhole() {
    var buffer = Buffer(lines: ["a日b"])
    let dim = Style().with(.dim)
    buffer.updateStyle(in: CellRect(x: 2, y: 0, width: 1, height: 1)) { $0.attributes.insert(.dim) }
    #expect(buffer[0, 0].style == .default)
    #expect(buffer[1, 0].style == dim)
    #expect(buffer[2, 0].style == dim)
    #expect(buffer[3, 0].style == .default)
  }

  @Test func drawCopiesAnotherBufferClipped() {
    var buffer = Buffer(lines: ["......", "......"])
    buffer.draw(
      Buffer(lines: ["ab日", "cdef"]), at: CellPosition(x: 2, y: 1),
      clip: CellRect(x: 0, y: 0, width: 5, height: 2))
    #expect(buffer.lines == ["......", "..ab ."])
    buffer.draw(
      Buffer(lines: ["x日"]), at: CellPosition(x: 2, y: 0),
      clip: CellRect(x: 0, y: 0, width: 4, height: 2))
    #expect(buffer.lines == ["..x ..", "..ab ."])
  }

  @Test func clustersLongerThanThirtyOneBytesKeepTheirBaseAndWidth() {
    var buffer = Buffer(size: CellSize(columns: 4, rows: 1))
    let marks = String(String.UnicodeScalarView((0x301...0x310).compactMap(Unicode.Scalar.init)))
    buffer.setString("👨‍👩‍👧‍👦e" + marks, at: CellPosition(x: 0, y: 0))
    #expect(buffer.lines == ["👨‍👩‍👧‍👦e "])
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[2, 0].grapheme == "e")
    #expect(Cell("👩‍💻").grapheme == "👩‍💻")
  }
}
