/// Why an action on a message (a flag, a move) was not done.
///
/// The message is where it was.
///
/// One line for the status bar, naming what could not be done and why.
public struct MailActionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure.
  public enum Code: Sendable, Hashable {
    /// The message's file is no longer in its folder (another program removed or moved it).
    case gone
    /// The folder may not be changed (permissions, a read-only mount, `--read-only`, an mbox).
    case readOnly
    /// No space left on the device.
    case diskFull
    /// The target folder does not exist (any more).
    case noTarget
    /// The target already holds a file with this unique name; nothing was overwritten.
    case exists
    /// Any other system error.
    case failed
  }

  /// The kind of failure.
  public var code: Code
  /// One line: what could not be done and why.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: The kind of failure.
  ///   - message: One line: what could not be done and why.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// ``message``.
  public var description: String { message }
}
