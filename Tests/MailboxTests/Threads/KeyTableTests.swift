import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The thread index's incrementally growing key table.
@Suite struct KeyTableTests {
  /// Keys spread like hashes, with 0 and 1 (0 is stored as 1) among them.
  static func keys(_ count: Int) -> [UInt64] {
    Array(
      ([0, 2] + (2..<max(2, count)).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 ^ 0xABCD }).prefix(
        count))
  }

  @Test(arguments: [1, 700, 769, 3_000, 50_000])
  func findsEveryKeyAndNothingElseWhileGrowing(count: Int) {
    var table = MessageThreads.KeyTable()
    var expected: [UInt64: Int32] = [:]
    for (index, key) in Self.keys(count).enumerated() {
      table.insert(Int32(index), for: key)
      expected[key] = Int32(index)
      // Every key so far is found after each insertion, mid-growth included.
      if index % max(97, count / 16) == 0 || index == count - 1 {
        for (known, value) in expected { #expect(table[known] == value) }
      }
    }
    #expect(table.count == expected.count)
    #expect(table[0xDEAD_BEEF] == nil)
    #expect(table.allocatedBytes >= table.count * 12)
  }

  @Test func aCopyIsIndependent() {
    var table = MessageThreads.KeyTable()
    for (index, key) in Self.keys(2_000).enumerated() { table.insert(Int32(index), for: key) }
    var copy = table
    copy.insert(-7, for: 42)
    #expect(copy[42] == -7)
    #expect(table[42] == nil)
    #expect(table.count == 2_000)
    #expect(copy.count == 2_001)
  }

  @Test func growthMovesAFewSlotsPerInsertionNotAll() {
    var table = MessageThreads.KeyTable()
    // 768 keys fill the first 1,024 slots to three quarters; the next one starts growing.
    for (index, key) in Self.keys(769).enumerated() { table.insert(Int32(index), for: key) }
    // Both tables are held while the old one is emptied bit by bit...
    #expect(table.allocatedBytes == (1024 + 2048) * 12)
    for index in 0..<200 { table.insert(Int32(index), for: UInt64(1_000_000 + index)) }
    // ...and the old one is gone after at most 1,024 / 8 insertions.
    #expect(table.allocatedBytes == 2048 * 12)
  }

  @Test func aLargeTablePreparesItsSuccessorAPageAtATimeBeforeGrowing() {
    var table = MessageThreads.KeyTable()
    let keys = Self.keys(49_153)
    // 65,536 slots are five eighths full at 40,960 keys: the next table is allocated then.
    for (index, key) in keys.prefix(40_959).enumerated() { table.insert(Int32(index), for: key) }
    #expect(table.preparedSlots == nil)
    #expect(table.allocatedBytes == 65_536 * 12)
    table.insert(40_959, for: keys[40_959])
    #expect(table.preparedSlots == 512)
    #expect(table.allocatedBytes == (65_536 + 131_072) * 12)
    // A copy prepares a table of its own rather than touching the shared one.
    var copy = table
    copy.insert(-7, for: 42)
    #expect(copy.preparedSlots == 0)
    #expect(table.preparedSlots == 512)
    // A page (512 keys) per 16 insertions: all 131,072 slots well before three quarters.
    for index in 40_960..<45_056 { table.insert(Int32(index), for: keys[index]) }
    #expect(table.preparedSlots == 131_072)
    for index in 45_056..<49_152 { table.insert(Int32(index), for: keys[index]) }
    // The next insertion grows into the prepared table; the old one is emptied as before.
    table.insert(49_152, for: keys[49_152])
    #expect(table.preparedSlots == nil)
    #expect(table.allocatedBytes == (131_072 + 65_536) * 12)
    for (index, key) in keys.enumerated() where index % 7 == 0 {
      #expect(table[key] == Int32(index))
    }
    #expect(table.count == 49_153)
    #expect(copy[42] == -7)
    #expect(table[42] == nil)
    #expect(copy[keys[40_000]] == 40_000)
  }
}
