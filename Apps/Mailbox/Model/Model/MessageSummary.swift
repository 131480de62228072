/// The list fields of one message, made while indexing; its body is parsed on demand.
///
/// A summary keeps only what a message list shows and what threading needs, plus the
/// message's ``location``, so 200,000 of them fit in a small memory budget. Pass the
/// location to ``Mailbox/message(at:limit:)`` for the ``Message`` (from its first 1 MiB
/// when it is larger).
public struct MessageSummary: Sendable, Hashable, Identifiable {
  /// The position of the message in the mailbox (0-based, in file or name order).
  public var index: Int
  /// Where the message's bytes are.
  public var location: MessageLocation
  /// The sender from the `From` header (RFC 2047 decoded).
  public var sender: MailAddress
  /// The decoded subject; empty when missing.
  public var subject: String
  /// The parsed `Date` header, or nil when missing or malformed.
  public var date: MailDate?
  /// Whether the message is unread: mbox `Status` without `R` (and `X-Mozilla-Status`
  /// without its read bit), or a Maildir message in `new/` or without the `S` flag.
  public var isUnread: Bool
  /// The `Message-ID` without angle brackets, if present.
  public var messageID: String?
  /// The first message ID in `In-Reply-To`, if present.
  public var inReplyTo: String?
  /// The message IDs in `References`, oldest first.
  ///
  /// Stored as one space-separated string, because long reference chains are common in
  /// list archives and one allocation per message is much smaller than one per ID.
  public var references: [String] {
    get { referenceList.isEmpty ? [] : referenceList.split(separator: " ").map(String.init) }
    set { referenceList = newValue.joined(separator: " ") }
  }
  /// The References IDs joined by single spaces (what ``references`` splits).
  private(set) var referenceList: String

  /// A stable identity for UI state: the message ID, else the location.
  public var id: String {
    if let messageID, !messageID.isEmpty { return messageID }
    switch location {
    case .mbox(let offset, _): return "offset:\(offset)"
    case .file(let path): return "file:\(path)"
    }
  }

  /// Creates a summary from its fields.
  ///
  /// - Parameters:
  ///   - index: The message's position in the mailbox.
  ///   - location: Where its bytes are.
  ///   - sender: The From address.
  ///   - subject: The subject, decoded.
  ///   - date: The date, or `nil` when missing or malformed.
  ///   - isUnread: Whether the mailbox's flags call it unread.
  ///   - messageID: The Message-ID, if any.
  ///   - inReplyTo: The In-Reply-To message ID, if any.
  ///   - references: The References message IDs, oldest first.
  public init(
    index: Int, location: MessageLocation, sender: MailAddress, subject: String, date: MailDate?,
    isUnread: Bool, messageID: String? = nil, inReplyTo: String? = nil, references: [String] = []
  ) {
    self.index = index
    self.location = location
    self.sender = sender
    self.subject = subject
    self.date = date
    self.isUnread = isUnread
    self.messageID = messageID
    self.inReplyTo = inReplyTo
    self.referenceList = references.joined(separator: " ")
  }

  /// Creates a summary whose References IDs are already joined by single spaces (as
  /// indexing makes them, without a string per ID).
  init(
    index: Int, location: MessageLocation, sender: MailAddress, subject: String, date: MailDate?,
    isUnread: Bool, messageID: String?, inReplyTo: String?, referenceList: String
  ) {
    self.init(
      index: index, location: location, sender: sender, subject: subject, date: date,
      isUnread: isUnread, messageID: messageID, inReplyTo: inReplyTo)
    self.referenceList = referenceList
  }
}
