/// The message list as the UI shows it: every summary indexed so far, the filter, the
/// rows that match it, and the messages read in this session.
///
/// Rows are positions in the filtered list; summary indices are positions in the mailbox.
/// Appending a batch keeps every existing row where it is (messages arrive in mailbox
/// order), so the selection and scroll position stay put while a large file is indexed.
///
/// ```swift
/// var list = MessageList()
/// list.append(batch.summaries)
/// list.setFilter("alice")          // rows whose sender or subject contains "alice"
/// list.summary(atRow: 0)?.subject
/// ```
struct MessageList: Sendable {
  /// Every summary indexed so far, in mailbox order.
  private(set) var summaries: [MessageSummary] = []
  /// The filter text; empty shows every message.
  private(set) var filter = ""
  /// The summary indices of the rows while filtering; nil when every message is a row.
  private var matches: [Int]?
  /// Messages opened in this session (shown as read; the mailbox is never written).
  private var read: Set<Int> = []
  private var foldedFilter: [String] = []

  /// The number of rows shown.
  var rowCount: Int { matches?.count ?? summaries.count }

  /// The number of messages indexed.
  var messageCount: Int { summaries.count }

  /// The number of unread messages indexed.
  private(set) var unreadCount = 0

  /// Whether a filter is set.
  var isFiltering: Bool { matches != nil }

  /// The summary index shown at `row`, if the row exists.
  func summaryIndex(atRow row: Int) -> Int? {
    guard row >= 0 else { return nil }
    if let matches { return row < matches.count ? matches[row] : nil }
    return row < summaries.count ? row : nil
  }

  /// The summary shown at `row`, if the row exists.
  func summary(atRow row: Int) -> MessageSummary? {
    summaryIndex(atRow: row).map { summaries[$0] }
  }

  /// The row showing the summary at `index`, or nil when the filter hides it.
  ///
  /// - Complexity: O(log rows).
  func row(ofSummary index: Int) -> Int? {
    guard index >= 0, index < summaries.count else { return nil }
    guard let matches else { return index }
    var low = 0
    var high = matches.count
    while low < high {
      let middle = (low + high) / 2
      if matches[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < matches.count && matches[low] == index ? low : nil
  }

  /// The index of the message with this ``MessageSummary/id``, searching from `start`.
  ///
  /// - Complexity: O(messages after `start`).
  func index(ofID id: String, from start: Int = 0) -> Int? {
    guard start < summaries.count else { return nil }
    return summaries[max(0, start)...].firstIndex { $0.id == id }
  }

  /// Whether the message at `index` shows as unread.
  func isUnread(_ index: Int) -> Bool {
    summaries[index].isUnread && !read.contains(index)
  }

  /// Adds newly indexed summaries at the end, filtering them like the rest.
  ///
  /// - Complexity: O(batch size × filter length).
  mutating func append(_ batch: [MessageSummary]) {
    let start = summaries.count
    summaries += batch
    unreadCount += batch.lazy.filter(\.isUnread).count
    guard var found = matches else { return }
    found += (start..<summaries.count).filter { matchesFilter(summaries[$0]) }
    matches = found
  }

  /// Shows only messages whose sender (name or address) or subject contains every word of
  /// `text`, ignoring case; empty text shows all.
  ///
  /// - Complexity: O(messages × text length); O(current matches × text length) when
  ///   `text` extends the current filter.
  mutating func setFilter(_ text: String) {
    let narrowing = !filter.isEmpty && text.hasPrefix(filter)
    filter = text
    foldedFilter = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    guard !foldedFilter.isEmpty else {
      matches = nil
      return
    }
    // Typing on only narrows: every new word contains an old one, so search the old matches.
    if narrowing, let previous = matches {
      matches = previous.filter { matchesFilter(summaries[$0]) }
    } else {
      matches = summaries.indices.filter { matchesFilter(summaries[$0]) }
    }
  }

  /// Marks the message at `index` read for this session.
  mutating func markRead(_ index: Int) {
    guard summaries.indices.contains(index), read.insert(index).inserted, summaries[index].isUnread
    else { return }
    unreadCount -= 1
  }

  private func matchesFilter(_ summary: MessageSummary) -> Bool {
    let haystack =
      (summary.sender.name + "\u{1}" + summary.sender.address + "\u{1}" + summary.subject)
      .lowercased()
    return foldedFilter.allSatisfy { haystack.contains($0) }
  }
}
