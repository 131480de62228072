import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting

#if canImport(Glibc)
  import Glibc
#endif

/// The host area: what a 200x60 terminal showing a 1,000,000-row list costs.
///
/// Measures, through `TerminalHost` with the standard configuration:
/// - time to first frame (split view built, laid out, drawn, diffed, written) for 10 and
///   1,000,000 rows — virtualization makes them equal;
/// - per selection move (Down): CPU time, bytes written, the changed cells' own bytes
///   (`minimumBytes`) and the ratio;
/// - per frame of the overlay sliding in (at 200 columns configured as "medium"): bytes,
///   minimum bytes and ratio;
/// - for both, where the bytes go (``ByteBreakdown``: cursor moves, SGR, erase, the
///   synchronized-output wrapper, text) and a lower bound that includes positioning
///   (``UpdateLowerBound``): when every changed cell sits on its own row, as when a list
///   scrolls by one row and only the last digit of each number changes, the ratio to the
///   cells' own bytes cannot approach 1, and the bound shows how far it can;
/// - a full 200x60 frame drawn and diffed from nothing (a repaint), and an unchanged frame;
/// - idle CPU: getrusage around 5 seconds of `TerminalHost.run()` on a pipe with no input.
@MainActor
enum HostBenchmark {
  static let usage = """
    host options: --rows N (default 1000000) | --idle-seconds S (default 5)
    """

  static let size = CellSize(columns: 200, rows: 60)

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let rows = value(of: "--rows", in: options).flatMap(Int.init) ?? 1_000_000
    let idleSeconds = value(of: "--idle-seconds", in: options).flatMap(Int.init) ?? 5
    var results: [BenchmarkResult] = []

