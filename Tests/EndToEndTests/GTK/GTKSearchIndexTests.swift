import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The search index in a window, as `MailboxSearchIndexTests` use it in a terminal: on a
  /// 200,000-message mbox `mailbox-gtk` indexes the mailbox and builds the search index
  /// between frames (its title says `indexing N%`, then `search index N%`), then `body:`,
  /// `from:`, `subject:` and plain-word searches answer from the index.
  @Suite
  struct GTKSearchIndexTests {
    @Test(.timeLimit(.minutes(10)))
    func aBuiltIndexAnswersBodySearchesOverTwoHundredThousandMessages() async throws {
      let window = try await MailboxWindow.start()
      let path = window.sandbox.files.appendingPathComponent("big.mbox")
      try MailboxSearchIndexTests.mbox(count: 200_000).write(to: path)
      try await window.launch([path.path])
      let deadline = ContinuousClock.now + .seconds(540)
      var title = try GTKMailboxTests.windowName(window.display)
      var sawBuilding = title.contains("search index")
      // The title before the app starts shows no progress either: done only once some
      // progress was shown.
      var sawProgress = title.contains("index")
      // Done: the name and its unread count, nothing indexing.
      func isDone(_ title: String) -> Bool {
        title.hasPrefix("mailbox-gtk — big.mbox") && !title.contains("index")
      }
      while !(isDone(title) && sawProgress), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        title = try GTKMailboxTests.windowName(window.display)
        sawBuilding = sawBuilding || title.contains("search index")
        sawProgress = sawProgress || title.contains("index")
      }
      #expect(isDone(title), "indexing or the search index did not finish: \(title)")
      #expect(sawBuilding, "the title showed the search index's progress")
      let cache = window.sandbox.home.appendingPathComponent(".cache/splitkit-mailbox/search")
      let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      #expect(files.contains { $0.hasPrefix("big_mbox-") && $0.hasSuffix(".sqlite") })

      // Row 17 selected, then a search that keeps it: 199,999 rows arrive at once and the
      // list scrolls to it. Every row up to it is drawn, not the first alone (GTK 4.8 drew
      // only that one until a scroll when the list scrolled before laying the rows out).
      for _ in 0..<17 { try window.display.xdotool(["key", "Down"]) }
      try await window.waitUntil("row 17 selected") { $0.selectedRow(is: "Report 17") }
      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "body:balloon"])
      try await window.waitUntil("199,999 matches, row 17 still selected") { seen in
        guard seen.list?.name.hasSuffix("— 199,999 of 200,000") == true else {
          return "lists \(seen.listNames)"
        }
        return seen.selectedRow(is: "Report 17")
      }
      // The list's rows are 50 points high from y = 80, in the left 460 points.
      _ = try await window.display.waitForScreen("the rows above row 17 drawn") { shot in
        let drawn = (0..<13).filter { band in
          let top = 85 + band * 50
          return shot.count(x: 10..<300, y: top..<top + 40, where: GTKMailboxTests.isInk) > 30
        }
        return drawn.count >= 12 ? nil : "ink in row bands \(drawn) of 0..<13"
      }
      try await window.clearSearch(count: "200,000")

      try await window.search(
        "body:zeppelin", until: "the one message with the word", count: "1 of 200,000"
      ) {
        $0.rows.contains { $0.text.hasSuffix("Report 12345") } ? nil : "rows \($0.rows.map(\.text))"
      }
      try await window.clearSearch(count: "200,000")

      // The sender and subject answered from the index too (as in the terminal's test).
      try await window.search(
        "from:sender42 subject:1234*", until: "sender42's Report 123426", count: "1 of 200,000"
      ) {
        $0.rows.contains { $0.text.hasSuffix("Report 123426") }
          ? nil : "rows \($0.rows.map(\.text))"
      }
      try await window.clearSearch(count: "200,000")
      try await window.search("777 sender42", until: "six of sender42's", count: "6 of 200,000")
      #expect(window.isRunning)
    }
  }
}
