import Foundation
import SplitKit

// splitkit-bench: SplitKit's benchmarks, one section per area.
//
//   swift run -c release --package-path Benchmarks splitkit-bench [AREA...] [--check] [options]
//
// Each area prints its measurements; with --check, each is compared with the committed
// threshold in Benchmarks/Thresholds/AREA.json and the exit status is 1 if any is exceeded.
// Areas add themselves to `areas` below (one file each).

let areas: [String: ([String]) throws -> [BenchmarkResult]] = [
  "mailbox": { options in try MainActor.assumeIsolated { try MailboxBenchmark.run(options) } },
  "threads": ThreadsBenchmark.run,
  "actions": ActionsBenchmark.run,
  "host": { options in try MainActor.assumeIsolated { try HostBenchmark.run(options) } },
  "floor": FloorBenchmark.run,
  "editor": { options in try MainActor.assumeIsolated { try EditorBenchmark.run(options) } },
  "reliability": { options in
    try MainActor.assumeIsolated { try ReliabilityBenchmark.run(options) }
  },
]

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
  print(SplitKitVersion.string)
  exit(0)
}
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    "usage: splitkit-bench [\(areas.keys.sorted().joined(separator: "|"))...] [--check] [area options]"
  )
  print(MailboxBenchmark.usage)
  print(HostBenchmark.usage)
  print(ThreadsBenchmark.usage)
  print(ReliabilityBenchmark.usage)
  print(ActionsBenchmark.usage)
  print(FloorBenchmark.usage)
  print(EditorBenchmark.usage)
  exit(0)
}
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
var chosen = arguments.filter { areas[$0] != nil }
if chosen.isEmpty { chosen = areas.keys.sorted() }
let options = arguments.filter { areas[$0] == nil }

var failed = false
for area in chosen {
  guard let run = areas[area] else { continue }
  print("== \(area)")
  let results: [BenchmarkResult]
  let thresholds: [String: Double]
  do {
    results = try run(options)
    thresholds = check ? try Thresholds.load(area: area) : [:]
  } catch {
    // A clear line and a failing status, not a crash's backtrace (a --dir that cannot be
    // written, a corpus script that fails).
    FileHandle.standardError.write(Data("splitkit-bench \(area): \(error)\n".utf8))
    exit(1)
  }
  for result in results {
    let verdict =
      thresholds[result.name].map { result.value <= $0 ? "ok (≤ \($0))" : "TOO HIGH (> \($0))" }
      ?? ""
    if let limit = thresholds[result.name], result.value > limit { failed = true }
    print(result.line, verdict)
  }
}
exit(failed ? 1 : 0)
