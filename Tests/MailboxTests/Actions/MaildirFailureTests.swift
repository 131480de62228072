import Foundation
import MailboxCore
import Testing

/// Read-only and full file systems, made as small tmpfs mounts: each action fails with one
/// line and leaves every message where it was.
///
/// Mounting needs root (the test machines
/// run the tests as root).
@Suite(.serialized, .enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
struct MaildirFailureTests {
  /// Runs `body` with a tmpfs of `size` mounted at a fresh directory, unmounted after.
  static func withTmpfs(size: String, _ body: (String) throws -> Void) throws {
    try TestFiles.withTemporaryDirectory { root in
      let mountPoint = root + "/fs"
      try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
      try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", mountPoint])
      defer { try? Self.run("/bin/umount", [mountPoint]) }
      try body(mountPoint)
    }
  }

  static func run(_ program: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw MailActionError(code: .failed, message: "\(program) \(arguments) failed")
    }
  }

  @Test func aReadOnlyFolderRefusesEachActionInOneLineAndKeepsEveryMessage() throws {
    try Self.withTmpfs(size: "1m") { fs in
      try FolderTrees.maildir(
        fs + "/INBOX", read: [("Ada", "Hi", "a@x")], unread: [("Bob", "Yo", "b@x")])
      try MaildirFiles.createMaildir(at: fs + "/Trash")
      try Self.run("/bin/mount", ["-o", "remount,ro", fs])
      let before = MaildirFilesTests.files(fs + "/INBOX")
      #expect(
        throws: MailActionError(
          code: .readOnly,
          message: "Cannot mark a message in INBOX: the folder is read-only")
      ) {
        try MailAction.setFlags(of: "new/1700100000.M0.host", in: fs + "/INBOX", adding: ["S"])
      }
      #expect(
        throws: MailActionError(
          code: .readOnly, message: "Cannot move out of INBOX: the folder is read-only")
      ) {
        try MailAction.move(
          message: "cur/1700000000.M0.host:2,S", from: fs + "/INBOX", to: fs + "/Trash")
      }
      #expect(MaildirFilesTests.files(fs + "/INBOX") == before)
      #expect(MaildirFilesTests.files(fs + "/Trash").isEmpty)
    }
  }

  @Test func aFullDiskRefusesAMoveAcrossAndASaveAndLeavesNothingBehind() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root + "/INBOX", read: [("Ada", "Hi", "a@x")])
      // A large message, so it cannot fit in what is left.
      try TestFiles.write(
        FolderTrees.message(from: "Big", subject: "Big", id: "big@x")
          + String(repeating: "x", count: 200_000), to: root + "/INBOX/cur/1800.M9.host:2,S")
      try Self.withTmpfs(size: "256k") { fs in
        try MaildirFiles.createMaildir(at: fs + "/Archive")
        // Most of the disk taken: what is left is smaller than the big message.
        try TestFiles.write(String(repeating: "y", count: 100_000), to: fs + "/filler")
        #expect(
          throws: MailActionError(
            code: .diskFull, message: "Cannot copy into Archive: the disk is full")
        ) {
          try MailAction.move(
            message: "cur/1800.M9.host:2,S", from: root + "/INBOX", to: fs + "/Archive")
        }
        #expect(MaildirFilesTests.files(root + "/INBOX").count == 2)
        #expect(MaildirFilesTests.files(fs + "/Archive").isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fs + "/Archive/tmp").isEmpty)
        #expect(
          throws: MailActionError(code: .diskFull, message: "Cannot save into fs: the disk is full")
        ) {
          try AttachmentFiles.save([UInt8](repeating: 1, count: 200_000), named: "a.bin", in: fs)
        }
        #expect(
          try FileManager.default.contentsOfDirectory(atPath: fs).sorted() == ["Archive", "filler"])
        // A small message still moves across file systems: copied, synced, then unlinked.
        try FileManager.default.removeItem(atPath: fs + "/filler")
        let moved = try MailAction.move(
          message: "cur/1700000000.M0.host:2,S", from: root + "/INBOX", to: fs + "/Archive")
        #expect(moved.result.path == "cur/1700000000.M0.host:2,S")
        #expect(MaildirFilesTests.files(root + "/INBOX") == ["cur/1800.M9.host:2,S"])
        #expect(MaildirFilesTests.files(fs + "/Archive") == ["cur/1700000000.M0.host:2,S"])
      }
    }
  }
}
