/// Searching messages for `to:` and `body:` terms in slices, as results are found.
extension MessageList {
  /// Whether a query that reads messages has messages left to check.
  var isSearching: Bool { query.readsMessages && searched < summaries.count }

  /// The fraction of the indexed messages searched, 0...1.
  var searchProgress: Double {
    summaries.isEmpty ? 1 : Double(searched) / Double(summaries.count)
  }

  /// Checks up to `limit` more messages, in mailbox order, adding those that match.
  ///
  /// - Parameters:
  ///   - limit: How many messages to check at most.
  ///   - reads: Whether a message the index-only terms accept satisfies the `to:` and
  ///     `body:` terms (``MessageSearch/matches(_:query:in:)``).
  /// - Returns: How many matches were added.
  @discardableResult
  mutating func searchStep(limit: Int, reads: (MessageSummary) -> Bool) -> Int {
    guard isSearching else { return 0 }
    let end = min(summaries.count, searched + max(1, limit))
    var found: [Int] = []
    for index in searched..<end {
      let summary = summaries[index]
      if query.matchesIndex(summary), reads(summary) { found.append(index) }
    }
    searched = end
    if matches == nil { matches = [] }
    matches?.append(contentsOf: found)
    return found.count
  }
}
