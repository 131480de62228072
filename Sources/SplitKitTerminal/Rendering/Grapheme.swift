#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A grapheme cluster's UTF-8 bytes in one word, so a cell is a plain value of 16 bytes
/// that compares and copies without touching the heap.
///
/// Up to 7 bytes are stored inline: every single scalar (up to 4 bytes), a letter with a
/// mark or two, a flag. A longer cluster (an emoji ZWJ sequence, a letter under several
/// marks) is stored once in a table of the process and the word holds its index, so a
/// screen of them costs its cells no more. Up to 31 bytes are kept (a family of four is
/// 25, a tag flag 28); a longer cluster is reduced to its first scalar, which carries the
/// cluster's width, so the terminal never shows more cells than the buffer counted.
struct Grapheme: Hashable, Sendable {
  /// The bytes, or where they are.
  ///
  /// Inline: bytes 0–6 of the cluster, and its byte count in the top byte (1–7). In the
  /// table: the top byte ``tableMarker``, the byte count in bits 32–39 and the entry's
  /// index in the low 32 bits, so the count needs no look-up.
  private var word: UInt64

  static let capacity = 31
  static let inlineCapacity = 7
  private static let tableMarker: UInt64 = 0xFF
  static let space = Grapheme(ascii: 0x20)

  private init(word: UInt64) { self.word = word }

  /// A single ASCII byte.
  init(ascii: UInt8) {
    self.init(word: UInt64(ascii) | 1 << 56)
  }

  /// `character`'s bytes, or its first scalar's when it is longer than ``capacity``.
  init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count <= Self.capacity {
      self.init(bytes: utf8)
    } else {
      self.init(bytes: String(character.unicodeScalars.first ?? " ").utf8)
    }
  }

  /// At most ``capacity`` bytes: inline when they fit, else in the table.
  private init(bytes: some Collection<UInt8>) {
    if bytes.count <= Self.inlineCapacity {
      var packed: UInt64 = 0
      var count: UInt64 = 0
      for byte in bytes {
        packed |= UInt64(byte) << (8 * count)
        count += 1
      }
      self.init(word: packed | count << 56)
    } else if let index = GraphemeTable.shared.index(of: Array(bytes.prefix(Self.capacity))) {
      let count = UInt64(min(bytes.count, Self.capacity))
      self.init(word: UInt64(index) | count << 32 | Self.tableMarker << 56)
    } else {
      // The table is full: the first scalar (at most 4 bytes) stands for the cluster.
      let text = String(decoding: Array(bytes), as: UTF8.self)
      self.init(bytes: String(text.unicodeScalars.first ?? " ").utf8)
    }
  }

  private var isInline: Bool { word >> 56 != Self.tableMarker }

  /// The table's bytes for a cluster stored there.
  private var tableBytes: [UInt8] {
    GraphemeTable.shared.bytes(at: Int(truncatingIfNeeded: word & 0xFFFF_FFFF))
  }

  /// The number of UTF-8 bytes.
  var count: Int { Int(isInline ? word >> 56 : word >> 32 & 0xFF) }

  /// How many cells `character`, stored as this grapheme, takes: the whole cluster's
  /// width when it is kept whole, its first scalar's when it was reduced to that.
  ///
  /// - Parameter character: The character this grapheme was made from.
  /// - Returns: Its width in cells.
  func displayWidth(of character: Character) -> Int {
    count == character.utf8.count
      ? Text.displayWidth(character) : Text.displayWidth(self.character)
  }

  /// The byte at `index` in `0..<count`.
  func byte(at index: Int) -> UInt8 {
    guard isInline else { return tableBytes[index] }
    return UInt8(truncatingIfNeeded: word >> (8 * UInt64(index)))
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
    guard isInline else {
      bytes.append(contentsOf: tableBytes)
      return
    }
    let count = Int(word >> 56)
    if count == 1 {
      bytes.append(UInt8(truncatingIfNeeded: word))
      return
    }
    for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(index)))) }
  }

  /// The stored text as a character.
  var character: Character {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    append(to: &bytes)
    return Character(String(decoding: bytes, as: UTF8.self))
  }
}

/// The clusters too long to store in a ``Grapheme``'s word, each kept once for the
/// process's life, found by its bytes.
///
/// It holds the distinct long clusters the screens have shown (at most 31 bytes each);
/// past ``limit`` entries a new one is refused and its first scalar stored instead, so
/// hostile text cannot grow it without bound.
final class GraphemeTable: @unchecked Sendable {
  static let shared = GraphemeTable()
  /// The most entries kept.
  static let limit = 1 << 16

  private var entries: [[UInt8]] = []
  private var indices: [[UInt8]: Int] = [:]
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  private init() { pthread_mutex_init(lock, nil) }

  /// The entry of `bytes`, added if new; nil when the table is full.
  func index(of bytes: [UInt8]) -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let index = indices[bytes] { return index }
    guard entries.count < Self.limit else { return nil }
    let index = entries.count
    entries.append(bytes)
    indices[bytes] = index
    return index
  }

  /// The bytes of entry `index`.
  func bytes(at index: Int) -> [UInt8] {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return entries[index]
  }
}
