import Foundation

extension SearchIndex {
  /// Builds a folder's part of the index on a thread of its own, so a reader's frames
  /// never wait for it: the reader hands it the folder (``start(_:)``) and, each frame,
  /// the locations of the list's next messages and their summaries' texts
  /// (``offer(_:)``), and reads back how far it is (``progress``) and the rows found so
  /// far (``rows()``) to ask the index with.
  ///
  /// ```swift
  /// let builder = SearchIndex.Builder()
  /// builder.start(index.folder("", of: mailbox))   // the folder is the builder's now
  /// builder.offer(list.summaries)                  // in each frame
  /// builder.progress.processed                     // positions done
  /// ```
  ///
  /// The folder, once started, is used on the builder's thread alone; everything the
  /// two threads share is behind one lock. Messages are indexed a batch at a time, one
  /// transaction each, and at most ``window`` locations wait, so its memory stays small
  /// however large the folder.
  ///
  /// The positions of an mbox the index held from an earlier launch (a relaunch) are
  /// matched with it in bulk instead (``Folder/matchHeld(_:from:limit:)``): the builder
  /// is handed the list's store itself (its blocks are shared, not copied) and goes
  /// through them as fast as it can, not ``window`` a frame.
  final class Builder: @unchecked Sendable {
    /// What the reader reads back.
    struct Progress: Sendable, Equatable {
      /// List positions indexed (or found indexed) so far.
      var processed: Int
      /// List positions handed over so far.
      var offered: Int
      /// Why building stopped, when it failed.
      var failure: String?
      /// Whether frequent words' kept rows are being brought up to the last row
      /// (``FrequentWords``): the index answers them at full speed once this is false.
      var isKeepingUp = false
    }

    /// The most locations waiting to be indexed.
    static let window = 4_096
    /// Messages indexed per transaction.
    static let batchSize = 1_024
    /// Batches indexed between looks at frequent words far behind.
    static let batchesPerKeepUp = 16
    /// Positions matched in bulk between looks at whether to stop (``Folder/matchHeld(_:from:limit:)``).
    static let heldChunk = 16_384

    private let condition = NSCondition()
    private let exited = DispatchSemaphore(value: 0)
    // Guarded by `condition`:
    private var folder: Folder?
    private var generation = 0
    private var pending: [MessageLocation] = []
    /// The senders and subjects of ``pending``, in step with it.
    private var pendingHeaders = Headers.Queue()
    private var pendingStart = 0
    private var published: [Int64] = []
    private var offered = 0
    /// The end of the mbox part the folder held when started (``Folder/heldMboxEnd``).
    private var heldEnd = 0
    /// The list's store, while its positions the index held wait to be matched in bulk.
    private var heldStore: SummaryStore?
    /// The first position bulk matching may start at: past one it stopped at (that one
    /// is read as a batch).
    private var heldFrom = 0
    /// The list's size at the last offer: while more is to come, frequent words wait.
    private var listCount = 0
    private var failure: String?
    private var added = 0
    /// Whether the person is using the app: the thread waits between messages meanwhile
    /// (``hold(_:)``).
    private var isHeld = false
    /// Whether the thread is waiting on ``isHeld`` now.
    private var waitsOnHold = false
    private var isStopped = false
    /// Whether frequent words may be behind the last row.
    private var isKeepingUp = false
    /// Batches indexed since frequent words were last looked at.
    private var batchesSinceKeepUp = 0
    /// The thread's CPU time spent keeping frequent words' rows, in seconds.
    private var keepUpSeconds = 0.0
    /// The thread's CPU time spent on all its work (indexing and keeping up), in seconds.
    private var workSeconds = 0.0

    /// What the thread does next.
    private enum Work {
      /// Index these locations.
      case index([(MessageLocation, Headers)])
      /// Bring one frequent word's kept rows to within `lag` rows of the last.
      case keepUp(lag: Int64)
      /// Match this store's positions from `start` with the messages the index held.
      case matchHeld(SummaryStore, start: Int)
    }

    /// Starts the thread (which waits for a folder); ``stop()`` ends it.
    init() {
      let thread = Thread { [self] in
        // Named from within (Foundation names a Linux thread only then), in at most 15
        // bytes (Linux refuses a longer name), so top and gdb show it.
        Thread.current.name = "splitkit-index"
        run()
        exited.signal()
      }
      thread.start()
    }

