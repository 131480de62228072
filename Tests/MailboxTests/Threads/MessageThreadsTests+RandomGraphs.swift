import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The property check: random reference graphs — loops, self references, duplicate and
/// missing IDs, shared subjects — always thread, and every message appears exactly once.
extension MessageThreadsTests {
  /// One random message: its ID, references, subject and date in hours.
  typealias RandomMessage = (id: String?, references: [String], subject: String, hour: Int?)

  /// Random messages drawing IDs and references from a small pool so they collide often.
  static func randomMessages(
    count: Int, random: inout MboxScannerTests.SeededRandom
  ) -> [RandomMessage] {
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
      return (id, references, subject, hour)
    }
  }

  /// ``randomMessages(count:random:)`` as the thread index takes them.
  static func randomInputs(
    count: Int, random: inout MboxScannerTests.SeededRandom
  ) -> [MessageThreads.Input] {
    randomMessages(count: count, random: &random).map {
      input($0.id, $0.references, subject: $0.subject, hour: $0.hour)
    }
  }

  /// ``randomMessages(count:random:)`` as indexing delivers them.
  static func randomSummaries(
    count: Int, random: inout MboxScannerTests.SeededRandom
  ) -> [MessageSummary] {
    randomMessages(count: count, random: &random).enumerated().map { index, message in
      MessageSummary(
        index: index, location: .mbox(offset: index, length: 1),
        sender: MailAddress(name: "", address: ""), subject: message.subject,
        date: message.hour.flatMap {
          MailDate(year: 2026, month: 1, day: 1 + $0 / 24, hour: $0 % 24)
        },
        isUnread: false, messageID: message.id, references: message.references)
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

  @Test func largeArraysAreFilledASliceAtATimeIntoRoomReservedAtOnce() {
    var array: [Int32] = []
    #expect(array.grow(to: 10_000, with: -1, limit: 4_096) == 4_096)
    #expect(array.capacity >= 10_000)
    #expect(array.grow(to: 10_000, with: -1, limit: 4_096) == 4_096)
    #expect(array.grow(to: 10_000, with: -1, limit: 4_096) == 1_808)
    #expect(array.grow(to: 10_000, with: -1, limit: 4_096) == 0)
    #expect(array == Array(repeating: -1, count: 10_000))
    var rows = ThreadRows()
    #expect(rows.makeRoom(for: 100, limit: 64) == 64)
    #expect(rows.makeRoom(for: 100, limit: 64) == 36)
    #expect(rows.makeRoom(for: 100, limit: 64) == 0)
    #expect(rows == ThreadRows(messageCount: 100))
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

/// The list threaded while it is indexed: batches, steps between frames, `t` and `z` at
/// random moments, against layouts made at once.
extension MessageThreadsTests {
  @Test(arguments: 0..<100) func threadingWhileIndexingShowsOnlyLayoutsEqualToEagerOnes(
    seed: UInt64
  ) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    let count = Int.random(in: 0..<200, using: &random)
    let summaries = Self.randomSummaries(count: count, random: &random)
    func eager(_ messages: Int) -> MessageThreads {
      var threads = MessageThreads()
      threads.add(summaries[0..<messages])
      return threads
    }
    var list = MessageList()
    list.threadingSlice = Int.random(in: 1..<40, using: &random)
    list.layoutSlice = Int.random(in: 1..<400, using: &random)
    list.isThreaded = Bool.random(using: &random)
    var start = 0
    while start < count {
      let end = min(count, start + Int.random(in: 1..<30, using: &random))
      list.append(Array(summaries[start..<end]))
      start = end
      for _ in 0..<Int.random(in: 0..<6, using: &random) { _ = list.continueThreading() }
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        list.isThreaded.toggle()
      case 1:
        if let rows = list.shownThreadRows, rows.count > 0 {
          list.toggleThread(
            ofMessage: rows.message(atRow: Int.random(in: 0..<rows.count, using: &random)))
        }
      default: break
      }
      // The index is never changed under a layout in progress.
      if let job = list.layoutJob { #expect(list.threads.messageCount == job.messageCount) }
      // What is shown is always a complete layout of the first messages, as made at once.
      if let layout = list.threadLayout {
        #expect(layout == eager(layout.messageCount).rows())
        let marks = Set(list.collapsed.compactMap { layout.thread(ofMessage: $0) })
        #expect(list.threadRows == (list.isThreaded ? layout.collapsing(marks) : nil))
      } else {
        #expect(list.threadRows == nil)
      }
    }
    list.isThreaded = true
    list.finishIndexing()
    var steps = 0
    while list.continueThreading(), steps <= 100_000 { steps += 1 }
    #expect(!list.isThreadingBehind)
    #expect(list.threads.messageCount == count)
    let threads = eager(count)
    #expect(list.threadLayout == threads.rows())
    #expect(list.threadRows == threads.rows(collapsed: list.collapsed))
  }
}
