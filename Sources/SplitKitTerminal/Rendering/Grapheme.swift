import Synchronization

/// A grapheme cluster's UTF-8 bytes in one word: up to 7 bytes inline, so cells are small
/// plain values that compare and copy without touching the heap.
///
/// Seven bytes hold ASCII, every letter of the Basic Multilingual Plane with a combining
/// mark, CJK, a single emoji and an emoji with U+FE0F. A longer cluster (a flag, a skin
/// tone, a ZWJ sequence: 8–31 bytes) is interned in a process-wide table and the word holds
/// its index, so equal clusters are still equal words. A cluster longer than 31 bytes (a
/// letter under a pile of combining marks), or one that arrives when the table is full, is
/// reduced to its first scalar, which carries the cluster's width, so the terminal never
/// shows more cells than the buffer counted.
struct Grapheme: Hashable, Sendable {
  /// Bytes 0–6, first byte lowest, and the byte count in the top byte; or, when the top
  /// byte is ``interned``, the index of the cluster in ``LongClusters``.
  private var word: UInt64

  /// The most bytes stored inline.
  static let inlineCapacity = 7
  /// The most bytes stored whole (longer clusters are interned).
  static let capacity = 31
  static let space = Grapheme(ascii: 0x20)
  private static let interned: UInt64 = 0xFF

  /// One ASCII byte.
  init(ascii: UInt8) {
    word = UInt64(ascii) | 1 << 56
  }

  /// The cluster's bytes, or its first scalar's when the cluster is too long (or the table
  /// of long clusters is full).
  init(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count <= Self.inlineCapacity {
      self.init(inline: utf8)
    } else if utf8.count <= Self.capacity, let index = LongClusters.index(of: character) {
      self.init(word: Self.interned << 56 | UInt64(index))
    } else {
      self.init(inline: String(character.unicodeScalars.first ?? " ").utf8)
    }
  }

  private init(word: UInt64) { self.word = word }

  /// At most ``inlineCapacity`` bytes.
  private init(inline bytes: some Collection<UInt8>) {
    var word: UInt64 = 0
    var count: UInt64 = 0
    for byte in bytes.prefix(Self.inlineCapacity) {
      word |= UInt64(byte) << (8 * count)
      count += 1
    }
    self.word = word | count << 56
  }

  /// The interned cluster's bytes, when this is one.
  private var longBytes: [UInt8]? {
    word >> 56 == Self.interned ? LongClusters.bytes(at: Int(word & 0xFFFF_FFFF)) : nil
  }

  /// Whether this holds all of `character` (not its first scalar only).
  func holds(_ character: Character) -> Bool { count == character.utf8.count }

  /// The number of UTF-8 bytes.
  var count: Int {
    let top = word >> 56
    return top == Self.interned ? longBytes?.count ?? 0 : Int(top)
  }

  /// The byte at `index` in `0..<count`.
  func byte(at index: Int) -> UInt8 {
    if let longBytes { return longBytes[index] }
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
    let properties = scalar.properties
    if scalar.value >= 0x1F000 || properties.isEmojiPresentation { return true }
    guard let age = properties.age else { return true }
    return age.major >= 9
  }

  /// Appends the UTF-8 bytes to `bytes`.
  func append(to bytes: inout [UInt8]) {
    if let longBytes {
      bytes += longBytes
      return
    }
    for index in 0..<Int(word >> 56) {
      bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(index))))
    }
  }

  /// The stored text as a character.
  var character: Character {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    append(to: &bytes)
    return Character(String(decoding: bytes, as: UTF8.self))
  }
}

/// The process-wide table of grapheme clusters too long to store inline.
///
/// Clusters of 8–31 UTF-8 bytes are each stored once: flags, skin tones, ZWJ sequences.
/// They are rare, and a screen holds few different ones; the table stops growing at
/// ``limit`` clusters (about 200 KB), after which a new one is reduced to its first scalar.
enum LongClusters {
  /// The most clusters kept.
  static let limit = 4096

  private struct Table {
    var clusters: [[UInt8]] = []
    var indices: [[UInt8]: UInt32] = [:]
  }

  private static let table = Mutex(Table())

  /// The index of `character`'s bytes, added if new; `nil` when the table is full.
  static func index(of character: Character) -> UInt32? {
    let bytes = Array(character.utf8)
    return table.withLock { table in
      if let index = table.indices[bytes] { return index }
      guard table.clusters.count < limit else { return nil }
      let index = UInt32(table.clusters.count)
      table.clusters.append(bytes)
      table.indices[bytes] = index
      return index
    }
  }

  /// The bytes of the cluster at `index`.
  static func bytes(at index: Int) -> [UInt8] {
    table.withLock { $0.clusters[index] }
  }
}
