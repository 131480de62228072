import Foundation
import SystemTestSupport
import Testing

extension EndToEnd {
  /// Issue 35: `w` on a large attachment streams it between frames: the status line shows
  /// its progress, a key moves the selection meanwhile, the file appears under
  /// its name only once complete and equal to the original, and Esc stops a save leaving
  /// nothing behind.
  @Suite
  struct MailboxStreamedSaveTests {
    /// The text of ``message(attaching:)`` before its attachment's base64 lines.
    static let messageHead =
      """
      From: Ann <ann@example.org>
      Subject: The big scan
      Message-ID: <bigscan@example.org>
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="b1"

      --b1
      Content-Type: text/plain

      The scan.
      --b1
      Content-Type: application/octet-stream
      Content-Disposition: attachment; filename="scan.bin"
      Content-Transfer-Encoding: base64
      """ + "\n\n"

    /// The text of ``message(attaching:)`` after its attachment's base64 lines.
    static let messageEnd = "\n--b1--\n"

    /// A message with one base64 attachment of `payload`.
    static func message(attaching payload: Data) -> String {
      messageHead + payload.base64EncodedString(options: .lineLength76Characters) + messageEnd
    }

    @Test func aLargeAttachmentIsSavedWhileTheKeysKeepWorking() async throws {
      let sandbox = try Sandbox()
      let (root, saved, _) = try MailboxAttachmentTests.setUp(sandbox)
      // 60 MB that no pattern shortens.
      var generator = SystemRandomNumberGenerator()
      let payload = Data(
        (0..<60_000_000 / 8).flatMap { _ in
          withUnsafeBytes(of: generator.next() as UInt64) { Array($0) }
        })
      try Data(Self.message(attaching: payload).utf8).write(
        to: root.appendingPathComponent("new/4.M4.host"))
      let session = try TmuxSession(
        Binary.locate("mailbox"), [root.path], columns: 160, rows: 30, sandbox: sandbox,
        environment: ["XDG_CONFIG_HOME": sandbox.files.appendingPathComponent("config").path])
      try await session.waitFor("the Inbox") { $0[0].contains("Inbox — 4") }
      try session.sendKeys(.end)
      try await session.waitFor(text: "scan.bin")
      try session.sendKeys(.text("w"))
      try await session.waitFor(text: "Save as: \(saved.path)/scan.bin▏")
      try session.sendKeys(.enter)
      let progress = try await session.waitFor("the save's progress") { screen in
        screen.contains { $0.contains("Saving scan.bin… ") && $0.contains("%") }
      }
      #expect(
        !FileManager.default.fileExists(atPath: saved.appendingPathComponent("scan.bin").path),
        "nothing under the name before it is complete: \(progress)")
      // k moves the selection while it saves, and the progress goes on.
      try session.sendKeys(.text("k"))
      try await session.waitFor("Cy's message open while saving") { screen in
        screen.joined().contains("Subject: Build is red")
          && screen.contains { $0.contains("Saving scan.bin… ") }
      }
      // No key until it is saved: a key clears the status line's notice, "Saved" included.
      try await session.waitFor(text: "Saved \(saved.path)/scan.bin", timeout: .seconds(300))
      try session.sendKeys(.text("j"))
      try await session.waitFor(text: "Subject: The big scan")
      #expect(try Data(contentsOf: saved.appendingPathComponent("scan.bin")) == payload)
      // Esc stops a second save; no partial file is left.
      try session.sendKeys(.text("w"), .control("u"), .text("again.bin"), .enter)
      try await session.waitFor(text: "Saving again.bin… ")
      try session.sendKeys(.escape)
      try await session.waitFor(text: "Not saved: again.bin stopped")
      let names = try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted()
      #expect(names == ["menu.txt", "scan.bin"])
      try session.sendKeys(.text("q"))
      try await session.expectRestoredExit(status: 0)
    }
  }
}
