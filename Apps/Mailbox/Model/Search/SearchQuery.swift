/// What `/` searches for: plain words, `from:`, `subject:`, `to:` and `body:` terms,
/// `date:` ranges and `is:` flags.
///
/// Every term must match, ignoring case: a plain word matches the sender (name or address)
/// or the subject; `from:` the sender; `subject:` the subject; `to:` the To and Cc
/// headers; `body:` the decoded body text. A value in double quotes keeps its spaces
/// (`subject:"lunch on friday"`); an unknown prefix (`re:`) is part of a plain word.
/// A term ending in `*` matches at the start of a word only (`plan*` finds "planning",
/// not "explanation"); `-term` or `NOT term` matches the messages the term does not.
/// `date:2024..2025`, `date:2024-03`, `date:..2023-06-30` and `date:-7d` (also `w`, `m`,
/// `y`) keep messages dated in the range (UTC); `is:unread`, `is:read` and `is:flagged`
/// (a Maildir `F` flag) keep messages so flagged.
///
/// ```swift
/// let query = SearchQuery("from:ada body:\"travel budget\" lunch -plan* is:unread")
/// query.terms          // [from "ada", body "travel budget", any "lunch", not any "plan" at a word start]
/// query.conditions     // [unread]
/// query.readsMessages  // true: body: (and to:) read each message from the mailbox
/// ```
///
/// Plain words, `from:`, `subject:`, `date:` and `is:` are answered from the list's
/// summaries at once; `to:` and `body:` read each candidate message (see
/// ``MessageSearch``), or ask the search index (``SearchIndex``) where it covers them.
struct SearchQuery: Sendable, Hashable {
  /// Where a term looks.
  enum Field: String, Sendable, Hashable, CaseIterable {
    /// The sender or the subject (a plain word).
    case any
    /// The sender's name or address.
    case from
    /// The subject.
    case subject
    /// The To and Cc headers.
    case to
    /// The decoded body text.
    case body

    /// Whether the list's summary holds what it looks in (the sender, the subject), so
    /// it is answered without reading the message.
    var isInSummary: Bool { self == .any || self == .from || self == .subject }
  }

  /// One condition: a field and the lowercased text it must contain.
  struct Term: Sendable, Hashable {
    /// Where to look.
    let field: Field
    /// The lowercased text to find.
    let text: String
    /// Whether the text must start a word (`plan*`): the character before it is no
    /// letter or number.
    let isPrefix: Bool
    /// Whether the message must not contain the text (`-plan`, `NOT plan`).
    let isNegated: Bool
    /// The text's bytes when it is ASCII without line breaks, else nil.
    ///
    /// A text that is ASCII too is then answered byte by byte with ASCII case folding
    /// (``IndexMatcher/asciiContains(_:_:)``), which gives what lowercasing it and
    /// comparing characters gives.
    let ascii: [UInt8]?

