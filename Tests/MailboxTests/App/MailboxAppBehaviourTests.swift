import Foundation
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The mailbox app's filter, incremental indexing, hostile content and message view.
@Suite @MainActor struct MailboxAppBehaviourTests {
  @Test func slashFiltersBySenderOrSubjectAsYouTypeAndEscClears() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.narrow)
    driver.type("/")
    #expect(app.list.isEditingFilter)
    #expect(driver.screen[29].hasPrefix(" /▏"))
    driver.type("kyo")
    #expect(app.list.list.rowCount == 14)
    #expect(app.list.title == "Inbox — 14 of 150")
    #expect(driver.screen[0].contains("Inbox — 14 of 150"))
    #expect(driver.screen[29].contains("/kyo▏"))
    #expect(driver.screen[29].contains("14 of 150"))
    #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
    driver.press(.down)  // arrows still move the selection while typing
    #expect(app.selectedSubject == "Re: Trip to Kyoto — itinerary")
    #expect(app.list.selectedRow == 1)
    driver.type("jk")  // letters go into the filter, not to the list
    #expect(app.list.list.rowCount == 0)
    #expect(driver.screen[2].contains("No messages match “kyojk”."))
    driver.press(.backspace, .backspace)
    #expect(app.list.list.rowCount == 14)
    #expect(app.list.selectedRow == 1)  // the selection comes back when the filter widens
    try assertSnapshot(driver.screen, named: "typing")
    driver.press(.enter)
    #expect(!app.list.isEditingFilter)
    #expect(driver.screen[29].contains("Filter: kyo"))
    driver.press(.down)
    #expect(app.selectedSubject == "Re: Trip to Kyoto — itinerary")
    driver.press(.escape)
    #expect(app.list.list.rowCount == 150)
    #expect(app.list.title == "Inbox — 150")
    #expect(app.selectedSubject == "Re: Trip to Kyoto — itinerary")
  }

  @Test func filterMatchesSenderNamesAndEscWhileTypingClearsIt() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.type("/山田")
    let rows = app.list.list.rowCount
    #expect(rows > 0)
    #expect((0..<rows).allSatisfy { app.list.list.summary(atRow: $0)?.sender.name == "山田太郎" })
    driver.press(.escape)
    #expect(!app.list.isEditingFilter)
    #expect(app.list.list.rowCount == 150)
  }

  @Test(arguments: [AppHarness.narrow, AppHarness.medium])
  func slashInTheMessageViewBringsBackTheListToFilterIt(size: CellSize) throws {
    let (app, driver) = try AppHarness.launch(size: size)
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(400))
    #expect(app.split.focusedColumn != .primary || app.split.isCollapsed)
    driver.type("/plants")
    driver.advance(by: .milliseconds(400))
    #expect(app.list.isEditingFilter)
    #expect(app.list.list.rowCount == 14)
    #expect(
      app.split.isCollapsed ? !app.isMessageOnStack : app.split.displayMode == .oneOverSecondary)
    #expect(driver.screen[0].contains("Inbox — 14 of 150"))
  }

  @Test func anEmptyMailboxSaysSoAndOpensNothing() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/empty.mbox"
      try TestFiles.write("", to: path)
      let (app, driver) = try AppHarness.launch(path: path, size: AppHarness.wide, title: nil)
      #expect(app.list.title == "empty — 0")
      #expect(app.message.title == "No message")
      driver.press(.enter, .down, .character("n"))
      #expect(app.list.selectedRow == nil)
      #expect(driver.screen[2].contains("This mailbox has no messages."))
      #expect(driver.screen[1].contains("No message selected."))
      #expect(driver.screen[49].contains("0 messages"))
    }
  }

  @Test func aMaildirIsListedInNameOrderAndItsMessagesOpen() throws {
    try TestFiles.withTemporaryDirectory { directory in
      for sub in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: directory + "/" + sub, withIntermediateDirectories: true)
      }
      try TestFiles.write(
        "From: Ada <ada@example.org>\nSubject: First\n\nOne\n", to: directory + "/cur/1.x:2,S")
      try TestFiles.write(
        "From: Zoë <zoe@example.org>\nSubject: Second\n\nTwo\n", to: directory + "/new/2.x")
      let (app, driver) = try AppHarness.launch(
        path: directory, size: AppHarness.narrow, title: nil)
      #expect(app.list.list.rowCount == 2)
      #expect(driver.screen[1].hasPrefix("  Ada"))
      #expect(driver.screen[2].hasPrefix("● Zoë"))
      driver.press(.down, .enter)
      driver.advance(by: .milliseconds(400))
      #expect(driver.screen[0].contains("Second"))
      #expect(driver.screen.contains { $0.contains("Two") })
    }
  }

  @Test func incrementalIndexingFillsTheListWithProgressInTheStatusLine() throws {
    let (app, driver) = try AppHarness.launch(
      size: AppHarness.narrow, chunkSize: 8 << 10, finishIndexing: false)
    #expect(!app.isIndexed)
    let first = app.list.list.messageCount
    #expect(first > 0 && first < 150)
    #expect(driver.screen[29].contains("Indexing"))
    #expect(driver.screen[29].contains("%"))
    #expect(driver.screen[1].contains("Ada Lindqvist"))
    driver.press(.down)
    #expect(app.selectedSubject == "Office plants need water")
    var counts = [first]
    while !app.isIndexed, counts.count < 1000 {
      driver.advance(by: .milliseconds(17))
      counts.append(app.list.list.messageCount)
    }
    #expect(app.isIndexed)
    #expect(counts.count > 5)
    #expect(counts == counts.sorted())
    #expect(app.list.list.messageCount == 150)
    #expect(app.selectedSubject == "Office plants need water")
    #expect(driver.screen[29].contains("150 messages, 31 unread"))
    #expect(driver.host.frameWork == nil)
    #expect(!driver.host.isAnimating)
  }

  /// The sample mailbox, hosted narrow and indexed in 4 KiB steps by the frames a test runs.
  static func indexedInSmallSteps() throws -> (MailboxApp, Driver) {
    let mailbox = try Mailbox.open(path: try #require(SampleMailbox.path))
    let app = MailboxApp(
      mailbox: mailbox,
      settings: MailboxApp.Settings(chunkSize: 4 << 10, currentYear: AppHarness.currentYear))
    let driver = Driver(app: app.split, size: AppHarness.narrow)
    app.attach(to: driver.host)
    return (app, driver)
  }

  @Test func eachFrameIndexesUntilItsBudgetIsSpent() throws {
    let (app, driver) = try Self.indexedInSmallSteps()
    #expect(driver.host.frameWork != nil)
    var clock = Duration.zero
    let before = app.list.list.messageCount
    #expect(
      app.indexFrame {
        clock += .milliseconds(4)
        return clock
      })  // 4 ms a step: a third would end at 12 ms, past the 10 ms budget, so two
    let afterOne = app.list.list.messageCount
    #expect(afterOne > before)
    var frames = 1
    while app.indexFrame(now: {
      clock += .milliseconds(4)
      return clock
    }) { frames += 1 }
    #expect(app.isIndexed)
    #expect(app.list.list.messageCount == 150)
    // 151 KB in 4 KiB steps, two per 10 ms frame: eighteen frames, the last one short.
    #expect(frames == 17)
  }

  @Test func aFrameStartsNoStepThatWouldOverrunItsBudget() throws {
    let (app, _) = try Self.indexedInSmallSteps()
    // Steps of 6 ms: after the first (6 ms) a second would end at 12 ms, past the 10 ms
    // budget, so each frame runs one step and ends at 6 ms instead of 12.
    var clock = Duration.zero
    var longestFrame = Duration.zero
    var steps = 0
    var more = true
    while more {
      let frameStart = clock
      var calls = 0
      more = app.indexFrame {
        calls += 1
        if calls > 1 { clock += .milliseconds(6) }
        return clock
      }
      steps += calls - 1
      longestFrame = max(longestFrame, clock - frameStart)
    }
    #expect(app.isIndexed)
    #expect(longestFrame == .milliseconds(6))
    #expect(steps > 1)
  }

  @Test func hostileMailboxIsShownInertInListTitleAndMessage() throws {
    let path = TestFiles.fixture("hostile.mbox")
    let (app, driver) = try AppHarness.launch(path: path, size: AppHarness.wide, title: nil)
    #expect(app.list.title?.hasPrefix("hostile — ") == true)
    for row in 0..<app.list.list.rowCount {
      app.list.selectRow(row)
      driver.press(.enter)
      driver.press(.escape)
      let screen = driver.screen.joined(separator: "\n")
      #expect(!screen.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "row \(row)")
      #expect(!screen.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "row \(row)")
      #expect(
        !screen.unicodeScalars.contains { [0x202E, 0x2066, 0x2069].contains($0.value) },
        "row \(row)")
    }
    let output = driver.terminal.outputText
    #expect(!output.contains("\u{1B}]0;"))
    #expect(!output.contains("\u{1B}]52;"))
    #expect(!output.contains("\u{1B}7"))
    #expect(!output.contains("\u{1B}[5A"))
    #expect(!output.contains("\u{07}"))
    #expect(driver.emulator.unsupported.isEmpty)
    app.list.selectRow(0)
    driver.press(.enter)
    #expect(driver.screen.joined().contains("␛]0;pwned title␇"))
  }

  @Test func messageViewScrollsWithKeysSpaceAndWheel() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.narrow)
    let row = try #require(
      (0..<150).first { app.list.list.summary(atRow: $0)?.subject == "Meeting transcript (long)" })
    app.list.selectRow(row)
    driver.press(.enter)
    driver.advance(by: .milliseconds(400))
    #expect(driver.screen[1].contains("From:"))
    driver.press(.down)
    #expect(app.message.topLine == 1)
    // 28 rows of text under the bar, above the key hint: a page keeps one line.
    driver.type(" ")
    #expect(app.message.topLine == 1 + 27)
    driver.wheel(.wheelUp, x: 10, y: 10)
    #expect(app.message.topLine == 25)
    driver.press(.end)
    let lineCount = app.message.lines(width: 58).count
    #expect(app.message.topLine == lineCount - 28)
    driver.press(.home)
    #expect(app.message.topLine == 0)
  }

  @Test func attachmentsAreListedByNameTypeAndSize() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    let row = try #require(
      (0..<150).first { app.list.list.summary(atRow: $0)?.subject == "Slides and notes attached" })
    app.list.selectRow(row)
    driver.press(.enter)
    let text = driver.screen.joined(separator: "\n")
    #expect(text.contains("Attachments ("))
    #expect(text.contains(" • "))
    try assertSnapshot(driver.screen)
  }

  @Test func quittingWhileAMaildirIsIndexedStopsItsReadingThreads() throws {
    try TestFiles.withTemporaryDirectory { root in
      try MaildirReadAheadTests.makeMaildir(at: root, count: MaildirReadAheadTests.manyFiles)
      let (app, driver) = try AppHarness.launch(
        path: root, size: AppHarness.wide, chunkSize: 4096, finishIndexing: false,
        readAheadWindow: MaildirReadAheadTests.window)
      let shared = try #require(app.indexer?.maildirReadAhead)
      #expect(shared.runningThreads == 2)
      driver.advance(by: .milliseconds(17))
      driver.press(.down)  // keys are answered while the threads read ahead
      #expect(app.list.selectedRow == 1)
      #expect(!app.isIndexed)
      driver.type("q")
      #expect(driver.host.isQuitRequested)
      app.stopIndexing()
      #expect(!app.hasWork)
      #expect(MaildirReadAheadTests.eventually { shared.runningThreads == 0 })
      let indexed = app.list.list.messageCount
      #expect(indexed > 0 && indexed < MaildirReadAheadTests.manyFiles)
    }
  }
}
