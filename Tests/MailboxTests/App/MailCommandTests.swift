import SplitKitContent
import SplitKitHostCore
import Testing

@testable import MailboxCore

/// Each mail letter is one row of MailCommand: the key help, a window's buttons and menu,
/// and who handles the key all come from it.
@MainActor @Suite struct MailCommandTests {
  @Test func theKeyHelpListsEveryCommandOnceWithItsRowsText() {
    let help = MailboxApp.keyCommands
    for command in MailCommand.allCases {
      let rows = help.filter { $0.keys == String(command.key) }
      #expect(rows == [command.keyCommand], "\(command)")
    }
    #expect(
      MailboxApp.actionKeys.map(\.keys) + MailboxApp.attachmentKeys.map(\.keys)
        + MailboxApp.composeKeys.map(\.keys)
        == ["F", "d", "A", "s", "U", "w", "o", "L", "r", "g", "f", "m"])
  }

  @Test func aKeyIsItsGroupsCommandOnlyAndOnlyAsAPlainOrShiftedLetter() {
    #expect(MailCommand(KeyEvent(.character("d")), in: .fileAction) == .delete)
    #expect(MailCommand(KeyEvent(.character("d")), in: .compose) == nil)
    #expect(MailCommand(KeyEvent(.character("d"), modifiers: .control), in: .fileAction) == nil)
    #expect(MailCommand(KeyEvent(.character("F"), modifiers: .shift), in: .fileAction) == .flag)
    #expect(MailCommand(KeyEvent(.character("x")), in: .fileAction) == nil)
  }

  @Test func aWindowsButtonsAndMenuAreTheRowsTitles() {
    let menu = MailCommand.allCases.filter { $0.placement == .messageMenu }.map(\.menuTitle)
    #expect(
      menu == [
        "Mark Read or Unread (u)", "Flag or Unflag (F)", "Delete (d)", "Archive (A)",
        "Move to… (s)", "Undo (U)", "Save Attachment… (w)", "Open Attachment… (o)",
        "Open Link… (L)",
      ])
    #expect(
      MailCommand.allCases.filter { $0.placement == .messageBar }.map(\.title)
        == ["Reply", "Reply All", "Forward"])
    #expect(
      MailCommand.allCases.filter { $0.placement == .listBar }.map(\.title) == ["New Message"])
  }
}
