import Foundation
import SystemTestSupport

/// A program running in a real terminal: a private tmux server with one pane, driven the
/// way a person would drive it, and read back as the screen they would see.
///
/// Each session starts its own server (`tmux -L <unique socket> -f /dev/null`), so the
/// user's tmux configuration and sessions are never touched, and kills it in ``close()``
/// or `deinit`, also when the test fails. The program runs with a controlled environment
/// (see ``Sandbox/environment(_:)``) inside a small shell wrapper that records the tty
/// modes before and after the program and keeps the pane open once it exits, so the
/// terminal it left behind can be inspected (see ``waitForExit(timeout:)`` and
/// ``terminalState()``).
///
/// ```swift
/// let session = try TmuxSession([mailbox.path], columns: 100, rows: 40)
/// try await session.waitFor("the message list") { $0.joined().contains("Inbox") }
/// try session.sendKeys(.down, .enter)
/// try session.resize(columns: 60, rows: 30)
/// try session.sendKeys(.text("q"))
/// let exit = try await session.waitForExit()
/// #expect(exit.status == 0 && exit.restoredTTYModes)
/// #expect(try session.terminalState() == .pristine)
/// ```
///
/// Synchronisation is always by polling a condition with a deadline (every 20 ms, 10 s
/// by default), never by fixed sleeps, so the tests stay robust on a loaded machine.
final class TmuxSession {
  /// The command the pane runs, program first.
  let command: [String]
  /// The sandbox that supplies `HOME` and `XDG_STATE_HOME`.
  let sandbox: Sandbox
  /// The pane's current width in columns.
  private(set) var columns: Int
  /// The pane's current height in rows.
  private(set) var rows: Int

  let tmux: URL
  let socket: String
  /// The server's socket file, removed by ``close()`` (tmux leaves it behind).
  private(set) var socketPath: String?
  let scratch: TemporaryDirectory
  private var closed = false

  /// The shell wrapper around the program.
  ///
  /// `$1` is the scratch directory, the rest the program and its arguments.
  ///
  /// It runs the program as a job-control shell would (`set -m`): in its own process
  /// group, as the terminal's foreground job, so `SIGTSTP` really stops it (in the pane's
  /// own, orphaned, process group the kernel would discard the signal). When the job
  /// stops, the wrapper takes the terminal back, prints `STOPPED:<status>` and waits for
  /// a line (see ``resume()``) before running `fg`. It traps `SIGINT` (a caught signal is
  /// reset to the default in the program) because dash re-raises a job's `SIGINT` on
  /// itself and would close the pane. After the program exits it prints
  /// `EXIT:<status>` and stays alive (at most ten minutes, in case a crashed test run
  /// leaks the server) so the pane keeps its tty for inspection. Core dumps are off, so a
  /// test that sends `SIGQUIT` leaves no core file behind.
  private static let wrapper = """
    set -m
    trap : INT
    ulimit -c 0
    dir=$1; shift
    stty -g > "$dir/stty-before"
    "$@"
    status=$?
    while jobs > "$dir/jobs"; [ -s "$dir/jobs" ]; do
      printf '\\nSTOPPED:%d\\n' "$status"
      read -r line
      fg > /dev/null
      status=$?
    done
    stty -g > "$dir/stty-after"
    printf '\\nEXIT:%d\\n' "$status"
    echo "$status" > "$dir/status.partial" && mv "$dir/status.partial" "$dir/status"
    exec sleep 600
    """

