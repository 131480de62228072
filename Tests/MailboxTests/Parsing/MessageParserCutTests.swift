import Testing

@testable import MailboxCore
@testable import MailboxModel

/// A message too large to read whole is parsed from its first bytes (issue 13, point 1):
/// wherever the cut falls, the text shown is a prefix of the whole message's text, with
/// no replacement character, no half-decoded escape and no damage note caused by the cut.
@Suite struct MessageParserCutTests {
  /// Parses the first `count` bytes of `raw` as a message cut there.
  private func parse(_ raw: [UInt8], cutAfter count: Int) -> Message {
    MessageParser.parse(
      raw[..<count], cut: Message.Cut(readByteCount: count, byteCount: raw.count))
  }

  /// The body decoded from every prefix of `raw` that ends past its headers.
  private func everyCut(of raw: [UInt8]) -> [(count: Int, message: Message)] {
    let bodyStart = HeaderBlock.parse(raw[...]).bodyStart
    return (bodyStart..<raw.count).map { ($0, parse(raw, cutAfter: $0)) }
  }

  private static let text = "Zoë’s café: 日本語 😀 and more é\nsecond line ü\n"

  @Test(arguments: ["quoted-printable", "base64", "8bit"])
  func everyCutOfAUTF8BodyShowsAPrefixOfItsText(encoding: String) {
    let encoded: String
    switch encoding {
    case "quoted-printable":
      encoded =
        "Zo=C3=AB=E2=80=99s caf=C3=A9: =E6=97=A5=E6=9C=AC=E8=AA=9E =F0=9F=98=80 and =\nmore =C3=A9\nsecond line =C3=BC\n"
    case "base64":
      encoded = "Wm/Dq+KAmXMgY2Fmw6k6IOaXpeacrOiqniDwn5iAIGFuZCBtb3JlIMOpCnNlY29uZCBsaW5lIMO8Cg=="
    default:
      encoded = Self.text
    }
    let raw = Array(
      ("Subject: cut\nContent-Type: text/plain; charset=utf-8\n"
        + "Content-Transfer-Encoding: \(encoding)\n\n" + encoded).utf8)
    #expect(MessageParser.parse(raw[...]).body == Self.text)
    for (count, message) in everyCut(of: raw) {
      #expect(Self.text.hasPrefix(message.body), "cut after \(count) bytes: \(message.body)")
      #expect(!message.body.contains("\u{FFFD}"), "cut after \(count) bytes")
      #expect(message.notes.isEmpty, "cut after \(count) bytes: \(message.notes)")
      #expect(message.cut == Message.Cut(readByteCount: count, byteCount: raw.count))
    }
  }

  @Test func everyCutOfAnHTMLBodyShowsAPrefixOfItsTextWithoutHalfAReferenceOrTag() {
    let html = "<p>Zo&euml; &amp; caf&#233; <a href=\"https://x.example\">link</a></p><p>more</p>"
    let raw = Array("Subject: html\nContent-Type: text/html; charset=utf-8\n\n\(html)".utf8)
    let whole = MessageParser.parse(raw[...]).body
    #expect(whole == "Zoë & café link <https://x.example>\n\nmore")
    for (count, message) in everyCut(of: raw) {
      let shown = message.body.trimmingASCIIWhitespace()
      #expect(whole.hasPrefix(shown), "cut after \(count) bytes: \(message.body)")
    }
  }

  @Test func everyCutOfAShiftJISBodyShowsAPrefixOfItsText() {
    // 日本語のメール in Shift_JIS: two bytes per character.
    let sjis: [UInt8] = [
      0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xCC, 0x83, 0x81, 0x81, 0x5B, 0x83, 0x8B,
    ]
    let raw = Array("Subject: sjis\nContent-Type: text/plain; charset=shift_jis\n\n".utf8) + sjis
    #expect(MessageParser.parse(raw[...]).body == "日本語のメール")
    for (count, message) in everyCut(of: raw) {
      #expect("日本語のメール".hasPrefix(message.body), "cut after \(count) bytes: \(message.body)")
      #expect(!message.body.contains("\u{FFFD}"), "cut after \(count) bytes")
    }
  }

