/// Re-exported so an app or test that imports the reader has the mail model too.
@_exported public import MailboxModel

/// MailboxCore: the mailbox reader, on the mail model (``MailboxModel``).
///
/// Start with ``Mailbox/open(path:)``, index with ``MailboxIndexer``, read with
/// ``Mailbox/message(at:limit:)``.
public enum MailboxCore {
  /// The version printed by `mailbox --version`.
  public static let version = "0.1.0"
}
