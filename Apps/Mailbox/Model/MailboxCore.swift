/// MailboxCore: the mailbox reader's model — stores, parsers, sanitizing and state.
///
/// Start with ``Mailbox/open(path:)``, index with ``MailboxIndexer``, read with
/// ``Mailbox/message(at:limit:)``.
public enum MailboxCore {
  /// The version printed by `mailbox --version`.
  public static let version = "0.1.0"
}
