import Foundation
import MailboxCore
import SystemTestSupport
import Testing

/// Moves across file systems (a tmpfs beside the test's directory) in a process killed at
/// random instants (issue 35): no message is lost, no partial copy is ever a message, and
/// none is left in a `tmp/`. (A kill between linking the whole copy and unlinking the
/// original leaves both, the documented exception, so doubles are not counted here;
/// `MaildirConcurrencyTests` counts them on one file system.)
///
/// Mounting needs root (the test machines run the tests as root).
@Suite(.serialized, .enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
struct MaildirKillTests {
  /// The files in `folder`'s `tmp/`.
  static func temporaryFiles(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/tmp")) ?? []).sorted()
  }

  /// Every message file in the Maildirs `folders` (`cur/` and `new/`): unique name → its
  /// paths (two only in the documented case of a kill between linking the copy and
  /// unlinking the original).
  static func files(in folders: [String]) -> [String: [String]] {
    var found: [String: [String]] = [:]
    for folder in folders {
      for path in MaildirFilesTests.files(folder) {
        found[MaildirName.unique(of: path), default: []].append(folder + "/" + path)
      }
    }
    return found
  }

  @Test func killingAMoveAcrossFileSystemsLeavesNoPartialCopy() throws {
    try TestFiles.withTemporaryDirectory { root in
      let a = root + "/A"
      try FolderTrees.maildir(a)
      // Large messages, so most kills land in the middle of a copy.
      let padding = String(repeating: String(repeating: "x", count: 76) + "\n", count: 30_000)
      for number in 0..<6 {
        try TestFiles.write(
          FolderTrees.message(from: "S\(number)", subject: "Big \(number)", id: "k\(number)@x")
            + padding, to: a + "/cur/1700\(number).M\(number).host:2,S")
      }
      let size = try #require(
        FileManager.default.attributesOfItem(atPath: a + "/cur/17000.M0.host:2,S")[.size] as? Int)
      try MaildirFailureTests.withTmpfs(size: "64m") { fs in
        let b = fs + "/B"
        try MaildirFiles.createMaildir(at: b)
        let before = Set(Self.files(in: [a]).keys)
        var generator = SystemRandomNumberGenerator()
        var killedMidway = 0
        // Rounds go on until four kills landed mid-copy (a fast machine finishes more
        // copies before the kill), at most 40.
        var round = 0
        while killedMidway < 4 && round < 40 {
          defer { round += 1 }
          let (from, to) = round % 2 == 0 ? (a, b) : (b, a)
          let killed = try MaildirConcurrencyTests.moveKilled(
            from: from, to: to, after: 2_000..<40_000, using: &generator)
          if killed { killedMidway += 1 }
          // Every message there, whole: no partial copy is a message in cur/ or new/.
          let after = Self.files(in: [a, b])
          #expect(Set(after.keys) == before, "round \(round)")
          for path in after.values.joined() {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.size] as? Int == size, "\(path) is cut, round \(round)")
          }
          // Nothing a later run would have to clean: the copy in progress had no name.
          #expect(Self.temporaryFiles(a).isEmpty, "A/tmp after round \(round)")
          #expect(Self.temporaryFiles(b).isEmpty, "B/tmp after round \(round)")
        }
        #expect(killedMidway >= 4, "40 rounds finished before the kill")
      }
    }
  }

  @Test func aCopyLeftByAKilledMoveIsRemovedAndOthersAreKept() throws {
    try TestFiles.withTemporaryDirectory { root in
      let folder = root + "/B"
      try MaildirFiles.createMaildir(at: folder)
      // A process that has ended: its pid names no process any more.
      let ended = Process()
      ended.executableURL = URL(fileURLWithPath: "/bin/true")
      try ended.run()
      ended.waitUntilExit()
      let dead = "1700.M1.host.\(ended.processIdentifier).moving"
      let alive = "1700.M2.host.\(getpid()).moving"
      let delivery = "1700.M3.host"  // another program's delivery in progress
      for name in [dead, alive, delivery] {
        try TestFiles.write("partial", to: folder + "/tmp/" + name)
      }
      #expect(MaildirFiles.removeAbandonedCopies(in: folder) == 1)
      #expect(Self.temporaryFiles(folder) == [delivery, alive].sorted())
    }
  }

  /// With the target's `cur/` not writable (as `nobody`, whom permissions bind), `A`'s
  /// error names the target, not the folder the message is in; the message stays.
  @Test func aTargetThatRefusesIsTheFolderNamed() throws {
    try TestFiles.withTemporaryDirectory { root in
      let inbox = root + "/Mail"
      try FolderTrees.maildir(inbox, read: [("Ada", "Hi", "a@x")])
      try MaildirFiles.createMaildir(at: inbox + "/.Archive")
      let fileManager = FileManager.default
      let open = ["", "/cur", "/new", "/tmp", "/.Archive", "/.Archive/new"].map { inbox + $0 }
      for directory in [root] + open {
        try fileManager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: directory)
      }
      try fileManager.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: inbox + "/.Archive/cur")
      let before = MaildirFilesTests.files(inbox)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = [
        "--reuid=65534", "--regid=65534", "--clear-groups",
        try Binary.locate("maildir-probe").path, "move", inbox, inbox + "/.Archive",
      ]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(message == "maildir-probe: Cannot move into .Archive: the folder is read-only\n")
      #expect(MaildirFilesTests.files(inbox) == before)
    }
  }
}
