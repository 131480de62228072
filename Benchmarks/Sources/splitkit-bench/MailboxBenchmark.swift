import Foundation
import MailboxCore

/// The mailbox area: how fast a large mbox opens and indexes, and in how much memory.
///
/// Without `--mbox PATH` it writes a synthetic mailbox with
/// `Benchmarks/Scripts/generate_large_mbox.py` (200,000 messages, about 1 GB) to a
/// temporary file, and removes it afterwards. Measures: the time to the first batch of
/// summaries (what the first screen waits for), the wall-clock and CPU time to index
/// everything, the throughput, the time to parse a message on demand, the process's
/// peak RSS and the inline size of one summary.
enum MailboxBenchmark {
  static let usage = """
    mailbox options: --mbox PATH (use an existing mbox) | --messages N (default 200000)
    """

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    var path = value(of: "--mbox", in: options)
    let messages = value(of: "--messages", in: options).flatMap(Int.init) ?? 200_000
    var generated: String?
    if path == nil {
      let target = NSTemporaryDirectory() + "splitkit-bench-\(messages).mbox"
      try generate(messages: messages, to: target)
      path = target
      generated = target
    }
    defer { if let generated { try? FileManager.default.removeItem(atPath: generated) } }
    guard let path else { return [] }
    let size = Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)

    let cpuStart = Measure.cpuSeconds()
    let (first, firstSeconds) = try Measure.seconds { () throws -> (Mailbox, MailboxIndexer, Int) in
      let mailbox = try Mailbox.open(path: path)
      var indexer = try mailbox.makeIndexer()
      let batch = try indexer.next()
      return (mailbox, indexer, batch?.summaries.count ?? 0)
    }
    var (mailbox, indexer, count) = first
    var summaries: [MessageSummary] = []
    let (_, restSeconds) = try Measure.seconds {
      while let batch = try indexer.next() {
        summaries += batch.summaries
        count += batch.summaries.count
      }
    }
    let indexSeconds = firstSeconds + restSeconds
    let indexCPUSeconds = Measure.cpuSeconds() - cpuStart
    let picks = stride(from: 0, to: summaries.count, by: max(1, summaries.count / 1000)).map { summaries[$0] }
    let (_, parseSeconds) = try Measure.seconds {
      for summary in picks { _ = try mailbox.message(at: summary.location) }
    }
    return [
      BenchmarkResult(name: "messages", value: Double(count), unit: "messages"),
      BenchmarkResult(name: "mailbox_mib", value: size / 1_048_576, unit: "MiB"),
      BenchmarkResult(name: "first_batch_ms", value: firstSeconds * 1000, unit: "ms"),
      BenchmarkResult(name: "index_seconds", value: indexSeconds, unit: "s"),
      BenchmarkResult(name: "index_cpu_seconds", value: indexCPUSeconds, unit: "s"),
      BenchmarkResult(name: "index_mib_per_second", value: size / 1_048_576 / max(indexSeconds, 1e-9), unit: "MiB/s"),
      BenchmarkResult(name: "message_parse_ms", value: parseSeconds * 1000 / Double(max(1, picks.count)), unit: "ms"),
      BenchmarkResult(name: "peak_rss_mib", value: Measure.peakResidentMiB(), unit: "MiB"),
      BenchmarkResult(name: "summary_stride_bytes", value: Double(MemoryLayout<MessageSummary>.stride), unit: "B"),
    ]
  }

  private static func value(of option: String, in options: [String]) -> String? {
    guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
    return options[index + 1]
  }

  private static func generate(messages: Int, to path: String, file: String = #filePath) throws {
    let script = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/generate_large_mbox.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, path, "--messages", String(messages)]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}
