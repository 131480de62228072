/// A row's place in its conversation: the branch drawn before the subject, and the
/// message count of a collapsed conversation.
///
/// ```
///   Ada      ▾ Lunch on Friday                  Nov 21
///   Grace      └ Re: Lunch on Friday            Nov 22
///   Malik        └ Re: Lunch on Friday          Nov 22
///   Priya    ▸ Budget                       (4) Nov 20
///   Taro       Office plants                    Nov 19
/// ```
public struct ThreadMark: Hashable, Sendable {
  /// Levels of indentation after which replies are no longer indented further.
  static let maximumIndent = 6

  /// The row's depth: 0 for a conversation's first message.
  public var depth: Int
  /// The number of messages in the conversation (only read on its first row).
  public var size: Int
  /// Whether the conversation is collapsed to its first row.
  public var isCollapsed: Bool

  /// What goes before the subject: `▾ ` or `▸ ` on the first row of a conversation
  /// with replies, two spaces on a lone message, and an indented `└ ` on replies.
  public var prefix: String {
    guard depth > 0 else { return size > 1 ? (isCollapsed ? "▸ " : "▾ ") : "  " }
    return String(repeating: " ", count: 2 * min(depth, Self.maximumIndent)) + "└ "
  }

  /// `(4) ` on a collapsed conversation's row, else empty.
  public var collapsedCount: String {
    depth == 0 && isCollapsed && size > 1 ? "(\(size)) " : ""
  }
}
