import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The summary store's incrementally growing intern table.
@Suite struct InternTableTests {
  /// Texts interned through a table the way the summary store does it: found if present,
  /// otherwise stored and its reference inserted.
  struct Interner {
    var table = SummaryStore.InternTable()
    var texts: [String] = []
    /// Keeps only the low bits of the hash, to make different texts share hashes.
    var hashMask: UInt32 = .max

    mutating func intern(_ text: String) -> UInt32 {
      let hash = InternTableTests.hash(text) & hashMask
      let texts = texts
      if let found = table.find(hash: hash, where: { texts[Int($0)] == text }) { return found }
      self.texts.append(text)
      table.insert(hash: hash, reference: UInt32(self.texts.count - 1))
      return UInt32(self.texts.count - 1)
    }
  }

  @Test(arguments: [(1, UInt32.max, 30_000), (2, UInt32.max, 90_000), (3, 0x0FFF, 6_000)])
  func everyTextIsFoundWithItsReferenceAndStoredOnceAcrossGrowths(
    seed: UInt64, hashMask: UInt32, count: Int
  ) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    var interner = Interner(hashMask: hashMask)
    var expected: [String: UInt32] = [:]
    for step in 0..<count {
      // Mostly new texts, a third repeats of earlier ones (mid-growth included).
      let text =
        Int.random(in: 0..<3, using: &random) == 0 && !interner.texts.isEmpty
        ? interner.texts[Int.random(in: 0..<interner.texts.count, using: &random)]
        : "Subject \(random.next() % UInt64(count * 4)) ✉"
      let reference = interner.intern(text)
      if let known = expected[text] {
        #expect(reference == known, "\(text) got a second reference")
      } else {
        expected[text] = reference
      }
      if step % (count / 5) == 0 || step == count - 1 {
        for (known, reference) in expected {
          let found = interner.table.find(
            hash: Self.hash(known) & hashMask, where: { interner.texts[Int($0)] == known })
          #expect(found == reference, "\(known) lost at step \(step)")
        }
      }
    }
    #expect(interner.texts.count == expected.count)
    #expect(Set(interner.texts).count == interner.texts.count)
    #expect(interner.table.count == expected.count)
    #expect(interner.table.find(hash: Self.hash("absent"), where: { _ in true }) == nil)
  }

  @Test func noInsertionMovesMoreThanAFewSlots() {
    var table = SummaryStore.InternTable()
    var largestMove = 0
    var prepared = false
    // 120,000 distinct references grow the table from 1,024 to 262,144 slots (the last
    // growth at 98,305), the successors of tables of 65,536 slots and more zeroed ahead.
    for reference in 0..<120_000 {
      table.insert(
        hash: UInt32(truncatingIfNeeded: UInt64(reference) &* 0x9E37_79B9_7F4A_7C15 >> 32),
        reference: UInt32(reference))
      largestMove = max(largestMove, table.lastMoves)
      if let slots = table.preparedSlots, slots > 0 { prepared = true }
    }
    #expect(prepared)
    #expect(largestMove > 0)
    #expect(largestMove <= SummaryStore.InternTable.movesPerInsertion)
    // Once the last growth has finished only the current table is held.
    #expect(table.allocatedBytes == 262_144 * 8)
  }

  @Test func aCopyIsIndependentMidGrowthAndWhilePreparing() {
    for count in [769, 40_960] {  // just grown from 1,024 slots; 65,536 five eighths full
      var table = SummaryStore.InternTable()
      for reference in 0..<count {
        table.insert(hash: UInt32(reference) &* 2_654_435_761, reference: UInt32(reference))
      }
      var copy = table
      copy.insert(hash: 42, reference: 999_999)
      #expect(copy.find(hash: 42, where: { $0 == 999_999 }) == 999_999)
      #expect(table.find(hash: 42, where: { $0 == 999_999 }) == nil)
      #expect((table.count, copy.count) == (count, count + 1))
      let last = UInt32(count - 1)
      #expect(table.find(hash: last &* 2_654_435_761, where: { $0 == last }) == last)
      #expect(copy.find(hash: last &* 2_654_435_761, where: { $0 == last }) == last)
    }
  }

  static func hash(_ text: String) -> UInt32 {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer {
      SummaryStore.InternTable.hash(UnsafeBufferPointer($0))
    }
  }
}
