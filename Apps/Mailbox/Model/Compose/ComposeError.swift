/// Why a draft could not be read back, encoded, sent or filed: a code to act on and a
/// message to show as it is.
///
/// ```swift
/// do { try await outbox.send(draft) } catch { status = error.message }
/// // "The send command `msmtp -t` failed (exit status 1): msmtp: cannot connect to …"
/// ```
public struct ComposeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, broadly.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    private enum Value: String, Sendable, Hashable {
      case badDraft, noSender, noRecipients, attachment, sendFailed, sendTimedOut
      case sendCommandMissing, sendOutcomeUnknown, folder
    }
    private let value: Value

    /// The draft text has a line that is not understood (an unknown header, a bad address).
    public static let badDraft = Code(value: .badDraft)
    /// No `From`: no identity is set up and none was written.
    public static let noSender = Code(value: .noSender)
    /// No `To`, `Cc` or `Bcc`.
    public static let noRecipients = Code(value: .noRecipients)
    /// An attached file cannot be read.
    public static let attachment = Code(value: .attachment)
    /// The send command ran and failed.
    public static let sendFailed = Code(value: .sendFailed)
    /// The send command ran past its time and was stopped.
    public static let sendTimedOut = Code(value: .sendTimedOut)
    /// The send command is not there (the shell could not find or run it).
    public static let sendCommandMissing = Code(value: .sendCommandMissing)
    /// The send command ended, but its exit status was collected by something else in
    /// the process, so whether the message went is not known: look before sending again.
    public static let sendOutcomeUnknown = Code(value: .sendOutcomeUnknown)
    /// A mail folder (Sent, Drafts, the original's) could not be written.
    public static let folder = Code(value: .folder)

    /// The code's name, such as `sendFailed`.
    public var description: String { value.rawValue }
  }

  /// What went wrong.
  public var code: Code
  /// One line for the status bar, naming the cause.
  public var message: String
  /// The draft line at fault, from 1, for ``Code/badDraft``.
  public var line: Int?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - message: The line to show.
  ///   - line: The draft line at fault, if any.
  public init(_ code: Code, _ message: String, line: Int? = nil) {
    self.code = code
    self.message = message
    self.line = line
  }

  /// ``message``.
  public var description: String { message }
}
