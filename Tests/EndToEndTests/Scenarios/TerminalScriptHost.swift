import Foundation
import SystemTestSupport
import Testing

/// `mailbox` in a 60 x 30 tmux pane, where the reader is collapsed.
///
/// The list alone, a message pushed over it; the screen is tmux's cells.
final class TerminalScriptHost: ScriptHost {
  private var session: TmuxSession?

  func launch(_ arguments: [String], in sandbox: Sandbox) async throws {
    session = try TmuxSession(
      Binary.locate("mailbox"), arguments, columns: 60, rows: 30, sandbox: sandbox)
  }

  private func running() throws -> TmuxSession {
    guard let session else { throw EndToEndError("mailbox is not running") }
    return session
  }

  func press(_ key: UserScript.Key) async throws {
    let session = try running()
    switch key {
    case .up: try session.sendKeys(.up)
    case .down: try session.sendKeys(.down)
    case .home: try session.sendKeys(.home)
    case .end: try session.sendKeys(.end)
    case .enter: try session.sendKeys(.enter)
    case .escape: try session.sendKeys(.escape)
    case .tab: try session.sendKeys(.tab)
    case .character(let character): try session.sendKeys(.text(String(character)))
    }
  }

  func type(_ text: String) async throws {
    try running().sendKeys(.text(text))
  }

  /// Clicks the first screen line (below the title) showing `text`, a few cells in.
  func click(row text: String) async throws {
    let session = try running()
    let screen = try session.capture()
    guard let index = screen.indices.dropFirst().first(where: { screen[$0].contains(text) })
    else { throw EndToEndError("no line shows \(text):\n\(screen.joined(separator: "\n"))") }
    try session.click(column: 6, row: index + 1)
  }

  /// The rows under the title when no message is open; the whole screen as the message
  /// when one is, or is still sliding away (its header block has a `Subject:` line).
  func read() async throws -> SeenScreen {
    let screen = try running().capture()
    let evidence = screen.joined(separator: "\n")
    // Anywhere on a line: while the message slides away its header moves right, and the
    // list is not all there yet.
    if screen.contains(where: { $0.contains("Subject: ") }) {
      return SeenScreen(rows: [], message: evidence, evidence: evidence)
    }
    // While the search is typed, the status line is the field: "/", the text, the cursor.
    return SeenScreen(
      rows: screen.dropFirst().map(SeenScreen.Row.init(terminalLine:)), message: nil,
      isSearching: screen.last?.hasPrefix(" /") ?? false, evidence: evidence)
  }

  func quit() async throws {
    let session = try running()
    try session.sendKeys(.text("q"))
    try await session.expectRestoredExit(status: 0)
    session.close()
    self.session = nil
  }

  func close() {
    session?.close()
    session = nil
  }
}
