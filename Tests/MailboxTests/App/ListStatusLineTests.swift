import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// The list's status line as a reader sees it.
@Suite @MainActor struct ListStatusLineTests {
  @Test func oneMessageInOneThreadIsCountedInTheSingular() throws {
    try TestFiles.withTemporaryDirectory { directory in
      let path = directory + "/one.mbox"
      try TestFiles.write(
        TestFiles.mbox(["From: Ada <ada@example.org>\nSubject: Alone\nMessage-ID: <a@x>\n\nHi.\n"]),
        to: path)
      let (app, driver) = try AppHarness.launch(path: path, size: AppHarness.wide)
      defer { withExtendedLifetime(app) {} }
      let bottom = AppHarness.wide.rows - 1
      #expect(driver.screen[bottom].contains("1 message, 1 unread"))
      driver.type("t")
      #expect(driver.screen[bottom].contains("1 message in 1 thread, 1 unread"))
    }
  }

  @Test func severalMessagesAndThreadsAreCountedInThePlural() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    defer { withExtendedLifetime(app) {} }
    let bottom = AppHarness.wide.rows - 1
    #expect(driver.screen[bottom].contains("150 messages, 31 unread"))
    driver.type("t")
    #expect(driver.screen[bottom].contains("150 messages in "))
    #expect(driver.screen[bottom].contains(" threads, 31 unread"))
  }
}

extension ListStatusLineTests {
  @Test func aDateOutOfRangeIsToldInTheStatusLineAsItIsTypedAndKept() throws {
    let (app, driver) = try AppHarness.launch(size: AppHarness.wide)
    defer { withExtendedLifetime(app) {} }
    let bottom = AppHarness.wide.rows - 1
    driver.type("/date:-300000000000y")
    #expect(driver.screen[bottom].contains("/date:-300000000000y"))
    #expect(driver.screen[bottom].contains("⚠ date out of range"))
    driver.press(.enter)
    #expect(driver.screen[bottom].contains("Filter: date:-300000000000y"))
    #expect(driver.screen[bottom].contains("⚠ date out of range"))
    driver.press(.escape)
    #expect(!driver.screen[bottom].contains("⚠"))
  }
}
