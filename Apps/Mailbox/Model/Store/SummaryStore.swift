/// The summaries of a whole mailbox in compact form: what the message list holds.
///
/// A ``MessageSummary`` is a handy value but large (strings for the sender, subject and
/// message IDs, each its own allocation: about 500 bytes per message). The store keeps
/// one fixed 40-byte record per message and the text in shared 1 MiB pages, each distinct
/// sender name, sender address and subject once, so a million messages take about 100 MB
/// less than a tenth of what an array of summaries takes. Pages and record blocks are
/// never reallocated, so growing the store never holds two copies at once.
///
/// It is a random-access collection of ``MessageSummary``: reading an element rebuilds the
/// summary (what the visible rows and the message view need), and every field reads back
/// as it was appended, except that a text longer than ``Text/maximumLength`` bytes (16 KiB)
/// is cut there (References longer than that keep their newest IDs, which thread the
/// message); the message view parses the whole message and shows all of it.
///
/// ```swift
/// var store = SummaryStore()
/// store.append(contentsOf: batch.summaries)
/// store[0].subject
/// ```
struct SummaryStore: Sendable, RandomAccessCollection {
  /// One message: where it is, its date and flags, and references to its text.
  struct Record: Sendable {
    /// The mbox offset, or the text reference of a Maildir file's relative path.
    var offset: UInt64
    /// The mbox length, or ``maildirLength`` for a Maildir file.
    var length: UInt32
    var senderName: UInt32
    var senderAddress: UInt32
    var subject: UInt32
    /// The Message-ID, In-Reply-To and References, one after the other, or ``Text/none``.
    var identifiers: UInt32
    var date: MailDate?
    /// ``unreadFlag``, ``messageIDFlag``, ``inReplyToFlag``, ``repliesToLastFlag``.
    var flags: UInt8
  }

  static let maildirLength = UInt32.max
  private static let unreadFlag: UInt8 = 1
  private static let messageIDFlag: UInt8 = 2
  private static let inReplyToFlag: UInt8 = 4
  /// In-Reply-To is the last References ID (as mailers write it), so it is not stored twice.
  private static let repliesToLastFlag: UInt8 = 8
  /// A Maildir `F` flag in the file name.
  private static let flaggedFlag: UInt8 = 16
  /// Records per block: 64 Ki records (3 MiB).
  private static let blockShift = 16

  private var blocks: [[Record]] = []
  private(set) var text = Text()
  private var interned = InternTable()
  /// ``MessageSummary/index`` values that differ from the position (none when the
  /// summaries are appended in mailbox order, as the indexer makes them).
  private var otherIndices: [Int: Int] = [:]

  /// The number of summaries.
  private(set) var count = 0

  /// Whether every summary's ``MessageSummary/index`` is its position.
  var isInMailboxOrder: Bool { otherIndices.isEmpty }

  /// Creates an empty store.
  init() {}

  /// The first position, 0.
  var startIndex: Int { 0 }
  /// One past the last position, ``count``.
  var endIndex: Int { count }

  /// The summary at `position`, rebuilt from its record.
  ///
  /// - Complexity: O(length of its text).
  subscript(position: Int) -> MessageSummary {
    precondition(position >= 0 && position < count, "Index out of range")
    let record = record(at: position)
    let location = location(at: position)
    var messageID: String?
    var inReplyTo: String?
    var references: [String] = []
    if let stored = identifiers(of: record) {
      let id = Bytes.utf8String(stored.id)
      let reply = Bytes.utf8String(stored.reply)
      let chain = Bytes.utf8String(stored.chain)
      messageID = record.flags & Self.messageIDFlag != 0 ? id : nil
      references = chain.isEmpty ? [] : chain.split(separator: " ").map(String.init)
      inReplyTo =
        record.flags & Self.inReplyToFlag == 0
        ? nil : record.flags & Self.repliesToLastFlag != 0 ? references.last : reply
    }
    return MessageSummary(
      index: otherIndices[position] ?? position, location: location,
      sender: MailAddress(
        name: text.string(at: record.senderName), address: text.string(at: record.senderAddress)),
      subject: text.string(at: record.subject), date: record.date,
      isUnread: record.flags & Self.unreadFlag != 0, messageID: messageID, inReplyTo: inReplyTo,
      references: references)
  }

