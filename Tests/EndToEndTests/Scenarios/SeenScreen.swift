/// What a host's screen shows, in the terms a ``UserScript`` checks.
///
/// The list's rows and the open message's text: the terminal reads them from tmux's
/// cells, GTK from the accessibility tree, as a screen reader would.
struct SeenScreen: CustomStringConvertible {
  /// The list rows on screen, each as one line of text (marks, sender, subject).
  var rows: [String]
  /// The open message's text, or nil when no message is open.
  var message: String?
  /// Whether the search field takes what is typed.
  var isSearching = false
  /// Everything read, for failure messages.
  var evidence: String

  /// The marks that begin a branch of a conversation.
  static let conversationMarks: [Character] = ["▾", "▸", "└"]

  /// The row of `subject` itself, not of a reply to it (`Re: subject`).
  func row(of subject: String) -> String? {
    rows.first { $0.contains(subject) && !$0.contains("Re: \(subject)") }
  }

  /// Whether the screen shows `sight`.
  func shows(_ sight: UserScript.Sight) -> Bool {
    switch sight {
    case .row(let text): rows.contains { $0.contains(text) }
    case .noRow(let text): !rows.contains { $0.contains(text) }
    case .message(let text): message?.contains(text) ?? false
    case .noMessage: message == nil
    case .unread(let subject): row(of: subject).map(Self.isUnread) ?? false
    case .read(let subject): row(of: subject).map { !Self.isUnread($0) } ?? false
    case .conversations: rows.contains { $0.contains(where: Self.conversationMarks.contains) }
    case .noConversations: !rows.contains { $0.contains(where: Self.conversationMarks.contains) }
    case .searchField: isSearching
    }
  }

  /// Whether a row begins with the unread dot (after any spacing).
  static func isUnread(_ row: String) -> Bool {
    row.drop { $0.isWhitespace }.first == "●"
  }

  var description: String { evidence }
}
