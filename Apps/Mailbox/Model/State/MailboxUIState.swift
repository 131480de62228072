public import SplitKit

/// What the mailbox reader remembers between launches, per mailbox, in the ``StateStore``.
///
/// ```json
/// {"selectedMessageID": "m42@example.org", "selectedMessagePlace": 2, "isMessageOpen": true,
///  "widthClass": "medium", "displayMode": "secondaryOnly", "primaryColumnWidth": 44,
///  "readMessageIDs": ["m7@example.org"], "unreadMessageIDs": ["m3@example.org"],
///  "readDuplicates": {"m7@example.org": [2]},
///  "isThreaded": true, "collapsedThreadIDs": ["m40@example.org"],
///  "collapsedDuplicates": {"m7@example.org": [2]}}
/// ```
///
/// A read mark belongs to one message. Messages can share a Message-ID (one delivered to
/// you and through a list); the plain IDs in ``readMessageIDs`` and ``unreadMessageIDs``
/// are the first message with that ID in mailbox order, and ``readDuplicates`` and
/// ``unreadDuplicates`` name the others by their place among them (2 for the second), so
/// what is marked after a restart is exactly what was marked before it. The selection is
/// kept the same way: ``selectedMessageID`` and, for the second or a later message with
/// that ID, ``selectedMessagePlace``; and so are collapsed conversations
/// (``collapsedThreadIDs``, ``collapsedDuplicates``).
///
/// The display mode is restored only in the width class it was saved in (a sidebar hidden
/// on a wide terminal says nothing about a medium one). Every field is optional, so state
/// written by an older version still loads, and an older version reads this one (it
/// skips the fields it does not know). The conversation, duplicate and place fields are read
/// leniently: a value of the wrong type is ignored, and so is each collapsed ID that is not
/// a string, without losing the others or the rest of the entry.
public struct MailboxUIState: Codable, Sendable, Hashable {
  /// The selected message's ``MessageSummary/id`` (its Message-ID, or its location).
  public var selectedMessageID: String?
  /// The selected message's place among the messages with its Message-ID, in mailbox
  /// order (2 for the second); nil for the first, as files from before it have it.
  public var selectedMessagePlace: Int?
  /// Whether the user had the message open (pushed in a narrow terminal), rather than
  /// only selected.
  public var isMessageOpen: Bool?
  /// The width class the display mode was saved in.
  public var widthClass: SplitWidthClass?
  /// The split view's display mode when saved (not collapsed).
  public var displayMode: SplitViewController.DisplayMode?
  /// The primary column width the user chose with `[`, `]` or the divider.
  public var primaryColumnWidth: Double?
  /// The list width the user chose in a window, in points (`mailbox-gtk`); the terminal's
  /// is ``primaryColumnWidth``, in cells, so each host gets back its own.
  public var primaryColumnPoints: Double? = nil
  /// Messages the user read (opened, or marked with `u`) that the mailbox's own flags
  /// call unread, by ``MessageSummary/id``.
  public var readMessageIDs: [String]?
  /// Messages the user marked unread that the mailbox's own flags call read.
  public var unreadMessageIDs: [String]?
  /// Read marks of messages after the first with their Message-ID: the ID → the places
  /// (2 for the second message with it, in mailbox order), sorted.
  public var readDuplicates: [String: [Int]]?
  /// Unread marks of messages after the first with their Message-ID, as
  /// ``readDuplicates``.
  public var unreadDuplicates: [String: [Int]]?
  /// In a folder tree, the open folder's ``MailFolder/relativeName``.
  public var selectedFolder: String?
  /// Whether the list showed conversations (`t`); nil when it was flat.
  public var isThreaded: Bool?
  /// One message of each collapsed conversation (`z`), by ``MessageSummary/id``, sorted;
  /// an ID is the first message with it.
  public var collapsedThreadIDs: [String]?
  /// Collapsed conversations named by a message after the first with its Message-ID:
  /// the ID → the places (2 for the second), as ``readDuplicates``.
  public var collapsedDuplicates: [String: [Int]]?

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
  ///   - readDuplicates: Later messages with one Message-ID read here, by place.
  ///   - unreadDuplicates: Later messages with one Message-ID marked unread here.
  ///   - selectedMessagePlace: The selected message's place among those with its ID.
  ///   - collapsedDuplicates: Collapsed conversations named by a later message with an ID.
  public init(
    selectedMessageID: String? = nil, isMessageOpen: Bool? = nil,
    widthClass: SplitWidthClass? = nil,
    displayMode: SplitViewController.DisplayMode? = nil, primaryColumnWidth: Double? = nil,
    readMessageIDs: [String]? = nil, unreadMessageIDs: [String]? = nil,
    selectedFolder: String? = nil, isThreaded: Bool? = nil, collapsedThreadIDs: [String]? = nil,
    readDuplicates: [String: [Int]]? = nil, unreadDuplicates: [String: [Int]]? = nil,
    selectedMessagePlace: Int? = nil, collapsedDuplicates: [String: [Int]]? = nil
  ) {
    self.selectedMessageID = selectedMessageID
    self.selectedMessagePlace = selectedMessagePlace
    self.collapsedDuplicates = collapsedDuplicates
    self.isMessageOpen = isMessageOpen
    self.widthClass = widthClass
    self.displayMode = displayMode
    self.primaryColumnWidth = primaryColumnWidth
    self.readMessageIDs = readMessageIDs
    self.unreadMessageIDs = unreadMessageIDs
    self.selectedFolder = selectedFolder
    self.isThreaded = isThreaded
    self.collapsedThreadIDs = collapsedThreadIDs
    self.readDuplicates = readDuplicates
    self.unreadDuplicates = unreadDuplicates
  }

