public import SplitKit

/// What the mailbox reader remembers between launches, per mailbox, in the ``StateStore``.
///
/// ```json
/// {"selectedMessageID": "m42@example.org", "isMessageOpen": true,
///  "widthClass": "medium", "displayMode": "secondaryOnly", "primaryColumnWidth": 44}
/// ```
///
/// The display mode is restored only in the width class it was saved in (a sidebar hidden
/// on a wide terminal says nothing about a medium one). Every field is optional, so state
/// written by an older version still loads; values that do not fit are ignored.
public struct MailboxUIState: Codable, Sendable, Hashable {
  /// The selected message's ``MessageSummary/id`` (its Message-ID, or its location).
  public var selectedMessageID: String?
  /// Whether the user had the message open (pushed in a narrow terminal), rather than
  /// only selected.
  public var isMessageOpen: Bool?
  /// The width class the display mode was saved in.
  public var widthClass: SplitWidthClass?
  /// The split view's display mode when saved (not collapsed).
  public var displayMode: SplitViewController.DisplayMode?
  /// The primary column width the user chose with `[`, `]` or the divider.
  public var primaryColumnWidth: Double?

  /// Creates a state.
  public init(
    selectedMessageID: String? = nil, isMessageOpen: Bool? = nil,
    widthClass: SplitWidthClass? = nil,
    displayMode: SplitViewController.DisplayMode? = nil, primaryColumnWidth: Double? = nil
  ) {
    self.selectedMessageID = selectedMessageID
    self.isMessageOpen = isMessageOpen
    self.widthClass = widthClass
    self.displayMode = displayMode
    self.primaryColumnWidth = primaryColumnWidth
  }
}
