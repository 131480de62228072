import Testing

@testable import MailboxCore

/// The property check: random reference graphs — loops, self references, duplicate and
/// missing IDs, shared subjects — always thread, and every message appears exactly once.
extension MessageThreadsTests {
  /// Random messages drawing IDs and references from a small pool so they collide often.
  static func randomInputs(
    count: Int, random: inout MboxScannerTests.SeededRandom
  ) -> [MessageThreads.Input] {
    let pool = max(2, count / 2)
    return (0..<count).map { _ in
      let id =
        Int.random(in: 0..<8, using: &random) == 0
        ? nil : "id\(Int.random(in: 0..<pool, using: &random))"
      let references = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
        "id\(Int.random(in: 0..<pool, using: &random))"
      }
      let subject = ["Lunch", "Re: Lunch", "Budget", "Re: Re: budget", ""][
        Int.random(in: 0..<5, using: &random)]
      let hour =
        Int.random(in: 0..<4, using: &random) == 0 ? nil : Int.random(in: 0..<50, using: &random)
      return input(id, references, subject: subject, hour: hour)
    }
  }

  @Test(arguments: 0..<200) func randomReferenceGraphsShowEveryMessageExactlyOnce(seed: UInt64) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    let count = Int.random(in: 0..<60, using: &random)
    var threads = MessageThreads()
    for input in Self.randomInputs(count: count, random: &random) {
      threads.add(input)
      // The parent links stay a forest after every message.
      for container in 0..<threads.containerCount {
        var steps = 0
        var current = Int32(container)
        while current != MessageThreads.none, steps <= threads.containerCount {
          current = threads.parents[Int(current)]
          steps += 1
        }
        #expect(steps <= threads.containerCount)
      }
    }
    let rows = threads.rows()
    let shown = (0..<rows.count).map(rows.message(atRow:))
    #expect(shown.sorted() == Array(0..<count))
    #expect(rows.sizes.reduce(0, +) == Int32(count))
    #expect((0..<count).allSatisfy { rows.row(ofMessage: $0).map(rows.message(atRow:)) == $0 })
    for (thread, head) in rows.heads.enumerated() {
      #expect(rows.depth(atRow: Int(head)) == 0)
      let end = thread + 1 < rows.heads.count ? Int(rows.heads[thread + 1]) : rows.count
      #expect(end - Int(head) == Int(rows.sizes[thread]))
      #expect((Int(head) + 1..<end).allSatisfy { rows.depth(atRow: $0) > 0 })
    }
    // Collapsing every conversation leaves one row each, and hides nothing for good.
    let collapsed = threads.rows(collapsed: Set(0..<count))
    #expect(collapsed.count == rows.threadCount)
    #expect(
      (0..<count).allSatisfy { collapsed.thread(ofMessage: $0) == rows.thread(ofMessage: $0) })
    // Collapsing from the layout (what `t` and `z` do) gives the rows a new layout gives.
    #expect(rows.collapsing(Set(0..<rows.threadCount)) == collapsed)
    let marks = Set((0..<count).filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
    let threadsOfMarks = Set(marks.compactMap { rows.thread(ofMessage: $0) })
    #expect(rows.collapsing(threadsOfMarks) == threads.rows(collapsed: marks))
    #expect(rows.collapsing([]) == rows)
  }
}

/// The sliced layout (the first `t` on a large mailbox) against a fresh eager one.
extension MessageThreadsTests {
  @Test(arguments: 0..<100) func slicedLayoutEqualsEagerLayout(seed: UInt64) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    // Random reference graphs: loops, self references, duplicate and missing IDs.
    let count = Int.random(in: 0..<300, using: &random)
    var threads = MessageThreads()
    for input in Self.randomInputs(count: count, random: &random) { threads.add(input) }
    let eager = threads.rows()
    for budget in [1, 2, 7, Int.random(in: 1..<500, using: &random), Int.max / 2] {
      var job = ThreadLayoutJob(threads)
      var steps = 0
      var sliced: ThreadRows?
      while sliced == nil, steps <= 100 * (threads.containerCount + 10) {
        sliced = job.step(budget: budget)
        steps += 1
      }
      #expect(sliced == eager, "budget \(budget)")
      if budget == 1, count > 20 { #expect(steps > count) }
    }
  }

  @Test(arguments: 0..<50) func slicedMergeSortIsStableAndResumable(seed: UInt64) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    let items = (0..<Int.random(in: 0..<200, using: &random)).map {
      (key: Int.random(in: 0..<10, using: &random), position: $0)
    }
    var sort = SlicedMergeSort(items) { $0.key < $1.key }
    let budget = Int.random(in: 1..<20, using: &random)
    while !sort.isDone { #expect(sort.step(budget: budget) <= budget) }
    let expected = items.sorted { ($0.key, $0.position) < ($1.key, $1.position) }
    #expect(sort.items.map(\.position) == expected.map(\.position))
  }
}
