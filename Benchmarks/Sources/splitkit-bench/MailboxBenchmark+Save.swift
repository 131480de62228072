import Foundation
import MailboxCore
import SplitKitTerminal

/// Saving a 200 MB attachment with `w` (issue 35): the reader streams it between frames.
///
/// A one-message mbox whose attachment is 200 MB of base64 (about 270 MB, written in
/// slices, so the benchmark itself never holds it) is opened in the real app on a 200x60
/// pipe terminal; `w` and Enter save the attachment in a scratch folder, and frames run
/// back to back until the file has its name. Measured:
/// - `save_200mb_peak_mib_above_reader`: the process's peak resident memory while it
///   saves (`VmHWM`, reset just before `w` through `/proc/self/clear_refs`; the largest
///   sample taken every frame where that cannot be reset) less the resident memory
///   before `w`;
/// - `save_200mb_frame_max_ms`: the longest frame while it saves, wall time (keys are
///   read and the progress drawn once a frame, so this is the longest the reader is deaf);
/// - `save_200mb_seconds`: the whole save, wall time.
///
/// The saved file must be the attachment's 200 MB, or the benchmark fails.
extension MailboxBenchmark {
  /// The attachment's size.
  static let savedBytes = 200_000_000

  static func save(directory: String) throws -> [BenchmarkResult] {
    let scratch = directory + "/splitkit-bench-save-\(getpid())"
    try? FileManager.default.removeItem(atPath: scratch)
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let mbox = scratch + "/big.mbox"
    try writeMessage(attaching: savedBytes, to: mbox)
    let saved = scratch + "/saved"
    try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)

    let (_, _, app, host) = try openApp(path: mbox) { $0.configuration.saveDirectory = saved }
    let target = saved + "/big.bin"
    // Listed and shown: the message is beside the list.
    let listedBy = ContinuousClock.now + .seconds(120)
    while !app.isIndexed, ContinuousClock.now < listedBy { _ = timedFrame(nil, host) }
    for _ in 0..<10 { _ = timedFrame(nil, host) }
    _ = releaseFreeMemory(0)
    let before = Measure.residentBytes()
    let peakResets = resetPeakResident()
    var sampled = before
    let clock = ContinuousClock()
    let started = clock.now
    _ = timedFrame(.character("w"), host)
    _ = timedFrame(.enter, host)
    var longest = Duration.zero
    let deadline = started + .seconds(300)
    while !FileManager.default.fileExists(atPath: target), clock.now < deadline {
      let frameStart = clock.now
      _ = timedFrame(nil, host)
      longest = max(longest, frameStart.duration(to: clock.now))
      sampled = max(sampled, Measure.residentBytes())
    }
    let seconds = milliseconds(started.duration(to: clock.now)) / 1000
    let peak = peakResets ? peakResident() ?? sampled : sampled
    withExtendedLifetime(app) {}
    let size = (try? FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) ?? nil
    guard size == savedBytes else {
      throw BenchmarkError(
        "save: \(target) is \(size.map(String.init) ?? "missing"), not \(savedBytes) bytes")
    }
    let mib = 1024.0 * 1024.0
    return [
      BenchmarkResult(
        name: "save_200mb_peak_mib_above_reader", value: Double(peak - before) / mib,
        unit:
          "MiB (peak resident memory while w saves a 200 MB attachment, above the reader's \(String(format: "%.0f", Double(before) / mib)) MiB; \(peakResets ? "VmHWM" : "sampled each frame"))"
      ),
      BenchmarkResult(
        name: "save_200mb_frame_max_ms", value: milliseconds(longest),
        unit: "ms wall (longest frame while it saves)"),
      BenchmarkResult(
        name: "save_200mb_seconds", value: seconds, unit: "s wall (w to the file under its name)"),
    ]
  }

  /// Writes an mbox of one message whose attachment is `bytes` pseudo-random bytes in
  /// base64, 76 characters a line, a slice at a time.
  static func writeMessage(attaching bytes: Int, to path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { throw BenchmarkError("save: cannot write \(path)") }
    defer { try? file.close() }
    try file.write(
      contentsOf: Data(
        """
        From bench@example.org Mon Jan  4 10:02:00 2016
        From: Bench <bench@example.org>
        To: reader@example.org
        Date: Mon, 4 Jan 2016 10:02:00 +0000
        Subject: 200 MB to save
        MIME-Version: 1.0
        Content-Type: multipart/mixed; boundary="part"

        --part
        Content-Type: text/plain; charset=us-ascii

        Press w.
        --part
        Content-Type: application/octet-stream; name="big.bin"
        Content-Transfer-Encoding: base64
        Content-Disposition: attachment; filename="big.bin"


        """.utf8))
    // 57 bytes are one 76-character line: slices of whole lines.
    let slice = 57 * 16_384
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var written = 0
    while written < bytes {
      let count = min(slice, bytes - written)
      var chunk = [UInt8](repeating: 0, count: count)
      for index in 0..<count {
        // xorshift64: bytes no pattern shortens.
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        chunk[index] = UInt8(truncatingIfNeeded: state)
      }
      try file.write(
        contentsOf: Data(Data(chunk).base64EncodedString(options: .lineLength76Characters).utf8))
      try file.write(contentsOf: Data("\n".utf8))
      written += count
    }
    try file.write(contentsOf: Data("--part--\n\n".utf8))
  }

  /// Resets the process's peak resident memory (`VmHWM`) to its current resident memory.
  ///
  /// - Returns: Whether it could (Linux 4.0 and later, with `/proc` mounted).
  static func resetPeakResident() -> Bool {
    guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? file.close() }
    return (try? file.write(contentsOf: Data("5".utf8))) != nil
  }

  /// The process's peak resident memory in bytes (`VmHWM` in `/proc/self/status`).
  static func peakResident() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kib = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return kib * 1024
  }
}

/// A benchmark that could not measure what it should, with the reason.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
