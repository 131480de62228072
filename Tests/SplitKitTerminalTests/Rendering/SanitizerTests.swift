import SplitKitTerminal
import Testing

@Suite struct SanitizerTests {
  @Test func printableAsciiAndOrdinaryUnicodePassUnchanged() {
    #expect(Sanitizer.sanitize("Hello, world!") == "Hello, world!")
    #expect(Sanitizer.sanitize("日本 👍🏽 é") == "日本 👍🏽 é")
  }

  @Test func everyC0ControlBecomesItsControlPicture() {
    for value in UInt32(0)..<0x20 where value != 0x09 {
      let scalar = Unicode.Scalar(value)!
      let expected = String(Unicode.Scalar(0x2400 + value)!)
      #expect(Sanitizer.sanitize(String(scalar)) == expected)
    }
  }

  @Test func deleteAndC1ControlsBecomeVisible() {
    #expect(Sanitizer.sanitize("\u{7F}") == "\u{2421}")
    for value in UInt32(0x80)...0x9F {
      #expect(Sanitizer.sanitize(String(Unicode.Scalar(value)!)) == "\u{FFFD}")
    }
  }

  @Test func bidiControlsAndSeparatorsBecomeVisible() {
    let bidi: [UInt32] = [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ]
    for value in bidi {
      #expect(Sanitizer.sanitize("a\(Unicode.Scalar(value)!)b") == "a\u{FFFD}b")
    }
    #expect(Sanitizer.sanitize("a\u{2028}b\u{2029}") == "a\u{2424}b\u{2424}")
  }

  @Test func unassignedCodePointsAndPrependedMarksBecomeVisibleAndSeparate() {
    #expect(Sanitizer.sanitize("a\u{378}b\u{FFFE}") == "a\u{FFFD}b\u{FFFD}")
    // U+0600 would join the digit into one cluster that tmux draws in two cells.
    let sanitized = Sanitizer.sanitize("\u{600}123 \u{6DD}4")
    #expect(sanitized == "\u{FFFD}123 \u{FFFD}4")
    #expect(sanitized.count == 7)
    #expect(Sanitizer.sanitize("हिन्दी 👨‍👩‍👧 日本") == "हिन्दी 👨‍👩‍👧 日本")
  }

  @Test func escapeSequencesAreRenderedInert() {
    #expect(Sanitizer.sanitize("\u{1B}[2J\u{1B}]0;title\u{7}") == "␛[2J␛]0;title␇")
    #expect(Sanitizer.sanitize("\u{9B}31m") == "\u{FFFD}31m")
    #expect(Sanitizer.sanitize("a\r\nb") == "a␍␊b")
  }

  @Test func tabsExpandToTheNextTabStop() {
    #expect(Sanitizer.sanitize("a\tb") == "a b")
    #expect(Sanitizer.sanitize("a\tb", tabWidth: 4) == "a   b")
    #expect(Sanitizer.sanitize("日\tb", tabWidth: 4) == "日  b")
    #expect(Sanitizer.sanitize("\t", tabWidth: 4) == "    ")
  }

  @Test func sanitizedTextIsAlwaysSafe() {
    var everything = ""
    for value in UInt32(0)...0x2100 {
      if let scalar = Unicode.Scalar(value) { everything.unicodeScalars.append(scalar) }
    }
    let safe = Sanitizer.sanitize(everything)
    #expect(safe.allSatisfy(Sanitizer.isSafe))
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }
}
