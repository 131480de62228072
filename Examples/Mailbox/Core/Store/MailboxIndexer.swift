#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Indexes a mailbox incrementally: each ``next()`` reads one chunk and returns the
/// summaries it completed, with the fraction done.
///
/// A UI calls ``next()`` between frames (or on a background task — the indexer is a
/// `Sendable` value) so the first screen shows after the first small chunk and a
/// progress indicator follows ``progress`` while the rest is read. Memory stays at one
/// chunk plus the summaries.
///
/// ```swift
/// var indexer = try mailbox.makeIndexer()
/// while let batch = try indexer.next() {
///   list.append(contentsOf: batch.summaries)
///   status = "\(Int(batch.progress * 100))%"
/// }
/// ```
///
/// The summaries are the same whatever the chunk size.
public struct MailboxIndexer: Sendable {
  /// The default chunk size: 4 MiB.
  public static let defaultChunkSize = 4 << 20
  /// The first chunk is at most this big so the first screen comes at once.
  public static let firstChunkSize = 256 << 10
  /// At most this many Maildir files are read per batch.
  public static let maildirFilesPerBatch = 512

  /// What one ``next()`` produced.
  public struct Batch: Sendable, Equatable {
    /// The summaries completed by this step, in mailbox order.
    public var summaries: [MessageSummary]
    /// The fraction of the mailbox indexed so far, 0...1.
    public var progress: Double
  }

  private enum Source: Sendable {
    case mbox(file: ReadOnlyFile, size: Int)
    case maildir(directory: MaildirDirectory, entries: [MaildirEntry], position: Int)
  }

  private var source: Source
  /// The mbox scanner, kept outside ``source`` so its window is mutated in place.
  private var scanner = MboxScanner()
  /// The bytes read per step.
  public let chunkSize: Int
  /// The fraction indexed so far, 0...1.
  public private(set) var progress: Double = 0
  /// Whether everything has been indexed.
  public private(set) var isFinished = false
  /// Maildir entries that are not readable message files (skipped): files that vanished
  /// or could not be read while indexing, symbolic-link loops, FIFOs, folders.
  public private(set) var skippedCount = 0
  private var nextIndex = 0

  init(mbox file: ReadOnlyFile, chunkSize: Int) throws(MailboxError) {
    precondition(chunkSize > 0, "chunk size must be positive")
    source = .mbox(file: file, size: try file.size())
    self.chunkSize = chunkSize
  }

  init(maildir directory: MaildirDirectory, entries: [MaildirEntry], unusable: Int, chunkSize: Int)
  {
    precondition(chunkSize > 0, "chunk size must be positive")
    source = .maildir(directory: directory, entries: entries, position: 0)
    self.chunkSize = chunkSize
    skippedCount = unusable
  }

  /// Indexes the next chunk.
  ///
  /// - Returns: the summaries completed by this step (possibly none, inside a long
  ///   message) and the progress; nil once everything has been returned.
  /// - Throws: ``MailboxError`` `.readFailed` when an mbox cannot be read any more.
  public mutating func next() throws(MailboxError) -> Batch? {
    guard !isFinished else { return nil }
    switch source {
    case .mbox(let file, let size):
      let want = scanner.offset == 0 ? min(chunkSize, Self.firstChunkSize) : chunkSize
      let start = scanner.offset
      let got = try scanner.fill(count: min(want, max(0, size - start))) {
        (buffer) throws(MailboxError) -> Int in try file.read(at: start, into: buffer)
      }
      if got == 0 || scanner.offset >= size {
        scanner.finish()
        isFinished = true
      }
      progress = isFinished ? 1 : Double(scanner.offset) / Double(max(size, 1))
      let summaries = scanner.takeFound()
      return Batch(summaries: summaries, progress: progress)
    case .maildir(let directory, let entries, var position):
      var summaries: [MessageSummary] = []
      var bytes = 0
      var buffer: [UInt8] = []
      while position < entries.count, summaries.count < Self.maildirFilesPerBatch, bytes < chunkSize
      {
        let entry = entries[position]
        position += 1
        guard
          let (headers, size) = Self.readHeaders(
            entry.relativePath, in: directory, into: &buffer)
        else {
          skippedCount += 1
          continue
        }
        bytes += size
        summaries.append(
          MessageSummary(
            index: nextIndex, location: .file(relativePath: entry.relativePath), headers: headers,
            unreadByLocation: entry.isUnread))
        nextIndex += 1
      }
      isFinished = position >= entries.count
      progress = isFinished ? 1 : Double(position) / Double(entries.count)
      source = .maildir(directory: directory, entries: entries, position: position)
      if isFinished, nextIndex == 0, skippedCount > 0 {
        throw MailboxError(
          code: .unreadable, path: directory.path,
          problem: skippedCount == 1
            ? "its only message file cannot be read"
            : "none of its \(skippedCount) message files can be read")
      }
      return Batch(summaries: summaries, progress: progress)
    }
  }

  /// How much of a Maildir file is read at a time while looking for the end of its header
  /// section.
  private static let maildirReadSize = 16 << 10

  /// Reads a message file until the end of its header section into `buffer` (reused from
  /// file to file) and parses the fields a summary needs; nil if it is unreadable.
  private static func readHeaders(
    _ relativePath: String, in directory: MaildirDirectory, into buffer: inout [UInt8]
  ) -> (HeaderBlock, Int)? {
    guard let file = directory.openFile(relativePath) else { return nil }
    defer { close(file) }
    var filled = 0
    while filled < MboxScanner.maximumHeaderBytes {
      let end = filled + maildirReadSize
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
      if got < maildirReadSize || hasBlankLine(buffer[max(0, start - 2)..<filled]) { break }
    }
    return (HeaderBlock.parse(buffer[..<filled], keeping: MessageSummary.headerNames), filled)
  }

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
