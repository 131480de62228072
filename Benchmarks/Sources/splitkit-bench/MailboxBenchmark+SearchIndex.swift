import Foundation
import MailboxCore
import SplitKitTerminal

/// The search index in the real app (issue 21): built while frames go on, then answering.
///
/// The app indexes the whole mailbox first (unmeasured), with a ``SearchIndexing`` in a
/// fresh cache directory, built in the background as the reader builds it. Then, on the
/// same 200x60 pipe terminal as the other rows, frames come at 60 Hz with a key (↓ or ↑)
/// in each while the search index is built: the longest and 99th-percentile frame (CPU),
/// the build's wall and CPU time (the builder thread's) and MB/s of the mbox, the
/// index's size against the mbox's, and the resident memory added per message. Then
/// `/body:benchmark` is typed a key a frame, and the frames run until the search ends:
/// the longest frame and the time from the last key to the last match.
extension MailboxBenchmark {
  /// The search index rows for the mbox at `path` of `bytes` bytes.
  static func searchIndex(path: String, bytes: Double, suffix: String) throws -> [BenchmarkResult] {
    let cache = NSTemporaryDirectory() + "splitkit-bench-search-index-\(getpid())"
    try? FileManager.default.removeItem(atPath: cache)
    defer { try? FileManager.default.removeItem(atPath: cache) }
    _ = releaseFreeMemory(0)
    let baseline = Measure.residentBytes()
    let anonymousBaseline = Measure.anonymousResidentBytes()
    let (_, _, app, host) = try openApp(path: path)
    // Built between frames once the mailbox is indexed (indexing takes the whole budget
    // before); what the last indexing frames built is left out of the MB/s.
    app.searchIndexing = SearchIndexing(
      root: path, cacheDirectory: cache, inBackground: true)
    _ = try? host.present()
    while !app.isIndexed, let work = host.frameWork {
      if !work() { host.frameWork = nil }
    }
    let messages = Double(app.messageList.messageCount)
    let builtBefore = app.messageList.searchIndexProgress ?? 1
    func frame(_ key: Key?) -> Double { timedFrame(key, host) }
    var frames: [Double] = []
    let beforeBuilding = Measure.residentBytes()
    _ = SearchIndexing.sqliteMemory(resettingPeak: true)
    var peak = baseline
    var anonymousPeak = anonymousBaseline
    var processCPU = 0.0
    // Frames come at 60 Hz, as the host's event loop ticks them while work remains; the
    // index is built on its own thread meanwhile.
    var ticks = Ticks()
    let wall =
      Measure.seconds {
        processCPU = Measure.cpuSeconds {
          while host.frameWork != nil {
            frames.append(frame(frames.count % 100 < 50 ? .down : .up))
            if frames.count % 64 == 0 {
              peak = max(peak, Measure.residentBytes())
              anonymousPeak = max(anonymousPeak, Measure.anonymousResidentBytes())
              anonymousPeak = max(anonymousPeak, Measure.anonymousResidentBytes())
            }
            ticks.next()
          }
        }
      }.1
    // What the frames took is the reader's thread's; the rest is the builder's.
    let cpu = processCPU - frames.reduce(0, +) / 1000
    peak = max(peak, Measure.residentBytes())
    let sqlite = SearchIndexing.sqliteMemory().peak
    let indexBytes =
      (try? FileManager.default.contentsOfDirectory(atPath: cache))?.reduce(0) {
        total, name in
        let attributes = try? FileManager.default.attributesOfItem(atPath: cache + "/" + name)
        return total + ((attributes?[.size] as? Int) ?? 0)
      } ?? 0
    var results = longestFrames(
      frames, name: "search_index_build_frame", suffix: suffix,
      what: "frames building the search index: key, build slice, draw")
    results += [
      BenchmarkResult(name: "search_index_build_seconds\(suffix)", value: wall, unit: "s wall"),
      BenchmarkResult(
        name: "search_index_build_cpu_seconds\(suffix)", value: cpu,
        unit: "s CPU (the process's, less the frames': the builder's thread)"),
    ]
    // The MB of mbox indexed while measured (the rest was built during indexing).
    let indexedMB = bytes * (1 - builtBefore) / 1e6
    /// MB/s and ms per MB for `seconds` of `what`.
    func rates(_ seconds: Double, _ perSecond: String, _ perMB: String, of what: String)
      -> [BenchmarkResult]
    {
      [
        BenchmarkResult(
          name: perSecond + suffix, value: indexedMB / max(seconds, 1e-9), unit: "MB/s of \(what)"),
        BenchmarkResult(
          name: perMB + suffix, value: seconds * 1000 / max(indexedMB, 1e-9),
          unit: "ms of \(what) per MB of mbox (10 ms: 100 MB/s)"),
      ]
    }
    results += rates(
      cpu, "search_index_build_cpu_mb_per_second", "search_index_build_cpu_ms_per_mb",
      of: "the builder's CPU time (one core)")
    // The builder's own thread, from its first message to its last, over the whole
    // mbox: the keep-up to the last row is then set against all the messages it covers,
    // not only those built after indexing.
    let builderCPU = app.searchIndexing?.builderCPUSeconds ?? 0
    results.append(
      BenchmarkResult(
        name: "search_index_builder_thread_cpu_ms_per_mb\(suffix)",
        value: builderCPU * 1000 / max(bytes / 1e6, 1e-9),
        unit:
          "ms of the builder thread's own CPU time per MB of mbox, all of it built (\(String(format: "%.1f", bytes / 1e6 / max(builderCPU, 1e-9))) MB/s; 10 ms: 100 MB/s)"
      ))
    let frequent = app.searchIndexing?.frequentWordsCPUSeconds ?? 0
    results.append(
      BenchmarkResult(
        name: "search_index_frequent_cpu_seconds\(suffix)", value: frequent,
        unit:
          "s CPU of the builder keeping frequent words' rows (\(Int((frequent / max(cpu, 1e-9) * 100).rounded()))% of the build's, in it)"
      ))
    results += rates(
      wall, "search_index_build_mb_per_second", "search_index_build_wall_ms_per_mb",
      of: "wall-clock time, frames going on")
    results += [
      BenchmarkResult(
        name: "search_index_size_ratio\(suffix)", value: Double(indexBytes) / max(bytes, 1),
        unit: "x the mbox (\(indexBytes / 1_000_000) MB)"),
      BenchmarkResult(
        name: "search_index_build_resident_all_bytes_per_message\(suffix)",
        value: Double(peak - baseline) / max(messages, 1),
        unit: "B/message (RSS growth over the app's start at the peak while building)"),
      BenchmarkResult(
        name: "search_index_build_resident_bytes_per_message\(suffix)",
        value: Double(peak - baseline - sqlite) / max(messages, 1),
        unit: "B/message (the same less SQLite's bounded caches)"),
      BenchmarkResult(
        name: "search_index_build_anonymous_bytes_per_message\(suffix)",
        value: Double(anonymousPeak - anonymousBaseline - sqlite) / max(messages, 1),
        unit:
          "B/message (the same, memory backed by no file only: what the reader and the builder hold; the rest is code paged in, \(String(format: "%.1f", Double(peak - baseline - anonymousPeak + anonymousBaseline) / 1_048_576)) MiB at the peak)"
      ),
      BenchmarkResult(
        name: "search_index_build_sqlite_mib\(suffix)", value: Double(sqlite) / 1_048_576,
        unit: "MiB held by SQLite at the most (page caches, full-text buffers: bounded)"),
      BenchmarkResult(
        name: "search_index_build_resident_late_bytes_per_message\(suffix)",
        value: Double(peak - beforeBuilding) / max(messages, 1),
        unit:
          "B/message (RSS growth from the end of the mailbox's indexing, the index \(Int(builtBefore * 100))% built then)"
      ),
    ]
    // body: answered from the index, three ways, each a word no question asked before:
    // pasted (every key in one frame: nothing to go on from), typed a key a frame at
    // 60 Hz (the budget's), and typed at 8 keys a second, as a quick typist does.
    let pasted = try enter(
      [Array("/body:walk").map(Key.character)], every: .zero, app: app, host: host)
    let typed = try enter(
      "/body:benchmark".map { [Key.character($0)] }, every: .milliseconds(16.667), app: app,
      host: host)
    let human = try enter(
      "/body:decide".map { [Key.character($0)] }, every: .milliseconds(125), app: app,
      host: host)
    // A `to:` word in every message, pasted: the recipients' frequent words are kept too.
    let recipients = try enter(
      [Array("/to:team").map(Key.character)], every: .zero, app: app, host: host)
    // Two frequent words, both needed: their kept rows intersected.
    let both = try enter(
      [Array("/body:plan body:ship").map(Key.character)], every: .zero, app: app, host: host)
    // A plain word typed a key a frame, with the index (what it rules out is skipped)
    // and, in the same run, with it set aside (every summary compared, as without one);
    // and `from:` pasted.
    let word = "/planning".map { [Key.character($0)] }
    let indexing = app.searchIndexing
    app.searchIndexing = nil
    let wordScanned = try enter(word, every: .milliseconds(16.667), app: app, host: host)
    app.searchIndexing = indexing
    let wordIndexed = try enter(word, every: .milliseconds(16.667), app: app, host: host)
    let sender = try enter(
      [Array("/from:priya").map(Key.character)], every: .zero, app: app, host: host)
    withExtendedLifetime(app) {}
    /// The row of `entered`, `query` typed a key a frame: last key to every match.
    func typedRow(_ name: String, _ query: String, _ entered: Entered) -> BenchmarkResult {
      BenchmarkResult(
        name: name + suffix, value: entered.all,
        unit:
          "ms (\(query) typed a key a frame: from the last key to every match found, frames at 60 Hz, \(entered.found) matches)"
      )
    }
    /// The row of `entered`, `query` pasted: last key to every match.
    func pastedRow(_ name: String, _ query: String, _ entered: Entered) -> BenchmarkResult {
      BenchmarkResult(
        name: name + suffix, value: entered.all,
        unit:
          "ms (\(query) pasted, nothing asked before: last key to every match, \(entered.found) matches)"
      )
    }
    // Realistic mail: words it is known to hold, pasted, each last key to every match.
    var realistic: [BenchmarkResult] = []
    if isRealistic {
      let count = Int(messages)
      for (name, query) in [
        ("tracking", "/body:tracking"), ("one_message", "/body:\(count - 1)"),
        ("cafe", "/body:café"), ("tokyo", "/body:東京"), ("strasse", "/body:straße"),
        ("to_name", "/to:zoë"), ("subject", "/subject:planning"), ("date", "/date:2017-03"),
        ("phrase", "/body:\"walk through\""),
      ] {
        let entered = try enter([query.map(Key.character)], every: .zero, app: app, host: host)
        realistic.append(pastedRow("search_index_\(name)_pasted_ms", query, entered))
        if name == "one_message", let config = notmuchConfig {
          realistic += notmuchSideBySide(
            query: "body:\(count - 1)", ours: entered.all, config: config, suffix: suffix)
        }
      }
    }
    return results
      + longestFrames(
        typed.frames, name: "search_index_body_frame", suffix: suffix,
        what: "frames typing /body:benchmark and answering it: key, search, draw")
      + longestFrames(
        wordIndexed.frames, name: "search_index_word_frame", suffix: suffix,
        what: "frames typing /planning and answering it from the index: key, search, draw")
      + [
        BenchmarkResult(
          name: "search_index_body_first_ms\(suffix)", value: typed.first,
          unit: "ms (from the last key to the first matches on screen, frames at 60 Hz)"),
        typedRow("search_index_body_ms", "/body:benchmark", typed),
        BenchmarkResult(
          name: "search_index_body_pasted_first_ms\(suffix)", value: pasted.first,
          unit: "ms (/body:walk pasted: last key to the first matches on screen)"),
        pastedRow("search_index_body_pasted_ms", "/body:walk", pasted),
        pastedRow("search_index_to_pasted_ms", "/to:team", recipients),
        pastedRow("search_index_body_and_pasted_ms", "/body:plan body:ship", both),
        typedRow("search_index_word_ms", "/planning", wordIndexed),
        BenchmarkResult(
          name: "search_index_word_scan_ms\(suffix)", value: wordScanned.all,
          unit:
            "ms (the same with the index set aside, every summary compared: \(String(format: "%.1f", wordScanned.all / max(wordIndexed.all, 1e-9)))x the indexed, \(wordScanned.found) matches)"
        ),
        pastedRow("search_index_from_pasted_ms", "/from:priya", sender),
        BenchmarkResult(
          name: "search_index_body_human_ms\(suffix)", value: human.all,
          unit:
            "ms (/body:decide typed at 8 keys a second: last key to every match, \(human.found) matches)"
        ),
      ] + realistic
  }

