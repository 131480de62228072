import SplitKitTerminal
import Testing

extension InputDecoderTests {
  /// The characters `bytes` decode to, one U+FFFD per maximal invalid subpart.
  private func characters(_ bytes: [UInt8], chunkSize: Int = 1) -> [InputEvent] {
    decode(bytes, chunkSize: chunkSize)
  }

  private func keys(_ scalars: [Unicode.Scalar], _ modifiers: KeyModifiers = []) -> [InputEvent] {
    scalars.map { .key(.character(Character($0)), modifiers) }
  }

  @Test(
    arguments: [
      ([0xC0, 0x80], 2),  // overlong two-byte NUL: two invalid leads
      ([0xE0, 0x80, 0x80], 3),  // overlong three-byte form
      ([0xED, 0xA0, 0x80], 3),  // UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], 4),  // above U+10FFFF
      ([0xF5, 0x80], 2),  // lead byte that never starts a character
      ([0x80], 1),  // lone continuation byte
      ([0xFF, 0xFE], 2),
    ] as [([UInt8], Int)])
  func invalidUTF8BecomesOneReplacementPerMaximalSubpart(bytes: [UInt8], replacements: Int) {
    let expected = keys(Array(repeating: "\u{FFFD}", count: replacements)) + [.key(.character("q"))]
    #expect(characters(bytes + [UInt8(ascii: "q")]) == expected)
  }

  @Test func aTruncatedCharacterDoesNotSwallowTheNextKey() {
    #expect(characters([0xE6, 0x97, UInt8(ascii: "a")]) == keys(["\u{FFFD}", "a"]))
    #expect(
      characters([0xF0, 0x9F, 0x99] + Array("\u{1B}[A".utf8)) == keys(["\u{FFFD}"]) + [.key(.up)])
    #expect(characters([0xC3, 0x0D]) == keys(["\u{FFFD}"]) + [.key(.enter)])
    #expect(characters([0xE6, 0x97, 0xC3, 0xA9]) == keys(["\u{FFFD}", "é"]))
  }

  @Test func boundaryCodePointsDecode() {
    #expect(characters([0xF4, 0x8F, 0xBF, 0xBF]) == keys(["\u{10FFFF}"]))
    #expect(characters([0xEF, 0xBF, 0xBD]) == keys(["\u{FFFD}"]))
    #expect(characters([0xC2, 0x80]) == keys(["\u{80}"]))
    #expect(characters([0xE0, 0xA0, 0x80]) == keys(["\u{800}"]))
    #expect(characters([0xF0, 0x90, 0x80, 0x80]) == keys(["\u{10000}"]))
  }

  @Test func combiningMarksArriveAsTheirOwnCharacters() {
    #expect(characters(Array("e\u{301}".utf8)) == keys(["e", "\u{301}"]))
  }

  @Test func altAppliesToAWholeMultiByteCharacter() {
    #expect(characters([0x1B, 0xE6, 0x97, 0xA5]) == keys(["日"], .alt))
    #expect(characters([0x1B, 0xE6, 0x41]) == keys(["\u{FFFD}"], .alt) + keys(["A"]))
  }
}
