import Foundation
import SystemTestSupport

extension TmuxSession {
  /// Polls the screen every 20 ms until `predicate` accepts it.
  ///
  /// - Parameters:
  ///   - description: What is awaited, for the failure message ("the message list").
  ///   - timeout: The deadline; generous by default for a loaded machine.
  ///   - predicate: Judges the captured rows (see ``capture(escapes:)``).
  /// - Returns: The screen that satisfied `predicate`, to assert on further.
  /// - Throws: ``EndToEndError`` at the deadline, showing the last screen, the pane's
  ///   size and whether the program has exited.
  @discardableResult
  func waitFor(
    _ description: String,
    timeout: Duration = .seconds(10),
    _ predicate: ([String]) -> Bool
  ) async throws -> [String] {
    var last: [String] = []
    try await poll(description, timeout: timeout, evidence: self.describe(last)) {
      last = try capture()
      return predicate(last) ? true : nil
    }
    return last
  }

  /// Polls the screen until some row contains `text`.
  ///
  /// - Parameters:
  ///   - text: The text to find within a single row.
  ///   - timeout: The deadline.
  /// - Returns: The screen that contains `text`.
  /// - Throws: ``EndToEndError`` at the deadline, showing the last screen.
  @discardableResult
  func waitFor(text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
    try await waitFor("a row containing \"\(text)\"", timeout: timeout) { screen in
      screen.contains { $0.contains(text) }
    }
  }

  /// Polls the screen until reading it yields `expected`, an app-specific summary of
  /// what a person sees (layout, selection, titles).
  ///
  /// - Parameters:
  ///   - expected: The state to wait for.
  ///   - escapes: Capture with escape sequences, for readers that look at styles.
  ///   - timeout: The deadline.
  ///   - read: Turns captured rows into a state.
  /// - Returns: The screen that showed `expected`.
  /// - Throws: ``EndToEndError`` at the deadline, with the state read last and the screen.
  @discardableResult
  func waitFor<State: Equatable & CustomStringConvertible>(
    _ expected: State,
    escapes: Bool = false,
    timeout: Duration = .seconds(10),
    reading read: ([String]) -> State
  ) async throws -> [String] {
    var last: [String] = []
    // The state read last, as text: the failure message needs no generic capture.
    var seen = "nothing"
    try await poll(
      "the screen to show \(expected)", timeout: timeout,
      evidence: "Read as: \(seen)\n" + describe(StyledRow.rows(last).map(\.text))
    ) {
      last = try capture(escapes: escapes)
      let state = read(last)
      seen = state.description
      return state == expected ? true : nil
    }
    return last
  }

  /// The environment that turns on the host's progress title (`SPLITKIT_TEST_FRAME_TITLE`),
  /// which ``waitUntilDrawn(escapes:timeout:)`` reads.
  static let progressTitleEnvironment = ["SPLITKIT_TEST_FRAME_TITLE": "1"]

  /// Waits until the app has handled and drawn everything sent so far and nothing is due,
  /// then captures the screen.
  ///
  /// The app must run with ``progressTitleEnvironment``: its host then titles the pane
  /// `splitkit frames=F focus=N size=CxR idle=I` after every frame. This sends a focus
  /// report (`ESC [ I`, which the host ignores) and polls `#{pane_title}` until it counts
  /// that report at the pane's size with `idle=1`: input is handled in order, so every
  /// byte sent before it has been handled and drawn, and no animation, frame work or
  /// resize is pending. A loaded machine can delay this, but not fake it.
  ///
  /// - Parameters:
  ///   - escapes: Capture with escape sequences (`capture-pane -e`).
  ///   - timeout: The deadline.
  /// - Returns: The screen after the app went idle.
  /// - Throws: ``EndToEndError`` at the deadline, with the last title and screen.
  @discardableResult
  func waitUntilDrawn(escapes: Bool = true, timeout: Duration = .seconds(10)) async throws
    -> [String]
  {
    let focus = /focus=(\d+)/
    let handled = try paneTitle().firstMatch(of: focus).flatMap { Int($0.1) } ?? 0
    try sendBytes(Array("\u{1B}[I".utf8))
    let expected = "focus=\(handled + 1) size=\(columns)x\(rows) idle=1"
    var title = ""
    try await poll(
      "the title \"\(expected)\"", timeout: timeout,
      evidence: "Last title: \(title)\n" + describeNow()
    ) {
      title = try paneTitle()
      return title.hasSuffix(expected) ? true : nil
    }
    return try capture(escapes: escapes)
  }

  /// Waits until the program has exited and the wrapper has recorded how.
  ///
  /// - Parameter timeout: The deadline.
  /// - Returns: The exit status and the tty modes before and after the program.
  /// - Throws: ``EndToEndError`` at the deadline, showing the last screen.
  func waitForExit(timeout: Duration = .seconds(10)) async throws -> Exit {
    let status = try await poll("the program to exit", timeout: timeout, evidence: describeNow()) {
      try? String(contentsOf: scratch.url.appendingPathComponent("status"), encoding: .utf8)
    }
    let before = try String(
      contentsOf: scratch.url.appendingPathComponent("stty-before"), encoding: .utf8)
    let after = try String(
      contentsOf: scratch.url.appendingPathComponent("stty-after"), encoding: .utf8)
    guard let code = Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw EndToEndError("the wrapper recorded exit status \(status)")
    }
    return Exit(
      status: code,
      ttyModesBefore: before.trimmingCharacters(in: .whitespacesAndNewlines),
      ttyModesAfter: after.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Polls `attempt` every 20 ms until it returns a value.
  ///
  /// - Parameters:
  ///   - description: What is awaited, for the failure message.
  ///   - timeout: The deadline.
  ///   - evidence: Produces the rest of the failure message (usually the screen).
  ///   - attempt: Returns the awaited value, or `nil` to keep waiting.
  /// - Returns: The first value `attempt` returned.
  /// - Throws: ``EndToEndError`` at the deadline, or what `attempt` throws.
  @discardableResult
  func poll<Value>(
    _ description: String,
    timeout: Duration = .seconds(10),
    evidence: @autoclosure () -> String,
    _ attempt: () throws -> Value?
  ) async throws -> Value {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let value = try attempt() { return value }
      if ContinuousClock.now >= deadline {
        throw EndToEndError("Timed out after \(timeout) waiting for \(description).\n\(evidence())")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// The failure evidence for `screen`: size, program status and the framed rows.
  func describe(_ screen: [String]) -> String {
    let running = (try? ProcessTable.children(of: panePID()).isEmpty == false) ?? false
    let exited = FileManager.default.fileExists(
      atPath: scratch.url.appendingPathComponent("status").path)
    let status = exited ? "exited" : running ? "running" : "not running"
    return "Last screen (\(columns)x\(rows), program \(status)):\n"
      + ScreenText.framed(screen, columns: columns)
  }

  /// The failure evidence for the screen as it is now.
  func describeNow() -> String { describe((try? capture()) ?? ["<capture failed>"]) }
}
