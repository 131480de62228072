import Foundation
import MailboxCore
import SplitKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The mailbox area: indexing throughput, memory per message and key → message, on
/// generated mailboxes of 10,000, 200,000 and 1,000,000 messages.
///
/// For each size it writes a synthetic mbox with `Benchmarks/Scripts/generate_large_mbox.py`
/// (about 5.2 KB per message) under `--dir` (default: the temporary directory), unless it
/// is already there, and removes it afterwards unless `--keep` is given. Measured:
/// - indexing an mbox (and, up to `--maildir-max` messages, the same messages as a
///   Maildir) from the page cache with `MailboxIndexer`: wall and CPU time, MB/s of each
///   (a Maildir's files read on `MailboxIndexer.defaultReadingThreads` threads, or
///   `--reading-threads N`; CPU time is all threads');
/// - the real app (`MailboxApp` in a `TerminalHost` on a 200x60 pipe terminal) indexing it
///   frame by frame while a key is pressed every frame: the longest frame (indexing slice,
///   key, drawing), and resident memory per message (RSS growth over the count, at the
///   peak during indexing and at the end);
/// - key → message on screen: Down in the list, with the message shown beside it, drawn
///   and written (wall and CPU time per key, averaged over 200 keys, or `--keys`);
/// - conversations: `t` the first time (laid out), `t` back to flat, `t` again (from the
///   kept layout), `z` collapsing the selected conversation and `z` expanding it, each
///   with its frame drawn and written (CPU time of one key each);
/// - the app indexing again with conversations on from the start, a key every frame: the
///   longest and 99th-percentile frame, and whether the last layout has every message;
/// - search (`MailboxBenchmark+Search.swift`): `/` typed a key a frame, and a `body:`
///   search read to the end with a key every frame.
///
/// The figures named `*_ratio_*` compare two sizes measured in this run.
@MainActor
enum MailboxBenchmark {
  static let usage = """
    mailbox options: --sizes N,N,... (default 10000,200000,1000000) | --mbox PATH (one existing
      mbox instead) | --index-only (with --mbox) | --maildir PATH (index one existing
      Maildir only; with --app, the app on it too) | --passes N (indexing passes, the
      fastest counts; default 3) | --maildir-max N (default 200000) | --reading-threads N (threads
      reading Maildir files; default 2 on 2 or more cores, 0: the indexer alone) | --dir DIR
      | --keep | --keys N (default 200, the keys timed for key → message) | --search-only
      (only the search rows: typing /planning, /from:priya, /subject:garden; body:benchmark)
      | --keys-only (only the app rows: frames while indexing, key → message, t, z)
      | --search-index-only (only the search index rows: building it between frames with a key
      every frame, its size, then /body:benchmark typed and answered from it; up to
      --maildir-max, a Maildir's file renamed for flags and one moved to another folder)
      | --corpus ascii|realistic|both (default both: each size also as realistic mail, written
      by ../shared/corpus/gen_mbox.py or --corpus-script PATH, suffix _realistic; skipped
      with a note when the script is missing)
      | --relaunch-only (only the relaunch rows: a second launch listed from the summary
      cache, the cache's size, /body:benchmark typed 100 ms after a relaunch)
      | --save-only (only the save rows: w saving a 200 MB attachment; in a full run they
      come after the sizes) | --notmuch-config PATH (notmuch's configuration for a
      database of the same realistic messages: a word of one message's body is also asked
      of `notmuch search`, side by side, and the difference printed)
    """

  /// How many keys key → message averages over.
  static var keys = 200

  /// Whether only the search rows are measured (`--search-only`).
  static var searchOnly = false

  /// Whether only the search index rows are measured (`--search-index-only`).
  static var searchIndexOnly = false
  /// notmuch's configuration for a database of the same messages (`--notmuch-config`),
  /// to ask it the one-message word side by side; nil for none.
  static var notmuchConfig: String?

  /// Whether only the relaunch rows are measured (`--relaunch-only`): the list from the
  /// summary cache, its size, a `body:` search typed 100 ms after the relaunch.
  static var relaunchOnly = false

