import SplitKitContent

/// How one message appears in the list: unread mark, sender, subject and short date;
/// threaded, its place in the conversation (``ThreadMark``). Each host lays the row out:
///
/// ```
/// ● Ada Lovelace      Notes on the engine           Nov 21     (terminal)
///   Grace Hopper      Re: Compiler meeting          Nov 20
/// ⚑ Alan Turing       Tea on Friday               ↩ Nov 19
/// ```
///
/// A Maildir message's flags come from its file name: `F` flagged (the row's mark, or
/// `⚑` before the date while the unread mark takes the mark), `R` replied and `P`
/// forwarded (`↩` and `→` before the date).
public struct MessageRow {
  /// The message.
  var summary: MessageSummary
  /// Whether it shows as unread.
  var isUnread: Bool
  /// The year whose dates are shown as "Mon D" instead of a full ISO date.
  var currentYear: Int
  /// Its place in a conversation when the list is threaded; nil when flat.
  var thread: ThreadMark? = nil
  /// The Maildir flags of its file (`F`, `R`, `P`…), empty for an mbox message.
  var flags: Set<Character> = []

  /// The row as host-neutral content: the sender as title, the subject as subtitle, the
  /// short date as detail.
  var content: ListRowContent {
    ListRowContent(
      title: summary.sender.displayName,
      subtitle: summary.subject.isEmpty ? "(no subject)" : summary.subject,
      detail: flagText + (summary.date?.shortText(currentYear: currentYear) ?? ""),
      mark: isUnread ? .unread : flags.contains("F") ? .flagged : .none,
      branch: thread.map {
        ListRowContent.Branch(depth: $0.depth, size: $0.size, isCollapsed: $0.isCollapsed)
      })
  }

  /// What goes before the date: `⚑ ` for a flagged message the unread mark hides the
  /// flag of, `↩ ` once replied to, `→ ` once forwarded.
  var flagText: String {
    (isUnread && flags.contains("F") ? "⚑ " : "") + (flags.contains("R") ? "↩ " : "")
      + (flags.contains("P") ? "→ " : "")
  }
}
