import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pipes a message to the user's sendmail-compatible command and reports how it ended.
///
/// The command runs under `/bin/sh -c`, in a process group of its own, with the message
/// on standard input (from a file, so a command that reads slowly or not at all never
/// blocks the reader) and its output collected in a file. ``start(_:command:timeout:now:)``
/// returns at once; the caller calls ``Job/poll(now:)`` each frame (time is a parameter)
/// until it has an outcome. A command still running at its deadline is killed with its
/// whole group.
///
/// ```swift
/// var job = try MailSender.start(bytes, command: "msmtp -t", timeout: .seconds(60), now: .now)
/// while true { if let outcome = job.poll(now: .now) { try outcome.get(); break } }
/// ```
public enum MailSender {
  /// A send in progress.
  public final class Job: @unchecked Sendable {
    /// The process id of the shell that runs the command (the leader of its group).
    public let processID: Int32
    private let deadline: ContinuousClock.Instant
    private let directory: String
    private let command: String
    private var outcome: Result<Void, ComposeError>?

    fileprivate init(
      pid: pid_t, deadline: ContinuousClock.Instant, directory: String, command: String
    ) {
      self.processID = pid
      self.deadline = deadline
      self.directory = directory
      self.command = command
    }

    deinit {
      if outcome == nil { _ = finish(killing: true) }
    }

    /// How the send ended, or nil while the command still runs (and `now` is before the
    /// deadline); past the deadline the command is killed and the outcome is
    /// ``ComposeError/Code/sendTimedOut``.
    ///
    /// - Parameter now: The current instant.
    /// - Returns: Success, the error, or nil while running.
    public func poll(now: ContinuousClock.Instant) -> Result<Void, ComposeError>? {
      if let outcome { return outcome }
      var status: Int32 = 0
      var result = waitpid(processID, &status, WNOHANG)
      while result < 0, errno == EINTR { result = waitpid(processID, &status, WNOHANG) }
      if result == processID {
        outcome = Self.outcome(status: status, output: output(), command: command)
      } else if result < 0 {
        // ECHILD: the command is gone and something else collected its status.
        outcome = .failure(
          ComposeError(
            .sendOutcomeUnknown,
            "The send command `\(Draft.oneLine(command))` ended, but whether it sent the "
              + "message is not known (its exit status was collected elsewhere): look for it "
              + "before sending again"))
      } else if now >= deadline {
        outcome = finish(killing: true)
      } else {
        return nil
      }
      try? FileManager.default.removeItem(atPath: directory)
      return outcome
    }

    /// Waits for the outcome, asking every 20 ms.
    ///
    /// - Returns: Success, or the error.
    public func wait() async -> Result<Void, ComposeError> {
      while true {
        if let outcome = poll(now: .now) { return outcome }
        try? await Task.sleep(for: .milliseconds(20))
      }
    }

    private func finish(killing: Bool) -> Result<Void, ComposeError> {
      if killing { kill(-processID, SIGKILL) }
      var status: Int32 = 0
      while waitpid(processID, &status, 0) < 0, errno == EINTR {}
      let said = Self.lastLines(output())
      return .failure(
        ComposeError(
          .sendTimedOut,
          "The send command `\(Draft.oneLine(command))` did not finish in time and was stopped"
            + (said.isEmpty ? "" : ": " + said)))
    }

    private func output() -> String {
      let data = FileManager.default.contents(atPath: directory + "/output") ?? Data()
      return String(decoding: data.prefix(16_384), as: UTF8.self)
    }

    private static func outcome(status: Int32, output: String, command: String) -> Result<
      Void, ComposeError
    > {
      let code = ShellProcess.exitStatus(status)
      if code == 0 { return .success(()) }
      let said = lastLines(output)
      let shown = "`\(Draft.oneLine(command))`"
      if code == 127 || code == 126 {
        return .failure(
          ComposeError(
            .sendCommandMissing,
            "The send command \(shown) could not be run (exit status \(code))"
              + (said.isEmpty ? "" : ": " + said)))
      }
      return .failure(
        ComposeError(
          .sendFailed,
          "The send command \(shown) failed (exit status \(code))"
            + (said.isEmpty ? "" : ": " + said)))
    }

    /// The command's last three non-empty lines, on one line.
    private static func lastLines(_ output: String) -> String {
      let lines = output.split(whereSeparator: \.isNewline).map {
        Draft.oneLine(String($0)).trimmingASCIIWhitespace()
      }.filter { !$0.isEmpty }
      return lines.suffix(3).joined(separator: " / ")
    }
  }

  /// Starts `command` with `message` on its standard input.
  ///
  /// - Parameters:
  ///   - message: The encoded message.
  ///   - command: The shell command, such as `sendmail -t -oi`.
  ///   - timeout: How long it may run.
  ///   - now: The current instant, from which the deadline counts.
  /// - Returns: The running job.
  /// - Throws: ``ComposeError`` (``ComposeError/Code/sendFailed``) when the message
  ///   cannot be written to a temporary file or the shell cannot be started.
  public static func start(
    _ message: [UInt8], command: String, timeout: Duration, now: ContinuousClock.Instant
  ) throws(ComposeError) -> Job {
    let template = NSTemporaryDirectory() + "/splitkit-send-XXXXXX"
    var path = Array(template.utf8CString)
    guard let made = mkdtemp(&path) else {
      throw ComposeError(.sendFailed, "Cannot make a temporary folder to send from")
    }
    let directory = String(cString: made)
    let input = directory + "/message"
    guard FileManager.default.createFile(atPath: input, contents: Data(message)) else {
      try? FileManager.default.removeItem(atPath: directory)
      throw ComposeError(.sendFailed, "Cannot write the message to \(directory)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, directory + "/output", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let started = ShellProcess.start(["-c", command], fileActions: &actions, newProcessGroup: true)
    guard case .success(let pid) = started else {
      try? FileManager.default.removeItem(atPath: directory)
      let reason = if case .failure(let error) = started { error.message } else { "" }
      throw ComposeError(.sendFailed, "Cannot start /bin/sh for the send command: \(reason)")
    }
    return Job(pid: pid, deadline: now + timeout, directory: directory, command: command)
  }
}
