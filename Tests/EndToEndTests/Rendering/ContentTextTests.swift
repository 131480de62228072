import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Content text that used to freeze or garble the screen (issue 13, points 1 and 8).
  ///
  /// A huge one-line body, a 128 MiB one-line message, a 100 KB subject, NUL bytes. Each
  /// mailbox holds one message, so at 160 columns it is shown beside the list as soon as the
  /// app starts.
  @Suite
  struct ContentTextTests {
    /// Writes a one-message mbox and starts `mailbox` on it at 160×30.
    private func launch(subject: [UInt8], body: [UInt8]) throws -> TmuxSession {
      let sandbox = try Sandbox()
      var bytes = Array("From ada@example.org Mon Jan  5 10:00:00 2026\n".utf8)
      bytes += Array("From: Ada <ada@example.org>\nDate: Mon, 5 Jan 2026 10:00:00 +0000\n".utf8)
      bytes += Array("Subject: ".utf8) + subject + Array("\n\n".utf8) + body + [0x0A]
      let url = sandbox.files.appendingPathComponent("content.mbox")
      try Data(bytes).write(to: url)
      return try TmuxSession(
        Binary.locate("mailbox"), [url.path], columns: 160, rows: 30, sandbox: sandbox)
    }

    @Test func nulInASubjectAndABodyShowsAsItsControlPicture() async throws {
      let session = try launch(
        subject: Array("nul".utf8) + [0] + Array("here".utf8),
        body: Array("Before".utf8) + [0] + Array("after".utf8))
      let screen = try await session.waitFor(text: "Before␀after")
      #expect(screen.contains { $0.contains("Subject: nul␀here") })
      #expect(screen.dropFirst().first { $0.contains("Ada") }?.contains("nul␀here") == true)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func aFourHundredKilobyteLineShowsAtOnceAndKeysStillWork() async throws {
      let line = "START" + String(repeating: "x", count: 400_000) + "END"
      let session = try launch(subject: Array("One long line".utf8), body: Array(line.utf8))
      // Before the lazy layout this took 26 s (release build) and ignored keys meanwhile.
      try await session.waitFor(text: "START" + String(repeating: "x", count: 40))
      try session.sendKeys(.tab, .end)
      try await session.waitFor(text: "END")
      try session.resize(columns: 100, rows: 30)
      try await session.waitFor("the message alone at 100 columns, still at the end") { screen in
        screen.allSatisfy { !$0.contains("│") } && screen.contains { $0.contains("END") }
      }
      try session.sendKeys(.home)
      try await session.waitFor(text: "Subject: One long line")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// Writes a one-line message of `mebibytes` MiB (`START`, `x`s, `END`) to `url`, 1 MiB
    /// at a time; `fromLine` starts it as an mbox.
    private func writeHugeMessage(to url: URL, mebibytes: Int, fromLine: Bool) throws {
      var head = fromLine ? "From ada@example.org Mon Jan  5 10:00:00 2026\n" : ""
      head += "From: Ada <ada@example.org>\nDate: Mon, 5 Jan 2026 10:00:00 +0000\n"
      head += "Subject: One huge line\n\nSTART"
      try Data(head.utf8).write(to: url)
      let file = try FileHandle(forWritingTo: url)
      defer { try? file.close() }
      try file.seekToEnd()
      let mebibyte = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
      for _ in 0..<mebibytes { try file.write(contentsOf: mebibyte) }
      try file.write(contentsOf: Data("END\n".utf8))
    }

    /// How long the message may take to appear: the Maildir needs no indexing; the mbox is
    /// indexed first (128 MiB in a debug build takes about 3 s, more on a loaded machine).
    @Test(arguments: [("maildir", 8), ("mbox", 25)])
    func a128MebibyteOneLineMessageOpensAtOnceFromItsFirstMebibyteAndQuits(
      format: String, deadlineSeconds: Int
    ) async throws {
      let sandbox = try Sandbox()
      let path: URL
      if format == "mbox" {
        path = sandbox.files.appendingPathComponent("huge.mbox")
        try writeHugeMessage(to: path, mebibytes: 128, fromLine: true)
      } else {
        path = sandbox.files.appendingPathComponent("huge")
        for sub in ["cur", "new", "tmp"] {
          try FileManager.default.createDirectory(
            at: path.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let message = path.appendingPathComponent("cur/1767607200.M1P1.host:2,S")
        try writeHugeMessage(to: message, mebibytes: 128, fromLine: false)
      }
      let session = try TmuxSession(
        Binary.locate("mailbox"), [path.path], columns: 160, rows: 30, sandbox: sandbox)
      // Before the read limit, the whole 128 MiB were read, decoded and copied first:
      // about 27 s (debug build) and gigabytes, with `q` and Ctrl-C unanswered meanwhile.
      // The body and the note can reach the screen in different frames (the status line
      // may still show the indexing progress): wait for both, then check both.
      let body = "START" + String(repeating: "x", count: 40)
      let note = "⚠ Showing the first 1.0 MB of 128.0 MB; the rest of this message is not read."
      let shows = { (screen: [String], text: String) in screen.contains { $0.contains(text) } }
      // Times out (and fails) unless both are on one screen by the deadline.
      try await session.waitFor(
        "the body's first mebibyte with the note", timeout: .seconds(deadlineSeconds)
      ) { shows($0, body) && shows($0, note) }
      try session.sendKeys(.tab, .end)
      try await session.waitFor(text: "(The message is cut here: 127.0 MB more are not shown.)")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0, timeout: .seconds(5))
    }

    @Test func aHundredKilobyteSubjectIsCutInTheListAndWrappedInTheMessage() async throws {
      let subject = "Huge " + String(repeating: "s", count: 100_000) + " tail"
      let session = try launch(subject: Array(subject.utf8), body: Array("Short body".utf8))
      // The word is wider than the column, so "Huge" stays alone on the first line.
      let screen = try await session.waitFor(text: "Subject: Huge")
      #expect(screen.dropFirst().first { $0.contains("Ada") }?.contains("Huge sss") == true)
      try session.sendKeys(.tab, .end)
      try await session.waitFor("the subject's end above the body") { screen in
        screen.contains { $0.contains("s tail") } && screen.contains { $0.contains("Short body") }
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