    let small = firstFrame(rows: 10)
    let large = firstFrame(rows: rows)
    results += [
      BenchmarkResult(name: "first_frame_ms_small", value: small * 1000, unit: "ms (10 rows)"),
      BenchmarkResult(name: "first_frame_ms_large", value: large * 1000, unit: "ms (\(rows) rows)"),
      BenchmarkResult(name: "first_frame_size_ratio", value: large / max(small, 1e-9), unit: "x"),
    ]
    results += selectionMoves(rows: rows)
    results += overlayAnimation(rows: rows)
    results += fullFrame(rows: rows)
    results += try idle(rows: rows, seconds: idleSeconds)
    results += documentSnapshots(megabytes: 64)
    return results
  }

  // MARK: Scenarios

  /// Wall time from nothing to the first frame written, best of 5.
  static func firstFrame(rows: Int) -> Double {
    (0..<5).map { _ in
      Measure.seconds { () -> Void in
        let terminal = TestTerminal(size: size)
        let host = TerminalHost(
          split: makeSplit(rows: rows), terminal: terminal, clock: ContinuousClock(),
          configuration: configuration())
        host.refresh()
        _ = try? host.present()
      }.1
    }.min() ?? 0
  }

  /// Selection moves inside the visible page (two rows restyled), then moves that scroll
  /// the list by one row (every visible row's text changes).
  static func selectionMoves(rows: Int) -> [BenchmarkResult] {
    let (host, _) = makeHost(rows: rows)
    let inPage = measureMoves(host, count: 2000) { index in
      // Down to row 40 and back up, never scrolling (59 rows are visible).
      .key(index / 40 % 2 == 0 ? .down : .up)
    }
    host.handle(.key(.pageDown))
    _ = try? host.present()
    let scrolling = measureMoves(host, count: 2000) { _ in .key(.down) }
    let scrollingBound = lowerBound(host, count: 200) { _ in .key(.down) }
    return [
      BenchmarkResult(name: "move_cpu_us", value: inPage.cpu * 1e6, unit: "µs CPU per move"),
      BenchmarkResult(name: "move_bytes", value: inPage.bytes, unit: "bytes per move"),
      BenchmarkResult(
        name: "move_minimum_bytes", value: inPage.minimum, unit: "bytes (changed cells)"),
      BenchmarkResult(
        name: "move_bytes_ratio", value: inPage.bytes / max(1, inPage.minimum), unit: "x minimum"),
      BenchmarkResult(
        name: "scroll_move_cpu_us", value: scrolling.cpu * 1e6, unit: "µs CPU per move"),
      BenchmarkResult(name: "scroll_move_bytes", value: scrolling.bytes, unit: "bytes per move"),
      BenchmarkResult(
        name: "scroll_move_minimum", value: scrolling.minimum, unit: "bytes (changed cells)"),
      BenchmarkResult(
        name: "scroll_move_ratio", value: scrolling.bytes / max(1, scrolling.minimum),
        unit: "x minimum"),
      BenchmarkResult(
        name: "scroll_move_bound", value: scrollingBound,
        unit: "bytes (lower bound with positioning, see UpdateLowerBound)"),
      BenchmarkResult(
        name: "scroll_move_bound_ratio", value: scrollingBound / max(1, scrolling.minimum),
        unit: "x minimum (best achievable)"),
      BenchmarkResult(
        name: "scroll_move_vs_bound", value: scrolling.bytes / max(1, scrollingBound),
        unit: "x lower bound"),
    ] + inPage.breakdown.results(prefix: "move", per: 2000)
      + scrolling.breakdown.results(prefix: "scroll_move", per: 2000)
  }

  /// The average ``UpdateLowerBound`` over `count` further moves (not timed: it composes
  /// each frame twice).
  static func lowerBound(_ host: TerminalHost, count: Int, event: (Int) -> InputEvent) -> Double {
    var total = 0
    for index in 0..<count {
      let before = host.composeFrame()
      host.handle(event(index))
      total += UpdateLowerBound.bytes(from: before, to: host.composeFrame())
      _ = try? host.present()
    }
    return Double(total) / Double(count)
  }

  /// Averages per move: CPU seconds, bytes written, changed cells' bytes.
  static func measureMoves(
    _ host: TerminalHost, count: Int, event: (Int) -> InputEvent
  ) -> (cpu: Double, bytes: Double, minimum: Double, breakdown: ByteBreakdown) {
    var frames: [RenderedFrame] = []
    frames.reserveCapacity(count)
    let cpu = Measure.cpuSeconds {
      for index in 0..<count {
        host.handle(event(index))
        if let frame = try? host.present() { frames.append(frame) }
      }
    }
    var breakdown = ByteBreakdown()
    for frame in frames { breakdown.add(frame.bytes) }
    let moves = Double(count)
    let minimum = frames.map(\.minimumBytes).reduce(0, +)
    return (cpu / moves, Double(breakdown.total) / moves, Double(minimum) / moves, breakdown)
  }

  static func overlayAnimation(rows: Int) -> [BenchmarkResult] {
    let clock = ManualClock()
    let terminal = TestTerminal(size: size)
    // 200 columns as "medium", so the primary slides over the secondary.
    let host = TerminalHost(
      split: makeSplit(rows: rows, wideWidth: 250), terminal: terminal, clock: clock,
      configuration: configuration())
    host.refresh()
    _ = try? host.present()
    host.handle(.key(KeyEvent(.character("\\"))))
    var frames: [RenderedFrame] = []
    var bound = 0
    var breakdown = ByteBreakdown()
    while host.isAnimating, frames.count < 600 {
      clock.advance(by: .nanoseconds(16_666_667))
      let before = host.composeFrame()
      host.tick()
      bound += UpdateLowerBound.bytes(from: before, to: host.composeFrame())
      if let frame = try? host.present() {
        frames.append(frame)
        breakdown.add(frame.bytes)
      }
    }
    let bytes = frames.map(\.bytes.count).reduce(0, +)
    let minimum = frames.map(\.minimumBytes).reduce(0, +)
    let count = Double(max(1, frames.count))
    return [
      BenchmarkResult(name: "overlay_frames", value: Double(frames.count), unit: "frames"),
      BenchmarkResult(
        name: "overlay_frame_bytes", value: Double(bytes) / count, unit: "bytes per frame"),
      BenchmarkResult(
        name: "overlay_minimum_bytes", value: Double(minimum) / count, unit: "bytes (changed cells)"
      ),
      BenchmarkResult(
        name: "overlay_bytes_ratio", value: Double(bytes) / Double(max(1, minimum)),
        unit: "x minimum"),
      BenchmarkResult(
        name: "overlay_bound", value: Double(bound) / count,
        unit: "bytes (lower bound with positioning, see UpdateLowerBound)"),
      BenchmarkResult(
        name: "overlay_bound_ratio", value: Double(bound) / Double(max(1, minimum)),
        unit: "x minimum (best achievable)"),
      BenchmarkResult(
        name: "overlay_vs_bound", value: Double(bytes) / Double(max(1, bound)),
        unit: "x lower bound"),
    ] + breakdown.results(prefix: "overlay", per: frames.count)
  }

  static func fullFrame(rows: Int) -> [BenchmarkResult] {
    let (host, _) = makeHost(rows: rows)
    let repeats = 500
    var renderer = FrameRenderer(colorMode: .trueColor)
    var bytes = 0
    let repaint = Measure.cpuSeconds {
      for _ in 0..<repeats {
        renderer.invalidate()
        bytes = renderer.render(host.composeFrame()).bytes.count
      }
    }
    let unchanged = Measure.cpuSeconds {
      for _ in 0..<repeats { _ = renderer.render(host.composeFrame()) }
    }
    return [
      BenchmarkResult(
        name: "full_frame_us", value: repaint / Double(repeats) * 1e6,
        unit: "µs CPU (draw + diff, 200x60 repaint)"),
      BenchmarkResult(name: "full_frame_bytes", value: Double(bytes), unit: "bytes"),
      BenchmarkResult(
        name: "same_frame_us", value: unchanged / Double(repeats) * 1e6,
        unit: "µs CPU (draw + diff, no change)"),
    ]
  }

  /// CPU used by the real loop while nothing happens for `seconds`.
  static func idle(rows: Int, seconds: Int) throws -> [BenchmarkResult] {
    let terminal = try PipeTerminal(size: size)
    let host = TerminalHost(
      split: makeSplit(rows: rows), terminal: terminal, clock: ContinuousClock(),
      configuration: configuration())
    let quitter = Thread {
      Thread.sleep(forTimeInterval: Double(seconds))
      terminal.type("q")
    }
    quitter.start()
    var cpu = 0.0
    let (_, wall) = try Measure.seconds {
      // The first frame happens inside; it is counted, so the figure is an upper bound.
      cpu = try Measure.cpuSeconds { try host.run() }
    }
    return [
      BenchmarkResult(name: "idle_wall_seconds", value: wall, unit: "s"),
      BenchmarkResult(
        name: "idle_cpu_ms", value: cpu * 1000, unit: "ms CPU (first frame included)"),
      BenchmarkResult(name: "idle_wakeups", value: Double(terminal.waits), unit: "waits"),
    ]
  }

  // MARK: Fixtures

  static func configuration() -> TerminalHostConfiguration {
    TerminalHostConfiguration(colorMode: .trueColor)
  }

  static func makeHost(rows: Int) -> (TerminalHost, TestTerminal) {
    let terminal = TestTerminal(size: size)
    let host = TerminalHost(
      split: makeSplit(rows: rows), terminal: terminal, clock: ManualClock(),
      configuration: configuration())
    host.refresh()
    _ = try? host.present()
    return (host, terminal)
  }

  /// The split view, tiled from `wideWidth` columns (the thresholds live on the split view).
  static func makeSplit(rows: Int, wideWidth: Double = 120) -> SplitViewController {
    let split = SplitViewController(style: .doubleColumn)
    split.thresholds = SplitThresholds(
      compactWidth: 80, wideWidth: wideWidth, compactHeight: 20, wideHeight: 40)
    split.setViewController(Rows(count: rows), for: .primary)
    split.setViewController(
      TextViewController(title: "Item 1", text: "The detail of item 1."), for: .secondary)
    return split
  }

  final class Rows: ListViewController {
    let count: Int
    init(count: Int) {
      self.count = count
      super.init(title: "Items")
    }
    override var numberOfRows: Int { count }
    override func row(at index: Int) -> ListRow { ListRow("Item \(index + 1)") }
  }

  private static func value(of option: String, in options: [String]) -> String? {
    options.firstIndex(of: option).flatMap {
      options.indices.contains($0 + 1) ? options[$0 + 1] : nil
    }
  }
}