  @Test func aCutInAnAttachmentListsItAsCutWithoutCallingTheMultipartDamaged() {
    let raw = Array(
      """
      Subject: with attachment
      Content-Type: multipart/mixed; boundary="b"

      --b
      Content-Type: text/plain

      See the file.
      --b
      Content-Type: application/pdf
      Content-Disposition: attachment; filename="big.pdf"
      Content-Transfer-Encoding: base64

      JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+PgpzdHJlYW0K
      --b--

      """.utf8)
    let cutCount = raw.count - 40
    let message = parse(raw, cutAfter: cutCount)
    #expect(message.body == "See the file.")
    #expect(message.notes.isEmpty)
    #expect(message.attachments.count == 1)
    #expect(message.attachments.first?.filename == "big.pdf")
    #expect(message.attachments.first?.isCut == true)
    #expect(message.attachments.first?.isDamaged == false)
    let whole = MessageParser.parse(raw[...])
    #expect(whole.attachments.first?.isCut == false)
    #expect(whole.cut == nil)
    #expect((message.attachments.first?.size ?? 0) < (whole.attachments.first?.size ?? 0))
  }

  @Test func aCutBeforeAMultipartsBoundarySaysSoAndShowsTheBytesAsText() {
    let raw = Array(
      "Subject: x\nContent-Type: multipart/mixed; boundary=\"b\"\n\npreamble text\n--b\n".utf8)
    let message = parse(raw, cutAfter: raw.count - 5)
    #expect(message.body == "preamble text")
    #expect(
      message.notes == [
        "The MIME boundary does not appear in the bytes read; the part is shown as text."
      ])
  }
}

/// The decoders' `isComplete: false` mode, for the first bytes of a message cut short.
@Suite struct CutDecodingTests {
  @Test func quotedPrintableDropsAnEscapeCutInTwo() {
    #expect(
      QuotedPrintable.decode(Array("caf=C3=A".utf8)[...], isComplete: false).bytes == Array(
        "caf".utf8) + [0xC3])
    #expect(
      QuotedPrintable.decode(Array("caf=C".utf8)[...], isComplete: false).bytes == Array("caf".utf8)
    )
    #expect(
      QuotedPrintable.decode(Array("caf=".utf8)[...], isComplete: false).bytes == Array("caf".utf8))
    // A whole body keeps a stray escape literally, as RFC 2045 advises.
    #expect(QuotedPrintable.decode(Array("caf=C".utf8)[...]).bytes == Array("caf=C".utf8))
  }

  @Test func base64DropsALoneFinalCharacterWithoutCallingItDamage() {
    #expect(
      Base64.decode(Array("aGVsbG8gd".utf8), isComplete: false)
        == TransferDecoded(bytes: Array("hello ".utf8), isDamaged: false))
    #expect(Base64.decode(Array("aGVsbG8gd".utf8)).isDamaged)
    #expect(
      Base64.decode(Array("aGVsbG8gd28".utf8), isComplete: false).bytes == Array("hello wo".utf8))
  }

  @Test(
    arguments: [
      ([0x61, 0xC3], [0x61]), ([0x61, 0xE2, 0x80], [0x61]), ([0xF0, 0x9F, 0x98], []),
      ([0x61, 0xF0, 0x9F, 0x98, 0x80], [0x61, 0xF0, 0x9F, 0x98, 0x80]),
      ([0x61, 0x80], [0x61, 0x80]),
      ([0x61, 0xFF], [0x61, 0xFF]),
    ] as [([UInt8], [UInt8])])
  func utf8DropsOnlyASequenceTheEndCutsShort(bytes: [UInt8], kept: [UInt8]) {
    #expect(Array(bytes[..<Bytes.endOfCompleteUTF8(bytes[...])]) == kept)
    #expect(Charset.utf8.decode(bytes, isComplete: false) == String(decoding: kept, as: UTF8.self))
  }

  @Test func aCutQuoteLineIsLeftOutSoItIsNeverHalfUndone() {
    let text = Array("line\n>>Fro".utf8)
    #expect(Array(MboxQuoting.droppingCutQuote(text[...])) == Array("line\n".utf8))
    let plain = Array("line\nFro".utf8)
    #expect(Array(MboxQuoting.droppingCutQuote(plain[...])) == plain)
    let quote = Array("line\n> quoted text".utf8)
    #expect(Array(MboxQuoting.droppingCutQuote(quote[...])) == quote)
  }
}
