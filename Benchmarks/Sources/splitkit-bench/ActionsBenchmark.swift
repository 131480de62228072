import Foundation
import MailboxCore

/// Mail actions on a large Maildir: a flag change and a move, each one rename, must be
/// answered within a frame (16.7 ms) at 200,000 messages.
///
/// A Maildir of N small messages is written under the temporary directory; then each of
/// 300 messages spread over it is flagged (`MailAction.setFlags`, the reader knowing its
/// path), moved into another Maildir and the move undone. The worst and the median of
/// each are reported. Finding a message another program renamed lists `cur/` and `new/`
/// (reported, not a frame budget: it happens only after a lost race).
enum ActionsBenchmark {
  static let usage = """
    actions options: --action-messages N (default 200000)
    """

  static func run(_ options: [String]) throws -> [BenchmarkResult] {
    let count =
      options.firstIndex(of: "--action-messages").flatMap {
        $0 + 1 < options.count ? Int(options[$0 + 1]) : nil
      } ?? 200_000
    let root = NSTemporaryDirectory() + "splitkit-bench-actions-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let inbox = root + "/INBOX"
    let archive = root + "/Archive"
    try MaildirFiles.createMaildir(at: inbox)
    try MaildirFiles.createMaildir(at: archive)
    for number in 0..<count {
      let text = "From: a@x\nSubject: \(number)\nMessage-ID: <\(number)@x>\n\nBody \(number)\n"
      let path = inbox + "/new/\(1_700_000_000 + number).M\(number).bench"
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    }
    let picked = stride(from: 0, to: count, by: max(1, count / 300)).map {
      "new/\(1_700_000_000 + $0).M\($0).bench"
    }
    var flagTimes: [Double] = []
    var moveTimes: [Double] = []
    var undoTimes: [Double] = []
    for path in picked {
      let (flagged, flagSeconds) = try Measure.seconds {
        try MailAction.setFlags(of: path, in: inbox, adding: ["S", "F"])
      }
      flagTimes.append(flagSeconds * 1000)
      let (moved, moveSeconds) = try Measure.seconds {
        try MailAction.move(message: flagged.result.path, from: inbox, to: archive)
      }
      moveTimes.append(moveSeconds * 1000)
      let (_, undoSeconds) = try Measure.seconds { try moved.undo() }
      undoTimes.append(undoSeconds * 1000)
    }
    // A stale path: the file is found again by listing the Maildir.
    let stale = picked[picked.count / 2]
    let (_, locateSeconds) = Measure.seconds {
      MaildirFiles.locate(unique: MaildirName.unique(of: stale), in: inbox, hint: stale)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return [
      BenchmarkResult(name: "flag_max_ms", value: flagTimes.max() ?? 0, unit: "ms"),
      BenchmarkResult(name: "flag_median_ms", value: median(flagTimes), unit: "ms"),
      BenchmarkResult(name: "move_max_ms", value: moveTimes.max() ?? 0, unit: "ms"),
      BenchmarkResult(name: "move_median_ms", value: median(moveTimes), unit: "ms"),
      BenchmarkResult(name: "undo_move_max_ms", value: undoTimes.max() ?? 0, unit: "ms"),
      BenchmarkResult(name: "find_renamed_ms", value: locateSeconds * 1000, unit: "ms"),
    ]
  }
}
