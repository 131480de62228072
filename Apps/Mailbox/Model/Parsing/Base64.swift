/// Base64 decoding (RFC 2045 §6.8), forgiving of damage.
///
/// Whitespace and line breaks are skipped. Other characters outside the alphabet are
/// skipped too but mark the result damaged; so does a final group of a single character,
/// which cannot hold a byte. A final group of two or three characters without `=` padding
/// is decoded (missing padding is common and loses nothing).
enum Base64 {
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
    return table
  }()

  /// Decodes base64 text, keeping every whole byte that the valid characters carry.
  ///
  /// - Parameters:
  ///   - bytes: The base64 text.
  ///   - isComplete: Whether `bytes` is the whole text; if not, a final group of one
  ///     character was cut off, not damaged, and is dropped quietly.
  /// - Complexity: O(n).
  static func decode(_ bytes: some Collection<UInt8>, isComplete: Bool = true) -> TransferDecoded {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count / 4 * 3 + 3)
    var decoder = Decoder()
    decoder.decode(bytes, into: &output)
    decoder.finish(isComplete: isComplete, into: &output)
    return TransferDecoded(bytes: output, isDamaged: decoder.isDamaged)
  }

  /// Base64 decoding of text that comes in pieces: the characters of a group cut
  /// between two pieces are kept until the next.
  struct Decoder {
    private var accumulator: UInt32 = 0
    private var count = 0
    /// Whether a character outside the alphabet, or a lone final character, was seen.
    private(set) var isDamaged = false

    /// Appends the bytes of the whole groups `bytes` completes to `output`.
    mutating func decode(_ bytes: some Collection<UInt8>, into output: inout [UInt8]) {
      // One loop over contiguous bytes: a generic iterator costs a call per byte.
      if bytes.withContiguousStorageIfAvailable({ decode(buffer: $0, into: &output) }) == nil {
        Array(bytes).withUnsafeBufferPointer { decode(buffer: $0, into: &output) }
      }
    }

    private mutating func decode(buffer: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
      // Written through a pointer into room made first (a byte appended at a time
      // checked the array's capacity and uniqueness for each), and four characters at a
      // time where a whole group of the alphabet comes next: base64 bodies are lines of
      // whole groups, and the search index's build decodes every one.
      let start = output.count
      output.append(contentsOf: repeatElement(0, count: buffer.count / 4 * 3 + 3))
      let written = output.withUnsafeMutableBufferPointer { out in
        Base64.values.withUnsafeBufferPointer { values in
          out.baseAddress.map { decode(buffer, into: $0 + start, values: values) } ?? 0
        }
      }
      output.removeLast(output.count - start - written)
    }

    /// Decodes `buffer` into `out`, which has room for `buffer.count / 4 * 3 + 3` bytes;
    /// returns how many it wrote.
    private mutating func decode(
      _ buffer: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
      values: UnsafeBufferPointer<UInt8>
    ) -> Int {
      var written = 0
      var index = 0
      let end = buffer.count
      while index < end {
        if count == 0, index + 4 <= end {
          let a = values[Int(buffer[index])]
          let b = values[Int(buffer[index + 1])]
          let c = values[Int(buffer[index + 2])]
          let d = values[Int(buffer[index + 3])]
          // Each is 0...63, or 0xFF outside the alphabet: the high bit says which.
          if (a | b | c | d) & 0x80 == 0 {
            let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
            out[written] = UInt8(truncatingIfNeeded: group >> 16)
            out[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
            out[written + 2] = UInt8(truncatingIfNeeded: group)
            written += 3
            index += 4
            continue
          }
        }
        let byte = buffer[index]
        index += 1
        let value = values[Int(byte)]
        if value == 0xFF {
          if byte == Bytes.equals {
            written += flushGroup(to: out + written)
          } else if !(byte == Bytes.space || byte == Bytes.tab || byte == Bytes.cr
            || byte == Bytes.lf)
          {
            isDamaged = true
          }
          continue
        }
        accumulator = accumulator << 6 | UInt32(value)
        count += 1
        if count == 4 {
          out[written] = UInt8(truncatingIfNeeded: accumulator >> 16)
          out[written + 1] = UInt8(truncatingIfNeeded: accumulator >> 8)
          out[written + 2] = UInt8(truncatingIfNeeded: accumulator)
          written += 3
          accumulator = 0
          count = 0
        }
      }
      return written
    }

    /// Appends the bytes of a final partial group; with `isComplete` false a final
    /// group of one character was cut off, not damaged, and is dropped quietly.
    mutating func finish(isComplete: Bool, into output: inout [UInt8]) {
      if !isComplete, count == 1 { count = 0 }
      flush(into: &output)
    }

    /// Emits the bytes of a partial group (2 or 3 characters) and resets it.
    private mutating func flush(into output: inout [UInt8]) {
      let start = output.count
      output.append(contentsOf: repeatElement(0, count: 2))
      let flushed = output.withUnsafeMutableBufferPointer { out in
        out.baseAddress.map { flushGroup(to: $0 + start) } ?? 0
      }
      output.removeLast(2 - flushed)
    }

    /// Writes the bytes of a partial group (2 or 3 characters) at `out` and resets it;
    /// returns how many (at most 2).
    private mutating func flushGroup(to out: UnsafeMutablePointer<UInt8>) -> Int {
      var written = 0
      switch count {
      case 1: isDamaged = true
      case 2:
        out[0] = UInt8(truncatingIfNeeded: accumulator >> 4)
        written = 1
      case 3:
        out[0] = UInt8(truncatingIfNeeded: accumulator >> 10)
        out[1] = UInt8(truncatingIfNeeded: accumulator >> 2)
        written = 2
      default: break
      }
      accumulator = 0
      count = 0
      return written
    }
  }
}
