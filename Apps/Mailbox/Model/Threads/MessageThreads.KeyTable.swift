#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension MessageThreads {
  /// A map from 64-bit keys (ID and subject hashes) to containers that grows without
  /// ever stopping for long.
  ///
  /// The thread index uses it instead of a `Dictionary`, which rehashes every key at
  /// once when it outgrows its storage; this one grows as ``IncrementalGrowth`` says.
  /// Each slot is 12 bytes (key and value in parallel arrays), like a `Dictionary`'s.
  ///
  /// ```swift
  /// var table = KeyTable()
  /// table.insert(3, for: ThreadKey.hash("m1@example.org"))
  /// table[ThreadKey.hash("m1@example.org")]   // 3
  /// ```
  struct KeyTable: Sendable {
    private var growth = IncrementalGrowth<Slots>()

    /// The number of keys.
    var count: Int { growth.count }

    /// The value stored for `key`, if any.
    subscript(key: UInt64) -> Int32? {
      let key = Self.stored(key)
      return growth.find { $0.find(key) }
    }

    /// Stores `value` for `key`, which must not be in the table yet.
    ///
    /// - Complexity: O(1) amortised and in the worst case.
    mutating func insert(_ value: Int32, for key: UInt64) {
      let key = Self.stored(key)
      growth.insert { $0.place(key, value) }
    }

    /// The bytes the tables take (the one being emptied and the one being prepared too).
    var allocatedBytes: Int { growth.allocatedSlots * 12 }

    /// The slots of the next table whose pages are touched so far, nil when none is
    /// being prepared.
    var preparedSlots: Int? { growth.preparedSlots }

    /// Key 0 marks an empty slot, so a key of 0 is stored as 1.
    private static func stored(_ key: UInt64) -> UInt64 { key == 0 ? 1 : key }
  }

  /// The slots of one table: keys (0 = empty) and values, allocated zeroed by `calloc` so
  /// a large table costs nothing until its pages are touched.
  final class Slots: GrowableSlots, @unchecked Sendable {
    let capacity: Int
    let keys: UnsafeMutablePointer<UInt64>
    let values: UnsafeMutablePointer<Int32>
    /// How far a mixed key is shifted right to give a slot index: 64 − log₂ capacity.
    private let shift: UInt64

    /// Allocates `capacity` empty slots (a power of two, or 0).
    init(capacity: Int) {
      self.capacity = capacity
      shift = UInt64(64 - max(1, capacity).trailingZeroBitCount)
      guard let keyMemory = calloc(max(1, capacity), 8),
        let valueMemory = calloc(max(1, capacity), 4)
      else { preconditionFailure("Out of memory for the thread index") }
      keys = keyMemory.bindMemory(to: UInt64.self, capacity: max(1, capacity))
      values = valueMemory.bindMemory(to: Int32.self, capacity: max(1, capacity))
    }

    deinit {
      free(keys)
      free(values)
    }

    /// A copy with the same slots (for copy-on-write).
    func copy() -> Self {
      let copy = Self(capacity: capacity)
      copy.keys.update(from: keys, count: capacity)
      copy.values.update(from: values, count: capacity)
      return copy
    }

    /// The value of `key` (not 0), found by linear probing.
    func find(_ key: UInt64) -> Int32? {
      guard capacity > 0 else { return nil }
      let mask = capacity - 1
      var index = home(of: key)
      while true {
        let slot = keys[index]
        if slot == key { return values[index] }
        if slot == 0 { return nil }
        index = (index + 1) & mask
      }
    }

    /// The first slot to probe for `key`: the top bits of the key times a large odd
    /// constant (Fibonacci hashing), so every bit of the key counts.
    private func home(of key: UInt64) -> Int {
      shift >= 64 ? 0 : Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The keys in a 4 KiB page.
    static var slotsPerPage: Int { 512 }

    /// Places the key and value of slot `index`, if it holds one, in `table`.
    func move(slot index: Int, into table: Slots) {
      let key = keys[index]
      if key != 0 { table.place(key, values[index]) }
    }

    /// Writes empty slot `index` (key and value) as it is, so the system maps the pages
    /// holding it now rather than at the first insertion that lands there.
    func touch(_ index: Int) {
      keys[index] = 0
      values[index] = 0
    }

    /// Puts `key` (not 0, not present) and `value` in the first free slot of its probe.
    func place(_ key: UInt64, _ value: Int32) {
      let mask = capacity - 1
      var index = home(of: key)
      while keys[index] != 0 { index = (index + 1) & mask }
      keys[index] = key
      values[index] = value
    }
  }
}
