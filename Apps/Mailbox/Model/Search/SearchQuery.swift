/// What `/` searches for: plain words and `from:`, `subject:`, `to:` and `body:` terms.
///
/// Every term must match, ignoring case: a plain word matches the sender (name or address)
/// or the subject; `from:` the sender; `subject:` the subject; `to:` the To and Cc
/// headers; `body:` the decoded body text. A value in double quotes keeps its spaces
/// (`subject:"lunch on friday"`); an unknown prefix (`re:`) is part of a plain word.
///
/// ```swift
/// let query = SearchQuery("from:ada body:\"travel budget\" lunch")
/// query.terms          // [from "ada", body "travel budget", any "lunch"]
/// query.readsMessages  // true: body: (and to:) read each message from the mailbox
/// ```
///
/// Plain words, `from:` and `subject:` are answered from the index at once; `to:` and
/// `body:` read each candidate message (see ``MessageSearch``).
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
  }

  /// One condition: a field and the lowercased text it must contain.
  struct Term: Sendable, Hashable {
    /// Where to look.
    let field: Field
    /// The lowercased text to find.
    let text: String
    /// The text's bytes when it is ASCII without line breaks, else nil.
    ///
    /// A text that is ASCII too is then answered byte by byte with ASCII case folding
    /// (``IndexMatcher/asciiContains(_:_:)``), which gives what lowercasing it and
    /// comparing characters gives.
    let ascii: [UInt8]?

    /// A condition on `field`: it must contain `text` (lowercased).
    init(field: Field, text: String) {
      self.field = field
      self.text = text
      let bytes = Array(text.utf8)
      ascii = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0A && $0 != 0x0D } ? bytes : nil
    }
  }

  /// The conditions, all of which must hold; none matches every message.
  var terms: [Term]

  /// Parses what was typed after `/`.
  init(_ text: String) {
    terms = Self.tokens(of: text).compactMap { token in
      if let colon = token.firstIndex(of: ":"),
        let field = Field(rawValue: token[..<colon].lowercased()), field != .any
      {
        let value = token[token.index(after: colon)...].lowercased()
        return value.isEmpty ? nil : Term(field: field, text: value)
      }
      return Term(field: .any, text: token.lowercased())
    }
  }

  /// Whether the query matches nothing-or-everything (no terms).
  var isEmpty: Bool { terms.isEmpty }

  /// Whether some term needs the message itself (`to:`, `body:`), not only the index.
  var readsMessages: Bool { terms.contains { $0.field == .to || $0.field == .body } }

  /// Whether the body must be decoded (a `body:` term).
  var readsBody: Bool { terms.contains { $0.field == .body } }

  /// Whether the terms the index can answer (plain words, `from:`, `subject:`) hold.
  ///
  /// - Complexity: O(terms × length of the sender and subject).
  func matchesIndex(_ summary: MessageSummary) -> Bool {
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
        let inSender = term.field != .subject && (sender?.contains(term.text) ?? false)
        let inSubject = term.field != .from && (subject?.contains(term.text) ?? false)
        if !inSender, !inSubject { return false }
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
      case .to: Self.contains(term, in: recipients, folded: &foldedRecipients)
      case .body: Self.contains(term, in: body ?? "", folded: &foldedBody)
      case .any, .from, .subject: true
      }
    }
  }

  /// Whether `text` lowercased contains lowercased `term`; `folded` keeps `text`
  /// lowercased once it was needed, for the next term.
  private static func contains(_ term: Term, in text: String, folded: inout String?) -> Bool {
    if let ascii = term.ascii {
      var text = text
      if let found = text.withUTF8({ IndexMatcher.asciiContains($0, ascii) }) { return found }
    }
    if folded == nil { folded = text.lowercased() }
    return folded?.contains(term.text) ?? false
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
      terms.count >= previous.terms.count
    else { return false }
    return zip(terms, previous.terms).allSatisfy {
      $0.field == $1.field && $0.text.contains($1.text)
    }
  }
}
