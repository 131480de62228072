public import SplitKit

/// What the mailbox reader remembers between launches, per mailbox, in the ``StateStore``.
///
/// ```json
/// {"selectedMessageID": "m42@example.org", "isMessageOpen": true,
///  "widthClass": "medium", "displayMode": "secondaryOnly", "primaryColumnWidth": 44,
///  "readMessageIDs": ["m7@example.org"], "unreadMessageIDs": ["m3@example.org"],
///  "isThreaded": true, "collapsedThreadIDs": ["m40@example.org"]}
/// ```
///
/// The display mode is restored only in the width class it was saved in (a sidebar hidden
/// on a wide terminal says nothing about a medium one). Every field is optional, so state
/// written by an older version still loads, and an older version reads this one (it
/// skips the fields it does not know). The conversation fields are read leniently: a
/// value of the wrong type is ignored, and so is each collapsed ID that is not a string,
/// without losing the others or the rest of the entry.
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
  /// Whether the list showed conversations (`t`); nil when it was flat.
  public var isThreaded: Bool?
  /// One message of each collapsed conversation (`z`), by ``MessageSummary/id``, sorted.
  public var collapsedThreadIDs: [String]?

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
  ///   - isThreaded: Whether conversations were shown.
  ///   - collapsedThreadIDs: One message of each collapsed conversation.
  public init(
    selectedMessageID: String? = nil, isMessageOpen: Bool? = nil,
    widthClass: SplitWidthClass? = nil,
    displayMode: SplitViewController.DisplayMode? = nil, primaryColumnWidth: Double? = nil,
    readMessageIDs: [String]? = nil, unreadMessageIDs: [String]? = nil,
    selectedFolder: String? = nil, isThreaded: Bool? = nil, collapsedThreadIDs: [String]? = nil
  ) {
    self.selectedMessageID = selectedMessageID
    self.isMessageOpen = isMessageOpen
    self.widthClass = widthClass
    self.displayMode = displayMode
    self.primaryColumnWidth = primaryColumnWidth
    self.readMessageIDs = readMessageIDs
    self.unreadMessageIDs = unreadMessageIDs
    self.selectedFolder = selectedFolder
    self.isThreaded = isThreaded
    self.collapsedThreadIDs = collapsedThreadIDs
  }

  private enum CodingKeys: String, CodingKey {
    case selectedMessageID, isMessageOpen, widthClass, displayMode, primaryColumnWidth
    case readMessageIDs, unreadMessageIDs, selectedFolder, isThreaded, collapsedThreadIDs
  }

  /// Decodes a saved entry: the original fields strictly (a value that does not fit
  /// makes the entry invalid, as before), the conversation fields leniently.
  ///
  /// - Parameter decoder: The entry's decoder.
  /// - Throws: `DecodingError` when one of the original fields has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    selectedMessageID = try container.decodeIfPresent(String.self, forKey: .selectedMessageID)
    isMessageOpen = try container.decodeIfPresent(Bool.self, forKey: .isMessageOpen)
    widthClass = try container.decodeIfPresent(SplitWidthClass.self, forKey: .widthClass)
    displayMode = try container.decodeIfPresent(
      SplitViewController.DisplayMode.self, forKey: .displayMode)
    primaryColumnWidth = try container.decodeIfPresent(Double.self, forKey: .primaryColumnWidth)
    readMessageIDs = try container.decodeIfPresent([String].self, forKey: .readMessageIDs)
    unreadMessageIDs = try container.decodeIfPresent([String].self, forKey: .unreadMessageIDs)
    selectedFolder = try container.decodeIfPresent(String.self, forKey: .selectedFolder)
    isThreaded = (try? container.decodeIfPresent(Bool.self, forKey: .isThreaded)) ?? nil
    let collapsed = try? container.decodeIfPresent(
      [LenientString].self, forKey: .collapsedThreadIDs)
    let ids = (collapsed ?? nil)?.compactMap(\.value)
    collapsedThreadIDs = ids?.isEmpty == false ? ids : nil
  }

  /// A string, or nil for any other JSON value, so one bad entry of a list loses nothing else.
  private struct LenientString: Decodable {
    var value: String?

    init(from decoder: any Decoder) throws {
      value = try? decoder.singleValueContainer().decode(String.self)
    }
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
