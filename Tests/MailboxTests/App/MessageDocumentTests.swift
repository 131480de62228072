import SplitKitTerminal
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The message view's lines: headers, body, notes and attachments at a width.
@Suite struct MessageDocumentTests {
  static func text(_ message: Message, width: Int) -> [String] {
    MessageDocument(message: message).lines(width: width).map { $0.map(\.text).joined() }
  }

  static func message(_ raw: String) -> Message {
    MessageParser.parse(Array(raw.utf8)[...])
  }

  @Test func headersComeFirstWithValuesWrappedUnderThemselves() {
    let message = Self.message(
      "From: Ada <ada@example.org>\nTo: a@example.org, b@example.org, c@example.org\n"
        + "Date: Sat, 21 Nov 2026 10:00:00 +0530\nSubject: Hello\n\nBody line\n")
    #expect(
      Self.text(message, width: 32) == [
        "From:    Ada <ada@example.org>",
        "To:      a@example.org,",
        "         b@example.org,",
        "         c@example.org",
        "Date:    2026-11-21 10:00 +0530",
        "Subject: Hello",
        String(repeating: "─", count: 32),
        "Body line",
        "",
      ])
  }

  @Test func quotedLinesAndTheSignatureAreStyledAcrossWraps() {
    let message = Self.message(
      "From: a@example.org\n\nMy answer.\n> their long question that wraps\n-- \nAda\n")
    let lines = MessageDocument(message: message).lines(width: 20).suffix(6)
    #expect(
      lines.map { $0.map(\.text).joined() } == [
        "My answer.", "> their long", "question that wraps", "--", "Ada", "",
      ])
    #expect(
      lines.map { $0.first?.style } == [
        .default, MessageDocument.quoteStyle, MessageDocument.quoteStyle,
        MessageDocument.signatureStyle,
        MessageDocument.signatureStyle, MessageDocument.signatureStyle,
      ])
  }

  @Test func ccIsShownWhenPresentAndMissingHeadersArePlaceholders() {
    let withCc = Self.message(
      "From: a@example.org\nTo: b@example.org\nCc: =?utf-8?Q?Zo=C3=AB?= <z@example.org>\n\nx\n")
    #expect(
      Self.text(withCc, width: 40).prefix(4) == [
        "From:    a@example.org", "To:      b@example.org", "Cc:      Zoë <z@example.org>",
        "Subject: (no subject)",
      ])
    let bare = Self.message("\nonly a body\n")
    #expect(
      Self.text(bare, width: 40).prefix(2) == ["From:    (unknown)", "Subject: (no subject)"])
  }

  @Test func htmlOnlyBodiesAreMarkedAndDamageIsNoted() {
    let html = Self.message(
      "From: a@example.org\nContent-Type: text/html\n\n<p>Hi <b>there</b></p>\n")
    let lines = Self.text(html, width: 40)
    #expect(lines.contains("(shown as text, converted from HTML)"))
    #expect(lines.contains { $0.contains("Hi there") })
    let unknown = Self.message(
      "From: a@example.org\nContent-Type: text/plain; charset=x-klingon\n\nqapla\n")
    #expect(Self.text(unknown, width: 60).contains { $0.hasPrefix("⚠ ") })
  }

  @Test func attachmentsAreListedByNameTypeAndSize() {
    let attachment = Attachment(filename: "notes.pdf", contentType: "application/pdf", size: 12_600)
    #expect(MessageDocument.attachmentText(attachment) == "  • notes.pdf  application/pdf  12.3 KB")
    let damaged = Attachment(filename: "", contentType: "image/png", size: 1, isDamaged: true)
    #expect(
      MessageDocument.attachmentText(damaged) == "  • (unnamed)  image/png  1 byte  (damaged)")
  }

  @Test func aMessageCutShortSaysSoAboveItsTextAndWhereItStops() throws {
    let raw = Array("From: a@example.org\nSubject: big\n\nThe start of a long text".utf8)
    let message = MessageParser.parse(
      raw[..<(raw.count - 5)], cut: Message.Cut(readByteCount: 1 << 20, byteCount: 1 << 30))
    let lines = Self.text(message, width: 80)
    let rule = try #require(lines.firstIndex { $0.hasPrefix("─") })
    #expect(
      lines[rule + 1]
        == "⚠ Showing the first 1.0 MB of 1.0 GB; the rest of this message is not read.")
    #expect(
      lines.suffix(2) == [
        "The start of a long", "(The message is cut here: 1023.0 MB more are not shown.)",
      ])
    let attachment = Attachment(
      filename: "big.iso", contentType: "application/octet-stream", size: 3 << 20, isCut: true)
    #expect(
      MessageDocument.attachmentText(attachment)
        == "  • big.iso  application/octet-stream  3.0 MB read  (cut off)")
  }

  @Test(arguments: [
    (0, "0 bytes"), (1023, "1023 bytes"), (1024, "1.0 KB"), (1536, "1.5 KB"), (1_048_576, "1.0 MB"),
    (5_000_000_000, "4.7 GB"),
  ])
  func byteCountsReadLikeAPerson(bytes: Int, text: String) {
    #expect(Quantities.bytes(bytes) == text)
  }

  @Test(arguments: [5, 9, 14, 40])
  func noLineIsWiderThanTheColumn(width: Int) {
    let message = Self.message(
      "From: 山田太郎 <taro@example.org>\nSubject: 会議の議事録 and a rather long subject line\n\n"
        + "A body with a verylongwordthatcannotbreak and 全角文字の文章です。\n")
    for line in MessageDocument(message: message).lines(width: width) {
      #expect(line.reduce(0) { $0 + Text.displayWidth(Sanitizer.sanitize($1.text)) } <= width)
    }
  }
}
