/// A grapheme cluster's UTF-8 bytes stored inline (up to 31), so cells are plain values
/// that compare and copy without touching the heap.
///
/// 31 bytes hold every emoji ZWJ sequence in use (a family of four is 25, a tag flag 28)
/// and any letter with a few marks. A longer cluster (a letter under a pile of combining
/// marks) is reduced to its first scalar, which carries the cluster's width, so the
/// terminal never shows more cells than the buffer counted.
struct Grapheme: Hashable, Sendable {
  /// Bytes 0–7, 8–15, 16–23, first byte lowest.
  private var word0: UInt64
  private var word1: UInt64
  private var word2: UInt64
  /// Bytes 24–30; the top byte holds the byte count.
  private var word3: UInt64

  static let capacity = 31
  static let space = Grapheme(ascii: 0x20)

  /// One ASCII byte.
  init(ascii: UInt8) {
    word0 = UInt64(ascii)
    word1 = 0
    word2 = 0
    word3 = 1 << 56
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
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var count: UInt64 = 0
    for byte in bytes.prefix(Self.capacity) {
      let shifted = UInt64(byte) << (8 * (count % 8))
      switch count / 8 {
      case 0: words.0 |= shifted
      case 1: words.1 |= shifted
      case 2: words.2 |= shifted
      default: words.3 |= shifted
      }
      count += 1
    }
    word0 = words.0
    word1 = words.1
    word2 = words.2
    word3 = words.3 | count << 56
  }

  /// Whether `character` is stored whole (not reduced to its first scalar).
  static func fits(_ character: Character) -> Bool {
    character.utf8.count <= capacity
  }

  /// The number of UTF-8 bytes.
  var count: Int { Int(word3 >> 56) }

  /// The byte at `index` in `0..<count`.
  func byte(at index: Int) -> UInt8 {
    let word: UInt64
    switch index / 8 {
    case 0: word = word0
    case 1: word = word1
    case 2: word = word2
    default: word = word3
    }
    return UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
  }

  /// Whether the bytes are one Unicode scalar (as opposed to a cluster of several).
  var isSingleScalar: Bool {
    let lead = byte(at: 0)
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return count == length
  }

  /// Whether terminals disagree on how many cells this takes: a cluster of several
  /// scalars, an emoji, or a character from Unicode 9 or later (older terminals'
  /// tables measure it differently or not at all).
  var isWidthDisputed: Bool {
    guard count > 1 else { return false }
    guard isSingleScalar, let scalar = character.unicodeScalars.first else { return true }
    // Punctuation, arrows, box drawing and most shapes: Unicode 1.1 to 3.2, none an emoji
    // by default (U+25FD and U+25FE are), so no look-up in Unicode's tables is needed.
    switch scalar.value {
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC: return false
    default: break
    }
    let properties = scalar.properties
    if scalar.value >= 0x1F000 || properties.isEmojiPresentation { return true }
    guard let age = properties.age else { return true }
    return age.major >= 9
  }

  /// Appends the UTF-8 bytes to `bytes`.
  func append(to bytes: inout [UInt8]) {
    if count == 1 {
      bytes.append(UInt8(truncatingIfNeeded: word0))
      return
    }
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
