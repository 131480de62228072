import Foundation

/// Indexes a mailbox incrementally: each ``next()`` reads one chunk and returns the
/// summaries it completed, with the fraction done.
///
/// A UI calls ``next()`` between frames (or on a background task — the indexer is a
/// `Sendable` value) so the first screen shows after the first small chunk and a
/// progress indicator follows ``progress`` while the rest is read. Memory stays at one
/// chunk plus the summaries.
///
/// A Maildir's files are read on ``defaultReadingThreads`` worker threads ahead of
/// ``next()`` (at most a few thousand files ahead), which hands their summaries over in
/// name order: the same summaries as one thread makes, whatever the scheduling. ``next()``
/// waits for the workers at most 4 ms; a batch then ends early (it may be empty, with the
/// same progress). Releasing the indexer stops the workers.
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
  /// The bytes one indexing step of a reader reads: 1 MiB, a few milliseconds' work in a
  /// release build, so a step fits between frames.
  public static let interactiveChunkSize = 1 << 20
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
    case maildir(MaildirReadAhead)
  }

  private var source: Source
  /// The mbox scanner, kept outside ``source`` so its window is mutated in place.
  private var scanner = MboxScanner()
  /// The Maildir files indexed so far, and the block of reads they are in.
  private var maildirPosition = 0
  private var maildirBlock: [MaildirReader.Read?] = []
  /// The reader for the Maildir blocks this indexer reads itself.
  private var maildirReader = MaildirReader()
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

  /// An mbox indexer starting at `offset`, where a message starts, numbering the
  /// messages from `index`.
  init(mbox file: ReadOnlyFile, chunkSize: Int, resumingAt offset: Int, index: Int)
    throws(MailboxError)
  {
    try self.init(mbox: file, chunkSize: chunkSize)
    scanner = MboxScanner(startingAt: offset, index: index)
  }

  init(maildir readAhead: MaildirReadAhead, unusable: Int, chunkSize: Int) {
    precondition(chunkSize > 0, "chunk size must be positive")
    source = .maildir(readAhead)
    self.chunkSize = chunkSize
    skippedCount = unusable
  }

  /// The number of threads that read Maildir files ahead by default: 2 where there are
  /// at least 2 processors, else none (the indexer reads each file itself).
  public static var defaultReadingThreads: Int {
    ProcessInfo.processInfo.activeProcessorCount >= 2 ? 2 : 0
  }

  /// What a Maildir's reading threads share, for tests
  /// (``MaildirReadAhead/Shared/runningThreads``); nil for an mbox.
  var maildirReadAhead: MaildirReadAhead.Shared? {
    guard case .maildir(let readAhead) = source else { return nil }
    return readAhead.shared
  }

  /// The longest one ``next()`` waits for Maildir reading threads, in seconds, before it
  /// returns what it has: 4 ms, so a frame that indexes stays short on a busy machine.
  static let maximumWait = 0.004

  /// Indexes the next chunk.
  ///
  /// - Returns: the summaries completed by this step (possibly none: inside a long mbox
  ///   message, or while a Maildir's reading threads are held up) and the progress; nil
  ///   once everything has been returned.
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
    case .maildir(let readAhead):
      return try nextMaildirBatch(readAhead)
    }
  }

  /// ``next()`` for a Maildir: the next files' summaries, in name order, until
  /// ``maildirFilesPerBatch`` summaries or ``chunkSize`` bytes.
  private mutating func nextMaildirBatch(_ readAhead: MaildirReadAhead) throws(MailboxError)
    -> Batch
  {
    let entries = readAhead.shared.entries
    let deadline = Date(timeIntervalSinceNow: Self.maximumWait)
    var summaries: [MessageSummary] = []
    var bytes = 0
    while maildirPosition < entries.count, summaries.count < Self.maildirFilesPerBatch,
      bytes < chunkSize
    {
      let (block, offset) = maildirPosition.quotientAndRemainder(
        dividingBy: MaildirReadAhead.blockSize)
      if offset == 0 {
        // A block a reading thread is still on at the deadline is asked for again next time.
        guard
          let reads = readAhead.take(block: block, reader: &maildirReader, waitingUntil: deadline)
        else { break }
        maildirBlock = reads
      }
      maildirPosition += 1
      guard var read = maildirBlock[offset] else {
        skippedCount += 1
        continue
      }
      bytes += read.bytes
      read.summary.index = nextIndex
      summaries.append(read.summary)
      nextIndex += 1
    }
    isFinished = maildirPosition >= entries.count
    progress = isFinished ? 1 : Double(maildirPosition) / Double(entries.count)
    if isFinished {
      maildirBlock = []
      if nextIndex == 0, skippedCount > 0 {
        throw MailboxError(
          code: .unreadable, path: readAhead.shared.directory.path,
          problem: skippedCount == 1
            ? "its only message file cannot be read"
            : "none of its \(skippedCount) message files can be read")
      }
    }
    return Batch(summaries: summaries, progress: progress)
  }
}
