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
    summaries.isEmpty ? 1 : Double(searchPosition) / Double(summaries.count)
  }

  /// The mailbox position the search checks next.
  var searchPosition: Int {
    candidateCursor < candidates.count ? candidates[candidateCursor] : searched
  }

  /// Checks up to `limit` more messages, in mailbox order, adding those that match, and
  /// stops after `readLimit` of them were read.
  ///
  /// - Parameters:
  ///   - limit: How many messages to check at most.
  ///   - readLimit: How many messages to read at most.
  ///   - reads: Whether a message the index-only terms accept satisfies the `to:` and
  ///     `body:` terms (``MessageSearch/matches(_:query:in:)``), asked only where the
  ///     search index (``indexAnswers``) cannot tell.
  /// - Returns: How many matches were added.
  /// - Complexity: O(limit × terms × length of the sender and subject + readLimit × `reads`);
  ///   positions the search index rules out cost a 64th of one checked each.
  @discardableResult
  mutating func searchStep(
    limit: Int, readLimit: Int = .max, reads: (MessageSummary) -> Bool
  ) -> Int {
    waitsForIndex = false
    guard isSearching else { return 0 }
    let readsMessages = query.readsMessages
    if let pending = pendingIndexAnswers {
      // Asked on another thread: nothing is read before the answer comes, and only the
      // messages it covers are checked while part of it has come. A query the summaries
      // answer goes on comparing them meanwhile: the answer only skips some.
      switch pending.current {
      case .waiting:
        if readsMessages {
          waitsForIndex = true
          return 0
        }
      case .partial(let answers): indexAnswers = answers
      case .ready(let answers, _):
        (indexAnswers, pendingIndexAnswers) = (answers, nil)
        if let answers, readsMessages {
          if matches == nil { matches = [] }
          let count = matches?.count ?? 0
          matches?.reserveCapacity(count + answers.matchCount)
        }
      }
    }
    var left = max(1, limit)
    var readsLeft = max(1, readLimit)
    var found: [Int] = []
    let asksUnread = !query.conditions.isEmpty
    let answers = indexAnswers
    let passesEverything = matcher.passesEverything
    let decidesHeaders = answers?.decidesHeaders ?? false
    // Whether the index alone decides a position it has a verdict for: only the
    // summary's terms are asked, and no condition.
    let headersDecide = decidesHeaders && !readsMessages && query.conditions.isEmpty
    /// Positions the index decided in ``check(_:)``: each 64 cost one of `left`.
    var decided = 0
    /// Checks the message at `index`; false when it waits for more of the index's
    /// answer (nothing more is checked in this step then).
    func check(_ index: Int) -> Bool {
      let header = decidesHeaders ? answers?.headerVerdict(at: index) ?? .read : .read
      if header == .fails || (headersDecide && header == .matches) {
        // A look-up: a 64th of a comparison.
        if header == .matches { found.append(index) }
        decided += 1
        if decided & 63 == 0 { left -= 1 }
        return true
      }
      guard
        passesEverything
          || matcher.matches(
            summaries, at: index, isUnread: asksUnread ? isUnread(index) : nil,
            termsHold: header == .matches)
      else {
        left -= 1
        return true
      }
      guard readsMessages else {
        left -= 1
        found.append(index)
        return true
      }
      switch answers?.verdict(at: index) ?? .read {
      case .matches: found.append(index)
      case .fails: break
      case .read:
        // Listed after the answers were asked and about to be covered: asked again
        // (``SearchIndexing/prepare(_:mailbox:)``), not read.
        if let answers, index >= answers.coverage, index < indexFollowsThrough { return false }
        readsLeft -= 1
        if reads(summaries[index]) { found.append(index) }
      case .pending: return false
      }
      left -= 1
      return true
    }
    var waits = false
    while left > 0, readsLeft > 0, candidateCursor < candidates.count {
      guard check(candidates[candidateCursor]) else {
        waits = true
        break
      }
      candidateCursor += 1
    }
    if candidateCursor == candidates.count, !candidates.isEmpty {
      (candidates, candidateCursor) = ([], 0)
    }
    while !waits, left > 0, readsLeft > 0, searched < summaries.count {
      if decidesHeaders, let answers {
        // A look-up per message, a 64th of a comparison, eight at a time: the positions
        // the index rules out are skipped, and those it decides taken when it alone
        // decides, up to the first to compare.
        let end = min(summaries.count, searched + left * 64)
        let stop =
          headersDecide
          ? answers.appendHeaderMatches(from: searched, to: end, into: &found)
          : answers.firstHeaderCandidate(from: searched, to: end)
        if stop > searched {
          (left, searched) = (left - (stop - searched + 63) / 64, stop)
          continue
        }
      }
      if readsMessages, passesEverything, let answers {
        // Only the index decides: a look-up per message, up to one it cannot decide.
        let end = min(summaries.count, searched + left)
        let stop = answers.appendMatches(from: searched, to: end, into: &found)
        (left, searched) = (left - (stop - searched), stop)
        if stop == end { break }
      }
      guard check(searched) else {
        waits = true
        break
      }
      searched += 1
    }
    if matches == nil { matches = [] }
    matches?.append(contentsOf: found)
    waitsForIndex = waits
    return found.count
  }

  /// How many messages a search checks between two looks at the clock: a few when it
  /// reads them (`to:`, `body:`), more when the index answers (0.2–1 µs each: a slice of
  /// 2,048 ran a frame's search 1.5–2 ms past its deadline at 1,000,000 messages).
  static func searchSlice(readsMessages: Bool) -> Int { readsMessages ? 16 : 512 }

  /// How many messages a search that reads messages checks between two looks at the
  /// clock when the search index answers for them (a few nanoseconds each; a step ends
  /// at the first message it must read): a million answered in one frame.
  static let answeredSlice = 2_048

  /// The same when the query is only `to:` and `body:` terms, which the index decides
  /// with a look-up per message (about a nanosecond; a slice is then a few hundred
  /// microseconds at most, and there are 16 of them in a million messages).
  static let decidedSlice = 65_536

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
    // Messages per look at the clock (a message read ends a step), and the most looks.
    let answered = matcher.passesEverything ? Self.decidedSlice : Self.answeredSlice
    let (step, reads, steps) =
      query.readsMessages
      ? (answered, 1, maximumSlices * slice)
      : (slice, Int.max, maximumSlices)
    var (taken, found) = (0, 0)
    while isSearching, taken < steps {
      found += searchStep(limit: step, readLimit: reads) {
        MessageSearch.matches($0, query: query, in: mailbox)
      }
      taken += 1
      // Waiting for the index's answers, or for the rest of them: nothing more this
      // frame.
      if waitsForIndex || now() >= deadline { break }
    }
    return found
  }
}
