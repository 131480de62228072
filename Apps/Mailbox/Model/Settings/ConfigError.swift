/// A settings file that cannot be used: which file, which line, and what is wrong.
///
/// ```swift
/// do { _ = try MailboxConfiguration.load(environment: ProcessInfo.processInfo.environment) }
/// catch { print("mailbox: \(error.message)") }  // mailbox: ~/.config/…/config:7: unknown key …
/// ```
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The settings file.
  public var path: String
  /// The line at fault, from 1; nil when the whole file is (unreadable, too large).
  public var line: Int?
  /// What is wrong, without the place.
  public var problem: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The settings file.
  ///   - line: The line at fault, or nil for the whole file.
  ///   - problem: What is wrong.
  public init(path: String, line: Int?, problem: String) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// One line for stderr, compiler style: `path:line: problem`.
  public var message: String {
    if let line { return "\(path):\(line): \(problem)" }
    return "\(path): \(problem)"
  }

  /// ``message``.
  public var description: String { message }

  /// The sysexits status for a bad settings file: 78 (`EX_CONFIG`).
  public var exitStatus: Int32 { 78 }
}
