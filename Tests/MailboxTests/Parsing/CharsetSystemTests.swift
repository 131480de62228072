import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Charsets decoded by the system converter, each checked with bytes written by another
/// encoder (Python's codecs), not by the converter under test.
@Suite struct CharsetSystemTests {
  @Test(arguments: [
    (
      "ISO-2022-JP",
      [
        0x1B, 0x24, 0x42, 0x46, 0x7C, 0x4B, 0x5C, 0x38, 0x6C, 0x24, 0x4E, 0x25, 0x61, 0x21, 0x3C,
        0x25, 0x6B, 0x1B, 0x28, 0x42,
      ] as [UInt8], "日本語のメール"
    ),
    // Shift_JIS as mail means it: Windows-31J, with the NEC circled digit 0x87 0x40.
    (
      "Shift_JIS", [0x82, 0xB1, 0x82, 0xF1, 0x82, 0xC9, 0x82, 0xBF, 0x82, 0xCD, 0x87, 0x40],
      "こんにちは①"
    ),
    ("EUC-JP", [0xC5, 0xEC, 0xB5, 0xFE, 0xC5, 0xD4], "東京都"),
    // Four-byte GB18030 sequence for U+20000.
    ("GB18030", [0xD6, 0xD0, 0xCE, 0xC4, 0xD3, 0xCA, 0xBC, 0xFE, 0x95, 0x32, 0x82, 0x36], "中文邮件𠀀"),
    ("GBK", [0xBC, 0xF2, 0xCC, 0xE5, 0xD6, 0xD0, 0xCE, 0xC4], "简体中文"),
    ("gb2312", [0xC4, 0xE3, 0xBA, 0xC3], "你好"),
    ("Big5", [0xC1, 0x63, 0xC5, 0xE9, 0xA4, 0xA4, 0xA4, 0xE5], "繁體中文"),
    ("KOI8-R", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4, 0x2C, 0x20, 0xCD, 0xC9, 0xD2], "Привет, мир"),
    ("KOI8-U", [0xBD, 0xC1, 0xCE, 0xCF, 0xCB], "Ґанок"),
    (
      "windows-1251", [0xC7, 0xE4, 0xF0, 0xE0, 0xE2, 0xF1, 0xF2, 0xE2, 0xF3, 0xE9, 0xF2, 0xE5],
      "Здравствуйте"
    ),
    (
      "ISO-8859-2",
      [
        0x5A, 0x61, 0xBF, 0xF3, 0xB3, 0xE6, 0x20, 0x67, 0xEA, 0xB6, 0x6C, 0xB1, 0x20, 0x6A, 0x61,
        0xBC, 0xF1,
      ], "Zażółć gęślą jaźń"
    ),
    ("EUC-KR", [0xBE, 0xC8, 0xB3, 0xE7, 0xC7, 0xCF, 0xBC, 0xBC, 0xBF, 0xE4], "안녕하세요"),
  ])
  func decodesRealEncodedBytes(label: String, bytes: [UInt8], expected: String) {
    let charset = Charset(label: label)
    #expect(charset.isKnown)
    #expect(charset.decode(bytes) == expected)
  }

  @Test func iso885915StillUsesItsOwnTableThroughTheLabel() {
    #expect(Charset(label: "ISO-8859-15") == .isoLatin9)
    #expect(Charset(label: "iso-8859-15").decode([0xA4, 0x20, 0xBD]) == "€ œ")
  }

  @Test func labelsAreMatchedCaseInsensitivelyAndSupersetsAreChosen() {
    #expect(Charset(label: "shift_jis") == .system("CP932"))
    #expect(Charset(label: "GB2312") == .system("GB18030"))
    #expect(Charset(label: "big5") == .system("BIG5-HKSCS"))
    #expect(Charset(label: "koi8-r") == .system("KOI8-R"))
    #expect(Charset(label: "Windows-1251") == .system("WINDOWS-1251"))
  }

  @Test func labelsThatAskTheConverterForMoreThanACharsetAreUnknown() {
    #expect(Charset(label: "koi8-r//TRANSLIT") == .unknown("koi8-r//TRANSLIT"))
    #expect(Charset(label: "x-klingon") == .unknown("x-klingon"))
  }

  @Test func anInvalidByteBecomesOneReplacementAndDecodingCarriesOn() {
    // 0xFF is never a lead byte in EUC-JP.
    #expect(Charset(label: "EUC-JP").decode([0xC5, 0xEC, 0xFF, 0xC5, 0xD4]) == "東\u{FFFD}都")
  }

  @Test func aSequenceCutShortAtTheEndBecomesOneReplacement() {
    #expect(Charset(label: "EUC-JP").decode([0xC5, 0xEC, 0xB5]) == "東\u{FFFD}")
    #expect(Charset(label: "Shift_JIS").decode([0x82, 0xB1, 0x82]) == "こ\u{FFFD}")
  }

  @Test func nulStaysACharacterForTheRendererToShow() {
    #expect(Charset(label: "KOI8-R").decode([0xF0, 0x00, 0xD2]) == "П\u{0}р")
  }

  @Test func aLongTextIsDecodedWhole() {
    let bytes = [UInt8](repeating: 0xF0, count: 10_000)
    #expect(Charset(label: "KOI8-R").decode(bytes) == String(repeating: "П", count: 10_000))
  }

  @Test func anEncodedWordInISO2022JPIsDecoded() {
    #expect(EncodedWords.decode("=?ISO-2022-JP?B?GyRCN29MPiROJUYlOSVIGyhC?=") == "件名のテスト")
  }

  @Test func aKOI8RBodyIsDecodedWithoutANote() {
    let header = Array("Content-Type: text/plain; charset=\"koi8-r\"\n\n".utf8)
    let message = MessageParser.parse(
      (header + [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4, 0x0A])[...])
    #expect(message.body == "Привет\n")
    #expect(message.notes.isEmpty)
  }
}
