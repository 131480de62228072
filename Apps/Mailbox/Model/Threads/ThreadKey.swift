/// Compact keys for threading: 64-bit hashes of message IDs and of normalized subjects,
/// so the thread index never keeps the strings themselves.
///
/// ```swift
/// ThreadKey.hash("m1@example.org") == ThreadKey.hash("m1@example.org")   // true
/// ThreadKey.subject("Re: Fwd: Lunch") == ThreadKey.subject("lunch")       // same key
/// ```
///
/// Two different IDs sharing a hash (one chance in 2⁶⁴ per pair) are threaded as one ID,
/// which the algorithm already handles like a duplicate Message-ID.
enum ThreadKey {
  /// The FNV-1a 64-bit hash of a string's UTF-8 bytes.
  static func hash(_ text: some StringProtocol) -> UInt64 { hash(bytes: text.utf8) }

  /// The FNV-1a 64-bit hash of bytes.
  static func hash(bytes: some Sequence<UInt8>) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return value
  }

  /// The subject without reply and forward prefixes (`Re:`, `Fwd:`, `Fw:`, `Aw:`, `Sv:`,
  /// `Re[2]:`) and list tags (`[team]`), ASCII-lowercased and with runs of spaces
  /// collapsed; whether any reply or forward prefix was removed.
  ///
  /// - Complexity: O(n) in the subject's UTF-8 length, on bytes, with one allocation.
  static func normalizedSubject(_ subject: String) -> (text: String, isReply: Bool) {
    let normalized = normalizedBytes(subject)
    return (String(decoding: normalized.bytes, as: UTF8.self), normalized.isReply)
  }

  private static func normalizedBytes(_ subject: String) -> (bytes: [UInt8], isReply: Bool) {
    let bytes = Array(subject.utf8)
    var start = 0
    var isReply = false
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    while true {
      while start < bytes.count, isSpace(bytes[start]) { start += 1 }
      guard start < bytes.count else { break }
      if bytes[start] == 0x5B, let close = bytes[start...].firstIndex(of: 0x5D) {  // [tag]
        start = close + 1
        continue
      }
      guard let colon = bytes[start..<min(bytes.count, start + 8)].firstIndex(of: 0x3A) else {
        break
      }
      var wordEnd = colon
      if wordEnd > start, bytes[wordEnd - 1] == 0x5D,  // Re[2]:
        let open = bytes[start..<wordEnd].firstIndex(of: 0x5B),
        bytes[(open + 1)..<(wordEnd - 1)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
      {
        wordEnd = open
      }
      let word = bytes[start..<wordEnd].map(lower)
      guard replyPrefixes.contains(word) else { break }
      isReply = true
      start = colon + 1
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count - start)
    var pendingSpace = false
    for byte in bytes[start...] {
      if isSpace(byte) {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(0x20) }
        pendingSpace = false
        result.append(lower(byte))
      }
    }
    return (result, isReply)
  }

  private static let replyPrefixes: Set<[UInt8]> = Set(
    ["re", "fwd", "fw", "aw", "sv", "vs", "wg"].map { Array($0.utf8) })

  /// The key subject grouping compares: the hash of ``normalizedSubject(_:)``, nil for an
  /// empty subject (which never groups); and whether the subject is a reply.
  static func subject(_ subject: String) -> (key: UInt64?, isReply: Bool) {
    let normalized = normalizedBytes(subject)
    return (normalized.bytes.isEmpty ? nil : hash(bytes: normalized.bytes), normalized.isReply)
  }
}
