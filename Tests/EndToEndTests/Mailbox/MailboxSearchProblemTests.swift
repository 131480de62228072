import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// A query the reader cannot read as typed, typed into the real `mailbox` (issue 38):
  /// the reader keeps running and says what is wrong in the status line.
  @Suite
  struct MailboxSearchProblemTests {
    @Test func aDateOutOfRangeIsToldAndTheReaderKeepsRunning() async throws {
      let fixture = MailboxThreadsAndSearchTests.fixture()
      let session = try TmuxSession(Binary.locate("mailbox"), [fixture], columns: 100, rows: 24)
      try await session.waitFor(text: "13 messages")
      let pid = try await session.programPID()

      // Typed key by key: the `y` completes the span that overflowed.
      try session.sendKeys(.text("/date:-300000000000"))
      try await session.waitFor(text: "/date:-300000000000")
      try session.sendKeys(.text("y"))
      try await session.waitFor("the problem in the status line") { screen in
        screen[23].contains("/date:-300000000000y")
          && screen[23].contains("⚠ date out of range")
      }
      #expect(kill(pid, 0) == 0, "the reader is still running")
      #expect(try await session.programPID() == pid)

      try session.sendKeys(.enter)
      try await session.waitFor("the kept filter and its problem") { screen in
        screen[23].contains("Filter: date:-300000")
          && screen[23].contains("⚠ date out of range")
      }
      try await session.clearSearch(of: "13")
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
