import Foundation
import MailboxCore
import SplitKit
import Testing

/// Runs the built `mailbox` binary as a subprocess.
@Suite struct MailboxCommandTests {
  struct Run {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
  }

  /// The `mailbox` executable in the build products directory beside the test bundle.
  static var binary: URL {
    let candidates = [
      Bundle.main.executableURL, Bundle.main.bundleURL,
      URL(fileURLWithPath: CommandLine.arguments[0]),
    ]
    for case let url? in candidates {
      var directory = url.deletingLastPathComponent()
      for _ in 0..<3 {
        let candidate = directory.appendingPathComponent("mailbox")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
    }
    return URL(fileURLWithPath: "/nonexistent/mailbox")
  }

  static func run(_ arguments: [String], prefix: [String] = [], in directory: String? = nil) throws
    -> Run
  {
    let process = Process()
    if prefix.isEmpty {
      process.executableURL = binary
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: prefix[0])
      process.arguments = Array(prefix.dropFirst()) + [binary.path] + arguments
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: Array(stdout),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test func theBinaryIsBuiltBesideTheTests() {
    #expect(
      FileManager.default.isExecutableFile(atPath: Self.binary.path),
      "build the mailbox product first")
  }

  @Test func listWithoutAPathPrintsTheSampleFromAnyDirectory() throws {
    let result = try Self.run(["--list"], in: "/")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = String(decoding: result.stdout, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == SampleMailbox.messageCount + 1)
    #expect(lines.first == "Ada Lindqvist\tQuarterly planning\t2026-01-05")
  }

  @Test func listOfTheHostileMailboxContainsNoControlOrBidiCharacters() throws {
    let result = try Self.run(["--list", TestFiles.fixture("hostile.mbox")])
    #expect(result.status == 0)
    #expect(!result.stdout.contains(0x1B))
    #expect(!result.stdout.contains(0x07))
    let text = String(decoding: result.stdout, as: UTF8.self)
    let forbidden = text.unicodeScalars.filter { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
        || value == 0x200F
    }
    #expect(forbidden.isEmpty)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines.allSatisfy { $0.filter { $0 == "\t" }.count == 2 })
    #expect(lines.first == "Mallory ␛]0;owned␇\tTitle ␛]0;pwned title␇setter\t2026-11-21")
  }

  @Test func listPrintsAMaildirInNameOrder() throws {
    try TestFiles.withTemporaryDirectory { root in
      try MailboxTests.makeMaildir(at: root, count: 3)
      let result = try Self.run(["--list", root])
      #expect(result.status == 0)
      #expect(
        String(decoding: result.stdout, as: UTF8.self)
          == "Sender 0\tmessage 0\t?\nSender 1\tmessage 1\t?\nSender 2\tmessage 2\t?\n")
    }
  }

