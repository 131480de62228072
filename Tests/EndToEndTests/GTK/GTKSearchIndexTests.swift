import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// The search index in a window, as `MailboxSearchIndexTests` use it in a terminal: on a
  /// 200,000-message mbox `mailbox-gtk` indexes the mailbox and builds the search index
  /// between frames (its title says `indexing N%`, then `search index N%`), then `body:`
  /// searches answer from the index.
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
      while title != "mailbox-gtk — big.mbox", ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        title = try GTKMailboxTests.windowName(window.display)
        sawBuilding = sawBuilding || title.contains("search index")
      }
      #expect(title == "mailbox-gtk — big.mbox", "indexing or the search index did not finish")
      #expect(sawBuilding, "the title showed the search index's progress")
      let cache = window.sandbox.home.appendingPathComponent(".cache/splitkit-mailbox/search")
      let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      #expect(files.contains { $0.hasPrefix("big_mbox-") && $0.hasSuffix(".sqlite") })

      try window.display.xdotool(["key", "slash"])
      try window.display.xdotool(["type", "--delay", "20", "body:zeppelin"])
      try window.display.xdotool(["key", "Return"])
      try await window.waitUntil("the one message with the word") { seen in
        guard seen.list?.name.hasSuffix("— 1 of 200,000") == true else {
          return "lists \(seen.listNames)"
        }
        return seen.rows.contains { $0.text.hasSuffix("Report 12345") }
          ? nil : "rows \(seen.rows.map(\.text))"
      }
      #expect(window.isRunning)
    }
  }
}
