import SplitKitTerminal

/// The `mailbox --list` line of a message: `sender<TAB>subject<TAB>date`, sanitized.
///
/// The sender is the display name (else the address), the date is ``MailDate/isoDay``
/// or `?`. Every field goes through SplitKitTerminal's `Sanitizer` (escape sequences,
/// C0/C1 controls and bidi controls become visible placeholders; a tab becomes a space),
/// so the two tab separators and the line end are the only control characters on the line.
public enum ListLine {
  /// The list line for `summary`, without a line terminator.
  ///
  /// - Parameter summary: The message's summary.
  /// - Returns: `sender<TAB>subject<TAB>date`, sanitized.
  public static func format(_ summary: MessageSummary) -> String {
    let subject = summary.subject.isEmpty ? "(no subject)" : summary.subject
    return [summary.sender.displayName, subject, MailDate.displayText(summary.date)]
      .map { Sanitizer.sanitize($0) }
      .joined(separator: "\t")
  }
}
