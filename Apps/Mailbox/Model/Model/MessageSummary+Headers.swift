extension MessageSummary {
  private static let from = Array("from".utf8)
  private static let subject = Array("subject".utf8)
  private static let date = Array("date".utf8)
  private static let status = Array("status".utf8)
  private static let mozillaStatus = Array("x-mozilla-status".utf8)
  private static let messageID = Array("message-id".utf8)
  private static let inReplyTo = Array("in-reply-to".utf8)
  private static let references = Array("references".utf8)

  /// The header fields a summary is made from; indexing keeps only these.
  static let headerNames = [
    from, subject, date, status, mozillaStatus, messageID, inReplyTo, references,
  ]

  /// Makes a summary from a parsed header section.
  ///
  /// - Parameters:
  ///   - unreadByLocation: the Maildir verdict (`new/` or no `S` flag); nil for mbox,
  ///     where the `Status` and `X-Mozilla-Status` headers decide.
  init(index: Int, location: MessageLocation, headers: HeaderBlock, unreadByLocation: Bool?) {
    let unread: Bool
    if let unreadByLocation {
      unread = unreadByLocation
    } else {
      let statusRead = headers.value(Self.status)?.contains(0x52) ?? false  // "R"
      let mozillaRead =
        headers.text(Self.mozillaStatus)
        .flatMap { UInt32($0.trimmingASCIIWhitespace(), radix: 16) }.map { $0 & 1 == 1 } ?? false
      unread = !(statusRead || mozillaRead)
    }
    self.init(
      index: index,
      location: location,
      sender: headers.value(Self.from).map { MailAddress(header: $0) }
        ?? MailAddress(name: "", address: ""),
      subject: headers.value(Self.subject).map { EncodedWords.decode($0).trimmingASCIIWhitespace() }
        ?? "",
      date: headers.value(Self.date).flatMap { MailDate(parsingBytes: $0) },
      isUnread: unread,
      messageID: headers.value(Self.messageID).flatMap { Self.firstMessageID(in: $0) },
      inReplyTo: headers.value(Self.inReplyTo).flatMap { Self.firstMessageID(in: $0) },
      referenceList: headers.value(Self.references).map { Self.messageIDList(in: $0) } ?? ""
    )
  }

  /// The `<id>` tokens of a header value, without brackets; a bare token if none.
  static func messageIDs(in value: [UInt8]) -> [String] {
    messageIDRanges(in: value).map { Bytes.utf8String(value[$0]) }
  }

  /// The first of ``messageIDs(in:)``, if any.
  static func firstMessageID(in value: [UInt8]) -> String? {
    messageIDRanges(in: value).first.map { Bytes.utf8String(value[$0]) }
  }

  /// ``messageIDs(in:)`` joined by single spaces, made as one string.
  static func messageIDList(in value: [UInt8]) -> String {
    let ranges = messageIDRanges(in: value)
    guard ranges.count > 1 else { return ranges.first.map { Bytes.utf8String(value[$0]) } ?? "" }
    var joined: [UInt8] = []
    joined.reserveCapacity(ranges.reduce(ranges.count) { $0 + $1.count })
    for range in ranges {
      if !joined.isEmpty { joined.append(Bytes.space) }
      joined.append(contentsOf: value[range])
    }
    return Bytes.utf8String(joined)
  }

  /// Where the IDs of ``messageIDs(in:)`` are in `value`.
  private static func messageIDRanges(in value: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start: Int?
    for (index, byte) in value.enumerated() {
      if byte == 0x3C {
        start = index + 1
      } else if byte == Bytes.greaterThan, let open = start {
        // An ID with whitespace is malformed; IDs are stored space-separated.
        if index > open, !value[open..<index].contains(where: { $0 <= Bytes.space }) {
          result.append(open..<index)
        }
        start = nil
      }
    }
    if result.isEmpty {
      let bare = Bytes.trimmed(value[...])
      if !bare.isEmpty, !bare.contains(Bytes.space) { result.append(bare.indices) }
    }
    return result
  }
}
