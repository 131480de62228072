import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MessageParserTests {
  private func parse(_ text: String) -> Message { MessageParser.parse(Array(text.utf8)[...]) }

  @Test func aPlainMessageHasDecodedHeadersAndBody() {
    let message = parse(
      "From: =?UTF-8?Q?Zo=C3=AB?= <zoe@x>\nTo: team@x\nCc: ada@x\nSubject: =?UTF-8?B?8J+agCBHbw==?=\n"
        + "Date: Sat, 21 Nov 2026 09:30:00 +0100\n\nHello\r\nworld\n")
    #expect(message.sender == MailAddress(name: "Zoë", address: "zoe@x"))
    #expect(message.from == "Zoë <zoe@x>")
    #expect(message.to == "team@x")
    #expect(message.cc == "ada@x")
    #expect(message.subject == "🚀 Go")
    #expect(message.date?.isoDay == "2026-11-21")
    #expect(message.body == "Hello\nworld\n")
    #expect(message.bodyFormat == .plain)
    #expect(message.attachments.isEmpty)
    #expect(message.notes.isEmpty)
    #expect(message.header("subject") == "🚀 Go")
  }

  /// The message view's From, To and Cc show each address as `Name <address>`, the same
  /// whether the name was quoted, unquoted, encoded or written as a comment.
  @Test(arguments: [
    "\"Ada Lovelace\" <ada@x>", "Ada Lovelace <ada@x>", "ada@x (Ada Lovelace)",
    "\"=?UTF-8?Q?Ada?= Lovelace\" <ada@x>", "Ada   Lovelace\n <ada@x>",
  ])
  func addressesShowTheSameHoweverTheNameWasWritten(from: String) {
    let message = parse("From: \(from)\nTo: \(from)\nCc: \(from)\n\nHi\n")
    #expect(message.from == "Ada Lovelace <ada@x>")
    #expect(message.to == "Ada Lovelace <ada@x>")
    #expect(message.cc == "Ada Lovelace <ada@x>")
  }

  @Test func everyAddressOfAListIsShownAndCommasInQuotedNamesStay() {
    let message = parse(
      "From: ada@x\nTo: \"Raman, Priya\" <priya@x>, bob@x,, =?UTF-8?Q?Zo=C3=AB?= <zoe@x>\n"
        + "Cc: undisclosed-recipients:;\n\nHi\n")
    #expect(message.from == "ada@x")
    #expect(message.to == "Raman, Priya <priya@x>, bob@x, Zoë <zoe@x>")
    #expect(message.cc == "undisclosed-recipients:;")
  }

  @Test func quotedPrintableAndBase64BodiesAreDecodedInTheirCharset() {
    let qp = parse(
      "Content-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\nSm=F8rrebr=F8d =\nog kaffe\n"
    )
    #expect(qp.body == "Smørrebrød og kaffe\n")
    let b64 = parse(
      "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: BASE64\n\n5bGx55Sw\n")
    #expect(b64.body == "山田")
  }

  @Test func alternativePrefersPlainTextAndFallsBackToHTML() {
    let both = parse(
      "Content-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/html\n\n<p>html</p>\n--b\n"
        + "Content-Type: text/plain\n\nplain\n--b--\n")
    #expect(both.body == "plain")
    #expect(both.bodyFormat == .plain)
    let htmlOnly = parse(
      "Content-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/html\n\n<p>only <b>html</b></p>\n--b--\n"
    )
    #expect(htmlOnly.body == "only html")
    #expect(htmlOnly.bodyFormat == .html)
  }

  @Test func mixedMessagesListAttachmentsWithNamesTypesAndDecodedSizes() {
    let message = parse(
      "Content-Type: multipart/mixed; boundary=\"m\"\n\npreamble\n--m\nContent-Type: text/plain\n\nSee attached.\n"
        + "--m\nContent-Type: application/pdf; name=ignored.pdf\nContent-Transfer-Encoding: base64\n"
        + "Content-Disposition: attachment; filename*=utf-8''Zo%C3%AB.pdf\n\nAAECAwQ=\n"
        + "--m\nContent-Type: image/png; name=\"=?UTF-8?Q?caf=C3=A9.png?=\"\n\nraw\n--m--\nepilogue\n"
    )
    #expect(message.body == "See attached.")
    #expect(
      message.attachments == [
        Attachment(filename: "Zoë.pdf", contentType: "application/pdf", size: 5),
        Attachment(filename: "café.png", contentType: "image/png", size: 3),
      ])
  }

  @Test func nestedMultipartsAreWalked() {
    let message = parse(
      "Content-Type: multipart/mixed; boundary=outer\n\n--outer\nContent-Type: multipart/alternative; boundary=inner\n\n"
        + "--inner\nContent-Type: text/plain\n\ninner text\n--inner--\n--outer\nContent-Type: text/csv\n"
        + "Content-Disposition: attachment; filename=data.csv\n\na,b\n--outer--\n")
    #expect(message.body == "inner text")
    #expect(message.attachments.map(\.filename) == ["data.csv"])
  }

  @Test func aBoundaryThatNeverAppearsShowsTheBodyAsTextWithANote() {
    let message = parse("Content-Type: multipart/mixed; boundary=nope\n\n--other\n\nvisible text\n")
    #expect(message.body == "--other\n\nvisible text\n")
    #expect(message.notes == ["The MIME boundary never appears; the part is shown as text."])
  }

  @Test func aMissingBoundaryParameterShowsTheBodyAsText() {
    let message = parse("Content-Type: multipart/mixed\n\nstill readable\n")
    #expect(message.body == "still readable\n")
    #expect(message.notes == ["A multipart part has no boundary; it is shown as text."])
  }

  @Test func anUnclosedMultipartRunsItsLastPartToTheEnd() {
    let message = parse("Content-Type: multipart/mixed; boundary=b\n\n--b\n\nlast part\n")
    #expect(message.body == "last part\n")
    #expect(message.notes == ["A multipart part is not closed; its last part runs to the end."])
  }

  @Test func truncatedBase64KeepsWhatDecodedAndEndsWithAReplacementCharacter() {
    let message = parse("Content-Transfer-Encoding: base64\n\naGVsbG8gd\n")
    #expect(message.body == "hello \u{FFFD}")
    #expect(message.notes == ["Part of the body could not be decoded (damaged base64)."])
  }

  @Test func invalidUTF8BecomesReplacementCharactersAndNULStays() {
    let bytes: [UInt8] = Array("Subject: bad \u{FF}\n\n".utf8) + [0x61, 0x00, 0x62, 0xFF, 0x0A]
    let message = MessageParser.parse(bytes[...])
    #expect(message.body == "a\u{0}b\u{FFFD}\n")
  }

  @Test func anUnknownCharsetIsShownAsUTF8AndSaysSo() {
    let message = parse("Content-Type: text/plain; charset=x-klingon\n\nqapla\u{E9}\n")
    #expect(message.body == "qaplaé\n")
    #expect(message.notes == ["Unknown charset \"x-klingon\"; the text is shown as UTF-8."])
  }

  @Test func aMessageWithoutHeadersIsAllBodyWithANote() {
    let message = parse("No headers here.\nSecond line.\n")
    #expect(message.body == "No headers here.\nSecond line.\n")
    #expect(message.subject.isEmpty)
    #expect(message.date == nil)
    #expect(message.notes == ["The message has no headers."])
  }

  @Test func deepNestingStopsAtTheLimitWithoutFailing() {
    var text = ""
    for level in 0..<100 {
      text += "Content-Type: multipart/mixed; boundary=b\(level)\n\n--b\(level)\n"
    }
    text += "Content-Type: text/plain\n\ndeep\n"
    let message = parse(text)
    #expect(message.attachments.count == 1)
    #expect(message.attachments.first?.contentType == "multipart/mixed")
  }

  /// Every cut of a two-part message parses into something that accounts for what the
  /// cut holds: a part that is complete in it is shown, whatever follows it.
  @Test(arguments: 0...64)
  func everyPrefixOfAComplexMessageKeepsItsCompleteParts(cut: Int) {
    let textPart =
      "Content-Type: multipart/mixed; boundary=m\n\n--m\nContent-Type: text/plain; charset=utf-8\n"
      + "Content-Transfer-Encoding: quoted-printable\n\ncaf=C3=A9=\n--m"
    let attachmentPart =
      "\nContent-Transfer-Encoding: base64\nContent-Disposition: attachment; filename=x\n\n"
      + "AAECAwQF\n"
    let full = Array((textPart + attachmentPart + "--m--\n").utf8)
    let end = full.count * cut / 64
    let message = MessageParser.parse(full[..<end])

    // Bytes become headers, body, attachments, or a note saying what was wrong.
    #expect(
      !(message.headers.isEmpty && message.body.isEmpty && message.attachments.isEmpty
        && message.notes.isEmpty))
    // The text is bounded (one U+FFFD, three bytes, per undecodable byte at most) and the
    // attachment's binary bytes never reach it as control characters.
    #expect(message.body.utf8.count <= 3 * end)
    #expect(
      message.body.unicodeScalars.allSatisfy {
        $0 == "\n" || $0.properties.generalCategory != .control
      }, "\(message.body.debugDescription)")
    #expect(message.attachments.allSatisfy { $0.size <= end })
    if end >= textPart.utf8.count {
      #expect(message.body.hasPrefix("café"), "\(message.body.debugDescription)")
    }
    if end >= textPart.utf8.count + attachmentPart.utf8.count {
      #expect(message.attachments.map(\.filename) == ["x"])
      #expect(message.attachments.map(\.size) == [6])
    }
    if end == full.count {
      #expect(message.body == "café")
      #expect(message.attachments.map(\.isDamaged) == [false])
      #expect(message.notes.isEmpty)
    }
  }

  /// What a search reads of a message (``Mailbox/searchedText(at:limit:)``, the index and
  /// the scan) is the parsed message's To, Cc and body: for every message of the sample
  /// mailbox (plain, quoted-printable, base64, alternatives, HTML only, attachments, no
  /// headers), whole and cut anywhere in its last bytes.
  @Test func searchesReadTheParsedMessagesRecipientsAndBody() throws {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    let summaries = try mailbox.allSummaries()
    #expect(summaries.count == SampleMailbox.messageCount)
    for summary in summaries {
      let size = try mailbox.messageBytes(at: summary.location, limit: .max).size
      // A cut in the last bytes ends a body where the cut-off text shows.
      for limit in [Mailbox.messageReadLimit] + Array(max(0, size - 24)..<size) {
        let message = try mailbox.message(at: summary.location, limit: limit)
        let searched = try mailbox.searchedText(at: summary.location, limit: limit)
        #expect(searched.to == message.to, "\(summary.subject)")
        #expect(searched.cc == message.cc, "\(summary.subject)")
        #expect(searched.body == message.body, "\(summary.subject), \(limit) bytes")
      }
    }
  }
}