  /// Where the message at `position` is, without rebuilding its summary.
  func location(at position: Int) -> MessageLocation {
    precondition(position >= 0 && position < count, "Index out of range")
    let record = record(at: position)
    return record.length == Self.maildirLength
      ? .file(relativePath: text.string(at: UInt32(truncatingIfNeeded: record.offset)))
      : .mbox(offset: Int(record.offset), length: Int(record.length))
  }

  /// Whether the message at `position` has this ``MessageSummary/id``, without rebuilding
  /// the summary when its Message-ID decides.
  func hasID(_ id: String, at position: Int) -> Bool {
    let record = record(at: position)
    if record.flags & Self.messageIDFlag != 0, record.identifiers != Text.none {
      let messageID = text.bytes(at: record.identifiers)
      if !messageID.isEmpty { return messageID.elementsEqual(id.utf8) }
    }
    return self[position].id == id
  }

  /// The ``ThreadKey`` hash of the Message-ID of the message at `position`; nil when it
  /// has none.
  func messageIDHash(at position: Int) -> UInt64? {
    let record = record(at: position)
    guard record.flags & Self.messageIDFlag != 0, record.identifiers != Text.none else {
      return nil
    }
    let messageID = text.bytes(at: record.identifiers)
    return messageID.isEmpty ? nil : ThreadKey.hash(bytes: messageID)
  }

  /// What threading needs from the message at `position` (as
  /// ``MessageSummary/threadingInput`` gives it), hashed straight from the stored bytes
  /// without rebuilding the summary.
  func threadingInput(at position: Int) -> MessageThreads.Input {
    let record = record(at: position)
    var messageIDHash: UInt64?
    var chain: [UInt64] = []
    if let stored = identifiers(of: record) {
      if record.flags & Self.messageIDFlag != 0 { messageIDHash = ThreadKey.hash(bytes: stored.id) }
      for token in stored.chain.split(separator: Bytes.space) {
        chain.append(ThreadKey.hash(bytes: token))
      }
      if record.flags & Self.inReplyToFlag != 0, record.flags & Self.repliesToLastFlag == 0 {
        let parent = ThreadKey.hash(bytes: stored.reply)
        if chain.last != parent { chain.append(parent) }
      }
    }
    return MessageThreads.Input(
      messageIDHash: messageIDHash, referenceHashes: chain,
      subject: text.string(at: record.subject),
      date: record.date?.secondsSince1970)
  }

  /// The stored bytes of a record's Message-ID, In-Reply-To (unless it is the last
  /// reference) and References, one after the other; nil when it has none of them.
  private func identifiers(of record: Record)
    -> (id: ArraySlice<UInt8>, reply: ArraySlice<UInt8>, chain: ArraySlice<UInt8>)?
  {
    guard record.identifiers != Text.none else { return nil }
    var reference = record.identifiers
    let id = text.bytes(at: reference, next: &reference)
    let reply = text.bytes(at: reference, next: &reference)
    return (id, reply, text.bytes(at: reference, next: &reference))
  }

  /// A stored text and its reference: equal references are equal texts, since each
  /// distinct sender name, address and subject is stored once.
  struct StoredText {
    /// Names the text in the store.
    var reference: UInt32
    /// The UTF-8 bytes, as appended.
    var bytes: ArraySlice<UInt8>
  }

  /// The sender's name and address and the subject of the message at `position`, as
  /// stored, for searching without rebuilding the summary.
  ///
  /// - Complexity: O(1).
  func searchedText(at position: Int) -> (
    name: StoredText, address: StoredText, subject: StoredText
  ) {
    let record = record(at: position)
    return (
      StoredText(reference: record.senderName, bytes: text.bytes(at: record.senderName)),
      StoredText(reference: record.senderAddress, bytes: text.bytes(at: record.senderAddress)),
      StoredText(reference: record.subject, bytes: text.bytes(at: record.subject))
    )
  }

  /// Whether the message at `position` was unread when indexed.
  func isUnread(at position: Int) -> Bool { record(at: position).flags & Self.unreadFlag != 0 }

