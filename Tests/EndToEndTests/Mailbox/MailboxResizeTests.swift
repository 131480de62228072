import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// `mailbox` resized in a real terminal while the reader is in the list: widening from
  /// the narrow stack keeps the list (and the search being typed) in view, sliding over
  /// the message.
  @Suite
  struct MailboxResizeTests {
    @Test func wideningFromTheNarrowListWhileSearchingKeepsTheSearchLine() async throws {
      let session = try TmuxSession(Binary.locate("mailbox"), columns: 70, rows: 24)
      try await session.waitFor("the list alone") {
        $0[0].contains("Inbox — 150") && !$0[0].contains("‹") && $0[1].contains("Ada Lindqvist")
      }
      try session.sendKeys(.text("/kyo"))
      try await session.waitFor(text: "/kyo▏")
      try session.resize(columns: 100, rows: 24)
      try await session.waitFor("the list over the message, still searching") {
        $0[0].contains("Inbox — ") && $0[0].contains("│") && $0[23].contains("/kyo▏")
      }
      try session.sendKeys(.text("t"))
      try await session.waitFor(text: "/kyot▏")
      try session.sendKeys(.enter, .text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