  /// What ``enter(_:every:app:host:)`` measured: the frames' CPU times (ms), the time
  /// from the last key to the first matches on screen and to the last, and how many
  /// matched.
  typealias Entered = (frames: [Double], first: Double, all: Double, found: Int)

  /// What entering a search costs: `groups` of keys, each group in one frame, a group
  /// every `interval` (frames at 60 Hz between), then frames at 60 Hz until the search
  /// ends; Escape clears it afterwards.
  ///
  /// - Returns: The frames' CPU times (ms), the time from the last key to the first
  ///   matches on screen and to the last, and how many matched.
  static func enter(
    _ groups: [[Key]], every interval: Duration, app: MailboxApp, host: TerminalHost
  ) throws -> Entered {
    let clock = ContinuousClock()
    var ticks = Ticks()
    /// One frame with `keys` in it: ms of CPU.
    func frame(_ keys: [Key]) -> Double { timedFrame(keys, host) }
    var frames: [Double] = []
    var lastKey = clock.now
    for (number, group) in groups.enumerated() {
      if number > 0 {
        while lastKey.duration(to: clock.now) < interval - .microseconds(16_667) {
          ticks.next()
          frames.append(frame([]))
        }
      }
      ticks.next()
      lastKey = clock.now
      frames.append(frame(group))
    }
    var first: Duration?
    while host.frameWork != nil {
      ticks.next()
      frames.append(frame([]))
      if first == nil, app.messageList.rowCount > 0 { first = lastKey.duration(to: clock.now) }
    }
    let all = lastKey.duration(to: clock.now)
    let found = app.messageList.rowCount
    _ = frame([.escape])
    while host.frameWork != nil { _ = frame([]) }
    return (frames, milliseconds(first ?? all), milliseconds(all), found)
  }

