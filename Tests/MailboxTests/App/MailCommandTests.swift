import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore

/// Each mailbox command is one row of MailCommand's table: the key help, the status-line
/// hints, the bar buttons and menu, and where it works all come from it, and a key and a
/// button run it the same way (`MailboxApp.perform(_:from:)`).
@MainActor @Suite struct MailCommandTests {
  @Test func everyCommandHasItsOwnKey() {
    let keys = MailCommand.allCases.map(\.key)
    #expect(Set(keys).count == keys.count)
    #expect(
      MailCommand.allCases.map(\.keyName).joined(separator: " ")
        == "/ t z n p Space u F d A s U w o L r g f m")
    #expect(MailCommand(KeyEvent(.character("d"))) == .delete)
    #expect(MailCommand(KeyEvent(.character(" "))) == .page)
    #expect(MailCommand(KeyEvent(.character("F"), modifiers: .shift)) == .flag)
    #expect(MailCommand(KeyEvent(.character("d"), modifiers: .control)) == nil)
    #expect(MailCommand(KeyEvent(.character("x"))) == nil)
    #expect(MailCommand(KeyEvent(.enter)) == nil)
  }

  @Test func theKeyHelpListsEveryCommandOnceWithItsRowsText() {
    let help = MailboxApp.keyCommands
    for command in MailCommand.allCases {
      let lines = help.filter { $0.keys.split(separator: " ").contains(Substring(command.keyName)) }
      #expect(lines.count == 1, "\(command)")
      if let text = command.row.help { #expect(lines.first?.description == text, "\(command)") }
    }
    // `p` is on `n`'s line; the filter's syntax follows `/`.
    #expect(
      help.map(\.keys) == [
        "/", "from: to:", "subject: body:", "Enter Esc", "t", "z", "n p", "Space", "u", "F", "d",
        "A", "s", "U", "w", "o", "L", "r", "g", "f", "m",
      ])
  }

  /// docs/mailbox.md's keys table lists every command's key in its first column.
  @Test func theManualsKeyTableListsEveryCommand() throws {
    let manual = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/mailbox.md")
    let text = try String(contentsOf: manual, encoding: .utf8)
    let keys = Set(
      text.split(separator: "\n").filter { $0.hasPrefix("| ") }.flatMap { line in
        (line.split(separator: "|").first ?? "").split(whereSeparator: { ", `".contains($0) })
          .map(String.init)
      })
    for command in MailCommand.allCases {
      #expect(keys.contains(command.keyName), "\(command.keyName) is not in docs/mailbox.md")
    }
  }

  @Test func theStatusHintsAreTheHintedRowsFromLongestToShortest() {
    #expect(
      MailCommand.messageHints.map { "\($0.leading)|\($0.trailing)" } == [
        "n p next/prev  Space page  u (un)read|Esc list  ? keys",
        "n p next/prev  Space page  u read|Esc list  ? keys",
        "n p next  Space page  u read|Esc list  ? keys",
        "n p  Space  u  Esc  ? keys|",
        "n p Space u Esc ?|",
        "? keys|",
      ])
    #expect(MailCommand.listHint == "/ filter  ? keys")
  }

  @Test func aWindowsButtonsAndMenuAreTheRowsTitles() {
    #expect(
      MailCommand.commands(.messageMenu).map(\.menuTitle) == [
        "Mark Read or Unread (u)", "Flag or Unflag (F)", "Delete (d)", "Archive (A)",
        "Move to… (s)", "Undo (U)", "Save Attachment… (w)", "Open Attachment… (o)",
        "Open Link… (L)",
      ])
    #expect(
      MailCommand.commands(.messageBar).map(\.row.title) == ["Reply", "Reply All", "Forward"])
    #expect(MailCommand.commands(.listBar).map(\.row.title) == ["New Message"])
  }

  @Test func availabilityFollowsThePaneAndTheReadersState() {
    var list = MailCommand.Situation(pane: .list)
    list.hasSelection = true
    // The folder list's keys are its own.
    #expect(MailCommand.delete.availability(in: MailCommand.Situation(pane: .folders)) == .passes)
    // z only over conversations, and only in the list.
    #expect(MailCommand.collapseThread.availability(in: list) == .passes)
    list.isThreaded = true
    #expect(MailCommand.collapseThread.availability(in: list) == .available)
    var message = list
    message.pane = .message
    #expect(MailCommand.collapseThread.availability(in: message) == .passes)
    // Space pages the message beside the list; the document pages itself.
    #expect(MailCommand.page.availability(in: list) == .passes)
    list.isListBesideMessage = true
    #expect(MailCommand.page.availability(in: list) == .available)
    #expect(MailCommand.page.availability(in: message) == .passes)
    // Files change in a Maildir without --read-only; s needs a folder tree.
    #expect(MailCommand.flag.availability(in: list) == .available)
    #expect(MailCommand.move.availability(in: list) != .available)
    list.hasFolderTree = true
    #expect(MailCommand.move.availability(in: list) == .available)
    list.whyFilesAreReadOnly = "mbox is never written: marks in state file"
    #expect(
      MailCommand.delete.availability(in: list)
        == .unavailable("mbox is never written: marks in state file"))
    // Attachments and replies need a message; read-only sends nothing.
    #expect(MailCommand.reply.availability(in: list) == .available)
    list.hasSelection = false
    #expect(MailCommand.openLink.availability(in: list) == .unavailable("No message selected"))
    #expect(MailCommand.reply.availability(in: list) == .unavailable("Select a message first"))
    #expect(MailCommand.compose.availability(in: list) == .available)
    list.isReadOnly = true
    #expect(
      MailCommand.compose.availability(in: list)
        == .unavailable("Read-only: nothing is sent or filed (--read-only)"))
    // While a question waits, every command asks it again.
    message.question = "Save as"
    #expect(MailCommand.next.availability(in: message) == .unavailable("Save as"))
    message.question = nil
    // Moving about works anywhere in the list and the message.
    #expect(MailCommand.markRead.availability(in: list) == .available)
    #expect(MailCommand.next.availability(in: message) == .available)
  }

  @Test func aCommandRunsTheSameAsItsKey() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    #expect(
      app.availability(of: .delete, from: .list)
        == .unavailable("mbox is never written: marks in state file"))
    app.perform(.next, from: .list)
    #expect(app.list.selectedRow == 1)
    driver.type("n")
    #expect(app.list.selectedRow == 2)
    app.perform(.previous, from: .message)
    #expect(app.list.selectedRow == 1)
    // u by key and by command: the same toggle.
    let index = try #require(app.list.selectedSummaryIndex)
    let unread = app.list.list.isUnread(index)
    driver.type("u")
    #expect(app.list.list.isUnread(index) == !unread)
    app.perform(.markRead, from: .message)
    #expect(app.list.list.isUnread(index) == unread)
    app.perform(.threads, from: .message)
    #expect(app.list.list.isThreaded)
    driver.type("t")
    #expect(!app.list.list.isThreaded)
    // Unavailable: the reason shows, as for the key.
    app.perform(.delete, from: .list)
    driver.advance(by: .milliseconds(17))
    #expect(driver.screen[49].contains("mbox is never written"))
    // The folder list passes every command on.
    #expect(!app.perform(.delete, from: .folders))
    // A button pressed while a yes/no question waits does nothing but leave it asked.
    let row = app.list.selectedRow
    app.list.ask("Really?") { _ in }
    #expect(app.availability(of: .next, from: .message) == .unavailable("Really?"))
    #expect(app.perform(.next, from: .message))
    #expect(app.list.selectedRow == row && app.list.question == "Really?")
  }

  @Test func flagAndUndoByCommandChangeTheMaildirAsTheirKeysDo() throws {
    try TestFiles.withTemporaryDirectory { root in
      try FolderTrees.maildir(root, read: [("Ada", "Hi", "a@x")])
      let (app, driver) = try AppHarness.launch(path: root, size: AppHarness.wide)
      #expect(app.availability(of: .flag, from: .message) == .available)
      app.perform(.flag, from: .message)
      #expect(MaildirFilesTests.files(root) == ["cur/1700000000.M0.host:2,FS"])
      driver.type("U")
      #expect(MaildirFilesTests.files(root) == ["cur/1700000000.M0.host:2,S"])
      driver.type("F")
      #expect(MaildirFilesTests.files(root) == ["cur/1700000000.M0.host:2,FS"])
      app.perform(.undo, from: .list)
      #expect(MaildirFilesTests.files(root) == ["cur/1700000000.M0.host:2,S"])
    }
  }

  /// The same buttons in every host: a window shows them, the terminal's bar leaves the
  /// keyed ones out (its help lists the keys), and pressing one runs its command.
  @Test func theBarButtonsCarryTheirKeysAndTheTerminalLeavesThemOut() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    #expect(app.message.buttons.map(\.title) == ["Reply", "Reply All", "Forward", "⋯"])
    #expect(app.message.buttons.map(\.symbol) == [.reply, .replyAll, .forward, .more])
    #expect(app.list.buttons.map(\.symbol) == [.compose])
    #expect(app.message.buttons.flattened.allSatisfy { $0.key != nil })
    #expect(app.list.buttons.map(\.key) == ["m"])
    #expect(app.message.barButtons.unkeyed.isEmpty)
    #expect(!driver.screen[0].contains("Reply") && !driver.screen[0].contains("New Message"))
    let markRead = try #require(app.message.buttons.flattened.first { $0.key == "u" })
    let index = try #require(app.list.selectedSummaryIndex)
    let unread = app.list.list.isUnread(index)
    markRead.action()
    #expect(app.list.list.isUnread(index) == !unread)
  }

  /// Columns are sized in the host's characters: a terminal's cells, a window's points.
  @Test func columnsAreSizedInTheHostsCharacters() throws {
    let (app, _) = try AppHarness.launch(size: AppHarness.wide)
    #expect(app.characterWidth == 1)
    #expect(app.split.primaryColumnSizing.minimum == 30)
    #expect(app.split.minimumSecondaryColumnWidth == 40)
    let window = try MailboxApp.open(
      path: SampleMailbox.path ?? "", settings: MailboxApp.Settings(currentYear: 2026))
    let host = PointsHost()
    window.attach(to: host)
    #expect(window.characterWidth == 8)
    #expect(window.split.primaryColumnSizing.minimum == 240)
    #expect(window.split.minimumSecondaryColumnWidth == 320)
    window.split.resizeDivider(to: 300)
    #expect(window.uiState.primaryColumnPoints == 300 && window.uiState.primaryColumnWidth == nil)
  }
}

/// A host measuring in points, eight to a character, as a window does; it draws nothing.
@MainActor private final class PointsHost: ContentHost {
  var frameWork: (@MainActor () -> Bool)?
  var now: Duration { .zero }
  var characterWidth: Double { 8 }
  func requestQuit() {}
  func refresh() {}
  func setNeedsUpdate() {}
  func runInForeground(_ arguments: [String], completion: @escaping @MainActor (Int32?) -> Void) {
    completion(nil)
  }
  func stopWatching(_ descriptor: Int32) {}
}
