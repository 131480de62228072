#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte constants and small byte-level helpers shared by the parsers.
///
/// Every parser in MailboxCore works on `[UInt8]`/`ArraySlice<UInt8>` so that a mailbox
/// is never decoded as a whole; strings are made only for the fields that are shown.
enum Bytes {
  static let lf: UInt8 = 0x0A
  static let cr: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let tab: UInt8 = 0x09
  static let colon: UInt8 = 0x3A
  static let equals: UInt8 = 0x3D
  static let greaterThan: UInt8 = 0x3E
  static let fromSpace: [UInt8] = Array("From ".utf8)

  /// Returns `byte` lowercased if it is an ASCII capital letter.
  @inline(__always)
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
  }

  /// Whether `byte` is an ASCII letter or digit.
  @inline(__always)
  static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// Whether `byte` is a space or a horizontal tab.
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// The end of `bytes` without a UTF-8 sequence cut off at the end: the index after the
  /// last complete character (or after the last byte, when the end is not a cut sequence).
  ///
  /// Only a lead byte among the last four bytes whose sequence the end cuts short is
  /// dropped, with its continuation bytes; invalid bytes stay, to become U+FFFD.
  static func endOfCompleteUTF8(_ bytes: ArraySlice<UInt8>) -> Int {
    var index = bytes.endIndex
    while index > bytes.startIndex, bytes.endIndex - index < 4 {
      index -= 1
      let byte = bytes[index]
      guard byte & 0xC0 == 0x80 else {
        let length =
          switch byte {
          case 0xC2...0xDF: 2
          case 0xE0...0xEF: 3
          case 0xF0...0xF4: 4
          default: 1
          }
        return bytes.endIndex - index < length ? index : bytes.endIndex
      }
    }
    return bytes.endIndex
  }

  /// The value of an ASCII hexadecimal digit, or nil.
  @inline(__always)
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  /// The first index of `byte` in `buffer` at or after `start` (`memchr`), if any.
  static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard start < buffer.count, let base = buffer.baseAddress,
      let found = memchr(base + start, Int32(byte), buffer.count - start)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// Whether `bytes` equals the lowercase ASCII `lowercaseName`, ignoring ASCII case.
  static func equalsIgnoringCase(
    _ bytes: some Collection<UInt8>, _ lowercaseName: [UInt8]
  ) -> Bool {
    guard bytes.count == lowercaseName.count else { return false }
    return zip(bytes, lowercaseName).allSatisfy { lowercased($0) == $1 }
  }

  /// Whether `bytes` starts with the lowercase ASCII `prefix`, ignoring ASCII case.
  static func hasPrefixIgnoringCase(
    _ bytes: some Collection<UInt8>, _ prefix: [UInt8]
  ) -> Bool {
    guard bytes.count >= prefix.count else { return false }
    return zip(bytes, prefix).allSatisfy { lowercased($0) == $1 }
  }

  /// `bytes` without leading and trailing spaces, tabs, CRs and LFs.
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var lower = bytes.startIndex
    var upper = bytes.endIndex
    while lower < upper, isTrimmable(bytes[lower]) { lower += 1 }
    while upper > lower, isTrimmable(bytes[upper - 1]) { upper -= 1 }
    return bytes[lower..<upper]
  }

  private static func isTrimmable(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == cr || byte == lf
  }

  /// The ranges of the lines of `bytes`, each without its LF or CRLF terminator.
  ///
  /// A final line without a terminator is included when it is not empty.
  /// - Complexity: O(n).
  static func lineRanges(_ bytes: ArraySlice<UInt8>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      if bytes[index] == lf {
        var end = index
        if end > start, bytes[end - 1] == cr { end -= 1 }
        result.append(start..<end)
        start = index + 1
      }
      index += 1
    }
    if start < bytes.endIndex { result.append(start..<bytes.endIndex) }
    return result
  }

  /// Decodes `bytes` as UTF-8, replacing invalid sequences with U+FFFD.
  static func utf8String(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
