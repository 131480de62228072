import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Relaunching `mailbox` on an mbox it listed and indexed before (issue 35, points 1, 2
  /// and 4), in a real terminal: the unchanged mbox comes back whole on the first screen
  /// from the summary cache, an appended one with its new messages, a damaged cache is
  /// ignored and written again; and a search typed while the list is still being read is
  /// answered (from the search index) and kept when the saved selection is listed.
  @Suite
  struct MailboxRelaunchTests {
    /// Messages in the mbox (`total`): reading them takes a few seconds in a debug build.
    static let count = 20_000

    /// The summary cache files under `home`.
    static func summaryCaches(home: URL) -> [URL] {
      let directory = home.appendingPathComponent(".cache/splitkit-mailbox/summaries")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { $0.hasSuffix(".summaries") }.map {
        directory.appendingPathComponent($0)
      }
    }

    /// `mailbox` on `path`, until `what` shows on a screen satisfying `check`.
    static func launch(
      _ path: String, in sandbox: Sandbox, until what: String, timeout: Duration = .seconds(120),
      _ check: @escaping ([String]) -> Bool
    ) async throws -> TmuxSession {
      let session = try TmuxSession(
        Binary.locate("mailbox"), [path], columns: 120, rows: 24, sandbox: sandbox)
      try await session.waitFor(what, timeout: timeout, check)
      return session
    }

    /// Appends two messages (`Appended 0` and `Appended 1`) to the mbox at `path`, as a
    /// delivery agent appends them.
    static func appendTwo(to path: String) throws {
      guard let handle = FileHandle(forWritingAtPath: path) else {
        throw CocoaError(.fileNoSuchFile)
      }
      handle.seekToEndOfFile()
      handle.write(
        Data(
          String(decoding: MailboxSearchIndexTests.mbox(count: 2), as: UTF8.self)
            .replacingOccurrences(of: "Report ", with: "Appended ").utf8))
      try handle.close()
    }

    /// Flips bytes in the middle of the file at `url`; returns what it holds now.
    static func damage(_ url: URL) throws -> Data {
      var damaged = try Data(contentsOf: url)
      for offset in stride(from: damaged.count / 3, to: damaged.count / 2, by: 97) {
        damaged[offset] ^= 0xA5
      }
      try damaged.write(to: url)
      return damaged
    }

    /// Quits with `q` and expects a clean exit.
    static func quit(_ session: TmuxSession) async throws {
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test(.timeLimit(.minutes(15)))
    func aRelaunchListsFromTheCacheAndKeepsASearchTypedWhileListing() async throws {
      let directory = try TemporaryDirectory(prefix: "relaunch")
      let path = directory.url.appendingPathComponent("big.mbox").path
      try MailboxSearchIndexTests.mbox(count: Self.count).write(to: URL(fileURLWithPath: path))
      let sandbox = try Sandbox()
      let total = "20,000"

      // The first launch reads the mbox and builds the search index; the last message
      // is selected when it quits.
      var session = try await Self.launch(
        path, in: sandbox, until: "listed and the search index built", timeout: .seconds(600)
      ) { screen in
        screen.contains { $0.contains("\(total) messages") }
          && !screen.contains { $0.contains("search index") || $0.contains("Indexing") }
      }
      try session.sendKeys(.end)
      try await session.waitFor(text: "Report \(Self.count - 1)")
      try await Self.quit(session)
      let caches = Self.summaryCaches(home: sandbox.home)
      #expect(caches.count == 1)
      let cache = try #require(caches.first)

      // Unchanged: the first screen with rows has every message, from the cache; the
      // saved selection is back.
      session = try TmuxSession(
        Binary.locate("mailbox"), [path], columns: 120, rows: 24, sandbox: sandbox)
      let first = try await session.waitFor("the first rows") { screen in
        screen.contains { $0.contains("Report ") }
      }
      #expect(first.contains { $0.contains("\(total) messages") }, "\(first)")
      #expect(!first.contains { $0.contains("Indexing") })
      try await session.waitFor(text: "Report \(Self.count - 1)")
      try await Self.quit(session)

      // Appended: the cached part and the new messages.
      try Self.appendTwo(to: path)
      let appended = "20,002"
      session = try await Self.launch(path, in: sandbox, until: "the appended messages") {
        screen in screen.contains { $0.contains("\(appended) messages") }
      }
      try await Self.quit(session)

      // Damaged: ignored, the mbox read, the cache written again.
      let damaged = try Self.damage(cache)
      session = try await Self.launch(path, in: sandbox, until: "read again") { screen in
        screen.contains { $0.contains("\(appended) messages") }
      }
      try await session.waitFor("the cache written again", timeout: .seconds(30)) { _ in
        (try? Data(contentsOf: cache)).map { $0 != damaged && !$0.isEmpty } ?? false
      }
      try await Self.quit(session)

      // Without the cache, the mbox is read again: a search typed at once, while the
      // list fills, finds its message (the index answers for every message it held) and
      // stays, though the saved selection (the last message) is listed after it.
      for file in Self.summaryCaches(home: sandbox.home) {
        try FileManager.default.removeItem(at: file)
      }
      session = try TmuxSession(
        Binary.locate("mailbox"), [path], columns: 120, rows: 24, sandbox: sandbox)
      try await session.waitFor(text: "Indexing")
      try session.sendKeys(.text("/body:zeppelin"))
      let typed = try await session.waitFor("the search typed") { screen in
        screen.contains { $0.contains("/body:zeppelin▏") }
      }
      #expect(!typed.contains { $0.contains("of \(appended)") }, "typed after the listing")
      let found = try await session.waitFor("the one match, all listed", timeout: .seconds(120)) {
        screen in screen.contains { $0.contains("1 of \(appended)") }
      }
      #expect(found.contains { $0.contains("/body:zeppelin▏") })
      #expect(found.contains { $0.contains("Report 12345") })
      #expect(!found.contains { $0.contains("Report \(Self.count - 1)") })
      // Enter keeps the search (Escape then `q` at once would read as Alt-q).
      try session.sendKeys(.enter)
      try await Self.quit(session)
    }
  }
}
