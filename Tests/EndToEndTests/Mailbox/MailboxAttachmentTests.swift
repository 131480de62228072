import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox` on a Maildir++ tree, the rest of issue 24: `w` saves an attachment (never
  /// over a file: `name (1).ext`), `o` opens a private copy and `L` a chosen link through
  /// the configured opener, `s` moves to a folder chosen in the folder list, a flagged
  /// message is marked in its row, and mutt, reading the folders afterwards, sees the
  /// flag and the read state.
  @Suite
  struct MailboxAttachmentTests {
    /// Bob's message: two links, a `javascript:` one that is not listed, and two
    /// attachments, one with a hostile name.
    static let bobsMessage = """
      From: Bob <bob@example.org>
      Subject: Lunch today
      Date: Mon, 5 Jan 2026 10:00:00 +0000
      Message-ID: <Lunchtoday@example.org>
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="b1"

      --b1
      Content-Type: text/plain; charset=utf-8

      The menu is at https://example.org/menu. Questions: mailto:bob@example.org
      Not this: javascript:alert(1)
      --b1
      Content-Type: text/plain; name="menu.txt"
      Content-Disposition: attachment; filename="menu.txt"
      Content-Transfer-Encoding: base64

      U291cAo=
      --b1
      Content-Type: application/x-sh
      Content-Disposition: attachment; filename="../../evil.sh"

      echo pwned
      --b1--

      """

    /// The tree: the Inbox (Ada read, Bob and Cy new), `.Archive`, `.Projects`; a settings
    /// file naming the opener script and the attachments folder.
    static func setUp(_ sandbox: Sandbox) throws -> (root: URL, saved: URL, opened: URL) {
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.write(
        at: root, maildirs: [".", ".Archive", ".Projects"],
        files: [
          "cur/1.M1.host:2,S": MailFolders.message("Ada", "Welcome aboard"),
          "new/2.M2.host": bobsMessage,
          "new/3.M3.host": MailFolders.message("Cy", "Build is red"),
        ])
      let saved = sandbox.files.appendingPathComponent("saved")
      try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
      try Data("already here\n".utf8).write(to: saved.appendingPathComponent("menu.txt"))
      let opened = sandbox.files.appendingPathComponent("opened.txt")
      let opener = sandbox.files.appendingPathComponent("opener.sh")
      try Data(
        """
        #!/bin/sh
        # One line per call, written at once: the argument, then the file's first line
        # when it is a file.
        line="$1"
        [ -f "$1" ] && line="$line $(head -n 1 "$1")"
        printf '%s\n' "$line" >> '\(opened.path)'

        """.utf8
      ).write(to: opener)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
      let config = sandbox.files.appendingPathComponent("config/splitkit-mailbox")
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try Data(
        "[open]\ncommand = \(opener.path)\n[attachments]\ndirectory = \(saved.path)\n".utf8
      ).write(to: config.appendingPathComponent("config"))
      return (root, saved, opened)
    }

    /// Checks `saved` after saves of menu.txt next to the file of that name ``setUp(_:)``
    /// put there: that file untouched, the attachment saved as `menu (1).txt`.
    static func expectTheFileThereKeptAndTheCopySaved(in saved: URL) throws {
      #expect(
        try String(contentsOf: saved.appendingPathComponent("menu.txt"), encoding: .utf8)
          == "already here\n")
      #expect(
        try String(contentsOf: saved.appendingPathComponent("menu (1).txt"), encoding: .utf8)
          == "Soup\n")
    }

    /// The lines the opener script wrote, once there are `count`.
    static func waitForOpened(_ file: URL, count: Int) async throws -> [String] {
      let deadline = ContinuousClock.now + .seconds(10)
      var lines: [String] = []
      while ContinuousClock.now < deadline {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        // Complete lines only.
        lines = text.split(separator: "\n").map(String.init)
        if !text.isEmpty, !text.hasSuffix("\n") { lines.removeLast() }
        if lines.count >= count { break }
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(lines.count == count, "opener calls: \(lines)")
      return lines
    }

    @Test func saveOpenLinksMoveAndTheFlagMarkAsMuttSeesThem() async throws {
      let sandbox = try Sandbox()
      let (root, saved, opened) = try Self.setUp(sandbox)
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 24, sandbox: sandbox,
        environment: ["XDG_CONFIG_HOME": sandbox.files.appendingPathComponent("config").path])
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      // Bob, opened beside the list, flagged: read, so the flag is the row's mark.
      try session.sendKeys(.down, .text("F"))
      try await session.waitFor("Bob's row marked flagged") { screen in
        screen.contains { $0.contains("Lunch today") && $0.contains("⚑") }
      }
      // w: two attachments are numbered in the message column; 1 asks where, suggesting
      // a free name beside the file already there, which Enter accepts.
      try session.sendKeys(.text("w"))
      try await session.waitFor("the attachments numbered") { screen in
        screen.joined().contains("Save attachment:")
          && screen.contains { $0.contains("1  menu.txt  text/plain") }
          && screen.contains { $0.contains("2  ../../evil.sh") }
      }
      try session.sendKeys(.text("1"))
      try await session.waitFor(text: "Save as: \(saved.path)/menu (1).txt▏")
      try session.sendKeys(.enter)
      try await session.waitFor(text: "Saved \(saved.path)/menu (1).txt")
      // The name of the file there: asked before replacing it, and n keeps it.
      try session.sendKeys(.text("w"), .text("1"), .control("u"), .text(saved.path + "/menu.txt"))
      try await session.waitFor(text: "Save as: \(saved.path)/menu.txt▏")
      try session.sendKeys(.enter)
      try await session.waitFor(text: "menu.txt exists; replace it? (y/n)")
      try session.sendKeys(.text("n"))
      try await session.waitFor(text: "Not saved: the file there is kept")
      // A relative name is saved in the attachments folder; a hostile name's suggestion
      // stays inside it.
      try session.sendKeys(.text("w"), .text("1"), .control("u"), .text("soup.txt"), .enter)
      try await session.waitFor(text: "Saved \(saved.path)/soup.txt")
      try session.sendKeys(.text("w"), .text("2"))
      try await session.waitFor(text: "Save as: \(saved.path)/evil.sh▏")
      try session.sendKeys(.enter)
      try await session.waitFor(text: "Saved \(saved.path)/evil.sh")
      // Esc saves nothing.
      try session.sendKeys(.text("w"), .text("1"), .escape)
      try await session.waitFor(text: "Not saved")
      let names = try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted()
      #expect(names == ["evil.sh", "menu (1).txt", "menu.txt", "soup.txt"])
      try Self.expectTheFileThereKeptAndTheCopySaved(in: saved)
      let mode =
        try FileManager.default.attributesOfItem(
          atPath: saved.appendingPathComponent("evil.sh").path)[.posixPermissions] as? Int
      #expect(mode.map { $0 & 0o111 } == 0, "a saved file is never executable")
      // o 1: the opener gets a private copy, not the saved file.
      try session.sendKeys(.text("o"), .text("1"))
      let afterOpen = try await Self.waitForOpened(opened, count: 1)
      #expect(afterOpen.first?.hasSuffix("/menu.txt Soup") == true, "\(afterOpen)")
      #expect(afterOpen.first?.hasPrefix(saved.path) == false)
      // L: the links numbered (javascript: is not one); 2 opens the mailto link.
      try session.sendKeys(.text("L"))
      try await session.waitFor("the links numbered") { screen in
        screen.joined().contains("Open link:")
          && screen.contains { $0.contains("1  https://example.org/menu") }
          && screen.contains { $0.contains("2  mailto:bob@example.org") }
          && !screen.contains { $0.contains("javascript") && $0.contains("3  ") }
      }
      try session.sendKeys(.text("2"))
      let afterLink = try await Self.waitForOpened(opened, count: 2)
      #expect(afterLink.last == "mailto:bob@example.org")
      // s: the folder list chooses; Esc first leaves Bob where he is.
      try session.sendKeys(.text("s"))
      try await session.waitFor(text: "Move to which folder?")
      try session.sendKeys(.escape)
      try await session.waitFor(text: "Not moved")
      try session.sendKeys(.text("s"))
      try await session.waitFor(text: "Move to which folder?")
      try session.sendKeys(.end, .enter)
      try await session.waitFor("moved to Projects") {
        $0[0].contains("Inbox — 2") && $0.joined().contains("Moved to Projects (U undoes)")
          && !$0.joined().contains("Lunch today")
      }
      try await MailboxActionTests.waitForFiles(
        root.appendingPathComponent(".Projects"), ["cur/2.M2.host:2,FS"])
      try await MailboxActionTests.waitForFiles(
        root, ["cur/1.M1.host:2,S", "new/3.M3.host"])
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      // mutt, another client, sees Bob flagged and read in Projects, Cy still new.
      let bob = try await Self.muttRow(
        "Lunch today", in: root.appendingPathComponent(".Projects"), sandbox: sandbox)
      #expect(bob.contains(" ! ") && !bob.contains(" N "), "mutt's row: \(bob)")
      let cy = try await Self.muttRow("Build is red", in: root, sandbox: sandbox)
      #expect(cy.contains(" N "), "mutt's row: \(cy)")
    }

    /// A message of three 400,000-byte attachments, base64: the view reads its first
    /// 1 MiB, which holds the first, part of the second and none of the third.
    static func threeLargeAttachments() -> String {
      var text = """
        From: Ann <ann@example.org>
        Subject: Scans
        Message-ID: <scans@example.org>
        MIME-Version: 1.0
        Content-Type: multipart/mixed; boundary="b1"

        --b1
        Content-Type: text/plain

        Three scans.

        """
      for (index, byte) in [UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c")].enumerated() {
        let encoded = Data(repeating: byte, count: 400_000).base64EncodedString(
          options: .lineLength76Characters)
        text += "--b1\nContent-Type: application/octet-stream\n"
        text += "Content-Disposition: attachment; filename=\"scan\(index + 1).bin\"\n"
        text += "Content-Transfer-Encoding: base64\n\n" + encoded + "\n"
      }
      return text + "--b1--\n"
    }

    /// Issue 35: `w` offers the attachments the view lists (those in the first 1 MiB, the
    /// one the cut runs through included), not every part of the file; the one cut off
    /// in the view is saved whole.
    @Test func saveOffersTheAttachmentsTheViewListsAndSavesACutOneWhole() async throws {
      let sandbox = try Sandbox()
      let (root, saved, _) = try Self.setUp(sandbox)
      try Data(Self.threeLargeAttachments().utf8).write(
        to: root.appendingPathComponent("new/4.M4.host"))
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 40, sandbox: sandbox,
        environment: ["XDG_CONFIG_HOME": sandbox.files.appendingPathComponent("config").path])
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 4") }
      try session.sendKeys(.end)
      try await session.waitFor("the scans, the second cut off in the view") { screen in
        screen.contains { $0.contains("scan2.bin") && $0.contains("cut off") }
          && !screen.joined().contains("scan3.bin")
      }
      try session.sendKeys(.text("w"))
      let offered = try await session.waitFor("the attachments numbered") { screen in
        screen.joined().contains("Save attachment:")
          && screen.contains { $0.contains("2  scan2.bin") }
      }
      #expect(!offered.joined().contains("scan3.bin"), "\(offered)")
      try session.sendKeys(.text("2"))
      try await session.waitFor(text: "Save as: \(saved.path)/scan2.bin▏")
      try session.sendKeys(.enter)
      try await session.waitFor(text: "Saved \(saved.path)/scan2.bin")
      let contents = try Data(contentsOf: saved.appendingPathComponent("scan2.bin"))
      #expect(contents == Data(repeating: UInt8(ascii: "b"), count: 400_000))
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// The row of mutt's index (read-only, with no settings of the user's) showing
    /// `subject` in `maildir`: its flags column says what mutt sees (`N` new, `!` flagged,
    /// `r` replied).
    static func muttRow(_ subject: String, in maildir: URL, sandbox: Sandbox) async throws
      -> String
    {
      let mutt = try TmuxSession(
        [
          "mutt", "-n", "-F", "/dev/null", "-R", "-e", "set folder=\(maildir.path)", "-f",
          maildir.path,
        ], columns: 100, rows: 10, sandbox: sandbox)
      defer { mutt.close() }
      let screen = try await mutt.waitFor("mutt's index of \(maildir.lastPathComponent)") {
        $0.contains { $0.contains(subject) }
      }
      return screen.first { $0.contains(subject) } ?? ""
    }
  }
}
