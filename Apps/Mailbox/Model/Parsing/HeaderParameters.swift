/// A structured MIME header value such as `Content-Type` or `Content-Disposition`:
/// a main value and `name=value` parameters.
///
/// Parameters may be quoted, RFC 2231 extended (`filename*=utf-8''Z%C3%B6e.txt`),
/// split into RFC 2231 continuations (`name*0=`, `name*1*=`), or — as many mailers do —
/// carry RFC 2047 encoded words; all of these are decoded to text.
struct HeaderParameters: Sendable, Equatable {
  /// The main value, lowercased and trimmed: `multipart/mixed`, `attachment`, ...
  var value: String
  /// The decoded parameters, keyed by lowercase name.
  var parameters: [String: String]

  /// Parses a header value; an empty or missing value gives an empty `value`.
  ///
  /// Split at semicolons outside quoted strings, each part trimmed and unquoted on its
  /// bytes, and made a String once. Read as bytes, not characters: the quotes,
  /// backslashes, semicolons, equals signs and spaces are ASCII, which no other scalar's
  /// bytes contain, and every part of every message read (the search index's build too)
  /// parses its `Content-Type` here.
  init(_ value: some Collection<UInt8>) {
    let bytes = Array(value)
    let segments = Self.segments(of: bytes)
    self.value = Self.lowercased(Bytes.trimmed(bytes[segments[0]]))
    var plain: [String: String] = [:]
    var sections: [String: [Int: (text: String, extended: Bool)]] = [:]
    for segment in segments.dropFirst() {
      guard let equals = bytes[segment].firstIndex(of: 0x3D) else { continue }
      var name = Self.lowercased(Bytes.trimmed(bytes[segment.lowerBound..<equals]))
      let text = Self.unquoted(Bytes.trimmed(bytes[equals + 1..<segment.upperBound]))
      let extended = name.hasSuffix("*")
      if extended { name.removeLast() }
      if let star = name.firstIndex(of: "*"), let number = Int(name[name.index(after: star)...]) {
        sections[String(name[..<star]), default: [:]][number] = (text, extended)
      } else if extended {
        sections[name, default: [:]][0] = (text, true)
      } else {
        plain[name] = EncodedWords.decode(text)
      }
    }
    for (name, parts) in sections {
      plain[name] = Self.joinRFC2231(parts.sorted { $0.key < $1.key }.map(\.value))
    }
    parameters = plain
  }

  /// The value's parts between semicolons that are outside quoted strings: at least one.
  private static func segments(of bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    var inQuotes = false
    var escaped = false
    for (index, byte) in bytes.enumerated() {
      if escaped {
        escaped = false
      } else if byte == 0x5C && inQuotes {
        escaped = true
      } else if byte == 0x22 {
        inQuotes.toggle()
      } else if byte == 0x3B && !inQuotes {
        result.append(start..<index)
        start = index + 1
      }
    }
    result.append(start..<bytes.count)
    return result
  }

  /// The text of `part`, lowercased: by ``Bytes/lowercased(_:)`` when it is ASCII.
  private static func lowercased(_ part: ArraySlice<UInt8>) -> String {
    guard part.allSatisfy({ $0 < 0x80 }) else {
      return String(decoding: part, as: UTF8.self).lowercased()
    }
    // Written straight into the String's storage: a lazily mapped collection is not
    // contiguous, and the String made from it went a byte at a time.
    return String(unsafeUninitializedCapacity: part.count) { buffer in
      for (offset, byte) in part.enumerated() { buffer[offset] = Bytes.lowercased(byte) }
      return part.count
    }
  }

  /// The text of `part` without the quotes around it and the backslashes that escape
  /// within them; as it is when it is not quoted.
  private static func unquoted(_ part: ArraySlice<UInt8>) -> String {
    guard part.count >= 2, part.first == 0x22, part.last == 0x22 else {
      return String(decoding: part, as: UTF8.self)
    }
    var result: [UInt8] = []
    result.reserveCapacity(part.count - 2)
    var escaped = false
    for byte in part.dropFirst().dropLast() {
      if !escaped, byte == 0x5C {
        escaped = true
        continue
      }
      escaped = false
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Joins RFC 2231 sections: the first extended one names the charset
  /// (`charset'language'`), extended sections are percent-decoded.
  private static func joinRFC2231(_ parts: [(text: String, extended: Bool)]) -> String {
    var charset = Charset.usASCII
    var bytes: [UInt8] = []
    for (position, part) in parts.enumerated() {
      var text = Substring(part.text)
      if part.extended, position == 0 {
        let pieces = text.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        if pieces.count == 3 {
          charset = Charset(label: String(pieces[0]))
          text = pieces[2]
        }
      }
      bytes += part.extended ? percentDecoded(text) : Array(text.utf8)
    }
    if case .usASCII = charset, bytes.contains(where: { $0 >= 0x80 }) { charset = .utf8 }
    return charset.decode(bytes)
  }

  private static func percentDecoded(_ text: Substring) -> [UInt8] {
    let input = Array(text.utf8)
    var output: [UInt8] = []
    var index = 0
    while index < input.count {
      if input[index] == 0x25, index + 2 < input.count,
        let high = Bytes.hexValue(input[index + 1]), let low = Bytes.hexValue(input[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(input[index])
        index += 1
      }
    }
    return output
  }
}
