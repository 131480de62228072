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
  static func hash(_ text: some StringProtocol) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return value
  }

  /// The subject without reply and forward prefixes (`Re:`, `Fwd:`, `Fw:`, `Aw:`, `Sv:`,
  /// `Re[2]:`) and list tags (`[team]`), lowercased and with runs of spaces collapsed;
  /// whether any reply or forward prefix was removed.
  static func normalizedSubject(_ subject: String) -> (text: String, isReply: Bool) {
    var rest = Substring(subject.lowercased())
    var isReply = false
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      if rest.first == "[", let close = rest.firstIndex(of: "]") {
        rest = rest[rest.index(after: close)...]
        continue
      }
      guard let colon = rest.prefix(8).firstIndex(of: ":") else { break }
      var word = rest[..<colon]
      if word.last == "]", let open = word.firstIndex(of: "["),
        word[word.index(after: open)..<word.index(before: word.endIndex)].allSatisfy(\.isNumber)
      {
        word = word[..<open]
      }
      guard replyPrefixes.contains(String(word)) else { break }
      isReply = true
      rest = rest[rest.index(after: colon)...]
    }
    let words = rest.split(whereSeparator: \.isWhitespace)
    return (words.joined(separator: " "), isReply)
  }

  private static let replyPrefixes: Set<String> = ["re", "fwd", "fw", "aw", "sv", "vs", "wg"]

  /// The key subject grouping compares: the hash of ``normalizedSubject(_:)``, nil for an
  /// empty subject (which never groups); and whether the subject is a reply.
  static func subject(_ subject: String) -> (key: UInt64?, isReply: Bool) {
    let normalized = normalizedSubject(subject)
    return (normalized.text.isEmpty ? nil : hash(normalized.text), normalized.isReply)
  }
}
