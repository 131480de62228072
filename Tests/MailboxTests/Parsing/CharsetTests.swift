import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct CharsetTests {
  @Test(arguments: [
    ("UTF-8", Charset.utf8), ("utf8", .utf8), ("US-ASCII", .usASCII), ("ISO-8859-1", .isoLatin1),
    ("latin1", .isoLatin1), ("ISO-8859-15", .isoLatin9), ("Latin-9", .isoLatin9),
    ("windows-1252", .windows1252), ("CP1252", .windows1252), ("\"utf-8\"", .utf8),
  ])
  func labelsAndAliasesChooseTheirTable(label: String, expected: Charset) {
    #expect(Charset(label: label) == expected)
    #expect(Charset(label: label).isKnown)
  }

  @Test func anUnknownLabelIsKeptAndDecodedAsUTF8WithReplacement() {
    let charset = Charset(label: "x-klingon")
    #expect(charset == .unknown("x-klingon"))
    #expect(!charset.isKnown)
    #expect(charset.decode([0x68, 0xC3, 0xA9, 0xFF]) == "hé\u{FFFD}")
  }

  @Test func utf8ReplacesInvalidSequencesAndKeepsNUL() {
    #expect(Charset.utf8.decode([0x41, 0xC3, 0x28, 0x00, 0x42]) == "A\u{FFFD}(\u{0}B")
  }

  @Test(arguments: [Charset.utf8, .usASCII, .isoLatin1, .isoLatin9, .windows1252])
  func nulStaysACharacterForTheRendererToShow(charset: Charset) {
    #expect(charset.decode([0x61, 0x00, 0x62]) == "a\u{0}b")
  }

  @Test func usASCIIReplacesEveryHighByte() {
    #expect(Charset.usASCII.decode([0x61, 0xE9, 0x62]) == "a\u{FFFD}b")
  }

  @Test func latin1MapsEveryHighByteToItsCodePointAndC1ToWindows1252() {
    #expect(Charset.isoLatin1.decode([0xE9, 0xF8, 0xFF, 0xA4]) == "éøÿ¤")
    #expect(Charset.isoLatin1.decode([0x93, 0x94]) == "“”")
  }

  @Test func latin9HasTheEuroSignAndItsSevenOtherChanges() {
    #expect(
      Charset.isoLatin9.decode([0xA4, 0xA6, 0xA8, 0xB4, 0xB8, 0xBC, 0xBD, 0xBE]) == "€ŠšŽžŒœŸ")
    #expect(Charset.isoLatin9.decode([0xE9]) == "é")
  }

  @Test func windows1252DecodesSmartPunctuationAndReplacesItsFiveHoles() {
    #expect(Charset.windows1252.decode([0x80, 0x85, 0x91, 0x92, 0x96, 0x97, 0x99]) == "€…‘’–—™")
    #expect(
      Charset.windows1252.decode([0x81, 0x8D, 0x8F, 0x90, 0x9D])
        == String(repeating: "\u{FFFD}", count: 5))
  }

  @Test func everySingleByteCharsetDecodesEveryByteToExactlyOneCharacter() {
    let all = (0...255).map { UInt8($0) }
    for charset in [Charset.usASCII, .isoLatin1, .isoLatin9, .windows1252] {
      #expect(charset.decode(all).unicodeScalars.count == 256)
    }
  }
}
