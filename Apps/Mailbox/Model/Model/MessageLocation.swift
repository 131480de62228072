/// Where a message's bytes are in its mailbox: all the index keeps besides list fields.
public enum MessageLocation: Sendable, Hashable, Codable {
  /// A message in an mbox file: the bytes after its `From ` line, up to the next one.
  case mbox(offset: Int, length: Int)
  /// A message file in a Maildir, relative to the Maildir (e.g. `cur/1700000000.x:2,S`).
  case file(relativePath: String)
}
