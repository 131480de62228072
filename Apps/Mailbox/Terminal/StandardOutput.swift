import Foundation

/// Buffered writes to standard output, for printing long lists quickly.
struct StandardOutput {
  private var buffer: [UInt8] = []
  private let limit = 64 << 10

  /// Queues `text`, writing when the buffer is full.
  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= limit { flush() }
  }

  /// Writes everything queued.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
