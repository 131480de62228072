import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Threading by Message-ID, References and In-Reply-To, the subject fallback, and
/// broken reference graphs.
@Suite struct MessageThreadsTests {
  /// A message for threading: its ID, references, subject and a date in hours.
  static func input(
    _ id: String?, _ references: [String] = [], subject: String = "s", hour: Int? = nil
  ) -> MessageThreads.Input {
    MessageThreads.Input(
      messageIDHash: id.map { ThreadKey.hash($0) }, referenceHashes: references.map(ThreadKey.hash),
      subject: subject, date: hour.map { $0 * 3600 })
  }

  static func threads(_ inputs: [MessageThreads.Input]) -> MessageThreads {
    var threads = MessageThreads()
    for input in inputs { threads.add(input) }
    return threads
  }

  /// The rows as (message, depth) pairs.
  static func layout(_ rows: ThreadRows) -> [[Int]] {
    (0..<rows.count).map { [rows.message(atRow: $0), rows.depth(atRow: $0)] }
  }

  @Test func aMessageListingUnrelatedIDsDoesNotChainThemWhicheverComesFirst() {
    // Three unrelated messages, and one whose References names all three (the sample's
    // "Very long References header"): it joins the last one, the others stay apart.
    let roots = [
      Self.input("a", subject: "Lunch", hour: 1), Self.input("b", subject: "Budget", hour: 2),
      Self.input("c", subject: "Plants", hour: 3),
    ]
    let listing = Self.input("d", ["a", "b", "c"], subject: "Long references", hour: 4)
    let after = Self.threads(roots + [listing]).rows()
    #expect(Self.layout(after) == [[2, 0], [3, 1], [1, 0], [0, 0]])
    // Indexed first, it makes placeholders that the real messages leave when they arrive.
    let before = Self.threads([listing] + roots).rows()
    #expect(Self.layout(before) == [[3, 0], [0, 1], [2, 0], [1, 0]])
  }

  @Test func repliesFollowTheirParentsIndentedAndTheNewestConversationComesFirst() {
    let threads = Self.threads([
      Self.input("a", subject: "Lunch", hour: 1),
      Self.input("x", subject: "Budget", hour: 2),
      Self.input("b", ["a"], subject: "Re: Lunch", hour: 3),
      Self.input("c", ["a", "b"], subject: "Re: Lunch", hour: 5),
      Self.input("d", ["a"], subject: "Re: Lunch", hour: 4),
    ])
    let rows = threads.rows()
    #expect(Self.layout(rows) == [[0, 0], [2, 1], [3, 2], [4, 1], [1, 0]])
    #expect(rows.threadCount == 2)
    #expect(rows.sizes == [4, 1])
    #expect(rows.latest == [3, 1])
    #expect(rows.thread(atRow: 3) == 0)
    #expect(rows.thread(atRow: 4) == 1)
    #expect(rows.row(ofMessage: 4) == 3)
  }

  @Test func aConversationMovesUpWhenItGetsANewerReply() {
    var threads = Self.threads([
      Self.input("a", subject: "Lunch", hour: 1), Self.input("x", subject: "Budget", hour: 2),
    ])
    #expect(Self.layout(threads.rows()) == [[1, 0], [0, 0]])
    threads.add(Self.input("b", ["a"], subject: "Re: Lunch", hour: 3))
    #expect(Self.layout(threads.rows()) == [[0, 0], [2, 1], [1, 0]])
  }

  @Test func inReplyToAloneLinksAReply() {
    let summary = MessageSummary(
      index: 1, location: .mbox(offset: 0, length: 0), sender: MailAddress(name: "", address: ""),
      subject: "Re: Lunch", date: nil, isUnread: false, messageID: "b", inReplyTo: "a")
    let hashes = { (ids: [String]) in ids.map { ThreadKey.hash($0) } }
    #expect(summary.threadingInput.referenceHashes == hashes(["a"]))
    #expect(summary.threadingInput.messageIDHash == ThreadKey.hash("b"))
    var withBoth = summary
    withBoth.references = ["z", "a"]
    #expect(withBoth.threadingInput.referenceHashes == hashes(["z", "a"]))
    withBoth.inReplyTo = "y"
    withBoth.references = ["xx", "z"]
    #expect(withBoth.threadingInput.referenceHashes == hashes(["xx", "z", "y"]))
  }

