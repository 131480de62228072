extension SummaryStore {
  /// An open-addressing set of text references keyed by the hash of their bytes, so a
  /// string that is already in the text is found instead of stored again.
  ///
  /// Each slot is 8 bytes: the 32-bit hash and the reference plus one (0 is empty). The
  /// table grows like the thread index's `MessageThreads.KeyTable`, never all at once:
  /// when it is three quarters full it starts filling one twice as large, and every
  /// insertion moves a few slots of the old table into it, so no insertion rehashes more
  /// than ``movesPerInsertion`` slots; finds look in both tables meanwhile. A large table
  /// zeroes its successor a page every few insertions ahead, so growing does not write
  /// megabytes in one insertion either (at 786,432 different subjects, 16 MB).
  struct InternTable: Sendable {
    /// Slots of the old table moved into the new one per insertion: the new table takes
    /// three eighths of its capacity in insertions to fill and the old one has half as
    /// many slots, so 4 would do; 8 leaves room.
    static let movesPerInsertion = 8
    /// The smallest table allocated.
    private static let minimumCapacity = 1024
    /// The smallest table whose successor is zeroed ahead (2^16 slots, 512 KiB).
    private static let preparedCapacity = 1 << 16
    /// Slots in a 4 KiB page.
    private static let slotsPerPage = 512
    /// Insertions per page of ``next`` zeroed: from five eighths to three quarters full a
    /// table takes an eighth of its capacity in insertions, and its successor has a page
    /// per 256 of those slots, so a page per 16 insertions finishes in half the time.
    private static let insertionsPerPage = 16

    private var slots: [UInt64] = []
    /// The table being emptied into ``slots`` while it grows (empty when not growing).
    private var old: [UInt64] = []
    /// The slots of ``old`` moved so far.
    private var moved = 0
    /// The references stored.
    private(set) var count = 0
    /// The twice as large successor of a large table, allocated when it is five eighths
    /// full and zeroed a page every ``insertionsPerPage`` insertions.
    private var next: [UInt64]?
    /// The slots of ``next`` zeroed so far.
    private var prepared = 0
    /// The slots of the old table the last insertion moved (for tests).
    private(set) var lastMoves = 0

    /// FNV-1a over `bytes`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
      var hash: UInt32 = 0x811C_9DC5
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
      return hash
    }

    /// The reference with this hash for which `matches` is true, if any.
    func find(hash: UInt32, where matches: (UInt32) -> Bool) -> UInt32? {
      // A moved slot stays in the old table too; either copy gives the same reference.
      Self.find(hash: hash, in: slots, where: matches)
        ?? Self.find(hash: hash, in: old, where: matches)
    }

    /// Adds `reference` under `hash` (it must not be there yet).
    mutating func insert(hash: UInt32, reference: UInt32) {
      if (count + 1) * 4 > slots.count * 3 { startGrowing() }
      Self.place(UInt64(hash) << 32 | UInt64(reference &+ 1), in: &slots)
      count += 1
      lastMoves = moveSome()
      prepareNext()
    }

    /// The bytes the slots take (of the table being emptied and the one prepared too).
    var allocatedBytes: Int { (slots.count + old.count + (next?.count ?? 0)) * 8 }

    /// The slots of the next table zeroed so far, nil when none is being prepared.
    var preparedSlots: Int? { next.map { Swift.min(prepared, $0.count) } }

    private static func find(
      hash: UInt32, in table: [UInt64], where matches: (UInt32) -> Bool
    ) -> UInt32? {
      guard !table.isEmpty else { return nil }
      let mask = table.count - 1
      var index = Int(hash) & mask
      while table[index] != 0 {
        let slot = table[index]
        if UInt32(slot >> 32) == hash, matches(UInt32(truncatingIfNeeded: slot) &- 1) {
          return UInt32(truncatingIfNeeded: slot) &- 1
        }
        index = (index + 1) & mask
      }
      return nil
    }

    private mutating func startGrowing() {
      while !old.isEmpty { _ = moveSome() }
      let capacity = Swift.max(Self.minimumCapacity, slots.count * 2)
      // Taken out of `next` first, so zeroing the rest writes it in place, not a copy.
      var larger = next ?? []
      next = nil
      if larger.count == capacity {
        // Zero whatever the preparation has not reached yet.
        larger.withUnsafeMutableBufferPointer { buffer in
          for index in Swift.min(prepared, capacity)..<capacity { buffer[index] = 0 }
        }
      } else {
        larger = [UInt64](repeating: 0, count: capacity)
      }
      old = slots
      slots = larger
      (next, prepared, moved) = (nil, 0, 0)
    }

    /// Allocates the next table once this large one is five eighths full, and zeroes one
    /// page of it every ``insertionsPerPage`` insertions.
    private mutating func prepareNext() {
      guard old.isEmpty, slots.count >= Self.preparedCapacity else { return }
      if next == nil {
        guard count * 8 >= slots.count * 5 else { return }
        // Uninitialised: every slot is zeroed below or in `startGrowing` before use.
        let capacity = slots.count * 2
        next = [UInt64](unsafeUninitializedCapacity: capacity) { _, initialized in
          initialized = capacity
        }
        prepared = 0
      }
      guard var table = next, prepared < table.count, count % Self.insertionsPerPage == 0
      else { return }
      next = nil
      let end = Swift.min(table.count, prepared + Self.slotsPerPage)
      table.withUnsafeMutableBufferPointer { buffer in
        for index in prepared..<end { buffer[index] = 0 }
      }
      (next, prepared) = (table, end)
    }

    /// Moves the next few slots of ``old`` into ``slots`` and returns how many it read;
    /// drops ``old`` once it is empty.
    private mutating func moveSome() -> Int {
      guard !old.isEmpty else { return 0 }
      let end = Swift.min(old.count, moved + Self.movesPerInsertion)
      for index in moved..<end where old[index] != 0 { Self.place(old[index], in: &slots) }
      defer { moved = end }
      if end == old.count { old = [] }
      return end - moved
    }

    private static func place(_ slot: UInt64, in table: inout [UInt64]) {
      let mask = table.count - 1
      var index = Int(slot >> 32) & mask
      while table[index] != 0 { index = (index + 1) & mask }
      table[index] = slot
    }
  }
}
