import Foundation
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MailboxTests {
  /// Writes a Maildir with `count` messages: even ones in `cur/` (odd ones seen), odd ones in `new/`.
  static func makeMaildir(at root: String, count: Int) throws {
    for sub in ["cur", "new", "tmp"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + sub, withIntermediateDirectories: true)
    }
    for index in 0..<count {
      let name = String(format: "17000%05d.M%dP1.host", index, index)
      let path = index % 2 == 0 ? "cur/\(name):2,\(index % 4 == 0 ? "S" : "RF")" : "new/\(name)"
      try TestFiles.write(
        "From: Sender \(index) <s\(index)@x>\nSubject: message \(index)\n\nbody \(index)\n",
        to: root + "/" + path)
    }
    try TestFiles.write("ignored", to: root + "/cur/.hidden")
  }

  @Test func opensAnMboxAndReadsAMessageWithQuotingUndone() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = root + "/box.mbox"
      try TestFiles.write(
        TestFiles.mbox(["Subject: one\n\nFrom the top\n>From quoted\n", "Subject: two\n\nbody\n"]),
        to: path)
      let mailbox = try Mailbox.open(path: path)
      #expect(mailbox.format == .mbox)
      #expect(mailbox.name == "box.mbox")
      let summaries = try mailbox.allSummaries()
      #expect(summaries.map(\.subject) == ["one", "two"])
      let message = try mailbox.message(at: summaries[0].location)
      #expect(message.body == "From the top\n>From quoted\n")
      #expect(try mailbox.message(at: summaries[1].location).body == "body\n")
    }
  }

  @Test func crlfMailboxesReadLikeLFOnes() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = root + "/crlf.mbox"
      let text = TestFiles.mbox(["Subject: one\n\nline 1\n", "Subject: two\n\nline 2\n"])
      try TestFiles.write(text.replacingOccurrences(of: "\n", with: "\r\n"), to: path)
      let mailbox = try Mailbox.open(path: path)
      let summaries = try mailbox.allSummaries()
      #expect(summaries.map(\.subject) == ["one", "two"])
      #expect(try mailbox.message(at: summaries[0].location).body == "line 1\n")
    }
  }

  @Test func opensAMaildirInNameOrderWithFlagsDecidingUnread() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: 6)
      let mailbox = try Mailbox.open(path: root + "/")
      #expect(mailbox.format == .maildir)
      let summaries = try mailbox.allSummaries()
      #expect(summaries.map(\.subject) == (0..<6).map { "message \($0)" })
      #expect(summaries.map(\.isUnread) == [false, true, true, true, false, true])
      let message = try mailbox.message(at: summaries[3].location)
      #expect(message.body == "body 3\n")
      #expect(message.sender == MailAddress(name: "Sender 3", address: "s3@x"))
    }
  }

  @Test func maildirNamesSortByteByByteAndSymbolicLinksToFilesAreMessages() throws {
    try TestFiles.withTemporaryDirectory { root in
      for sub in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: root + "/" + sub, withIntermediateDirectories: true)
      }
      // Names sharing their first 16 bytes, shorter than 16, non-ASCII, in both cur/ and new/.
      let files = [
        "new/z", "cur/b:2,S", "new/\u{E9}1", "cur/1700000000.M1P1.hostB:2,S:2,F",
        "new/dup", "cur/dup", "cur/1700000000.M1P1.host:2,S", "new/1700000000.M1P1.hostA",
        "tmp/0-ignored",
      ]
      for file in files {
        try TestFiles.write("Subject: \(file)\n\nbody\n", to: root + "/" + file)
      }
      try FileManager.default.createSymbolicLink(
        atPath: root + "/cur/a:2,S", withDestinationPath: root + "/cur/b:2,S")
      let summaries = try Mailbox.open(path: root).allSummaries()
      #expect(
        summaries.map(\.subject) == [
          "cur/1700000000.M1P1.host:2,S", "new/1700000000.M1P1.hostA",
          "cur/1700000000.M1P1.hostB:2,S:2,F", "cur/b:2,S", "cur/b:2,S", "cur/dup", "new/dup",
          "new/z", "new/\u{E9}1",
        ])
      // The flags are those after the last ":2,"; the link is read as its target.
      #expect(
        summaries.map(\.isUnread) == [false, true, true, false, false, true, true, true, true])
      #expect(summaries[3].location == .file(relativePath: "cur/a:2,S"))
    }
  }

  @Test func aMaildirMessageMovedOrReflaggedByAnotherClientIsStillFound() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: 2)
      let mailbox = try Mailbox.open(path: root)
      let summaries = try mailbox.allSummaries()
      let newName = String(format: "17000%05d.M%dP1.host", 1, 1)
      try FileManager.default.moveItem(
        atPath: root + "/new/" + newName, toPath: root + "/cur/" + newName + ":2,S")
      let oldName = String(format: "17000%05d.M%dP1.host", 0, 0)
      try FileManager.default.moveItem(
        atPath: root + "/cur/" + oldName + ":2,S", toPath: root + "/cur/" + oldName + ":2,RS")
      #expect(try mailbox.message(at: summaries[0].location).body == "body 0\n")
      #expect(try mailbox.message(at: summaries[1].location).body == "body 1\n")
      try FileManager.default.removeItem(atPath: root + "/cur/" + oldName + ":2,RS")
      #expect(throws: MailboxError.self) { try mailbox.message(at: summaries[0].location) }
    }
  }

  @Test func maildirLocationsCannotEscapeTheMaildir() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: 1)
      let mailbox = try Mailbox.open(path: root)
      #expect(throws: MailboxError.self) {
        try mailbox.message(at: .file(relativePath: "../../etc/passwd"))
      }
    }
  }

  @Test func anEmptyFileIsAnEmptyMbox() throws {
    try TestFiles.withTemporaryDirectory { root in
      try TestFiles.write("", to: root + "/empty")
      #expect(try Mailbox.open(path: root + "/empty").allSummaries().isEmpty)
    }
  }

  @Test func unusablePathsThrowTheirCodeAndExitStatus() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        atPath: root + "/plain-dir", withIntermediateDirectories: true)
      try TestFiles.write("hello, not mail\n", to: root + "/notes.txt")
      let cases: [(String, MailboxError)] = [
        (
          root + "/missing",
          MailboxError(
            code: .notFound, path: root + "/missing", problem: "no such file or directory")
        ),
        (
          root + "/plain-dir",
          MailboxError(
            code: .notMaildir, path: root + "/plain-dir",
            problem: "is a directory but not a Maildir (no cur/ and new/)"
          )
        ),
        (
          root + "/notes.txt",
          MailboxError(
            code: .notMbox, path: root + "/notes.txt",
            problem: "is not an mbox file (it does not start with a \"From \" line)")
        ),
        (
          "/dev/null",
          MailboxError(
            code: .notMbox, path: "/dev/null", problem: "is not a regular file or a directory")
        ),
      ]
      for (path, expected) in cases {
        #expect(throws: expected) { try Mailbox.open(path: path) }
      }
      #expect(cases.map(\.1.exitStatus) == [66, 65, 65, 65])
    }
  }

  @Test func errnoValuesMapToCodes() {
    #expect(ReadOnlyFile.error(ENOENT, path: "p").code == .notFound)
    #expect(
      ReadOnlyFile.error(EACCES, path: "p")
        == MailboxError(code: .permissionDenied, path: "p", problem: "permission denied"))
    #expect(ReadOnlyFile.error(EACCES, path: "p").exitStatus == 66)
    #expect(ReadOnlyFile.error(EIO, path: "p").code == .readFailed)
    #expect(ReadOnlyFile.error(EIO, path: "p").message.hasPrefix("p: cannot read ("))
  }

  @Test func readingNeverChangesTheMailbox() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = root + "/box.mbox"
      try TestFiles.write(TestFiles.mbox(["Subject: a\n\nx\n", "Subject: b\n\ny\n"]), to: path)
      let before = try FileManager.default.attributesOfItem(atPath: path)
      let bytesBefore = try Data(contentsOf: URL(fileURLWithPath: path))
      let mailbox = try Mailbox.open(path: path)
      for summary in try mailbox.allSummaries() { _ = try mailbox.message(at: summary.location) }
      let after = try FileManager.default.attributesOfItem(atPath: path)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytesBefore)
      #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    }
  }

  @Test func aMessageThatVanishedFromDiskThrowsReadFailed() throws {
    try TestFiles.withTemporaryDirectory { root in
      let path = root + "/box.mbox"
      try TestFiles.write(TestFiles.mbox(["Subject: a\n\nx\n"]), to: path)
      let mailbox = try Mailbox.open(path: path)
      #expect(
        throws: MailboxError(
          code: .readFailed, path: mailbox.path, problem: "changed on disk; the message is gone")
      ) {
        try mailbox.message(at: .mbox(offset: 10_000, length: 10))
      }
    }
  }

  /// A one-line message of `bodySize` bytes after its headers.
  private static func oneLineMessage(bodySize: Int) -> String {
    "From: Ada <ada@x>\nSubject: huge\n\nSTART" + String(repeating: "x", count: bodySize) + "END\n"
  }

  @Test func aMessageLargerThanTheLimitIsReadOnlyUpToIt() throws {
    try TestFiles.withTemporaryDirectory { root in
      let text = Self.oneLineMessage(bodySize: 10_000)
      try TestFiles.write(
        TestFiles.mbox([text, "Subject: next\n\n>From me\n"]), to: root + "/box.mbox")
      try Self.makeMaildir(at: root + "/maildir", count: 0)
      try TestFiles.write(text, to: root + "/maildir/cur/1.host:2,S")
      for path in [root + "/box.mbox", root + "/maildir"] {
        let mailbox = try Mailbox.open(path: path)
        let location = try #require(try mailbox.allSummaries().first).location
        let message = try mailbox.message(at: location, limit: 1000)
        #expect(message.subject == "huge")
        #expect(message.body.hasPrefix("STARTxxx"))
        #expect(message.body.utf8.count == 1000 - "From: Ada <ada@x>\nSubject: huge\n\n".utf8.count)
        let size = text.utf8.count + (mailbox.format == .mbox ? 1 : 0)  // the separator line
        #expect(message.cut == Message.Cut(readByteCount: 1000, byteCount: size))
        let whole = try mailbox.message(at: location, limit: size)
        #expect(whole.cut == nil)
        #expect(whole.body.hasSuffix("END\n"))
        #expect(try mailbox.message(at: location).cut == nil)  // 1 MiB by default
      }
      let mailbox = try Mailbox.open(path: root + "/box.mbox")
      let second = try #require(try mailbox.allSummaries().last).location
      #expect(try mailbox.message(at: second, limit: 1000).body == ">From me\n")
    }
  }

  @Test func aMessageLargerThanOneMebibyteIsShownFromItsStartWithANote() throws {
    try TestFiles.withTemporaryDirectory { root in
      try Self.makeMaildir(at: root, count: 0)
      let bodySize = 2 * Mailbox.messageReadLimit
      try TestFiles.write(Self.oneLineMessage(bodySize: bodySize), to: root + "/cur/1.host:2,S")
      let mailbox = try Mailbox.open(path: root)
      let location = try #require(try mailbox.allSummaries().first).location
      let message = try mailbox.message(at: location)
      #expect(message.body.utf8.count < Mailbox.messageReadLimit)
      #expect(
        message.cut?.note
          == "Showing the first 1.0 MB of 2.0 MB; the rest of this message is not read.")
      #expect(message.cut?.endNote == "(The message is cut here: 1.0 MB more are not shown.)")
    }
  }
}
