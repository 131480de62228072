import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct SampleMailboxTests {
  private static func load() throws -> (Mailbox, [MessageSummary]) {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    return (mailbox, try mailbox.allSummaries())
  }

  private static func message(_ subject: String) throws -> Message {
    let (mailbox, summaries) = try load()
    let summary = try #require(summaries.first { $0.subject == subject }, "no message \(subject)")
    return try mailbox.message(at: summary.location)
  }

  @Test func hasTheExpectedCountSendersThreadsAndUnreadMessages() throws {
    let (_, summaries) = try Self.load()
    #expect(summaries.count == SampleMailbox.messageCount)
    #expect(
      Set(summaries.map(\.sender.displayName)).isSuperset(of: [
        "José García", "Zoë Brontë", "山田太郎", "Ingrid Sørensen", "François Dubois",
      ]))
    #expect(summaries.filter { $0.inReplyTo != nil }.count > 50)
    #expect(summaries.filter(\.isUnread).count == 31)  // every fifth, and the headerless one
    #expect(summaries.contains { $0.subject == "🎉 Launch party" })
    #expect(summaries.contains { $0.subject == "🚀 Deploy done ✅" })
    #expect(summaries.filter { $0.date == nil }.count == 2)
  }

  @Test func decodesQuotedPrintableAndBase64Bodies() throws {
    #expect(
      try Self.message("Re: Café menu ideas — ¿qué tal?").body.contains(
        "3,50 € y la tarta de limón"))
    #expect(try Self.message("会議の議事録 (meeting notes)").body.contains("今日の会議の議事録です"))
  }

  @Test func prefersThePlainAlternativeAndConvertsHTMLOnlyMail() throws {
    let alternative = try Self.message("Newsletter: spring edition")
    #expect(alternative.bodyFormat == .plain)
    #expect(alternative.body.contains("Plain text readers see this part."))
    let html = try Self.message("Venue details (HTML only)")
    #expect(html.bodyFormat == .html)
    #expect(
      html.body
        == "The venue is Hall\u{00A0}B & the garden.\n\n• Doors at 18:00\n• Talks at 18:30\n\nMap: open the map <https://example.org/map>"
    )
  }

  @Test func listsAttachmentsWithDecodedNames() throws {
    let message = try Self.message("Slides and notes attached")
    #expect(
      message.attachments == [
        Attachment(filename: "Zoë slides.pdf", contentType: "application/pdf", size: 1500),
        Attachment(filename: "Notizen für Zoë.txt", contentType: "text/plain", size: 43),
      ])
  }

  @Test func decodesLegacyCharsetsAndUndoesFromQuoting() throws {
    #expect(
      try Self.message("Smørrebrød på fredag").body
        == "Hej! Smørrebrød og kaffe på fredag. Hilsen Søren\n")
    #expect(
      try Self.message("Quotes “smart” and dashes").body == "C’est “parfait” — merci … françois\n")
    #expect(
      try Self.message("Budget en € (Latin-9)").body == "Le budget est de 120 € pour l'Œuvre.\n")
    #expect(
      try Self.message("Quoting test: From lines in the body").body.contains(
        "\nFrom here on the plan changes.\n>From the archive"))
    #expect(
      try Self.message("Sent from a CRLF mailer").body
        == "This message uses CRLF line ends.\nSecond line.\n")
    #expect(try Self.message("Meeting transcript (long)").body.split(separator: "\n").count == 400)
  }

  @Test func showsTheMalformedMessagesAsBestItCan() throws {
    #expect(
      try Self.message("Broken boundary").body.contains(
        "Text behind a boundary that does not match."))
    #expect(try Self.message("Unclosed multipart").body == "The only part, never closed.\n")
    #expect(try Self.message("Truncated base64").body.hasSuffix("\u{FFFD}"))
    #expect(
      try Self.message("Invalid UTF-8 \u{FFFD} here").body
        == "Bytes \u{FFFD}\u{FFFD} are not UTF-8; \u{FFFD}( neither.\n")
    #expect(try Self.message("NUL byte inside").body == "Before\u{0}after.\n")
    #expect(
      try Self.message("Unknown charset").notes == [
        "Unknown charset \"x-unknown-9\"; the text is shown as UTF-8."
      ])
    #expect(try Self.message("Very long References header").body.hasPrefix("The References header"))
    let (mailbox, summaries) = try Self.load()
    let headerless = try #require(summaries.first { $0.subject.isEmpty })
    #expect(
      try mailbox.message(at: headerless.location).body.hasPrefix(
        "This message has no header section"))
  }
}
