import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// `/` with `from:`, `subject:`, `to:`, `body:` and plain words through the Driver: index
/// terms answer at once, `to:` and `body:` read messages between frames.
@Suite @MainActor struct MailboxAppSearchTests {
  static let fixture = TestFiles.fixture("threads.mbox")

  @Test(arguments: [70, 100, 160])
  func toAndBodySearchesReadMessagesBetweenFrames(columns: Int) throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: columns, rows: 24))
    driver.type("/to:zoe")
    #expect(app.list.list.isSearching)
    #expect(app.list.list.rowCount == 0)
    #expect(driver.screen.contains { $0.contains("Searching the mailbox…") })
    #expect(driver.host.frameWork != nil)
    driver.advance(by: .milliseconds(17))
    #expect(!app.list.list.isSearching)
    #expect(app.list.list.rowCount == 1)
    #expect(app.selectedSubject == "Loop A")
    #expect(driver.screen.contains { $0.contains("Loop A") })
    driver.press(.enter)
    #expect(driver.screen.contains { $0.contains("Search: to:zoe") })
    try assertSnapshot(driver.screen, named: "to-\(columns)")
    driver.press(.escape)
    #expect(app.list.list.rowCount == 13)
    driver.type("/body:\"word: zeppelin\"")
    driver.advance(by: .milliseconds(17))
    #expect(app.list.list.rowCount == 1)
    #expect(app.selectedSubject == "Budget draft")
    driver.press(.backspace, .backspace)  // "zeppel" still matches: searched again
    driver.advance(by: .milliseconds(17))
    #expect(app.list.list.rowCount == 1)
    driver.type(" from:grace")
    driver.advance(by: .milliseconds(17))
    #expect(app.list.list.rowCount == 0)
    #expect(driver.screen.contains { $0.contains("No messages match") })
  }

  /// The note that another reader holds the index gives way to the search typed after
  /// it: the status line shows the query and how far reading has got, not the note.
  @Test func theNoteThatAnotherReaderHoldsTheIndexGivesWayToTheSearch() throws {
    try TestFiles.withTemporaryDirectory { cache in
      let holder = SearchIndexing(root: Self.fixture, cacheDirectory: cache)
      #expect(holder.problem == nil)
      let size = CellSize(columns: 200, rows: 24)
      let (app, driver) = try AppHarness.launch(path: Self.fixture, size: size)
      app.searchIndexing = SearchIndexing(root: Self.fixture, cacheDirectory: cache)
      driver.advance(by: .milliseconds(17))
      let bottom = size.rows - 1
      #expect(
        driver.screen[bottom].contains("Another reader has the search index: slower search"))
      driver.type("/body:zep")
      driver.press(.enter)
      #expect(app.list.list.isSearching)
      #expect(driver.screen[bottom].contains("Search: body:zep"))
      #expect(driver.screen[bottom].contains("searching 0%"))
      #expect(!driver.screen[bottom].contains("Another reader"))
      driver.advance(by: .milliseconds(17))
      #expect(!app.list.list.isSearching)
      #expect(driver.screen[bottom].contains("Search: body:zep"))
      #expect(driver.screen[bottom].contains("1 of 13"))
      withExtendedLifetime(holder) {}
    }
  }

  /// A warning (a rename that failed, say) is cleared by the next key, and the keys of a
  /// search are keys: the status line shows the search in its place.
  @Test func aWarningGivesWayToTheSearchTypedAfterIt() throws {
    let size = CellSize(columns: 200, rows: 24)
    let (app, driver) = try AppHarness.launch(path: Self.fixture, size: size)
    app.list.warning = "Could not mark the message read"
    driver.advance(by: .milliseconds(17))
    let bottom = size.rows - 1
    #expect(driver.screen[bottom].contains("⚠ Could not mark the message read"))
    driver.type("/body:zep")
    driver.press(.enter)
    #expect(driver.screen[bottom].contains("Search: body:zep"))
    #expect(!driver.screen[bottom].contains("Could not mark"))
  }

  @Test func indexTermsAnswerAsYouType() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 160, rows: 24))
    driver.type("/from:grace subject:lunch")
    #expect(!app.list.list.isSearching)
    #expect(app.list.list.rowCount == 1)
    #expect(app.selectedSubject == "Re: Lunch on Friday")
    driver.press(.escape)
    driver.type("/garden")
    #expect(app.list.list.rowCount == 2)
    #expect(app.list.title == "Inbox — 2 of 13")
  }

  @Test func aSearchKeepsUpWithIndexingAndShowsProgress() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 160, rows: 24), chunkSize: 300,
      finishIndexing: false)
    driver.type("/body:fixture")
    #expect(driver.screen.last?.contains("/body:fixture▏") == true)
    AppHarness.indexToEnd(app, driver)
    #expect(app.isIndexed)
    #expect(!app.list.list.isSearching)
    #expect(app.list.list.rowCount == 13)
  }

  /// While a search reads messages, the list's status line shows how far it has got in
  /// every width, as the query is typed and once it is kept: a narrow list used to drop
  /// `searching 40%` for the counts alone, so a search looked finished while it ran.
  @Test(arguments: [30, 40, 52, 64, 100, 200])
  func aRunningSearchShowsHowFarItHasGotInEveryWidth(columns: Int) throws {
    let (app, driver) = try AppHarness.launch(size: CellSize(columns: columns, rows: 24))
    driver.type("/body:the")
    var frames = 0
    while app.list.list.isSearching, frames < 200 {
      let percent = "\(Int(app.list.list.searchProgress * 100))%"
      let status = driver.screen.last ?? ""
      #expect(status.contains(percent), "\(columns) columns, frame \(frames): \(status)")
      if frames == 2 { driver.press(.enter) }  // the search kept goes on
      driver.advance(by: .milliseconds(17))
      frames += 1
    }
    #expect(frames > 3)
    #expect(!app.list.list.isSearching)
  }

  @Test func aLongBodySearchOfTheSampleTakesSeveralFramesAndKeysStillWork() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    driver.type("/body:the")
    var frames = 0
    while app.list.list.isSearching, frames < 100 {
      driver.advance(by: .milliseconds(17))
      frames += 1
      if frames == 1 {
        #expect(driver.screen.last?.contains("searching") == true)
        driver.press(.escape)  // clears the query and stops the search at once
        #expect(!app.list.list.isSearching)
        driver.type("/body:the")
      }
    }
    #expect(frames > 1)
    #expect(!app.list.list.isSearching)
    #expect(app.list.list.rowCount > 10)
  }

  /// A key the list handled spends the frame's budget with the work after it: a frame
  /// counts its budget from the key, unless the key is older than a budget.
  @Test func aFramesBudgetCountsFromTheKeyHandledInIt() throws {
    let (app, driver) = try AppHarness.launch(
      path: Self.fixture, size: CellSize(columns: 100, rows: 24))
    let budget = app.settings.indexingBudget
    driver.type("/")
    // The host handles a key of the filter; the frame after it has not run yet.
    driver.host.handle(.key(.character("t")))
    let key = try #require(app.work.keyHandledAt)
    #expect(app.work.beginFrame(at: key + .milliseconds(3), lastInput: nil).start == key)
    #expect(app.work.keyHandledAt == nil, "a key counts for one frame")
    let next = app.work.beginFrame(at: key + .milliseconds(3), lastInput: nil)
    #expect(next.start == key + .milliseconds(3))
    #expect(next.deadline == key + .milliseconds(3) + budget)
    driver.host.handle(.key(.character("o")))
    let later = try #require(app.work.keyHandledAt)
    #expect(app.work.beginFrame(at: later + budget, lastInput: nil).start == later + budget)
  }
}
