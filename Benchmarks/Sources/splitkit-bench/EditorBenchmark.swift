import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTerminal
import SplitKitTerminalTesting

/// The editor area: key → frame in a `TextEditorController` holding 1 MB of text, in a
/// 200x60 terminal through `TerminalHost`.
///
/// Each measurement is the wall time from handing the host a key to the frame written
/// (the edit, the caret following, the rows in view wrapped and drawn, the diff and the
/// bytes): typing in the middle of the text, moving down by display rows, Return, and
/// Backspace joining two lines, each as a mean and a worst case over many keys; and
/// opening the text (splitting it into lines and the first frame). Each key's cost is
/// the thread's CPU time (steady on a shared machine, where wall time also counts other
/// processes' turns), and its wall time is printed as the median and 99th percentile.
/// With `--check` the worst key's CPU time is held to one 60 Hz frame (16.7 ms).
@MainActor
enum EditorBenchmark {
  static let usage = """
    editor options: --editor-bytes N (default 1000000) | --keys N (default 500)
    """

  static let size = CellSize(columns: 200, rows: 60)

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let bytes = value(of: "--editor-bytes", in: options).flatMap(Int.init) ?? 1_000_000
    let keys = value(of: "--keys", in: options).flatMap(Int.init) ?? 500
    let text = makeText(bytes: bytes)
    let (editorAndHost, open) = Measure.seconds { makeHost(text: text) }
    let (editor, host) = editorAndHost
    var results = [
      BenchmarkResult(
        name: "open_ms", value: open * 1000,
        unit: "ms (\(text.utf8.count) bytes, \(editor.editorState.lines.count) lines)")
    ]
    // To the middle of the text.
    editor.userPressed(at: .init(line: editor.editorState.lines.count / 2, column: 10))
    _ = try? host.present()
    let scenarios: [(String, (Int) -> KeyEvent)] = [
      ("type", { index in KeyEvent(.character(Array("typing fast ")[index % 12])) }),
      ("down", { _ in KeyEvent(.down) }),
      ("return", { _ in KeyEvent(.enter) }),
      ("backspace", { _ in KeyEvent(.backspace) }),
    ]
    for (name, key) in scenarios {
      var wall: [Double] = []
      var cpu: [Double] = []
      for index in 0..<keys {
        let start = Measure.threadCPUSeconds()
        let (_, seconds) = Measure.seconds { () -> Void in
          host.handle(.key(key(index)))
          _ = try? host.present()
        }
        cpu.append((Measure.threadCPUSeconds() - start) * 1000)
        wall.append(seconds * 1000)
      }
      wall.sort()
      cpu.sort()
      let mean = cpu.reduce(0, +) / Double(max(1, cpu.count))
      results += [
        BenchmarkResult(name: "\(name)_cpu_ms_mean", value: mean, unit: "ms CPU per key"),
        BenchmarkResult(
          name: "\(name)_cpu_ms_max", value: cpu.last ?? 0, unit: "ms CPU, worst key"),
        BenchmarkResult(
          name: "\(name)_wall_ms_p50", value: wall[wall.count / 2], unit: "ms wall, median key"),
        BenchmarkResult(
          name: "\(name)_wall_ms_p99", value: wall[wall.count * 99 / 100],
          unit: "ms wall, 99th percentile (a shared machine's scheduling included)"),
      ]
    }
    return results
  }

  /// About `bytes` of prose in lines of 40 to 200 characters, some with wide characters
  /// and emoji, some paragraphs long enough to wrap several times.
  static func makeText(bytes: Int) -> String {
    let words = [
      "split", "view", "東京", "caret", "wrap", "émigré", "👨‍👩‍👧", "line", "editor", "frame",
      "terminal", "grapheme",
    ]
    var lines: [String] = []
    var total = 0
    var seed: UInt64 = 42
    while total < bytes {
      var line = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = 40 + Int(seed >> 33) % 160
      var index = Int(seed >> 40)
      while line.utf8.count < length {
        index = (index &* 31 &+ 7) & 0xFFFF
        line += words[index % words.count] + " "
      }
      lines.append(line)
      total += line.utf8.count + 1
    }
    return lines.joined(separator: "\n")
  }

  static func makeHost(text: String) -> (TextEditorController, TerminalHost) {
    let split = SplitViewController(style: .doubleColumn)
    let editor = TextEditorController(title: "Note", text: text)
    split.setViewController(DocumentController(title: "Notes"), for: .primary)
    split.setViewController(editor, for: .secondary)
    let host = TerminalHost(
      split: split, terminal: TestTerminal(size: size), clock: ManualClock(),
      configuration: TerminalHostConfiguration(colorMode: .trueColor))
    _ = split.focus(.secondary)
    host.refresh()
    _ = try? host.present()
    return (editor, host)
  }

  private static func value(of option: String, in options: [String]) -> String? {
    guard let index = options.firstIndex(of: option), index + 1 < options.count else { return nil }
    return options[index + 1]
  }
}
