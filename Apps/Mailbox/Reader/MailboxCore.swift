/// Re-exported so an app or test that imports the reader has the mail model too.
@_exported public import MailboxModel

/// MailboxCore: the mailbox reader, on the mail model (``MailboxModel``).
///
/// Start with ``Mailbox/open(path:)``, index with ``MailboxIndexer``, read with
/// ``Mailbox/message(at:limit:)``.
/// `mailbox --version` prints SplitKit's version, `SplitKitVersion.string`.
public enum MailboxCore {}
