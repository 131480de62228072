package import Foundation

/// A throw-away home for the program under test: `HOME` and `XDG_STATE_HOME` point into
/// it, so saved UI state never touches the real user's files, and two launches that share
/// one sandbox see each other's saved state (quit and relaunch).
package final class Sandbox: Sendable {
  private let directory: TemporaryDirectory

  /// Creates an empty sandbox with `home/` and `state/` directories.
  ///
  /// - Throws: The file system's error if the directories cannot be created.
  package init() throws {
    directory = try TemporaryDirectory(prefix: "sandbox")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
  }

  /// The directory `HOME` points at.
  package var home: URL { directory.url.appendingPathComponent("home") }

  /// The directory `XDG_STATE_HOME` points at.
  package var stateHome: URL { directory.url.appendingPathComponent("state") }

  /// A directory for test fixtures such as hand-made mailboxes.
  package var files: URL { directory.url }

  /// The complete, controlled environment a program under test runs with.
  ///
  /// `TERM=xterm-256color`, `LANG=C.UTF-8`, `HOME` and `XDG_STATE_HOME` in the sandbox,
  /// the test's `PATH`, and nothing else from the test's own environment (no `TMUX`,
  /// `NO_COLOR` or `COLORTERM` leaking in), then `extra` on top.
  ///
  /// - Parameter extra: Variables to add or override, such as `["NO_COLOR": "1"]`.
  /// - Returns: The environment as a dictionary.
  package func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = [
      "TERM": "xterm-256color",
      "LANG": "C.UTF-8",
      "HOME": home.path,
      "XDG_STATE_HOME": stateHome.path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
    ]
    environment.merge(extra) { _, new in new }
    return environment
  }
}
