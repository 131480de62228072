import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Relaunching `mailbox-gtk` on an mbox it listed and indexed before, as
  /// `MailboxRelaunchTests` do in a terminal (issue 35, points 1, 2 and 4): the unchanged
  /// mbox is whole in the first window from the summary cache (its title never says
  /// `indexing`), an appended one comes with its new messages, a damaged cache is ignored
  /// and written again; a search typed while the list is still read finds its message
  /// and stays when the saved selection is listed.
  @Suite
  struct GTKRelaunchTests {
    /// Waits (at most `seconds`) until the window's title is `expected`, with or without
    /// its unread count (`big.mbox (20,000 unread)`), after one showing progress when
    /// `afterProgress` (the title before the app starts has none), and returns the titles
    /// seen on the way.
    static func waitForTitle(
      _ window: MailboxWindow, _ expected: String, seconds: Int, afterProgress: Bool = true
    ) async throws -> [String] {
      let deadline = ContinuousClock.now + .seconds(seconds)
      var titles = [try GTKMailboxTests.windowName(window.display)]
      func isDone(_ title: String?) -> Bool {
        guard let title else { return false }
        return title == expected
          || (title.hasPrefix(expected + " (") && title.hasSuffix(" unread)")
            && !title.dropFirst(expected.count).contains("—"))
      }
      while !isDone(titles.last) || (afterProgress && !titles.contains { $0.contains("index") }),
        ContinuousClock.now < deadline
      {
        try await Task.sleep(for: .milliseconds(100))
        titles.append(try GTKMailboxTests.windowName(window.display))
      }
      #expect(isDone(titles.last), "titles \(Set(titles))")
      return titles
    }

    @Test(.timeLimit(.minutes(15)))
    func aRelaunchListsFromTheCacheAndKeepsASearchTypedWhileListing() async throws {
      let window = try await MailboxWindow.start()
      let path = window.sandbox.files.appendingPathComponent("big.mbox")
      try MailboxSearchIndexTests.mbox(count: MailboxRelaunchTests.count).write(to: path)
      let done = "mailbox-gtk — big.mbox"

      // The first launch reads it and builds the index; the last message is selected.
      try await window.launch([path.path])
      _ = try await Self.waitForTitle(window, done, seconds: 600)
      try window.display.xdotool(["key", "End"])
      try await window.waitUntil("the last message selected") {
        $0.selectedRow(is: "Report 19999")
      }
      #expect(try await window.quit())
      let cache = try #require(MailboxRelaunchTests.summaryCaches(home: window.sandbox.home).first)

      // Unchanged: listed whole from the cache before the first frame (the title never
      // says `indexing`); the selection back.
      try await window.launch([path.path])
      let titles = try await Self.waitForTitle(window, done, seconds: 120, afterProgress: false)
      #expect(!titles.contains { $0.contains("indexing") }, "titles \(Set(titles))")
      try await window.waitUntil("every message, the last selected") { seen in
        seen.list?.name.hasSuffix("— 20,000") == true
          ? seen.selectedRow(is: "Report 19999") : "lists \(seen.listNames)"
      }
      #expect(try await window.quit())

      // Appended: the new messages too.
      try MailboxRelaunchTests.appendTwo(to: path.path)
      try await window.launch([path.path])
      // The accessibility tree is read once frames stop changing the status line.
      _ = try await Self.waitForTitle(window, done, seconds: 300)
      try await window.waitUntil("the appended messages") { seen in
        seen.list?.name.hasSuffix("— 20,002") == true ? nil : "lists \(seen.listNames)"
      }
      #expect(try await window.quit())

      // Damaged: ignored (and removed), read again, written again on another thread once
      // listed, so it is polled for until it is there and whole.
      let damaged = try MailboxRelaunchTests.damage(cache)
      try await window.launch([path.path])
      _ = try await Self.waitForTitle(window, done, seconds: 300)
      func rewritten() -> Bool {
        (try? Data(contentsOf: cache)).map { $0 != damaged && !$0.isEmpty } == true
      }
      let deadline = ContinuousClock.now + .seconds(30)
      while !rewritten(), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
      }
      #expect(rewritten())
      #expect(try await window.quit())

      // Without the cache: a search typed while the list fills is answered and kept.
      for file in MailboxRelaunchTests.summaryCaches(home: window.sandbox.home) {
        try FileManager.default.removeItem(at: file)
      }
      try await window.launch([path.path])
      var listing = try GTKMailboxTests.windowName(window.display)
      let started = ContinuousClock.now
      while !listing.contains("indexing"), ContinuousClock.now - started < .seconds(60) {
        try await Task.sleep(for: .milliseconds(20))
        listing = try GTKMailboxTests.windowName(window.display)
      }
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "body:zeppelin"])
      #expect(listing.contains("indexing"), "typed while listing: title \(listing)")
      #expect(try GTKMailboxTests.windowName(window.display).contains("indexing"))
      _ = try await Self.waitForTitle(window, done, seconds: 300)
      #expect(window.isRunning)
      try await window.waitUntil("the one match, the search kept") { seen in
        guard seen.list?.name.hasSuffix("— 1 of 20,002") == true else {
          return "lists \(seen.listNames)"
        }
        guard seen.rows.map(\.text).contains(where: { $0.hasSuffix("Report 12345") }) else {
          return "rows \(seen.rows.map(\.text))"
        }
        return MailboxWindow.says(seen, "body:zeppelin")
      }
      #expect(window.isRunning)
    }
  }
}
