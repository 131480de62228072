import Foundation
import Testing

/// One script of keys, three hosts, in this process.
///
/// Each of ``ContentScript/mailbox`` is played against the headless host (its snapshots),
/// the terminal host (its emulated screen) and the browser host's session (the page state
/// its messages build), on a copy of the sample mailbox. The end-to-end suites play the
/// same kind of scripts against the real binaries (`SharedMailboxScenarioTests`).
@MainActor @Suite struct ContentScriptTests {
  /// The hosts a script runs on.
  enum Host: String, CaseIterable, Sendable {
    case headless, terminal, web
  }

  @Test(arguments: Host.allCases, ContentScript.mailbox)
  func theScriptShowsTheSameOnEveryHost(_ host: Host, _ script: ContentScript) async throws {
    let path = try ContentScript.sampleCopy()
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let (label, layout) = (host.rawValue, script.layout)
    switch host {
    case .headless:
      try await script.play(on: HeadlessScriptHost(path: path, layout: layout), label: label)
    case .terminal:
      try await script.play(on: TerminalScriptHost(path: path, layout: layout), label: label)
    case .web: try await script.play(on: WebScriptHost(path: path, layout: layout), label: label)
    }
  }
}
