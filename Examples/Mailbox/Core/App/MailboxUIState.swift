public import SplitKit

/// What the mailbox reader remembers between launches, per mailbox, in the ``StateStore``.
///
/// ```json
/// {"selectedMessageID": "m42@example.org", "isMessageOpen": true,
///  "widthClass": "medium", "displayMode": "secondaryOnly", "primaryColumnWidth": 44,
///  "readMessageIDs": ["m7@example.org"], "unreadMessageIDs": ["m3@example.org"]}
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
  /// Messages the user read (opened, or marked with `u`) that the mailbox's own flags
  /// call unread, by ``MessageSummary/id``.
  public var readMessageIDs: [String]?
  /// Messages the user marked unread that the mailbox's own flags call read.
  public var unreadMessageIDs: [String]?
  /// In a folder tree, the open folder's ``MailFolder/relativeName``.
  public var selectedFolder: String?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - selectedMessageID: The selected message's ``MessageSummary/id``.
  ///   - isMessageOpen: Whether the message was open.
  ///   - widthClass: The width class the state was saved in.
  ///   - displayMode: The display mode.
  ///   - primaryColumnWidth: The list width the user chose.
  ///   - readMessageIDs: Messages read here that the mailbox calls unread.
  ///   - unreadMessageIDs: Messages marked unread here that the mailbox calls read.
  ///   - selectedFolder: In a folder tree, the open folder's relative name.
  public init(
    selectedMessageID: String? = nil, isMessageOpen: Bool? = nil,
    widthClass: SplitWidthClass? = nil,
    displayMode: SplitViewController.DisplayMode? = nil, primaryColumnWidth: Double? = nil,
    readMessageIDs: [String]? = nil, unreadMessageIDs: [String]? = nil,
    selectedFolder: String? = nil
  ) {
    self.selectedMessageID = selectedMessageID
    self.isMessageOpen = isMessageOpen
    self.widthClass = widthClass
    self.displayMode = displayMode
    self.primaryColumnWidth = primaryColumnWidth
    self.readMessageIDs = readMessageIDs
    self.unreadMessageIDs = unreadMessageIDs
    self.selectedFolder = selectedFolder
  }

  /// The read marks as ``MessageList/readChanges`` holds them: message ID → unread.
  var readChanges: [String: Bool] {
    var changes: [String: Bool] = [:]
    for id in readMessageIDs ?? [] { changes[id] = false }
    for id in unreadMessageIDs ?? [] { changes[id] = true }
    return changes
  }

  /// Sets ``readMessageIDs`` and ``unreadMessageIDs`` from marks (message ID → unread),
  /// sorted so the file does not change when the marks do not; nil when there are none.
  mutating func setReadChanges(_ changes: [String: Bool]) {
    let read = changes.filter { !$0.value }.keys.sorted()
    let unread = changes.filter(\.value).keys.sorted()
    readMessageIDs = read.isEmpty ? nil : read
    unreadMessageIDs = unread.isEmpty ? nil : unread
  }
}