  /// Whether the message at `position` carried the Maildir `F` flag when indexed.
  func isFlagged(at position: Int) -> Bool { record(at: position).flags & Self.flaggedFlag != 0 }

  /// The date of the message at `position`.
  func date(at position: Int) -> MailDate? { record(at: position).date }

  /// Appends `summary`.
  ///
  /// - Complexity: amortised O(length of its text).
  mutating func append(_ summary: MessageSummary) {
    var record = Record(
      offset: 0, length: 0,
      senderName: intern(summary.sender.name), senderAddress: intern(summary.sender.address),
      subject: intern(summary.subject), identifiers: Text.none, date: summary.date, flags: 0)
    switch summary.location {
    case .mbox(let offset, let length):
      record.offset = UInt64(clamping: offset)
      record.length = UInt32(clamping: Swift.min(length, Int(Self.maildirLength) - 1))
    case .file(let relativePath):
      record.offset = UInt64(text.append(relativePath.utf8))
      record.length = Self.maildirLength
    }
    if summary.isUnread { record.flags |= Self.unreadFlag }
    if SearchQuery.Condition.isFlagged(summary.location) { record.flags |= Self.flaggedFlag }
    if summary.messageID != nil { record.flags |= Self.messageIDFlag }
    if summary.inReplyTo != nil { record.flags |= Self.inReplyToFlag }
    let references = summary.references
    var reply = summary.inReplyTo ?? ""
    if let last = references.last, summary.inReplyTo == last {
      record.flags |= Self.repliesToLastFlag
      reply = ""
    }
    if summary.messageID != nil || summary.inReplyTo != nil || !references.isEmpty {
      // A chain longer than a text holds keeps its newest IDs, which place the message.
      var chain = references.joined(separator: " ").utf8[...]
      while chain.count > Text.maximumLength, let space = chain.firstIndex(of: Bytes.space) {
        chain = chain[chain.index(after: space)...]
      }
      record.identifiers = text.append([
        (summary.messageID ?? "").utf8[...], reply.utf8[...], chain,
      ])
    }
    if summary.index != count { otherIndices[count] = summary.index }
    append(record: record)
  }

  /// Appends a record whose text references are this store's (the summary cache's
  /// decoder, ``SummaryStore/decodeCache(_:)``, makes them).
  mutating func append(record: Record) {
    if count >> Self.blockShift == blocks.count {
      blocks.append([])
      blocks[blocks.count - 1].reserveCapacity(1 << Self.blockShift)
    }
    blocks[blocks.count - 1].append(record)
    count += 1
  }

  /// Stores `parts` one after the other in the text, unshared (identifiers): their
  /// reference.
  mutating func appendText(_ parts: [ArraySlice<UInt8>]) -> UInt32 { text.append(parts) }

  /// The reference of `bytes` in the text, stored once however often it is interned.
  mutating func intern(bytes: ArraySlice<UInt8>) -> UInt32 {
    if bytes.isEmpty { return Text.none }
    return bytes.withUnsafeBufferPointer { intern(buffer: $0) }
  }

  /// The reference of the bytes in `buffer`, stored once however often interned.
  private mutating func intern(buffer bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let hash = InternTable.hash(bytes)
    if let found = interned.find(hash: hash, where: { text.bytes(at: $0).elementsEqual(bytes) }) {
      return found
    }
    let reference = text.append(bytes)
    interned.insert(hash: hash, reference: reference)
    return reference
  }

  /// Appends `summaries` in order.
  mutating func append(contentsOf summaries: some Sequence<MessageSummary>) {
    for summary in summaries { append(summary) }
  }

  /// Bytes held: records, text pages and the intern table (for the benchmark).
  var allocatedBytes: Int {
    blocks.count * (1 << Self.blockShift) * MemoryLayout<Record>.stride + text.allocatedBytes
      + interned.allocatedBytes
  }

  func record(at position: Int) -> Record {
    blocks[position >> Self.blockShift][position & (1 << Self.blockShift - 1)]
  }

  /// The reference of `string` in the text, stored once however often it is interned.
  private mutating func intern(_ string: String) -> UInt32 {
    if string.isEmpty { return Text.none }
    var string = string
    return string.withUTF8 { intern(buffer: $0) }
  }
}
