import Foundation
import SplitKitTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A terminal backend whose input is a pipe and whose output is counted and dropped, so
/// the real `TerminalHost.run()` loop can idle in `poll()` without a terminal.
final class PipeTerminal: TerminalBackend, @unchecked Sendable {
  private let fixedSize: CellSize
  private let input: (read: Int32, write: Int32)
  /// How many times the loop waited.
  private(set) var waits = 0
  /// Bytes written.
  private(set) var written = 0
  /// Whether written bytes are kept in ``output``, for a benchmark to look for text drawn.
  var keepsOutput = false
  /// The bytes written while ``keepsOutput`` is on; the caller empties it.
  var output: [UInt8] = []

  init(size: CellSize) throws {
    fixedSize = size
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw CocoaError(.fileWriteUnknown) }
    input = (fds[0], fds[1])
  }

  deinit {
    Glibc.close(input.read)
    Glibc.close(input.write)
  }

  /// Sends keystrokes, from any thread.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(input.write, $0.baseAddress, $0.count) }
  }

  func size() throws(TerminalError) -> CellSize { fixedSize }
  func write(_ bytes: [UInt8]) {
    written += bytes.count
    if keepsOutput { output += bytes }
  }
  func flush() throws(TerminalError) {}

  func waitForInput(timeout: Duration?) throws(TerminalError) -> TerminalWake {
    waits += 1
    var entry = pollfd(fd: input.read, events: Int16(POLLIN), revents: 0)
    let milliseconds =
      timeout.map {
        Int32($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000)
      } ?? -1
    guard poll(&entry, 1, milliseconds) > 0 else { return .timeout }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(input.read, $0.baseAddress, 256) }
    guard count > 0 else { throw TerminalError(code: .inputClosed, message: "closed") }
    return TerminalWake(bytes: Array(buffer[..<count]))
  }

  func enterRawMode() throws(TerminalError) {}
  func leaveRawMode() throws(TerminalError) {}
  func armSignalRestore(enter: [UInt8], restore: [UInt8]) {}
  func disarmSignalRestore() {}
  func suspend() {}
}
