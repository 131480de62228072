import Foundation
import MailboxCore
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

/// A Maildir whose message files cannot be read says so in the reader (issue 13, point 6).
@Suite @MainActor struct MailboxAppUnreadableTests {
  @Test func aMaildirWhoseMessageFilesAreAllUnreadableSaysSoInTheStatusLine() throws {
    try TestFiles.withTemporaryDirectory { root in
      for folder in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: root + "/box/" + folder, withIntermediateDirectories: true)
      }
      // Unreadable even for root: a symbolic-link loop and a link to nothing.
      try FileManager.default.createSymbolicLink(
        atPath: root + "/box/cur/1:2,S", withDestinationPath: root + "/box/cur/1:2,S")
      try FileManager.default.createSymbolicLink(
        atPath: root + "/box/new/2", withDestinationPath: root + "/nowhere")
      let (app, driver) = try AppHarness.launch(path: root + "/box", size: AppHarness.wide)
      #expect(app.isIndexed)
      // The list says why it is empty, instead of "This mailbox has no messages."
      let text = driver.screen.prefix(12).joined(separator: " ").split(separator: " ")
        .joined(separator: " ")
      #expect(
        text.contains("This mailbox cannot be read:")
          && text.contains("none of its 2 message files can be read"),
        "\(driver.screen.joined(separator: "\n"))")
      #expect(driver.screen.last?.contains("⚠ \(root)/box") == true)
    }
  }
}
