import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox-gtk` left alone while another program delivers mail (issue 35): no key is
  /// pressed, yet the new message is listed, the unread counts and the window title follow,
  /// and the message shown stays.
  @Suite
  struct GTKMailboxWatchTests {
    @Test(.timeLimit(.minutes(2)))
    func anIdleWindowShowsNewMailWithItsCountsAndKeepsTheMessageShown() async throws {
      let (window, root) = try await GTKMailboxActionTests.startOnBob()
      try await window.waitUntil("Bob's message shown") { seen in
        seen.documents.contains { $0.contains("Lunch today") } ? nil : "no Bob"
      }
      let before = try await window.read()
      try MailboxWatchTests.deliver("Fresh news", from: "Fay", into: root, name: "9.M9.host")
      let after = try await window.waitUntil("the new message, counted") { seen in
        guard seen.list?.name == "Inbox — 4" else { return "lists \(seen.listNames)" }
        guard seen.rows.contains(where: { $0.text.contains("Fresh news") }) else {
          return "rows \(seen.rows.map(\.text))"
        }
        let unread = seen.unreadRows.count
        guard seen.title == "mailbox-gtk — Mail — Inbox (\(unread) unread)" else {
          return "title \(seen.title), \(unread) unread"
        }
        return seen.documents.contains { $0.contains("Lunch today") } ? nil : "Bob's message gone"
      }
      #expect(after.unreadRows.count == before.unreadRows.count + 1)
      #expect(after.selectedRow(is: "Lunch today") == nil)
      // Mail delivered to another folder: its count in the sidebar.
      try MailboxWatchTests.deliver(
        "Copy", from: "Me", into: root.appendingPathComponent(".Sent"), name: "10.M10.host")
      try await window.waitUntil("Sent counted again") { seen in
        let folders = seen.list(named: "Mail")?.rows.map(\.text) ?? []
        return folders.contains("Sent 1") ? nil : "folders \(folders)"
      }
      #expect(try await window.quit(), "q did not close the window")
    }
  }
}
