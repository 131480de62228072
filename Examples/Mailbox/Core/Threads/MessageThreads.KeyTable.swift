#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension MessageThreads {
  /// A map from 64-bit keys (ID and subject hashes) to containers that grows without
  /// ever stopping for long: what the thread index uses instead of a `Dictionary`.
  ///
  /// A `Dictionary` that outgrows its storage rehashes every entry at once: at a million
  /// messages that took 43 ms, in the middle of a frame, while the UI indexed. This table
  /// grows incrementally: when it is three quarters full it allocates one twice as large
  /// (zeroed lazily by the system, `calloc`), and every insertion then moves a few slots of
  /// the old table into the new one, so the old table is empty well before the new one
  /// fills; lookups check the new table, then the old one. Each slot is 12 bytes (key and
  /// value in parallel arrays), like a `Dictionary`'s.
  ///
  /// ```swift
  /// var table = KeyTable()
  /// table.insert(3, for: ThreadKey.hash("m1@example.org"))
  /// table[ThreadKey.hash("m1@example.org")]   // 3
  /// ```
  struct KeyTable: Sendable {
    /// Slots of the old table moved into the new one per insertion: 4 is enough (the new
    /// table takes three eighths of its capacity in insertions to fill, the old table has
    /// half as many slots), 8 leaves room.
    private static let movesPerInsertion = 8
    /// The smallest table allocated.
    private static let minimumCapacity = 1024
    /// The smallest table whose successor is prepared ahead (2^16 slots, 768 KiB).
    private static let preparedCapacity = 1 << 16
    /// Insertions per page of ``next`` touched: a table five eighths full takes an eighth
    /// of its capacity in insertions to reach three quarters, and its successor has a
    /// page of keys per 256 of those slots (values take half as many pages, touched
    /// along), so one page per 16 insertions finishes in half the time.
    private static let insertionsPerPage = 16

    private var table = Slots(capacity: 0)
    /// The table being emptied into ``table`` while it grows.
    private var old: Slots?
    /// The slots of ``old`` moved so far.
    private var moved = 0
    /// The number of keys.
    private(set) var count = 0
    /// The next, twice as large table of a large table, allocated when this one is five
    /// eighths full and its memory touched a page every few insertions, so the system
    /// does not fault in megabytes of fresh pages within the few insertions after growing
    /// (at a million messages that made one frame of threading take 17–60 ms).
    private var next: Slots?
    /// The slots of ``next`` whose pages are touched.
    private var prepared = 0

    /// The value stored for `key`, if any.
    subscript(key: UInt64) -> Int32? {
      let key = Self.stored(key)
      // A moved entry is in both tables with the same value (values never change).
      return table.find(key) ?? old?.find(key)
    }

    /// Stores `value` for `key`, which must not be in the table yet.
    ///
    /// - Complexity: O(1) amortised and in the worst case (growing allocates, but never
    ///   rehashes everything at once).
    mutating func insert(_ value: Int32, for key: UInt64) {
      if !isKnownUniquelyReferenced(&table) { table = table.copy() }
      if !isKnownUniquelyReferenced(&next) { (next, prepared) = (nil, 0) }
      if (count + 1) * 4 > table.capacity * 3 { startGrowing() }
      table.place(Self.stored(key), value)
      count += 1
      moveSome()
      prepareNext()
    }

    /// The bytes the tables take (the one being emptied and the one being prepared too).
    var allocatedBytes: Int {
      (table.capacity + (old?.capacity ?? 0) + (next?.capacity ?? 0)) * 12
    }

    /// The slots of the next table whose pages are touched so far, nil when none is
    /// being prepared.
    var preparedSlots: Int? { next.map { min(prepared, $0.capacity) } }

    /// Key 0 marks an empty slot, so a key of 0 is stored as 1.
    private static func stored(_ key: UInt64) -> UInt64 { key == 0 ? 1 : key }

    private mutating func startGrowing() {
      while old != nil { moveSome() }
      old = table
      table = next ?? Slots(capacity: max(Self.minimumCapacity, table.capacity * 2))
      (next, prepared, moved) = (nil, 0, 0)
    }

    /// Allocates the next table once this large one is five eighths full, and touches one
    /// page of it every ``insertionsPerPage`` insertions.
    private mutating func prepareNext() {
      guard old == nil, table.capacity >= Self.preparedCapacity else { return }
      if next == nil {
        guard count * 8 >= table.capacity * 5 else { return }
        next = Slots(capacity: table.capacity * 2)
      }
      guard let next, prepared < next.capacity, count % Self.insertionsPerPage == 0 else {
        return
      }
      next.touch(prepared)
      prepared += Slots.keysPerPage
    }

    /// Moves the next few slots of ``old`` into ``table``; drops ``old`` once it is empty.
    private mutating func moveSome() {
      guard let source = old else { return }
      let end = min(source.capacity, moved + Self.movesPerInsertion)
      for index in moved..<end {
        let key = source.keys[index]
        if key != 0 { table.place(key, source.values[index]) }
      }
      moved = end
      if moved == source.capacity { old = nil }
    }
  }

  /// The slots of one table: keys (0 = empty) and values, allocated zeroed by `calloc` so
  /// a large table costs nothing until its pages are touched.
  final class Slots: @unchecked Sendable {
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
    func copy() -> Slots {
      let copy = Slots(capacity: capacity)
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
    static let keysPerPage = 512

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
