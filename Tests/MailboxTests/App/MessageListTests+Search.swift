import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Searching in slices gives the rows a plain filter of every message gives, whatever the
/// mailbox, the typing, the indexing and the slices in between.
extension MessageListTests {
  /// Texts whose case folding and characters differ from their bytes: non-ASCII
  /// letters, a Kelvin sign, combining marks, CRLF, and U+0001.
  static let searchTexts = [
    "Ada Lindqvist", "ADA@EXAMPLE.ORG", "Zoë Brontë", "Zoe\u{308} Bronte\u{308}", "山田太郎",
    "İstanbul trip", "\u{212A}yoto", "Kyoto", "re: kyoto", "Line\r\nbreak", "a\u{1}b", "",
    "José García", "straße", "STRASSE", "Garden club news #12", "Lunch on Friday?",
  ]
  /// Pieces typed into random queries.
  static let searchPieces = [
    "a", "k", "y", "o", "e", "ë", "\u{308}", "ß", "i", "s", "r", " ", "from:", "subject:",
    "to:", "\"", "t", "ky", "da", "@", "\u{1}", "#1", "\r", "i\u{307}",
  ]

  static func randomSummary(_ index: Int, _ random: inout MboxScannerTests.SeededRandom)
    -> MessageSummary
  {
    MessageSummary(
      index: index, location: .mbox(offset: index * 100, length: 100),
      sender: MailAddress(
        name: searchTexts.randomElement(using: &random) ?? "",
        address: searchTexts.randomElement(using: &random) ?? ""),
      subject: searchTexts.randomElement(using: &random) ?? "", date: nil, isUnread: false,
      messageID: "m\(index)")
  }

  @Test(arguments: 0..<24)
  func searchingInSlicesFindsWhatFilteringEveryMessageFinds(seed: UInt64) {
    var random = MboxScannerTests.SeededRandom(state: seed)
    var list = MessageList()
    var all: [MessageSummary] = []
    var typed = ""
    // What `to:` reads from a message, decided by its index.
    let reads: (MessageSummary) -> Bool = { $0.index % 3 != 1 }
    func reference() -> [Int] {
      let query = SearchQuery(typed)
      return all.indices.filter {
        query.matchesIndex(all[$0]) && (!query.readsMessages || reads(all[$0]))
      }
    }
    for _ in 0..<60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        let batch = (0..<Int.random(in: 0..<300, using: &random)).map {
          Self.randomSummary(all.count + $0, &random)
        }
        all += batch
        list.append(batch)
      case 2:
        typed = String(typed.dropLast())
        list.setFilter(typed)
      case 3:
        typed = ""
        list.setFilter(typed)
      case 4, 5, 6:
        typed += Self.searchPieces.randomElement(using: &random) ?? ""
        list.setFilter(typed)
      default:
        list.searchStep(limit: Int.random(in: 1..<200, using: &random), reads: reads)
      }
      // Found so far: in mailbox order and each a real match.
      let rows = (0..<list.rowCount).compactMap { list.summaryIndex(atRow: $0) }
      let expected = Set(reference())
      #expect(rows.allSatisfy { expected.contains($0) } || !list.isFiltering)
      #expect(rows == rows.sorted())
    }
    while list.isSearching { list.searchStep(limit: 7, reads: reads) }
    let rows = (0..<list.rowCount).compactMap { list.summaryIndex(atRow: $0) }
    #expect(list.isFiltering == !SearchQuery(typed).isEmpty)
    #expect(rows == (list.isFiltering ? reference() : Array(all.indices)), "typed \(typed)")
  }

  @Test func aLargeMailboxIsSearchedInSlicesAfterTheFirstAndTypingOnRechecksOnlyTheMatches() {
    var list = MessageList()
    let count = MessageList.immediateSearchLimit * 12
    list.append(
      (0..<count).map { Self.summary($0, $0 % 4 == 0 ? "Ada" : "Grace", "Subject \($0 % 10)") })
    list.setFilter("ad")
    #expect(list.isSearching)
    #expect(list.rowCount == MessageList.immediateSearchLimit / 4)
    #expect(list.searchProgress == 1.0 / 12)
    while list.isSearching { list.searchStep(limit: 1_000) { _ in true } }
    #expect(list.rowCount == count / 4)
    list.setFilter("ada")  // narrows: only the matches are checked again
    #expect(list.candidates.count == count / 4)
    #expect(list.candidateCursor == MessageList.immediateSearchLimit)
    #expect(list.rowCount == MessageList.immediateSearchLimit)
    while list.isSearching { list.searchStep(limit: 1_000) { _ in true } }
    #expect(list.rowCount == count / 4)
    list.setFilter("ada subject:3")
    while list.isSearching { list.searchStep(limit: 1_000) { _ in true } }
    #expect(list.rowCount == 0)
    list.setFilter("subject:3")
    while list.isSearching { list.searchStep(limit: 1_000) { _ in true } }
    #expect(list.rowCount == count / 10 + (count % 10 > 3 ? 1 : 0))
  }
}

