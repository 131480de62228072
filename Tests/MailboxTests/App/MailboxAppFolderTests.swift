import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// A folder tree in three columns: the sidebar with unread counts, opening folders at
/// every width, and what each folder remembers.
@Suite @MainActor struct MailboxAppFolderTests {
  @Test func wideShowsFoldersListAndMessageSideBySideWithUnreadCounts() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.maildirPlusPlus(at: root)
      let (app, driver) = try AppHarness.launch(folders: root, size: AppHarness.wide)
      #expect(app.split.style == .tripleColumn)
      #expect(app.split.displayMode == .twoBesideSecondary)
      let columns = app.split.layout.columns.filter { !$0.isCovered }.map(\.column).sorted()
      #expect(columns == [.primary, .supplementary, .secondary])
      #expect(driver.screen[0].contains("Inbox — 3"))
      // The counts: Inbox 2, Archive none, 2024 one, Sent none.
      #expect(driver.screen[1].hasPrefix(" Inbox") && driver.screen[1].contains("2 │"))
      #expect(driver.screen[2].hasPrefix(" Archive ") && !driver.screen[2].contains("1 │"))
      #expect(driver.screen[3].hasPrefix("   2024") && driver.screen[3].contains("1 │"))
      #expect(driver.screen[4].hasPrefix(" Sent "))
      // Moving in the sidebar beside the list opens the folder.
      #expect(app.split.focusedColumn == .supplementary)
      driver.press(.backTab)
      #expect(app.split.focusedColumn == .primary)
      driver.press(.down, .down)
      #expect(app.list.title == "2024 — 1")
      #expect(app.selectedSubject == "Tax papers")
      #expect(driver.screen[0].contains("Tax papers"))
      driver.press(.enter)
      #expect(app.split.focusedColumn == .supplementary)
      try assertSnapshot(driver.screen)
    }
  }

  /// The folders have a status line like the list and the message: how many folders, and
  /// the keys that fit.
  @Test(arguments: [(AppHarness.narrow, "/ search  ? keys"), (AppHarness.wide, "? keys")])
  func theFoldersShowTheirCountAndAKeyHint(size: CellSize, hint: String) throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.maildirPlusPlus(at: root)
      let (app, driver) = try AppHarness.launch(folders: root, size: size)
      defer { withExtendedLifetime(app) {} }
      if size == AppHarness.narrow {
        driver.press(.escape)
        driver.advance(by: .milliseconds(400))
      }
      let bottom = driver.screen[size.rows - 1]
      #expect(bottom.hasPrefix(" 4 folders "))
      #expect(bottom.contains(hint + " "))
    }
  }

  /// `/` in the folders opens the selected folder's list with the keyboard in its search
  /// line, at every width.
  @Test(arguments: [AppHarness.narrow, AppHarness.medium, AppHarness.wide])
  func slashInTheFoldersSearchesTheSelectedFolder(size: CellSize) throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.maildirPlusPlus(at: root)
      let (app, driver) = try AppHarness.launch(folders: root, size: size)
      // To the folders: back from the list when narrow, the button when medium.
      if size == AppHarness.narrow {
        driver.press(.escape)
      } else if size == AppHarness.medium {
        driver.type("\\")
      }
      driver.advance(by: .milliseconds(400))
      if size != AppHarness.narrow { driver.press(.backTab) }
      #expect(app.split.focusedColumn == .primary)
      driver.press(.end)  // Sent
      driver.type("/")
      driver.advance(by: .milliseconds(400))
      #expect(app.list.title?.hasPrefix("Sent") == true)
      // Collapsed, the stack is the primary column, with the list on top.
      #expect(app.split.focusedColumn == (size == AppHarness.narrow ? .primary : .supplementary))
      #expect(app.list.filterDraft == "")
      driver.type("lunch")
      #expect(app.list.filterDraft == "lunch")
      #expect(app.list.title == "Sent — 1 of 1")
      #expect(driver.screen[0].contains("Sent — 1 of 1"))
      #expect(driver.screen[size.rows - 1].contains("/lunch▏"))
    }
  }

  /// `[` and `]` beside the folders (120 columns and wider) move the folders' divider, as
  /// README says, and the width is kept.
  @Test func bracketsBesideTheFoldersResizeTheFoldersAndTheWidthIsKept() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.maildirPlusPlus(at: root)
      let state = directory + "/state"
      var widened = 0.0
      do {
        let (app, driver) = try AppHarness.launch(
          folders: root, size: AppHarness.wide, stateDirectory: state)
        let (folders, list) = (app.split.primaryColumnWidth, app.split.supplementaryColumnWidth)
        driver.type("]]")
        #expect(app.split.primaryColumnWidth > folders)
        #expect(app.split.supplementaryColumnWidth == list)
        widened = app.split.primaryColumnWidth
        app.saveState()
      }
      let (app, _) = try AppHarness.launch(
        folders: root, size: AppHarness.wide, stateDirectory: state)
      #expect(app.split.primaryColumnWidth == widened)
    }
  }

  @Test func mediumShowsTheMessageWithListAndFoldersSlidingOver() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.nested(at: root)
      let (app, driver) = try AppHarness.launch(folders: root, size: AppHarness.medium)
      #expect(app.split.displayMode == .oneOverSecondary)
      #expect(driver.screen[0].contains("INBOX — 1"))
      driver.press(.enter)
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .secondaryOnly)
      #expect(driver.screen[0].contains("Nested hello"))
      // Back in the message slides the list in; Back again in the list shows the folders.
      driver.press(.escape)
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .oneOverSecondary)
      #expect(app.split.focusedColumn == .supplementary)
      driver.type("\\")
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .twoOverSecondary)
      driver.press(.backTab)
      #expect(app.split.focusedColumn == .primary)
      driver.press(.down, .enter)
      driver.advance(by: .milliseconds(400))
      #expect(app.list.title == "Lists/swift — 1")
      #expect(app.split.displayMode == .oneOverSecondary)
      #expect(app.split.focusedColumn == .supplementary)
      driver.press(.enter)
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .secondaryOnly)
      #expect(driver.screen[0].contains("Swift 6.3 is out"))
      try assertSnapshot(driver.screen)
    }
  }

  @Test func narrowIsOneStackFoldersThenMessagesThenMessage() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let root = directory + "/Mail"
      try FolderTrees.mboxPerFolder(at: root)
      let (app, driver) = try AppHarness.launch(folders: root, size: AppHarness.narrow)
      #expect(app.split.isCollapsed)
      #expect(driver.screen[0].contains("‹ "))
      #expect(driver.screen[0].contains("inbox — 2"))
      driver.press(.enter)
      driver.advance(by: .milliseconds(400))
      #expect(driver.screen[0].hasPrefix(" ‹ inbox — 2"))
      #expect(driver.screen[0].contains("Mbox hello"))
      driver.press(.escape)
      driver.advance(by: .milliseconds(400))
      #expect(driver.screen[0].contains("inbox — 2"))
      driver.press(.escape)
      driver.advance(by: .milliseconds(400))
      #expect(!app.isFolderChosen)
      #expect(driver.screen[1].hasPrefix(" inbox"))
      #expect(driver.screen[2].hasPrefix(" lists/swift"))
      try assertSnapshot(driver.screen, named: "folders")
      driver.press(.down, .down, .enter)
      driver.advance(by: .milliseconds(400))
      #expect(app.list.title == "sent — 1")
      #expect(driver.screen[0].contains("sent — 1"))
      #expect(app.selectedSubject == "Sent note")
      // Widening keeps the folder and shows all three columns.
      driver.resize(columns: 160, rows: 50)
      driver.advance(by: .milliseconds(400))
      #expect(app.split.displayMode == .twoBesideSecondary)
      #expect(driver.screen[0].contains("sent — 1"))
    }
  }

  @Test func eachFolderKeepsItsReadMarksAndTheTreeItsFolderAcrossLaunches() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildirPlusPlus(at: root + "/mail")
      let state = root + "/state"
      do {
        let (app, driver) = try AppHarness.launch(
          folders: root + "/mail", size: AppHarness.narrow, stateDirectory: state)
        driver.type("u")  // Inbox: "Welcome aboard" unread
        driver.press(.escape)
        driver.advance(by: .milliseconds(400))
        driver.press(.down, .down, .enter)  // 2024
        driver.advance(by: .milliseconds(400))
        #expect(app.list.title == "2024 — 1")
        driver.press(.enter)  // "Tax papers" opened: read
        driver.advance(by: .milliseconds(400))
        #expect(!app.list.list.isUnread(0))
        app.saveState()
        #expect(app.warnings.isEmpty)
      }
      let (app, driver) = try AppHarness.launch(
        folders: root + "/mail", size: AppHarness.wide, stateDirectory: state)
      #expect(app.list.title == "2024 — 1")
      #expect(app.selectedSubject == "Tax papers")
      #expect(!app.list.list.isUnread(0))
      #expect(app.unreadCount(ofFolder: 0) == 3)
      #expect(app.unreadCount(ofFolder: 2) == 0)
      #expect(driver.screen[1].contains("3 │"))
      // The read marks live in the Maildir's file names, not in the state file: the
      // opened message moved from new/ to cur/ with S, the one marked unread lost its S.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: root + "/mail/.Archive.2024/new")
          .isEmpty)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: root + "/mail/.Archive.2024/cur")
          == ["1700100000.M0.host:2,S"])
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: root + "/mail/cur")
          == ["1700000000.M0.host:2,"])
      let saved = try String(contentsOfFile: state + "/state.json", encoding: .utf8)
      #expect(!saved.contains("readMessageIDs") && !saved.contains("unreadMessageIDs"))
    }
  }

  @Test func eachFolderKeepsWhetherItShowsConversationsAcrossLaunches() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildirPlusPlus(at: root + "/mail")
      let state = root + "/state"
      do {
        let (app, driver) = try AppHarness.launch(
          folders: root + "/mail", size: AppHarness.wide, stateDirectory: state)
        defer { withExtendedLifetime(driver) {} }
        app.list.setThreaded(true)  // the Inbox as conversations
        app.openFolder(3, focusingList: true)  // Sent: nothing saved, the mode carries over
        AppHarness.indexToEnd(app, driver)
        #expect(app.list.title == "Sent — 1")
        #expect(app.list.list.isThreaded)
        app.list.setThreaded(false)  // Sent flat
        app.openFolder(0, focusingList: true)  // back to the Inbox: as it was left
        AppHarness.indexToEnd(app, driver)
        #expect(app.list.list.isThreaded)
        app.saveState()
        #expect(app.warnings.isEmpty)
      }
      let (app, driver) = try AppHarness.launch(
        folders: root + "/mail", size: AppHarness.wide, stateDirectory: state)
      defer { withExtendedLifetime(driver) {} }
      #expect(app.list.list.isThreaded)
      #expect(driver.screen.contains { $0.contains("3 messages in 3 threads") })
      app.openFolder(3, focusingList: true)
      AppHarness.indexToEnd(app, driver)
      #expect(app.list.title == "Sent — 1")
      #expect(!app.list.list.isThreaded)
    }
  }
}
