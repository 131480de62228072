import Foundation
import SystemTestSupport
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Sending through real msmtp to a real SMTP server, and the send command failing,
/// hanging or missing.
@Suite(.serialized) struct OutboxTests {
  typealias F = ComposeFixtures

  /// A mail directory (Maildir++: the Inbox at the root) holding the original message.
  struct Mail {
    let directory: TemporaryDirectory
    let originalPath: String
    var root: String { directory.url.path }
    var original: Outbox.Original { Outbox.Original(maildir: root, relativePath: originalPath) }

    init(_ message: [UInt8] = F.original) throws {
      directory = try TemporaryDirectory(prefix: "compose-mail")
      for sub in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          at: directory.url.appendingPathComponent(sub), withIntermediateDirectories: true)
      }
      originalPath = "cur/1700000000.M1P1.host:2,S"
      try Data(message).write(to: directory.url.appendingPathComponent(originalPath))
    }

    /// The files in a folder's `cur/`.
    func files(_ folder: String) -> [String] {
      let path = root + "/." + folder + "/cur"
      return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        .map { path + "/" + $0 }
    }
  }

  private func settings(command: String, timeout: Duration = .seconds(20)) -> ComposeSettings {
    var settings = F.settings
    settings.sendCommand = command
    settings.sendTimeout = timeout
    return settings
  }

  @Test func aReplyReachesTheServerThreadedAndIsFiled() async throws {
    let sink = try await SMTPSink()
    let mail = try Mail()
    let outbox = Outbox(settings: settings(command: sink.sendCommand), mailRoot: mail.root)
    var draft = Draft.reply(to: F.original, all: false, settings: outbox.settings, stamp: F.stamp)
    draft = try draft.editing(
      draft.editorText.replacingOccurrences(
        of: "\n\n\n", with: "\n\nVolontiers, à dix heures ! 👍\n\n"))
    let report = try await outbox.send(draft, original: mail.original, now: .now).wait()
    #expect(report.isSent, "\(report.message)")
    #expect(report.message == "Sent to jose@example.com")

    let received = try await sink.message(0)
    #expect(received.defects == [])
    #expect(received.subject == "Re: Café tomorrow")
    #expect(received.from == [["Ada Lovelace", "ADA@work.example"]])
    #expect(received.to == [["José Pérez", "jose@example.com"]])
    #expect(received.recipients == ["jose@example.com"])
    #expect(received.message_id == "<reply.1@example.org>")
    #expect(received.in_reply_to == "<orig.3@example.com>")
    #expect(received.references == "<root.1@example.com> <orig.2@example.com> <orig.3@example.com>")
    #expect(received.parts.count == 1)
    #expect(received.parts.first?.cte == "8bit")
    #expect(
      received.parts.first?.text?.hasPrefix("Volontiers, à dix heures ! 👍\n\n\nOn Thu, 26 Nov 2026")
        == true)
    #expect(received.parts.first?.text?.contains("\n> Shall we meet at the café?\n") == true)
    #expect(received.longest_header_line <= 78)

    // A copy in Sent, the original flagged replied.
    let sent = mail.files("Sent")
    #expect(sent.count == 1)
    #expect(sent.first?.hasSuffix(":2,S") == true)
    #expect(report.originalPath == "cur/1700000000.M1P1.host:2,RS")
    #expect(FileManager.default.fileExists(atPath: mail.root + "/cur/1700000000.M1P1.host:2,RS"))
    let copy = try sink.parse(URL(fileURLWithPath: try #require(sent.first)))
    #expect(copy.message_id == "<reply.1@example.org>")
    #expect(copy.parts.first?.text == received.parts.first?.text)
  }

  @Test func replyAllAndBccReachEveryRecipientWithoutShowingBcc() async throws {
    let sink = try await SMTPSink()
    let mail = try Mail()
    let outbox = Outbox(settings: settings(command: sink.sendCommand), mailRoot: mail.root)
    var draft = Draft.reply(to: F.original, all: true, settings: outbox.settings, stamp: F.stamp)
    draft.bcc = [MailAddress(name: "Ünsichtbar", address: "hidden@example.org")]
    let report = try await outbox.send(draft, original: mail.original, now: .now).wait()
    #expect(report.isSent, "\(report.message)")
    let received = try await sink.message(0)
    #expect(received.defects == [])
    #expect(received.to == [["José Pérez", "jose@example.com"]])
    #expect(
      received.cc == [["Babbage, Charles", "charles@example.net"], ["", "carol@example.com"]])
    #expect(received.bcc == [])
    #expect(!received.header_names.contains("bcc"))
    #expect(
      received.recipients.sorted() == [
        "carol@example.com", "charles@example.net", "hidden@example.org", "jose@example.com",
      ])
  }

  @Test func aForwardCarriesItsAttachmentsAndAnAddedFile() async throws {
    let sink = try await SMTPSink()
    let original = Array(
      """
      From: Zoë <zoe@example.com>
      To: ada@example.org
      Subject: Rapport annuel
      Message-ID: <fwd.1@example.com>
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="b"

      --b
      Content-Type: text/plain; charset=utf-8

      Le rapport est joint.
      --b
      Content-Type: application/pdf
      Content-Disposition: attachment; filename*=utf-8''r%C3%A9sum%C3%A9.pdf
      Content-Transfer-Encoding: base64

      JVBERi0xLjQKJcOkw7zDtsOfCg==
      --b--
      """.utf8)
    let mail = try Mail(original)
    let outbox = Outbox(settings: settings(command: sink.sendCommand), mailRoot: mail.root)
    let added = mail.directory.url.appendingPathComponent("notes.txt")
    try Data("a\u{0}b".utf8).write(to: added)
    let workspace = try DraftWorkspace(
      Draft.forward(original, settings: outbox.settings, stamp: F.stamp))
    defer { workspace.remove() }
    let text = try String(contentsOfFile: workspace.draftPath, encoding: .utf8)
    let split = try #require(text.range(of: "\n\n"))
    let head = text[..<split.lowerBound]
      .replacingOccurrences(of: "\nTo:", with: "\nTo: Émile Zola <emile@example.fr>")
    #expect(head.hasSuffix("\nAttach: \(workspace.directory)/résumé.pdf"))
    try workspace.write(head + "\nAttach: \(added.path)" + text[split.lowerBound...])
    let draft = try workspace.read()
    let report = try await outbox.send(draft, original: mail.original, now: .now).wait()
    #expect(report.isSent, "\(report.message)")
    #expect(report.originalPath == "cur/1700000000.M1P1.host:2,PS")

    let received = try await sink.message(0)
    #expect(received.defects == [])
    #expect(received.subject == "Fwd: Rapport annuel")
    #expect(received.to == [["Émile Zola", "emile@example.fr"]])
    #expect(received.in_reply_to == nil)
    #expect(received.parts.map(\.type) == ["text/plain", "application/pdf", "text/plain"])
    #expect(received.parts.map(\.filename) == [nil, "résumé.pdf", "notes.txt"])
    #expect(
      received.parts[0].text?.contains("From: Zoë <zoe@example.com>\nSubject: Rapport annuel")
        == true)
    #expect(received.parts[0].text?.hasSuffix("Le rapport est joint.\n") == true)
    #expect(received.parts[1].hex == "255044462d312e340a25c3a4c3bcc3b6c39f0a")
    #expect(received.parts[2].cte == "base64")
    #expect(received.longest_line <= 78)
  }

  @Test func newMailWithNonASCIIEverywhereIsDecodedByPython() async throws {
    let sink = try await SMTPSink()
    let mail = try Mail()
    var settings = settings(command: sink.sendCommand)
    settings.identities = [Identity(name: "Ådå Łøvëlace, Countess", addresses: ["ada@example.org"])]
    settings.allows8bit = false
    let outbox = Outbox(settings: settings, mailRoot: mail.root)
    var draft = Draft.new(settings: settings, stamp: F.stamp)
    draft.to = [MailAddress(name: "Σωκράτης \"ο σοφός\"", address: "socrates@example.gr")]
    draft.subject = String(repeating: "Ζητήματα φιλοσοφίας και μαθηματικών — ", count: 3)
    draft.body = "Γειά σου!\n" + String(repeating: "λ", count: 500) + "\nend = fin \n"
    let report = try await outbox.send(draft, original: nil, now: .now).wait()
    #expect(report.isSent, "\(report.message)")
    let received = try await sink.message(0)
    #expect(received.defects == [])
    #expect(received.from == [["Ådå Łøvëlace, Countess", "ada@example.org"]])
    #expect(received.to == [["Σωκράτης \"ο σοφός\"", "socrates@example.gr"]])
    #expect(received.subject == draft.subject)
    #expect(received.parts.first?.cte == "quoted-printable")
    #expect(received.parts.first?.text == draft.body)
    #expect(received.longest_line <= 78)
    #expect(FileManager.default.fileExists(atPath: mail.root + "/" + mail.original.relativePath))
  }

  @Test(arguments: [
    ("echo 'sendmail: relay refused' >&2; exit 75", ComposeError.Code.sendFailed, "relay refused"),
    ("no-such-sendmail-xyz -t", ComposeError.Code.sendCommandMissing, "not found"),
    ("cat >/dev/null; sleep 30", ComposeError.Code.sendTimedOut, "did not finish in time"),
  ])
  func aFailedSendKeepsTheDraftAndSaysWhy(
    command: String, code: ComposeError.Code, said: String
  ) async throws {
    let mail = try Mail()
    let outbox = Outbox(
      settings: settings(command: command, timeout: .seconds(1)), mailRoot: mail.root)
    var draft = Draft.reply(to: F.original, all: false, settings: outbox.settings, stamp: F.stamp)
    draft.body = "Words I typed, not to be lost. é\n" + draft.body
    let started = ContinuousClock.now
    let report = try await outbox.send(draft, original: mail.original, now: .now).wait()
    #expect(ContinuousClock.now - started < .seconds(25))  // `sleep 30` was stopped
    #expect(!report.isSent)
    #expect(report.error?.code == code)
    #expect(report.message.contains(said), "\(report.message)")
    #expect(report.message.hasSuffix("The draft is kept in Drafts."))
    #expect(mail.files("Sent").isEmpty)
    #expect(FileManager.default.fileExists(atPath: mail.root + "/" + mail.original.relativePath))
    let drafts = mail.files("Drafts")
    #expect(drafts.count == 1)
    #expect(drafts.first?.hasSuffix(":2,DS") == true)
    let kept = MessageParser.parse(
      Array(try Data(contentsOf: URL(fileURLWithPath: drafts[0])))[...])
    #expect(kept.body.hasPrefix("Words I typed, not to be lost. é\n"))
    #expect(kept.header("In-Reply-To") == "<orig.3@example.com>")
  }

  @Test func anSMTPServerThatIsNotThereIsReportedWithMsmtpsWords() async throws {
    let sink = try await SMTPSink()
    sink.server.stop()
    let mail = try Mail()
    let outbox = Outbox(settings: settings(command: sink.sendCommand), mailRoot: mail.root)
    let draft = Draft.reply(to: F.original, all: false, settings: outbox.settings, stamp: F.stamp)
    let report = try await outbox.send(draft, original: mail.original, now: .now).wait()
    #expect(report.error?.code == .sendFailed)
    #expect(report.message.contains("msmtp"), "\(report.message)")
    #expect(mail.files("Drafts").count == 1)
  }
}
