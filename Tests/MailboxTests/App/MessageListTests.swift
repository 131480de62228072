import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The list model: rows, filtering as you type, appending while filtered, read marks.
@Suite struct MessageListTests {
  static func summary(_ index: Int, _ name: String, _ subject: String, unread: Bool = false)
    -> MessageSummary
  {
    MessageSummary(
      index: index, location: .mbox(offset: index * 100, length: 100),
      sender: MailAddress(
        name: name, address: name.lowercased().filter(\.isLetter) + "@example.org"),
      subject: subject, date: nil, isUnread: unread, messageID: "m\(index)")
  }

  static let batch = [
    summary(0, "Ada Lindqvist", "Quarterly planning", unread: true),
    summary(1, "山田太郎", "Office plants"),
    summary(2, "Priya Raman", "Trip to Kyoto", unread: true),
    summary(3, "Ada Lindqvist", "Re: Trip to Kyoto"),
  ]

  @Test func withoutAFilterEveryMessageIsARowInMailboxOrder() {
    var list = MessageList()
    list.append(Self.batch)
    #expect(list.rowCount == 4)
    #expect(list.messageCount == 4)
    #expect(list.unreadCount == 2)
    #expect(!list.isFiltering)
    #expect((0..<4).map { list.summaryIndex(atRow: $0) } == [0, 1, 2, 3])
    #expect(list.summaryIndex(atRow: 4) == nil)
    #expect(list.summaryIndex(atRow: -1) == nil)
    #expect(list.row(ofSummary: 2) == 2)
    #expect(list.index(ofID: "m3") == 3)
    #expect(list.index(ofID: "m1", from: 2) == nil)
  }

  @Test func theFilterMatchesEveryWordInSenderAddressOrSubjectIgnoringCase() {
    var list = MessageList()
    list.append(Self.batch)
    list.setFilter("KYOTO")
    #expect(list.isFiltering)
    #expect(list.rowCount == 2)
    #expect(list.summaryIndex(atRow: 0) == 2)
    #expect(list.summaryIndex(atRow: 1) == 3)
    #expect(list.row(ofSummary: 3) == 1)
    #expect(list.row(ofSummary: 0) == nil)
    list.setFilter("kyoto ada")
    #expect(list.rowCount == 1)
    #expect(list.summaryIndex(atRow: 0) == 3)
    list.setFilter("山田")
    #expect(list.rowCount == 1)
    list.setFilter("yamada@")
    #expect(list.rowCount == 0)
    list.setFilter("priyaraman@")
    #expect(list.rowCount == 1)
    list.setFilter("  ")
    #expect(!list.isFiltering)
    #expect(list.rowCount == 4)
  }

  @Test func typingOnNarrowsAndDeletingWidensAgain() {
    var list = MessageList()
    list.append(Self.batch)
    var rows: [Int] = []
    for text in ["t", "tr", "tri", "trip", "trip ", "trip r", "trip re", "trip", "t", ""] {
      list.setFilter(text)
      rows.append(list.rowCount)
    }
    #expect(rows == [4, 2, 2, 2, 2, 2, 1, 2, 4, 4])
  }

  @Test func appendingWhileFilteredAddsOnlyMatchingRows() {
    var list = MessageList()
    list.append(Array(Self.batch.prefix(2)))
    list.setFilter("kyoto")
    #expect(list.rowCount == 0)
    list.append(Array(Self.batch.suffix(2)))
    #expect(list.rowCount == 2)
    #expect(list.messageCount == 4)
    #expect(list.summaryIndex(atRow: 1) == 3)
  }

  @Test func readMarksLowerTheUnreadCountOnce() {
    var list = MessageList()
    list.append(Self.batch)
    list.markRead(0)
    list.markRead(0)
    list.markRead(1)
    list.markRead(99)
    #expect(list.unreadCount == 1)
    #expect(!list.isUnread(0))
    #expect(!list.isUnread(1))
    #expect(list.isUnread(2))
  }

  @Test func toggledMarksAreKeptByMessageIDOnlyWhereTheyDifferFromTheMailbox() {
    var list = MessageList()
    list.append(Self.batch)
    list.toggleRead(1)
    #expect(list.isUnread(1))
    #expect(list.unreadCount == 3)
    list.toggleRead(0)
    #expect(!list.isUnread(0))
    #expect(list.unreadCount == 2)
    #expect(list.readChanges == ["m1": true, "m0": false])
    list.toggleRead(1)
    #expect(list.readChanges == ["m0": false])
    #expect(list.unreadCount == 1)
    list.toggleRead(99)
    #expect(list.unreadCount == 1)
  }

  @Test func earlierMarksApplyToMessagesAsTheyAreIndexed() {
    var list = MessageList(readChanges: ["m0": false, "m3": true, "gone": true])
    list.append(Array(Self.batch.prefix(2)))
    #expect(!list.isUnread(0))
    #expect(list.unreadCount == 0)
    list.append(Array(Self.batch.dropFirst(2)))
    #expect(list.isUnread(2))
    #expect(list.isUnread(3))
    #expect(list.unreadCount == 2)
    #expect(list.readChanges == ["m0": false, "m3": true, "gone": true])
  }

