import SplitKitTerminal

/// How one message appears in the list: unread marker, sender, subject and short date;
/// threaded, the subject is indented under its conversation (``ThreadMark``).
///
/// ```
/// ● Ada Lovelace      Notes on the engine           Nov 21
///   Grace Hopper      Re: Compiler meeting          Nov 20
/// ```
///
/// The sender gets a column sized from the row's width; both it and the subject are
/// sanitized and then truncated with an ellipsis by display width, so wide characters
/// count as two cells and escape sequences cannot change the layout. Unread messages are
/// bold with a coloured marker.
public struct MessageRow {
  /// The marker before an unread message.
  static let unreadMarker = "●"
  /// The style of the marker.
  static let markerStyle = Style(foreground: .ansi(.blue), attributes: .bold)

  /// The message.
  var summary: MessageSummary
  /// Whether it shows as unread.
  var isUnread: Bool
  /// The year whose dates are shown as "Mon D" instead of a full ISO date.
  var currentYear: Int
  /// Its place in a conversation when the list is threaded; nil when flat.
  var thread: ThreadMark? = nil

  /// The sender column's width for a row `width` cells wide: about a quarter, 8 to 22.
  static func senderWidth(forRowWidth width: Int) -> Int {
    min(22, max(8, width * 28 / 100))
  }

  /// The list row for a row `width` cells wide.
  ///
  /// - Complexity: O(`width`), whatever the length of the sender and subject.
  func listRow(width: Int) -> ListRow {
    let textStyle = isUnread ? Style(attributes: .bold) : Style.default
    let marker = Span(isUnread ? Self.unreadMarker + " " : "  ", style: Self.markerStyle)
    let date = Span(
      (summary.date?.shortText(currentYear: currentYear) ?? "") + " ",
      style: Style(attributes: .dim))
    let senderWidth = Self.senderWidth(forRowWidth: width)
    let sender = Self.fitted(summary.sender.displayName, width: senderWidth)
    // Sanitized only as far as the row's width (O(width)): sanitizing and drawing the
    // whole of a 100 KB subject cost 1 ms per row per frame.
    let subject = Sanitizer.truncated(
      summary.subject.isEmpty ? "(no subject)" : summary.subject, toWidth: width)
    let branch = Span(thread?.prefix ?? "", style: Style(attributes: .dim))
    let count = Span(thread?.collapsedCount ?? "", style: Style(attributes: .dim))
    return ListRow(
      [marker, Span(sender + " ", style: textStyle), branch, Span(subject, style: textStyle)],
      trailing: [count, date])
  }

  /// `text` sanitized, truncated to `width` cells and padded with spaces to exactly `width`.
  ///
  /// - Complexity: O(`width`), however long `text` is.
  static func fitted(_ text: String, width: Int) -> String {
    let cut = Sanitizer.truncated(text, toWidth: width)
    return cut + String(repeating: " ", count: max(0, width - Text.displayWidth(cut)))
  }
}
