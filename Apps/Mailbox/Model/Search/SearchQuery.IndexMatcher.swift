extension SearchQuery {
  /// Answers ``SearchQuery/matchesIndex(_:)`` from the summary store's bytes, without
  /// rebuilding summaries: what searching a large mailbox as you type costs per message.
  ///
  /// A term and a text that are both ASCII (the term without line breaks) are compared
  /// byte by byte with ASCII case folding, which is exactly what lowercasing both and
  /// comparing characters gives for them. Any other text is compared as
  /// ``SearchQuery/matchesIndex(_:)`` compares it, once per distinct stored text and term
  /// (the answers are kept by reference); a term holding U+0001 (the separator between
  /// the sender's name and address there) makes every message go through
  /// ``SearchQuery/matchesIndex(_:)`` itself. The result is always the same as
  /// ``SearchQuery/matchesIndex(_:)``'s.
  ///
  /// ```swift
  /// var matcher = SearchQuery.IndexMatcher(SearchQuery("from:ada lunch"))
  /// matcher.matches(store, at: 0)
  /// ```
  struct IndexMatcher: Sendable {
    /// The query as parsed, for the terms only a whole summary can answer.
    let query: SearchQuery
    private let terms: [Term]
    private let conditions: [Condition]
    /// Whether every message goes through ``SearchQuery/matchesIndex(_:)``.
    private let needsSummaries: Bool
    /// Answers for non-ASCII texts, by term number × 2³² + text reference.
    private var answers: [UInt64: Bool] = [:]

    /// Prepares the index terms of `query`.
    init(_ query: SearchQuery) {
      self.query = query
      terms = query.terms.filter(\.field.isInSummary)
      conditions = query.conditions
      needsSummaries = terms.contains { $0.field != .subject && $0.text.contains("\u{1}") }
    }

    /// Whether every message passes: the query has no index terms and no conditions.
    var passesEverything: Bool { terms.isEmpty && conditions.isEmpty }

    /// Whether the index terms and the conditions hold for the message at `position` of
    /// `store`.
    ///
    /// - Parameters:
    ///   - isUnread: Whether the message counts as unread, when it differs from the
    ///     stored flag (the reader's own read marks).
    ///   - termsHold: Whether the terms are known to hold (the search index said so:
    ///     ``SearchIndex/Answers/headerVerdict(at:)``), so only the conditions are checked.
    /// - Complexity: O(terms × length of the sender and subject).
    mutating func matches(
      _ store: SummaryStore, at position: Int, isUnread: Bool? = nil, termsHold: Bool = false
    ) -> Bool {
      if !conditions.isEmpty {
        let flags = Condition.Flags(
          date: store.date(at: position), isUnread: isUnread ?? store.isUnread(at: position),
          isFlagged: store.isFlagged(at: position))
        guard conditions.allSatisfy({ $0.holds(for: flags) }) else { return false }
      }
      if terms.isEmpty || termsHold { return true }
      if needsSummaries { return query.matchesIndex(store[position], isUnread: isUnread) }
      let (name, address, subject) = store.searchedText(at: position)
      for (number, term) in terms.enumerated() {
        let found =
          term.field != .subject
          && (contains(term, number, in: name) || contains(term, number, in: address))
          || term.field != .from && contains(term, number, in: subject)
        if found == term.isNegated { return false }
      }
      return true
    }

    /// Whether `text` lowercased contains the term.
    private mutating func contains(_ term: Term, _ number: Int, in text: SummaryStore.StoredText)
      -> Bool
    {
      if let ascii = term.ascii {
        let found = text.bytes.withUnsafeBufferPointer {
          term.isPrefix ? Self.asciiContainsWord($0, ascii) : Self.asciiContains($0, ascii)
        }
        if let found { return found }
      }
      let key = UInt64(number) << 32 | UInt64(text.reference)
      if let known = answers[key] { return known }
      let found = SearchQuery.contains(
        term, folded: SearchIndex.Reading.lowercased(String(decoding: text.bytes, as: UTF8.self)))
      // Bounded: a mailbox of distinct non-ASCII texts keeps at most this many answers.
      if answers.count >= 1 << 16 { answers.removeAll(keepingCapacity: true) }
      answers[key] = found
      return found
    }

    /// Whether ASCII `text` contains lowercase ASCII `term` ignoring ASCII case; nil when
    /// `text` is not ASCII.
    ///
    /// - Complexity: O(text length × term length).
    static func asciiContains(_ text: ArraySlice<UInt8>, _ term: [UInt8]) -> Bool? {
      text.withUnsafeBufferPointer { asciiContains($0, term) }
    }

    /// Whether ASCII `text` contains lowercase ASCII `term` ignoring ASCII case; nil when
    /// `text` is not ASCII.
    ///
    /// - Complexity: O(text length × term length).
    static func asciiContains(_ text: UnsafeBufferPointer<UInt8>, _ term: [UInt8]) -> Bool? {
      guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
      guard let first = term.first else { return true }
      guard text.count >= term.count else { return false }
      @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
      }
      var start = 0
      let last = text.count - term.count
      while start <= last {
        if folded(text[start]) == first {
          var offset = 1
          while offset < term.count, folded(text[start + offset]) == term[offset] { offset += 1 }
          if offset == term.count { return true }
        }
        start += 1
      }
      return false
    }

    /// Whether ASCII `text` contains lowercase ASCII `term` ignoring ASCII case at a
    /// word's start (after no ASCII letter or digit); nil when `text` is not ASCII.
    ///
    /// - Complexity: O(text length × term length).
    static func asciiContainsWord(_ text: UnsafeBufferPointer<UInt8>, _ term: [UInt8]) -> Bool? {
      guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
      guard text.count >= term.count else { return false }
      var start = 0
      let last = text.count - term.count
      while start <= last {
        if start == 0 || !Bytes.isASCIILetterOrDigit(text[start - 1]) {
          var offset = 0
          while offset < term.count, Bytes.lowercased(text[start + offset]) == term[offset] {
            offset += 1
          }
          if offset == term.count { return true }
        }
        start += 1
      }
      return false
    }
  }
}
