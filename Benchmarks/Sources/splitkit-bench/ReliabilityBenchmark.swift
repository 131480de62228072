import Foundation
import MailboxCore
import SplitKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The reliability area: content that used to freeze the reader (issue 13, point 1).
///
/// Writes its mailboxes under `--dir` (default: the temporary directory) and removes them
/// afterwards. Measured, with the real app (`MailboxApp` in a `SplitHost` on a 200x60 pipe
/// terminal, frame work run between frames as the loop does):
/// - a single-line message of `--huge-mib` MiB (default 1024, 1 GiB) as a Maildir and as an
///   mbox: wall time from opening to the first frame, to the first frame that shows the
///   message's text, the longest frame on the way, and the growth of resident memory (peak,
///   sampled every frame); for the mbox, the message appears once it has been indexed;
/// - list rows whose subject is 100 KB, against short subjects: a full 200x60 repaint
///   (58 list rows and the message beside them, drawn and diffed) and Down in the list
///   (drawn and written), CPU per frame, and the ratio between the two mailboxes.
@MainActor
enum ReliabilityBenchmark {
  static let usage = """
    reliability options: --huge-mib N (default 1024) | --dir DIR
    """

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let mebibytes = value(of: "--huge-mib", in: options).flatMap(Int.init) ?? 1024
    let root =
      (value(of: "--dir", in: options) ?? NSTemporaryDirectory())
      + "/splitkit-bench-reliability-\(getpid())"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var results: [BenchmarkResult] = []
    let maildir = root + "/huge.maildir"
    try makeMaildir(maildir)
    try writeHugeMessage(to: maildir + "/cur/1.host:2,S", mebibytes: mebibytes, fromLine: false)
    results += try openHuge(path: maildir, suffix: "maildir")
    try FileManager.default.removeItem(atPath: maildir)
    let mbox = root + "/huge.mbox"
    try writeHugeMessage(to: mbox, mebibytes: mebibytes, fromLine: true)
    results += try openHuge(path: mbox, suffix: "mbox")
    try FileManager.default.removeItem(atPath: mbox)
    results += try subjects(root: root)
    return results
  }

  /// Opens the one huge message at `path` in the app and runs frames until it is drawn.
  static func openHuge(path: String, suffix: String) throws -> [BenchmarkResult] {
    _ = MailboxBenchmark.releaseFreeMemory(0)
    let baseline = Measure.residentBytes()
    var peak = baseline
    let clock = ContinuousClock()
    let start = clock.now
    let (mailbox, terminal, app, host) = try MailboxBenchmark.openApp(
      path: path, keepsOutput: true)
    var longestFrame = 0.0
    var longestFrameCPU = 0.0
    var messageFrameCPU = 0.0
    var frames = 0
    var firstFrame = 0.0
    var messageFrame: Double?
    let marker = Array(("START" + String(repeating: "x", count: 40)).utf8)
    while messageFrame == nil, frames < 100_000 {
      let frameStart = clock.now
      let cpuStart = Measure.threadCPUSeconds()
      let more = host.frameWork?() ?? false
      _ = try? host.present()
      let now = clock.now
      let cpu = Measure.threadCPUSeconds() - cpuStart
      longestFrame = max(longestFrame, seconds(frameStart.duration(to: now)))
      longestFrameCPU = max(longestFrameCPU, cpu)
      if frames == 0 { firstFrame = seconds(start.duration(to: now)) }
      frames += 1
      peak = max(peak, Measure.residentBytes())
      if terminal.output.contains(marker) {
        messageFrame = seconds(start.duration(to: now))
        messageFrameCPU = cpu
      } else if !more && host.frameWork == nil && frames > 1 {
        break
      }
      terminal.output.removeAll(keepingCapacity: true)
    }
    withExtendedLifetime(app) {}
    // Reading and parsing alone, warm: the fastest of five.
    let location = try mailbox.allSummaries()[0].location
    var readAndParse = Double.infinity
    for _ in 0..<5 {
      let cpuStart = Measure.threadCPUSeconds()
      _ = try mailbox.message(at: location)
      readAndParse = min(readAndParse, Measure.threadCPUSeconds() - cpuStart)
    }
    return [
      BenchmarkResult(
        name: "huge_read_parse_cpu_ms_\(suffix)", value: readAndParse * 1000,
        unit: "ms CPU (Mailbox.message(at:): the first 1 MiB read and parsed, warm)"),
      BenchmarkResult(
        name: "huge_first_frame_ms_\(suffix)", value: firstFrame * 1000,
        unit: "ms wall (open to the first frame)"),
      BenchmarkResult(
        name: "huge_message_frame_ms_\(suffix)", value: (messageFrame ?? .infinity) * 1000,
        unit: "ms wall (open to the message's text drawn, \(frames) frames)"),
      BenchmarkResult(
        name: "huge_message_frame_cpu_ms_\(suffix)", value: messageFrameCPU * 1000,
        unit: "ms CPU (the frame that reads, parses and draws the message)"),
      BenchmarkResult(
        name: "huge_frame_max_ms_\(suffix)", value: longestFrame * 1000,
        unit: "ms wall (longest frame on the way)"),
      BenchmarkResult(
        name: "huge_frame_max_cpu_ms_\(suffix)", value: longestFrameCPU * 1000,
        unit: "ms CPU (longest frame on the way)"),
      BenchmarkResult(
        name: "huge_peak_rss_growth_mib_\(suffix)", value: Double(peak - baseline) / 1_048_576,
        unit: "MiB (peak resident growth)"),
    ]
  }

  /// Full repaints and keys with 100 KB subjects against short ones.
  static func subjects(root: String) throws -> [BenchmarkResult] {
    var figures: [String: (repaint: Double, key: Double)] = [:]
    for (name, subject) in [
      ("short", "Quarterly planning"), ("100kb", "Huge " + String(repeating: "s", count: 100_000)),
    ] {
      let path = root + "/subjects-\(name)"
      try makeMaildir(path)
      for index in 0..<200 {
        let text = "From: Ada <ada@example.org>\nSubject: \(subject) \(index)\n\nBody \(index)\n"
        try Data(text.utf8).write(
          to: URL(fileURLWithPath: path + "/cur/\(1000 + index).host:2,S"))
      }
      figures[name] = try frames(path: path)
      try FileManager.default.removeItem(atPath: path)
    }
    let short = figures["short", default: (0, 0)]
    let huge = figures["100kb", default: (0, 0)]
    return subjectRows(
      "repaint", short: short.repaint, huge: huge.repaint,
      unit: "ms CPU (200x60 repaint: 58 rows and the message)")
      + subjectRows(
        "key", short: short.key, huge: huge.key,
        unit: "ms CPU (Down in the list, drawn and written)")
  }

  /// The short and 100 KB figures of one `measure` (in seconds) and their ratio.
  private static func subjectRows(
    _ measure: String, short: Double, huge: Double, unit: String
  ) -> [BenchmarkResult] {
    [
      BenchmarkResult(name: "subject_short_\(measure)_ms", value: short * 1000, unit: unit),
      BenchmarkResult(
        name: "subject_100kb_\(measure)_ms", value: huge * 1000,
        unit: "ms CPU (the same, every subject 100 KB)"),
      BenchmarkResult(
        name: "subject_100kb_\(measure)_ratio", value: huge / max(short, 1e-9),
        unit: "x short subjects"),
    ]
  }

  /// CPU seconds per full repaint and per Down key of the app on the Maildir at `path`.
  private static func frames(path: String) throws -> (repaint: Double, key: Double) {
    let (_, _, app, host) = try MailboxBenchmark.openApp(path: path)
    _ = try? host.present()
    while let work = host.frameWork, work() {}
    _ = try? host.present()
    let repeats = 100
    var renderer = FrameRenderer(colorMode: .trueColor)
    let repaint = Measure.cpuSeconds {
      for _ in 0..<repeats {
        renderer.invalidate()
        _ = renderer.render(host.composeFrame())
      }
    }
    let keys = 100
    let key = Measure.cpuSeconds {
      for index in 0..<keys {
        host.handle(.key(index % 50 < 25 ? .down : .up))
        _ = try? host.present()
      }
    }
    withExtendedLifetime(app) {}
    return (repaint / Double(repeats), key / Double(keys))
  }

  /// Makes an empty Maildir at `path`.
  private static func makeMaildir(_ path: String) throws {
    for sub in ["cur", "new", "tmp"] {
      try FileManager.default.createDirectory(
        atPath: path + "/" + sub, withIntermediateDirectories: true)
    }
  }

  /// Writes a message whose body is one line of `mebibytes` MiB, 1 MiB at a time.
  private static func writeHugeMessage(to path: String, mebibytes: Int, fromLine: Bool) throws {
    var head = fromLine ? "From ada@example.org Mon Jan  5 10:00:00 2026\n" : ""
    head += "From: Ada <ada@example.org>\nSubject: One huge line\n\nSTART"
    let url = URL(fileURLWithPath: path)
    try Data(head.utf8).write(to: url)
    let file = try FileHandle(forWritingTo: url)
    defer { try? file.close() }
    try file.seekToEnd()
    let mebibyte = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    for _ in 0..<mebibytes { try file.write(contentsOf: mebibyte) }
    try file.write(contentsOf: Data("END\n".utf8))
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private static func value(of option: String, in options: [String]) -> String? {
    guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
    return options[index + 1]
  }
}