extension MessageListTests {
  /// A frame's search stops at the deadline after at least one slice, and at the most
  /// slices however fast the clock; frames then finish the search.
  @Test func aFramesSearchKeepsToItsDeadlineAndItsMostSlices() throws {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    var list = MessageList()
    let count = MessageList.immediateSearchLimit * 12
    list.append((0..<count).map { Self.summary($0, $0 % 4 == 0 ? "Ada" : "Grace", "S") })
    list.setFilter("from:ada")
    let slice = MessageList.searchSlice(readsMessages: false)
    var clock = Duration.zero
    // The clock passes the deadline at once: one slice.
    list.searchFrame(in: mailbox, until: .zero, maximumSlices: 64) {
      clock += .milliseconds(1)
      return clock
    }
    #expect(list.searched == MessageList.immediateSearchLimit + slice)
    // A clock that never moves: the most slices.
    list.searchFrame(in: mailbox, until: .seconds(1), maximumSlices: 3) { .zero }
    #expect(list.searched == MessageList.immediateSearchLimit + 4 * slice)
    while list.isSearching {
      list.searchFrame(in: mailbox, until: .seconds(1), maximumSlices: 3) { .zero }
    }
    #expect(list.rowCount == count / 4)
    #expect(list.summary(atRow: 1)?.index == 4)
  }
}

extension MessageListTests {
  /// A query that reads messages looks at the clock after each message, so one slow
  /// message near the deadline ends the frame's search, and still checks at most the
  /// slices' worth of messages a frame allows.
  @Test func aReadingSearchLooksAtTheClockAfterEveryMessage() throws {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    var list = MessageList()
    list.append((0..<2_000).map { Self.summary($0, "Ada", "S") })
    list.setFilter("body:lunch")
    #expect(list.searched == 0)
    var clock = Duration.zero
    // The clock passes the deadline with the first message: one message, not a slice.
    list.searchFrame(in: mailbox, until: .zero, maximumSlices: 64) {
      clock += .milliseconds(1)
      return clock
    }
    #expect(list.searched == 1)
    // A clock that never moves: the most slices of messages, one clock look each.
    list.searchFrame(in: mailbox, until: .seconds(1), maximumSlices: 3) { .zero }
    #expect(list.searched == 1 + 3 * MessageList.searchSlice(readsMessages: true))
  }
}

extension MessageListTests {
  /// A search reserves room for every message that can still match when it starts, so a
  /// query matching most of a large mailbox never copies its matches into fresh memory
  /// in the middle of a frame.
  @Test func aSearchWritesItsMatchesIntoRoomReservedAtTheStart() {
    var random = MboxScannerTests.SeededRandom(state: 7)
    var list = MessageList()
    let count = 10_000
    list.append((0..<count).map { Self.randomSummary($0, &random) })
    for query in ["to:a", "to:e"] {  // reads messages, so checked only in steps
      list.setFilter(query)
      #expect(list.matches?.isEmpty == true)
      #expect((list.matches?.capacity ?? 0) >= count)
      let storage = list.matches?.withUnsafeBufferPointer { $0.baseAddress }
      while list.isSearching { list.searchStep(limit: 16) { _ in true } }
      #expect((list.matches?.count ?? 0) > count / 2, "\(query)")
      // Written where it was reserved: never copied to a larger array.
      #expect(list.matches?.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }
  }
}