  @Test func repliesToAMissingMessageShareAConversationHeadedByTheEarliest() {
    let threads = Self.threads([
      Self.input("b", ["gone"], hour: 5),
      Self.input("c", ["gone"], hour: 2),
      Self.input("d", ["gone", "b"], hour: 6),
    ])
    #expect(Self.layout(threads.rows()) == [[1, 0], [0, 1], [2, 2]])
    #expect(threads.containerCount == 4)
  }

  @Test func referenceLoopsAreNotFollowedAndLoseNoMessage() {
    let threads = Self.threads([
      Self.input("a", ["b"], hour: 1),
      Self.input("b", ["a"], hour: 2),
      Self.input("c", ["c"], hour: 3),
      Self.input("d", ["e", "d", "e"], hour: 4),
      Self.input("e", ["d"], hour: 5),
    ])
    let rows = threads.rows()
    #expect((0..<rows.count).map(rows.message(atRow:)).sorted() == [0, 1, 2, 3, 4])
    // The first link made wins: a under b, d under e; the links back are refused.
    #expect(Self.layout(rows) == [[4, 0], [3, 1], [2, 0], [1, 0], [0, 1]])
  }

  @Test func duplicateMessageIDsKeepEveryMessage() {
    let threads = Self.threads([
      Self.input("a", hour: 1),
      Self.input("a", hour: 2),
      Self.input("b", ["a"], hour: 3),
      Self.input("a", ["b"], hour: 4),
    ])
    let rows = threads.rows()
    #expect(rows.count == 4)
    #expect(Set((0..<rows.count).map(rows.message(atRow:))) == [0, 1, 2, 3])
    // The first "a" keeps the ID: the reply and the third "a" hang under it.
    #expect(Self.layout(rows) == [[0, 0], [2, 1], [3, 2], [1, 0]])
  }

  @Test func subjectsGroupOnlyMessagesWithoutReferences() {
    let threads = Self.threads([
      Self.input("a", subject: "Lunch", hour: 1),
      Self.input("b", subject: "Re: [team] RE: lunch", hour: 2),
      Self.input("c", ["elsewhere"], subject: "Re: Lunch", hour: 3),
      Self.input("d", subject: "Lunch", hour: 4),
      Self.input("e", subject: "", hour: 5),
      Self.input("f", subject: "Re: ", hour: 6),
    ])
    #expect(
      Self.layout(threads.rows()) == [[5, 0], [4, 0], [3, 0], [2, 0], [0, 0], [1, 1]])
  }

  @Test func normalizedSubjectsDropReplyPrefixesAndTags() {
    #expect(ThreadKey.normalizedSubject("Re: Fwd:  Lunch   plans").text == "lunch plans")
    #expect(ThreadKey.normalizedSubject("Re[2]: [list] AW: Hi") == ("hi", true))
    #expect(ThreadKey.normalizedSubject("Regarding: lunch") == ("regarding: lunch", false))
    #expect(ThreadKey.normalizedSubject("Café\tPLANS  [x]") == ("café plans [x]", false))
    #expect(ThreadKey.subject("RE: café").key == ThreadKey.hash("café"))
    #expect(ThreadKey.subject("  ").key == nil)
  }

  @Test func collapsedConversationsShowOneRowAndRememberTheirMessages() {
    let threads = Self.threads([
      Self.input("a", hour: 1), Self.input("b", ["a"], hour: 2), Self.input("x", hour: 3),
    ])
    let rows = threads.rows(collapsed: [1])
    #expect(Self.layout(rows) == [[2, 0], [0, 0]])
    #expect(rows.sizes == [1, 2])
    #expect(rows.row(ofMessage: 1) == nil)
    #expect(rows.thread(ofMessage: 1) == 1)
    #expect(rows.thread(ofMessage: 0) == 1)
    #expect(rows.thread(ofMessage: 2) == 0)
  }

  @Test func messagesWithoutDatesSortAsTheOldestInMailboxOrder() {
    let threads = Self.threads([
      Self.input("a"), Self.input("b"), Self.input("c", hour: 1), Self.input("d", ["c"]),
    ])
    #expect(Self.layout(threads.rows()) == [[2, 0], [3, 1], [1, 0], [0, 0]])
  }
}

/// The list lays conversations out again only as the mailbox grows by an eighth.
@Suite struct MessageListThreadLayoutTests {
  static func summaries(_ range: Range<Int>) -> [MessageSummary] {
    range.map { index in
      MessageSummary(
        index: index, location: .mbox(offset: index, length: 1),
        sender: MailAddress(name: "", address: ""), subject: "s\(index)", date: nil,
        isUnread: false, messageID: "m\(index)", references: index > 0 ? ["m\(index - 1)"] : [])
    }
  }

