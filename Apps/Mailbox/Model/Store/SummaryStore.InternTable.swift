#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SummaryStore {
  /// An open-addressing set of text references keyed by the hash of their bytes, so a
  /// string that is already in the text is found instead of stored again.
  ///
  /// Each slot is 8 bytes: the 32-bit hash and the reference plus one (0 is empty). The
  /// table grows as ``IncrementalGrowth`` says, never all at once, like the thread
  /// index's `MessageThreads.KeyTable`: no insertion rehashes more than
  /// ``movesPerInsertion`` slots, and a large table's successor is touched a page every
  /// few insertions ahead, so growing does not fault in megabytes in one insertion
  /// either (at 786,432 different subjects, 16 MB).
  struct InternTable: Sendable {
    private var growth = IncrementalGrowth<Slots>()

    /// Slots of the old table moved into the new one per insertion.
    static var movesPerInsertion: Int { IncrementalGrowth<Slots>.movesPerInsertion }

    /// The references stored.
    var count: Int { growth.count }
    /// The slots of the old table the last insertion moved (for tests).
    var lastMoves: Int { growth.lastMoves }

    /// FNV-1a over `bytes`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
      var hash: UInt32 = 0x811C_9DC5
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
      return hash
    }

    /// The reference with this hash for which `matches` is true, if any.
    func find(hash: UInt32, where matches: (UInt32) -> Bool) -> UInt32? {
      growth.find { $0.find(hash: hash, where: matches) }
    }

    /// Adds `reference` under `hash` (it must not be there yet).
    mutating func insert(hash: UInt32, reference: UInt32) {
      let slot = UInt64(hash) << 32 | UInt64(reference &+ 1)
      growth.insert { $0.place(slot) }
    }

    /// The bytes the slots take (of the table being emptied and the one prepared too).
    var allocatedBytes: Int { growth.allocatedSlots * 8 }

    /// The slots of the next table touched so far, nil when none is being prepared.
    var preparedSlots: Int? { growth.preparedSlots }
  }
}

extension SummaryStore.InternTable {
  /// The slots of one table, allocated zeroed by `calloc` so a large table costs nothing
  /// until its pages are touched: the hash in the high 32 bits, the reference plus one
  /// in the low ones, 0 for an empty slot.
  final class Slots: GrowableSlots, @unchecked Sendable {
    let capacity: Int
    private let slots: UnsafeMutablePointer<UInt64>

    /// Allocates `capacity` empty slots (a power of two, or 0).
    init(capacity: Int) {
      self.capacity = capacity
      guard let memory = calloc(max(1, capacity), 8) else {
        preconditionFailure("Out of memory for the summary store's intern table")
      }
      slots = memory.bindMemory(to: UInt64.self, capacity: max(1, capacity))
    }

    deinit { free(slots) }

    /// The slots in a 4 KiB page.
    static var slotsPerPage: Int { 512 }

    /// A copy with the same slots (for copy-on-write).
    func copy() -> Self {
      let copy = Self(capacity: capacity)
      copy.slots.update(from: slots, count: capacity)
      return copy
    }

    /// The reference with this hash for which `matches` is true, by linear probing
    /// from the hash's low bits.
    func find(hash: UInt32, where matches: (UInt32) -> Bool) -> UInt32? {
      guard capacity > 0 else { return nil }
      let mask = capacity - 1
      var index = Int(hash) & mask
      while slots[index] != 0 {
        let slot = slots[index]
        let reference = UInt32(truncatingIfNeeded: slot) &- 1
        if UInt32(slot >> 32) == hash, matches(reference) { return reference }
        index = (index + 1) & mask
      }
      return nil
    }

    /// Puts `slot` (not 0, not present) in the first free slot of its probe.
    func place(_ slot: UInt64) {
      let mask = capacity - 1
      var index = Int(slot >> 32) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }

    /// Places slot `index`, if it is not empty, in `table`.
    func move(slot index: Int, into table: Slots) {
      let slot = slots[index]
      if slot != 0 { table.place(slot) }
    }

    /// Writes empty slot `index` as it is, so the page holding it is mapped now.
    func touch(_ index: Int) { slots[index] = 0 }
  }
}
