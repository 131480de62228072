import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox DIR` on folder trees the test writes (issue 11): three columns side by side
  /// at 160 columns, the list and the folders sliding over the message at 100, one stack
  /// (folders → messages → message) at 70; the open folder and read marks come back.
  @Suite
  struct MailboxFolderTests {
    private func launch(_ sandbox: Sandbox, _ path: URL, columns: Int) throws -> TmuxSession {
      try TmuxSession(
        Binary.locate("mailbox"), [path.path], columns: columns, rows: 24, sandbox: sandbox)
    }

    @Test func wideShowsFoldersListAndMessageSideBySide() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      let session = try launch(sandbox, root, columns: 160)
      try await session.waitFor("three columns with unread counts") {
        $0[0].contains("Mail") && $0[0].contains("Inbox — 3")
          && $0[0].filter { $0 == "│" }.count == 2
          && $0[1].hasPrefix(" Inbox") && $0[1].contains("2 │")
          && $0[2].hasPrefix(" Archive") && $0[3].hasPrefix("   2024") && $0[3].contains("1 │")
          && $0[4].hasPrefix(" Sent") && $0[23].contains("3 messages, 2 unread")
      }
      // Shift-Tab to the folders; moving there opens the folder beside the list.
      try session.sendKeys(.backTab, .down, .down)
      try await session.waitFor("2024 open beside its message") {
        $0[0].contains("2024 — 1") && $0[0].contains("Tax papers")
          && $0[1].contains("From:    Eve <eve@example.org>")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// Issue 35: with the Inbox's `cur/` unreadable the tree still opens (as `nobody`
    /// under root, as CI runs): the Inbox's status line names the directory at fault, and
    /// the other folders open and show their mail.
    @Test func anUnreadableInboxSaysWhyAndTheOtherFoldersOpen() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.maildirPlusPlus(at: root)
      for open in [sandbox.files, sandbox.home, sandbox.stateHome] {
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
      }
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o000], ofItemAtPath: root.appendingPathComponent("cur").path)
      let nobody =
        geteuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
      let session = try TmuxSession(
        nobody + [try Binary.locate("mailbox").path, root.path], columns: 160, rows: 24,
        sandbox: sandbox)
      try await session.waitFor("the Inbox's reason, the other folders listed") {
        $0.joined().contains(root.path + "/cur: permission denied")
          && $0.contains { $0.hasPrefix(" Archive") } && $0.contains { $0.hasPrefix(" Sent") }
      }
      try session.sendKeys(.backTab, .down)
      try await session.waitFor("Archive open beside its message") {
        $0[0].contains("Archive — 1") && $0.joined().contains("Old news")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func mediumSlidesTheListAndTheFoldersOverTheMessage() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.nested(at: root)
      let session = try launch(sandbox, root, columns: 100)
      try await session.waitFor("the list over the message") {
        $0[0].contains("INBOX — 1") && $0[1].contains("Nested hello")
      }
      try session.sendKeys(.enter)
      try await session.waitFor("the message, with its key hint") {
        $0[0].hasPrefix(" »") && $0[0].contains("Nested hello") && !$0[0].contains("INBOX")
          && $0[23].contains("Esc list")
      }
      try session.sendKeys(.escape)
      try await session.waitFor("Esc in the message slides the list back in") {
        $0[0].hasPrefix(" »") && $0[0].contains("INBOX — 1") && $0[0].contains("│")
          && $0[1].hasPrefix("  Ada")
      }
      try session.sendKeys(.text("\\"))
      // One overlay of two columns: a divider between them, the border after the list.
      try await session.waitFor("the folders beside the list, one border on the outer edge") {
        $0.contains { $0.hasPrefix(" Lists/swift") } && $0.contains { $0.hasPrefix("   Projects") }
          && !$0[1].contains("││") && $0[1].filter { $0 == "│" }.count == 2
      }
      try session.sendKeys(.backTab, .down, .enter)
      try await session.waitFor("Lists/swift open in the list") {
        $0[0].contains("Lists/swift — 1") && $0[1].contains("Swift is out")
      }
      try session.sendKeys(.enter, .text("n"))
      try await session.waitFor("the message, and n at the end says so") {
        $0[0].contains("Swift is out") && $0[23].contains("No next message")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func narrowIsOneStackAndTheFolderAndReadMarksComeBack() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("Mail")
      try MailFolders.mboxPerFolder(at: root)
      let first = try launch(sandbox, root, columns: 70)
      let start = try await first.waitFor("the Inbox's messages, back to the folders") {
        $0[0].hasPrefix(" ‹ Mail") && $0[0].contains("inbox — 2") && $0[1].contains("●")
      }
      #expect(!start.joined().contains("⚠"))
      try first.sendKeys(.escape)
      try await first.waitFor("the folders") {
        $0[1].hasPrefix(" inbox") && $0[2].hasPrefix(" lists/swift") && $0[3].hasPrefix(" sent")
      }
      try first.sendKeys(.down, .down, .enter)
      try await first.waitFor("sent's messages") { $0[0].contains("sent — 1") }
      try first.sendKeys(.enter)
      try await first.waitFor("the message pushed") {
        $0[0].hasPrefix(" ‹ sent — 1") && $0[0].contains("Sent note")
      }
      try first.sendKeys(.text("u"), .escape)
      try await first.waitFor("back at sent's list, the message marked unread") {
        $0[0].hasPrefix(" ‹ Mail") && $0[0].contains("sent — 1") && $0[1].hasPrefix("● Me")
      }
      try first.sendKeys(.text("q"))
      try await first.expectRestoredExit(status: 0)

      let second = try launch(sandbox, root, columns: 70)
      try await second.waitFor("sent again, the unread mark kept") {
        $0[0].contains("sent — 1") && $0[1].contains("●") && $0[1].contains("Sent note")
      }
      try second.sendKeys(.text("q"))
      try await second.expectRestoredExit(status: 0)
    }
  }
}
