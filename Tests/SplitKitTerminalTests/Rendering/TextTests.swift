import SplitKitTerminal
import Testing

@Suite struct TextTests {
  @Test(
    arguments: [
      ("a", 1), ("日", 2), ("Ａ", 2), ("한", 2), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2),
      ("👩‍💻", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("\u{200B}", 0), ("\u{301}", 0), ("\u{1B}", 1),
      ("\u{85}", 1), ("1️⃣", 2),
    ] as [(Character, Int)])
  func graphemeClusterWidths(character: Character, width: Int) {
    #expect(Text.displayWidth(character) == width)
  }

  @Test func stringWidthIsTheSumOfItsClusters() {
    #expect(Text.displayWidth("") == 0)
    #expect(Text.displayWidth("Mail 日本 👍🏽!") == 5 + 4 + 1 + 2 + 1)
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
        #expect(Text.displayWidth(line) <= width, "width \(width): \(line)")
      }
    }
  }
}