    /// A condition on `field`: it must contain `text` (lowercased), at a word's start
    /// when `isPrefix`; not contain it when `isNegated`.
    init(field: Field, text: String, isPrefix: Bool = false, isNegated: Bool = false) {
      self.field = field
      self.text = text
      self.isPrefix = isPrefix
      self.isNegated = isNegated
      let bytes = Array(text.utf8)
      ascii = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0A && $0 != 0x0D } ? bytes : nil
    }
  }

  /// The text conditions, all of which must hold; none (and no ``conditions``) matches
  /// every message.
  var terms: [Term]
  /// The `date:` and `is:` conditions, all of which must hold.
  var conditions: [Condition] = []
  /// Why the first `date:` term that is no date or range was read as a plain word
  /// (`date out of range` for `date:-300000000000y`), for the status line; nil when there
  /// is none.
  var problem: String?

  /// Parses what was typed after `/`.
  ///
  /// - Parameters:
  ///   - text: The query.
  ///   - now: Seconds since 1970 (UTC), for `date:-7d`; the system clock by default.
  init(_ text: String, now: Int64 = Condition.currentTime()) {
    terms = []
    var negateNext = false
    for var token in Self.tokens(of: text) {
      if token == "NOT", !negateNext {
        negateNext = true
        continue
      }
      var isNegated = negateNext
      negateNext = false
      if token.count > 1, token.hasPrefix("-") {
        isNegated.toggle()
        token.removeFirst()
      }
      if let colon = token.firstIndex(of: ":") {
        let prefix = token[..<colon].lowercased()
        let value = token[token.index(after: colon)...].lowercased()
        let (condition, problem) = Condition.reading(prefix: prefix, value: value, now: now)
        if let condition {
          conditions.append(
            Condition(condition.kind, isNegated: isNegated, spelling: condition.spelling))
          continue
        }
        self.problem = self.problem ?? problem
        if let field = Field(rawValue: prefix), field != .any {
          if let term = Self.term(field, value, isNegated: isNegated) { terms.append(term) }
          continue
        }
      }
      if let term = Self.term(.any, token.lowercased(), isNegated: isNegated) { terms.append(term) }
    }
    if negateNext { terms.append(Term(field: .any, text: "not")) }
  }

  /// A term for `value`, a prefix one when it ends in `*`; nil when it is empty.
  private static func term(_ field: Field, _ value: String, isNegated: Bool) -> Term? {
    if value.count > 1, value.hasSuffix("*") {
      return Term(
        field: field, text: String(value.dropLast()), isPrefix: true, isNegated: isNegated)
    }
    return value.isEmpty ? nil : Term(field: field, text: value, isNegated: isNegated)
  }

  /// Whether the query matches everything (no terms and no conditions).
  var isEmpty: Bool { terms.isEmpty && conditions.isEmpty }

  /// Whether some term needs the message itself (`to:`, `body:`), not only the index.
  var readsMessages: Bool { terms.contains { $0.field == .to || $0.field == .body } }

  /// Whether the body must be decoded (a `body:` term).
  var readsBody: Bool { terms.contains { $0.field == .body } }

  /// Whether the terms the index can answer (plain words, `from:`, `subject:`, `date:`,
  /// `is:`) hold.
  ///
  /// - Parameter isUnread: Whether the message counts as unread, when it differs from
  ///   the summary's flag (the reader's own read marks).
  /// - Complexity: O(terms × length of the sender and subject).
  func matchesIndex(_ summary: MessageSummary, isUnread: Bool? = nil) -> Bool {
    let flags = Condition.Flags(
      date: summary.date, isUnread: isUnread ?? summary.isUnread,
      isFlagged: Condition.isFlagged(summary.location))
    guard conditions.allSatisfy({ $0.holds(for: flags) }) else { return false }
    var sender: String?
    var subject: String?
    for term in terms {
      switch term.field {
      case .any, .from, .subject:
        if term.field != .subject {
          sender =
            sender ?? (summary.sender.name + "\u{1}" + summary.sender.address).lowercased()
        }
        if term.field != .from { subject = subject ?? summary.subject.lowercased() }
        let inSender = term.field != .subject && Self.contains(term, folded: sender ?? "")
        let inSubject = term.field != .from && Self.contains(term, folded: subject ?? "")
        if (inSender || inSubject) == term.isNegated { return false }
      case .to, .body:
        continue
      }
    }
    return true
  }

  /// Whether the `to:` and `body:` terms hold for a message's recipients and body.
  ///
  /// - Parameters:
  ///   - recipients: The decoded To and Cc headers.
  ///   - body: The decoded body text, when a `body:` term needs it.
  ///
  /// ASCII text and terms (most mail) are compared byte by byte with ASCII case folding,
  /// which is what lowercasing both and comparing characters gives for them
  /// (``IndexMatcher/asciiContains(_:_:)``), without a lowercased copy of the body; other
  /// text is lowercased once and compared by characters.
  func matchesMessage(recipients: String, body: String?) -> Bool {
    var foldedRecipients: String?
    var foldedBody: String?
    return terms.allSatisfy { term in
      switch term.field {
      case .to: Self.contains(term, in: recipients, folded: &foldedRecipients) != term.isNegated
      case .body: Self.contains(term, in: body ?? "", folded: &foldedBody) != term.isNegated
      case .any, .from, .subject: true
      }
    }
  }

  /// Whether `text` lowercased contains lowercased `term` (at a word's start for a prefix
  /// term), whether or not the term is negated; `folded` keeps `text` lowercased once it
  /// was needed, for the next term.
  private static func contains(_ term: Term, in text: String, folded: inout String?) -> Bool {
    if let ascii = term.ascii {
      var text = text
      let found = text.withUTF8 {
        term.isPrefix
          ? IndexMatcher.asciiContainsWord($0, ascii) : IndexMatcher.asciiContains($0, ascii)
      }
      if let found { return found }
    }
    if folded == nil { folded = SearchIndex.Reading.lowercased(text) }
    return contains(term, folded: folded ?? "")
  }

  /// Whether lowercased `text` contains the term's text, at a word's start for a prefix
  /// term (the character before it is no letter or number), compared by characters.
  ///
  /// - Complexity: O(text length × term length).
  static func contains(_ term: Term, folded text: String) -> Bool {
    guard term.isPrefix else { return text.contains(term.text) }
    var previousIsWord = false
    var index = text.startIndex
    while index < text.endIndex {
      if !previousIsWord, text[index...].hasPrefix(term.text) { return true }
      let character = text[index]
      previousIsWord = character.isLetter || character.isNumber
      index = text.index(after: index)
    }
    return term.text.isEmpty
  }

  /// Splits at spaces outside double quotes; the quotes are dropped.
  private static func tokens(of text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var isQuoted = false
    for character in text {
      if character == "\"" {
        isQuoted.toggle()
      } else if character.isWhitespace, !isQuoted {
        if !current.isEmpty { tokens.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}

extension SearchQuery {
  /// Whether every message this query matches also matched `previous`, when neither
  /// reads messages: each old term has a stricter counterpart in the same place.
  func narrows(_ previous: SearchQuery) -> Bool {
    guard !previous.isEmpty, !previous.readsMessages, !readsMessages,
      terms.count >= previous.terms.count, conditions.isEmpty, previous.conditions.isEmpty,
      !(terms + previous.terms).contains(where: { $0.isPrefix || $0.isNegated })
    else { return false }
    return zip(terms, previous.terms).allSatisfy {
      $0.field == $1.field && $0.text.contains($1.text)
    }
  }
}

extension SearchQuery: CustomStringConvertible {
  /// The query as text that parses back to it (with the same `now`): its terms, then its
  /// conditions, each as one token, `field:` for a field other than ``Field/any``, the
  /// text in double quotes when it holds a space, `*` after a prefix term, `-` before a
  /// negated one.
  ///
  /// Tokens are separated by a space, or by a tab where a space would become part of the
  /// next token's first character (a token that starts with a combining mark).
  ///
  /// ```swift
  /// SearchQuery("From:Ada  NOT body:\"Travel  Budget\" is:unread").description
  /// // from:ada -body:"travel  budget" is:unread
  /// ```
  var description: String {
    let tokens =
      terms.map(\.description) + conditions.map { ($0.isNegated ? "-" : "") + $0.spelling }
    var output = ""
    for token in tokens {
      if !output.isEmpty { output += Self.joins(output, " ", token) ? "\t" : " " }
      output += token
    }
    return output
  }

  /// Whether `parts` put together have fewer characters than apart: one's last
  /// character and the next's first become one (a combining mark after a space).
  static func joins(_ parts: String...) -> Bool {
    parts.joined().count != parts.reduce(0) { $0 + $1.count }
  }
}

extension SearchQuery.Term: CustomStringConvertible {
  /// The term as one token that parses back to it (see ``SearchQuery/description``): a
  /// text that starts with `-` and is not negated is written `NOT --text`, and `NOT` and
  /// a tab stand for `-` when `-` would join the text's first character.
  var description: String {
    var value = text + (isPrefix ? "*" : "")
    // What the parser sees once the quotes are gone: a leading `-` there negates.
    let unquoted = (field == .any ? "" : field.rawValue + ":") + value
    if let space = value.firstIndex(where: \.isWhitespace) {
      // The quotes go around the whole value unless the opening one would join its first
      // character; then just before the first space (quotes may sit inside a token).
      value =
        SearchQuery.joins("\"", value)
        ? value[..<space] + "\"" + value[space...] + "\"" : "\"" + value + "\""
    }
    let token = (field == .any ? "" : field.rawValue + ":") + value
    if isNegated { return SearchQuery.joins("-", token) ? "NOT\t" + token : "-" + token }
    return unquoted.count > 1 && unquoted.hasPrefix("-") ? "NOT -" + token : token
  }
}
