extension SummaryStore {
  /// An open-addressing set of text references keyed by the hash of their bytes, so a
  /// string that is already in the text is found instead of stored again.
  ///
  /// Each slot is 8 bytes: the 32-bit hash and the reference plus one (0 is empty).
  struct InternTable: Sendable {
    private var slots: [UInt64] = []
    private var count = 0

    /// FNV-1a over `bytes`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
      var hash: UInt32 = 0x811C_9DC5
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
      return hash
    }

    /// The reference with this hash for which `matches` is true, if any.
    func find(hash: UInt32, where matches: (UInt32) -> Bool) -> UInt32? {
      guard !slots.isEmpty else { return nil }
      let mask = slots.count - 1
      var index = Int(hash) & mask
      while slots[index] != 0 {
        let slot = slots[index]
        if UInt32(slot >> 32) == hash, matches(UInt32(truncatingIfNeeded: slot) &- 1) {
          return UInt32(truncatingIfNeeded: slot) &- 1
        }
        index = (index + 1) & mask
      }
      return nil
    }

    /// Adds `reference` under `hash` (it must not be there yet).
    mutating func insert(hash: UInt32, reference: UInt32) {
      if (count + 1) * 4 > slots.count * 3 { grow() }
      place(UInt64(hash) << 32 | UInt64(reference &+ 1), in: &slots)
      count += 1
    }

    private mutating func grow() {
      var larger = [UInt64](repeating: 0, count: Swift.max(1024, slots.count * 2))
      for slot in slots where slot != 0 { place(slot, in: &larger) }
      slots = larger
    }

    private func place(_ slot: UInt64, in table: inout [UInt64]) {
      let mask = table.count - 1
      var index = Int(slot >> 32) & mask
      while table[index] != 0 { index = (index + 1) & mask }
      table[index] = slot
    }

    /// The bytes the slots take.
    var allocatedBytes: Int { slots.count * 8 }
  }
}
