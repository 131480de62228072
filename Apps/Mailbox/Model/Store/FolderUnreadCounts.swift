/// The unread messages of a folder tree's folders that are not open, counted in the
/// background one indexing chunk per step, each folder's saved read marks applied: what a
/// reader's sidebar shows beside each folder.
///
/// The open folder is counted by its message list instead: a reader says when a folder
/// opens (``opened(_:)``) and when it leaves it (``left(_:unread:)``, with the list's count
/// once it was indexed, else nil to count it again later).
///
/// ```swift
/// var counts = FolderUnreadCounts(tree: tree, queued: Array(tree.folders.indices.dropFirst()))
/// while counts.isCounting { counts.countNextChunk { store.load(for: $0).payload } }
/// counts[2]   // the third folder's unread messages
/// ```
public struct FolderUnreadCounts {
  /// The folders.
  public let tree: MailFolderTree
  /// The bytes one step reads.
  public let chunkSize: Int
  /// Unread messages per folder index, once counted.
  public private(set) var counts: [Int: Int] = [:]
  /// Folders still to count, in order.
  public private(set) var queue: [Int]
  /// The folder being counted: its index, indexer, unread so far and read marks.
  private var counting:
    (folder: Int, indexer: MailboxIndexer, unread: Int, marks: ReadMarks.Matcher)?

  /// Counts nothing yet.
  ///
  /// - Parameters:
  ///   - tree: The folders.
  ///   - queued: The folder indices to count, in order (all but the open one).
  ///   - chunkSize: The bytes one step reads.
  public init(
    tree: MailFolderTree, queued: [Int], chunkSize: Int = MailboxIndexer.interactiveChunkSize
  ) {
    self.tree = tree
    self.queue = queued.filter { tree.folders.indices.contains($0) }
    self.chunkSize = chunkSize
  }

  /// The unread messages of folder `index`, nil until counted.
  ///
  /// - Parameter index: The folder's index in ``tree``.
  public subscript(index: Int) -> Int? { counts[index] }

  /// Whether folders remain to count.
  public var isCounting: Bool { counting != nil || !queue.isEmpty }

  /// Folder `index` is open: its list counts it from now on, so it leaves the queue (and
  /// a count of it under way stops).
  ///
  /// - Parameter index: The folder.
  public mutating func opened(_ index: Int) {
    queue.removeAll { $0 == index }
    if counting?.folder == index { counting = nil }
  }

  /// Folder `index` was open and is left: `unread` is its list's count once it was
  /// indexed; nil queues it to be counted again.
  ///
  /// - Parameters:
  ///   - index: The folder.
  ///   - unread: Its unread messages, or nil when its list was not indexed to the end.
  public mutating func left(_ index: Int, unread: Int?) {
    if let unread {
      counts[index] = unread
    } else if !queue.contains(index) {
      queue.append(index)
    }
  }

  /// Counts folder `index` before the others.
  ///
  /// - Parameter index: The folder.
  public mutating func countFirst(_ index: Int) {
    queue.removeAll { $0 == index }
    queue.insert(index, at: 0)
  }

  /// Stops counting (for quitting): the indexer and its reading threads go.
  public mutating func stop() {
    counting = nil
    queue = []
  }

  /// Counts one chunk of the next folder not counted yet; a folder that cannot be
  /// opened is skipped and stays uncounted.
  ///
  /// - Parameter savedState: The saved state of the folder at a path, whose read marks
  ///   apply (nil for none).
  /// - Returns: The folder whose count this step finished, if one did.
  @discardableResult
  public mutating func countNextChunk(savedState: (String) -> MailboxUIState?) -> Int? {
    if counting == nil {
      guard !queue.isEmpty else { return nil }
      let index = queue.removeFirst()
      let folder = tree.folders[index]
      guard let opened = try? Mailbox.open(path: folder.path),
        let indexer = try? opened.makeIndexer(chunkSize: chunkSize)
      else { return nil }
      let marks = savedState(folder.path)?.readChanges ?? ReadMarks()
      counting = (index, indexer, 0, ReadMarks.Matcher(marks))
    }
    guard var current = counting else { return nil }
    let batch = try? current.indexer.next()
    for summary in batch?.summaries ?? [] {
      let mark = current.marks.isEmpty ? nil : current.marks.take(summary.id)
      if mark ?? summary.isUnread { current.unread += 1 }
    }
    guard batch == nil || current.indexer.isFinished else {
      counting = current
      return nil
    }
    counts[current.folder] = current.unread
    counting = nil
    return current.folder
  }
}
