import Foundation
import MailboxCore
import Testing

@Suite struct AttachmentFilesTests {
  /// Crafted names, as a hostile message would give them, and what is saved.
  static let hostileNames: [(String, String)] = [
    ("../../.bashrc", "bashrc"),
    ("/etc/passwd", "passwd"),
    ("..\\..\\boot.ini", "boot.ini"),
    ("-rf", "rf"),
    ("--help.txt", "help.txt"),
    ("..", "attachment"),
    ("", "attachment"),
    ("a\u{1B}[2Jb\u{7}.txt", "a[2Jb.txt"),
    ("invoice\u{202E}fdp.exe", "invoicefdp.exe"),
    ("line\nbreak.pdf", "linebreak.pdf"),
    ("~/x", "x"),
    (".hidden", "hidden"),
    ("report.pdf. . .", "report.pdf"),
    ("Résumé 2026.pdf", "Résumé 2026.pdf"),
  ]

  @Test func namesFromMailNeverLeaveTheChosenFolder() {
    for (name, safe) in Self.hostileNames {
      #expect(AttachmentFiles.safeFileName(name) == safe, "\(name.debugDescription)")
    }
    let long = String(repeating: "x", count: 400) + ".pdf"
    let cut = AttachmentFiles.safeFileName(long)
    #expect(cut.utf8.count <= 200)
    #expect(cut.hasSuffix(".pdf"))
  }

