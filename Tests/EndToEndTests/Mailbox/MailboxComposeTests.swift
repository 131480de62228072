import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox` writing mail (issue 23), with real files and programs.
  ///
  /// `r` hands the terminal to `$EDITOR` (a script that
  /// records the terminal's mode and adds a line) on the reply's draft, `y` pipes it to
  /// the configured send command (a script keeping what it reads), the copy goes to Sent,
  /// the original's file name gains `R` and its row `↩`, and mutt sees it replied. A send
  /// command that fails keeps the draft in Drafts and shows the error; quitting with an
  /// unsent draft asks.
  @Suite
  struct MailboxComposeTests {
    /// The tree (the Inbox of MailFolders.maildirPlusPlus), the editor and send scripts and
    /// the settings naming them; `failing` makes the send command fail.
    static func setUp(_ sandbox: Sandbox, failing: Bool = false) throws -> (
      root: URL, outbox: URL, environment: [String: String]
    ) {
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      let outbox = sandbox.files.appendingPathComponent("outbox")
      try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
      let editor = sandbox.files.appendingPathComponent("editor.sh")
      try Data(
        """
        #!/bin/sh
        # The terminal as the editor finds it, then the draft edited as a person would.
        stty -a > '\(outbox.path)/stty.txt'
        sed -i 's/^To:$/To: Dee <dee@example.org>/; s/^Subject:$/Subject: Plans/' "$1"
        printf 'Written in the editor.\\n' >> "$1"

        """.utf8
      ).write(to: editor)
      // On PATH, so the error naming the command fits on a line.
      let bin = sandbox.files.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let send = bin.appendingPathComponent("send-mail")
      try Data(
        (failing
          ? "#!/bin/sh\ncat > /dev/null\necho 'relay refused the message' >&2\nexit 75\n"
          : "#!/bin/sh\ncat > '\(outbox.path)/sent.eml'\n").utf8
      ).write(to: send)
      for script in [editor, send] {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
      }
      try writeSettings(
        to: sandbox.files.appendingPathComponent("config/splitkit-mailbox"),
        sendCommand: "send-mail")
      let environment = [
        "XDG_CONFIG_HOME": sandbox.files.appendingPathComponent("config").path,
        "EDITOR": editor.path, "VISUAL": "",
        "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      ]
      return (root, outbox, environment)
    }

    /// Writes a settings file into `directory`: the identity Me Myself <me@example.org>
    /// (unless `identity` is false), `sendCommand`, and the compose editor (`external`:
    /// `$VISUAL`/`$EDITOR`, or `form`).
    static func writeSettings(
      to directory: URL, sendCommand: String, identity: Bool = true, editor: String = "external"
    ) throws {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let me = identity ? "[identity home]\nname = Me Myself\naddresses = me@example.org\n" : ""
      let compose = "[compose]\neditor = \(editor)\n"
      try Data((me + compose + "[send]\ncommand = \(sendCommand)\n").utf8)
        .write(to: directory.appendingPathComponent("config"))
    }

    /// Who a message is from when no identity is set: `$EMAIL`.
    static let environmentSender = "Eve Example <eve@example.org>"

    /// Checks a reply to Bob's "Lunch today" as the SMTP server received it: threaded under
    /// it, from the identity, decoded without defects, the quote and `text` in it.
    static func expectReplyToBob(_ sent: SMTPSink.Received, containing text: String) {
      #expect(sent.subject == "Re: Lunch today")
      #expect(sent.in_reply_to == "<Lunchtoday@example.org>")
      #expect(sent.references == "<Lunchtoday@example.org>")
      #expect(sent.to == [["Bob", "bob@example.org"]])
      #expect(sent.from == [["Me Myself", "me@example.org"]])
      #expect(sent.defects.isEmpty, "\(sent.defects)")
      let body = sent.parts.first?.text ?? ""
      #expect(body.contains(text) && body.contains("> About Lunch today."), "\(body)")
    }

    /// Starts `mailbox` on the tree, opens Bob's message and replies (`r`), and waits until
    /// the editor has run on a cooked terminal and the reader, drawn again, asks to send.
    static func replyToBob(in root: URL, sandbox: Sandbox, environment: [String: String])
      async throws -> TmuxSession
    {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 24, sandbox: sandbox,
        environment: environment)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try session.sendKeys(.down, .text("r"))
      try await session.waitFor("the confirmation after the editor", timeout: .seconds(20)) {
        $0.joined().contains("Send to bob@example.org? y send · e edit · p postpone · d discard")
          && $0[0].contains("Inbox — 3")
      }
      return session
    }

    /// Starts `mailbox` on the tree and writes a new message (`m`; the editor fills To
    /// and Subject), and waits until it asks to send it to Dee.
    static func newMessageToDee(
      in root: URL, sandbox: Sandbox, environment: [String: String], columns: Int
    ) async throws -> TmuxSession {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: columns, rows: 24, sandbox: sandbox,
        environment: environment)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try session.sendKeys(.text("m"))
      try await session.waitFor("the confirmation", timeout: .seconds(20)) {
        $0.joined().contains("Send to dee@example.org?")
      }
      return session
    }

    /// The header `name`'s value in `message` (one line).
    static func header(_ name: String, in message: String) -> String? {
      for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.isEmpty || line == "\r" { break }
        if line.lowercased().hasPrefix(name.lowercased() + ":") {
          return line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespacesAndNewlines)
        }
      }
      return nil
    }

    /// The reply goes through real msmtp to a real SMTP server on 127.0.0.1 and arrives
    /// threaded under Bob's message, as Python's `email` package reads it.
    @Test func aReplySentThroughMsmtpReachesTheServerThreaded() async throws {
      let sandbox = try Sandbox()
      let (root, _, environment) = try Self.setUp(sandbox)
      let sink = try await SMTPSink()
      try Self.writeSettings(
        to: sandbox.files.appendingPathComponent("config/splitkit-mailbox"),
        sendCommand: sink.sendCommand)
      let session = try await Self.replyToBob(in: root, sandbox: sandbox, environment: environment)
      try session.sendKeys(.text("y"))
      Self.expectReplyToBob(try await sink.message(0), containing: "Written in the editor.")
      try await session.waitFor(text: "Sent to bob@example.org")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func aReplyIsEditedSentFiledAndMarkedReplied() async throws {
      let sandbox = try Sandbox()
      let (root, outbox, environment) = try Self.setUp(sandbox)
      let session = try await Self.replyToBob(in: root, sandbox: sandbox, environment: environment)
      let stty = try String(contentsOf: outbox.appendingPathComponent("stty.txt"), encoding: .utf8)
      #expect(stty.contains(" icanon") && stty.contains(" echo "), "the editor's terminal: \(stty)")
      #expect(
        !FileManager.default.fileExists(atPath: outbox.appendingPathComponent("sent.eml").path))
      try session.sendKeys(.text("y"))
      try await session.waitFor("sent, Bob's row marked replied") { screen in
        screen.joined().contains("Sent to bob@example.org")
          && screen.contains { $0.contains("Lunch today") && $0.contains("↩") }
      }
      let sent = try String(contentsOf: outbox.appendingPathComponent("sent.eml"), encoding: .utf8)
      #expect(Self.header("Subject", in: sent) == "Re: Lunch today")
      #expect(Self.header("In-Reply-To", in: sent) == "<Lunchtoday@example.org>")
      #expect(Self.header("References", in: sent) == "<Lunchtoday@example.org>")
      #expect(Self.header("To", in: sent) == "Bob <bob@example.org>")
      #expect(Self.header("From", in: sent) == "Me Myself <me@example.org>")
      #expect(sent.contains("> About Lunch today."))
      #expect(sent.contains("Written in the editor."))
      let messageID = try #require(Self.header("Message-ID", in: sent))
      #expect(messageID.hasSuffix("@example.org>"))
      // The Sent copy is the message sent; the original has R (and S, opened).
      let sentFolder = root.appendingPathComponent(".Sent")
      let copies = MailboxActionTests.files(sentFolder).filter { $0 != "cur/4.M4.host:2,S" }
      #expect(copies.count == 1 && copies.first?.hasSuffix(":2,S") == true, "\(copies)")
      if let copy = copies.first {
        let filed = try String(
          contentsOf: sentFolder.appendingPathComponent(copy), encoding: .utf8)
        #expect(Self.header("Message-ID", in: filed) == messageID)
      }
      try await MailboxActionTests.waitForFiles(
        root, ["cur/1.M1.host:2,S", "cur/2.M2.host:2,RS", "new/3.M3.host"])
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      // mutt sees Bob's message replied.
      let bob = try await MailboxAttachmentTests.muttRow("Lunch today", in: root, sandbox: sandbox)
      #expect(bob.contains(" r "), "mutt's row: \(bob)")
    }

    /// With no identity in the settings, `m` writes from `$EMAIL` (issue 35): the message
    /// is sent, not stopped with "No From address".
    @Test func withoutAnIdentityANewMessageIsFromEMAIL() async throws {
      let sandbox = try Sandbox()
      var (root, outbox, environment) = try Self.setUp(sandbox)
      try Self.writeSettings(
        to: sandbox.files.appendingPathComponent("config/splitkit-mailbox"),
        sendCommand: "send-mail", identity: false)
      environment["EMAIL"] = Self.environmentSender
      let session = try await Self.newMessageToDee(
        in: root, sandbox: sandbox, environment: environment, columns: 160)
      try session.sendKeys(.text("y"))
      try await session.waitFor(text: "Sent to dee@example.org")
      let sent = try String(contentsOf: outbox.appendingPathComponent("sent.eml"), encoding: .utf8)
      #expect(Self.header("From", in: sent) == Self.environmentSender)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// With `[compose] editor = form` (the default), `m` opens the compose form in the
    /// message's column: what is typed in its fields and on its text's page is sent by its
    /// Send button, and no editor runs (issue 33).
    @Test(arguments: [160, 60])
    func aNewMessageWrittenInTheFormIsSent(columns: Int) async throws {
      let sandbox = try Sandbox()
      let (root, outbox, environment) = try Self.setUp(sandbox)
      try Self.writeSettings(
        to: sandbox.files.appendingPathComponent("config/splitkit-mailbox"),
        sendCommand: "send-mail", editor: "form")
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: columns, rows: 24, sandbox: sandbox,
        environment: environment)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try session.sendKeys(.text("m"))
      try await session.waitFor("the form, To first") { screen in
        screen.contains { $0.contains("New message") } && screen.contains { $0.contains("To ") }
          && screen.contains { $0.contains("Open in Editor") }
      }
      try session.sendKeys(.text("Dee <dee@example.org>"), .tab, .tab, .tab, .text("Plans"))
      // Attach, then Text: Return opens the text's page.
      try session.sendKeys(.tab, .tab, .enter)
      try await session.waitFor(text: "Message text")
      try session.sendKeys(.text("Written in the form."), .escape)
      // The form's Text row reads the text as it is typed, so it can show it while the
      // text's page is still sliding in: only a screen without that page is the form.
      try await session.waitFor("the fields again, the text's first line on its row") { screen in
        screen.contains { $0.contains("Text") && $0.contains("Written in the form.") }
          && !screen.contains { $0.contains("Message text") }
      }
      try session.sendKeys(.tab, .enter)
      try await session.waitFor(text: "Sent to dee@example.org", timeout: .seconds(20))
      let sent = try String(contentsOf: outbox.appendingPathComponent("sent.eml"), encoding: .utf8)
      #expect(Self.header("To", in: sent) == "Dee <dee@example.org>")
      #expect(Self.header("Subject", in: sent) == "Plans")
      #expect(sent.contains("Written in the form."))
      #expect(
        !FileManager.default.fileExists(atPath: outbox.appendingPathComponent("stty.txt").path),
        "no editor ran")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func aFailedSendKeepsTheDraftAndQuittingWithADraftAsks() async throws {
      let sandbox = try Sandbox()
      let (root, _, environment) = try Self.setUp(sandbox, failing: true)
      // Wide enough for the command's whole error on the status line.
      let session = try await Self.newMessageToDee(
        in: root, sandbox: sandbox, environment: environment, columns: 240)
      try session.sendKeys(.text("y"))
      let error =
        "The send command `send-mail` failed (exit status 75): relay refused the message."
        + " The draft is kept in Drafts."
      try await session.waitFor(
        "the command's error, in the status line and the message column", timeout: .seconds(20)
      ) {
        $0[23].contains(error) && $0.contains { $0.contains("⚠ " + error) }
      }
      // Any key goes back to the message.
      try session.sendKeys(.text("x"))
      try await session.waitFor("the message again") {
        !$0.joined().contains("relay refused") && $0.joined().contains("Subject: Welcome aboard")
      }
      let drafts = root.appendingPathComponent(".Drafts")
      let kept = MailboxActionTests.files(drafts)
      #expect(kept.count == 1 && kept.first?.hasSuffix(":2,DS") == true, "\(kept)")
      if let file = kept.first {
        let draft = try String(contentsOf: drafts.appendingPathComponent(file), encoding: .utf8)
        #expect(Self.header("To", in: draft) == "Dee <dee@example.org>")
        #expect(Self.header("Subject", in: draft) == "Plans")
        #expect(draft.contains("Written in the editor."))
      }
      // A second draft, not sent: q asks; n stays, y quits and files it in Drafts.
      try session.sendKeys(.text("m"))
      try await session.waitFor("the confirmation", timeout: .seconds(20)) {
        $0.joined().contains("Send to dee@example.org?")
      }
      try session.sendKeys(.text("q"))
      try await session.waitFor(text: "Quit and keep the draft in Drafts? (y/n)")
      try session.sendKeys(.text("n"))
      try await session.waitFor(text: "Send to dee@example.org?")
      try session.sendKeys(.text("q"))
      try await session.waitFor(text: "Quit and keep the draft in Drafts? (y/n)")
      try session.sendKeys(.text("y"))
      try await session.expectRestoredExit(status: 0)
      #expect(MailboxActionTests.files(drafts).count == 2)
    }
  }
}
