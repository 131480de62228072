/// Conversations laid out as list rows: newest conversation first, each one's messages in
/// reply order with their depth, collapsed conversations as one row.
///
/// Made by ``MessageThreads/rows(collapsed:)``. Row numbers are positions in the list;
/// message numbers are positions in the mailbox.
///
/// ```
/// row  message  depth  thread
///  0      41      0       0     Lunch on Friday          (head)
///  1      44      1       0       Re: Lunch on Friday
///  2      12      0       1     Budget                   (head, collapsed: 3 messages)
/// ```
public struct ThreadRows: Sendable, Equatable {
  /// The message shown on each row.
  private(set) var messages: [Int32] = []
  /// Each row's indentation level (0 for a conversation's first message).
  private(set) var depths: [UInt8] = []
  /// The first row of each conversation, ascending.
  private(set) var heads: [Int32] = []
  /// The number of messages in each conversation, shown or not.
  private(set) var sizes: [Int32] = []
  /// The latest message of each conversation.
  private(set) var latest: [Int32] = []
  /// Each message's row, or `-2 - thread` when its conversation is collapsed.
  private var rowOfMessage: [Int32] = []

  /// Creates empty rows for `messageCount` messages.
  init(messageCount: Int = 0) {
    rowOfMessage = Array(repeating: -1, count: messageCount)
    messages.reserveCapacity(messageCount)
    depths.reserveCapacity(messageCount)
  }

  /// Makes room for the rows of `messageCount` messages a slice at a time: up to `limit`
  /// of them per call (reserving is free; touching the pages is what a million costs).
  ///
  /// - Returns: The number of messages room was made for in this call; 0 once done.
  mutating func makeRoom(for messageCount: Int, limit: Int) -> Int {
    if messages.capacity < messageCount {
      messages.reserveCapacity(messageCount)
      depths.reserveCapacity(messageCount)
    }
    return rowOfMessage.grow(to: messageCount, with: -1, limit: limit)
  }

  /// The number of rows.
  public var count: Int { messages.count }

  /// The number of messages laid out (shown or in collapsed conversations).
  package var messageCount: Int { rowOfMessage.count }

  /// The number of conversations.
  public var threadCount: Int { heads.count }

  /// The message at `row`.
  func message(atRow row: Int) -> Int { Int(messages[row]) }

  /// The indentation level of `row`.
  func depth(atRow row: Int) -> Int { Int(depths[row]) }

  /// The row showing `message`, or nil when its conversation is collapsed or the message
  /// is not laid out.
  func row(ofMessage message: Int) -> Int? {
    guard message >= 0, message < rowOfMessage.count else { return nil }
    let row = rowOfMessage[message]
    return row >= 0 ? Int(row) : nil
  }

  /// The conversation holding `message`, shown or collapsed.
  func thread(ofMessage message: Int) -> Int? {
    guard message >= 0, message < rowOfMessage.count else { return nil }
    let row = rowOfMessage[message]
    if row >= 0 { return thread(atRow: Int(row)) }
    return row <= -2 ? Int(-2 - row) : nil
  }

  /// The conversation `row` belongs to.
  ///
  /// - Complexity: O(log conversations).
  func thread(atRow row: Int) -> Int {
    var low = 0
    var high = heads.count
    while low < high {
      let middle = (low + high) / 2
      if heads[middle] <= row { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }

  /// Whether `row` is the first row of its conversation.
  func isHead(_ row: Int) -> Bool { depths[row] == 0 }

  /// Starts conversation `thread` (`size` messages, the latest being `latest`) at the next row.
  mutating func beginThread(size: Int, latest message: Int) {
    heads.append(Int32(messages.count))
    sizes.append(Int32(size))
    latest.append(Int32(message))
  }

  /// Adds a row for `message` at `depth` in the current conversation.
  mutating func appendRow(message: Int, depth: Int) {
    rowOfMessage[message] = Int32(messages.count)
    messages.append(Int32(message))
    depths.append(UInt8(min(depth, Int(UInt8.max))))
  }

  /// Records `message` as hidden inside the collapsed current conversation.
  mutating func hide(message: Int) {
    hide(message: message, inThread: heads.count - 1)
  }

  /// Records `message` as hidden inside collapsed conversation `thread`.
  mutating func hide(message: Int, inThread thread: Int) {
    rowOfMessage[message] = -2 - Int32(thread)
  }
}

/// Collapsing conversations without laying them out again.
extension ThreadRows {
  /// These rows with conversations `collapsed` (conversation numbers) shown as their first
  /// row only; the rows must have been laid out with nothing collapsed.
  ///
  /// The same rows as ``MessageThreads/rows(collapsed:)`` with those conversations'
  /// messages, without sorting anything again: `t` and `z` cost a copy of the rows. The
  /// rows before the first collapsed conversation are kept as they are and the others
  /// copied in runs, so only the rows after it are renumbered.
  ///
  /// - Parameter collapsed: The conversations to collapse; numbers past the last are ignored.
  /// - Returns: The rows shown.
  /// - Complexity: O(rows after the first collapsed conversation + conversations).
  public func collapsing(_ collapsed: Set<Int>) -> ThreadRows {
    let threads = collapsed.filter { $0 >= 0 && $0 < heads.count }.sorted()
    guard let first = threads.first else { return self }
    var rows = self
    let kept = Int(heads[first])
    rows.messages.removeSubrange(kept...)
    rows.depths.removeSubrange(kept...)
    var hidden = 0
    var thread = first
    for (index, collapsedThread) in threads.enumerated() {
      // The conversations up to the collapsed one, whole: moved up by the rows hidden so far.
      let start = Int(heads[thread])
      let end = Int(heads[collapsedThread])
      rows.messages.append(contentsOf: messages[start..<end])
      rows.depths.append(contentsOf: depths[start..<end])
      if hidden > 0 {
        for row in start..<end { rows.rowOfMessage[Int(messages[row])] = Int32(row - hidden) }
        for moved in thread..<collapsedThread { rows.heads[moved] -= Int32(hidden) }
      }
      // The collapsed one: its first row, the others hidden.
      let head = Int(heads[collapsedThread])
      let headEnd = collapsedThread + 1 < heads.count ? Int(heads[collapsedThread + 1]) : count
      rows.heads[collapsedThread] = Int32(rows.messages.count)
      rows.rowOfMessage[Int(messages[head])] = Int32(rows.messages.count)
      rows.messages.append(messages[head])
      rows.depths.append(depths[head])
      for row in head + 1..<headEnd {
        rows.rowOfMessage[Int(messages[row])] = -2 - Int32(collapsedThread)
      }
      hidden += headEnd - head - 1
      thread = collapsedThread + 1
      // After the last collapsed one: the rest, whole.
      if index == threads.count - 1, thread < heads.count {
        let start = Int(heads[thread])
        rows.messages.append(contentsOf: messages[start...])
        rows.depths.append(contentsOf: depths[start...])
        if hidden > 0 {
          for row in start..<count { rows.rowOfMessage[Int(messages[row])] = Int32(row - hidden) }
          for moved in thread..<heads.count { rows.heads[moved] -= Int32(hidden) }
        }
      }
    }
    return rows
  }
}
