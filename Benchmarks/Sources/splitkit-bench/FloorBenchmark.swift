import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The floor area: SplitKit's terminal host against a raw-mode program of its own drawing
/// the same screen, both real processes in a pty, release builds, side by side in one run.
///
/// `splitkit-bench-list` (a list of 1,000 items beside the selected item's page, on
/// SplitKitContent in `TerminalHost`) and `splitkit-floor` (the same screen written as whole
/// padded lines with plain `write`s: the least a program can do) run in turn, interleaved,
/// in a 200x60 pty. For each, from the parent's side of the pty:
/// - the first frame: from spawning to the last byte of the first screen, and its bytes;
/// - a resize 200→70 and 70→200 columns (`TIOCSWINSZ`, which sends SIGWINCH), to the
///   last byte of the redrawn screen: the median of `--resizes` round trips;
/// - Down → the selection moves and the page follows: median and 90th percentile to the
///   last byte, over `--keys` presses;
/// - the peak resident memory (`VmHWM`) at the end.
///
/// "The last byte" is the last one before the output stays quiet for `--quiet-ms`: the
/// figure is when the screen is complete, whatever the program's frame pacing. Each
/// figure is the median of `--runs` runs; the ratios (SplitKit over the floor) are the
/// budgets `--check` compares.
enum FloorBenchmark {
  static let usage = """
    floor options: --runs N (default 3) | --keys N (default 40) | --resizes N (default 9)
                   | --quiet-ms N (default 150)
    """

  /// One program's figures in one run.
  struct Figures {
    var firstFrame = 0.0
    var firstBytes = 0.0
    var narrow = 0.0
    var widen = 0.0
    var keyMedian = 0.0
    var keyP90 = 0.0
    var peakRSS = 0.0
  }

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let runs = optionValue("--runs", in: options).flatMap(Int.init) ?? 3
    let keys = optionValue("--keys", in: options).flatMap(Int.init) ?? 40
    let quiet = optionValue("--quiet-ms", in: options).flatMap(Int.init) ?? 150
    let resizes = optionValue("--resizes", in: options).flatMap(Int.init) ?? 9
    let directory = URL(fileURLWithPath: try executablePath()).deletingLastPathComponent()
    let programs = ["splitkit-floor", "splitkit-bench-list"].map {
      directory.appendingPathComponent($0).path
    }
    var figures: [[Figures]] = [[], []]
    for run in 1...runs {
      for (index, program) in programs.enumerated() {
        let measured = try measure(
          program, keys: keys, resizes: resizes, quietMilliseconds: quiet)
        figures[index].append(measured)
        print(
          "  run \(run) \(URL(fileURLWithPath: program).lastPathComponent): "
            + describe(measured))
      }
    }
    let floor = median(figures[0])
    let splitKit = median(figures[1])
    func result(_ name: String, _ path: KeyPath<Figures, Double>, _ unit: String)
      -> [BenchmarkResult]
    {
      [
        BenchmarkResult(name: "floor_\(name)", value: floor[keyPath: path], unit: unit),
        BenchmarkResult(name: "splitkit_\(name)", value: splitKit[keyPath: path], unit: unit),
        BenchmarkResult(
          name: "\(name)_ratio", value: splitKit[keyPath: path] / max(floor[keyPath: path], 1e-9),
          unit: "x the floor"),
      ]
    }
    return result("resize_narrow_ms", \.narrow, "ms (200→70 columns, to the last byte)")
      + result("resize_wide_ms", \.widen, "ms (70→200 columns, to the last byte)")
      + result("key_median_ms", \.keyMedian, "ms (Down → page, median)")
      + result("key_p90_ms", \.keyP90, "ms (Down → page, 90th percentile)")
      + result("peak_rss_mib", \.peakRSS, "MiB (VmHWM)")
      + result("first_frame_ms", \.firstFrame, "ms (spawn → last byte)")
      + result("first_frame_bytes", \.firstBytes, "bytes")
  }

  static func describe(_ figures: Figures) -> String {
    func format(_ value: Double) -> String { String(format: "%.2f", value) }
    return "first \(format(figures.firstFrame)) ms \(Int(figures.firstBytes)) B, "
      + "narrow \(format(figures.narrow)) ms, wide \(format(figures.widen)) ms, "
      + "key \(format(figures.keyMedian))/\(format(figures.keyP90)) ms, "
      + "RSS \(format(figures.peakRSS)) MiB"
  }

  /// The median of each figure over the runs.
  static func median(_ runs: [Figures]) -> Figures {
    func middle(_ path: KeyPath<Figures, Double>) -> Double {
      FloorBenchmark.middle(runs.map { $0[keyPath: path] })
    }
    return Figures(
      firstFrame: middle(\.firstFrame), firstBytes: middle(\.firstBytes),
      narrow: middle(\.narrow), widen: middle(\.widen), keyMedian: middle(\.keyMedian),
      keyP90: middle(\.keyP90), peakRSS: middle(\.peakRSS))
  }

  /// Runs `program` in a 200x60 pty through the scenario.
  static func measure(_ program: String, keys: Int, resizes: Int, quietMilliseconds: Int) throws
    -> Figures
  {
    let quiet = Double(quietMilliseconds) / 1000
    let start = now()
    let process = try PtyProcess(path: program, columns: 200, rows: 60)
    defer { process.finish() }
    var figures = Figures()
    let first = process.drain(quiet: quiet)
    figures.firstFrame = (first.lastByte - start) * 1000
    figures.firstBytes = Double(first.bytes)
    var latencies: [Double] = []
    for _ in 0..<keys {
      let sent = now()
      process.send([0x1B, UInt8(ascii: "["), UInt8(ascii: "B")])
      let answer = process.drain(quiet: quiet)
      latencies.append((answer.lastByte - sent) * 1000)
    }
    figures.keyMedian = middle(latencies)
    figures.keyP90 = percentile(latencies, 0.9)
    // Each resize is one sample on a shared machine: take the median of `resizes` round trips.
    func resize(to columns: Int) -> Double {
      let sent = now()
      process.resize(columns: columns, rows: 60)
      return (process.drain(quiet: quiet).lastByte - sent) * 1000
    }
    var narrow: [Double] = []
    var widen: [Double] = []
    for _ in 0..<resizes {
      narrow.append(resize(to: 70))
      widen.append(resize(to: 200))
    }
    figures.narrow = middle(narrow)
    figures.widen = middle(widen)
    figures.peakRSS = process.peakResidentMiB()
    return figures
  }

  /// This executable's path (the two programs are built beside it).
  static func executablePath() throws -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { throw POSIXError(.ENOENT) }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The median of `values` (the upper one of an even count); 0 when empty.
  static func middle(_ values: [Double]) -> Double { percentile(values, 0.5) }

  /// The value at `fraction` of the sorted `values`; 0 when empty.
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// A program running on the slave side of a pseudo-terminal, as its controlling terminal.
final class PtyProcess {
  let master: Int32
  var pid: pid_t = 0