  /// Starts `command` in a new detached pane of `columns` × `rows`.
  ///
  /// - Parameters:
  ///   - command: The program (absolute path, or a name on `PATH`) and its arguments.
  ///   - columns: The pane's initial width.
  ///   - rows: The pane's initial height.
  ///   - sandbox: The home to run in; pass the same sandbox to a second session to
  ///     relaunch with the first one's saved state. A fresh one by default.
  ///   - environment: Variables added to the sandbox's controlled environment.
  /// - Throws: ``EndToEndError`` if tmux is missing or refuses to start.
  init(
    _ command: [String],
    columns: Int = 80,
    rows: Int = 24,
    sandbox: Sandbox? = nil,
    environment: [String: String] = [:]
  ) throws {
    precondition(!command.isEmpty, "a session needs a command")
    self.command = command
    self.columns = columns
    self.rows = rows
    self.sandbox = try sandbox ?? Sandbox()
    tmux = try Subprocess.which("tmux")
    socket = "splitkit-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    scratch = try TemporaryDirectory(prefix: "tmux")
    let variables = self.sandbox.environment(environment).sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value)" }
    let launch =
      ["/usr/bin/env", "-i"] + variables
      + ["/bin/sh", "-c", Self.wrapper, "splitkit-e2e-wrapper", scratch.url.path] + command
    try run(
      ["new-session", "-d", "-s", "e2e", "-x", "\(columns)", "-y", "\(rows)", "--"] + launch
        + [";", "set-option", "-g", "window-size", "manual"])
    socketPath = try display("#{socket_path}")
  }

  deinit { close() }

  /// Ends the program and the tmux server; safe to call more than once.
  ///
  /// Every process in the pane gets `SIGKILL` (they are all this session's), then the
  /// server is killed and its socket file removed.
  func close() {
    guard !closed else { return }
    closed = true
    if let pane = try? panePID() {
      for pid in ProcessTable.tree(of: pane).reversed() { kill(pid, SIGKILL) }
    }
    _ = try? Subprocess.runQuickly(
      tmux, ["-L", socket, "kill-server"], environment: Self.clientEnvironment)
    if let socketPath { unlink(socketPath) }
  }

  /// Runs one tmux command (or several separated by `";"`) against this session's server.
  ///
  /// - Parameter arguments: The command and its arguments, without `tmux -L … -f …`.
  /// - Returns: The command's standard output.
  /// - Throws: ``EndToEndError`` with tmux's message if the command fails.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let output = try Subprocess.runQuickly(
      tmux, ["-L", socket, "-f", "/dev/null"] + arguments, environment: Self.clientEnvironment)
    guard output.status == 0 else {
      throw EndToEndError(
        "tmux \(arguments.joined(separator: " ")) failed (\(output.status)): \(output.standardError)"
      )
    }
    return output.standardOutput
  }

  /// Expands a tmux format (such as `#{pane_title}`) for the pane.
  ///
  /// - Parameter format: The format string; see FORMATS in `man tmux`.
  /// - Returns: The expansion, without the trailing newline.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func display(_ format: String) throws -> String {
    var text = try run(["display-message", "-p", "-t", "e2e", format])
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The screen as text, one string per row, exactly `rows` long.
  ///
  /// Trailing spaces are trimmed by tmux; wide characters appear once.
  ///
  /// - Parameter escapes: Include SGR escape sequences for colours and attributes
  ///   (`capture-pane -e`).
  /// - Returns: The rows, top first.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func capture(escapes: Bool = false) throws -> [String] {
    let text = try run(["capture-pane", "-p", "-t", "e2e"] + (escapes ? ["-e"] : []))
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The pane's title as the program last set it (OSC 0 or 2); the host name until then.
  ///
  /// - Returns: `#{pane_title}`.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func paneTitle() throws -> String { try display("#{pane_title}") }

  /// Resizes the window, as a person dragging their terminal's corner would; the program
  /// receives `SIGWINCH`.
  ///
  /// - Parameters:
  ///   - columns: The new width.
  ///   - rows: The new height.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "e2e", "-x", "\(columns)", "-y", "\(rows)"])
    self.columns = columns
    self.rows = rows
  }

  /// The process id of the pane's first process (the shell wrapper), `#{pane_pid}`.
  ///
  /// - Returns: The wrapper's process id.
  /// - Throws: ``EndToEndError`` if tmux fails.
  func panePID() throws -> pid_t {
    let text = try display("#{pane_pid}")
    guard let pid = pid_t(text) else { throw EndToEndError("tmux reported pane pid \(text)") }
    return pid
  }

  private static let clientEnvironment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    return environment
  }()
}