  /// Runs the work between frames until none remains.
  static func drain(_ list: inout MessageList) {
    while list.continueThreading() {}
  }

  @Test func batchesAreLaidOutOnceAnEighthMoreHasArrivedAndAllAtTheEnd() {
    var list = MessageList()
    list.layoutSlice = 256
    list.isThreaded = true
    list.append(Self.summaries(0..<800))
    Self.drain(&list)
    #expect(list.rowCount == 800)
    list.append(Self.summaries(800..<850))  // 50 < 800 / 8: waits
    #expect(!list.isThreadingBehind)
    #expect(list.rowCount == 800)
    list.append(Self.summaries(850..<900))  // 100 ≥ 100: laid out between frames
    #expect(list.layoutJob != nil)
    #expect(list.rowCount == 800)  // the last layout stays shown meanwhile
    Self.drain(&list)
    #expect(list.rowCount == 900)
    list.append(Self.summaries(900..<901))
    Self.drain(&list)
    #expect(list.rowCount == 900)
    list.finishIndexing()
    Self.drain(&list)
    #expect(list.rowCount == 901)
    #expect(list.shownThreadRows?.threadCount == 1)
    #expect(list.shownThreadRows?.depth(atRow: 900) == 255)  // depths stop at UInt8.max
  }

  @Test func turningConversationsOffAndOnAndCollapsingReuseTheLayout() {
    var list = MessageList()
    list.append(Self.summaries(0..<100))
    list.isThreaded = true
    let layout = list.threadLayout
    #expect(layout?.messageCount == 100)
    list.isThreaded = false
    #expect(list.threadRows == nil)
    #expect(list.threadLayout == layout)
    list.isThreaded = true
    #expect(list.threadRows == layout)
    #expect(list.toggleThread(ofMessage: 50) == 0)
    #expect(list.rowCount == 1)
    #expect(list.threadLayout == layout)
    list.toggleThread(ofMessage: 0)
    #expect(list.threadRows == layout)
    // New messages since the layout: turning conversations on lays them out again.
    list.isThreaded = false
    list.append(Self.summaries(100..<110))
    list.isThreaded = true
    #expect(list.threadLayout?.messageCount == 110)
    #expect(list.rowCount == 110)
  }

  @Test func aConversationCollapsedAtTheSecondOfTwoMessagesWithOneIDComesBackThere() {
    // m0 "a" with a reply; m2 "b" with the second "a" (which names "b") and a reply.
    func summary(_ index: Int, _ id: String, _ references: [String]) -> MessageSummary {
      MessageSummary(
        index: index, location: .mbox(offset: index, length: 1),
        sender: MailAddress(name: "", address: ""), subject: "s\(index)",
        date: MailDate(year: 2026, month: 1, day: 1 + index), isUnread: false, messageID: id,
        references: references)
    }
    let mailbox = [
      summary(0, "a", []), summary(1, "r1", ["a"]), summary(2, "b", []),
      summary(3, "a", ["b"]), summary(4, "r4", ["b"]),
    ]
    var list = MessageList()
    list.isThreaded = true
    list.append(mailbox)
    list.finishIndexing()
    Self.drain(&list)
    #expect(list.rowCount == 5)
    list.toggleThread(ofMessage: 3)
    #expect(list.rowCount == 3)
    let saved = list.collapsedKeys
    #expect(saved == [ReadMarks.Key(id: "a", occurrence: 2): true])
    for split in 0...5 {
      var restored = MessageList(collapsed: saved)
      restored.isThreaded = true
      restored.append(Array(mailbox.prefix(split)))
      restored.append(Array(mailbox.dropFirst(split)))
      restored.finishIndexing()
      Self.drain(&restored)
      #expect(restored.collapsed == [3])
      #expect(restored.rowCount == 3)
      #expect(restored.row(ofSummary: 1) != nil)  // a's conversation stays open
      #expect(restored.collapsedKeys == saved)
    }
  }

  @Test func restoredCollapsedIDsCollapseTheirConversationsAsTheyAreIndexed() {
    var list = MessageList(collapsed: ["m5": true, "gone@x": true])
    list.isThreaded = true
    list.append(Self.summaries(0..<3))
    #expect(list.collapsed.isEmpty)
    #expect(list.collapsedKeys == ["gone@x": true, "m5": true])
    list.append(Self.summaries(3..<10))
    list.finishIndexing()
    Self.drain(&list)
    #expect(list.collapsed == [5])
    #expect(list.rowCount == 1)
    #expect(list.collapsedKeys == ["gone@x": true, "m5": true])
  }
}
