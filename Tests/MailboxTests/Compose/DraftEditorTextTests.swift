import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct DraftEditorTextTests {
  typealias F = ComposeFixtures

  @Test func aReplyIsWrittenWithItsHeadersOnTop() {
    let draft = Draft.reply(to: F.original, all: true, settings: F.settings, stamp: F.stamp)
    #expect(
      draft.editorText == """
        From: Ada Lovelace <ADA@work.example>
        To: José Pérez <jose@example.com>
        Cc: "Babbage, Charles" <charles@example.net>, carol@example.com
        Bcc:
        Subject: Re: Café tomorrow
        Attach:
        In-Reply-To: <orig.3@example.com>
        References: <root.1@example.com> <orig.2@example.com> <orig.3@example.com>



        On Thu, 26 Nov 2026 09:30:00 +0100, José Pérez wrote:
        > Shall we meet at the café?
        > Ten o'clock.

        """)
  }

  @Test func theEditorTextReadsBackToTheSameDraft() throws {
    let draft = Draft.reply(to: F.original, all: true, settings: F.settings, stamp: F.stamp)
    #expect(try draft.editing(draft.editorText) == draft)
  }

  @Test func editedHeadersAreParsedAsAddresses() throws {
    let draft = Draft.new(settings: F.settings, stamp: F.stamp)
    let edited = try draft.editing(
      """
      from: Ada <ada@work.example>
      To: "Doe, Jane" <jane@example.com>,
        bob@example.com
      CC: Ünal <unal@example.com>
      Bcc: me@example.org
      Subject:   Plans  
      Attach: /tmp/a.txt
      Attach: /tmp/b.pdf

      Hello,
      Subject: this is text
      """)
    #expect(edited.from == MailAddress(name: "Ada", address: "ada@work.example"))
    #expect(
      edited.to == [
        MailAddress(name: "Doe, Jane", address: "jane@example.com"),
        MailAddress(name: "", address: "bob@example.com"),
      ])
    #expect(edited.cc == [MailAddress(name: "Ünal", address: "unal@example.com")])
    #expect(edited.bcc.map(\.address) == ["me@example.org"])
    #expect(edited.subject == "Plans")
    #expect(edited.attachments.map(\.path) == ["/tmp/a.txt", "/tmp/b.pdf"])
    #expect(edited.body == "Hello,\nSubject: this is text")
    #expect(edited.messageID == draft.messageID)
  }

  @Test func anUnknownHeaderIsAnErrorNamingItsLine() {
    let draft = Draft.new(settings: F.settings, stamp: F.stamp)
    #expect(throws: ComposeError.self) { try draft.editing("To: a@b.c\nX-Evil: yes\n\nhi") }
    do {
      _ = try draft.editing("To: a@b.c\nReply-To: x@y.z\n\nhi")
      Issue.record("Reply-To was accepted")
    } catch {
      #expect(error.code == .badDraft)
      #expect(error.line == 2)
      #expect(error.message.contains("Line 2"))
    }
  }

  @Test func somethingThatIsNotAnAddressIsAnError() {
    let draft = Draft.new(settings: F.settings, stamp: F.stamp)
    for bad in ["To: bob", "To: <a b@c>", "Cc: x@y, Bob Smith", "To: a@b@c"] {
      do {
        _ = try draft.editing(bad + "\n\nhi")
        Issue.record("accepted \(bad)")
      } catch {
        #expect(error.code == .badDraft)
        #expect(error.line == 1)
      }
    }
  }

  @Test func deletingAForwardedAttachmentsLineDropsIt() throws {
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    draft.attachments = [Draft.Attachment(path: "a.pdf", contentType: "application/pdf")]
    draft.carried = ["a.pdf": [1, 2, 3]]
    let kept = try draft.editing("To: x@y.z\nAttach: a.pdf\n\nhi")
    #expect(kept.carried == ["a.pdf": [1, 2, 3]])
    #expect(kept.attachments == draft.attachments)
    let dropped = try draft.editing("To: x@y.z\n\nhi")
    #expect(dropped.carried.isEmpty)
    #expect(dropped.attachments.isEmpty)
  }
}
