/// The on-disk formats MailboxCore reads.
public enum MailboxFormat: String, Sendable, Hashable, Codable {
  /// One file of messages, each starting with a `From ` line; mboxo and mboxrd
  /// (`>From ` quoting), LF or CRLF line ends.
  case mbox
  /// A directory with `cur/`, `new/` (and `tmp/`), one file per message.
  case maildir
}
