/// What a host's screen shows, in the terms a ``UserScript`` checks.
///
/// The list's rows and the open message's text: the terminal reads them from tmux's
/// cells, GTK from the accessibility tree, as a screen reader would, and the browser from
/// the DOM and its ARIA attributes.
struct SeenScreen: CustomStringConvertible {
  /// One list row as its host shows it.
  struct Row {
    /// Its text (sender, subject, date), with any marks the host draws as glyphs.
    var text: String
    /// Whether it shows as unread: the terminal's `●`, GTK's accessible description.
    var isUnread: Bool
    /// Whether it is part of a conversation's tree: the terminal's branch glyphs, GTK's
    /// accessible description (`reply, level 1`, `conversation of 3 messages, …`).
    var isInConversation: Bool
    /// Whether it shows as flagged: the terminal's `⚑`, the word in GTK's and the page's
    /// accessible description.
    var isFlagged = false

    /// The marks that begin a branch of a conversation in the terminal.
    static let conversationMarks: [Character] = ["▾", "▸", "└"]

    /// A terminal row: its state is in its glyphs.
    ///
    /// - Parameter line: The row's cells as text.
    init(terminalLine line: String) {
      text = line
      isUnread = line.drop { $0.isWhitespace }.first == "●"
      isInConversation = line.contains(where: Self.conversationMarks.contains)
      isFlagged = line.contains("⚑")
    }

    /// A row as a host describes it.
    ///
    /// - Parameters:
    ///   - text: Its text.
    ///   - isUnread: Whether it shows as unread.
    ///   - isInConversation: Whether it is part of a conversation's tree.
    ///   - isFlagged: Whether it shows as flagged.
    init(text: String, isUnread: Bool, isInConversation: Bool, isFlagged: Bool) {
      self.text = text
      self.isUnread = isUnread
      self.isInConversation = isInConversation
      self.isFlagged = isFlagged
    }

    /// A row read from a window's accessibility tree: its state is in its description.
    ///
    /// - Parameter row: The row as ``MailboxWindow/Seen`` reads it.
    init(_ row: MailboxWindow.Seen.Row) {
      text = row.text
      isUnread = row.isUnread
      isInConversation = row.isInConversation
      isFlagged = row.isFlagged
    }
  }

  /// The list rows on screen.
  var rows: [Row]
  /// The open message's text, or nil when no message is open.
  var message: String?
  /// Whether the search field takes what is typed.
  var isSearching = false
  /// Everything read, for failure messages.
  var evidence: String

  /// The row of `subject` itself, not of a reply to it (`Re: subject`).
  func row(of subject: String) -> Row? {
    rows.first { $0.text.contains(subject) && !$0.text.contains("Re: \(subject)") }
  }

  /// Whether the screen shows `sight`.
  func shows(_ sight: UserScript.Sight) -> Bool {
    switch sight {
    case .row(let text): rows.contains { $0.text.contains(text) }
    case .noRow(let text): !rows.contains { $0.text.contains(text) }
    case .message(let text): message?.contains(text) ?? false
    case .noMessage: message == nil
    case .unread(let subject): row(of: subject)?.isUnread ?? false
    case .read(let subject): row(of: subject).map { !$0.isUnread } ?? false
    case .flagged(let subject): row(of: subject)?.isFlagged ?? false
    case .unflagged(let subject): row(of: subject).map { !$0.isFlagged } ?? false
    case .conversations: rows.contains { $0.isInConversation }
    case .noConversations: !rows.contains { $0.isInConversation }
    case .searchField: isSearching
    case .text(let text): evidence.contains(text)
    }
  }

  var description: String { evidence }
}
