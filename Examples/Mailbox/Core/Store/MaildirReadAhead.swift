import Foundation

/// Reads a Maildir's message files on worker threads ahead of the indexer, in blocks of
/// ``blockSize`` files, and hands the blocks over strictly in order.
///
/// The indexer asks for each block in turn with ``take(block:reader:waitingUntil:)``. A
/// block a worker has finished is handed over at once; one no worker has started is read
/// by the caller itself; one a worker is still reading is waited for until the caller's
/// deadline, and if it is not done by then the caller gets nil and asks again later
/// (reading it too would waste the CPU time of a machine busy enough to hold the worker
/// up). So the blocks, and the index made from them, are the same whatever the threads'
/// scheduling, nothing is read twice, and the caller never waits past its deadline.
///
/// Workers start on the first ``take(block:reader:waitingUntil:)`` (so making an indexer
/// reads nothing), stay at most ``window`` blocks (by default) ahead of the caller, and stop when
/// everything is claimed or when this object is released (``deinit`` cancels them; a
/// worker finishes the block in hand, at most ``blockSize`` files, and exits).
final class MaildirReadAhead: Sendable {
  /// The files in one block.
  static let blockSize = 64
  /// How many blocks the workers may be ahead of the caller, by default: 4,096 files.
  static let window = 64

  /// What the workers and the caller share.
  let shared: Shared

  /// Prepares to read `entries` of `directory` with `threads` worker threads (none: the
  /// caller reads every block itself) at most `window` blocks ahead of the caller.
  init(directory: MaildirDirectory, entries: [MaildirEntry], threads: Int, window: Int) {
    // A mailbox of one block is read by the caller before a worker could start.
    let workers = entries.count > Self.blockSize ? max(0, threads) : 0
    shared = Shared(
      directory: directory, entries: entries, threads: workers, window: max(1, window))
  }

  deinit { shared.cancel() }

  /// The number of blocks.
  var blockCount: Int { shared.blockCount }

  /// Block `block`'s reads, one per file (nil for a file that cannot be read).
  ///
  /// - Parameters:
  ///   - block: The next block, in order: 0, 1, 2... (the same again after nil).
  ///   - reader: The caller's reader, for the blocks it reads itself.
  ///   - deadline: How long the caller may wait for a worker.
  /// - Returns: the reads, or nil if a worker is still reading the block at `deadline`.
  func take(block: Int, reader: inout MaildirReader, waitingUntil deadline: Date)
    -> [MaildirReader.Read?]?
  {
    shared.take(block: block, reader: &reader, waitingUntil: deadline)
  }
}

extension MaildirReadAhead {
  /// The state the caller and the worker threads share, guarded by one condition lock.
  ///
  /// `@unchecked Sendable`: every `var` is read and written only with ``condition``
  /// locked; the `let`s are immutable and `Sendable`.
  final class Shared: @unchecked Sendable {
    let directory: MaildirDirectory
    let entries: [MaildirEntry]
    let blockCount: Int
    private let threads: Int
    private let window: Int
    private let condition = NSCondition()
    /// Whether the worker threads have been started.
    private var started = false
    /// The next block nobody has claimed: workers claim blocks in order from here, and so
    /// does the caller when it gets here first.
    private var claimed = 0
    /// The caller has taken every block before this one.
    private var taken = 0
    /// Blocks the workers have read and the caller has not taken yet.
    private var finished: [Int: [MaildirReader.Read?]] = [:]
    private var isCancelled = false
    private var running = 0

    init(directory: MaildirDirectory, entries: [MaildirEntry], threads: Int, window: Int) {
      self.directory = directory
      self.entries = entries
      self.threads = threads
      self.window = window
      blockCount = (entries.count + MaildirReadAhead.blockSize - 1) / MaildirReadAhead.blockSize
    }

    /// How many worker threads are running (they exit once cancelled or out of blocks).
    var runningThreads: Int {
      condition.lock()
      defer { condition.unlock() }
      return running
    }

    /// The files of block `block`.
    private func range(of block: Int) -> Range<Int> {
      let start = block * MaildirReadAhead.blockSize
      return start..<min(entries.count, start + MaildirReadAhead.blockSize)
    }

    /// Stops the workers: each finishes the block in hand and exits.
    func cancel() {
      condition.lock()
      isCancelled = true
      condition.broadcast()
      condition.unlock()
    }

    /// See ``MaildirReadAhead/take(block:reader:waitingUntil:)``.
    func take(block: Int, reader: inout MaildirReader, waitingUntil deadline: Date)
      -> [MaildirReader.Read?]?
    {
      condition.lock()
      defer { condition.unlock() }
      if !started {
        started = true
        startWorkers()
      }
      let reads: [MaildirReader.Read?]
      if claimed <= block {
        // No worker has come this far: read it here.
        claimed = block + 1
        condition.unlock()
        reads = reader.read(range(of: block), of: entries, in: directory)
        condition.lock()
      } else {
        while finished[block] == nil, Date() < deadline {
          _ = condition.wait(until: deadline)
        }
        guard let finished = finished.removeValue(forKey: block) else { return nil }
        reads = finished
      }
      taken = block + 1
      condition.broadcast()
      return reads
    }

    /// Starts the worker threads; called with ``condition`` locked.
    private func startWorkers() {
      running = threads
      for number in 0..<threads {
        let thread = Thread { [self] in work() }
        thread.name = "maildir-reader-\(number + 1)"
        thread.start()
      }
    }

    /// A worker thread's loop: claim the next block within the window, read it, hand it
    /// over; until cancelled or out of blocks.
    private func work() {
      var reader = MaildirReader()
      condition.lock()
      while !isCancelled, claimed < blockCount {
        guard claimed < taken + window else {
          condition.wait()
          continue
        }
        let block = claimed
        claimed += 1
        condition.unlock()
        let reads = reader.read(range(of: block), of: entries, in: directory)
        condition.lock()
        finished[block] = reads
        condition.broadcast()
      }
      running -= 1
      condition.broadcast()
      condition.unlock()
    }
  }
}
