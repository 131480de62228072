/// The message a saved state selected, found again as its mailbox is indexed: by its
/// Message-ID at its place among the messages sharing that ID (the first when the state
/// names no place, or when the mailbox now holds fewer of them).
///
/// Both readers restore and save the selection through it, in the state file's
/// `selectedMessageID`, `selectedMessagePlace` and `isMessageOpen`.
///
/// ```swift
/// var pending = SavedSelection(saved)
/// // after each indexed batch:
/// switch pending?.find(in: list, indexingFinished: indexer == nil) {
/// case .found(let index): select(index)
/// case .gone: pending = nil
/// default: break
/// }
/// ```
public struct SavedSelection: Sendable, Equatable {
  /// The selected message's ``MessageSummary/id``.
  public let messageID: String
  /// Its place among the messages with that ID, in mailbox order (1 for the first).
  public let place: Int
  /// Whether the message was open.
  public let isOpen: Bool
  /// How many messages with the ID were indexed before its place.
  private var copiesPassed = 0
  /// The messages looked through so far (the list's first `searched` summaries).
  private var searched = 0

  /// A selection to find.
  ///
  /// - Parameters:
  ///   - messageID: The message's ``MessageSummary/id``.
  ///   - place: Its place among the messages sharing the ID (1 for the first).
  ///   - isOpen: Whether it was open.
  public init(messageID: String, place: Int = 1, isOpen: Bool = false) {
    self.messageID = messageID
    self.place = max(1, place)
    self.isOpen = isOpen
  }

  /// The selection `state` saved; nil when it names none.
  ///
  /// - Parameters:
  ///   - state: A saved state.
  ///   - reopening: Whether a message saved as open is to open again; false restores
  ///     only the selection.
  public init?(_ state: MailboxUIState?, reopening: Bool = true) {
    guard let id = state?.selectedMessageID else { return nil }
    self.init(
      messageID: id, place: state?.selectedMessagePlace ?? 1,
      isOpen: reopening && state?.isMessageOpen == true)
  }

  /// What a search for the message found.
  public enum Outcome: Sendable, Equatable {
    /// The message, at this summary index.
    case found(Int)
    /// Not indexed yet.
    case waiting
    /// Not in the mailbox: the whole of it was indexed without it.
    case gone
  }

  /// Looks for the message among those indexed since the last look (call it after each
  /// batch; a look with no new messages costs nothing).
  ///
  /// - Parameters:
  ///   - list: The message list being filled.
  ///   - indexingFinished: Whether the whole mailbox is indexed: then fewer copies than
  ///     its place give the first, and none gives ``Outcome/gone``.
  /// - Returns: Where it is, or why not.
  /// - Complexity: O(messages indexed since the last look).
  public mutating func find(in list: MessageList, indexingFinished: Bool) -> Outcome {
    var found = list.index(ofID: messageID, from: searched)
    searched = list.messageCount
    while let copy = found, copiesPassed + 1 < place {
      copiesPassed += 1
      found = list.index(ofID: messageID, from: copy + 1)
    }
    if found == nil, indexingFinished, copiesPassed > 0 {
      found = list.index(ofID: messageID)
    }
    if let found { return .found(found) }
    return indexingFinished ? .gone : .waiting
  }
}

extension MessageList {
  /// The selection of the message at summary index `index`, as a state file keeps it.
  ///
  /// - Parameters:
  ///   - index: A summary index (``summaryIndex(atRow:)``).
  ///   - isOpen: Whether it is open.
  /// - Returns: Its ID and place among the messages sharing it; nil for no such message.
  /// - Complexity: O(n) in the messages up to `index` (one hash of each Message-ID).
  public func savedSelection(ofSummary index: Int, isOpen: Bool) -> SavedSelection? {
    guard index >= 0, index < messageCount, let key = keys(ofSummaries: [index])[index] else {
      return nil
    }
    return SavedSelection(messageID: key.id, place: key.occurrence, isOpen: isOpen)
  }
}

extension MailboxUIState {
  /// Replaces the saved selection with `selection` (none when nil).
  ///
  /// - Parameter selection: The selected message, its place and whether it is open.
  public mutating func keepSelection(_ selection: SavedSelection?) {
    selectedMessageID = selection?.messageID
    selectedMessagePlace = selection.flatMap { $0.place > 1 ? $0.place : nil }
    isMessageOpen = selection?.isOpen
  }
}
