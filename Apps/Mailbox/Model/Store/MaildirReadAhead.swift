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
/// reads nothing), stay at most ``window`` blocks (by default) ahead of the caller, and
/// stop when everything is claimed or when this object is released (``deinit`` cancels
/// them; a worker finishes the block in hand, at most ``blockSize`` files, and exits).
package final class MaildirReadAhead: Sendable {
  /// The files in one block.
  static let blockSize = 64
  /// How many blocks the workers may be ahead of the caller, by default: 4,096 files.
  package static let window = 64

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
