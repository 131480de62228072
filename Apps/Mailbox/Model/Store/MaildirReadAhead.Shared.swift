import Foundation

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
