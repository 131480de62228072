import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore

/// A document's snapshot (what the browser's page and the headless host are sent each
/// frame) for a long message against a short one: the window holds only the lines from
/// the top to just past the view (after End, from the end to just past its top), read
/// from the controller's one cut copy of the text, so a frame after the first costs the
/// same whatever the message's length.
extension HostBenchmark {
  /// The snapshot rows: a 20 KB message and a one-line message of `megabytes` MB, each
  /// alone beside a list at 1280x800 points; the first snapshot of each (the long one's
  /// also counts its lines once) and the median of 200 more, each a line further down.
  @MainActor static func documentSnapshots(megabytes: Int) -> [BenchmarkResult] {
    let short = (1...250).map { "Line \($0) of a short message, about eighty bytes long." }
      .joined(separator: "\n")
    let long = String(repeating: "lorem ipsum ", count: megabytes * 1_000_000 / 12)
    let (shortFirst, shortFrame) = snapshotTimes(body: short)
    let (longFirst, longFrame) = snapshotTimes(body: long)
    // After End: the window is the last lines, scrolled a line further up each frame.
    let (_, shortEnd) = snapshotTimes(body: short, fromEnd: true)
    let (_, longEnd) = snapshotTimes(body: long, fromEnd: true)
    return [
      BenchmarkResult(
        name: "document_snapshot_first_ms_long", value: longFirst * 1000,
        unit: "ms (a \(megabytes) MB line: the first window, its lines counted once)"),
      BenchmarkResult(
        name: "document_snapshot_us_short", value: shortFrame * 1e6,
        unit: "µs (a 20 KB message, a line scrolled, median of 200)"),
      BenchmarkResult(
        name: "document_snapshot_us_long", value: longFrame * 1e6,
        unit: "µs (a \(megabytes) MB line, the same)"),
      BenchmarkResult(
        name: "document_snapshot_length_ratio", value: longFrame / max(shortFrame, 1e-9),
        unit:
          "x (long over short; the first snapshot of the short one: \(String(format: "%.2f", shortFirst * 1000)) ms)"
      ),
      BenchmarkResult(
        name: "document_snapshot_end_us_long", value: longEnd * 1e6,
        unit: "µs (the \(megabytes) MB line after End, a line scrolled up, median of 200)"),
      BenchmarkResult(
        name: "document_snapshot_end_length_ratio", value: longEnd / max(shortEnd, 1e-9),
        unit:
          "x (long over short after End; the short one \(String(format: "%.1f", shortEnd * 1e6)) µs)"
      ),
    ]
  }

  /// The first snapshot's seconds and the median of 200 more, a line further down each
  /// (or, `fromEnd`, after End and a line further up each).
  @MainActor static func snapshotTimes(
    body: String, fromEnd: Bool = false
  ) -> (first: Double, frame: Double) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ListController(title: "List"), for: .primary)
    let document = DocumentController(
      title: "Message",
      document: Document(blocks: [.field(name: "From", value: "Ada"), .rule, .body(body)]))
    split.setViewController(document, for: .secondary)
    split.setVisibleInWindow(true)
    split.hostResized(to: Size(width: 1280, height: 800), at: .zero)
    let metrics = ContentSnapshot.Metrics()
    if fromEnd { document.userScrolled(.end) }
    let first = Measure.seconds { ContentSnapshot(split: split, metrics: metrics) }.1
    var frames: [Double] = []
    for line in 1...200 {
      let offset = line * metrics.lineHeight
      document.hostScrolled(to: fromEnd ? .fromEnd(offset) : .fromTop(offset), isAtEnd: false)
      frames.append(Measure.seconds { ContentSnapshot(split: split, metrics: metrics) }.1)
    }
    return (first, frames.sorted()[frames.count / 2])
  }
}
