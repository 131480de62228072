import SplitKit
import SplitKitHostCore
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore

/// A reader let go of is freed, with everything it holds.
///
/// The search index, the watcher's descriptor: nothing it gives its controllers (bar
/// buttons, a row's context menu, questions) may keep it alive. The fuzzer's leak check found a menu that did.
@MainActor @Suite struct MailboxAppLifetimeTests {
  @Test func aReaderLetGoOfIsFreedAfterItsMenusAndQuestions() throws {
    weak var released: MailboxApp?
    do {
      let (app, driver) = try AppHarness.launch(size: CellSize(columns: 100, rows: 30))
      released = app
      // A row's context menu, opened and closed; the More menu's buttons are there too.
      driver.press(KeyEvent(.f(10), modifiers: .shift))
      #expect(app.list.menu != nil, "Shift-F10 opens the row's menu")
      driver.press(.escape)
      driver.press(.enter)
      driver.advance(by: .milliseconds(500))
    }
    #expect(released == nil, "the reader is still alive after its host and driver are gone")
  }
}
