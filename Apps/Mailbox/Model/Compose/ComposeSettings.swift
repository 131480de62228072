/// How mail is written and sent: who the user is, the program that sends, where copies go.
///
/// The reader fills these from the settings file (see the reader article); the defaults
/// send through `sendmail -t -oi`, keep copies in `Sent` and unsent drafts in `Drafts`.
public struct ComposeSettings: Sendable, Hashable {
  /// The user's identities, the one that sends new mail first.
  ///
  /// Empty means no `From` is known yet, and sending says so.
  public var identities: [Identity]
  /// The command the message is piped to, run by `/bin/sh -c`.
  ///
  /// `sendmail -t -oi` by default; `msmtp -t` (or `msmtp -a work -t`) works the same way.
  /// It reads the recipients from the message's `To`, `Cc` and `Bcc`.
  public var sendCommand: String
  /// How long the send command may run before it is stopped and the send reported failed.
  public var sendTimeout: Duration
  /// The folder a copy of each sent message is kept in.
  public var sentFolder: String
  /// The folder an unsent draft is kept in.
  public var draftsFolder: String
  /// Whether reply-all leaves the user's own addresses out of `To` and `Cc`.
  public var replyAllExcludesOwnAddresses: Bool
  /// Whether a body with non-ASCII text may be sent as `8bit`; when false it is always
  /// quoted-printable.
  public var allows8bit: Bool
  /// Where a draft is written: the reader's compose form, or an external editor.
  public var editor: Editor = .form

  /// Where a draft is written (`[compose] editor`).
  public enum Editor: String, Hashable, Sendable {
    /// The reader's own form: a field per header, the text on a page of its own, in every
    /// host.
    case form
    /// `$VISUAL`, else `$EDITOR`, else `vi`, on the draft's file (headers on top).
    case external
  }

  /// The default command: `sendmail -t -oi`.
  public static let defaultSendCommand = "sendmail -t -oi"

  /// Creates settings; every argument has the default the reader uses.
  ///
  /// - Parameters:
  ///   - identities: The user's identities, the sending one first.
  ///   - sendCommand: The command the message is piped to.
  ///   - sendTimeout: How long it may run.
  ///   - sentFolder: Where sent copies go.
  ///   - draftsFolder: Where unsent drafts go.
  ///   - replyAllExcludesOwnAddresses: Whether reply-all leaves the user out.
  ///   - allows8bit: Whether bodies may go out as `8bit`.
  public init(
    identities: [Identity] = [], sendCommand: String = defaultSendCommand,
    sendTimeout: Duration = .seconds(60), sentFolder: String = "Sent",
    draftsFolder: String = "Drafts", replyAllExcludesOwnAddresses: Bool = true,
    allows8bit: Bool = true
  ) {
    self.identities = identities
    self.sendCommand = sendCommand
    self.sendTimeout = sendTimeout
    self.sentFolder = sentFolder
    self.draftsFolder = draftsFolder
    self.replyAllExcludesOwnAddresses = replyAllExcludesOwnAddresses
    self.allows8bit = allows8bit
  }

  /// The identity owning `address`, if any.
  ///
  /// - Parameter address: An address, compared ignoring case.
  /// - Returns: The first identity that lists it.
  public func identity(owning address: String) -> Identity? {
    identities.first { $0.owns(address) }
  }

  /// Whether `address` is one of the user's.
  ///
  /// - Parameter address: An address, compared ignoring case.
  /// - Returns: Whether any identity lists it.
  public func isOwn(_ address: String) -> Bool { identity(owning: address) != nil }
}