  /// Three messages with one Message-ID (0, 2 and 3) and one without (4).
  static let duplicates: [MessageSummary] = {
    var batch = Self.batch + [summary(4, "Priya Raman", "No ID", unread: true)]
    batch[2].messageID = "m0"
    batch[3].messageID = "m0"
    batch[4].messageID = nil
    return batch
  }()

  @Test func aMarkOnOneOfMessagesSharingAnIDStaysOnThatOneAfterARestore() {
    var list = MessageList()
    list.append(Self.duplicates)
    list.toggleRead(2)  // the second m0: read
    list.toggleRead(3)  // the third m0: unread
    list.toggleRead(4)  // no Message-ID: known by its location
    #expect((0..<5).map(list.isUnread) == [true, false, false, true, false])
    let saved = list.readChanges
    #expect(
      saved == [
        ReadMarks.Key(id: "m0", occurrence: 2): false, ReadMarks.Key(id: "m0", occurrence: 3): true,
        "offset:400": false,
      ])
    // Restored and indexed again, in any batches: the same messages, and only those.
    for split in 0...5 {
      var restored = MessageList(readChanges: saved)
      restored.append(Array(Self.duplicates.prefix(split)))
      restored.append(Array(Self.duplicates.dropFirst(split)))
      #expect((0..<5).map(restored.isUnread) == [true, false, false, true, false])
      #expect(restored.unreadCount == 2)
      #expect(restored.readChanges == saved)
    }
  }

  @Test func aPlainIDFromAnOlderStateFileMarksTheFirstMessageWithIt() {
    var list = MessageList(readChanges: ["m0": false])
    list.append(Self.duplicates)
    #expect((0..<4).map(list.isUnread) == [false, false, true, false])
    #expect(list.readChanges == ["m0": false])
    // The first one marked back as the mailbox has it: nothing is kept.
    list.toggleRead(0)
    #expect(list.readChanges.isEmpty)
  }
}

extension MessageListTests {
  /// Replies in a chain and a few roots, for threading.
  static func threadedBatch(_ range: Range<Int>) -> [MessageSummary] {
    range.map { index in
      MessageSummary(
        index: index, location: .mbox(offset: index * 100, length: 100),
        sender: MailAddress(name: "S\(index % 3)", address: "s@example.org"),
        subject: index % 4 == 0 ? "Topic \(index)" : "Re: Topic \(index / 4 * 4)",
        date: MailDate(year: 2026, month: 1, day: 1 + index % 28), isUnread: false,
        messageID: "m\(index)", inReplyTo: index % 4 == 0 ? nil : "m\(index - 1)",
        references: index % 4 == 0 ? [] : ["m\(index / 4 * 4)", "m\(index - 1)"])
    }
  }

  @Test func aFlatListBuildsNoThreadsAndThreadingLaterGivesTheSameConversations() {
    var lazy = MessageList()
    lazy.append(Self.threadedBatch(0..<40))
    lazy.append(Self.threadedBatch(40..<90))
    #expect(lazy.threads.messageCount == 0)
    #expect(lazy.threads.bytesPerMessage == 0)

    var eager = MessageList()
    eager.isThreaded = true
    eager.append(Self.threadedBatch(0..<40))
    eager.append(Self.threadedBatch(40..<90))
    eager.finishIndexing()
    while eager.continueThreading() {}
    #expect(eager.threads.messageCount == 90)

    lazy.isThreaded = true
    #expect(lazy.threads.messageCount == 90)
    let rows = (0..<lazy.rowCount).map { lazy.summaryIndex(atRow: $0) }
    #expect(rows == (0..<eager.rowCount).map { eager.summaryIndex(atRow: $0) })
    #expect(lazy.threadRows?.threadCount == 23)
    // Once built, threads follow the batches, flat or not.
    lazy.isThreaded = false
    lazy.append(Self.threadedBatch(90..<100))
    #expect(lazy.threads.messageCount == 100)
  }
}