  /// Whether only the app rows are measured (`--keys-only`): frames while indexing, key →
  /// message, `t` and `z`, without the indexer's passes, threaded indexing, search or memory.
  static var keysOnly = false

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let sizes =
      value(of: "--sizes", in: options).map { $0.split(separator: ",").compactMap { Int($0) } }
      ?? [10_000, 200_000, 1_000_000]
    let maildirMax = value(of: "--maildir-max", in: options).flatMap(Int.init) ?? 200_000
    let directory = value(of: "--dir", in: options) ?? NSTemporaryDirectory()
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let keep = options.contains("--keep")
    keys = value(of: "--keys", in: options).flatMap(Int.init) ?? 200
    searchOnly = options.contains("--search-only")
    searchIndexOnly = options.contains("--search-index-only")
    notmuchConfig = value(of: "--notmuch-config", in: options)
    relaunchOnly = options.contains("--relaunch-only")
    keysOnly = options.contains("--keys-only")
    indexPasses = value(of: "--passes", in: options).flatMap(Int.init) ?? indexPasses
    readingThreads =
      value(of: "--reading-threads", in: options).flatMap(Int.init) ?? readingThreads
    if options.contains("--save-only") { return try save(directory: directory) }
    if let path = value(of: "--maildir", in: options) {
      let results = try indexOnly(path: path, name: "maildir", suffix: "")
      guard options.contains("--app") else { return results }
      let count = results.first { $0.name == "maildir_messages" }?.value ?? 1
      return try results + app(path: path, messages: count, suffix: "_maildir")
    }
    if let path = value(of: "--mbox", in: options) {
      if options.contains("--index-only") {
        return try indexOnly(path: path, name: "mbox", suffix: "")
      }
      return try measure(mbox: path, suffix: "")
    }
    var results: [BenchmarkResult] = []
    let corpus = value(of: "--corpus", in: options) ?? "both"
    if corpus != "ascii" {
      results += try realistic(
        sizes: sizes, directory: directory, keep: keep,
        script: value(of: "--corpus-script", in: options))
      if corpus == "realistic" { return results }
    }
    var bySize: [Int: [String: Double]] = [:]
    for size in sizes {
      let mbox = directory + "/splitkit-bench-\(size).mbox"
      if !FileManager.default.fileExists(atPath: mbox) {
        try generate(messages: size, to: mbox, maildir: false)
      }
      defer { if !keep { try? FileManager.default.removeItem(atPath: mbox) } }
      let suffix = "_\(label(size))"
      var sizeResults = try measure(mbox: mbox, suffix: suffix)
      if size <= maildirMax, !searchOnly, !relaunchOnly {
        let maildir = directory + "/splitkit-bench-\(size).maildir"
        if !FileManager.default.fileExists(atPath: maildir) {
          try generate(messages: size, to: maildir, maildir: true)
        }
        defer { if !keep { try? FileManager.default.removeItem(atPath: maildir) } }
        sizeResults +=
          searchIndexOnly
          ? try searchIndexRenames(maildir: maildir, suffix: suffix)
          : try indexOnly(path: maildir, name: "maildir", suffix: suffix)
      }
      results += sizeResults
      bySize[size] = Dictionary(
        sizeResults.map { (String($0.name.dropLast(suffix.count)), $0.value) }
      ) { first, _ in first }
    }
    if let small = sizes.first, let large = sizes.last, small != large,
      let smallFigures = bySize[small], let largeFigures = bySize[large]
    {
      let pair = "\(label(large))_vs_\(label(small))"
      for name in [
        "mbox_index_cpu_ms_per_mb", "resident_bytes_per_message", "key_to_message_cpu_ms",
      ] {
        guard let a = largeFigures[name], let b = smallFigures[name] else { continue }
        results.append(
          BenchmarkResult(name: "\(name)_ratio_\(pair)", value: a / max(b, 1e-9), unit: "x"))
      }
    }
    if !searchOnly, !searchIndexOnly, !relaunchOnly, !keysOnly {
      results += try save(directory: directory)
    }
    return results
  }

  /// Everything measured on each size of realistic mail (``realisticScript``'s: RFC 2047
  /// headers, quoted-printable and base64 bodies, HTML alternatives, attachments, about
  /// 9% non-ASCII words), its rows named with `_realistic_` before the size; none, with a
  /// note, when the script is missing.
  static func realistic(sizes: [Int], directory: String, keep: Bool, script: String?) throws
    -> [BenchmarkResult]
  {
    let script = script ?? realisticScript()
    guard FileManager.default.fileExists(atPath: script) else {
      print("mailbox: no realistic corpus (\(script) is missing): ASCII mail only")
      return []
    }
    var results: [BenchmarkResult] = []
    for size in sizes {
      let mbox = directory + "/splitkit-bench-realistic-\(size).mbox"
      if !FileManager.default.fileExists(atPath: mbox) {
        try run(["python3", script, mbox, "--messages", String(size)], writing: mbox)
      }
      defer { if !keep { try? FileManager.default.removeItem(atPath: mbox) } }
      isRealistic = true
      defer { isRealistic = false }
      results += try measure(mbox: mbox, suffix: "_realistic_\(label(size))")
    }
    return results
  }

  /// Whether the mbox measured is realistic mail (``realistic(sizes:directory:keep:script:)``),
  /// whose searches include the words it is known to hold.
  static var isRealistic = false

  /// The realistic corpus's generator: `../shared/corpus/gen_mbox.py` beside the
  /// repository.
  static func realisticScript(file: String = #filePath) -> String {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/gen_mbox.py").path
  }

  /// Everything measured on one mbox.
  static func measure(mbox path: String, suffix: String) throws -> [BenchmarkResult] {
    let bytes = Double(try size(of: path, isMaildir: false))
    if searchOnly { return try search(path: path, bytes: bytes, suffix: suffix) }
    if searchIndexOnly { return try searchIndex(path: path, bytes: bytes, suffix: suffix) }
    if relaunchOnly { return try relaunch(path: path, suffix: suffix) }
    if keysOnly {
      return try app(path: path, messages: 1, suffix: suffix).filter {
        !$0.name.contains("resident_bytes")
      }
    }
    var results = try indexOnly(path: path, name: "mbox", suffix: suffix)
    let count = results.first { $0.name == "mbox_messages\(suffix)" }?.value ?? 1
    results += try app(path: path, messages: count, suffix: suffix)
    results += try threadedIndexing(path: path, messages: count, suffix: suffix)
    results += try search(path: path, bytes: bytes, suffix: suffix)
    results += try relaunch(path: path, suffix: suffix)
    return results
  }

  /// How many times ``indexOnly(path:name:suffix:)`` indexes a mailbox; the fastest pass
  /// counts (the others were slowed by other work on a shared machine).
  static var indexPasses = 3

  /// How many threads read a Maildir's files ahead of the indexer.
  static var readingThreads = MailboxIndexer.defaultReadingThreads

  /// Indexes `path` with `MailboxIndexer` alone, from the page cache (warmed by a first,
  /// unmeasured pass), ``indexPasses`` times, and reports the fastest pass.
  ///
  /// Throughput is in MB/s: 10^6 bytes per second (1 GB/s = 1,000 MB/s = 954 MiB/s).
  static func indexOnly(path: String, name: String, suffix: String) throws -> [BenchmarkResult] {
    let mailbox = try Mailbox.open(path: path)
    let bytes = Double(try size(of: path, isMaildir: mailbox.format == .maildir))
    _ = try indexPass(mailbox)  // warms the page cache
    var best = (count: 0, wall: Double.infinity, cpu: Double.infinity, first: Double.infinity)
    for _ in 0..<max(1, indexPasses) {
      let pass = try indexPass(mailbox)
      best = (
        pass.count, min(best.wall, pass.wall), min(best.cpu, pass.cpu), min(best.first, pass.first)
      )
    }
    let megabytes = bytes / 1e6
    let isMaildir = mailbox.format == .maildir
    let passes = "best of \(indexPasses)" + (isMaildir ? ", \(readingThreads) reading threads" : "")
    let threadRow = BenchmarkResult(
      name: "\(name)_reading_threads\(suffix)", value: Double(readingThreads),
      unit: "threads reading files ahead of the indexer (0: the indexer alone)")
    return (isMaildir ? [threadRow] : []) + [
      BenchmarkResult(
        name: "\(name)_messages\(suffix)", value: Double(best.count), unit: "messages"),
      BenchmarkResult(name: "\(name)_mb\(suffix)", value: megabytes, unit: "MB (10^6 bytes)"),
      BenchmarkResult(
        name: "\(name)_first_batch_ms\(suffix)", value: best.first * 1000,
        unit: "ms wall (the first screen's messages)"),
      BenchmarkResult(name: "\(name)_index_seconds\(suffix)", value: best.wall, unit: "s wall"),
      BenchmarkResult(name: "\(name)_index_cpu_seconds\(suffix)", value: best.cpu, unit: "s CPU"),
      BenchmarkResult(
        name: "\(name)_mb_per_second\(suffix)", value: megabytes / max(best.wall, 1e-9),
        unit: "MB/s wall (10^6 B/s, \(passes))"),
      BenchmarkResult(
        name: "\(name)_mb_per_cpu_second\(suffix)", value: megabytes / max(best.cpu, 1e-9),
        unit: "MB/s CPU (10^6 B/s, \(passes); all threads)"),
      BenchmarkResult(
        name: "\(name)_index_cpu_ms_per_mb\(suffix)", value: best.cpu * 1000 / megabytes,
        unit: "ms CPU per MB (1.0 = 1 GB/s)"),
    ]
  }

  /// One pass of the indexer over `mailbox`, the batches dropped as they come.
  private static func indexPass(_ mailbox: Mailbox) throws
    -> (count: Int, wall: Double, cpu: Double, first: Double)
  {
    var count = 0
    var wall = 0.0
    var first = 0.0
    let cpu = try Measure.cpuSeconds {
      wall = try Measure.seconds {
        var indexer = try mailbox.makeIndexer(readingThreads: readingThreads)
        first = try Measure.seconds { count += try indexer.next()?.summaries.count ?? 0 }.1
        while let batch = try indexer.next() { count += batch.summaries.count }
      }.1
    }
    return (count, wall, cpu, first)
  }

  /// The real app on the mailbox at `path`, in a `TerminalHost` on a 200x60 pipe terminal.
  ///
  /// `keepsOutput` is set on the terminal before the app and host are made. The reader's
  /// hold for input (`Settings.inputHold`) is off: the rows press a key every frame to
  /// time frames while the work goes on, which the hold would pause (`scripts/bench-web`
  /// times moves with it, as a person makes them).
  static func openApp(
    path: String, keepsOutput: Bool = false, summaryCacheDirectory: String? = nil,
    configure: (inout MailboxApp.Settings) -> Void = { _ in }
  ) throws
    -> (mailbox: Mailbox, terminal: PipeTerminal, app: MailboxApp, host: TerminalHost)
  {
    let mailbox = try Mailbox.open(path: path)
    let terminal = try PipeTerminal(size: CellSize(columns: 200, rows: 60))
    terminal.keepsOutput = keepsOutput
    var settings = MailboxApp.Settings(currentYear: 2026)
    settings.summaryCacheDirectory = summaryCacheDirectory
    settings.inputHold = .zero
    configure(&settings)
    let app = MailboxApp(mailbox: mailbox, settings: settings)
    let host = TerminalHost(
      split: app.split, terminal: terminal, clock: ContinuousClock(),
      configuration: TerminalHostConfiguration())
    app.attach(to: host)
    return (mailbox, terminal, app, host)
  }

  /// The app indexing frame by frame with a key every frame, then key → message.
  static func app(path: String, messages: Double, suffix: String) throws -> [BenchmarkResult] {
    _ = releaseFreeMemory(0)
    let baseline = Measure.residentBytes()
    let (_, _, app, host) = try openApp(path: path)
    _ = try? host.present()
    var peak = Measure.residentBytes()
    let indexing = indexFrames(host) { frame in
      if frame % 16 == 0 { peak = max(peak, Measure.residentBytes()) }
    }
    let (frameTimes, frameCPUTimes, frames) = (indexing.wall, indexing.cpu, indexing.wall.count)
    let end = Measure.residentBytes()
    peak = max(peak, end)
    host.handle(.key(.home))
    _ = try? host.present()
    var wall = 0.0
    let cpu = Measure.cpuSeconds {
      wall =
        Measure.seconds {
          for _ in 0..<keys {
            host.handle(.key(.down))
            _ = try? host.present()
          }
        }.1
    }
    // Conversations: `t` on (laid out for the first time), off, on again (the kept
    // layout), then `z` on the selected conversation and again; each drawn and written.
    func keyCPU(_ key: Character) -> Double {
      Measure.threadCPUSeconds {
        host.handle(.key(.character(key)))
        _ = try? host.present()
      } * 1000
    }
    let firstThreaded = keyCPU("t")
    // Messages indexed while flat are threaded in slices between frames, then laid out.
    var threadingFrames = 0
    var longestThreadingFrame = 0.0
    var longestThreadingFrameNumber = 0
    var threadingCPU = 0.0
    while let work = host.frameWork {
      let frameCPU =
        Measure.threadCPUSeconds {
          let more = work()
          _ = try? host.present()
          if !more { host.frameWork = nil }
        } * 1000
      threadingFrames += 1
      threadingCPU += frameCPU
      if frameCPU > longestThreadingFrame { longestThreadingFrameNumber = threadingFrames }
      longestThreadingFrame = max(longestThreadingFrame, frameCPU)
    }
    let flat = keyCPU("t")
    let threadedAgain = keyCPU("t")
    let collapse = keyCPU("z")
    let expand = keyCPU("z")
    withExtendedLifetime(app) {}
    return [
      BenchmarkResult(
        name: "app_index_cpu_seconds\(suffix)", value: indexing.processCPU,
        unit: "s CPU, \(frames) frames"),
      BenchmarkResult(
        name: "frame_max_ms_while_indexing\(suffix)", value: (frameTimes.max() ?? 0) * 1000,
        unit: "ms wall (slice + key + draw)"),
      BenchmarkResult(
        name: "frame_max_cpu_ms_while_indexing\(suffix)", value: (frameCPUTimes.max() ?? 0) * 1000,
        unit:
          "ms CPU (slice + key + draw; frame \(indexing.longest.frame) of \(frames): "
          + "\(indexing.longest.minorFaults) minor, \(indexing.longest.majorFaults) major faults)"),
      BenchmarkResult(
        name: "frame_p99_ms_while_indexing\(suffix)", value: percentile(99, of: frameTimes) * 1000,
        unit: "ms wall"),
      BenchmarkResult(
        name: "frame_p99_cpu_ms_while_indexing\(suffix)",
        value: percentile(99, of: frameCPUTimes) * 1000, unit: "ms CPU"),
      BenchmarkResult(
        name: "resident_bytes_per_message\(suffix)",
        value: Double(end - baseline) / messages, unit: "B (RSS growth / messages)"),
      BenchmarkResult(
        name: "peak_resident_bytes_per_message\(suffix)",
        value: Double(peak - baseline) / messages, unit: "B (peak RSS growth / messages)"),
      BenchmarkResult(
        name: "key_to_message_ms\(suffix)", value: wall * 1000 / Double(keys), unit: "ms wall"),
      BenchmarkResult(
        name: "key_to_message_cpu_ms\(suffix)", value: cpu * 1000 / Double(keys), unit: "ms CPU"),
      BenchmarkResult(
        name: "t_first_cpu_ms\(suffix)", value: firstThreaded,
        unit: "ms CPU (t: the first slice of messages threaded, drawn)"),
      BenchmarkResult(
        name: "t_threading_frame_max_cpu_ms\(suffix)", value: longestThreadingFrame,
        unit:
          "ms CPU (longest frame threading the rest and laying out: "
          + "\(longestThreadingFrameNumber) of \(threadingFrames) frames)"),
      BenchmarkResult(
        name: "t_threading_total_cpu_ms\(suffix)", value: threadingCPU + firstThreaded,
        unit: "ms CPU (t until conversations are shown)"),
      BenchmarkResult(name: "t_flat_cpu_ms\(suffix)", value: flat, unit: "ms CPU (t: flat again)"),
      BenchmarkResult(
        name: "t_again_cpu_ms\(suffix)", value: threadedAgain,
        unit: "ms CPU (t: conversations from the kept layout)"),
      BenchmarkResult(name: "z_collapse_cpu_ms\(suffix)", value: collapse, unit: "ms CPU (z)"),
      BenchmarkResult(name: "z_expand_cpu_ms\(suffix)", value: expand, unit: "ms CPU (z again)"),
    ]
  }

  /// Runs the host's frame work until none remains, a key (Down or Up) and a drawn frame
  /// after each slice, as a user scrolling while the mailbox is indexed.
  ///
  /// - Parameters:
  ///   - host: The host with the app attached.
  ///   - afterFrame: Called with each frame's number once it is drawn.
  /// - Returns: Each frame's wall and thread CPU seconds, the process's CPU seconds, and
  ///   the longest frame by CPU: its number and the thread's page faults in it (minor and
  ///   major), to tell a burst of faults from the frame's own work.
  static func indexFrames(_ host: TerminalHost, afterFrame: (Int) -> Void = { _ in })
    -> (
      wall: [Double], cpu: [Double], processCPU: Double,
      longest: (frame: Int, minorFaults: Int, majorFaults: Int)
    )
  {
    var (wall, cpu): ([Double], [Double]) = ([], [])
    var longest = (frame: 0, minorFaults: 0, majorFaults: 0)
    var longestCPU = -1.0
    let processCPU = Measure.cpuSeconds {
      while let work = host.frameWork {
        let faultsBefore = Measure.threadFaults()
        let threadStart = Measure.threadCPUSeconds()
        let (more, seconds) = Measure.seconds { () -> Bool in
          let more = work()
          host.handle(.key(wall.count % 100 < 50 ? .down : .up))
          _ = try? host.present()
          return more
        }
        let frameCPU = Measure.threadCPUSeconds() - threadStart
        let faults = Measure.threadFaults()
        if frameCPU > longestCPU {
          longestCPU = frameCPU
          longest = (
            cpu.count + 1, faults.minor - faultsBefore.minor, faults.major - faultsBefore.major
          )
        }
        cpu.append(frameCPU)
        wall.append(seconds)
        afterFrame(wall.count)
        if !more { break }
      }
    }
    return (wall, cpu, processCPU, longest)
  }

  /// The app indexing the mailbox at `path` with conversations shown from the start
  /// (`t` before the first frame): threaded batch by batch and laid out again in slices
  /// as it grows, a key every frame.
  static func threadedIndexing(path: String, messages: Double, suffix: String) throws
    -> [BenchmarkResult]
  {
    let (_, _, app, host) = try openApp(path: path)
    host.handle(.key(.character("t")))
    _ = try? host.present()
    let frames = indexFrames(host)
    let shown = app.threadedMessageCount ?? 0
    let count =
      "\(frames.cpu.count) frames; \(shown) of \(Int(messages)) messages laid out at the end"
    return [
      BenchmarkResult(
        name: "app_index_threaded_cpu_seconds\(suffix)", value: frames.processCPU,
        unit: "s CPU (\(count))"),
      BenchmarkResult(
        name: "frame_max_cpu_ms_while_indexing_threaded\(suffix)",
        value: (frames.cpu.max() ?? 0) * 1000,
        unit: "ms CPU (slice + key + draw, conversations on)"),
      BenchmarkResult(
        name: "frame_p99_cpu_ms_while_indexing_threaded\(suffix)",
        value: percentile(99, of: frames.cpu) * 1000, unit: "ms CPU"),
      BenchmarkResult(
        name: "threaded_messages_missing_at_end\(suffix)", value: messages - Double(shown),
        unit: "messages (0: the last layout has them all)"),
    ]
  }

  /// The `p`th percentile of `values` (nearest rank); 0 for none.
  static func percentile(_ p: Double, of values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[
      min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
  }

  /// glibc's `malloc_trim`: returns freed heap memory to the system, so the resident size
  /// measured before a run does not count memory an earlier run freed.
  @_silgen_name("malloc_trim")
  static func releaseFreeMemory(_ pad: Int) -> Int32

  private static func label(_ size: Int) -> String {
    size >= 1_000_000 && size % 1_000_000 == 0
      ? "\(size / 1_000_000)m" : size >= 1000 && size % 1000 == 0 ? "\(size / 1000)k" : "\(size)"
  }

  /// The bytes of an mbox file, or of every message file in a Maildir.
  private static func size(of path: String, isMaildir: Bool) throws -> Int {
    guard isMaildir else {
      return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
    var total = 0
    for sub in ["cur", "new"] {
      let directory = path + "/" + sub
      for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
        var info = stat()
        if stat(directory + "/" + name, &info) == 0 { total += Int(info.st_size) }
      }
    }
    return total
  }

  private static func value(of option: String, in options: [String]) -> String? {
    guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
    return options[index + 1]
  }

  private static func generate(
    messages: Int, to path: String, maildir: Bool, file: String = #filePath
  ) throws {
    let script = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/generate_large_mbox.py").path
    try run(
      ["python3", script, path, "--messages", String(messages)] + (maildir ? ["--maildir"] : []),
      writing: path)
  }

  /// Runs `arguments` (found on the PATH), which writes `path`; throws when it fails.
  private static func run(_ arguments: [String], writing path: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}
