import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox --list` and every error exit, run as a script would run them and in a real
  /// terminal (issue 4: one line on stderr naming the path and the problem, exit status 66
  /// or 65, terminal untouched).
  @Suite
  struct MailboxCommandLineTests {
    /// A path that cannot be opened, and the exit status it must produce.
    struct BadInput: Sendable, CustomTestStringConvertible {
      var label: String
      var status: Int32
      /// Creates the path inside `directory`.
      var make: @Sendable (URL) throws -> URL

      var testDescription: String { label }
    }

    static let badInputs: [BadInput] = [
      BadInput(label: "missing path", status: 66) { $0.appendingPathComponent("no-such-mailbox") },
      BadInput(label: "directory that is not a Maildir", status: 65) { directory in
        let url = directory.appendingPathComponent("not-a-maildir")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
      },
      BadInput(label: "file that is not an mbox", status: 65) { directory in
        let url = directory.appendingPathComponent("notes.txt")
        try Data("Dear diary,\nnot an mbox.\n".utf8).write(to: url)
        return url
      },
    ]

    @Test func listPrintsOneTabSeparatedLinePerSampleMessage() async throws {
      let output = try await Binary.locate("mailbox").run(["--list"])
      #expect(output.status == 0)
      #expect(output.standardError == "")
      let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
      #expect(lines.count == 150)
      #expect(lines.first == "Ada Lindqvist\tQuarterly planning\t2026-01-05")
      let malformed = lines.filter {
        $0.split(separator: "\t", omittingEmptySubsequences: false).count != 3
      }
      #expect(malformed.isEmpty, "lines without sender, subject and date: \(malformed)")
      #expect(lines.contains("山田太郎\tOffice plants need water\t2026-01-06"))
    }

    @Test(arguments: badInputs)
    func badInputPrintsOneLineNamingThePathAndExitsWithSysexitsStatus(_ input: BadInput)
      async throws
    {
      let sandbox = try Sandbox()
      let path = try input.make(sandbox.files).path
      for arguments in [[path], ["--list", path]] {
        let output = try await Binary.locate("mailbox").run(arguments, sandbox: sandbox)
        #expect(output.status == input.status, "\(arguments)")
        #expect(output.standardOutput == "", "\(arguments)")
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1] == "", "exactly one line: \(output.standardError)")
        #expect(lines[0].hasPrefix("mailbox: \(path): "), "names the path: \(lines[0])")
        #expect(lines[0].count > "mailbox: \(path): ".count + 5, "states the problem: \(lines[0])")
      }
    }

    @Test(arguments: badInputs)
    func badInputLeavesTheTerminalUntouched(_ input: BadInput) async throws {
      let sandbox = try Sandbox()
      let path = try input.make(sandbox.files).path
      let session = try TmuxSession(
        Binary.locate("mailbox"), [path], columns: 300, sandbox: sandbox)
      try await session.expectRestoredExit(status: input.status)
      let shown = try session.capture().filter { !$0.isEmpty }
      #expect(shown.count == 2, "one error line, then the wrapper's EXIT line: \(shown)")
      #expect(shown.first?.hasPrefix("mailbox: \(path): ") == true)
      #expect(shown.last == "EXIT:\(input.status)")
    }

    /// Runs as root too (CI does): root reads any file, so there the program runs as
    /// `nobody` through `setpriv`, and a machine without `setpriv` fails the test rather
    /// than skipping it.
    @Test func unreadableMailboxExits66() async throws {
      let sandbox = try Sandbox()
      let url = sandbox.files.appendingPathComponent("secret.mbox")
      try Data("From a@example.com Mon Jan  5 10:00:00 2026\nSubject: x\n\nbody\n".utf8).write(
        to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
      // Only the file is unreadable: the directory holding it stays open to everyone.
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: sandbox.files.path)
      let mailbox = try Binary.locate("mailbox")
      let output: Subprocess.Output
      if geteuid() == 0 {
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
          throw EndToEndError("as root this test needs /usr/bin/setpriv (util-linux) to drop root")
        }
        output = try await Subprocess.run(
          setpriv,
          ["--reuid=65534", "--regid=65534", "--clear-groups", mailbox.path, "--list", url.path],
          environment: sandbox.environment())
      } else {
        output = try await mailbox.run(["--list", url.path], sandbox: sandbox)
      }
      #expect(output.status == 66)
      #expect(output.standardOutput == "")
      #expect(output.standardError == "mailbox: \(url.path): permission denied\n")
    }
  }
}
