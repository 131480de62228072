/// Header values made safe for the wire: RFC 2047 encoded words for non-ASCII text,
/// quoted display names, lines folded under 78 columns and never over 998 bytes.
enum HeaderEncoding {
  /// The longest line a header is folded to, in bytes (RFC 5322 §2.1.1).
  static let lineLength = 78
  /// The longest line a message may have at all, in bytes without its line break
  /// (RFC 5322 §2.1.1): servers may reject or cut a longer one.
  static let maximumLineLength = 998

  /// `Name: value` for unstructured text (a subject): plain when ASCII, else encoded
  /// words; folded at spaces.
  static func unstructured(_ name: String, _ text: String) -> String {
    let value = Draft.oneLine(text)
    let words = value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let needsEncoding =
      !value.utf8.allSatisfy { $0 < 0x80 } || value.contains("=?")
      || words.contains { $0.utf8.count > lineLength - 2 }
    return fold(name, needsEncoding ? encodedWords(value) : words)
  }

  /// `Name: a, b` for a list of addresses, each `phrase <address>` or a bare address.
  static func addresses(_ name: String, _ list: [MailAddress]) -> String {
    var atoms: [String] = []
    for (index, address) in list.enumerated() {
      let comma = index + 1 < list.count ? "," : ""
      let display = Draft.oneLine(address.name)
      if display.isEmpty {
        atoms.append(address.address + comma)
      } else {
        atoms += phrase(display)
        atoms.append("<" + address.address + ">" + comma)
      }
    }
    return fold(name, atoms)
  }

  /// `Name: <a> <b>` for a list of message ids.
  static func ids(_ name: String, _ ids: [String]) -> String { fold(name, ids) }

  /// A display name as header words: plain words, one quoted string, or encoded words
  /// (also for a word or quoted string too long for a line of its own).
  static func phrase(_ name: String) -> [String] {
    if !name.utf8.allSatisfy({ $0 < 0x80 }) || name.contains("=?") { return encodedWords(name) }
    let special = name.unicodeScalars.contains { "()<>[]:;@\\,.\"".unicodeScalars.contains($0) }
    var words = name.split(separator: " ").map(String.init)
    if special {
      var quoted = "\""
      for character in name {
        if character == "\"" || character == "\\" { quoted.append("\\") }
        quoted.append(character)
      }
      words = [quoted + "\""]
    }
    return words.contains { $0.utf8.count > lineLength - 2 } ? encodedWords(name) : words
  }

  /// `text` as `=?UTF-8?B?…?=` words of at most 64 characters each (39 bytes of text),
  /// so even the first one fits on a line after its header's name; split between
  /// characters so no word ends inside one.
  static func encodedWords(_ text: String) -> [String] {
    var words: [String] = []
    var chunk: [UInt8] = []
    for character in text {
      let bytes = Array(String(character).utf8)
      if chunk.count + bytes.count > 39, !chunk.isEmpty {
        words.append("=?UTF-8?B?" + Base64Encoding.encode(chunk) + "?=")
        chunk = []
      }
      chunk += bytes
    }
    if !chunk.isEmpty || words.isEmpty {
      words.append("=?UTF-8?B?" + Base64Encoding.encode(chunk) + "?=")
    }
    return words
  }

  /// `Name: ` and the atoms separated by spaces, a line break and a space put before an
  /// atom that would pass ``lineLength``.
  ///
  /// No line passes ``maximumLineLength``, whatever the atoms: one too long for a line of
  /// its own (which the callers never make: long words are encoded words, addresses and
  /// ids at most 900 bytes) is cut between Unicode scalars and folded there.
  static func fold(_ name: String, _ atoms: [String]) -> String {
    var output = name + ":"
    var column = output.utf8.count
    let longest = maximumLineLength - column - 1
    for atom in atoms.flatMap({ pieces($0, longest: longest) }) {
      let length = atom.utf8.count
      if column + 1 + length > lineLength, column > name.utf8.count + 1 {
        output += "\n"
        column = 0
      }
      output += " " + atom
      column += 1 + length
    }
    return output
  }

  /// `text` cut between Unicode scalars into pieces of at most `longest` bytes.
  static func pieces(_ text: String, longest: Int) -> [String] {
    guard text.utf8.count > longest else { return [text] }
    var pieces: [String] = []
    var piece = ""
    for scalar in text.unicodeScalars {
      if piece.utf8.count + UTF8.width(scalar) > longest, !piece.isEmpty {
        pieces.append(piece)
        piece = ""
      }
      piece.unicodeScalars.append(scalar)
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }
}

/// Base64 with no line breaks, and broken into 76-character lines for a MIME body.
enum Base64Encoding {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64, one line.
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      let b0 = bytes[index]
      let b1 = count > 1 ? bytes[index + 1] : 0
      let b2 = count > 2 ? bytes[index + 2] : 0
      output.append(alphabet[Int(b0 >> 2)])
      output.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
      output.append(count > 1 ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : Bytes.equals)
      output.append(count > 2 ? alphabet[Int(b2 & 0x3F)] : Bytes.equals)
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `bytes` in base64, 76 characters a line, each line ending in `\n`.
  static func lines(_ bytes: [UInt8]) -> String {
    let text = Array(encode(bytes).utf8)
    var output: [UInt8] = []
    output.reserveCapacity(text.count + text.count / 76 + 1)
    var index = 0
    while index < text.count {
      output += text[index..<min(text.count, index + 76)]
      output.append(Bytes.lf)
      index += 76
    }
    return String(decoding: output, as: UTF8.self)
  }
}