    /// Builds `folder` from its first list position, forgetting the one built before.
    ///
    /// The folder is used on the builder's thread from now on; nil stops building.
    func start(_ folder: Folder?) {
      condition.withLock {
        generation += 1
        self.folder = folder
        pending = []
        pendingHeaders.removeAll()
        pendingStart = 0
        published = []
        offered = 0
        heldEnd = folder?.heldMboxEnd ?? 0
        heldStore = nil
        heldFrom = 0
        listCount = 0
        failure = nil
        isKeepingUp = folder != nil
        batchesSinceKeepUp = 0
        condition.signal()
      }
    }

    /// Hands over the locations of `store`'s next messages, with their senders and
    /// subjects (``Headers``), up to ``window`` ahead of what is indexed; or, when the
    /// next one is within the part the index held, `store` itself, to match the
    /// positions there in bulk.
    func offer(_ store: SummaryStore) {
      condition.withLock {
        guard folder != nil, failure == nil, heldStore == nil else { return }
        listCount = store.count
        if pendingStart == pending.count, offered < store.count, offered >= heldFrom,
          case .mbox(let offset, let length) = store.location(at: offered),
          offset + length <= heldEnd
        {
          heldStore = store
          condition.signal()
          return
        }
        let target = min(store.count, published.count + Self.window)
        guard offered < target else { return }
        for position in offered..<target {
          pending.append(store.location(at: position))
          pendingHeaders.append(store, at: position)
        }
        offered = target
        condition.signal()
      }
    }

    /// Holds the thread between two messages while `held`, and lets it go on after.
    ///
    /// A reader holds it while the person types or points: building takes a core, and
    /// on a machine of two the threads that draw the next message (the host's, a
    /// browser's) would wait behind it a scheduler slice at a time. The thread stops
    /// within one message (a few hundred microseconds) and keeps its transaction open
    /// meanwhile, which readers of the index do not wait for (WAL).
    ///
    /// - Parameter held: Whether to hold it.
    func hold(_ held: Bool) {
      condition.withLock {
        guard isHeld != held else { return }
        isHeld = held
        if !held { condition.signal() }
      }
    }

    /// Whether the thread is held (``hold(_:)``) and waiting now, not only asked to.
    var isWaitingOnHold: Bool { condition.withLock { waitsOnHold } }

    /// Waits while the thread is held, unless it is stopped or given another folder.
    private func waitWhileHeld(generation: Int) {
      condition.withLock {
        while isHeld, !isStopped, generation == self.generation {
          waitsOnHold = true
          condition.wait()
        }
        waitsOnHold = false
      }
    }

    /// How far it is.
    var progress: Progress {
      condition.withLock {
        Progress(
          processed: published.count, offered: offered, failure: failure,
          isKeepingUp: isKeepingUp)
      }
    }

    /// The rows of the list positions indexed so far, as ``Folder/rows`` holds them.
    func rows() -> [Int64] { condition.withLock { published } }

    /// Messages read and added to the index by this builder, in every folder.
    var addedCount: Int { condition.withLock { added } }

    /// The CPU time this builder's thread spent keeping frequent words' rows
    /// (``FrequentWords``), in seconds: part of what building costs.
    var frequentWordsSeconds: Double { condition.withLock { keepUpSeconds } }

    /// The CPU time this builder's thread spent on its work, indexing and keeping
    /// frequent words' rows, in seconds: what building costs, whichever thread's frames
    /// ran meanwhile.
    var cpuSeconds: Double { condition.withLock { workSeconds } }

    /// Stops the thread after its current batch and waits for it.
    func stop() {
      let wasRunning = condition.withLock {
        defer { isStopped = true }
        condition.signal()
        return !isStopped
      }
      if wasRunning { exited.wait() }
      // The thread's closure holds the builder a moment after the thread ends: the folder,
      // and with it the index and its lock, is let go now, so a reader opened next (a
      // relaunch in the same process) finds the index free rather than locked.
      condition.withLock {
        folder = nil
        heldStore = nil
      }
    }