extension MessageListTests {
  @Test func aLargeBacklogIsThreadedInSlicesWhileTheListStaysFlat() {
    var list = MessageList()
    list.threadingSlice = 25
    list.append(Self.threadedBatch(0..<90))
    list.isThreaded = true
    // The first slice at once; the list stays flat until every message is threaded.
    #expect(list.threads.messageCount == 25)
    // Room for every message at once, so the index's arrays never double on the way.
    #expect(list.threads.containerOfMessage.capacity >= 90)
    #expect(list.threads.parents.capacity >= 90)
    #expect(list.isThreadingBehind)
    #expect(list.threadRows == nil)
    #expect(list.rowCount == 90)
    #expect(list.summaryIndex(atRow: 89) == 89)
    // A batch arriving meanwhile is threaded too, and does not lay anything out.
    list.append(Self.threadedBatch(90..<100))
    #expect(list.threads.messageCount == 35)
    #expect(list.threadRows == nil)
    var slices = 0
    while list.continueThreading() { slices += 1 }
    #expect(slices == 2)  // 60, 85, then 100 and the layout's one slice: done
    #expect(!list.isThreadingBehind)
    var eager = MessageList()
    eager.isThreaded = true
    eager.append(Self.threadedBatch(0..<100))
    while eager.continueThreading() {}
    #expect(list.threadRows?.threadCount == eager.threadRows?.threadCount)
    let rows = (0..<list.rowCount).map { list.summaryIndex(atRow: $0) }
    #expect(rows == (0..<eager.rowCount).map { eager.summaryIndex(atRow: $0) })
    let more = list.continueThreading()
    #expect(!more)
  }
}

extension MessageListTests {
  @Test func theFirstLayoutIsDoneInSlicesWhileTheListStaysFlat() {
    var list = MessageList()
    list.layoutSlice = 16
    list.append(Self.threadedBatch(0..<100))
    list.isThreaded = true
    // Every message is threaded at once, but the layout takes slices: flat until done.
    #expect(list.threads.messageCount == 100)
    #expect(list.isThreadingBehind)
    #expect(list.threadRows == nil)
    #expect(list.rowCount == 100)
    var slices = 0
    while list.continueThreading() { slices += 1 }
    #expect(slices > 10)
    #expect(!list.isThreadingBehind)
    let fresh = list.threads.rows()
    let rows = (0..<list.rowCount).map { list.summaryIndex(atRow: $0) }
    #expect(rows == (0..<fresh.count).map { fresh.message(atRow: $0) })
    // Messages arriving during the layout wait for it (it reads the index as it was),
    // then are threaded and laid out in turn: nothing is left out.
    var growing = MessageList()
    growing.layoutSlice = 16
    growing.append(Self.threadedBatch(0..<50))
    growing.isThreaded = true
    _ = growing.continueThreading()
    growing.append(Self.threadedBatch(50..<100))
    #expect(growing.threads.messageCount == 50)
    #expect(growing.threadRows == nil)
    while growing.threadRows == nil, growing.continueThreading() {}
    #expect(growing.threadRows?.messageCount == 50)  // the first layout, shown at once
    #expect(growing.rowCount == 50)
    while growing.continueThreading() {}
    #expect(growing.threadRows == list.threadRows)
    // Turning conversations off drops an unfinished layout; the kept one shows at once.
    growing.isThreaded = false
    #expect(growing.layoutJob == nil)
    growing.isThreaded = true
    #expect(growing.threadRows == list.threadRows)
  }
}

extension MessageListTests {
  @Test func tAndZWithAStaleLayoutShowItAtOnceWhileTheNewOneIsMadeInSteps() {
    var list = MessageList()
    list.layoutSlice = 8
    list.append(Self.threadedBatch(0..<80))
    list.isThreaded = true
    while list.continueThreading() {}
    let kept = list.threadLayout
    list.isThreaded = false
    list.append(Self.threadedBatch(80..<100))
    list.isThreaded = true
    // The kept layout shows at once; the new messages are laid out in steps.
    #expect(list.threadRows == kept)
    #expect(list.layoutJob != nil)
    // `z` collapses from the kept layout too, without waiting for the new one.
    #expect(list.toggleThread(ofMessage: 1) == 0)
    #expect(list.rowCount == 77)
    var steps = 0
    while list.continueThreading() { steps += 1 }
    #expect(steps > 10)
    #expect(list.threadLayout?.messageCount == 100)
    #expect(list.rowCount == 97)  // still collapsed in the new layout
    #expect(list.threadRows == list.threads.rows(collapsed: [1]))
  }
}

extension MessageListTests {
  /// Read marks kept in a saved state (as mailbox-gtk keeps them, in the terminal
  /// reader's entry) come back on the same messages, the conversation mode with them,
  /// and the entry's other fields stay.
  @Test func readMarksKeptInAStateComeBackOnTheirMessages() {
    var list = MessageList()
    list.append(Self.batch)
    list.markRead(0)
    list.setUnread(true, at: 3)
    var state = MailboxUIState(selectedMessageID: "m2", isThreaded: true)
    state.keepListState(of: list)
    #expect(state.selectedMessageID == "m2")
    #expect(state.isThreaded == nil)  // the list is flat
    var restored = MessageList(restoring: state)
    restored.append(Self.batch)
    #expect((0..<4).map(restored.isUnread) == [false, false, true, true])
    #expect(restored.unreadCount == 2)
    #expect(!restored.isThreaded)
    #expect(MessageList(restoring: nil).readChanges.isEmpty)
    list.isThreaded = true
    state.keepListState(of: list)
    #expect(state.isThreaded == true)
    #expect(MessageList(restoring: state).isThreaded)
  }
}
