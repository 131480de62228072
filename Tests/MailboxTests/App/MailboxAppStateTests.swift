import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTesting
import Testing

@testable import MailboxCore

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
      #expect(app.pendingRestore != nil)
      #expect(app.list.selectedRow == 0)
      AppHarness.indexToEnd(app, driver)
      #expect(app.pendingRestore == nil)
      #expect(app.list.selectedSummaryIndex == 130)
      #expect(!app.isMessageOnStack)
    }
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
}
