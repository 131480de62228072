import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One measured number: a name (the key in the area's thresholds file), a value, a unit.
struct BenchmarkResult {
  var name: String
  var value: Double
  var unit: String

  /// The printed line: `name  value unit`.
  var line: String {
    let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
    return "\(padded) \(String(format: "%10.2f", value)) \(unit)"
  }
}

/// Measuring helpers shared by the areas.
enum Measure {
  /// Seconds taken by `body`.
  static func seconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = start.duration(to: clock.now)
    return (
      result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    )
  }

  /// The CPU time (user and system) this process has used so far, in seconds.
  ///
  /// Steadier than wall-clock time on a machine shared with other work.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }

  /// The CPU time of the calling thread so far, in seconds (CLOCK_THREAD_CPUTIME_ID).
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The page faults of the calling thread so far: minor (no I/O) and major (getrusage).
  static func threadFaults() -> (minor: Int, major: Int) {
    var usage = rusage()
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD, which Glibc's module does not export
    return (usage.ru_minflt, usage.ru_majflt)
  }

  /// The system (kernel) CPU time of the calling thread so far, in seconds (getrusage).
  static func threadSystemSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD
    return Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }

  /// CPU time of the calling thread in `body`, in seconds: precise for short bodies.
  static func threadCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUSeconds()
    try body()
    return threadCPUSeconds() - start
  }

  /// CPU time (user and system) this process spends in `body`, in seconds.
  static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = cpuSeconds()
    try body()
    return cpuSeconds() - start
  }

  /// The resident set size of this process now, in bytes (`/proc/self/statm`).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The resident size of this process's memory that is backed by no file (its heap,
  /// stacks and anonymous maps), in bytes: `statm`'s resident less its shared pages, so
  /// the program's and its libraries' code paged in as it runs is left out.
  static func anonymousResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ").compactMap { Int($0) }
    guard fields.count >= 3 else { return 0 }
    return (fields[1] - fields[2]) * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The peak resident set size of this process so far, in MiB (getrusage).
  static func peakResidentMiB() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in KiB on Linux
  }
}

/// The committed limits of an area: `Benchmarks/Thresholds/AREA.json`, `{"name": max}`.
enum Thresholds {
  static func load(area: String, file: String = #filePath) throws -> [String: Double] {
    let url = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Thresholds/\(area).json")
    return try JSONDecoder().decode([String: Double].self, from: Data(contentsOf: url))
  }
}

/// The value after `option` in `options` (`--runs 3`), if any.
func optionValue(_ option: String, in options: [String]) -> String? {
  guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
  return options[index + 1]
}
