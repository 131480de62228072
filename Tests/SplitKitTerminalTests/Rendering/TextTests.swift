import SplitKitTerminal
import Testing

@Suite struct TextTests {
  @Test(
    arguments: [
      ("a", 1), ("日", 2), ("Ａ", 2), ("한", 2), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 4),
      ("👩‍💻", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("\u{200B}", 0), ("\u{301}", 0), ("\u{1B}", 1),
      ("\u{85}", 1), ("1️⃣", 2),
    ] as [(Character, Int)])
  func graphemeClusterWidths(character: Character, width: Int) {
    #expect(Text.displayWidth(character) == width)
  }

  @Test func stringWidthIsTheSumOfItsClusters() {
    #expect(Text.displayWidth("") == 0)
    #expect(Text.displayWidth("Mail 日本 👍🏽!") == 5 + 4 + 1 + 4 + 1)
  }

  /// Clusters that terminals measuring scalar by scalar draw wider than the cluster's own
  /// width get the wider width (what tmux 3.3 draws is in the comment), so no terminal
  /// draws past the cells reserved for them (issue 13, point 2).
  @Test(
    arguments: [
      ("हि", 2), ("दी", 2), ("กำ", 2), ("👍🏽", 4), ("👍🏽\u{200D}🔥", 4),
      ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("\u{1100}\u{1161}", 2), ("\u{903}", 1),
    ] as [(Character, Int)])
  func clustersTakeTheWidestWidthATerminalGivesThem(character: Character, width: Int) {
    #expect(Text.displayWidth(character) == width)
  }

  @Test func truncationKeepsShortTextAndEndsLongTextInAnEllipsis() {
    #expect(Text.truncated("Inbox", toWidth: 5) == "Inbox")
    #expect(Text.truncated("Inbox (2,341)", toWidth: 8) == "Inbox (…")
    #expect(Text.truncated("Inbox", toWidth: 1) == "…")
    #expect(Text.truncated("Inbox", toWidth: 0) == "")
    #expect(Text.truncated("Inbox", toWidth: 3, ellipsis: "...") == "...")
    #expect(Text.truncated("Inbox", toWidth: 2, ellipsis: "...") == "..")
  }

  @Test func truncationNeverSplitsAWideCharacter() {
    #expect(Text.truncated("日本語", toWidth: 4) == "日…")
    #expect(Text.truncated("日本語", toWidth: 5) == "日本…")
    #expect(Text.truncated("ab👩‍💻cd", toWidth: 4) == "ab…")
  }

  @Test func truncationStopsMeasuringAtTheWidth() {
    let subject = "Huge " + String(repeating: "s", count: 100_000)
    #expect(Text.truncated(subject, toWidth: 10) == "Huge ssss…")
    #expect(Text.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 3) == "e\u{301}e\u{301}e\u{301}")
  }

  @Test func wrappingKeepsWordsWhole() {
    #expect(Text.wrapped("The quick brown fox", toWidth: 10) == ["The quick", "brown fox"])
    #expect(Text.wrapped("one two", toWidth: 7) == ["one two"])
    #expect(Text.wrapped("", toWidth: 5) == [""])
  }

  @Test func wrappingBreaksWordsLongerThanTheLine() {
    #expect(Text.wrapped("abcdefghij xy", toWidth: 4) == ["abcd", "efgh", "ij", "xy"])
  }

  @Test func wrappingHonoursNewlinesAndIndentation() {
    #expect(Text.wrapped("a\n\n  b c", toWidth: 10) == ["a", "", "  b c"])
  }

  @Test func wrappingMeasuresWideCharacters() {
    #expect(Text.wrapped("日本語の文", toWidth: 5) == ["日本", "語の", "文"])
    #expect(Text.wrapped("日", toWidth: 1) == ["日"])
  }

  @Test func everyWrappedLineFits() {
    let text = "Lorem ipsum dolor sit amet, 日本語 consectetur 👍🏽 adipiscing elit sed do"
    for width in 2...30 {
      for line in Text.wrapped(text, toWidth: width) {
        // A cluster wider than the width (👍🏽 takes 4) stands alone on its line.
        #expect(Text.displayWidth(line) <= width || line.count == 1, "width \(width): \(line)")
      }
    }
  }

  /// Printable ASCII is measured, cut and wrapped byte by byte, exactly as by graphemes.
  ///
  /// A paragraph with an "é" after the text forces the general path for the whole
  /// string, and paragraphs wrap independently.
  @Test(arguments: 0..<40) func asciiTextIsMeasuredCutAndWrappedAsAnyOther(seed: Int) {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces = ["a", "bc", "word", "longerword", " ", "  ", "   ", "\n", "x.y", "~"]
    let text = (0..<next(40)).map { _ in pieces[next(pieces.count)] }.joined()
    for width in 1...14 {
      #expect(
        Text.wrapped(text, toWidth: width) + ["é"] == Text.wrapped(text + "\né", toWidth: width),
        "\(width): \(text.debugDescription)")
      let line = String(text.map { $0 == "\n" ? " " : $0 })
      if line.utf8.count > width {
        #expect(
          Text.truncated(line, toWidth: width) == Text.truncated(line + "é", toWidth: width),
          "\(width): \(line.debugDescription)")
      }
    }
    #expect(Text.displayWidth(text.filter { $0 != "\n" }) == text.filter { $0 != "\n" }.count)
  }
}
