/// HTML character references: the named ones mail uses most, and numeric ones.
enum HTMLEntities {
  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
    "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
    "bull": "•", "middot": "·", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢",
    "deg": "°", "plusmn": "±", "times": "×", "divide": "÷", "para": "¶", "sect": "§",
    "shy": "\u{00AD}", "zwnj": "\u{200C}", "zwj": "\u{200D}", "thinsp": "\u{2009}",
    "ensp": "\u{2002}", "emsp": "\u{2003}", "iexcl": "¡", "iquest": "¿",
    "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß",
    "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "Eacute": "É", "aacute": "á",
    "agrave": "à", "acirc": "â", "iacute": "í", "oacute": "ó", "uacute": "ú", "ntilde": "ñ",
    "ccedil": "ç", "Ccedil": "Ç", "aring": "å", "Aring": "Å", "oslash": "ø", "aelig": "æ",
  ]

  /// Decodes the reference starting at `start` (an `&`).
  ///
  /// - Returns: the text it stands for (the `&` alone if it is not a reference) and the
  ///   index after it. Numeric references to NUL, surrogates or beyond U+10FFFF give U+FFFD.
  static func decode(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int) {
    var index = start + 1
    let limit = min(scalars.count, start + 34)
    while index < limit, scalars[index] != ";",
      scalars[index].properties.isAlphabetic
        || ("0"..."9").contains(scalars[index]) || scalars[index] == "#"
    {
      index += 1
    }
    let body = String(String.UnicodeScalarView(scalars[(start + 1)..<index]))
    let hasSemicolon = index < scalars.count && scalars[index] == ";"
    let next = hasSemicolon ? index + 1 : index
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, !digits.isEmpty else { return ("&", start + 1) }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (String(scalar ?? "\u{FFFD}"), next)
    }
    if let text = named[body], hasSemicolon || ["amp", "lt", "gt", "quot", "nbsp"].contains(body) {
      return (text, next)
    }
    return ("&", start + 1)
  }

  /// `text` with every character reference decoded.
  static func decodeAll(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = ""
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&" {
        let (decoded, next) = decode(scalars, at: index)
        result += decoded
        index = next
      } else {
        result.unicodeScalars.append(scalars[index])
        index += 1
      }
    }
    return result
  }
}