  @Test func savingWritesDecodedBytesNeverExecutableAndNeverReplacesWithoutLeave() throws {
    try TestFiles.withTemporaryDirectory { root in
      let folder = root + "/Downloads"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (name, safe) in Self.hostileNames {
        let path = try AttachmentFiles.save(
          Array(name.utf8), named: name, in: folder, replacing: true)
        #expect(path == folder + "/" + safe)
        let mode = try #require(
          try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o111 == 0)
        #expect(mode == 0o644)
      }
      // Nothing was written outside the folder.
      #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Downloads"])
      #expect(
        throws: MailActionError(code: .exists, message: "\(folder)/bashrc exists; replace it?")
      ) {
        try AttachmentFiles.save([1, 2], named: "bashrc", in: folder)
      }
      // A name differing only in case is taken too.
      #expect(
        throws: MailActionError(code: .exists, message: "\(folder)/bashrc exists; replace it?")
      ) {
        try AttachmentFiles.save([1, 2], named: "BASHRC", in: folder)
      }
      #expect(
        FileManager.default.contents(atPath: folder + "/bashrc") == Data("../../.bashrc".utf8))
      _ = try AttachmentFiles.save([1, 2], named: "BASHRC", in: folder, replacing: true)
      #expect(FileManager.default.contents(atPath: folder + "/BASHRC") == Data([1, 2]))
      #expect(!FileManager.default.fileExists(atPath: folder + "/bashrc"))
      // A symbolic link in the name's place is not followed.
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/link", withDestinationPath: root + "/outside")
      #expect(throws: MailActionError.self) {
        try AttachmentFiles.save([1], named: "link", in: folder)
      }
      #expect(!FileManager.default.fileExists(atPath: root + "/outside"))
    }
  }

  @Test func theDownloadFolderFollowsXDG() throws {
    try TestFiles.withTemporaryDirectory { root in
      #expect(AttachmentFiles.downloadDirectory(environment: ["HOME": root]) == root)
      try FileManager.default.createDirectory(
        atPath: root + "/Downloads", withIntermediateDirectories: true)
      #expect(AttachmentFiles.downloadDirectory(environment: ["HOME": root]) == root + "/Downloads")
      try FileManager.default.createDirectory(
        atPath: root + "/.config", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        atPath: root + "/Dl", withIntermediateDirectories: true)
      try TestFiles.write("XDG_DOWNLOAD_DIR=\"$HOME/Dl\"\n", to: root + "/.config/user-dirs.dirs")
      #expect(AttachmentFiles.downloadDirectory(environment: ["HOME": root]) == root + "/Dl")
    }
  }

  @Test func anAttachmentIsOpenedFromAPrivateReadOnlyCopy() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = try AttachmentFiles.privateCopy(
        [0x7F, 0x45, 0x4C, 0x46], named: "../run.sh", environment: ["XDG_RUNTIME_DIR": root])
      #expect(path.hasPrefix(root + "/splitkit-mailbox-"))
      #expect(path.hasSuffix("/run.sh"))
      let folder = String(path.dropLast("/run.sh".count))
      let folderMode =
        try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
      #expect(folderMode == 0o700)
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode == 0o400)
    }
  }

  @Test func attachmentsAreDecodedForSaving() throws {
    try TestFiles.withTemporaryDirectory { root in
      let message = """
        From: a@x
        Subject: files
        Message-ID: <f@x>
        MIME-Version: 1.0
        Content-Type: multipart/mixed; boundary="b"

        --b
        Content-Type: text/plain

        See attached.
        --b
        Content-Type: application/octet-stream; name="../../evil.sh"
        Content-Transfer-Encoding: base64

        IyEvYmluL3NoCmVjaG8gcHduZWQK
        --b--

        """
      try FolderTrees.maildir(root + "/m")
      try TestFiles.write(message, to: root + "/m/cur/1.M1.h:2,S")
      let mailbox = try Mailbox.open(path: root + "/m")
      let location = MessageLocation.file(relativePath: "cur/1.M1.h:2,S")
      #expect(try mailbox.message(at: location).attachments.map(\.filename) == ["../../evil.sh"])
      let contents = try mailbox.attachmentContents(at: location)
      #expect(contents == [Array("#!/bin/sh\necho pwned\n".utf8)])
    }
  }

  @Test func aSaveSuggestsAFreeNameAndTakesThePathTyped() throws {
    try TestFiles.withTemporaryDirectory { folder in
      #expect(AttachmentFiles.freeName(for: "../menu.txt", in: folder) == "menu.txt")
      try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/Menu.txt"))
      try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/menu (1).txt"))
      #expect(AttachmentFiles.freeName(for: "menu.txt", in: folder) == "menu (2).txt")
      try FileManager.default.createDirectory(
        atPath: folder + "/papers", withIntermediateDirectories: false)
      let home = ["HOME": "/home/me"]
      func destination(_ typed: String) -> (String, String) {
        let found = AttachmentFiles.destination(
          of: typed, name: "../a.pdf", base: folder, environment: home)
        return (found.directory, found.name)
      }
      #expect(destination("b.pdf") == (folder, "b.pdf"))
      #expect(destination("papers") == (folder + "/papers", "a.pdf"))
      #expect(destination(" papers/c.pdf ") == (folder + "/papers", "c.pdf"))
      #expect(destination("~/x/") == ("/home/me/x", "a.pdf"))
      #expect(destination("~/x/d.pdf") == ("/home/me/x", "d.pdf"))
      #expect(destination("/e.pdf") == ("/", "e.pdf"))
      #expect(destination(folder + "/papers/") == (folder + "/papers", "a.pdf"))
    }
  }

  @Test func savingKeepingOthersNumbersTheNameAndNeverReplaces() throws {
    #expect(AttachmentFiles.numberedName("report.pdf", copy: 0) == "report.pdf")
    #expect(AttachmentFiles.numberedName("report.pdf", copy: 2) == "report (2).pdf")
    #expect(AttachmentFiles.numberedName("notes", copy: 1) == "notes (1)")
    #expect(AttachmentFiles.numberedName("archive.tar.gz", copy: 1) == "archive.tar (1).gz")
    try TestFiles.withTemporaryDirectory { folder in
      try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/Report.pdf"))
      let first = try AttachmentFiles.saveKeepingOthers([1], named: "report.pdf", in: folder)
      let second = try AttachmentFiles.saveKeepingOthers([2], named: "../report.pdf", in: folder)
      #expect(first == folder + "/report (1).pdf")
      #expect(second == folder + "/report (2).pdf")
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: folder + "/Report.pdf")) == Data("mine".utf8))
      #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == Data([2]))
    }
  }

  @Test func theAttachmentsFolderComesFromTheSettings() throws {
    let configured = try MailboxConfiguration(
      parsing: "[attachments]\ndirectory = ~/Mail files\n", path: "/c")
    #expect(configured.saveDirectory == "~/Mail files")
    #expect(configured.attachmentDirectory(environment: ["HOME": "/h"]) == "/h/Mail files")
    #expect(
      MailboxConfiguration().attachmentDirectory(environment: ["XDG_DOWNLOAD_DIR": "/d"]) == "/d")
    #expect(
      throws: ConfigError(
        path: "/c", line: 2,
        problem: "directory needs an absolute path or one under ~/, such as ~/Downloads")
    ) {
      try MailboxConfiguration(parsing: "[attachments]\ndirectory = Downloads\n", path: "/c")
    }
  }
}
