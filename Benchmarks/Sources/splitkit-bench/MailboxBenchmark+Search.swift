import Foundation
import MailboxCore
import SplitKitTerminal

/// Search in the real app at the limit: `/` typed letter by letter, and a `body:` search
/// read to the end with a key every frame.
///
/// The app indexes the whole mailbox first (unmeasured). Then, on the same 200x60 pipe
/// terminal as the indexing rows, each key is one frame: the key, the frame's work (a
/// search slice within the app's budget), drawing and writing; its CPU time is measured.
/// - a plain word (`planning`), `from:priya` and `subject:garden`, typed one key at a
///   time: the longest and 99th-percentile frame, and the frames and CPU time until every
///   message is searched after the last key;
/// - `body:benchmark` until the search ends, a key (↓ or ↑) pressed every frame: the
///   longest and 99th-percentile frame, wall and CPU time to the end, and MB/s of the
///   mailbox read.
extension MailboxBenchmark {
  /// The queries typed one key at a time, and the name of their rows.
  static let typedSearches = [
    ("word", "planning"), ("from", "from:priya"), ("subject", "subject:garden"),
  ]

  /// The search rows for the mbox at `path` of `bytes` bytes.
  static func search(path: String, bytes: Double, suffix: String) throws -> [BenchmarkResult] {
    let (_, _, app, host) = try openApp(path: path)
    _ = try? host.present()
    while let work = host.frameWork {
      if !work() { host.frameWork = nil }
    }
    _ = try? host.present()
    func frame(_ key: Key?) -> Double { timedFrame(key, host) }
    var results: [BenchmarkResult] = []
    for (name, query) in typedSearches {
      var keys = [frame(.character("/"))]
      for character in query { keys.append(frame(.character(character))) }
      var rest = 0.0
      var restFrames = 0
      while host.frameWork != nil {
        rest += frame(nil)
        restFrames += 1
      }
      _ = frame(.escape)
      results += longestFrames(
        keys, name: "search_\(name)_key", suffix: suffix,
        what: "keys typing /\(query): key, search, draw")
      results += [
        BenchmarkResult(
          name: "search_\(name)_rest_cpu_ms\(suffix)", value: rest,
          unit: "ms CPU (\(restFrames) frames after the last key until all is searched)")
      ]
    }
    // body: read to the end, a key every frame.
    for character in "/body:benchmark" { _ = frame(.character(character)) }
    var frames: [Double] = []
    var keyIndex = 0
    var cpu = 0.0
    // The longest frame's number and the page faults and system CPU time in it.
    var longest = (frame: 0, minorFaults: 0, majorFaults: 0, systemMS: 0.0)
    var longestCPU = -1.0
    let wall =
      Measure.seconds {
        cpu = Measure.threadCPUSeconds {
          while host.frameWork != nil {
            let (faults, system) = (Measure.threadFaults(), Measure.threadSystemSeconds())
            let cpuOfFrame = frame(keyIndex % 100 < 50 ? .down : .up)
            frames.append(cpuOfFrame)
            if cpuOfFrame > longestCPU {
              longestCPU = cpuOfFrame
              let after = Measure.threadFaults()
              longest = (
                frames.count, after.minor - faults.minor, after.major - faults.major,
                (Measure.threadSystemSeconds() - system) * 1000
              )
            }
            keyIndex += 1
          }
        }
      }.1
    withExtendedLifetime(app) {}
    return results
      + longestFrames(
        frames, name: "search_body_frame", suffix: suffix,
        what:
          "frames: slice + key + draw; frame \(longest.frame): \(longest.minorFaults) minor, "
          + "\(longest.majorFaults) major faults, "
          + "\(Int((longest.systemMS * 10).rounded()) / 10) ms of it in the kernel")
      + [
        BenchmarkResult(name: "search_body_seconds\(suffix)", value: wall, unit: "s wall"),
        BenchmarkResult(name: "search_body_cpu_seconds\(suffix)", value: cpu, unit: "s CPU"),
        BenchmarkResult(
          name: "search_body_mb_per_second\(suffix)", value: bytes / 1e6 / max(wall, 1e-9),
          unit: "MB/s wall (10^6 B/s of the mbox read and decoded)"),
      ]
  }

  /// One frame on `host`: `key` (if any), the frame's work, drawing; its CPU time in ms.
  static func timedFrame(_ key: Key?, _ host: TerminalHost) -> Double {
    timedFrame(key.map { [$0] } ?? [], host)
  }

  /// The same with `keys` handled in the frame, in order (a paste).
  static func timedFrame(_ keys: [Key], _ host: TerminalHost) -> Double {
    Measure.threadCPUSeconds {
      for key in keys { host.handle(.key(key)) }
      if let work = host.frameWork, !work() { host.frameWork = nil }
      _ = try? host.present()
    } * 1000
  }

  /// The longest and the 99th-percentile of `frames` (ms CPU) as `NAME_max_cpu_ms` and
  /// `NAME_p99_cpu_ms` rows.
  static func longestFrames(
    _ frames: [Double], name: String, suffix: String, what: String
  ) -> [BenchmarkResult] {
    [
      BenchmarkResult(
        name: "\(name)_max_cpu_ms\(suffix)", value: frames.max() ?? 0,
        unit: "ms CPU (longest of \(frames.count) \(what))"),
      BenchmarkResult(
        name: "\(name)_p99_cpu_ms\(suffix)", value: percentile(99, of: frames), unit: "ms CPU"),
    ]
  }
}
