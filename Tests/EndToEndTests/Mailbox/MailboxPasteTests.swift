import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// A bracketed paste whose terminator never comes does not swallow the keyboard: after a
  /// second without bytes it is delivered as it is and keys work again, and Ctrl-C quits
  /// at once (issue 13, point 4).
  @Suite
  struct MailboxPasteTests {
    /// `ESC [200~` and `text`, without the `ESC [201~` that should end it.
    private static func unterminatedPaste(_ text: String) -> [UInt8] {
      Array("\u{1B}[200~\(text)".utf8)
    }

    private func launch() async throws -> TmuxSession {
      let session = try TmuxSession(
        Binary.locate("mailbox"), columns: 60, rows: 30, sandbox: try Sandbox())
      try await session.waitFor("the list") { $0[0].contains("Inbox — 150") }
      return session
    }

    @Test func anUnterminatedPasteReachesTheFilterAndQStillQuits() async throws {
      let session = try await launch()
      try session.sendKeys(.text("/"))
      try await session.waitFor("the filter prompt") { $0[29].contains("/▏") }
      try session.sendBytes(Self.unterminatedPaste("kyo"))
      try await session.waitFor("the paste, delivered as it is, filtering the list") {
        $0[0].contains("Inbox — 14 of 150") && $0[29].contains("/kyo▏")
      }
      try session.sendKeys(.enter)
      try await session.waitFor("the filter kept and typing over") {
        $0[0].contains("Inbox — 14 of 150") && !$0[29].contains("▏")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }

    @Test func ctrlCQuitsAtOnceDuringAnUnterminatedPaste() async throws {
      let session = try await launch()
      try session.sendBytes(Self.unterminatedPaste("hello"))
      try session.sendKeys(.control("c"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
