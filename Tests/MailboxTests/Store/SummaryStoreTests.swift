import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct SummaryStoreTests {
  /// A summary with every field set from `index`, in the shapes real mail has.
  static func summary(_ index: Int) -> MessageSummary {
    MessageSummary(
      index: index,
      location: index % 5 == 0
        ? .file(relativePath: "cur/\(index).M1P2.host:2,S")
        : .mbox(offset: index * 4096, length: 3000 + index),
      sender: MailAddress(
        name: index % 3 == 0 ? "" : "Sender \(index % 7) Ünïcode",
        address: "s\(index % 7)@example.org"),
      subject: index % 11 == 0 ? "" : "Re: subject number \(index) — 件名",
      date: index % 13 == 0
        ? nil
        : MailDate(
          year: 2026, month: 11, day: 1 + index % 28, hour: index % 24, zoneOffsetMinutes: -300),
      isUnread: index % 2 == 0,
      messageID: index % 17 == 0 ? nil : (index % 19 == 0 ? "" : "m\(index)@example.org"),
      inReplyTo: index % 4 == 0 ? "m\(index - 1)@example.org" : nil,
      // In-Reply-To is the last reference for half of the replies, not for the other half.
      references: index % 8 == 0
        ? ["m\(index - 2)@example.org", "m\(index - 1)@example.org"]
        : index % 4 == 0 ? ["m\(index - 3)@example.org"] : [])
  }

  @Test func everyFieldReadsBackAsItWasAppendedAcrossPagesAndBlocks() {
    var store = SummaryStore()
    let summaries = (0..<70_000).map(Self.summary)
    store.append(contentsOf: summaries)
    #expect(store.count == 70_000)
    #expect(store.allocatedBytes > 1 << 20)  // more than one text page and record block
    for index in stride(from: 0, to: 70_000, by: 1) where store[index] != summaries[index] {
      Issue.record("summary \(index) differs: \(store[index]) vs \(summaries[index])")
      break
    }
    #expect(Array(store.suffix(3)) == Array(summaries.suffix(3)))
  }

  @Test func repeatedSendersAndSubjectsAreStoredOnce() {
    var repeated = SummaryStore()
    var distinct = SummaryStore()
    for index in 0..<20_000 {
      var summary = Self.summary(index)
      summary.messageID = nil
      summary.inReplyTo = nil
      summary.references = []
      distinct.append(summary)
      summary.subject = "the same subject, repeated in every message of a long thread"
      repeated.append(summary)
    }
    #expect(repeated.allocatedBytes < distinct.allocatedBytes)
    #expect(
      repeated[19_999].subject == "the same subject, repeated in every message of a long thread")
  }

  @Test func findsAMessageByIDWithoutConfusingMissingAndEmptyIDs() {
    var store = SummaryStore()
    store.append(contentsOf: (0..<40).map(Self.summary))
    #expect(store.hasID("m7@example.org", at: 7))
    #expect(!store.hasID("m7@example.org", at: 8))
    // Message 17 has no Message-ID and 19 an empty one: both are named by their location.
    #expect(store.hasID(Self.summary(17).id, at: 17))
    #expect(store.hasID(Self.summary(19).id, at: 19))
    #expect(store[17].messageID == nil)
    #expect(store[19].messageID == "")
  }

  @Test func indicesThatAreNotPositionsReadBackToo() {
    var store = SummaryStore()
    store.append(contentsOf: [Self.summary(5), Self.summary(1), Self.summary(2)])
    #expect(store.map(\.index) == [5, 1, 2])
  }

  @Test func aVeryLongSubjectIsCutAtTheLimitNotLost() {
    var store = SummaryStore()
    var summary = Self.summary(1)
    summary.subject = String(repeating: "x", count: 100_000)
    store.append(summary)
    #expect(store[0].subject == String(repeating: "x", count: SummaryStore.Text.maximumLength))
    #expect(store[0].sender == summary.sender)
  }
}

extension SummaryStoreTests {
  @Test func threadingInputFromTheStoreIsTheSummarysOwn() {
    var store = SummaryStore()
    let summaries = (1..<2_000).map(Self.summary)
    store.append(contentsOf: summaries)
    for (position, summary) in summaries.enumerated() {
      let fromStore = store.threadingInput(at: position)
      let own = summary.threadingInput
      #expect(fromStore.messageIDHash == own.messageIDHash)
      #expect(fromStore.referenceHashes == own.referenceHashes)
      #expect(fromStore.subject == own.subject)
      #expect(fromStore.date == own.date)
    }
  }

  @Test func referencesLongerThanATextKeepTheirNewestIDs() {
    let ids = (0..<2_000).map { "reference-\($0)@example.org" }
    var store = SummaryStore()
    store.append(
      MessageSummary(
        index: 0, location: .mbox(offset: 0, length: 10),
        sender: MailAddress(name: "", address: ""),
        subject: "s", date: nil, isUnread: false, messageID: "m@x", references: ids))
    let kept = store[0].references
    #expect(kept.count < ids.count)
    #expect(kept == Array(ids.suffix(kept.count)))
    #expect(kept.joined(separator: " ").utf8.count <= SummaryStore.Text.maximumLength)
    // The parent threading sees is the last ID, as with the whole chain.
    #expect(store.threadingInput(at: 0).referenceHashes.last == ThreadKey.hash(ids[ids.count - 1]))
  }
}
