import Foundation
import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// Saving the UI state on exit and restoring it on the next launch.
@Suite @MainActor struct MailboxAppStateTests {
  @Test func selectionDisplayModeAndWidthAreRestoredOnTheNextLaunch() throws {
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(size: AppHarness.wide, stateDirectory: directory)
        // The first run is quiet: the counts, no warning about the missing state file.
        #expect(driver.screen[49].contains("150 messages, 31 unread"))
        #expect(app.warnings.isEmpty)
        driver.press(.down, .down, .down, .down)
        driver.type("[[[")
        driver.type("\\")
        driver.advance(by: .milliseconds(400))
        #expect(app.split.displayMode == .secondaryOnly)
        app.saveState()
        #expect(app.warnings.isEmpty)
        #expect(
          app.uiState
            == MailboxUIState(
              selectedMessageID: "m004@example.org", isMessageOpen: true, widthClass: .wide,
              displayMode: .secondaryOnly, primaryColumnWidth: 58,
              readMessageIDs: ["m003@example.org"]))
      }
      let (app, driver) = try AppHarness.launch(size: AppHarness.wide, stateDirectory: directory)
      #expect(app.selectedSubject == "Re: Café menu ideas — ¿qué tal?")
      #expect(app.split.displayMode == .secondaryOnly)
      #expect(app.split.userPrimaryColumnWidth == 58)
      #expect(app.isMessageChosen)
      #expect(driver.screen[0].contains("Re: Café menu ideas"))
      #expect(!driver.screen.joined().contains("saved state"))
      try assertSnapshot(driver.screen)
    }
  }

  @Test func anOpenMessageIsReopenedInANarrowTerminal() throws {
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(
          size: AppHarness.narrow, stateDirectory: directory)
        driver.press(.down, .down, .enter)
        driver.advance(by: .milliseconds(400))
        app.saveState()
      }
      let (app, driver) = try AppHarness.launch(size: AppHarness.narrow, stateDirectory: directory)
      #expect(app.isMessageOnStack)
      #expect(driver.screen[0].contains("‹ Inbox — 150"))
      #expect(driver.screen[0].contains("Trip to Kyoto"))
      driver.press(.escape)
      driver.advance(by: .milliseconds(400))
      #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
      #expect(!app.isMessageOnStack)
    }
  }

  @Test func theRestoredSelectionWaitsForIncrementalIndexing() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let store = StateStore<MailboxUIState>(directory: directory)
      let path = try #require(SampleMailbox.path)
      try store.save(MailboxUIState(selectedMessageID: "m130@example.org"), for: path)
      let (app, driver) = try AppHarness.launch(
        size: AppHarness.narrow, stateDirectory: directory, chunkSize: 8 << 10,
        finishIndexing: false)
      #expect(app.pendingSelection != nil)
      #expect(app.list.selectedRow == 0)
      AppHarness.indexToEnd(app, driver)
      #expect(app.pendingSelection == nil)
      #expect(app.list.selectedSummaryIndex == 130)
      #expect(!app.isMessageOnStack)
    }
  }

  /// Launches the sample with `m130` saved as selected and open (its message comes late:
  /// 8 KB chunks), lets `act` act before it is listed, and lists the rest.
  private func restoringLate(
    size: CellSize, _ act: (MailboxApp, Driver) -> Void
  ) throws -> (app: MailboxApp, driver: Driver) {
    try TestFiles.withTemporaryDirectory { directory in
      let store = StateStore<MailboxUIState>(directory: directory)
      let path = try #require(SampleMailbox.path)
      try store.save(
        MailboxUIState(selectedMessageID: "m130@example.org", isMessageOpen: true), for: path)
      let (app, driver) = try AppHarness.launch(
        size: size, stateDirectory: directory, chunkSize: 8 << 10, finishIndexing: false)
      #expect(app.pendingSelection != nil)
      act(app, driver)
      #expect(app.list.list.messageCount < 130)
      AppHarness.indexToEnd(app, driver)
      #expect(app.list.list.messageCount == 150)
      return (app, driver)
    }
  }

  @Test(arguments: [AppHarness.narrow, AppHarness.wide])
  func aSearchTypedBeforeTheSavedSelectionIsListedIsKept(size: CellSize) throws {
    let (app, driver) = try restoringLate(size: size) { _, driver in
      driver.type("/plants")
      driver.advance(by: .milliseconds(17))
    }
    #expect(app.pendingSelection == nil)
    #expect(app.list.list.filter == "plants")
    #expect(app.list.isEditingFilter)
    #expect(app.list.list.rowCount == 14)
    #expect(app.list.selectedSummaryIndex != 130)
    #expect(!app.isMessageOnStack)
    #expect(driver.screen.joined().contains("/plants▏"))
  }

  @Test func aSlashAloneBeforeTheSavedSelectionIsListedKeepsTheSearchFieldOpen() throws {
    let (app, _) = try restoringLate(size: AppHarness.narrow) { _, driver in
      driver.type("/")
    }
    #expect(app.list.isEditingFilter)
    #expect(!app.isMessageOnStack)
    #expect(app.list.selectedSummaryIndex != 130)
  }

  @Test(arguments: [AppHarness.narrow, AppHarness.wide])
  func aSelectionMovedBeforeTheSavedSelectionIsListedStays(size: CellSize) throws {
    let (app, _) = try restoringLate(size: size) { _, driver in
      driver.press(.down, .down)
    }
    #expect(app.pendingSelection == nil)
    #expect(app.list.selectedSummaryIndex == 2)
    #expect(!app.isMessageOnStack)
  }

  @Test func aMessageOpenedBeforeTheSavedSelectionIsListedStaysOpen() throws {
    let (app, driver) = try restoringLate(size: AppHarness.narrow) { _, driver in
      driver.press(.down, .enter)
    }
    #expect(app.isMessageOnStack)
    #expect(app.list.selectedSummaryIndex == 1)
    #expect(driver.screen[0].contains("Office plants"))
  }

  @Test func conversationsToggledBeforeTheSavedSelectionIsListedKeepTheirSelection() throws {
    let (app, _) = try restoringLate(size: AppHarness.wide) { _, driver in
      driver.type("t")
    }
    #expect(app.list.list.isThreaded)
    #expect(app.pendingSelection == nil)
    #expect(app.list.selectedSummaryIndex != 130)
    #expect(!app.isMessageChosen)
  }

  @Test func aCorruptStateFileIsIgnoredWithOneWarning() throws {
    try TestFiles.withTemporaryDirectory { directory in
      try TestFiles.write("{not json", to: directory + "/state.json")
      let (app, driver) = try AppHarness.launch(size: AppHarness.narrow, stateDirectory: directory)
      #expect(app.selectedSubject == "Quarterly planning")
      #expect(driver.screen[29].contains("⚠ Saved state ignored"))
      #expect(app.warnings == ["Saved state ignored: \(directory)/state.json is not valid JSON."])
      driver.press(.down)
      #expect(driver.screen[29].contains("150 messages"))
    }
  }

  @Test func resetStateForgetsAndDeletesTheSavedState() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let store = StateStore<MailboxUIState>(directory: directory)
      let path = try #require(SampleMailbox.path)
      try store.save(
        MailboxUIState(selectedMessageID: "m010@example.org", isMessageOpen: true), for: path)
      let (app, _) = try AppHarness.launch(
        size: AppHarness.narrow, stateDirectory: directory, resetState: true)
      #expect(app.selectedSubject == "Quarterly planning")
      #expect(!app.isMessageOnStack)
      #expect(store.load(for: path).payload == nil)
      #expect(app.warnings.isEmpty)
    }
  }

  @Test func resetStateWithADirectoryAtTheStatePathDeletesNothingAndSaysSo() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let statePath = directory + "/state.json"
      try FileManager.default.createDirectory(
        atPath: statePath + "/cur", withIntermediateDirectories: true)
      try TestFiles.write("mail", to: statePath + "/cur/1")
      let (app, _) = try AppHarness.launch(
        size: AppHarness.narrow, stateDirectory: directory, resetState: true)
      app.saveState()
      #expect(
        app.warnings == [
          "State not reset: \(statePath) is a directory, not a state file; nothing was changed"
            + " or deleted.",
          "State not saved: \(statePath) is a directory, not a state file; it was left as it is.",
        ])
      #expect(try String(contentsOfFile: statePath + "/cur/1", encoding: .utf8) == "mail")
    }
  }

  @Test func stateRestoreNeverWritesTheMailbox() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = try #require(SampleMailbox.path)
      let before = try FileManager.default.attributesOfItem(atPath: path)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let (app, driver) = try AppHarness.launch(size: AppHarness.wide, stateDirectory: directory)
      driver.press(.down, .enter)
      app.saveState()
      let after = try FileManager.default.attributesOfItem(atPath: path)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
      #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    }
  }

  @Test func conversationsAndCollapsedOnesComeBackOnTheNextLaunch() throws {
    let fixture = MailboxAppThreadTests.fixture
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(
          path: fixture, size: AppHarness.wide, stateDirectory: directory)
        driver.type("t")
        driver.press(.down, .down)  // the second lunch reply
        driver.type("z")
        #expect(app.list.list.rowCount == 11)
        app.saveState()
        #expect(app.warnings.isEmpty)
        #expect(app.uiState.isThreaded == true)
        #expect(app.uiState.collapsedThreadIDs == ["lunch3@x"])
      }
      // Restored before the first batch: the lunch conversation is collapsed as it
      // arrives, also when indexed in small chunks.
      let (app, driver) = try AppHarness.launch(
        path: fixture, size: AppHarness.wide, stateDirectory: directory, chunkSize: 600)
      #expect(app.list.list.isThreaded)
      #expect(app.list.list.rowCount == 11)
      #expect(app.selectedSubject == "Lunch on Friday")
      #expect(driver.screen.contains { $0.contains("▸ Lunch on Friday") && $0.contains("(3)") })
      // The whole mailbox in the first batch: laid out, counted and selected at once too.
      let (whole, wholeDriver) = try AppHarness.launch(
        path: fixture, size: AppHarness.wide, stateDirectory: directory)
      #expect(whole.list.list.rowCount == 11)
      #expect(wholeDriver.screen.contains { $0.contains("13 messages in 7 threads") })
      #expect(whole.selectedSubject == "Lunch on Friday")
      // Flat again and saved: the next launch is flat, the collapse kept for `t`.
      driver.type("t")
      app.saveState()
      #expect(app.uiState.isThreaded == nil)
      let (flat, flatDriver) = try AppHarness.launch(
        path: fixture, size: AppHarness.wide, stateDirectory: directory)
      #expect(!flat.list.list.isThreaded)
      #expect(flat.list.list.rowCount == 13)
      flatDriver.type("t")
      #expect(flat.list.list.rowCount == 11)
    }
  }

  @Test func aConversationFieldThatDoesNotFitIsIgnoredAndLosesNothingElse() throws {
    let fixture = MailboxAppThreadTests.fixture
    try TestFiles.withTemporaryDirectory { directory in
      let entry = """
        {"selectedMessageID":"lunch3@x","isThreaded":"yes",
         "collapsedThreadIDs":[42,"lunch1@x",null,{"id":"x"}],"readMessageIDs":["loopa@x"]}
        """
      let state = try JSONDecoder().decode(MailboxUIState.self, from: Data(entry.utf8))
      #expect(state.isThreaded == nil)
      #expect(state.collapsedThreadIDs == ["lunch1@x"])
      #expect(state.selectedMessageID == "lunch3@x")
      #expect(state.readMessageIDs == ["loopa@x"])
      let path = try Mailbox.open(path: fixture).path
      let key = String(decoding: try JSONEncoder().encode(path), as: UTF8.self)
      try TestFiles.write(
        #"{"version":1,"mailboxes":{"# + key + ":" + entry + "}}", to: directory + "/state.json")
      let (app, driver) = try AppHarness.launch(
        path: fixture, size: AppHarness.wide, stateDirectory: directory)
      #expect(app.warnings.isEmpty)
      #expect(app.list.list.collapsedKeys == ["lunch1@x": true])
      #expect(app.list.list.summary(atRow: app.list.selectedRow ?? 0)?.messageID == "lunch3@x")
      #expect(!driver.screen.contains { $0.contains("▸") })  // flat: the collapse waits for `t`
      // A state entry from before conversations were saved reads as it always did.
      let old = try JSONDecoder().decode(
        MailboxUIState.self,
        from: Data(#"{"selectedMessageID":"a@x","isMessageOpen":true}"#.utf8))
      #expect(old == MailboxUIState(selectedMessageID: "a@x", isMessageOpen: true))
    }
  }

  /// `u` in an open message, then quitting: the message reopens on the next launch and
  /// stays unread, as the user left it.
  @Test(arguments: [AppHarness.narrow, AppHarness.medium, AppHarness.wide])
  func aMessageMarkedUnreadWhileOpenStaysUnreadWhenItReopens(size: CellSize) throws {
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(size: size, stateDirectory: directory)
        driver.press(.down, .down, .enter)
        driver.advance(by: .milliseconds(400))
        let wasRead = !app.list.list.isUnread(2)
        driver.type("u")
        let isUnread = app.list.list.isUnread(2)
        #expect(wasRead && isUnread)
        app.saveState()
      }
      let (app, _) = try AppHarness.launch(size: size, stateDirectory: directory)
      #expect(app.selectedSubject == "Trip to Kyoto — itinerary")
      #expect(app.message.title == "Trip to Kyoto — itinerary")
      let isUnread = app.list.list.isUnread(2)
      #expect(isUnread)
      #expect(app.uiState.unreadMessageIDs == ["m002@example.org"])
    }
  }

  @Test func readMarksTheUserChangedComeBackOnTheNextLaunch() throws {
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(
          size: AppHarness.narrow, stateDirectory: directory)
        #expect(!app.list.list.isUnread(0))
        #expect(app.list.list.isUnread(3))
        driver.type("u")  // the first message: unread
        driver.press(.down, .down, .down, .enter)  // the fourth, opened: read
        driver.advance(by: .milliseconds(400))
        app.saveState()
        #expect(app.uiState.unreadMessageIDs == ["m000@example.org"])
        #expect(app.uiState.readMessageIDs == ["m003@example.org"])
      }
      let (app, driver) = try AppHarness.launch(size: AppHarness.narrow, stateDirectory: directory)
      #expect(app.list.list.isUnread(0))
      #expect(!app.list.list.isUnread(3))
      driver.press(.escape)
      driver.advance(by: .milliseconds(400))
      #expect(driver.screen[1].contains(MessageRow.unreadMarker))
      #expect(!driver.screen[4].contains(MessageRow.unreadMarker))
      // Marking it back as the mailbox has it leaves nothing to keep.
      driver.press(.home)
      driver.type("u")
      #expect(app.uiState.unreadMessageIDs == nil)
      #expect(app.uiState.readMessageIDs == ["m003@example.org"])
    }
  }

  @Test func aMarkOnOneOfTwoMessagesWithOneMessageIDComesBackOnThatOneOnly() throws {
    // "Budget draft" and "Budget draft (resent)" (rows 5 and 6) are both <dup@x>, read.
    let fixture = MailboxAppThreadTests.fixture
    func markers(_ screen: [String]) -> [Bool] {
      let rows = screen.filter { $0.contains("Budget draft") && !$0.contains("Re:") }
      #expect(rows.count == 2)
      return [
        rows.contains { !$0.contains("(resent)") && $0.contains(MessageRow.unreadMarker) },
        rows.contains { $0.contains("(resent)") && $0.contains(MessageRow.unreadMarker) },
      ]
    }
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(
          path: fixture, size: AppHarness.narrow, stateDirectory: directory)
        driver.press(.down, .down, .down, .down, .down, .down)
        driver.type("u")  // the resent one: unread
        #expect([5, 6].map(app.list.list.isUnread) == [false, true])
        #expect(markers(driver.screen) == [false, true])
        app.saveState()
        #expect(app.warnings.isEmpty)
        #expect(app.uiState.unreadMessageIDs == nil)
        #expect(app.uiState.unreadDuplicates == ["dup@x": [2]])
      }
      let (app, driver) = try AppHarness.launch(
        path: fixture, size: AppHarness.narrow, stateDirectory: directory)
      #expect([5, 6].map(app.list.list.isUnread) == [false, true])
      #expect(app.list.list.unreadCount == 1)
      #expect(markers(driver.screen) == [false, true])
      // Marked back, nothing is kept; the first one marked instead is the plain ID.
      driver.press(.home, .down, .down, .down, .down, .down, .down)
      driver.type("u")
      driver.press(.up)
      driver.type("u")
      #expect(markers(driver.screen) == [true, false])
      #expect(app.uiState.unreadDuplicates == nil)
      #expect(app.uiState.unreadMessageIDs == ["dup@x"])
      app.saveState()
      let (again, againDriver) = try AppHarness.launch(
        path: fixture, size: AppHarness.narrow, stateDirectory: directory)
      #expect([5, 6].map(again.list.list.isUnread) == [true, false])
      #expect(markers(againDriver.screen) == [true, false])
    }
  }

  @Test func aSelectionOnTheSecondOfTwoMessagesWithOneMessageIDComesBackThere() throws {
    // "Budget draft" and "Budget draft (resent)" (messages 5 and 6) are both <dup@x>.
    let fixture = MailboxAppThreadTests.fixture
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(
          path: fixture, size: AppHarness.wide, stateDirectory: directory)
        driver.press(.down, .down, .down, .down, .down, .down)
        #expect(app.list.selectedSummaryIndex == 6)
        #expect(app.uiState.selectedMessageID == "dup@x")
        #expect(app.uiState.selectedMessagePlace == 2)
        app.saveState()
        #expect(app.warnings.isEmpty)
      }
      do {
        let (app, driver) = try AppHarness.launch(
          path: fixture, size: AppHarness.wide, stateDirectory: directory)
        #expect(app.list.selectedSummaryIndex == 6)
        #expect(app.selectedSubject == "Budget draft (resent)")
        // The first one selected is the plain ID, as older files have it.
        driver.press(.up)
        #expect(app.list.selectedSummaryIndex == 5)
        #expect(app.uiState.selectedMessageID == "dup@x")
        #expect(app.uiState.selectedMessagePlace == nil)
        app.saveState()
      }
      let (app, _) = try AppHarness.launch(
        path: fixture, size: AppHarness.wide, stateDirectory: directory)
      #expect(app.list.selectedSummaryIndex == 5)
      // A place the mailbox no longer has lands on the first message with the ID; one
      // given in small slices of indexing is counted across them.
      let store = StateStore<MailboxUIState>(directory: directory)
      for (place, expected) in [(3, 5), (2, 6)] {
        try store.save(
          MailboxUIState(selectedMessageID: "dup@x", selectedMessagePlace: place),
          for: app.mailbox.path)
        let (app, driver) = try AppHarness.launch(
          path: fixture, size: AppHarness.wide, stateDirectory: directory, chunkSize: 300,
          finishIndexing: false)
        AppHarness.indexToEnd(app, driver)
        #expect(app.list.selectedSummaryIndex == expected)
      }
    }
  }

  @Test func aCollapseAtTheSecondOfTwoMessagesWithOneMessageIDComesBackThere() throws {
    // "Budget draft (resent)" (message 6) is the second <dup@x>, a conversation of its own.
    let fixture = MailboxAppThreadTests.fixture
    try TestFiles.withTemporaryDirectory { directory in
      do {
        let (app, driver) = try AppHarness.launch(
          path: fixture, size: AppHarness.wide, stateDirectory: directory)
        driver.type("t")
        app.list.selectMessage(atSummary: 6)
        driver.type("z")
        #expect(app.list.list.collapsed == [6])
        app.saveState()
        #expect(app.uiState.collapsedThreadIDs == nil)
        #expect(app.uiState.collapsedDuplicates == ["dup@x": [2]])
      }
      let (app, _) = try AppHarness.launch(
        path: fixture, size: AppHarness.wide, stateDirectory: directory, chunkSize: 300)
      #expect(app.list.list.collapsed == [6])
      #expect(app.uiState.collapsedDuplicates == ["dup@x": [2]])
      let entry = #"{"collapsedThreadIDs":["a@x"],"collapsedDuplicates":{"a@x":"2","b@x":[1]}}"#
      let state = try JSONDecoder().decode(MailboxUIState.self, from: Data(entry.utf8))
      #expect(state.collapsedDuplicates == nil)
      #expect(state.collapsedConversations == ["a@x": true])
    }
  }

  @Test func aSelectedPlaceThatDoesNotFitIsIgnoredAndLosesNothingElse() throws {
    for place in [#""2""#, "1", "-4", "null"] {
      let entry = #"{"selectedMessageID":"a@x","selectedMessagePlace":\#(place)}"#
      let state = try JSONDecoder().decode(MailboxUIState.self, from: Data(entry.utf8))
      #expect(state == MailboxUIState(selectedMessageID: "a@x"))
    }
    let older = try JSONDecoder().decode(
      MailboxUIState.self, from: Data(#"{"selectedMessageID":"a@x"}"#.utf8))
    #expect(older.selectedMessagePlace == nil)
  }

  @Test func duplicateMarksThatDoNotFitAreIgnoredAndLoseNothingElse() throws {
    let entry = """
      {"readMessageIDs":["a@x"],"readDuplicates":{"a@x":"2"},
       "unreadDuplicates":{"b@x":[1,3]}}
      """
    let state = try JSONDecoder().decode(MailboxUIState.self, from: Data(entry.utf8))
    #expect(state.readMessageIDs == ["a@x"])
    #expect(state.readDuplicates == nil)
    #expect(state.readChanges == ["a@x": false, ReadMarks.Key(id: "b@x", occurrence: 3): true])
  }
}
