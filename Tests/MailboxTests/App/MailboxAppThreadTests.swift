import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Conversations through the Driver: `t` switches threaded and flat, `z` collapses and
/// expands, on a mailbox with reference loops, duplicate Message-IDs, replies to a
/// missing message, a self reference and a subject-only reply.
@Suite @MainActor struct MailboxAppThreadTests {
  static let fixture = TestFiles.fixture("threads.mbox")

  /// The subjects of the rows, in order.
  static func subjects(_ app: MailboxApp) -> [String] {
    (0..<app.list.list.rowCount).compactMap { app.list.list.summary(atRow: $0)?.subject }
  }

  @Test(arguments: [70, 100, 160])
  func tShowsConversationsNewestFirstWithRepliesIndented(columns: Int) throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: columns, rows: 24))
    #expect(!app.list.list.isThreaded)
    driver.type("t")
    #expect(app.list.list.isThreaded)
    #expect(
      Self.subjects(app) == [
        "Budget draft", "Re: Budget draft", "Budget draft (resent)", "Re: Loop A", "Loop A",
        "Lunch on Friday", "Re: Lunch on Friday", "Re: Lunch on Friday", "Re: Offsite",
        "Re: Offsite", "Talking to myself", "Garden club", "Re: Garden club",
      ])
    let rows = try #require(app.list.list.shownThreadRows)
    #expect((0..<rows.count).map(rows.depth(atRow:)) == [0, 1, 0, 0, 1, 0, 1, 2, 0, 1, 0, 0, 1])
    #expect(driver.screen.contains { $0.contains("13 messages in 7 threads") })
    #expect(driver.screen.contains { $0.contains("▾ Budget draft") })
    #expect(driver.screen.contains { $0.contains("  └ Re: Budget draft") })
    #expect(driver.screen.contains { $0.contains("    └ Re: Lunch") })
    // The loop is cut where it closes: the reply that came second heads it.
    // The selection stayed on the message it was on: the first in the file.
    #expect(app.selectedSubject == "Lunch on Friday")
    try assertSnapshot(driver.screen, named: "threaded-\(columns)")
    driver.type("t")
    #expect(!app.list.list.isThreaded)
    #expect(Self.subjects(app).first == "Lunch on Friday")
    #expect(app.selectedSubject == "Lunch on Friday")
    #expect(!driver.screen.contains { $0.contains("└") })
  }

  @Test func zCollapsesTheSelectedConversationAndExpandsItAgain() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 160, rows: 24))
    driver.type("t")
    #expect(app.list.selectedRow == 5)  // still on the first message in the file
    driver.press(.down, .down)  // the second lunch reply
    #expect(app.list.list.summary(atRow: app.list.selectedRow ?? 0)?.messageID == "lunch3@x")
    driver.type("z")
    #expect(app.list.list.rowCount == 11)
    #expect(app.selectedSubject == "Lunch on Friday")  // the collapsed row
    #expect(driver.screen.contains { $0.contains("▸ Lunch on Friday") && $0.contains("(3)") })
    driver.press(.down)
    #expect(app.selectedSubject == "Re: Offsite")
    driver.press(.up)
    driver.type("z")
    #expect(app.list.list.rowCount == 13)
    #expect(driver.screen.contains { $0.contains("▾ Lunch on Friday") })
    // n steps into a collapsed conversation by expanding it.
    driver.type("z")
    app.list.selectMessage(atSummary: 2)
    #expect(app.list.list.rowCount == 13)
    #expect(app.list.list.summary(atRow: app.list.selectedRow ?? 0)?.messageID == "lunch3@x")
  }

  @Test func aFilterThatHidesTheSelectedMessageLeavesItsConversationCollapsed() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 160, rows: 24))
    driver.type("t")
    driver.type("z")  // the first lunch message's conversation
    #expect(driver.screen.contains { $0.contains("▸ Lunch on Friday") && $0.contains("(3)") })
    driver.type("/Garden")  // matches no lunch message
    #expect(app.list.list.rowCount == 2)
    driver.press(.escape)
    #expect(app.list.list.rowCount == 11)
    #expect(driver.screen.contains { $0.contains("▸ Lunch on Friday") && $0.contains("(3)") })
    #expect(app.selectedSubject == "Garden club")  // the match that was selected
    // A match inside a collapsed conversation, chosen and kept: cleared, the
    // conversation opens to show it.
    driver.type("/Re: Lunch")
    driver.press(.down)
    let chosen = try #require(app.list.list.summary(atRow: app.list.selectedRow ?? 0))
    driver.press(.escape)
    #expect(app.list.list.rowCount == 13)
    #expect(app.list.list.summary(atRow: app.list.selectedRow ?? 0)?.index == chosen.index)
  }

  @Test func conversationsAreLaidOutInStepsBetweenIndexingStepsKeepingTheSelection() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 160, rows: 24), chunkSize: 200,
      finishIndexing: false)
    #expect(app.threadedMessageCount == nil)  // flat
    // The index makes room for the messages the indexing progress promises, and more.
    let indexed = app.list.list.messageCount
    #expect(app.list.list.expectedMessageCount > indexed)
    driver.type("t")
    #expect(
      app.list.list.threads.containerOfMessage.capacity >= app.list.list.expectedMessageCount)
    app.list.list.layoutSlice = 4
    var (steps, layoutsWhileIndexing, layoutSteps) = (0, Set<Int>(), 0)
    while app.workNextChunk(), steps < 10_000 {
      steps += 1
      let list = app.list.list
      if list.layoutJob != nil, app.indexer != nil { layoutSteps += 1 }
      guard let rows = list.shownThreadRows else { continue }
      // Always a complete layout of the first messages, equal to one made at once.
      var threads = MessageThreads()
      threads.add((0..<rows.messageCount).map { list.summaries[$0] })
      #expect(rows == threads.rows())
      if app.indexer != nil { layoutsWhileIndexing.insert(rows.messageCount) }
      #expect(app.selectedSubject == "Lunch on Friday")
    }
    // Laid out again as the mailbox grew, in steps taking turns with indexing.
    #expect(layoutsWhileIndexing.count > 1)
    #expect(layoutSteps > 1)
    #expect(app.isIndexed)
    #expect(app.threadedMessageCount == 13)
    #expect(Self.subjects(app).prefix(2) == ["Budget draft", "Re: Budget draft"])
  }

  @Test func conversationsStayTogetherWhileTheMailboxIsIndexedInSmallChunks() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 160, rows: 24), chunkSize: 200,
      finishIndexing: false)
    driver.type("t")
    AppHarness.indexToEnd(app, driver)
    #expect(app.isIndexed)
    #expect(Self.subjects(app).count == 13)
    #expect(Self.subjects(app).prefix(2) == ["Budget draft", "Re: Budget draft"])
    #expect(app.selectedSubject == "Lunch on Friday")
  }

  @Test func theSampleMailboxThreadsEveryMessageOnce() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.type("t")
    let rows = try #require(app.list.list.shownThreadRows)
    #expect(rows.count == 150)
    #expect(Set((0..<rows.count).map(rows.message(atRow:))).count == 150)
    #expect(rows.threadCount < 100)
  }
}

extension MailboxAppThreadTests {
  @Test func messagesIndexedWhileFlatAreThreadedBetweenFramesAfterT() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 100, rows: 24))
    #expect(app.list.list.threads.messageCount == 0)  // flat: nothing threaded
    app.list.list.threadingSlice = 3
    driver.type("t")
    // Three messages threaded at once; the list stays flat, the rest waits for frames.
    #expect(app.list.list.isThreaded)
    #expect(app.list.list.threads.messageCount == 3)
    #expect(app.list.list.shownThreadRows == nil)
    #expect(Self.subjects(app).first == "Lunch on Friday")
    #expect(app.hasWork)
    driver.advance(by: .milliseconds(17))
    #expect(app.list.list.threads.messageCount > 3)  // slices between frames
    AppHarness.indexToEnd(app, driver)
    #expect(!app.list.list.isThreadingBehind)
    #expect(app.list.list.threads.messageCount == 13)
    #expect(
      Self.subjects(app).prefix(3) == ["Budget draft", "Re: Budget draft", "Budget draft (resent)"])
    #expect(driver.screen.contains { $0.contains("13 messages in 7 threads") })
    #expect(app.selectedSubject == "Lunch on Friday")
  }
}
