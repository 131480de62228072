/// Searching in slices, as results are found: the matches of a narrowed query first
/// (``candidates``), then the messages from ``searched`` on, in mailbox order, so the
/// matches stay sorted and a key never waits for the whole mailbox.
extension MessageList {
  /// Whether the query has messages left to check.
  public var isSearching: Bool {
    !query.isEmpty && (candidateCursor < candidates.count || searched < summaries.count)
  }

  /// The fraction of the indexed messages searched, 0...1: the mailbox position reached.
  public var searchProgress: Double {
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

  /// How many messages a search checks between two looks at the clock: a few when it
  /// reads them (`to:`, `body:`), more when the index answers (about 0.1 µs each).
  static func searchSlice(readsMessages: Bool) -> Int { readsMessages ? 16 : 2_048 }

  /// One frame's search: slices of messages until `deadline` by `now` — at least one
  /// slice, so results keep coming, and at most `maximumSlices` whatever the clock says.
  ///
  /// A query that reads messages looks at the clock after every message, not every
  /// slice: one large message can take milliseconds to decode and search, and a slice of
  /// them started just before the deadline ran frames to 20–30 ms at 1,000,000
  /// messages. It still checks at most `maximumSlices` slices' worth of messages.
  ///
  /// - Parameters:
  ///   - mailbox: Where the `to:` and `body:` terms read messages.
  ///   - deadline: The instant, on `now`'s clock, at which no further slice starts.
  ///   - maximumSlices: The most slices, however fast the clock.
  ///   - now: The host clock.
  /// - Returns: How many matches were added.
  @discardableResult
  public mutating func searchFrame(
    in mailbox: Mailbox, until deadline: Duration, maximumSlices: Int, now: () -> Duration
  ) -> Int {
    let query = self.query
    let slice = Self.searchSlice(readsMessages: query.readsMessages)
    // Messages per look at the clock, and the most looks.
    let (step, steps) = query.readsMessages ? (1, maximumSlices * slice) : (slice, maximumSlices)
    var (taken, found) = (0, 0)
    while isSearching, taken < steps {
      found += searchStep(limit: step) { MessageSearch.matches($0, query: query, in: mailbox) }
      taken += 1
      if now() >= deadline { break }
    }
    return found
  }
}
