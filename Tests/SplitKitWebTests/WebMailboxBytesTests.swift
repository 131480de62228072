import Foundation
import MailboxCore
import SplitKit
import SplitKitContent
import Testing

@testable import SplitKitWeb

/// The mailbox (the bundled sample, with its 611-line "Meeting transcript") in a session,
/// as `mailbox-web` serves it, without a browser: what a selection move costs.
@MainActor @Suite struct WebMailboxBytesTests {
  /// A session of the sample mailbox at a viewport's size, indexed, with what it sent.
  func session(width: Int, height: Int) throws -> (WebSession, MailboxApp, Box) {
    let path = try #require(SampleMailbox.path)
    let app = try MailboxApp.open(
      path: path, settings: MailboxApp.Settings(title: "Inbox", currentYear: 2026))
    let session = WebSession(configuration: WebHostConfiguration(port: 0, token: "t"))
    let box = Box()
    session.attach { box.sent.append($0) }
    session.start(split: app.split)
    app.attach(to: session)
    while app.indexNextChunk() {}
    session.receive(#"{"t":"resize","w":\#(width),"h":\#(height)}"#)
    return (session, app, box)
  }

  final class Box { var sent: [String] = [] }

  /// The rows of the long message and the one before it.
  func longMessageRow(_ app: MailboxApp) throws -> Int {
    let list = try #require(app.split.viewController(for: .primary) as? ListController)
    let row = (0..<list.numberOfRows).first {
      let row = list.row(at: $0)
      return (row.title + row.subtitle).contains("Meeting transcript")
    }
    return try #require(row)
  }

  @Test(arguments: [(1280, 720), (1440, 900)])
  func aMoveOntoTheLongMessageSendsTheLinesInViewNotTheMessage(size: (Int, Int)) throws {
    let (session, app, box) = try session(width: size.0, height: size.1)
    let list = try #require(app.split.viewController(for: .primary) as? ListController)
    let target = try longMessageRow(app)
    list.select(row: target - 1)
    session.flush()
    let before = session.bytesSent
    box.sent = []
    session.receive(#"{"t":"key","k":"down","m":0}"#)
    #expect(list.selectedRow == target)
    let bytes = session.bytesSent - before
    let document = try #require(ContentSnapshot(split: app.split)["secondary"]?.document)
    // The lines in view and two more, of 406: the header's 5 blocks and a body line a
    // line (none wraps at this width).
    let lines = (size.1 - 44 - 28) / 20
    #expect(document.count == 406)
    #expect(document.blocks.count <= lines + 3, "\(document.blocks.count) blocks")
    // The whole message was 28.8 KB; the window's text is most of what is left (the
    // lines in view are about 2 KB of text at these sizes).
    let text = document.blocks.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.text.utf8.count } }
    #expect(bytes - text <= 1024, "\(bytes) bytes, \(text) of text, at \(size)")
    #expect(bytes <= 4096, "\(bytes) bytes at \(size): \(box.sent)")
  }

  @Test func onAPhoneTheNextMessageKeyOntoTheLongMessageSendsUnder2KB() throws {
    let (session, app, _) = try session(width: 390, height: 844)
    let list = try #require(app.split.viewController(for: .primary) as? ListController)
    let target = try longMessageRow(app)
    list.select(row: target - 1)
    list.userOpened(row: target - 1, byKeyboard: true)
    app.split.advance(to: .seconds(60))
    session.flush()
    let before = session.bytesSent
    session.receive(#"{"t":"key","k":"c:n","m":0}"#)
    #expect(list.selectedRow == target)
    let bytes = session.bytesSent - before
    #expect(bytes > 500 && bytes <= 2048, "\(bytes) bytes")
    let document = try #require(ContentSnapshot(split: app.split).panes.last?.document)
    #expect(document.count == 406 && document.blocks.count < 40)
  }

  /// The `more` of the secondary pane in a patch the session sent.
  static func secondaryMore(_ text: String?) throws -> [String: Any] {
    let patch = try #require(
      text.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any])
    return try #require(
      ((patch["panes"] as? [String: Any])?["secondary"] as? [String: Any])?["more"]
        as? [String: Any])
  }

  @Test func theLongMessageShowsItsStartAndScrollingAsksForTheRest() throws {
    let (session, app, box) = try session(width: 1280, height: 720)
    let list = try #require(app.split.viewController(for: .primary) as? ListController)
    list.select(row: try longMessageRow(app))
    session.flush()
    let document = try #require(ContentSnapshot(split: app.split)["secondary"]?.document)
    // 720 - 44 - 28 = 648 points: 33 lines in view, 2 more, of 406.
    #expect(document.count == 406)
    #expect((30...36).contains(document.blocks.count), "\(document.blocks.count)")
    // The page scrolls a page down: the window grows by the new lines only.
    box.sent = []
    session.receive(#"{"t":"docscroll","pane":"secondary","top":640,"end":false}"#)
    let more = try Self.secondaryMore(box.sent.last)
    #expect(more["from"] as? Int == document.blocks.count)
    let added = try #require(more["blocks"] as? [Any])
    #expect(added.count > 30 && added.first as? String != nil)
    #expect(box.sent.last.map(\.utf8.count) ?? 0 < 8 * 1024)
    // End, in the message, sends its last lines, not the rest of it.
    app.split.focus(.secondary)
    box.sent = []
    session.receive(#"{"t":"key","k":"end","m":0}"#)
    let end = try #require(ContentSnapshot(split: app.split)["secondary"]?.document)
    #expect(end.fromEnd && end.count == 406)
    #expect((30...36).contains(end.blocks.count) && end.first + end.blocks.count == 406)
    #expect(box.sent.map(\.utf8.count).reduce(0, +) < 8 * 1024)
    // The page scrolls a page up from the end: the window grows at its top only.
    box.sent = []
    session.receive(#"{"t":"docscroll","pane":"secondary","top":0,"end":false,"bottom":640}"#)
    let up = try #require(ContentSnapshot(split: app.split)["secondary"]?.document)
    #expect(up.fromEnd && up.offset == 640 && up.first < end.first)
    let above = try Self.secondaryMore(box.sent.last)
    #expect(above["first"] as? Int == up.first && above["from"] as? Int == 406)
    #expect((above["above"] as? [Any])?.count == end.first - up.first)
    #expect((above["blocks"] as? [Any])?.isEmpty == true)
  }
}
