import Foundation
import MailboxCore
import SplitKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The reliability area: content that used to freeze the reader (issue 13, point 1).
///
/// Writes its mailboxes under `--dir` (default: the temporary directory) and removes them
/// afterwards. Measured, with the real app (`MailboxApp` in a `TerminalHost` on a 200x60 pipe
/// terminal, frame work run between frames as the loop does):
/// - a single-line message of `--huge-mib` MiB (default 1024, 1 GiB) as a Maildir and as an
///   mbox: wall time from opening to the first frame, to the first frame that shows the
///   message's text, the longest frame on the way, and the growth of resident memory (peak,
///   sampled every frame); for the mbox, the message appears once it has been indexed;
/// - list rows whose subject is 100 KB, and rows whose sender's name is, against short
///   ones and 20 KB ones: a full 200x60 repaint (58 list rows and the message beside them,
///   drawn and diffed) and Down in the list (drawn and written), CPU per frame, and the
///   ratios between the mailboxes (against 20 KB text, which fills the same cells, a ratio
///   near 1 says the cost does not grow with the text's length);
/// - a list row's sender cut to 22 cells (`Sanitizer.truncated`) from a 100 KB name, against
///   short and 20 KB ones, and the same with the whole name sanitized first (the old way);
/// - a 200x60 box (`Buffer.drawBox`) with a 100 KB title against short and 20 KB ones.
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

  /// Full repaints and keys with 100 KB subjects, and with 100 KB sender names, against
  /// short ones and 20 KB ones; a box with a 100 KB title against short and 20 KB ones.
  static func subjects(root: String) throws -> [BenchmarkResult] {
    // The subject is ASCII; the sender's name is not (`ö` is two bytes), so the
    // sanitizer's character-by-character path is measured too.
    func subject(_ bytes: Int) -> String { "Huge " + String(repeating: "s", count: bytes - 5) }
    func sender(_ bytes: Int) -> String { "Ada " + String(repeating: "ö", count: (bytes - 4) / 2) }
    var figures: [String: (repaint: Double, key: Double)] = [:]
    for (name, from, about) in [
      ("short", "Ada", "Quarterly planning"), ("subject20kb", "Ada", subject(20_000)),
      ("subject100kb", "Ada", subject(100_000)), ("sender20kb", sender(20_000), "Quarterly"),
      ("sender100kb", sender(100_000), "Quarterly"),
    ] {
      let path = root + "/subjects-\(name)"
      try makeMaildir(path)
      for index in 0..<200 {
        let text =
          "From: \(from) <ada@example.org>\nSubject: \(about) \(index)\n\nBody \(index)\n"
        try Data(text.utf8).write(
          to: URL(fileURLWithPath: path + "/cur/\(1000 + index).host:2,S"))
      }
      figures[name] = try frames(path: path)
      try FileManager.default.removeItem(atPath: path)
    }
    let short = figures["short", default: (0, 0)]
    var results: [BenchmarkResult] = []
    for (measure, unit, figure) in [
      (
        "repaint", "ms CPU (200x60 repaint: 58 rows and the message)",
        \(repaint: Double, key: Double).repaint
      ),
      ("key", "ms CPU (Down in the list, drawn and written)", \(repaint: Double, key: Double).key),
    ] {
      results.append(
        BenchmarkResult(
          name: "subject_short_\(measure)_ms", value: short[keyPath: figure] * 1000, unit: unit))
      for field in ["subject", "sender"] {
        results += lengthRows(
          "\(field)_100kb_\(measure)", short: short[keyPath: figure],
          longer: figures[field + "20kb", default: (0, 0)][keyPath: figure],
          huge: figures[field + "100kb", default: (0, 0)][keyPath: figure])
      }
    }
    return results + senderCuts() + boxTitles()
  }

  /// A list row's sender column (22 cells) cut from a 100 KB name, against short and 20 KB
  /// ones, and what sanitizing the whole name first (as rows did before) costs.
  private static func senderCuts() -> [BenchmarkResult] {
    var timings: [Double] = []
    var wholeFirst = 0.0
    for count in [3, 10_000, 50_000] {
      let name = "Ada " + String(repeating: "ö", count: count)
      let repeats = 2_000
      var width = 0
      timings.append(
        Measure.threadCPUSeconds {
          for _ in 0..<repeats { width += Sanitizer.truncated(name, toWidth: 22).utf8.count }
        } / Double(repeats))
      if count == 50_000 {
        wholeFirst =
          Measure.threadCPUSeconds {
            for _ in 0..<20 {
              width += Text.truncated(Sanitizer.sanitize(name), toWidth: 22).utf8.count
            }
          } / 20
      }
      if width < 0 { print(width) }
    }
    return [
      BenchmarkResult(
        name: "sender_short_cut_us", value: timings[0] * 1e6,
        unit: "µs CPU (a sender cut to 22 cells: Sanitizer.truncated)")
    ] + lengthRows("sender_100kb_cut", short: timings[0], longer: timings[1], huge: timings[2])
      + [
        BenchmarkResult(
          name: "sender_100kb_cut_whole_us", value: wholeFirst * 1e6,
          unit: "µs CPU (the same, sanitizing the whole name first, as rows did before)")
      ]
  }

  /// A 200x60 box drawn with a 100 KB title against a short and a 20 KB one (`drawBox`).
  private static func boxTitles() -> [BenchmarkResult] {
    let rect = CellRect(x: 0, y: 0, width: 200, height: 60)
    var timings: [Double] = []
    for count in [0, 5_000, 25_000] {
      let title = "Keys" + String(repeating: "\u{1B}日", count: count)
      var buffer = Buffer(size: CellSize(columns: 200, rows: 60))
      let repeats = 2_000
      let seconds = Measure.threadCPUSeconds {
        for _ in 0..<repeats { buffer.drawBox(rect, title: title) }
      }
      timings.append(seconds / Double(repeats))
    }
    return [
      BenchmarkResult(
        name: "title_short_box_us", value: timings[0] * 1e6,
        unit: "µs CPU (a 200x60 box titled Keys)")
    ] + lengthRows("title_100kb_box", short: timings[0], longer: timings[1], huge: timings[2])
  }

  /// The figure of a measure with 100 KB text (in seconds), its ratio to short text and
  /// to 20 KB text (more than the screen shows, in the list and in the message's header:
  /// the same cells are drawn, so a ratio near 1 says the length costs nothing).
  private static func lengthRows(
    _ name: String, short: Double, longer: Double, huge: Double
  ) -> [BenchmarkResult] {
    let micro = name.hasSuffix("_box") || name.hasSuffix("_cut")
    let scale = micro ? 1e6 : 1000
    let unit = micro ? "µs CPU" : "ms CPU"
    return [
      BenchmarkResult(
        name: name + (micro ? "_us" : "_ms"), value: huge * scale,
        unit: unit + " (the same, the text 100 KB)"),
      BenchmarkResult(name: name + "_ratio", value: huge / max(short, 1e-12), unit: "x short text"),
      BenchmarkResult(
        name: name + "_vs_20kb", value: huge / max(longer, 1e-12),
        unit: "x 20 KB text (\(String(format: "%.2f", longer * scale)) \(unit))"),
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
