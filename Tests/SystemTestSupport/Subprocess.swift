package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs short-lived helper programs (`tmux`, the binaries under test) and collects their
/// exit status and output.
///
/// Programs are started with `posix_spawn` and reaped with `waitpid`, not Foundation's
/// `Process`, whose exit notification can stall when several tests spawn programs at
/// once. Output goes to temporary files rather than pipes, so a program that writes a lot
/// to both streams can never deadlock the test while it waits.
package enum Subprocess {
  /// What a finished program left behind.
  package struct Output: Sendable, Equatable {
    /// The exit status, or 128 + the signal number if a signal ended the program.
    package var status: Int32
    /// Everything the program wrote to standard output, decoded as UTF-8 (invalid bytes
    /// become U+FFFD).
    package var standardOutput: String
    /// Everything the program wrote to standard error, decoded the same way.
    package var standardError: String

    /// Creates an output record.
    ///
    /// - Parameters:
    ///   - status: The exit status.
    ///   - standardOutput: What went to standard output.
    ///   - standardError: What went to standard error.
    package init(status: Int32, standardOutput: String, standardError: String) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
    }
  }

  /// Runs `executable` with `arguments` and waits for it to finish.
  ///
  /// The wait polls every 20 ms up to `timeout`; a program still running at the deadline
  /// is killed and reported as an error, so a hung program fails the test instead of
  /// hanging the suite.
  ///
  /// - Parameters:
  ///   - executable: The program's absolute path.
  ///   - arguments: The arguments, without the program name.
  ///   - environment: The complete environment; `nil` inherits the test's own.
  ///   - timeout: How long the program may run.
  /// - Returns: The exit status and both output streams.
  /// - Throws: ``EndToEndError`` if the program cannot be started or runs past `timeout`.
  package static func run(
    _ executable: URL,
    _ arguments: [String],
    environment: [String: String]? = nil,
    timeout: Duration = .seconds(10)
  ) async throws -> Output {
    let scratch = try TemporaryDirectory(prefix: "subprocess")
    let pid = try spawn(executable, arguments, environment: environment, into: scratch)
    let deadline = ContinuousClock.now + timeout
    while true {
      if let status = try reap(pid, blocking: false) {
        return output(status, from: scratch)
      }
      if ContinuousClock.now >= deadline {
        kill(pid, SIGKILL)
        _ = try reap(pid, blocking: true)
        throw EndToEndError(
          "\(executable.lastPathComponent) \(arguments) still running after \(timeout)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Runs a quick helper program and blocks until it exits; for `tmux` commands, which
  /// answer at once.
  ///
  /// - Parameters:
  ///   - executable: The program's absolute path.
  ///   - arguments: The arguments, without the program name.
  ///   - environment: The complete environment; `nil` inherits the test's own.
  /// - Returns: The exit status and both output streams.
  /// - Throws: ``EndToEndError`` if the program cannot be started.
  package static func runQuickly(
    _ executable: URL,
    _ arguments: [String],
    environment: [String: String]? = nil
  ) throws -> Output {
    let scratch = try TemporaryDirectory(prefix: "subprocess")
    let pid = try spawn(executable, arguments, environment: environment, into: scratch)
    guard let status = try reap(pid, blocking: true) else {
      throw EndToEndError("waitpid(\(pid)) returned without a status")
    }
    return output(status, from: scratch)
  }

  /// A program left running in the background (a window app, an X server).
  package struct Running: Sendable {
    /// The process id.
    package let pid: pid_t
    /// Where its standard output and error go.
    package let scratch: TemporaryDirectory

    /// Whether it is still running (it is reaped if it ended; once reaped, `waitpid`
    /// fails with ECHILD, and it stays not running).
    package var isRunning: Bool {
      do { return try reap(pid, blocking: false) == nil } catch { return false }
    }

    /// Waits up to `timeout` for it to end by itself, polling every 20 ms, and returns what
    /// it wrote with its exit status; nil if it still runs (or was reaped already, by
    /// ``isRunning``, which keeps no status).
    package func waitForExit(timeout: Duration) async throws -> Output? {
      let deadline = ContinuousClock.now + timeout
      while ContinuousClock.now < deadline {
        guard let status = try reap(pid, blocking: false) else {
          try await Task.sleep(for: .milliseconds(20))
          continue
        }
        return output(status, from: scratch)
      }
      return nil
    }

    /// Stops it with SIGTERM (SIGKILL after two seconds) and returns what it wrote.
    ///
    /// If it has ended and been reaped already (by ``isRunning`` or
    /// ``waitForExit(timeout:)``), nothing is signalled (its process id may be another
    /// process's by now) and the status is -1.
    @discardableResult
    package func stop() -> Output {
      do {
        if let status = try reap(pid, blocking: false) { return output(status, from: scratch) }
      } catch {
        return output(-1, from: scratch)
      }
      kill(pid, SIGTERM)
      let deadline = ContinuousClock.now + .seconds(2)
      while ContinuousClock.now < deadline {
        if let status = try? reap(pid, blocking: false) { return output(status, from: scratch) }
        usleep(10_000)
      }
      kill(pid, SIGKILL)
      let status = (try? reap(pid, blocking: true)) ?? 137
      return output(status, from: scratch)
    }
  }

  /// Starts a program and returns at once; ``Running/stop()`` ends it.
  ///
  /// - Parameters:
  ///   - executable: The program's absolute path.
  ///   - arguments: The arguments, without the program name.
  ///   - environment: The complete environment; `nil` inherits the test's own.
  /// - Returns: The running program.
  /// - Throws: ``EndToEndError`` if the program cannot be started.
  package static func start(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> Running {
    let scratch = try TemporaryDirectory(prefix: "background")
    let pid = try spawn(executable, arguments, environment: environment, into: scratch)
    return Running(pid: pid, scratch: scratch)
  }

  /// Finds a program on the test's `PATH`, the way a shell would.
  ///
  /// - Parameter name: The program's name, such as `tmux`.
  /// - Returns: The first executable file called `name` on `PATH`.
  /// - Throws: ``EndToEndError`` naming the program and the directories searched.
  package static func which(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw EndToEndError(
      "`\(name)` not found on PATH (\(path)); scripts/test installs tmux, xvfb, xdotool, imagemagick"
    )
  }

  /// Starts the program with standard input from `/dev/null` and both outputs in files
  /// inside `scratch`.
  private static func spawn(
    _ executable: URL,
    _ arguments: [String],
    environment: [String: String]?,
    into scratch: TemporaryDirectory
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let create = O_WRONLY | O_CREAT | O_TRUNC
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, scratch.url.appendingPathComponent("stdout").path, create, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, scratch.url.appendingPathComponent("stderr").path, create, 0o600)
    let environment = environment ?? ProcessInfo.processInfo.environment
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    // Start from default signal handling and an empty mask, whatever the test runner set.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw EndToEndError("cannot start \(executable.path): \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Collects the exit status of `pid`, or `nil` if it is still running and `blocking` is false.
  ///
  /// Death by signal `n` is reported as `128 + n`, as shells do.
  fileprivate static func reap(_ pid: pid_t, blocking: Bool) throws -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid { break }
      if result == 0 { return nil }
      if errno == EINTR { continue }
      throw EndToEndError("waitpid(\(pid)) failed: errno \(errno)")
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  fileprivate static func output(_ status: Int32, from scratch: TemporaryDirectory) -> Output {
    func read(_ name: String) -> String {
      let data = FileManager.default.contents(atPath: scratch.url.appendingPathComponent(name).path)
      return String(decoding: data ?? Data(), as: UTF8.self)
    }
    return Output(status: status, standardOutput: read("stdout"), standardError: read("stderr"))
  }
}
