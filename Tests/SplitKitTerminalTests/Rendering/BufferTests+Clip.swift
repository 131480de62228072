import PropertyBased
import Testing

@testable import SplitKitTerminal

/// `Buffer.setString` sanitizes and measures only as much text as reaches the clip's
/// right edge; these check that it still writes what sanitizing all of it first wrote.
extension BufferTests {
  @Test func setStringWritesWhatSanitizingTheWholeTextWrites() async {
    await propertyCheck(
      count: 1_500, input: SanitizerTruncationTests.content, Gen.int(in: -3...14),
      Gen.int(in: -2...12), Gen.int(in: 0...12)
    ) { text, x, clipX, clipWidth in
      let clip = CellRect(x: clipX, y: 0, width: clipWidth, height: 1)
      var buffer = Buffer(size: CellSize(columns: 12, rows: 1))
      var expected = buffer
      let end = buffer.setString(text, at: CellPosition(x: x, y: 0), clip: clip)
      // What setString did before: the whole text sanitized, then written.
      // (A clip outside the buffer leaves it as it was: the end is still measured.)
      let area = expected.bounds.intersection(clip)
      let sanitized = Sanitizer.sanitize(text)
      let expectedEnd =
        area.isEmpty
        ? x + Text.displayWidth(sanitized)
        : expected.setSafeString(
          sanitized, at: CellPosition(x: x, y: 0), style: .default, area: area)
      #expect(buffer == expected, "\(Array(text.unicodeScalars)) at \(x) in \(clip)")
      if expectedEnd <= area.maxX {
        #expect(end == expectedEnd)
      } else {
        #expect(end > area.maxX)
      }
    }
  }

  @Test func aHugeTextIsReadOnlyAsFarAsTheClipsRightEdge() {
    let text = String(repeating: "日本\u{7}x", count: 250_000)
    var buffer = Buffer(size: CellSize(columns: 20, rows: 2))
    let clip = CellRect(x: 0, y: 0, width: 10, height: 1)
    let end = buffer.setString(text, at: CellPosition(x: 2, y: 0), clip: clip)
    #expect(
      buffer.lines == [
        "  日本␇x日" + String(repeating: " ", count: 10), String(repeating: " ", count: 20),
      ])
    // Measuring all of it would say 1,500,002.
    #expect(end > 10 && end < 100)
    let below = buffer.setString(text, at: CellPosition(x: 2, y: 1), clip: clip)
    #expect(below > 10 && below < 100)
    #expect(buffer.lines[1] == String(repeating: " ", count: 20))
    #expect(buffer.setString("日本", at: CellPosition(x: 2, y: 1), clip: clip) == 6)
  }
}
