/// Decoding of RFC 2047 encoded words (`=?charset?B?...?=`, `=?charset?Q?...?=`) in
/// header text.
///
/// Whitespace between two adjacent encoded words is dropped (RFC 2047 §6.2), and
/// adjacent words in the same charset are joined before their bytes are decoded, so a
/// multi-byte character split across two words survives. Malformed words are left as
/// they are written. Raw 8-bit header bytes are read as UTF-8 with replacement.
enum EncodedWords {
  private enum Piece {
    case raw(ArraySlice<UInt8>)
    case encoded(Charset, [UInt8], damaged: Bool)
  }

  private static let utf8Label = Array("utf-8".utf8)

  /// Decodes every encoded word in `value`.
  ///
  /// - Parameter value: an unfolded header value.
  /// - Returns: the readable text.
  /// - Complexity: O(n).
  static func decode(_ value: some Collection<UInt8>) -> String {
    let bytes = Array(value)
    guard bytes.count > 7, hasStart(bytes) else { return Bytes.utf8String(bytes) }
    return render(pieces(of: bytes[...]))
  }

  /// Decodes every encoded word in `text`.
  ///
  /// Text without `=?` (a MIME parameter, nearly always) is returned as it is, which is
  /// what decoding it gives, without copying its bytes out and back.
  static func decode(_ text: String) -> String {
    hasStart(text.utf8) ? decode(Array(text.utf8)) : text
  }

  /// Whether `bytes` hold `=?`, which every encoded word starts with: without it there is
  /// nothing to decode.
  static func hasStart(_ bytes: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if previous == Bytes.equals, byte == 0x3F { return true }
      previous = byte
    }
    return false
  }

  private static func pieces(of bytes: ArraySlice<UInt8>) -> [Piece] {
    var result: [Piece] = []
    var rawStart = bytes.startIndex
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      if bytes[index] == Bytes.equals, bytes[index + 1] == 0x3F,
        let (piece, next) = encodedWord(in: bytes, at: index)
      {
        if rawStart < index { result.append(.raw(bytes[rawStart..<index])) }
        result.append(piece)
        index = next
        rawStart = next
      } else {
        index += 1
      }
    }
    if rawStart < bytes.endIndex { result.append(.raw(bytes[rawStart..<bytes.endIndex])) }
    return result
  }

  /// Parses `=?charset?X?text?=` at `start`, returning the piece and the index after it.
  private static func encodedWord(
    in bytes: ArraySlice<UInt8>, at start: Int
  ) -> (Piece, Int)? {
    let question: UInt8 = 0x3F
    var index = start + 2
    let charsetStart = index
    while index < bytes.endIndex, bytes[index] != question {
      if bytes[index] <= Bytes.space { return nil }
      index += 1
    }
    guard index + 2 < bytes.endIndex, index > charsetStart, bytes[index + 2] == question else {
      return nil
    }
    let label = bytes[charsetStart..<index]
    // UTF-8, the usual label, without making a string of it.
    let charset =
      Bytes.equalsIgnoringCase(label, utf8Label) ? .utf8 : Charset(label: Bytes.utf8String(label))
    let encoding = Bytes.lowercased(bytes[index + 1])
    guard encoding == 0x62 || encoding == 0x71 else { return nil }  // "b" or "q"
    index += 3
    let textStart = index
    while index + 1 < bytes.endIndex,
      !(bytes[index] == question && bytes[index + 1] == Bytes.equals)
    {
      if bytes[index] <= Bytes.space { return nil }
      index += 1
    }
    guard index + 1 < bytes.endIndex else { return nil }
    let text = bytes[textStart..<index]
    if encoding == 0x62 {
      let decoded = Base64.decode(text)
      return (.encoded(charset, decoded.bytes, damaged: decoded.isDamaged), index + 2)
    }
    let decoded = QuotedPrintable.decode(text, underscoreIsSpace: true)
    return (.encoded(charset, decoded, damaged: false), index + 2)
  }

  private static func render(_ pieces: [Piece]) -> String {
    var output = ""
    var pending: (charset: Charset, bytes: [UInt8], damaged: Bool)?
    func flush() {
      guard let word = pending else { return }
      output += word.charset.decode(word.bytes)
      if word.damaged { output += "\u{FFFD}" }
      pending = nil
    }
    for (position, piece) in pieces.enumerated() {
      switch piece {
      case .raw(let raw):
        let betweenWords =
          pending != nil && position + 1 < pieces.count
          && { if case .encoded = pieces[position + 1] { return true } else { return false } }()
        if betweenWords, raw.allSatisfy({ $0 <= Bytes.space }) { continue }
        flush()
        output += Bytes.utf8String(raw)
      case .encoded(let charset, let bytes, let damaged):
        if let word = pending, word.charset == charset, !word.damaged {
          pending = (charset, word.bytes + bytes, damaged)
        } else {
          flush()
          pending = (charset, bytes, damaged)
        }
      }
    }
    flush()
    return output
  }
}
