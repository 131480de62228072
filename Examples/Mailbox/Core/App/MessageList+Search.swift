/// Searching in slices, as results are found: the matches of a narrowed query first
/// (``candidates``), then the messages from ``searched`` on, in mailbox order, so the
/// matches stay sorted and a key never waits for the whole mailbox.
extension MessageList {
  /// Whether the query has messages left to check.
  var isSearching: Bool {
    !query.isEmpty && (candidateCursor < candidates.count || searched < summaries.count)
  }

  /// The fraction of the indexed messages searched, 0...1: the mailbox position reached.
  var searchProgress: Double {
    let reached = candidateCursor < candidates.count ? candidates[candidateCursor] : searched
    return summaries.isEmpty ? 1 : Double(reached) / Double(summaries.count)
  }

  /// Checks up to `limit` more messages, in mailbox order, adding those that match.
  ///
  /// - Parameters:
  ///   - limit: How many messages to check at most.
  ///   - reads: Whether a message the index-only terms accept satisfies the `to:` and
  ///     `body:` terms (``MessageSearch/matches(_:query:in:)``).
  /// - Returns: How many matches were added.
  /// - Complexity: O(limit × (terms × length of the sender and subject + `reads`)).
  @discardableResult
  mutating func searchStep(limit: Int, reads: (MessageSummary) -> Bool) -> Int {
    guard isSearching else { return 0 }
    var left = max(1, limit)
    var found: [Int] = []
    let readsMessages = query.readsMessages
    func check(_ index: Int) {
      guard matcher.matches(summaries, at: index) else { return }
      if !readsMessages || reads(summaries[index]) { found.append(index) }
    }
    while left > 0, candidateCursor < candidates.count {
      check(candidates[candidateCursor])
      candidateCursor += 1
      left -= 1
    }
    if candidateCursor == candidates.count, !candidates.isEmpty {
      (candidates, candidateCursor) = ([], 0)
    }
    let end = min(summaries.count, searched + left)
    for index in searched..<end { check(index) }
    searched = max(searched, end)
    if matches == nil { matches = [] }
    matches?.append(contentsOf: found)
    return found.count
  }
}