  init(path: String, columns: Int, rows: Int) throws {
    // posix_openpt, unlockpt and ptsname by hand (Glibc's module leaves them out): the
    // multiplexer, TIOCSPTLCK 0 to unlock the slave, TIOCGPTN for its number.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0,
      ioctl(master, 0x8004_5430, &number) == 0
    else { throw POSIXError(.ENOTTY) }
    let slave = "/dev/pts/\(number)"
    resize(columns: columns, rows: rows)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid, the slave becomes the child's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID (glibc 2.26)
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    let variables: [String] = [
      "TERM=xterm-256color", "LANG=C.UTF-8", "HOME=/tmp", "PATH=/usr/bin:/bin",
    ]
    let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer { for pointer in arguments + environment { free(pointer) } }
    let status = posix_spawn(&pid, path, &actions, &attributes, arguments, environment)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT) }
  }

  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads until the program stays quiet for `quiet` seconds (or 10 s pass): when the last
  /// byte came, and how many came.
  func drain(quiet: Double) -> (lastByte: Double, bytes: Int) {
    var lastByte = FloorBenchmark.now()
    var bytes = 0
    var buffer = [UInt8](repeating: 0, count: 65536)
    let giveUp = lastByte + 10
    while FloorBenchmark.now() < giveUp {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let wait = Int32(max(1, (lastByte + quiet - FloorBenchmark.now()) * 1000))
      let ready = poll(&descriptor, 1, bytes == 0 ? 10_000 : wait)
      if ready == 0 { break }
      if ready < 0 { if errno == EINTR { continue } else { break } }
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { break }
      lastByte = FloorBenchmark.now()
      bytes += count
    }
    return (lastByte, bytes)
  }

  /// The program's peak resident memory so far, from `/proc/PID/status`.
  func peakResidentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
    return kilobytes / 1024
  }

  /// Quits the program with `q` (killing it if it does not end) and closes the pty.
  func finish() {
    send([UInt8(ascii: "q")])
    var status: Int32 = 0
    for _ in 0..<200 {
      if waitpid(pid, &status, WNOHANG) == pid { return close(master).ignored }
      _ = drain(quiet: 0.01)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    close(master)
  }
}

extension Int32 {
  /// Drops a status nobody needs.
  fileprivate var ignored: Void { () }
}