    /// The thread: index batches while locations wait, and keep frequent words' rows
    /// up to date between them, until stopped.
    private func run() {
      var batches = 0
      while let (folder, generation, work) = nextWork() {
        let workStarted = Self.threadCPUSeconds()
        defer {
          let spent = Self.threadCPUSeconds() - workStarted
          condition.withLock { workSeconds += spent }
        }
        switch work {
        case .index(let batch):
          var next = batch.makeIterator()
          let before = folder.addedCount
          let result = Result {
            try folder.indexMessages {
              waitWhileHeld(generation: generation)
              return next.next()
            }
          }
          // Each message's bytes and text are freed once it is indexed, but glibc keeps
          // freed memory in the thread's arena: given back every 4,096 messages, the
          // reader's resident size stays what it holds (8 B per message less at 200,000).
          batches += 1
          if batches % 16 == 0 { FreedMemory.giveBack() }
          condition.withLock {
            guard generation == self.generation else { return }
            added += folder.addedCount - before
            switch result {
            case .success(let rows):
              published += rows
              pendingStart += batch.count
              if pendingStart >= Self.window / 4 {
                pending.removeFirst(pendingStart)
                pendingHeaders.removeFirst(pendingStart)
                pendingStart = 0
              }
              isKeepingUp = true
              batchesSinceKeepUp += 1
            case .failure(let error):
              failure = "\(error)"
            }
          }
        case .matchHeld(let store, let start):
          matchHeld(folder, store, from: start, generation: generation)
        case .keepUp(let lag):
          let started = Self.threadCPUSeconds()
          let result = Result {
            try folder.keepUpFrequentWords(lag: lag) {
              waitWhileHeld(generation: generation)
              return condition.withLock { generation == self.generation && !isStopped }
            }
          }
          let spent = Self.threadCPUSeconds() - started
          condition.withLock {
            keepUpSeconds += spent
            guard generation == self.generation else { return }
            switch result {
            case .success(let gathered):
              // One word at a time, a batch between while building.
              batchesSinceKeepUp = gathered ? Self.batchesPerKeepUp - 1 : 0
              if lag == 0, !gathered { isKeepingUp = false }
            case .failure(is CancellationError):
              break  // stopping, or another folder
            case .failure(let error):
              failure = "\(error)"
            }
          }
        }
      }
    }

    /// Matches `store`'s positions from `start` with the messages `folder` held, a chunk
    /// at a time, each published as it is matched, until one is not held as it is (it is
    /// then offered as a batch and read) or the list's end.
    private func matchHeld(
      _ folder: Folder, _ store: SummaryStore, from start: Int, generation: Int
    ) {
      var position = start
      while true {
        waitWhileHeld(generation: generation)
        let result = Result { try folder.matchHeld(store, from: position, limit: Self.heldChunk) }
        let goesOn = condition.withLock {
          guard generation == self.generation, !isStopped else { return false }
          switch result {
          case .success(let rows):
            published += rows
            offered = published.count
            position += rows.count
            if rows.count == Self.heldChunk, position < store.count { return true }
            // Stopped at a message not held as it is, or at the end: what follows is
            // offered and indexed in batches, bulk matching going on after that message.
            heldFrom = position < store.count ? position + 1 : position
          case .failure(let error):
            failure = "\(error)"
          }
          heldStore = nil
          return false
        }
        guard goesOn else { break }
      }
    }

    /// The calling thread's CPU time, in seconds (for ``cpuSeconds`` and
    /// ``frequentWordsSeconds`` only).
    private static func threadCPUSeconds() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Waits for locations to index or frequent words to keep up; nil once stopped.
    private func nextWork() -> (Folder, Int, Work)? {
      condition.withLock {
        // Frequent words are brought to the last row once the whole list is indexed, not
        // each time the next locations are late.
        while !isStopped,
          folder == nil || failure != nil
            || (heldStore == nil && pendingStart == pending.count
              && (!isKeepingUp || offered < listCount))
        {
          condition.wait()
        }
        guard !isStopped, let folder else { return nil }
        if let heldStore { return (folder, generation, .matchHeld(heldStore, start: offered)) }
        guard pendingStart < pending.count else { return (folder, generation, .keepUp(lag: 0)) }
        if batchesSinceKeepUp >= Self.batchesPerKeepUp {
          return (folder, generation, .keepUp(lag: folder.index.frequentWords.lag))
        }
        let end = min(pending.count, pendingStart + Self.batchSize)
        let headers = pendingHeaders.headers(pendingStart..<end)
        return (folder, generation, .index(Array(zip(pending[pendingStart..<end], headers))))
      }
    }
  }
}
