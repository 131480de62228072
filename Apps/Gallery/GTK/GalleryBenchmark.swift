import Foundation
import SplitKit
import SplitKitContent
import SplitKitGTK

/// `gallery-gtk sliding-master --benchmark`: startup to the first frame, the frame clock's
/// intervals and the CPU per frame during the overlay animation and a scroll through a
/// list (a million rows with `--rows 1000000`), and peak memory, printed.
@MainActor
enum GalleryBenchmark {
  static func run(_ host: GTKHost, list content: ListController?, processStart: Date) {
    host.pump(timeout: .seconds(30)) { host.timeToFirstFrame != nil }
    let startup = Date().timeIntervalSince(processStart)
    print(
      "first frame: \(ms(host.timeToFirstFrame ?? .zero)) after the window was made, "
        + "\(String(format: "%.1f", startup * 1000)) ms after launch")

    var animation: [Duration] = []
    var animationCPU = 0.0
    for _ in 0..<4 {
      host.resetFrameStatistics()
      let cpu = cpuSeconds()
      host.perform(command: .toggleDisplayMode)
      host.pump(timeout: .seconds(10)) { !host.isTicking }
      animationCPU += cpuSeconds() - cpu
      animation += host.frameIntervals
    }
    report("overlay animation (4 slides)", animation, cpu: animationCPU)

    if let content {
      host.perform(command: .toggleDisplayMode)
      host.pump(timeout: .seconds(10)) { !host.isTicking }
      host.split.focus(.primary)
      host.update()
      host.recordsEveryFrame = true
      host.resetFrameStatistics()
      let cpu = cpuSeconds()
      for _ in 0..<120 {
        let frame = host.frameCount
        host.handle(key: KeyEvent(.pageDown))
        host.pump(timeout: .seconds(5)) { host.frameCount > frame + 1 }
      }
      let scrollCPU = cpuSeconds() - cpu
      host.recordsEveryFrame = false
      report(
        "list scroll (\(content.numberOfRows) rows, 120 pages)", host.frameIntervals, cpu: scrollCPU
      )
      let end = cpuSeconds()
      host.handle(key: KeyEvent(.end))
      let frame = host.frameCount
      host.recordsEveryFrame = true
      host.pump(timeout: .seconds(5)) { host.frameCount > frame + 1 }
      host.recordsEveryFrame = false
      print("jump to the last row: \(String(format: "%.2f", (cpuSeconds() - end) * 1000)) ms CPU")
    }
    print("peak RSS: \(peakResidentKilobytes() / 1024) MiB")
  }

  private static func report(_ name: String, _ intervals: [Duration], cpu: Double) {
    guard !intervals.isEmpty else {
      print("\(name): no frames")
      return
    }
    let sorted = intervals.sorted()
    let total = intervals.reduce(Duration.zero, +)
    let mean = total / intervals.count
    print(
      "\(name): \(intervals.count) frames, interval mean \(ms(mean)), median "
        + "\(ms(sorted[sorted.count / 2])), max \(ms(sorted[sorted.count - 1])); "
        + "CPU \(String(format: "%.2f", cpu * 1000 / Double(intervals.count))) ms per frame")
  }

  private static func ms(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
  }

  private static func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
  }

  private static func peakResidentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
