import Foundation
import MailboxCore

/// The threads area: what conversations cost on top of indexing.
///
/// Builds 200,000 synthetic summaries in memory (no file: 60 % are replies to one of the
/// previous 50 messages, with References and In-Reply-To, some to messages that are
/// missing, a few with duplicate Message-IDs), then measures: the time to thread them
/// batch by batch as the indexer delivers them (batches of 2,000), that time per message,
/// the time to lay every conversation out as rows (done once per frame at most, while the
/// threaded view is shown), the time to derive the rows with one conversation collapsed
/// from that layout (what `z` and `t` back cost), the index's bytes per message, and the ratio of the threading
/// time for 4n and n messages (1 × 4 = linear).
enum ThreadsBenchmark {
  static let usage = """
    threads options: --thread-messages N (default 200000)
    """

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let count =
      options.firstIndex(of: "--thread-messages").flatMap {
        $0 + 1 < options.count ? Int(options[$0 + 1]) : nil
      } ?? 200_000
    let summaries = makeSummaries(count: count)
    let quarter = Array(summaries.prefix(count / 4))
    // CPU time: steadier than wall-clock time on a machine shared with other work.
    var threads = MessageThreads()
    let threadSeconds = Measure.cpuSeconds { threads = thread(summaries) }
    let quarterSeconds = Measure.cpuSeconds { _ = thread(quarter) }
    var rows: ThreadRows?
    let rowsSeconds = Measure.cpuSeconds { rows = threads.rows() }
    // The first `t`: the same layout in slices between frames (longest slice, all slices).
    var job = ThreadLayoutJob(threads)
    var sliced: ThreadRows?
    var sliceSeconds: [Double] = []
    while sliced == nil {
      sliceSeconds.append(
        Measure.threadCPUSeconds { sliced = job.step(budget: ThreadLayoutJob.stepBudget) })
    }
    // `z` and `t` back: the rows derived from the kept layout, one conversation collapsed
    // (best of 5, each a fresh copy of the rows).
    let collapseSeconds =
      rows.map { layout in
        (0..<5).map { _ in
          Measure.threadCPUSeconds { _ = layout.collapsing([layout.threadCount / 2]) }
        }.min() ?? 0
      } ?? 0
    return [
      BenchmarkResult(name: "thread_messages", value: Double(count), unit: "messages"),
      BenchmarkResult(
        name: "thread_conversations", value: Double(rows?.threadCount ?? 0), unit: "threads"),
      BenchmarkResult(name: "thread_build_ms", value: threadSeconds * 1000, unit: "ms"),
      BenchmarkResult(
        name: "thread_ns_per_message", value: threadSeconds * 1e9 / Double(max(1, count)),
        unit: "ns"),
      BenchmarkResult(name: "thread_rows_ms", value: rowsSeconds * 1000, unit: "ms"),
      BenchmarkResult(
        name: "thread_rows_slice_max_ms", value: (sliceSeconds.max() ?? 0) * 1000,
        unit: "ms (the same layout in \(sliceSeconds.count) slices, as the first t does; "
          + "all \(Int(sliceSeconds.reduce(0, +) * 1000)) ms; equal: \(sliced == rows))"),
      BenchmarkResult(
        name: "thread_collapse_ms", value: collapseSeconds * 1000,
        unit: "ms (rows from the kept layout, as z and t back do)"),
      BenchmarkResult(name: "thread_bytes_per_message", value: threads.bytesPerMessage, unit: "B"),
      BenchmarkResult(
        name: "thread_scaling_4n_over_n", value: threadSeconds / max(quarterSeconds, 1e-9),
        unit: "x"),
    ]
  }

  /// Threads summaries in batches of 2,000, as the indexer delivers them.
  private static func thread(_ summaries: [MessageSummary]) -> MessageThreads {
    var threads = MessageThreads()
    var start = 0
    while start < summaries.count {
      let end = min(summaries.count, start + 2000)
      threads.add(summaries[start..<end])
      start = end
    }
    return threads
  }

  private static func makeSummaries(count: Int) -> [MessageSummary] {
    var parents: [[String]] = []
    parents.reserveCapacity(count)
    return (0..<count).map { index in
      let isReply = index > 50 && spread(index, 1) % 10 < 6
      var references: [String] = []
      if isReply {
        let parent = index - (1 + spread(index, 2) % 50)
        references = Array((parents[parent] + ["m\(parent)@example.org"]).suffix(20))
        if spread(index, 3) % 50 == 0 {
          references.insert("gone\(index)@x", at: 0)
        }
      }
      parents.append(references)
      let id =
        spread(index, 4) % 1000 == 0
        ? "m\(index - 1)@example.org" : "m\(index)@example.org"
      return MessageSummary(
        index: index, location: .mbox(offset: index * 5000, length: 5000),
        sender: MailAddress(name: "Sender \(index % 97)", address: "s\(index % 97)@example.org"),
        subject: (isReply ? "Re: " : "") + "Topic \(index % 1000)",
        date: MailDate(
          year: 2026, month: 1 + index / 40_000 % 12, day: 1 + index / 1440 % 28,
          hour: index / 60 % 24,
          minute: index % 60, second: 0, zoneOffsetMinutes: 0),
        isUnread: false, messageID: id, inReplyTo: references.last, references: references)
    }
  }

  /// A well-mixed number for `index` (Fibonacci hashing), so every run threads the same
  /// mailbox without a random generator.
  private static func spread(_ index: Int, _ salt: UInt64) -> Int {
    let mixed = (UInt64(index) &+ salt &* 0x9E37_79B9) &* 0x9E37_79B9_7F4A_7C15
    return Int((mixed >> 33) & 0x7FFF_FFFF)
  }
}
