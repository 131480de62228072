import Foundation
import SystemTestSupport
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

    /// Lines whose width terminals disagree on (issue 13, point 2), each between two
    /// ASCII markers so a shifted or lost character shows.
    static let widthCorpus = [
      "A ❤️ ❤️❤️ ☺️ 1️⃣ end", "B हिन्दी हि end", "C 👨‍👩‍👧 👍🏽 👍🏽‍🔥 🇫🇷 end",
      "D \u{0378}x\u{0378}\u{FFFE} end", "E \u{0600}123 \u{06DD}45 end", "F 日本語 ⌚ e\u{301} end",
      "G க்ஷ กำ 각 end",
    ]

    /// Writes a mailbox of three messages, newest first in the list: the width corpus,
    /// ASCII lines and wide lines, each line as long as the corpus line it covers.
    private static func widthMailbox(in sandbox: Sandbox) throws -> URL {
      let bodies = [
        ("1 corpus", widthCorpus),
        ("2 narrow", widthCorpus.map { String(repeating: "n", count: $0.count + 6) }),
        ("3 wide", widthCorpus.map { String(repeating: "寬", count: $0.count) }),
      ]
      var text = ""
      for (index, (subject, lines)) in bodies.enumerated() {
        let day = 9 - index
        text += "From a@example.org Mon Jan  \(day) 10:00:00 2026\nFrom: Ada <a@example.org>\n"
        text += "Date: Fri, \(day) Jan 2026 10:00:00 +0000\nSubject: \(subject)\n\n"
        text += lines.joined(separator: "\n") + "\n\n"
      }
      let url = sandbox.files.appendingPathComponent("widths.mbox")
      try Data(text.utf8).write(to: url)
      return url
    }

    @Test func charactersOfDisputedWidthNeitherShiftNorLeaveStaleCells() async throws {
      let sandbox = try Sandbox()
      let session = try TmuxSession(
        Binary.locate("mailbox"), [try Self.widthMailbox(in: sandbox).path], columns: 160,
        rows: 30, sandbox: sandbox, environment: TmuxSession.progressTitleEnvironment)
      func show(_ subject: String) async throws {
        try await session.waitFor("\(subject) shown") { screen in
          MailboxScreen(reading: screen).message == subject
        }
      }
      try await show("1 corpus")
      let screen = try session.capture()
      // Nothing is lost or shifted: every line keeps its characters up to its end marker,
      // and placeholders stand in for the unassigned and the prepended marks.
      for expected in [
        "B हिन्दी हि end", "D �x�� end", "E �123 �45 end", "G க்ஷ กำ 각 end", "F 日本語 ⌚ é end",
      ] {
        #expect(screen.contains { $0.contains(expected) }, "\(expected) in \(screen)")
      }
      try await expectIncrementalEqualsFullRepaint(session, "the corpus")
      for (key, subject) in [
        (TmuxSession.Key.down, "2 narrow"), (.up, "1 corpus"), (.down, "2 narrow"),
        (.down, "3 wide"), (.up, "2 narrow"), (.up, "1 corpus"),
      ] {
        try session.sendKeys(key)
        try await show(subject)
        try await expectIncrementalEqualsFullRepaint(session, "moving to \(subject)")
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
