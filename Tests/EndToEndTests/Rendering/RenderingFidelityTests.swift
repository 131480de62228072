import Foundation
import Testing

extension EndToEnd {
  /// The diff renderer checked by an independent emulator (issue 3).
  ///
  /// After any run of incremental frames — selection moves, animations, filtering,
  /// resizes, wide characters — tmux's screen must be exactly what a full repaint draws,
  /// cell by cell and style by style. Resuming from a suspend forces that full repaint.
  @Suite
  struct RenderingFidelityTests {
    /// Compares the screen once every input is drawn with the one a full repaint produces.
    private func expectIncrementalEqualsFullRepaint(
      _ session: TmuxSession, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      let incremental = try await session.waitUntilDrawn()
      try await session.signal(SIGTSTP)
      try await session.waitForStopped()
      try session.resume()
      try await session.waitFor("the app to repaint after \(step)") { screen in
        !screen.contains { $0.hasPrefix("STOPPED:") }
      }
      let repainted = try await session.waitUntilDrawn()
      let before = StyledRow.rows(incremental)
      let after = StyledRow.rows(repainted)
      let differing = zip(before, after).enumerated().filter {
        $0.element.0.appearance != $0.element.1.appearance
      }
      #expect(
        differing.isEmpty,
        "after \(step), rows differ from a full repaint: \(differing.map { "\($0.offset + 1): \($0.element.0.text) vs \($0.element.1.text)" })",
        sourceLocation: sourceLocation)
      #expect(before.count == after.count, sourceLocation: sourceLocation)
    }

    @Test func mailboxIncrementalFramesMatchAFullRepaint() async throws {
      let session = try TmuxSession(
        Binary.locate("mailbox"), columns: 160, rows: 40,
        environment: TmuxSession.progressTitleEnvironment)
      try await session.waitFor(text: "Inbox — 150")
      try session.sendKeys(.down, .down, .down, .down, .down, .down, .down, .down, .down)
      try session.sendKeys(.enter, .pageDown, .tab, .text("["), .text("["), .text("]"))
      try await expectIncrementalEqualsFullRepaint(session, "moving through wide names and emoji")

      try session.sendKeys(.text("/"), .text("Re"))
      try await session.waitFor(text: "of 150")
      try await expectIncrementalEqualsFullRepaint(session, "filtering")

      try session.sendKeys(.escape)
      try session.resize(columns: 100, rows: 40)
      try await session.waitUntilDrawn()
      try session.sendKeys(.text("\\"))
      try await expectIncrementalEqualsFullRepaint(session, "a resize and the overlay sliding in")
    }

    @Test func demoIncrementalFramesMatchAFullRepaint() async throws {
      let session = try TmuxSession(
        Binary.locate("splitkit-demo"), ["--rows", "1000"], columns: 120, rows: 30,
        environment: TmuxSession.progressTitleEnvironment)
      try await session.waitFor(demo: DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"))
      try session.sendKeys(.pageDown, .pageDown, .down, .enter, .text("["), .text("["))
      try session.sendBytes(
        SGRMouse.wheel(up: false, column: 5, row: 10)
          + SGRMouse.wheel(up: false, column: 5, row: 10))
      try await expectIncrementalEqualsFullRepaint(session, "scrolling, opening and narrowing")

      try session.resize(columns: 90, rows: 30)
      try session.drag(from: (column: 1, row: 10), to: (column: 30, row: 10), steps: 6)
      try await expectIncrementalEqualsFullRepaint(session, "a resize and an edge drag")
    }
  }
}
