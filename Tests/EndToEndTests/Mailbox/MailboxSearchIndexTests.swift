import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The search index in a real terminal (issue 21): built between frames on a
  /// 200,000-message mbox with its progress in the status line, then answering `body:`,
  /// `from:`, `subject:` and plain-word searches (SearchIndexTests show that a relaunch finds it again, reading nothing);
  /// and a Maildir another program changes under the open reader (delivered, flagged by
  /// a rename, deleted) searched as it is now.
  @Suite
  struct MailboxSearchIndexTests {
    /// An mbox of `count` short messages; message `n`'s body holds `item<n>`, and only
    /// message 12,345's holds `zeppelin`.
    static func mbox(count: Int) -> Data {
      var text = ""
      text.reserveCapacity(count * 260)
      for number in 0..<count {
        let word = number == 12_345 ? "zeppelin" : "balloon"
        text += """
          From sender\(number % 97)@example.org Sat Nov 21 10:00:00 2026
          From: Sender \(number % 97) <sender\(number % 97)@example.org>
          To: team@example.org
          Subject: Report \(number)
          Date: Sat, 21 Nov 2026 10:00:00 +0000
          Message-ID: <m\(number)@example.org>

          The item\(number) report, with a \(word) in it.


          """
      }
      return Data(text.utf8)
    }

    @Test func aBuiltIndexAnswersBodySearchesOverTwoHundredThousandMessages() async throws {
      let directory = try TemporaryDirectory(prefix: "search-index")
      let path = directory.url.appendingPathComponent("big.mbox").path
      try Self.mbox(count: 200_000).write(to: URL(fileURLWithPath: path))
      let sandbox = try Sandbox()
      let session = try TmuxSession(
        Binary.locate("mailbox"), [path], columns: 100, rows: 24, sandbox: sandbox)
      try await session.waitFor("indexing done, the search index building", timeout: .seconds(300))
      {
        screen in
        screen.contains { $0.contains("200,000 messages") && $0.contains("search index") }
      }
      try await session.waitFor("the search index built", timeout: .seconds(900)) { screen in
        screen.contains { $0.contains("200,000 messages") }
          && !screen.contains {
            $0.contains("search index")
          }
      }
      let cache = sandbox.home.appendingPathComponent(".cache/splitkit-mailbox/search").path
      let files = try FileManager.default.contentsOfDirectory(atPath: cache)
      #expect(files.contains { $0.hasPrefix("big_mbox-") && $0.hasSuffix(".sqlite") })

      let found = try await session.search(
        "body:zeppelin", until: "the one message with the word", count: "1 of 200,000"
      ) { $0.contains { $0.contains("Report 12345") } }
      #expect(!found.contains { $0.contains("searching") })
      try await session.clearSearch(of: "200,000")
      try await session.search(
        "body:item1234* -body:zeppelin",
        until: "item1234, item12340…12349 and item123400…123499 but 12345",
        count: "110 of 200,000"
      ) { !$0.contains { $0.contains("Report 12345 ") } }
      try await session.clearSearch(of: "200,000")
      // The sender and subject answered from the index too: message n is from
      // sender<n % 97>, so 123426 alone is sender42's with a subject word from 1234; and
      // six of sender42's have 777 in theirs.
      try await session.search(
        "from:sender42 subject:1234*", until: "sender42's Report 123426", count: "1 of 200,000"
      ) { $0.contains { $0.contains("Report 123426") } }
      try await session.clearSearch(of: "200,000")
      try await session.search("777 sender42", until: "six of sender42's", count: "6 of 200,000")
      try await session.clearSearch(of: "200,000")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    /// A Maildir of 40 messages; message `n`'s subject is `Report n`, and its body holds
    /// `walrus` for message 9, `balloon` for the others.
    static func maildir(at root: URL) throws {
      var files: [String: String] = [:]
      for number in 0..<40 {
        files["cur/\(1000 + number).M\(number).host:2,S"] = message(
          number, subject: "Report \(number)", word: number == 9 ? "walrus" : "balloon")
      }
      try MailFolders.write(at: root, maildirs: ["."], files: files)
    }

    static func message(_ number: Int, subject: String, word: String) -> String {
      "From: Sender <s\(number)@example.org>\nTo: team@example.org\nSubject: \(subject)\n"
        + "Date: Sat, 21 Nov 2026 10:\(10 + number % 50):00 +0000\n"
        + "Message-ID: <m\(number)@example.org>\n\nThe item\(number) report, with a \(word) in it.\n"
    }

    /// `mailbox` on `root` in `sandbox`, once the 40 messages are indexed and the search
    /// index is built (and no note about it shows).
    static func indexedReader(of root: URL, in sandbox: Sandbox, columns: Int) async throws
      -> TmuxSession
    {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: columns, rows: 24, sandbox: sandbox)
      try await session.waitFor("indexed, the search index built", timeout: .seconds(60)) {
        screen in
        screen.contains { $0.contains("40 messages") }
          && !screen.contains { $0.contains("search index") || $0.contains("Indexing") }
      }
      return session
    }

    /// The messages in the search index under `home`, as another program (Python's
    /// `sqlite3`) reads the file while the reader has it open; nil before it exists.
    static func indexedMessageCount(home: URL) throws -> Int? {
      let cache = home.appendingPathComponent(".cache/splitkit-mailbox/search")
      guard
        let file = try? FileManager.default.contentsOfDirectory(atPath: cache.path).first(where: {
          $0.hasSuffix(".sqlite")
        })
      else { return nil }
      let python = Process()
      python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
      python.arguments = [
        "-c",
        "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("
          + "'SELECT count(*) FROM messages').fetchone()[0])",
        cache.appendingPathComponent(file).path,
      ]
      let output = Pipe()
      python.standardOutput = output
      python.standardError = FileHandle.nullDevice
      try python.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      python.waitUntilExit()
      return python.terminationStatus == 0
        ? Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }

    /// A small mailbox, indexed in its first chunk, has its search index built too,
    /// without a search asking for it (it used to wait for a `body:` search).
    @Test func aSmallMailboxHasItsSearchIndexBuiltWithoutASearch() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("inbox")
      try Self.maildir(at: root)
      let session = try await Self.indexedReader(of: root, in: sandbox, columns: 100)
      let deadline = ContinuousClock.now + .seconds(30)
      var count = try Self.indexedMessageCount(home: sandbox.home)
      while count != 40, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        count = try Self.indexedMessageCount(home: sandbox.home)
      }
      #expect(count == 40)
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func aMaildirChangedUnderTheOpenReaderIsSearchedAsItIsNow() async throws {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("inbox")
      try Self.maildir(at: root)
      let session = try await Self.indexedReader(of: root, in: sandbox, columns: 100)
      // Another program delivers a message (tmp/, then new/) while the reader is open.
      let delivered = Self.message(99, subject: "Fresh delivery", word: "zeppelin")
      try Data(delivered.utf8).write(to: root.appendingPathComponent("tmp/2000.M99.host"))
      try FileManager.default.moveItem(
        at: root.appendingPathComponent("tmp/2000.M99.host"),
        to: root.appendingPathComponent("new/2000.M99.host"))
      try await session.search(
        "body:zeppelin", until: "the delivered message found", count: "1 of 41"
      ) { $0.contains { $0.contains("Fresh delivery") } }
      try await session.clearSearch(of: "41")
      // It flags Report 7 (a rename) and deletes Report 9.
      try FileManager.default.moveItem(
        at: root.appendingPathComponent("cur/1007.M7.host:2,S"),
        to: root.appendingPathComponent("cur/1007.M7.host:2,FS"))
      try FileManager.default.removeItem(at: root.appendingPathComponent("cur/1009.M9.host:2,S"))
      try await session.search(
        "is:flagged", until: "the flagged message found", count: "1 of 40"
      ) { $0.contains { $0.contains("Report 7") } }
      try await session.clearSearch(of: "40")
      try await session.search("body:walrus", until: "the deleted message gone", count: "0 of 40")
      try await session.clearSearch(of: "40")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
      // The Maildir holds what the other program left: the reader wrote nothing.
      #expect(
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent("new/2000.M99.host").path))
    }

    /// Two readers of one Maildir at once each find the same messages.
    ///
    /// The first holds the search index; the second says once that it reads every message
    /// instead. Once both have quit, a third uses the index again, saying nothing.
    @Test func aSecondReaderOfTheSameMailboxSearchesWithoutTheIndexAndFindsTheSame()
      async throws
    {
      let sandbox = try Sandbox()
      let root = sandbox.files.appendingPathComponent("inbox")
      try Self.maildir(at: root)
      let first = try await Self.indexedReader(of: root, in: sandbox, columns: 120)
      let second = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 120, rows: 24, sandbox: sandbox)
      try await second.waitFor("the second reader says why it reads every message") { screen in
        screen.contains { $0.contains("Another reader has the search index: slower search") }
      }
      for session in [first, second] {
        // The status line shows the search, not the note: it gave way to the first key.
        try await session.search("body:walrus", until: "Report 9 found", count: "1 of 40") {
          $0.contains { $0.contains("Report 9") }
            && $0.last?.contains("Search: body:walrus") == true
        }
        try session.sendKeys(.text("q"))
        try await session.expectRestoredExit(status: 0)
      }
      let third = try await Self.indexedReader(of: root, in: sandbox, columns: 120)
      #expect(!(try third.capture().joined().contains("Another reader has the search index")))
      try third.sendKeys(.text("q"))
      try await third.expectRestoredExit(status: 0)
    }
  }
}
