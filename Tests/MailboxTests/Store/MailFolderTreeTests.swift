import Foundation
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Finding the folders of a directory of mailboxes, as mail clients lay them out.
@Suite struct MailFolderTreeTests {
  private func folders(_ tree: MailFolderTree) -> [String] {
    tree.folders.map { String(repeating: "  ", count: $0.depth) + $0.name }
  }

  @Test func aMaildirPlusPlusRootIsTheInboxAndItsDotsNest() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildirPlusPlus(at: root)
      guard case .folders(let tree) = try MailFolderTree.open(path: root) else {
        Issue.record("not a tree")
        return
      }
      #expect(folders(tree) == ["Inbox", "Archive", "  2024", "Sent"])
      #expect(tree.folders.map(\.relativeName) == ["Inbox", "Archive", "Archive/2024", "Sent"])
      #expect(tree.folders[0].path == tree.root)
      #expect(tree.folders[2].path == root + "/.Archive.2024")
      #expect(tree.folders.allSatisfy { $0.format == .maildir })
    }
  }

  /// Folder names as IMAP keeps them (modified UTF-7, RFC 3501 §5.1.3), which Dovecot and
  /// offlineimap write into Maildir names, show decoded; names that are not valid
  /// modified UTF-7 show as they are.
  @Test func imapFolderNamesShowDecoded() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root)
      for name in [".Entw&APw-rfe", ".&ZeVnLIqe-", ".R&-D", ".AT&T", ".Bad&AP-", ".Odd&APw"] {
        try FolderTrees.maildir(root + "/" + name)
      }
      try FolderTrees.maildir(root + "/Archiv/Gel&APY-scht")
      let tree = try #require(MailFolderTree.discover(at: root))
      // In name order as shown, the Inbox first.
      #expect(
        tree.folders.map(\.name) == [
          "Inbox", "Archiv/Gelöscht", "AT&T", "Bad&AP-", "Entwürfe", "Odd&APw", "R&D", "日本語",
        ])
      // The state file and --list keep the names as they are on disk.
      #expect(tree.folders.contains { $0.relativeName == "Entw&APw-rfe" })
    }
  }

  @Test func nestedMaildirsAreFoundUnderPlainDirectoriesAndInsideMaildirs() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.nested(at: root)
      guard case .folders(let tree) = try MailFolderTree.open(path: root) else {
        Issue.record("not a tree")
        return
      }
      #expect(folders(tree) == ["INBOX", "Lists/swift", "Work", "  Projects"])
    }
  }

  @Test func mboxFilesAreFoldersAndOtherFilesAreSkipped() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.mboxPerFolder(at: root)
      guard case .folders(let tree) = try MailFolderTree.open(path: root) else {
        Issue.record("not a tree")
        return
      }
      #expect(folders(tree) == ["inbox", "lists/swift", "sent"])
      #expect(tree.folders.allSatisfy { $0.format == .mbox })
    }
  }

  @Test func aSingleMaildirOrMboxStaysOneMailbox() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root + "/plain", unread: [("Ada", "Hi", "p1@x")])
      guard case .mailbox(let maildir) = try MailFolderTree.open(path: root + "/plain") else {
        Issue.record("a Maildir without subfolders became a tree")
        return
      }
      #expect(maildir.format == .maildir)
      try TestFiles.write(
        TestFiles.mbox([FolderTrees.message(from: "A", subject: "B", id: "c")]),
        to: root + "/one.mbox")
      guard case .mailbox(let mbox) = try MailFolderTree.open(path: root + "/one.mbox") else {
        Issue.record("an mbox file became a tree")
        return
      }
      #expect(mbox.format == .mbox)
    }
  }

  @Test func aDirectoryWithoutMailIsNotAMailbox() throws {
    try TestFiles.withTemporaryDirectory { root in
      try TestFiles.write("not mail\n", to: root + "/notes.txt")
      let error = #expect(throws: MailboxError.self) { try MailFolderTree.open(path: root) }
      #expect(error?.code == .notMaildir)
      #expect(error?.exitStatus == 65)
    }
  }
}
