import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// What the apps need from their terminal (issue 3).
  ///
  /// They need a real terminal on standard input and a `TERM` that can draw a full screen,
  /// and they honour `NO_COLOR`. Refusals are one clear line and leave the terminal
  /// untouched.
  @Suite
  struct TerminalRequirementsTests {
    static let apps = ["splitkit-demo", "mailbox"]

    @Test(arguments: apps)
    func termDumbIsRefusedWithOneLineAndAnUntouchedTerminal(app: String) async throws {
      let session = try TmuxSession(
        Binary.locate(app), columns: 200, rows: 10, environment: ["TERM": "dumb"])
      try await session.expectRestoredExit(status: 1)
      let shown = try session.capture().filter { !$0.isEmpty }
      #expect(shown.count == 2, "one line, then the wrapper's EXIT line: \(shown)")
      #expect(shown.first?.hasPrefix("\(app): TERM=dumb ") == true, "\(shown)")
    }

    @Test(arguments: apps)
    func standardInputThatIsNotATerminalIsRefusedOnStandardError(app: String) async throws {
      let output = try await Binary.locate(app).run([])
      #expect(output.status == 1)
      #expect(output.standardOutput == "")
      let lines = output.standardError.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("\(app): "), "\(output.standardError)")
    }

    @Test(arguments: apps)
    func noColorDrawsWithoutAnyColour(app: String) async throws {
      let coloured = try await settledCells(of: app, environment: [:])
      #expect(
        coloured.contains { $0.foreground != nil || $0.background != nil },
        "control: colours by default")
      let plain = try await settledCells(of: app, environment: ["NO_COLOR": "1"])
      let colouredCells = plain.filter { $0.foreground != nil || $0.background != nil }
      #expect(colouredCells.isEmpty, "\(Set(colouredCells))")
    }

    /// Launches `app` at 160x30 and returns the styles of every cell once its first full
    /// screen shows: list and detail side by side with the first item open (waiting for that
    /// state, not for a quiet spell, so nothing drawn later can escape the check).
    private func settledCells(of app: String, environment: [String: String]) async throws
      -> [SGRStyle]
    {
      let session = try TmuxSession(
        Binary.locate(app), columns: 160, rows: 30, environment: environment)
      let screen: [String]
      if app == "mailbox" {
        let first = "Quarterly planning"
        screen = try await session.waitFor(
          MailboxScreen(.sideBySide, list: "Inbox — 150", selected: first, message: first),
          escapes: true, reading: MailboxScreen.init(reading:))
      } else {
        screen = try await session.waitFor(
          DemoScreen(.sideBySide, selected: "Item 1", detail: "Item 1"), escapes: true,
          reading: DemoScreen.init(reading:))
      }
      return StyledRow.rows(screen).flatMap(\.styles)
    }
  }
}
