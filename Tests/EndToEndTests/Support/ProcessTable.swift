import Foundation

/// Reads the Linux process table (`/proc`) to find the program a pane runs and to see
/// whether it is stopped, without going through a shell.
enum ProcessTable {
  /// The direct children of `pid`, oldest first; empty if `pid` has gone.
  ///
  /// - Parameter pid: A running process.
  /// - Returns: The children's process ids.
  static func children(of pid: pid_t) -> [pid_t] {
    let text = contents("/proc/\(pid)/task/\(pid)/children") ?? ""
    return text.split(separator: " ").compactMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// `pid` and every process below it, parents before children.
  ///
  /// - Parameter pid: A running process.
  /// - Returns: The process ids, starting with `pid` itself.
  static func tree(of pid: pid_t) -> [pid_t] {
    [pid] + children(of: pid).flatMap { tree(of: $0) }
  }

  /// The arguments `pid` was started with, program first; `nil` if `pid` has gone.
  ///
  /// - Parameter pid: A running process.
  /// - Returns: `argv`, as the kernel records it.
  static func arguments(of pid: pid_t) -> [String]? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
      return nil
    }
    return data.split(separator: 0, omittingEmptySubsequences: false).dropLast()
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The one-letter scheduler state of `pid` (`R` running, `S` sleeping, `T` stopped by a
  /// signal, `Z` zombie); `nil` if `pid` has gone.
  ///
  /// - Parameter pid: A process.
  /// - Returns: The state letter from `/proc/<pid>/stat`.
  static func state(of pid: pid_t) -> Character? {
    // The command name in parentheses may contain spaces; the state follows the last `)`.
    guard let stat = contents("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else {
      return nil
    }
    return stat[stat.index(after: close)...].first { $0 != " " }
  }

  private static func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// How many times every thread of `pid` has gone to sleep and been woken
  /// (`voluntary_ctxt_switches`, summed over `/proc/PID/task/*/status`); nil if it has gone.
  ///
  /// - Parameter pid: A running process.
  /// - Returns: The sum; it stays the same while the process sleeps undisturbed.
  static func wakeUps(of pid: pid_t) -> Int? {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    else { return nil }
    var total = 0
    for task in tasks {
      let path = "/proc/\(pid)/task/\(task)/status"
      let status = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
        total += Int(line.split(separator: "\t").last.map(String.init) ?? "") ?? 0
      }
    }
    return total
  }
}
