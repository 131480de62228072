/// One row of a ``ListController``: a title, a subtitle, a trailing detail, a leading mark
/// and, in a conversation, a branch with its indent.
///
/// The terminal draws a row on one line (`● Ada Lovelace   ▾ Notes on the engine   Nov 21`);
/// GTK on two, the title and the detail above the subtitle, as desktop mail clients do, and
/// gives the mark and the branch to screen readers as the row's description, never as
/// glyphs in its text.
///
/// ```swift
/// ListRowContent(
///   title: "Ada Lovelace", subtitle: "Notes on the engine", detail: "Nov 21", mark: .unread)
/// ```
public struct ListRowContent: Hashable, Sendable, Codable {
  /// What marks a row at its leading edge.
  public enum Mark: String, Hashable, Sendable, Codable {
    /// Nothing.
    case none
    /// Not read yet: the row is bold, with a dot.
    case unread
    /// Flagged for attention.
    case flagged
  }

  /// A row's place in a tree of rows (a conversation): its depth and, on a first row,
  /// whether its replies are shown.
  public struct Branch: Hashable, Sendable, Codable {
    /// 0 for a first row, 1 for a reply to it, and so on.
    public var depth: Int
    /// How many rows the branch has, itself included (read on a first row).
    public var size: Int
    /// Whether a first row's replies are hidden.
    public var isCollapsed: Bool
    /// The indent after which deeper rows are drawn no further in.
    public static let maximumIndent = 6

    /// Creates a branch.
    ///
    /// - Parameters:
    ///   - depth: 0 for a first row.
    ///   - size: How many rows the branch has.
    ///   - isCollapsed: Whether its replies are hidden.
    public init(depth: Int, size: Int, isCollapsed: Bool) {
      self.depth = depth
      self.size = size
      self.isCollapsed = isCollapsed
    }

    /// What goes before the subtitle where text draws the tree: `▾ ` or `▸ ` on the first
    /// row of a branch with replies, two spaces on a lone row, an indented `└ ` on replies.
    public var prefix: String {
      guard depth > 0 else { return size > 1 ? (isCollapsed ? "▸ " : "▾ ") : "  " }
      return String(repeating: " ", count: 2 * min(depth, Self.maximumIndent)) + "└ "
    }

    /// `(4) ` on a collapsed branch's first row, else empty.
    public var collapsedCount: String {
      depth == 0 && isCollapsed && size > 1 ? "(\(size)) " : ""
    }

    /// The branch in words, for screen readers: `conversation of 4 messages, collapsed`,
    /// `reply, level 2`; nil for a lone row.
    ///
    /// - Parameter noun: What a row is (`message`).
    /// - Returns: The description.
    public func accessibleDescription(noun: String) -> String? {
      if depth > 0 { return "reply, level \(depth)" }
      guard size > 1 else { return nil }
      return "conversation of \(size) \(noun)s, " + (isCollapsed ? "collapsed" : "expanded")
    }
  }

  /// The row's main text (a sender).
  public var title: String
  /// The second text (a subject).
  public var subtitle: String
  /// The trailing detail (a date).
  public var detail: String
  /// The leading mark.
  public var mark: Mark
  /// Its place in a conversation, if the list shows them.
  public var branch: Branch?
  /// Its depth in a tree of one-line rows (a folder in its parent), 0 at the top.
  public var indent: Int
  /// How the detail looks: secondary (a date) by default; an unread count stands out.
  public var detailTraits: TextTraits
  /// The symbol before the title (a folder's, a category's), if any.
  ///
  /// GTK draws its icon, the terminal and the browser its glyph; screen readers hear the
  /// title, not the glyph.
  public var symbol: Symbol?

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: The main text.
  ///   - subtitle: The second text; empty for none.
  ///   - detail: The trailing detail; empty for none.
  ///   - mark: The leading mark.
  ///   - branch: Its place in a conversation.
  ///   - indent: Its depth in a tree of one-line rows.
  ///   - detailTraits: How the detail looks.
  ///   - symbol: The symbol before the title, if any.
  public init(
    title: String, subtitle: String = "", detail: String = "", mark: Mark = .none,
    branch: Branch? = nil, indent: Int = 0, detailTraits: TextTraits = .secondary,
    symbol: Symbol? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.detail = detail
    self.mark = mark
    self.branch = branch
    self.indent = indent
    self.detailTraits = detailTraits
    self.symbol = symbol
  }

  /// The row's state in words, for a screen reader: `unread`, `flagged`, the branch.
  ///
  /// - Parameter noun: What a row is, for the branch (`message`).
  /// - Returns: The words, comma-separated; empty for a plain row.
  public func accessibleDescription(noun: String = "item") -> String {
    var parts: [String] = []
    switch mark {
    case .none: break
    case .unread: parts.append("unread")
    case .flagged: parts.append("flagged")
    }
    if let words = branch?.accessibleDescription(noun: noun) { parts.append(words) }
    return parts.joined(separator: ", ")
  }
}
