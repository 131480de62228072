import Foundation
import SystemTestSupport
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct ComposeSessionTests {
  typealias F = ComposeFixtures

  private func session(command: String) throws -> (ComposeSession, TemporaryDirectory) {
    let root = try TemporaryDirectory(prefix: "compose-session")
    var settings = F.settings
    settings.sendCommand = command
    return (ComposeSession(outbox: Outbox(settings: settings, mailRoot: root.url.path)), root)
  }

  @Test func nothingIsSentBeforeTheUserSaysYes() async throws {
    let sink = try TemporaryDirectory(prefix: "compose-sink")
    let sent = sink.url.appendingPathComponent("sent").path
    var (session, root) = try session(command: "cat > '\(sent)'")
    guard
      case .edit(let path) = session.start(
        .reply, original: F.original, location: nil, stamp: F.stamp)
    else { Issue.record("no editor asked for"); return }
    #expect(session.hasDraft)
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(of: "Bcc:", with: "Bcc: boss@example.org")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      session.editorClosed()
        == .ask(
          "Send to jose@example.com, boss@example.org? y send · e edit · p postpone · d discard"))
    #expect(session.answer("x", now: .now) == session.answer("?", now: .now))
    #expect(!FileManager.default.fileExists(atPath: sent))
    #expect(session.answer("e", now: .now) == .edit(path: path))
    _ = session.editorClosed()
    #expect(session.answer("y", now: .now) == .status("Sending…", sending: true))
    #expect(session.isSending)
    var report: ComposeSession.Action?
    let deadline = ContinuousClock.now + .seconds(120)  // generous: the suite may be loaded
    while report == nil, ContinuousClock.now < deadline {
      report = session.poll(now: .now)
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(report == .status("Sent to jose@example.com, boss@example.org", sending: false))
    #expect(!session.hasDraft)
    #expect(FileManager.default.fileExists(atPath: sent))
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(FileManager.default.fileExists(atPath: root.url.path + "/Sent/cur"))
  }

  @Test func aBadLineIsShownAndTheDraftCanBeEditedOrPostponed() throws {
    var (session, root) = try session(command: "exit 1")
    guard case .edit(let path) = session.start(.new, original: nil, location: nil, stamp: F.stamp)
    else { Issue.record("no editor asked for"); return }
    try "To: not an address\n\nMy words".write(toFile: path, atomically: true, encoding: .utf8)
    guard case .ask(let prompt) = session.editorClosed() else {
      Issue.record("no question")
      return
    }
    #expect(prompt.hasPrefix("Line 1 of the draft: \"not an address\" is not an address"))
    #expect(session.answer("y", now: .now) == .ask(prompt))
    try "To: a@example.com\n\nMy words".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(session.answer("e", now: .now) == .edit(path: path))
    _ = session.editorClosed()
    #expect(
      session.answer("p", now: .now) == .status("The draft is kept in Drafts", sending: false))
    let drafts = try FileManager.default.contentsOfDirectory(atPath: root.url.path + "/Drafts/cur")
    #expect(drafts.count == 1)
    let kept = try Data(contentsOf: root.url.appendingPathComponent("Drafts/cur/" + drafts[0]))
    #expect(MessageParser.parse(Array(kept)[...]).body == "My words\n")
  }

  @Test func quittingKeepsAnUnsentDraft() throws {
    var (session, root) = try session(command: "exit 1")
    #expect(session.keepForQuit() == nil)
    _ = session.start(.forward, original: F.original, location: nil, stamp: F.stamp)
    #expect(session.keepForQuit() == "The unsent draft is kept in Drafts")
    #expect(!session.hasDraft)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.url.path + "/Drafts/cur").count == 1)
    #expect(
      session.start(.reply, original: nil, location: nil, stamp: F.stamp)
        == .status("Open a message first", sending: false))
  }
}
