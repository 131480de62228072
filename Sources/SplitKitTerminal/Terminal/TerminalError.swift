/// An error from the terminal host: the terminal cannot be used, or talking to it failed.
///
/// Check ``code`` to react; show ``message`` to the person at the terminal (it says what
/// to do). ``cause`` keeps the underlying system error, when there is one.
///
/// ```swift
/// do {
///   let terminal = try PosixTerminal()
/// } catch let error where error.code == .unsupportedTerminal {
///   print(error.message)  // "TERM=dumb cannot show a full-screen interface; …"
/// }
/// ```
public struct TerminalError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, as a value that can grow new cases without breaking callers.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
      self.name = name
    }

    /// Standard input or output is not a terminal (a pipe or a file).
    public static let notATerminal = Code("notATerminal")
    /// `TERM` is unset, empty or `dumb`: the terminal cannot move the cursor.
    public static let unsupportedTerminal = Code("unsupportedTerminal")
    /// The input ended: the terminal hung up, or a test terminal ran out of script.
    public static let inputClosed = Code("inputClosed")
    /// A system call on the terminal failed; ``TerminalError/cause`` has the details.
    public static let systemCallFailed = Code("systemCallFailed")

    /// The code's name, such as `notATerminal`.
    public var description: String { name }
  }

  /// What went wrong.
  public var code: Code
  /// A sentence for the person at the terminal, saying what to do about it.
  public var message: String
  /// The underlying error, such as a failed system call.
  public var cause: (any Error & Sendable)?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - message: A sentence for the person at the terminal.
  ///   - cause: The underlying error, if any.
  public init(code: Code, message: String, cause: (any Error & Sendable)? = nil) {
    self.code = code
    self.message = message
    self.cause = cause
  }

  /// The message, followed by the cause in parentheses when there is one.
  public var description: String {
    cause.map { "\(message) (\($0))" } ?? message
  }
}

extension TerminalError {
  /// Wraps a failed system call.
  static func systemCall(_ error: Platform.SystemError, _ message: String) -> TerminalError {
    TerminalError(code: .systemCallFailed, message: message, cause: error)
  }
}
