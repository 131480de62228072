import Foundation
import SystemTestSupport

extension TmuxSession {
  /// The process id of the program under test (the wrapper's child running `command`).
  ///
  /// Waits until the wrapper has started it, since the pane comes up before the program.
  ///
  /// - Parameter timeout: The deadline.
  /// - Returns: The program's process id.
  /// - Throws: ``EndToEndError`` if the program is not running by the deadline.
  @discardableResult
  func programPID(timeout: Duration = .seconds(10)) async throws -> pid_t {
    let wrapper = try panePID()
    return try await poll("the program to be running", timeout: timeout, evidence: describeNow()) {
      // Between fork and exec the child still shows the wrapper's arguments.
      ProcessTable.children(of: wrapper).first { ProcessTable.arguments(of: $0) == command }
    }
  }

  /// Sends `signal` to the program under test, as `kill -SIG pid` would.
  ///
  /// - Parameter signal: A signal number such as `SIGINT`, `SIGTERM`, `SIGTSTP`, `SIGCONT`.
  /// - Throws: ``EndToEndError`` if the program is not running or `kill` fails.
  func signal(_ signal: Int32) async throws {
    let pid = try await programPID()
    guard kill(pid, signal) == 0 else {
      throw EndToEndError("kill(\(pid), \(signal)) failed: errno \(errno)")
    }
  }

  /// Waits until the program under test is stopped (after `SIGTSTP` or `SIGSTOP`) and
  /// the wrapper shell has taken the terminal back, as an interactive shell would.
  ///
  /// - Parameter timeout: The deadline.
  /// - Throws: ``EndToEndError`` if the program is still running at the deadline.
  func waitForStopped(timeout: Duration = .seconds(10)) async throws {
    let pid = try await programPID()
    try await poll("the program to stop", timeout: timeout, evidence: describeNow()) {
      ProcessTable.state(of: pid) == "T" ? true : nil
    }
    try await waitFor("the wrapper to report the stop", timeout: timeout) { screen in
      screen.contains { $0.hasPrefix("STOPPED:") }
    }
  }

  /// Resumes a stopped program the way a person does, by typing `fg` in their shell: the
  /// wrapper makes it the foreground job again and sends it `SIGCONT`.
  ///
  /// (A bare `SIGCONT` would leave the program in the background, where its next
  /// `tcsetattr` stops it again with `SIGTTOU`, exactly as in a real shell.)
  ///
  /// - Throws: ``EndToEndError`` if tmux fails.
  func resume() throws {
    // Ctrl-J is a newline in canonical and raw mode alike, so the wrapper's `read`
    // returns even if the program left the tty raw.
    try sendKeys(.control("j"))
  }
}