  @Test func errorsPrintOneLineNamingThePathAndExitWithSysexitsCodes() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        atPath: root + "/dir", withIntermediateDirectories: true)
      try TestFiles.write("not mail\n", to: root + "/file.txt")
      let cases: [(String, Int32, String)] = [
        (root + "/missing", 66, "mailbox: \(root)/missing: no such file or directory\n"),
        (
          root + "/dir", 65,
          "mailbox: \(root)/dir: is a directory but neither a Maildir (no cur/ and new/) nor a"
            + " folder of mailboxes\n"
        ),
        (
          root + "/file.txt", 65,
          "mailbox: \(root)/file.txt: is not an mbox file (it does not start with a \"From \" line)\n"
        ),
      ]
      for (path, status, message) in cases {
        for arguments in [[path], ["--list", path]] {
          let result = try Self.run(arguments)
          #expect(result.status == status)
          #expect(result.stderr == message)
          #expect(result.stdout.isEmpty)
        }
      }
    }
  }

  @Test func anUnreadableFileExitsWithNoInput() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = root + "/secret.mbox"
      try TestFiles.write(TestFiles.mbox(["Subject: s\n\nx\n"]), to: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
      // Root reads everything: drop to nobody to see the permission check.
      let prefix =
        getuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
      let result = try Self.run(["--list", path], prefix: prefix)
      #expect(result.status == 66)
      #expect(result.stderr == "mailbox: \(path): permission denied\n")
    }
  }

  @Test func pathsThatCannotBeOpenedExitWithNoInputAndSayWhy() throws {
    try TestFiles.withTemporaryDirectory { root in
      let fileManager = FileManager.default
      try fileManager.createSymbolicLink(
        atPath: root + "/loop", withDestinationPath: root + "/loop")
      // A Maildir whose cur/ is a symbolic-link loop: unreadable (66), not "not a Maildir".
      try fileManager.createDirectory(
        atPath: root + "/looping/new", withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(
        atPath: root + "/looping/cur", withDestinationPath: root + "/looping/cur")
      let long = root + "/" + String(repeating: "a", count: 300)
      let loopProblem =
        "cannot be opened: too many levels of symbolic links (a symbolic-link loop?)"
      let cases: [([String], String)] = [
        (
          [""],
          "mailbox: \"\": the path is empty; give an mbox file or a Maildir, or no path for the"
            + " sample\n"
        ),
        ([root + "/loop"], "mailbox: \(root)/loop: \(loopProblem)\n"),
        ([root + "/looping"], "mailbox: \(root)/looping/cur: \(loopProblem)\n"),
        ([long], "mailbox: \(long): cannot be opened: the path is too long\n"),
      ]
      for (arguments, message) in cases {
        for arguments in [arguments, ["--list"] + arguments] {
          let result = try Self.run(arguments)
          #expect(result.status == 66, "\(arguments)")
          #expect(result.stderr == message)
          #expect(result.stdout.isEmpty)
        }
      }
    }
  }

  @Test func aMaildirWhoseMessageFilesAreAllUnreadableSaysSo() throws {
    try TestFiles.withTemporaryDirectory { root in
      let fileManager = FileManager.default
      for folder in ["cur", "new", "tmp"] {
        try fileManager.createDirectory(
          atPath: root + "/box/" + folder, withIntermediateDirectories: true)
      }
      // Unreadable even for root: a symbolic-link loop and a link to nothing.
      try fileManager.createSymbolicLink(
        atPath: root + "/box/cur/1:2,S", withDestinationPath: root + "/box/cur/1:2,S")
      try fileManager.createSymbolicLink(
        atPath: root + "/box/new/2", withDestinationPath: root + "/nowhere")
      let result = try Self.run(["--list", root + "/box"])
      #expect(result.status == 66)
      #expect(result.stderr == "mailbox: \(root)/box: none of its 2 message files can be read\n")
      #expect(result.stdout.isEmpty)
      #expect(throws: MailboxError.self) { try Mailbox.open(path: root + "/box").allSummaries() }

      // One readable message is listed, the unreadable ones skipped.
      try TestFiles.write(
        "From: a@example.org\nSubject: kept\n\nbody\n", to: root + "/box/cur/3:2,S")
      let listed = try Self.run(["--list", root + "/box"])
      #expect(listed.status == 0)
      #expect(String(decoding: listed.stdout, as: UTF8.self).contains("kept"))
    }
  }

  @Test func helpNamesEveryExitStatusAndWhatMakesA66() throws {
    let run = try Self.run(["--help"])
    let text = String(decoding: run.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    for needle in [
      "0 success", "1 no usable terminal", "64 bad command line", "65 not a mailbox",
      "66 cannot be read", "empty path", "symbolic-link loop", "path too long",
      "no readable message", "74 read error",
    ] {
      #expect(text.contains(needle), "--help should mention \(needle)")
    }
  }

  @Test func anUnreadableMaildirExitsWithNoInputNotNotAMaildir() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = root + "/Maildir"
      for folder in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: path + "/" + folder, withIntermediateDirectories: true)
      }
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
      defer {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
      }
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
      // Root reads everything: drop to nobody to see the permission check.
      let prefix =
        getuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
      let result = try Self.run(["--list", path], prefix: prefix)
      #expect(result.status == 66)
      #expect(result.stderr == "mailbox: \(path): permission denied\n")
    }
  }

  @Test func versionExitsZeroAndTheInteractiveUIWithoutATerminalFailsWithOneLine() throws {
    let version = try Self.run(["--version"])
    #expect(version.status == 0)
    #expect(String(decoding: version.stdout, as: UTF8.self) == SplitKitVersion.string + "\n")
    let interactive = try Self.run(["--no-mouse", "--color", "never"])
    #expect(interactive.status == 1)
    #expect(interactive.stdout.isEmpty)
    #expect(interactive.stderr.hasPrefix("mailbox: Standard input is not a terminal"))
    #expect(interactive.stderr.filter { $0 == "\n" }.count == 1)
  }

  @Test func anInvalidOptionIsAUsageError() throws {
    let result = try Self.run(["--color", "sometimes"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("sometimes"))
  }
}
