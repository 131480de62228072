import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Finding a saved selection again as a mailbox is indexed, batch by batch.
@Suite struct SavedSelectionTests {
  /// Messages with these Message-IDs, in order.
  static func summaries(_ ids: [String]) -> [MessageSummary] {
    ids.enumerated().map { index, id in
      MessageSummary(
        index: index, location: .mbox(offset: index * 100, length: 100),
        sender: MailAddress(name: "Ada", address: "ada@example.org"), subject: "S", date: nil,
        isUnread: false, messageID: id)
    }
  }

  @Test func theSecondOfTwoCopiesIsFoundAcrossBatches() {
    var list = MessageList()
    var pending = SavedSelection(messageID: "dup", place: 2, isOpen: true)
    list.append(Self.summaries(["a", "dup", "b"]))
    #expect(pending.find(in: list, indexingFinished: false) == .waiting)
    list.append(Self.summaries(["c", "dup"]))
    #expect(pending.find(in: list, indexingFinished: false) == .found(4))
    // What a state keeps of it, and what comes back.
    var state = MailboxUIState()
    state.keepSelection(list.savedSelection(ofSummary: 4, isOpen: true))
    #expect(state.selectedMessageID == "dup")
    #expect(state.selectedMessagePlace == 2)
    #expect(state.isMessageOpen == true)
    #expect(SavedSelection(state) == SavedSelection(messageID: "dup", place: 2, isOpen: true))
    #expect(SavedSelection(state, reopening: false)?.isOpen == false)
  }

  @Test func fewerCopiesThanThePlaceGiveTheFirstAndNoneGivesUp() {
    var list = MessageList()
    list.append(Self.summaries(["a", "dup", "b"]))
    var third = SavedSelection(messageID: "dup", place: 3)
    #expect(third.find(in: list, indexingFinished: false) == .waiting)
    #expect(third.find(in: list, indexingFinished: true) == .found(1))
    var missing = SavedSelection(messageID: "gone")
    #expect(missing.find(in: list, indexingFinished: true) == .gone)
    #expect(SavedSelection(MailboxUIState()) == nil)
    #expect(list.savedSelection(ofSummary: 9, isOpen: false) == nil)
  }
}
