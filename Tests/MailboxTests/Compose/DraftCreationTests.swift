import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct DraftCreationTests {
  typealias F = ComposeFixtures

  @Test func aReplyGoesToTheSenderFromTheAddressTheOriginalWasSentTo() {
    let draft = Draft.reply(to: F.original, all: false, settings: F.settings, stamp: F.stamp)
    #expect(draft.kind == .reply)
    #expect(draft.to == [MailAddress(name: "José Pérez", address: "jose@example.com")])
    #expect(draft.cc.isEmpty)
    #expect(draft.from == MailAddress(name: "Ada Lovelace", address: "ADA@work.example"))
    #expect(draft.subject == "Re: Café tomorrow")
    #expect(draft.inReplyTo == "<orig.3@example.com>")
    #expect(
      draft.references == ["<root.1@example.com>", "<orig.2@example.com>", "<orig.3@example.com>"])
    #expect(draft.messageID == "<reply.1@example.org>")
    #expect(
      draft.body == """


        On Thu, 26 Nov 2026 09:30:00 +0100, José Pérez wrote:
        > Shall we meet at the café?
        > Ten o'clock.

        """)
  }

  @Test func replyAllCopiesEveryoneButTheUser() {
    let draft = Draft.reply(to: F.original, all: true, settings: F.settings, stamp: F.stamp)
    #expect(draft.kind == .replyAll)
    #expect(draft.to.map(\.address) == ["jose@example.com"])
    #expect(draft.cc.map(\.address) == ["charles@example.net", "carol@example.com"])
    #expect(draft.cc[0].name == "Babbage, Charles")
  }

  @Test func replyAllKeepsTheUserWhenTheSettingsSaySo() {
    var settings = F.settings
    settings.replyAllExcludesOwnAddresses = false
    let draft = Draft.reply(to: F.original, all: true, settings: settings, stamp: F.stamp)
    #expect(
      draft.cc.map(\.address) == [
        "ADA@work.example", "charles@example.net", "carol@example.com", "ada@example.org",
      ])
  }

  @Test func aReplyGoesToReplyToWhenThereIsOne() {
    let original = Array(
      """
      From: list-member@example.com
      Reply-To: list@example.com
      Subject: hello
      Message-ID: <m@x>

      hi
      """.utf8)
    let draft = Draft.reply(to: original, all: false, settings: F.settings, stamp: F.stamp)
    #expect(draft.to.map(\.address) == ["list@example.com"])
    #expect(draft.from?.address == "ada@example.org")
    #expect(draft.references == ["<m@x>"])
  }

  @Test func aReplyToTheUsersOwnMessageGoesToItsRecipients() {
    let original = Array(
      """
      From: Ada Lovelace <ada@example.org>
      To: bob@example.com
      Subject: Fwd: plans

      hi
      """.utf8)
    let draft = Draft.reply(to: original, all: false, settings: F.settings, stamp: F.stamp)
    #expect(draft.to.map(\.address) == ["bob@example.com"])
    #expect(draft.subject == "Re: Fwd: plans")
    #expect(draft.inReplyTo == nil)
  }

  @Test func craftedHeadersCannotAddHeadersOrRecipients() throws {
    // Encoded line breaks in the subject and the Reply-To name, a name that looks like an
    // address list, a message id with a space: none may become a header or a recipient.
    let original = Array(
      """
      From: a@example.com
      Reply-To: =?UTF-8?Q?Bob=0D=0ABcc:_evil@example.com?= <bob@example.com>, "x, y@evil" <z@example.com>
      Subject: =?UTF-8?Q?hi=0ABcc:_evil@example.com?=
      Message-ID: <a b@x>

      hi
      """.utf8)
    let draft = Draft.reply(to: original, all: false, settings: F.settings, stamp: F.stamp)
    #expect(draft.to.map(\.address) == ["bob@example.com", "z@example.com"])
    #expect(!draft.subject.contains("\n"))
    #expect(draft.inReplyTo == nil)
    let edited = try draft.editing(draft.editorText)
    #expect(edited.to.map(\.address) == draft.to.map(\.address))
    #expect(edited.bcc.isEmpty)
    #expect(edited.subject == "Re: hi Bcc: evil@example.com")
    let bytes = try MessageEncoder(settings: F.settings).encode(edited)
    let headerNames = MessageParser.parse(bytes[...]).headers.map { $0.name.lowercased() }
    #expect(!headerNames.contains("bcc"))
    #expect(headerNames.filter { $0 == "to" }.count == 1)
  }

  @Test func aForwardCarriesTheHeadersTextAndAttachments() {
    let original = Array(
      """
      From: Zoë <zoe@example.com>
      To: ada@example.org
      Subject: Fwd: report
      Date: Wed, 25 Nov 2026 08:00:00 +0000
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="b"

      --b
      Content-Type: text/plain; charset=utf-8

      See attached.
      --b
      Content-Type: application/pdf; name="r\u{e9}port.pdf"
      Content-Disposition: attachment; filename="../../r\u{e9}port.pdf"
      Content-Transfer-Encoding: base64

      JVBERi0xLjQK
      --b--
      """.utf8)
    let draft = Draft.forward(original, settings: F.settings, stamp: F.stamp)
    #expect(draft.kind == .forward)
    #expect(draft.subject == "Fwd: report")
    #expect(draft.to.isEmpty)
    #expect(draft.inReplyTo == nil)
    #expect(
      draft.body.contains("---------- Forwarded message ----------\nFrom: Zoë <zoe@example.com>"))
    #expect(draft.body.contains("Date: Wed, 25 Nov 2026 08:00:00 +0000\nSubject: Fwd: report"))
    #expect(draft.body.hasSuffix("\n\nSee attached."))
    #expect(
      draft.attachments == [Draft.Attachment(path: "réport.pdf", contentType: "application/pdf")])
    #expect(draft.carried["réport.pdf"] == Array("%PDF-1.4\n".utf8))
  }

  @Test func subjectsGetOnePrefix() {
    #expect(Draft.prefixed("Re: ", "re: RE[2]: Re:hello", dropping: ["re"]) == "Re: hello")
    #expect(Draft.prefixed("Fwd: ", "Fw: FWD: x", dropping: ["fwd", "fw"]) == "Fwd: x")
    #expect(Draft.prefixed("Re: ", "Note: Re: x", dropping: ["re"]) == "Re: Note: Re: x")
    #expect(Draft.prefixed("Re: ", "", dropping: ["re"]) == "Re: ")
  }

  @Test func newMailIsFromTheFirstIdentity() {
    let draft = Draft.new(settings: F.settings, stamp: F.stamp)
    #expect(draft.from == MailAddress(name: "Ada Lovelace", address: "ada@example.org"))
    #expect(draft.recipients.isEmpty)
    #expect(Draft.new(settings: ComposeSettings(), stamp: F.stamp).from == nil)
  }

  @Test func theDateHeaderNamesTheWeekday() {
    #expect(F.stamp.date.headerText == "Fri, 27 Nov 2026 01:02:03 +0000")
    let west = MailDate(year: 2026, month: 1, day: 1, hour: 0, minute: 5, zoneOffsetMinutes: -330)
    #expect(west?.headerText == "Thu, 1 Jan 2026 00:05:00 -0530")
  }
}
