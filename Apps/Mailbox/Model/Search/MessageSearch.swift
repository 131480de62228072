/// Reads messages for the `to:` and `body:` terms of a ``SearchQuery``.
///
/// The app searches in slices between frames, like indexing: ``MessageList`` keeps the
/// position reached and asks ``matches(_:query:in:)`` about each candidate (a message the
/// index-only terms already accept), so results appear as they are found and keys stay
/// answered within a frame however large the mailbox.
///
/// ```swift
/// if MessageSearch.matches(summary, query: query, in: mailbox) { results.append(index) }
/// ```
///
/// A `to:`-only query parses just the header section; `body:` decodes the body as the
/// message view would (quoted-printable, base64, charsets, HTML as text), from the same
/// bytes: the first ``Mailbox/messageReadLimit`` bytes of a larger message. A message that
/// cannot be read any more does not match.
enum MessageSearch {
  private static let to = Array("to".utf8)
  private static let cc = Array("cc".utf8)

  /// Whether the message of `summary` satisfies the query's `to:` and `body:` terms.
  ///
  /// - Complexity: O(message size), at most ``Mailbox/messageReadLimit``.
  static func matches(_ summary: MessageSummary, query: SearchQuery, in mailbox: Mailbox) -> Bool {
    guard query.readsMessages else { return true }
    if query.readsBody {
      guard let message = try? mailbox.searchedText(at: summary.location) else { return false }
      return query.matchesMessage(recipients: message.to + "\n" + message.cc, body: message.body)
    }
    let limit = Mailbox.messageReadLimit
    guard let raw = try? mailbox.messageBytes(at: summary.location, limit: limit) else {
      return false
    }
    return query.matchesMessage(recipients: recipients(inHeadersOf: raw.bytes), body: nil)
  }

  /// Whether the message of `summary`, at list `position`, satisfies the query's `to:`
  /// and `body:` terms, asking the search index first: the message is read only when the
  /// index cannot tell (``SearchIndex/Answers/verdict(at:)``).
  static func matches(
    _ summary: MessageSummary, query: SearchQuery, in mailbox: Mailbox,
    answers: SearchIndex.Answers?, at position: Int
  ) -> Bool {
    switch answers?.verdict(at: position) ?? .read {
    case .matches: true
    case .fails: false
    case .read, .pending: matches(summary, query: query, in: mailbox)
    }
  }

  /// The To and Cc headers of the message in `bytes`, decoded, one per line: what a
  /// `to:`-only query compares (one with `body:` compares the parsed message's).
  static func recipients(inHeadersOf bytes: [UInt8]) -> String {
    recipients(in: HeaderBlock.parse(bytes[...]))
  }

  /// ``recipients(inHeadersOf:)`` of a message whose header block is `headers`.
  static func recipients(in headers: HeaderBlock) -> String {
    let recipients = [to, cc].compactMap { headers.value($0).map { EncodedWords.decode($0) } }
    return recipients.joined(separator: "\n")
  }
}
