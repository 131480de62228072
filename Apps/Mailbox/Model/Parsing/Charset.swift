/// A character set that MailboxCore decodes, chosen from a MIME `charset` label.
///
/// UTF-8, US-ASCII, ISO-8859-1, ISO-8859-15 and Windows-1252 are decoded by tables in
/// this module. Every other label the C library's converter (`iconv`) knows is
/// ``system(_:)`` and decoded by it: ISO-2022-JP, Shift_JIS, EUC-JP, GB18030/GBK/GB2312,
/// Big5, EUC-KR, KOI8-R/U, Windows-1250…1258, ISO-8859-2…16 and the rest. Labels people
/// use for a superset are decoded as the superset, like browsers do: Shift_JIS as
/// Windows-31J, GB2312 and GBK as GB18030, Big5 as Big5-HKSCS, EUC-KR as the unified
/// Hangul code page. Any other label is ``unknown(_:)``: its bytes are decoded as UTF-8
/// with replacement characters, and the message says so in its notes.
///
/// Like web browsers, an ISO-8859-1 label decodes bytes 0x80–0x9F with the Windows-1252
/// table, because mail labelled Latin-1 almost always carries Windows "smart quotes"
/// there, and C1 control codes are never meant as text. Bytes that have no character
/// (invalid UTF-8, non-ASCII bytes under US-ASCII, the five holes of Windows-1252) become
/// U+FFFD REPLACEMENT CHARACTER: visible, never dropped. NUL is a character like the other
/// C0 controls and stays U+0000; the renderer shows it as `␀`.
public enum Charset: Sendable, Hashable {
  /// UTF-8.
  case utf8
  /// US-ASCII; bytes above 0x7F are invalid.
  case usASCII
  /// ISO-8859-1 (Latin-1), with Windows-1252 characters in 0x80–0x9F.
  case isoLatin1
  /// ISO-8859-15 (Latin-9): Latin-1 with the euro sign and seven other changes.
  case isoLatin9
  /// Windows-1252.
  case windows1252
  /// A charset decoded by the system converter, by its converter name (`"ISO-2022-JP"`).
  case system(String)
  /// A label neither MailboxCore nor the system converter knows; decoded as UTF-8.
  case unknown(String)

  /// Chooses the charset for a MIME `charset` label, case-insensitively, with common aliases.
  ///
  /// - Parameter label: the label as written, e.g. `"ISO-8859-1"`, `"cp1252"`, `"utf8"`.
  public init(label: String) {
    var name = label.lowercased()
    name.removeAll { $0 == "\"" || $0 == " " || $0 == "'" }
    if let star = name.firstIndex(of: "*") { name = String(name[..<star]) }  // RFC 2231 language
    switch name {
    case "utf-8", "utf8", "unicode-1-1-utf-8": self = .utf8
    case "us-ascii", "ascii", "ansi_x3.4-1968", "iso646-us", "us", "": self = .usASCII
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "iso_8859-1:1987", "latin1", "latin-1", "l1",
      "iso-ir-100", "cp819", "ibm819":
      self = .isoLatin1
    case "iso-8859-15", "iso8859-15", "iso_8859-15", "latin9", "latin-9", "l9": self = .isoLatin9
    case "windows-1252", "cp1252", "x-cp1252", "win-1252": self = .windows1252
    default: self = Self.systemName(forLabel: name).map { .system($0) } ?? .unknown(label)
    }
  }

  /// Whether this charset can be decoded (everything but ``unknown(_:)``).
  public var isKnown: Bool {
    if case .unknown = self { return false }
    return true
  }

  /// Decodes `bytes` to text; undecodable bytes become U+FFFD.
  ///
  /// - Parameters:
  ///   - bytes: text in this charset.
  ///   - isComplete: whether `bytes` is the whole text; if not (the first bytes of a message
  ///     cut short), a multi-byte sequence cut off at the end is dropped, not replaced.
  /// - Returns: the text, one replacement character per undecodable byte or sequence.
  /// - Complexity: O(n).
  public func decode(_ bytes: some Collection<UInt8>, isComplete: Bool = true) -> String {
    switch self {
    case .utf8, .unknown:
      guard isComplete else {
        let array = Array(bytes)
        return String(decoding: array[..<Bytes.endOfCompleteUTF8(array[...])], as: UTF8.self)
      }
      return String(decoding: bytes, as: UTF8.self)
    case .usASCII: return Self.decodeSingleByte(bytes) { $0 < 0x80 ? Unicode.Scalar($0) : nil }
    case .isoLatin1: return Self.decodeSingleByte(bytes, Self.windows1252Scalar)
    case .isoLatin9: return Self.decodeSingleByte(bytes, Self.latin9Scalar)
    case .windows1252: return Self.decodeSingleByte(bytes, Self.windows1252Scalar)
    case .system(let name):
      guard let utf8 = SystemDecoder.decode(bytes, from: name, isComplete: isComplete) else {
        return Self.utf8.decode(bytes, isComplete: isComplete)
      }
      return String(decoding: utf8, as: UTF8.self)
    }
  }

  private static func decodeSingleByte(
    _ bytes: some Collection<UInt8>, _ scalar: (UInt8) -> Unicode.Scalar?
  ) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.reserveCapacity(bytes.count)
    for byte in bytes {
      scalars.append(scalar(byte) ?? "\u{FFFD}")
    }
    return String(scalars)
  }
}
