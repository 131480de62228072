import Foundation
import Testing

/// `mailbox --list` on a folder tree with a folder that cannot be read: that folder is
/// named on standard error, every other folder is still listed, and the exit status says
/// something could not be read.
extension MailboxCommandTests {
  /// Writes a tree with `write`, takes every permission from `unreadable` (relative to
  /// the tree) and runs `mailbox --list` on it as a user other than root.
  ///
  /// - Returns: The folder of each line printed, standard error, the exit status and the
  ///   tree's path.
  private static func listAsNobody(
    _ write: (String) throws -> Void, unreadable: String
  ) throws -> (folders: [Substring], stderr: String, status: Int32, root: String) {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try write(root)
      let fileManager = FileManager.default
      try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
      try fileManager.setAttributes(
        [.posixPermissions: 0o000], ofItemAtPath: root + "/" + unreadable)
      // Root reads everything: drop to nobody to see the permission checks.
      let prefix =
        getuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
      let result = try run(["--list", root], prefix: prefix)
      let folders = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map {
        $0.split(separator: "\t").first ?? ""
      }
      return (folders, result.stderr, result.status, root)
    }
  }

  @Test func anUnreadableMboxFolderIsReportedAndTheOthersAreStillListed() throws {
    let run = try Self.listAsNobody(FolderTrees.mboxPerFolder, unreadable: "sent")
    #expect(run.folders == ["inbox", "inbox", "lists/swift"])
    #expect(run.stderr == "mailbox: \(run.root)/sent: permission denied\n")
    #expect(run.status == 66)
  }

  @Test func anUnreadableMaildirFolderIsReportedAndTheFoldersAfterItAreStillListed() throws {
    let run = try Self.listAsNobody(FolderTrees.maildirPlusPlus, unreadable: ".Archive/cur")
    #expect(run.folders == ["Inbox", "Inbox", "Inbox", "Archive/2024", "Sent"])
    #expect(run.stderr.hasPrefix("mailbox: \(run.root)/.Archive"))
    #expect(run.stderr.hasSuffix(": permission denied\n"))
    #expect(run.status == 66)
  }

  /// Issue 35: a Maildir++ root whose `cur/` cannot be read is still a tree: the Inbox is
  /// named with the directory at fault, and every other folder is listed.
  @Test func anUnreadableInboxIsReportedByItsDirectoryAndTheOtherFoldersAreStillListed() throws {
    let run = try Self.listAsNobody(FolderTrees.maildirPlusPlus, unreadable: "cur")
    #expect(run.folders == ["Archive", "Archive/2024", "Sent"])
    #expect(run.stderr == "mailbox: \(run.root)/cur: permission denied\n")
    #expect(run.status == 66)
  }
}
