/// Quoted-printable decoding (RFC 2045 §6.7) and the Q encoding of RFC 2047 §4.2.
///
/// Decoding is lenient as RFC 2045 advises: an `=` not followed by two hex digits or a
/// line break is kept literally; soft line breaks (`=` before LF or CRLF, even with
/// trailing spaces in between) are removed.
enum QuotedPrintable {
  /// Decodes a quoted-printable body.
  ///
  /// - Parameters:
  ///   - bytes: The encoded body.
  ///   - isComplete: Whether `bytes` is the whole body; if not, an `=` and one hex digit
  ///     at the very end are the start of an escape cut off, and are dropped.
  /// - Complexity: O(n).
  static func decode(_ bytes: ArraySlice<UInt8>, isComplete: Bool = true) -> TransferDecoded {
    var input = bytes
    if !isComplete, input.count >= 2, input[input.endIndex - 2] == Bytes.equals,
      Bytes.hexValue(input[input.endIndex - 1]) != nil
    {
      input = input.dropLast(2)
    }
    // A lone `=` at the end is already dropped, as a soft line break.
    return TransferDecoded(bytes: decode(input, underscoreIsSpace: false), isDamaged: false)
  }

  /// Decodes quoted-printable bytes; with `underscoreIsSpace`, the RFC 2047 Q encoding.
  static func decode(_ bytes: ArraySlice<UInt8>, underscoreIsSpace: Bool) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    let end = bytes.endIndex
    while index < end {
      let byte = bytes[index]
      if byte == Bytes.equals {
        if index + 2 < end, let high = Bytes.hexValue(bytes[index + 1]),
          let low = Bytes.hexValue(bytes[index + 2])
        {
          output.append(high << 4 | low)
          index += 3
          continue
        }
        var look = index + 1
        while look < end, Bytes.isWhitespace(bytes[look]) { look += 1 }
        if look < end, bytes[look] == Bytes.cr { look += 1 }
        if look == end || bytes[look] == Bytes.lf {
          index = look < end ? look + 1 : end  // soft line break
          continue
        }
        output.append(byte)
      } else if byte == 0x5F, underscoreIsSpace {
        output.append(Bytes.space)
      } else {
        output.append(byte)
      }
      index += 1
    }
    return output
  }
}
