/// A text body made ready for the wire: `7bit` when it is short-lined ASCII, `8bit` when
/// it is short-lined UTF-8 and 8-bit is allowed, else quoted-printable.
struct BodyEncoding: Equatable {
  /// The `Content-Transfer-Encoding` value.
  var name: String
  /// The encoded text, lines ending in `\n`.
  var text: [UInt8]

  /// The longest line `7bit` and `8bit` may have, in bytes, without the line break
  /// (RFC 5322 §2.1.1).
  static let maximumLine = 998

  /// Encodes `body` (lines separated by `\n` or `\r\n`).
  init(_ body: String, allows8bit: Bool) {
    var bytes = MessageParser.Parts.normalisingLineBreaks(Array(body.utf8))
    if bytes.last != Bytes.lf { bytes.append(Bytes.lf) }
    var longest = 0
    var current = 0
    var isASCII = true
    var hasNUL = false
    for byte in bytes {
      if byte == Bytes.lf {
        longest = max(longest, current)
        current = 0
      } else {
        current += 1
      }
      if byte >= 0x80 { isASCII = false }
      if byte == 0 { hasNUL = true }
    }
    if longest <= Self.maximumLine, !hasNUL, isASCII || allows8bit {
      self.name = isASCII ? "7bit" : "8bit"
      self.text = bytes
    } else {
      self.name = "quoted-printable"
      self.text = Self.quotedPrintable(bytes)
    }
  }

  /// Quoted-printable (RFC 2045 §6.7): line breaks kept, other bytes outside printable
  /// ASCII as `=XX`, a space or tab before a line break encoded, soft breaks at 76.
  static func quotedPrintable(_ bytes: [UInt8]) -> [UInt8] {
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8)
    var column = 0
    for (index, byte) in bytes.enumerated() {
      if byte == Bytes.lf {
        output.append(Bytes.lf)
        column = 0
        continue
      }
      let atLineEnd = index + 1 == bytes.count || bytes[index + 1] == Bytes.lf
      let literal =
        (byte >= 33 && byte <= 126 && byte != Bytes.equals)
        || ((byte == Bytes.space || byte == Bytes.tab) && !atLineEnd)
      let piece: [UInt8] =
        literal ? [byte] : [Bytes.equals, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      // Leave room for the "=" of a soft break unless this piece ends the line.
      let limit = atLineEnd ? 76 : 75
      if column + piece.count > limit {
        output += [Bytes.equals, Bytes.lf]
        column = 0
      }
      output += piece
      column += piece.count
    }
    return output
  }
}
