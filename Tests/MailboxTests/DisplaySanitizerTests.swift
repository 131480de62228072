import MailboxCore
import Testing

@Suite struct DisplaySanitizerTests {
  @Test func controlCharactersBecomeVisiblePictures() {
    #expect("a\u{1B}]0;t\u{07}b".sanitizedForDisplay() == "a␛]0;t␇b")
    #expect("\u{00}\u{7F}\t\n\r".sanitizedForDisplay() == "␀␡␉␊␍")
  }

  @Test func c1ControlsBidiControlsAndSeparatorsBecomeReplacementCharacters() {
    #expect("x\u{9B}31m\u{9D}y".sanitizedForDisplay() == "x\u{FFFD}31m\u{FFFD}y")
    #expect("a\u{202E}b\u{2066}c\u{2069}\u{200F}\u{061C}\u{2028}".sanitizedForDisplay() == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
  }

  @Test func preservingLineBreaksKeepsNewlinesAndTurnsTabsIntoSpaces() {
    #expect("a\tb\nc\u{1B}".sanitizedForDisplay(preservingLineBreaks: true) == "a b\nc␛")
  }

  @Test func ordinaryTextIsUnchanged() {
    let text = "José 山田 🎉 Zoë — “ok”"
    #expect(text.sanitizedForDisplay() == text)
  }

  @Test func noScalarOfAnyDangerousRangeSurvives() {
    let all = String(String.UnicodeScalarView((0...0x2070).compactMap { Unicode.Scalar($0) }))
    let dangerous: (Unicode.Scalar) -> Bool = {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value) || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains($0.value)
    }
    #expect(!all.sanitizedForDisplay().unicodeScalars.contains(where: dangerous))
  }
}
