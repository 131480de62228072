#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the header sections of Maildir message files and makes their summaries, reusing
/// one buffer from file to file.
///
/// One reader per thread: the indexer has one, and so does each of
/// ``MaildirReadAhead``'s worker threads. Only the header section is read (a summary needs
/// nothing from the body): one `pread` of ``firstReadSize`` bytes, and more only while no
/// blank line has been seen.
struct MaildirReader {
  /// One message file read: its summary (numbered 0; the indexer numbers it) and how many
  /// bytes were read.
  struct Read: Sendable {
    var summary: MessageSummary
    var bytes: Int
  }

  /// The first read of a file: one page, which holds most header sections.
  static let firstReadSize = 4 << 10
  /// Each further read while the header section goes on.
  static let nextReadSize = 16 << 10

  private var buffer: [UInt8] = []

  /// Reads the message files `entries[range]` in order.
  ///
  /// - Returns: one element per file: its read, or nil when it cannot be opened or read
  ///   (it vanished, or is no longer a regular file).
  mutating func read(
    _ range: Range<Int>, of entries: [MaildirEntry], in directory: MaildirDirectory
  ) -> [Read?] {
    var reads: [Read?] = []
    reads.reserveCapacity(range.count)
    for index in range { reads.append(read(entries[index], in: directory)) }
    return reads
  }

  /// Reads one message file's header section and makes its summary.
  ///
  /// - Returns: the read, or nil when the file cannot be opened or read.
  mutating func read(_ entry: MaildirEntry, in directory: MaildirDirectory) -> Read? {
    guard let filled = readHeaderSection(entry.relativePath, in: directory) else { return nil }
    let headers = HeaderBlock.parse(buffer[..<filled], keeping: MessageSummary.headerNames)
    let summary = MessageSummary(
      index: 0, location: .file(relativePath: entry.relativePath), headers: headers,
      unreadByLocation: entry.isUnread)
    return Read(summary: summary, bytes: filled)
  }

  /// Reads a message file into ``buffer`` until the end of its header section (or of the
  /// file, or ``MboxScanner/maximumHeaderBytes``).
  ///
  /// - Returns: how many bytes were read, or nil if the file cannot be opened or read.
  private mutating func readHeaderSection(
    _ relativePath: String, in directory: MaildirDirectory
  ) -> Int? {
    guard let file = directory.openFile(relativePath) else { return nil }
    defer { close(file) }
    var filled = 0
    while filled < MboxScanner.maximumHeaderBytes {
      let want = filled == 0 ? Self.firstReadSize : Self.nextReadSize
      let end = filled + want
      if buffer.count < end {
        buffer.append(contentsOf: repeatElement(0, count: end - buffer.count))
      }
      let start = filled
      let got = buffer.withUnsafeMutableBytes { raw in
        // pread returns less only at the end of the file (or when interrupted).
        var read = 0
        while start + read < end, let base = raw.baseAddress {
          let result = pread(file, base + start + read, end - start - read, off_t(start + read))
          if result < 0, errno == EINTR { continue }
          if result <= 0 { return result < 0 ? -1 : read }
          read += result
        }
        return read
      }
      guard got >= 0 else { return nil }
      filled += got
      if got < want || Self.hasBlankLine(buffer[max(0, start - 2)..<filled]) { break }
    }
    return filled
  }

  /// Whether `bytes` hold an empty line (`\n\n` or `\n\r\n`): the end of a header section.
  private static func hasBlankLine(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    while let newline = bytes[index...].firstIndex(of: Bytes.lf) {
      let next = newline + 1
      if next < bytes.endIndex, bytes[next] == Bytes.lf { return true }
      if next + 1 < bytes.endIndex, bytes[next] == Bytes.cr, bytes[next + 1] == Bytes.lf {
        return true
      }
      index = next
      if index >= bytes.endIndex { break }
    }
    return false
  }
}
