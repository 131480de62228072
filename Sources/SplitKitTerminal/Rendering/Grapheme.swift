/// A grapheme cluster's UTF-8 bytes stored inline (up to 15), so cells are plain values
/// that compare and copy without touching the heap.
///
/// A cluster longer than 15 bytes (a long emoji ZWJ sequence, a tag flag, a letter under
/// a pile of combining marks) is reduced to its first scalar, which carries the
/// cluster's width, so the terminal never shows more cells than the buffer counted.
struct Grapheme: Hashable, Sendable {
  /// Bytes 0–7, first byte lowest.
  private var low: UInt64
  /// Bytes 8–14; the top byte holds the byte count.
  private var high: UInt64

  static let capacity = 15
  static let space = Grapheme(ascii: 0x20)

  /// One ASCII byte.
  init(ascii: UInt8) {
    low = UInt64(ascii)
    high = 1 << 56
  }

  /// The cluster's bytes, or its first scalar's when the cluster is too long.
  init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count <= Self.capacity {
      self.init(bytes: utf8)
    } else {
      self.init(bytes: String(character.unicodeScalars.first ?? " ").utf8)
    }
  }

  /// At most ``capacity`` bytes.
  private init(bytes: some Collection<UInt8>) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count: UInt64 = 0
    for byte in bytes.prefix(Self.capacity) {
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
    }
    self.low = low
    self.high = high | count << 56
  }

  /// Whether `character` is stored whole (not reduced to its first scalar).
  static func fits(_ character: Character) -> Bool {
    character.utf8.count <= capacity
  }

  /// The number of UTF-8 bytes.
  var count: Int { Int(high >> 56) }

  /// The byte at `index` in `0..<count`.
  func byte(at index: Int) -> UInt8 {
    index < 8
      ? UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
      : UInt8(truncatingIfNeeded: high >> (8 * UInt64(index - 8)))
  }

  /// Whether the bytes are one Unicode scalar (as opposed to a cluster of several).
  var isSingleScalar: Bool {
    let lead = byte(at: 0)
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return count == length
  }

  /// Appends the UTF-8 bytes to `bytes`.
  func append(to bytes: inout [UInt8]) {
    for index in 0..<count { bytes.append(byte(at: index)) }
  }

  /// The stored text as a character.
  var character: Character {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    append(to: &bytes)
    return Character(String(decoding: bytes, as: UTF8.self))
  }
}
