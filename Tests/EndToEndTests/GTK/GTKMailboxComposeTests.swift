import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox-gtk` writing mail in the compose form (issues 23, 33): typed with xdotool,
  /// sent by the form's Send through real msmtp to a real SMTP server on
  /// 127.0.0.1, and read back with Python's `email` package.
  @Suite
  struct GTKMailboxComposeTests {
    /// A window on the Maildir++ tree of `MailFolders`, with settings naming an identity
    /// and msmtp sending to a fresh SMTP server (where the app looks for them,
    /// `~/.config`), once it shows the Inbox.
    ///
    /// - Parameters:
    ///   - editor: The `$VISUAL` script's lines; none runs no external editor.
    ///   - email: `$EMAIL`, set with no identity in the settings.
    /// - Returns: The window, the server, and the tree's root.
    static func start(editor: String? = nil, email: String? = nil) async throws -> (
      window: MailboxWindow, sink: SMTPSink, root: URL
    ) {
      let window = try await MailboxWindow.start()
      let sink = try await SMTPSink()
      let root = window.sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      try MailboxComposeTests.writeSettings(
        to: window.sandbox.home.appendingPathComponent(".config/splitkit-mailbox"),
        sendCommand: sink.sendCommand, identity: email == nil, editor: "form")
      var environment = ["VISUAL": "", "EDITOR": "false"]
      if let email { environment["EMAIL"] = email }
      if let editor {
        let script = window.sandbox.files.appendingPathComponent("editor.sh")
        try Data(("#!/bin/sh\n" + editor).utf8).write(to: script)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: script.path)
        environment["VISUAL"] = script.path
      }
      try await window.launch([root.path], environment: environment)
      try await window.waitUntil("the Inbox") { seen in
        seen.list?.name == "Inbox — 3" ? nil : "lists \(seen.listNames)"
      }
      return (window, sink, root)
    }

    /// Send in the form's bar, pressed as a screen reader's user presses it.
    static func send(_ window: MailboxWindow) async throws {
      try await window.bus.press(button: "Send", of: "mailbox", display: window.display)
    }

    /// The form's field `name` (an entry labelled by its row's title), if it shows.
    static func field(_ name: String, in seen: MailboxWindow.Seen) -> String? {
      seen.tree.nodes.first { $0.name == name && ["entry", "text"].contains($0.role) }?.text
    }

    /// `r` on Bob's message opens the compose form on the reply's text, the keyboard in it;
    /// Esc shows the fields filled in; Send sends what was typed: it reaches the server
    /// threaded under Bob's message, a copy is in Sent, and Bob's file gains `R`.
    @Test(.timeLimit(.minutes(2)))
    func aReplyTypedInTheComposeFormReachesTheServerThreaded() async throws {
      let (window, sink, root) = try await Self.start()
      try window.display.xdotool(["key", "Down", "r"])
      try await window.waitUntil("the reply's text, with the keyboard") { seen in
        seen.tree.nodes.contains {
          $0.role == "text" && $0.name == "Message text" && $0.states.contains("focused")
        } ? nil : "no focused text"
      }
      // The keyboard starts in the text, above the quote.
      try window.display.xdotool(["type", "--delay", "10", "Thursday works for me. Grüße!"])
      try window.display.xdotool(["key", "Escape"])
      let form = try await window.waitUntil("the reply's fields") { seen in
        Self.field("To", in: seen) != nil ? nil : "no To field"
      }
      #expect(Self.field("To", in: form) == "Bob <bob@example.org>")
      #expect(Self.field("Subject", in: form) == "Re: Lunch today")
      #expect(Self.field("From", in: form) == "Me Myself <me@example.org>")
      try await Self.send(window)
      let sent = try await sink.message(0)
      MailboxComposeTests.expectReplyToBob(sent, containing: "Thursday works for me. Grüße!")
      #expect(sent.parts.first?.text?.hasPrefix("Thursday works for me.") == true)
      try await window.waitUntil("sent, Bob's row marked replied") { seen in
        seen.rows.contains { $0.text.contains("Lunch today") && $0.text.contains("↩") }
          ? MailboxWindow.says(seen, "Sent to bob@example.org") : "no ↩ on Bob's row"
      }
      let copies = MailboxActionTests.files(root.appendingPathComponent(".Sent"))
        .filter { $0 != "cur/4.M4.host:2,S" }
      #expect(copies.count == 1, "\(copies)")
      try await MailboxActionTests.waitForFiles(
        root, ["cur/1.M1.host:2,S", "cur/2.M2.host:2,RS", "new/3.M3.host"])
      #expect(try await window.quit(), "q did not close the window")
    }

    /// New Message (`m`'s button) opens an empty form with the keyboard in To; what is
    /// typed in the fields (Tab moves on) and the text is what is sent, its non-ASCII
    /// subject encoded.
    @Test(.timeLimit(.minutes(2)))
    func aNewMessageTypedFieldByFieldIsSentAsTyped() async throws {
      let (window, sink, _) = try await Self.start()
      // The window's button for `m`, pressed as a screen reader's user presses it.
      try await window.bus.press(button: "New Message", of: "mailbox", display: window.display)
      try await window.waitUntil("the compose form") { seen in
        seen.tree.nodes.contains { $0.name == "To" && $0.states.contains("focused") }
          ? nil : "To has not the keyboard"
      }
      try window.display.xdotool(["type", "--delay", "10", "Dee <dee@example.org>"])
      // To → Cc → Bcc → Subject.
      try window.display.xdotool(["key", "Tab", "Tab", "Tab"])
      try await window.waitUntil("Subject has the keyboard") { seen in
        seen.tree.nodes.contains { $0.name == "Subject" && $0.states.contains("focused") }
          ? nil : "Subject has not the keyboard"
      }
      try window.display.xdotool(["type", "--delay", "10", "Café on Friday"])
      // Subject → Attach → the Text row, which opens the text.
      try window.display.xdotool(["key", "Tab", "Tab", "Return"])
      try await window.waitUntil("the text, with the keyboard") { seen in
        seen.tree.nodes.contains {
          $0.role == "text" && $0.name == "Message text" && $0.states.contains("focused")
        } ? nil : "no focused text"
      }
      try window.display.xdotool(["type", "--delay", "10", "See you there."])
      try await Self.send(window)
      let sent = try await sink.message(0)
      #expect(sent.subject == "Café on Friday")
      #expect(sent.to == [["Dee", "dee@example.org"]])
      #expect(sent.in_reply_to == nil)
      #expect(sent.parts.first?.text?.hasPrefix("See you there.") == true)
      #expect(
        sent.raw.lowercased().contains("subject: =?utf-8?"), "the subject is RFC 2047 encoded")
      #expect(try await window.quit(), "q did not close the window")
    }

    /// With no identity in the settings, a new message's From is `$EMAIL` (issue 35), and
    /// it is sent from there.
    @Test(.timeLimit(.minutes(2)))
    func withoutAnIdentityANewMessageIsFromEMAIL() async throws {
      let (window, sink, _) = try await Self.start(email: MailboxComposeTests.environmentSender)
      try window.display.xdotool(["key", "m"])
      let draft = try await window.waitUntil("the compose form") { seen in
        seen.tree.nodes.contains { $0.name == "To" && $0.states.contains("focused") }
          ? nil : "To has not the keyboard"
      }
      #expect(Self.field("From", in: draft) == MailboxComposeTests.environmentSender)
      try window.display.xdotool(["type", "--delay", "10", "Dee <dee@example.org>"])
      try await Self.send(window)
      let sent = try await sink.message(0)
      #expect(sent.from == [["Eve Example", "eve@example.org"]])
      #expect(try await window.quit(), "q did not close the window")
    }

    /// Open in Editor hands the draft to `$VISUAL` beside the window (a script that edits
    /// the subject and adds a line); the form shows what it wrote, and Send sends that,
    /// still threaded.
    @Test(.timeLimit(.minutes(2)))
    func openInEditorHandsTheDraftToTheEditorAndReadsItBack() async throws {
      let (window, sink, _) = try await Self.start(
        editor: """
          sed -i 's/^Subject: Re: Lunch today$/Subject: Re: Lunch today (edited)/' "$1"
          printf 'Added in the editor.\\n' >> "$1"

          """)
      try window.display.xdotool(["key", "Down", "r"])
      try await window.waitUntil("the reply's text") { seen in
        seen.tree.nodes.contains { $0.role == "text" && $0.name == "Message text" }
          ? nil : "no text"
      }
      try window.display.xdotool(["key", "Escape"])
      try await window.bus.press(button: "Open in Editor", of: "mailbox", display: window.display)
      try await window.waitUntil("the editor's subject in the form") { seen in
        let subject = Self.field("Subject", in: seen)
        return subject == "Re: Lunch today (edited)" ? nil : "subject \(subject ?? "none")"
      }
      try await Self.send(window)
      let sent = try await sink.message(0)
      #expect(sent.subject == "Re: Lunch today (edited)")
      #expect(sent.in_reply_to == "<Lunchtoday@example.org>")
      #expect(sent.parts.first?.text?.contains("Added in the editor.") == true)
      #expect(try await window.quit(), "q did not close the window")
    }
  }
}