  private enum CodingKeys: String, CodingKey {
    case selectedMessageID, isMessageOpen, widthClass, displayMode, primaryColumnWidth
    case primaryColumnPoints
    case readMessageIDs, unreadMessageIDs, selectedFolder, isThreaded, collapsedThreadIDs
    case readDuplicates, unreadDuplicates, selectedMessagePlace, collapsedDuplicates
  }

  /// Decodes a saved entry: the original fields strictly (a value that does not fit
  /// makes the entry invalid, as before), the conversation, duplicate and place fields
  /// leniently (a place below 2 is the first message).
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
    primaryColumnPoints =
      (try? container.decodeIfPresent(Double.self, forKey: .primaryColumnPoints)) ?? nil
    readMessageIDs = try container.decodeIfPresent([String].self, forKey: .readMessageIDs)
    unreadMessageIDs = try container.decodeIfPresent([String].self, forKey: .unreadMessageIDs)
    selectedFolder = try container.decodeIfPresent(String.self, forKey: .selectedFolder)
    isThreaded = (try? container.decodeIfPresent(Bool.self, forKey: .isThreaded)) ?? nil
    let collapsed = try? container.decodeIfPresent(
      [LenientString].self, forKey: .collapsedThreadIDs)
    let ids = (collapsed ?? nil)?.compactMap(\.value)
    collapsedThreadIDs = ids?.isEmpty == false ? ids : nil
    readDuplicates =
      (try? container.decodeIfPresent([String: [Int]].self, forKey: .readDuplicates))
      ?? nil
    unreadDuplicates =
      (try? container.decodeIfPresent([String: [Int]].self, forKey: .unreadDuplicates)) ?? nil
    collapsedDuplicates =
      (try? container.decodeIfPresent([String: [Int]].self, forKey: .collapsedDuplicates))
      ?? nil
    let place = (try? container.decodeIfPresent(Int.self, forKey: .selectedMessagePlace)) ?? nil
    selectedMessagePlace = place.flatMap { $0 > 1 ? $0 : nil }
  }

  /// A string, or nil for any other JSON value, so one bad entry of a list loses nothing else.
  private struct LenientString: Decodable {
    var value: String?

    init(from decoder: any Decoder) throws {
      value = try? decoder.singleValueContainer().decode(String.self)
    }
  }

  /// Replaces what the state keeps of a message list with what `list` shows now.
  ///
  /// That is the read marks the user changed (where they differ from the mailbox's own
  /// flags), whether conversations are shown, and which are collapsed. The other fields
  /// (selection, layout, folder) stay.
  ///
  /// - Parameter list: The message list of the mailbox this state is saved for.
  public mutating func keepListState(of list: MessageList) {
    setReadChanges(list.readChanges)
    isThreaded = list.isThreaded ? true : nil
    setCollapsedConversations(list.collapsedKeys)
  }

  /// The read marks as ``MessageList/readChanges`` gives them; a place below 2 in the
  /// duplicate fields is ignored.
  package var readChanges: ReadMarks {
    var marks = ReadMarks()
    Self.add(readMessageIDs, readDuplicates, as: false, to: &marks)
    Self.add(unreadMessageIDs, unreadDuplicates, as: true, to: &marks)
    return marks
  }

  /// Sets the read mark fields from `marks`, sorted so the file does not change when the
  /// marks do not; nil when there are none.
  package mutating func setReadChanges(_ marks: ReadMarks) {
    let (firsts, others) = Self.split(marks)
    readMessageIDs = firsts[false]
    unreadMessageIDs = firsts[true]
    readDuplicates = others[false]
    unreadDuplicates = others[true]
  }

  /// The collapsed conversations as ``MessageList/collapsedKeys`` gives them.
  package var collapsedConversations: ReadMarks {
    var marks = ReadMarks()
    Self.add(collapsedThreadIDs, collapsedDuplicates, as: true, to: &marks)
    return marks
  }

  /// Sets the collapsed conversation fields from `marks`, sorted; nil when there are none.
  mutating func setCollapsedConversations(_ marks: ReadMarks) {
    let (firsts, others) = Self.split(marks)
    collapsedThreadIDs = firsts[true]
    collapsedDuplicates = others[true]
  }

  /// Adds the marks of first messages (`ids`) and of later ones (`duplicates`, ID →
  /// places; a place below 2 is ignored), each set to `value`.
  private static func add(
    _ ids: [String]?, _ duplicates: [String: [Int]]?, as value: Bool, to marks: inout ReadMarks
  ) {
    for id in ids ?? [] { marks[ReadMarks.Key(id: id, occurrence: 1)] = value }
    for (id, places) in duplicates ?? [:] {
      for place in places where place > 1 {
        marks[ReadMarks.Key(id: id, occurrence: place)] = value
      }
    }
  }

  /// The marks by value: first messages' IDs, and later ones' places by ID, all sorted.
  private static func split(_ marks: ReadMarks)
    -> (firsts: [Bool: [String]], others: [Bool: [String: [Int]]])
  {
    var firsts: [Bool: [String]] = [:]
    var others: [Bool: [String: [Int]]] = [:]
    for (key, value) in marks.all {
      if key.occurrence == 1 {
        firsts[value, default: []].append(key.id)
      } else {
        others[value, default: [:]][key.id, default: []].append(key.occurrence)
      }
    }
    return (firsts.mapValues { $0.sorted() }, others.mapValues { $0.mapValues { $0.sorted() } })
  }
}
