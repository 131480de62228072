import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Hostile mail is displayed inert (issue 4).
  ///
  /// No byte of content reaches the terminal as a control, so the pane title, the screen
  /// around the output and the terminal's modes stay as they were. The negative control is
  /// `TmuxSessionTests`, which shows that the same checks catch a title set by `printf`.
  @Suite
  struct MailboxHostileContentTests {
    /// Bytes and characters that must never appear in output meant for a terminal.
    private static func dangerous(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x00...0x08, 0x0B...0x1F, 0x7F...0x9F: true
      case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
      default: false
      }
    }

    @Test func listOutputContainsNoControlsAndKeepsEveryMessageOnItsLine() async throws {
      let sandbox = try Sandbox()
      let mailbox = try HostileMailbox.write(into: sandbox.files)
      let output = try await Binary.locate("mailbox").run(
        ["--list", mailbox.path], sandbox: sandbox)
      #expect(output.status == 0)
      #expect(output.standardError == "")
      let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
      #expect(lines.count == HostileMailbox.messages.count)
      let leaked = output.standardOutput.unicodeScalars.filter {
        $0 != "\n" && $0 != "\t" && Self.dangerous($0)
      }
      #expect(
        leaked.isEmpty, "controls in the output: \(leaked.map { String($0.value, radix: 16) })")
      for (line, message) in zip(lines, HostileMailbox.messages) {
        for word in message.visibleWords {
          #expect(line.contains(word), "\(word) missing from \(line)")
        }
      }
    }

    @Test func listingInATerminalLeavesTitleScreenAndModesUnchanged() async throws {
      let sandbox = try Sandbox()
      let mailbox = try HostileMailbox.write(into: sandbox.files)
      let binary = try Binary.locate("mailbox")
      let session = try TmuxSession(
        ["sh", "-c", "echo 'before the list'; \"$0\" --list \"$1\"", binary.path, mailbox.path],
        columns: 120, rows: 30, sandbox: sandbox)
      let title = try session.paneTitle()
      try await session.expectRestoredExit(status: 0)
      #expect(try session.paneTitle() == title)
      #expect(try session.paneTitle() != HostileMailbox.title)
      let screen = try session.capture()
      #expect(screen.first == "before the list", "the screen was cleared or the cursor moved")
      for (index, message) in HostileMailbox.messages.enumerated() {
        let row = screen[index + 1]
        for word in message.visibleWords {
          #expect(row.contains(word), "row \(index + 1) lacks \(word): \(row)")
        }
      }
      #expect(
        screen[HostileMailbox.messages.count + 1..<HostileMailbox.messages.count + 3] == [
          "", "EXIT:0",
        ])
    }

    @Test func readingHostileMessagesLeavesTheTitleAndTheLayoutIntact() async throws {
      let sandbox = try Sandbox()
      let mailbox = try HostileMailbox.write(into: sandbox.files)
      let session = try TmuxSession(
        Binary.locate("mailbox"), [mailbox.path], columns: 160, rows: 30, sandbox: sandbox)
      let title = try session.paneTitle()
      try await session.waitFor("the hostile list beside a message") { screen in
        MailboxScreen(reading: screen).layout == .sideBySide
      }
      for index in HostileMailbox.messages.indices {
        if index > 0 { try session.sendKeys(.down) }
        let screen = try await session.waitFor("message \(index + 1) to be shown") { screen in
          let shown = MailboxScreen(reading: screen)
          return HostileMailbox.messages[index].visibleWords.dropFirst().allSatisfy {
            shown.message?.contains($0) == true
          }
        }
        #expect(MailboxScreen(reading: screen).layout == .sideBySide, "message \(index + 1)")
        #expect(screen.count == 30 && screen.allSatisfy { $0.count <= 160 })
        #expect(try session.paneTitle() == title, "message \(index + 1) changed the title")
        #expect(try session.terminalState() == TerminalState.fullScreenApp)
      }
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
      #expect(try session.paneTitle() == title)
    }
  }
}
