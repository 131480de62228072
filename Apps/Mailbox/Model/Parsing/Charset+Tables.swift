extension Charset {
  /// Windows-1252 bytes 0x80–0x9F; 0 marks the five bytes with no character.
  private static let windows1252High: [UInt32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  ]

  /// The Windows-1252 character for `byte`, or nil for its five holes.
  static func windows1252Scalar(_ byte: UInt8) -> Unicode.Scalar? {
    guard byte >= 0x80, byte < 0xA0 else { return Unicode.Scalar(byte) }
    let value = windows1252High[Int(byte - 0x80)]
    return value == 0 ? nil : Unicode.Scalar(value)
  }

  /// The ISO-8859-15 character for `byte` (0x80–0x9F decoded as Windows-1252).
  static func latin9Scalar(_ byte: UInt8) -> Unicode.Scalar? {
    switch byte {
    case 0xA4: "\u{20AC}"  // €
    case 0xA6: "\u{0160}"  // Š
    case 0xA8: "\u{0161}"  // š
    case 0xB4: "\u{017D}"  // Ž
    case 0xB8: "\u{017E}"  // ž
    case 0xBC: "\u{0152}"  // Œ
    case 0xBD: "\u{0153}"  // œ
    case 0xBE: "\u{0178}"  // Ÿ
    default: windows1252Scalar(byte)
    }
  }
}
