/// Why a mailbox could not be opened or read.
///
/// One error type for the whole store, like swift-nio's `FileSystemError`: a ``code`` to
/// switch on, the ``path`` concerned, and a one-line ``message`` fit for stderr.
public struct MailboxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure.
  public enum Code: Sendable, Hashable {
    /// Nothing exists at the path.
    case notFound
    /// The process may not read the path.
    case permissionDenied
    /// The path cannot be opened for another reason (a symbolic-link loop, a name too
    /// long), or a Maildir holds no message file that can be read.
    case unreadable
    /// The path is a directory without `cur/` and `new/`.
    case notMaildir
    /// The path is a file that does not start with an mbox `From ` line.
    case notMbox
    /// Reading failed after opening (I/O error, file shrank, message file vanished).
    case readFailed
  }

  /// The kind of failure.
  public var code: Code
  /// The path that could not be used.
  public var path: String
  /// What went wrong, without the path.
  public var problem: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - path: The path that could not be used.
  ///   - problem: What went wrong, without the path.
  public init(code: Code, path: String, problem: String) {
    self.code = code
    self.path = path
    self.problem = problem
  }

  /// One line for stderr: `path: problem`.
  public var message: String { "\(path): \(problem)" }

  /// ``message``.
  public var description: String { message }

  /// The sysexits status for this failure: 66 (`EX_NOINPUT`) when the input is missing
  /// or unreadable, 65 (`EX_DATAERR`) when it is not a mailbox, 74 (`EX_IOERR`) for I/O.
  public var exitStatus: Int32 {
    switch code {
    case .notFound, .permissionDenied, .unreadable: 66
    case .notMaildir, .notMbox: 65
    case .readFailed: 74
    }
  }
}
