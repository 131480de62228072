/// The summary cache's encoding of a store (``SummaryCache``): compact, and decoded
/// straight into a store's records and text without making a ``MessageSummary``.
///
/// Per message, in mailbox order: the gap from the previous message's end to its offset
/// and its length (varints); the sender's name and address and the subject, each as a
/// varint code (0: none, 1: a new string follows as a varint length and its bytes, n ≥ 2:
/// the (n − 2)th new string); a flags byte (the store's, with `0x40` when a date follows
/// and `0x80` when identifiers follow); the date (a varint of its packed fields and the
/// zone's zigzag varint); the Message-ID, In-Reply-To and References as three
/// length-prefixed byte strings. Only an mbox's summaries in mailbox order are encoded.
extension SummaryStore {
  private static let hasDate: UInt8 = 0x40
  private static let hasIdentifiers: UInt8 = 0x80
  /// The store's own flags, below ``hasDate``.
  private static let storedFlags: UInt8 = 0x3F

  /// The summaries encoded for the cache; nil when they are not an mbox's in mailbox
  /// order (a Maildir's, or summaries appended out of order).
  ///
  /// - Returns: The bytes and the end (bytes) of the last message.
  /// - Complexity: O(count + text).
  func encodedForCache() -> (bytes: [UInt8], end: Int)? {
    var writer = CacheWriter()
    writer.bytes.reserveCapacity(count * 64)
    var codes: [UInt32: Int] = [:]
    var end = 0
    guard isInMailboxOrder else { return nil }
    for position in 0..<count {
      let record = record(at: position)
      let offset = Int(record.offset)
      guard record.length != Self.maildirLength, offset >= end else { return nil }
      writer.varint(UInt64(offset - end))
      writer.varint(UInt64(record.length))
      end = offset + Int(record.length)
      for reference in [record.senderName, record.senderAddress, record.subject] {
        if reference == Text.none {
          writer.varint(0)
        } else if let code = codes[reference] {
          writer.varint(UInt64(code + 2))
        } else {
          codes[reference] = codes.count
          writer.varint(1)
          writer.string(text.bytes(at: reference))
        }
      }
      var flags = record.flags & Self.storedFlags
      if record.date != nil { flags |= Self.hasDate }
      if record.identifiers != Text.none { flags |= Self.hasIdentifiers }
      writer.bytes.append(flags)
      if let date = record.date {
        var packed = UInt64(date.year) * 12 + UInt64(date.month - 1)
        packed = (packed * 31 + UInt64(date.day - 1)) * 24 + UInt64(date.hour)
        packed = (packed * 60 + UInt64(date.minute)) * 61 + UInt64(date.second)
        writer.varint(packed)
        let zone = date.zoneOffsetMinutes
        writer.varint(UInt64(zone >= 0 ? zone * 2 : -zone * 2 - 1))
      }
      if record.identifiers != Text.none {
        var reference = record.identifiers
        for _ in 0..<3 { writer.string(text.bytes(at: reference, next: &reference)) }
      }
    }
    return (writer.bytes, end)
  }

  /// A store of the `count` summaries `bytes` encodes (``encodedForCache()``), whose last
  /// message ends at `end`; nil when the bytes do not decode to exactly that (damaged).
  ///
  /// - Complexity: O(bytes).
  static func decodingCache(_ bytes: ArraySlice<UInt8>, count: Int, end: Int) -> SummaryStore? {
    var store = SummaryStore()
    var reader = CacheReader(bytes: bytes)
    var strings: [UInt32] = []
    var last = 0
    /// The next string reference: none, a new string (interned), or an earlier one's.
    func reference() -> UInt32? {
      guard let code = reader.varint() else { return nil }
      switch code {
      case 0: return Text.none
      case 1:
        guard let string = reader.string() else { return nil }
        let reference = store.intern(bytes: string)
        strings.append(reference)
        return reference
      default:
        guard code - 2 < UInt64(strings.count) else { return nil }
        return strings[Int(code - 2)]
      }
    }
    for _ in 0..<count {
      guard let gap = reader.varint(), let length = reader.varint(),
        length < UInt64(Self.maildirLength), gap <= UInt64(Int.max / 2 - last)
      else { return nil }
      let offset = last + Int(gap)
      last = offset + Int(length)
      // The sender's name, address and the subject, in that order.
      guard let senderName = reference(), let senderAddress = reference(),
        let subject = reference()
      else { return nil }
      guard let flags = reader.byte() else { return nil }
      var date: MailDate?
      if flags & Self.hasDate != 0 {
        guard var packed = reader.varint(), let zone = reader.varint(), zone < 4096 else {
          return nil
        }
        let second = Int(packed % 61)
        packed /= 61
        let minute = Int(packed % 60)
        packed /= 60
        let hour = Int(packed % 24)
        packed /= 24
        let day = Int(packed % 31) + 1
        packed /= 31
        let month = Int(packed % 12) + 1
        guard packed / 12 <= 9999,
          let decoded = MailDate(
            year: Int(packed / 12), month: month, day: day, hour: hour, minute: minute,
            second: second,
            zoneOffsetMinutes: zone & 1 == 0 ? Int(zone / 2) : -Int((zone + 1) / 2))
        else { return nil }
        date = decoded
      }
      var identifiers = Text.none
      if flags & Self.hasIdentifiers != 0 {
        guard let id = reader.string(), let reply = reader.string(), let chain = reader.string()
        else { return nil }
        identifiers = store.appendText([id, reply, chain])
      }
      store.append(
        record: Record(
          offset: UInt64(offset), length: UInt32(length), senderName: senderName,
          senderAddress: senderAddress, subject: subject, identifiers: identifiers,
          date: date, flags: flags & Self.storedFlags))
    }
    guard reader.isAtEnd, last == end else { return nil }
    return store
  }
}

/// Appends varints and length-prefixed strings.
private struct CacheWriter {
  var bytes: [UInt8] = []

  /// LEB128: seven bits a byte, low first.
  mutating func varint(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func string(_ string: ArraySlice<UInt8>) {
    varint(UInt64(string.count))
    bytes.append(contentsOf: string)
  }
}

/// Reads what ``CacheWriter`` wrote, nil past the end or on a malformed value.
private struct CacheReader {
  let bytes: ArraySlice<UInt8>
  var position: Int

  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    position = bytes.startIndex
  }

  var isAtEnd: Bool { position == bytes.endIndex }

  mutating func byte() -> UInt8? {
    guard position < bytes.endIndex else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func varint() -> UInt64? {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while position < bytes.endIndex, shift < 63 {
      let byte = bytes[position]
      position += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    return nil
  }

  /// A length-prefixed string of at most ``SummaryStore/Text/maximumLength`` bytes.
  mutating func string() -> ArraySlice<UInt8>? {
    guard let length = varint(), length <= UInt64(SummaryStore.Text.maximumLength),
      Int(length) <= bytes.endIndex - position
    else { return nil }
    defer { position += Int(length) }
    return bytes[position..<(position + Int(length))]
  }
}