  /// `notmuch search --output=messages QUERY` timed seven times (the median, after two
  /// untimed runs: the benchmark's own reading may have pushed notmuch's database out of
  /// the page cache, and ours is measured warm) with the database of `config`, beside our
  /// time for the same word: its row and the difference.
  private static func notmuchSideBySide(
    query: String, ours: Double, config: String, suffix: String
  ) -> [BenchmarkResult] {
    var times: [Double] = []
    var found = 0
    // Spawned with posix_spawn, as a shell would: Foundation's Process closes every
    // descriptor up to the limit in the child, which made notmuch look 50 ms slower.
    let output = NSTemporaryDirectory() + "/splitkit-bench-notmuch-\(getpid()).txt"
    defer { unlink(output) }
    let arguments = ["notmuch", "search", "--output=messages", query]
    let environment =
      ProcessInfo.processInfo.environment.merging(["NOTMUCH_CONFIG": config]) { $1 }
      .map { "\($0.key)=\($0.value)" }
    for run in 0..<9 {
      var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
      var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
      defer { for pointer in argv + envp { free(pointer) } }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      var pid: pid_t = 0
      let start = ContinuousClock.now
      guard posix_spawnp(&pid, "notmuch", &actions, nil, &argv, &envp) == 0 else { return [] }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      let elapsed = ContinuousClock.now - start
      guard run >= 2 else { continue }
      times.append(
        Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
      let data = FileManager.default.contents(atPath: output) ?? Data()
      found = data.split(separator: UInt8(ascii: "\n")).count
    }
    let median = times.sorted()[times.count / 2]
    return [
      BenchmarkResult(
        name: "search_index_one_message_notmuch_ms\(suffix)", value: median,
        unit: "ms (notmuch search --output=messages \(query), median of 7, \(found) matches)"),
      BenchmarkResult(
        name: "search_index_one_message_over_notmuch_ms\(suffix)", value: ours - median,
        unit: "ms (ours less notmuch's, the same word, side by side in this run)"),
    ]
  }
}

extension MailboxBenchmark {
  /// A Maildir's file renamed for flags, then another moved to another folder.
  ///
  /// The second folder is `.Archive` in the same tree. Each change is followed by what
  /// the reader does when it sees one: its list read again and matched with the index
  /// (``SearchIndexing/listWillReload()``).
  /// Measured: the messages the index read again (the budget: the renamed entry at most;
  /// found by unique name, none is) and the CPU time matching the list read again.
  /// The files are put back afterwards.
  static func searchIndexRenames(maildir path: String, suffix: String) throws
    -> [BenchmarkResult]
  {
    let cache = NSTemporaryDirectory() + "splitkit-bench-search-renames-\(getpid())"
    try? FileManager.default.removeItem(atPath: cache)
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let indexing = SearchIndexing(root: path, cacheDirectory: cache)
    /// The folder at `folder` listed whole and matched with (or added to) the index: CPU
    /// seconds, and the messages read into the index meanwhile.
    func build(_ folder: String) throws -> (cpu: Double, read: Int) {
      let mailbox = try Mailbox.open(path: folder)
      var list = MessageList()
      list.append(try mailbox.allSummaries())
      let before = indexing.addedMessageCount
      let cpu = Measure.threadCPUSeconds {
        indexing.prepare(&list, mailbox: mailbox)
        while indexing.build(&list, until: .seconds(1_000_000), now: { .zero }) {}
      }
      return (cpu, indexing.addedMessageCount - before)
    }
    let full = try build(path)
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: path + "/cur").sorted()
    guard names.count >= 2 else { throw CocoaError(.fileReadNoSuchFile) }
    let unique = { (name: String) in String(name.prefix { $0 != ":" }) }
    let (original, flagged) = ("cur/" + names[0], "cur/" + unique(names[0]) + ":2,FS")
    try manager.moveItem(atPath: path + "/" + original, toPath: path + "/" + flagged)
    defer { try? manager.moveItem(atPath: path + "/" + flagged, toPath: path + "/" + original) }
    indexing.listWillReload()
    let renamed = try build(path)
    let archive = path + "/.Archive"
    for sub in ["cur", "new", "tmp"] {
      try manager.createDirectory(atPath: archive + "/" + sub, withIntermediateDirectories: true)
    }
    defer { try? manager.removeItem(atPath: archive) }
    let moved = "cur/" + names[1]
    try manager.moveItem(atPath: path + "/" + moved, toPath: archive + "/" + moved)
    defer { try? manager.moveItem(atPath: archive + "/" + moved, toPath: path + "/" + moved) }
    indexing.listWillReload()
    let remaining = try build(path)
    let inArchive = try build(archive)
    return [
      BenchmarkResult(
        name: "search_index_maildir_messages_read\(suffix)", value: Double(full.read),
        unit: "messages read into a new index of the Maildir (\(Int(full.cpu * 1000)) ms CPU)"),
      BenchmarkResult(
        name: "search_index_rename_messages_read\(suffix)", value: Double(renamed.read),
        unit: "messages read again after a file's rename for flags (F added)"),
      BenchmarkResult(
        name: "search_index_rename_match_cpu_ms\(suffix)", value: renamed.cpu * 1000,
        unit: "ms CPU matching the list read again with the index, every message by key"),
      BenchmarkResult(
        name: "search_index_move_messages_read\(suffix)",
        value: Double(remaining.read + inArchive.read),
        unit: "messages read again after a file's move into .Archive (both folders matched)"),
    ]
  }
}

extension MailboxBenchmark {
  /// `duration` in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }
}

/// The host's event loop ticking at 60 Hz: ``next()`` waits for the tick after the last
/// (at once when a frame ran past it).
struct Ticks {
  private let clock = ContinuousClock()
  private var tick = ContinuousClock().now

  /// Waits for the next tick.
  mutating func next() {
    tick = tick.advanced(by: .microseconds(16_667))
    let wait = clock.now.duration(to: tick)
    if wait > .zero { Thread.sleep(forTimeInterval: Double(wait.components.attoseconds) / 1e18) }
    tick = max(tick, clock.now)
  }
}
