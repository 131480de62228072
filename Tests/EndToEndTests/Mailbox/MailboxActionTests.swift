import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox` acting on a Maildir++ tree (issue 24), each action a rename on disk.
  ///
  /// Opening marks read, F flags, d deletes to Trash, U undoes, A archives; notmuch,
  /// reading the same Maildir afterwards, sees the read and flagged state. mbox files and
  /// `--read-only` change nothing and say why.
  @Suite
  struct MailboxActionTests {
    /// The relative paths of the files in `maildir`'s `cur/` and `new/`.
    static func files(_ maildir: URL) -> [String] {
      ["cur", "new"].flatMap { sub in
        ((try? FileManager.default.contentsOfDirectory(
          atPath: maildir.appendingPathComponent(sub).path)) ?? []).map { sub + "/" + $0 }
      }.sorted()
    }

    /// Polls until `files(maildir)` is `expected`, failing after 10 s with what is there.
    static func waitForFiles(_ maildir: URL, _ expected: [String]) async throws {
      let deadline = ContinuousClock.now + .seconds(10)
      while files(maildir) != expected, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(files(maildir) == expected, "in \(maildir.lastPathComponent)")
    }

    @Test func eachActionRenamesTheFileAndNotmuchSeesTheFlags() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 24, sandbox: sandbox)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      // Moving to Bob beside the list opens him: new/ → cur/ with S.
      try session.sendKeys(.down)
      try await Self.waitForFiles(
        root, ["cur/1.M1.host:2,S", "cur/2.M2.host:2,S", "new/3.M3.host"])
      try session.sendKeys(.text("F"))
      try await session.waitFor("flagged") { $0[23].contains("Flagged") }
      try await Self.waitForFiles(
        root, ["cur/1.M1.host:2,S", "cur/2.M2.host:2,FS", "new/3.M3.host"])
      try session.sendKeys(.text("d"))
      try await session.waitFor("deleted: the list without Bob") {
        $0[0].contains("Inbox — 2") && !$0.joined().contains("Lunch today")
          && $0[23].contains("Deleted: moved to Trash")
      }
      try await Self.waitForFiles(root.appendingPathComponent(".Trash"), ["cur/2.M2.host:2,FS"])
      // The Trash the delete made is in the sidebar at once, with the Inbox still open.
      try await session.waitFor("the new Trash listed") { screen in
        screen.contains { $0.hasPrefix(" Trash ") } && screen.contains { $0.hasPrefix(" Inbox ") }
      }
      try session.sendKeys(.text("U"))
      try await session.waitFor("undone: Bob is back") {
        $0[0].contains("Inbox — 3") && $0.joined().contains("Lunch today")
      }
      try await Self.waitForFiles(root.appendingPathComponent(".Trash"), [])
      try await Self.waitForFiles(
        root, ["cur/1.M1.host:2,S", "cur/2.M2.host:2,FS", "new/3.M3.host"])
      // Archive the first message (Ada).
      try session.sendKeys(.text("A"))
      try await session.waitFor("archived") {
        $0[0].contains("Inbox — 2") && $0[23].contains("Archived: moved to Archive")
      }
      try await Self.waitForFiles(
        root.appendingPathComponent(".Archive"), ["cur/1.M1.host:2,S", "cur/5.M5.host:2,S"])
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)

      try await Self.expectNotmuchSeesTheActions(root, in: sandbox)
    }

    /// What notmuch, reading `root` afterwards, sees of ``MailFolders/maildirPlusPlus(at:)``
    /// once Bob's message was read and flagged and Ada's archived: Bob flagged, and only
    /// Cy's and Eve's messages unread.
    static func expectNotmuchSeesTheActions(_ root: URL, in sandbox: Sandbox) async throws {
      let config = sandbox.files.appendingPathComponent("notmuch-config")
      try Data("[database]\npath=\(root.path)\n[maildir]\nsynchronize_flags=true\n".utf8)
        .write(to: config)
      let notmuch = try Subprocess.which("notmuch")
      let environment = sandbox.environment(["NOTMUCH_CONFIG": config.path])
      _ = try await Subprocess.run(notmuch, ["new", "--quiet"], environment: environment)
      let flagged = try await Subprocess.run(
        notmuch, ["search", "--output=messages", "tag:flagged"], environment: environment)
      #expect(flagged.standardOutput == "id:Lunchtoday@example.org\n")
      let unread = try await Subprocess.run(
        notmuch, ["search", "--output=messages", "--sort=oldest-first", "tag:unread"],
        environment: environment)
      // Both have the same date, so notmuch may list them in either order.
      #expect(
        unread.standardOutput.split(separator: "\n").sorted()
          == ["id:Buildisred@example.org", "id:Taxpapers@example.org"])
    }

    @Test func readOnlyChangesNothingOnDiskAndSaysWhy() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      let before = Self.files(root)
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path, "--read-only"], columns: 160, rows: 24,
        sandbox: sandbox)
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 3") }
      try session.sendKeys(.down, .text("d"))
      try await session.waitFor("why d is off") {
        $0[23].contains("Read-only: nothing is changed (--read-only)")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
      #expect(Self.files(root) == before)
      #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".Trash").path))

      // An mbox is never written, whatever the flags.
      let mboxes = sandbox.files.appendingPathComponent("Mboxes")
      try MailFolders.mboxPerFolder(at: mboxes)
      let inbox = try Data(contentsOf: mboxes.appendingPathComponent("inbox"))
      let mbox = try TmuxSession(
        Binary.locate("mailbox"), [mboxes.path], columns: 160, rows: 24, sandbox: sandbox)
      try await mbox.waitFor("the mbox inbox") { $0[0].contains("inbox — 2") }
      try mbox.sendKeys(.text("F"))
      try await mbox.waitFor("why F is off") {
        $0[23].contains("mbox is never written: marks in state file")
      }
      try mbox.sendKeys(.text("q"))
      try await mbox.expectRestoredExit(status: 0)
      #expect(try Data(contentsOf: mboxes.appendingPathComponent("inbox")) == inbox)
    }

    @Test func aBadSettingsLineStopsTheReaderNamingIt() async throws {
      let sandbox = try Sandbox()
      let folder = sandbox.files.appendingPathComponent("config/splitkit-mailbox")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("config")
      try Data("[folders]\narchiv = Old\n".utf8).write(to: file)
      let output = try await Binary.locate("mailbox").run(
        [], sandbox: sandbox,
        environment: ["XDG_CONFIG_HOME": sandbox.files.appendingPathComponent("config").path])
      #expect(output.status == 78)
      #expect(
        output.standardError
          == "mailbox: \(file.path):2: unknown key archiv in [folders] (known: archive, trash, sent, drafts)\n"
      )
    }
  }
}
