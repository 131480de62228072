import Foundation
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MessageEncoderTests {
  typealias F = ComposeFixtures

  private func encode(_ draft: Draft, allows8bit: Bool = true) throws -> String {
    var settings = F.settings
    settings.allows8bit = allows8bit
    return String(decoding: try MessageEncoder(settings: settings).encode(draft), as: UTF8.self)
  }

  @Test func aReplyIsEncodedWithThreadingHeadersAndEncodedWords() throws {
    let draft = Draft.reply(to: F.original, all: true, settings: F.settings, stamp: F.stamp)
    let text = try encode(draft)
    let head = text.components(separatedBy: "\n\n")[0]
    #expect(
      head == """
        From: Ada Lovelace <ADA@work.example>
        To: =?UTF-8?B?Sm9zw6kgUMOpcmV6?= <jose@example.com>
        Cc: "Babbage, Charles" <charles@example.net>, carol@example.com
        Subject: =?UTF-8?B?UmU6IENhZsOpIHRvbW9ycm93?=
        Date: Fri, 27 Nov 2026 01:02:03 +0000
        Message-ID: <reply.1@example.org>
        In-Reply-To: <orig.3@example.com>
        References: <root.1@example.com> <orig.2@example.com> <orig.3@example.com>
        MIME-Version: 1.0
        Content-Type: text/plain; charset=utf-8
        Content-Transfer-Encoding: 8bit
        """)
    // Our own parser reads it back the same.
    let parsed = MessageParser.parse(Array(text.utf8)[...])
    #expect(parsed.subject == "Re: Café tomorrow")
    #expect(parsed.to == "José Pérez <jose@example.com>")
    #expect(parsed.body == draft.body)
  }

  @Test func nonASCIIWithout8bitIsQuotedPrintable() throws {
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    draft.to = [MailAddress(name: "", address: "b@example.com")]
    draft.body = "Café = good \nend"
    let text = try encode(draft, allows8bit: false)
    #expect(
      text.contains("Content-Transfer-Encoding: quoted-printable\n\nCaf=C3=A9 =3D good=20\nend\n"))
    #expect(MessageParser.parse(Array(text.utf8)[...]).body == "Café = good \nend\n")
  }

  @Test func asciiIs7bitAndLongLinesAreQuotedPrintableWithSoftBreaks() throws {
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    draft.to = [MailAddress(name: "", address: "b@example.com")]
    draft.body = "plain"
    #expect(try encode(draft).contains("Content-Transfer-Encoding: 7bit\n\nplain\n"))
    draft.body = String(repeating: "é", count: 600)
    let text = try encode(draft)
    #expect(text.contains("Content-Transfer-Encoding: quoted-printable"))
    #expect(text.split(separator: "\n").allSatisfy { $0.utf8.count <= 78 })
    #expect(MessageParser.parse(Array(text.utf8)[...]).body == draft.body + "\n")
  }

  @Test func longHeadersAreFoldedAndSplitBetweenCharacters() throws {
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    draft.to = (1...8).map {
      MailAddress(name: "Person Number \($0)", address: "p\($0)@example.com")
    }
    draft.subject = String(repeating: "日本語のテキスト ", count: 12)
    let text = try encode(draft)
    let head = text.components(separatedBy: "\n\n")[0]
    #expect(head.split(separator: "\n").allSatisfy { $0.utf8.count <= 78 })
    let parsed = MessageParser.parse(Array(text.utf8)[...])
    #expect(parsed.subject == draft.subject.trimmingCharacters(in: .whitespaces))
    #expect(MailAddress.list(header: Array(parsed.header("To")!.utf8)).count == 8)
  }

  @Test func attachmentsMakeAMultipartMessage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compose-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("données.bin")
    let bytes = (0..<300).map { UInt8($0 % 256) }
    try Data(bytes).write(to: file)
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    draft.to = [MailAddress(name: "", address: "b@example.com")]
    draft.body = "see attached"
    draft.attachments = [Draft.Attachment(path: file.path)]
    let text = try encode(draft)
    #expect(text.contains("Content-Type: multipart/mixed; boundary=\"=_splitkit_"))
    #expect(text.contains("filename*=utf-8''donn%C3%A9es.bin"))
    let parsed = MessageParser.parse(Array(text.utf8)[...])
    #expect(parsed.body == "see attached\n")
    #expect(parsed.attachments.map(\.filename) == ["données.bin"])
    #expect(parsed.attachments.map(\.size) == [300])
  }

  @Test func aMissingAttachmentOrRecipientIsAnError() {
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    #expect(throws: ComposeError(.noRecipients, "No recipients: write an address in To, Cc or Bcc"))
    {
      try encode(draft)
    }
    draft.to = [MailAddress(name: "", address: "b@example.com")]
    draft.attachments = [Draft.Attachment(path: "/nonexistent/file.txt")]
    #expect(throws: ComposeError(.attachment, "Cannot read the attachment /nonexistent/file.txt")) {
      try encode(draft)
    }
    draft.from = nil
    draft.attachments = []
    #expect(throws: ComposeError.self) { try encode(draft) }
  }
}
