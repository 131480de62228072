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
      output.reserveCapacity(output.count + buffer.count / 4 * 3 + 3)
      Base64.values.withUnsafeBufferPointer { values in
        for byte in buffer {
          let value = values[Int(byte)]
          if value == 0xFF {
            if byte == Bytes.equals {
              flush(into: &output)
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
            output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
            output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
            output.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator = 0
            count = 0
          }
        }
      }
    }

    /// Appends the bytes of a final partial group; with `isComplete` false a final
    /// group of one character was cut off, not damaged, and is dropped quietly.
    mutating func finish(isComplete: Bool, into output: inout [UInt8]) {
      if !isComplete, count == 1 { count = 0 }
      flush(into: &output)
    }

    /// Emits the bytes of a partial group (2 or 3 characters) and resets it.
    private mutating func flush(into output: inout [UInt8]) {
      switch count {
      case 1: isDamaged = true
      case 2: output.append(UInt8(truncatingIfNeeded: accumulator >> 4))
      case 3:
        output.append(UInt8(truncatingIfNeeded: accumulator >> 10))
        output.append(UInt8(truncatingIfNeeded: accumulator >> 2))
      default: break
      }
      accumulator = 0
      count = 0
    }
  }
}
