import Foundation
import SplitKit
import SplitKitContent
import Testing

@testable import SplitKitWeb

/// The text area's protocol: the page reports each edit and the session applies it; the
/// text goes to the page whole only when the page does not hold it already (issue 33: a
/// megabyte of text is not sent back per keystroke).
@MainActor @Suite struct WebEditorTests {
  /// A session showing an editor of `text` beside a list, with what it sent.
  func session(text: String) -> (WebSession, TextEditorController, SessionProbe.Box) {
    let editor = TextEditorController(title: "Note", text: text)
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ListController(title: "Notes"), for: .primary)
    split.setViewController(editor, for: .secondary)
    let (session, box) = SessionProbe.start(split)
    return (session, editor, box)
  }

  /// The editor the last messages sent (text and revision), if any did.
  func sentEditor(_ box: SessionProbe.Box) -> (text: String, rev: Int)? {
    for message in box.sent.reversed() {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(message.utf8))
          as? [String: Any],
        let panes = object["panes"] as? [String: [String: Any]],
        let editor = panes["secondary"]?["editor"] as? [String: Any],
        let text = editor["text"] as? String, let rev = editor["rev"] as? Int
      else { continue }
      return (text, rev)
    }
    return nil
  }

  static let longText = (0..<4000).map { "Line \($0) of a long note, typed by hand." }
    .joined(separator: "\n")

  @Test func anEditIsAppliedAndNotSentBack() throws {
    let (session, editor, box) = session(text: Self.longText)
    let first = try #require(sentEditor(box), "the first message carries the text")
    #expect(first.text == Self.longText)
    // The page types "!" at the end of line 0 (41 scalars in).
    box.sent = []
    session.receive(
      #"{"t":"edit","pane":"secondary","rev":\#(first.rev),"from":[0,41],"to":[0,41],"text":"!"}"#
    )
    session.flush()
    #expect(editor.text.hasPrefix("Line 0 of a long note, typed by hand.!\nLine 1"))
    #expect(sentEditor(box) == nil, "the text is not sent back")
    let bytes = box.sent.map(\.utf8.count).reduce(0, +)
    #expect(bytes < 1024, "\(bytes) bytes after a keystroke in \(Self.longText.utf8.count)")
  }

  @Test func aTextTheAppChangedIsSentWholeWithANewRevision() throws {
    let (session, editor, box) = session(text: "Groceries")
    let first = try #require(sentEditor(box))
    box.sent = []
    editor.text = "Milk, eggs"
    session.flush()
    let sent = try #require(sentEditor(box), "the app's change goes to the page")
    #expect(sent.text == "Milk, eggs" && sent.rev > first.rev)
  }

  /// An edit made on a text the page held before the app changed it (it crossed the
  /// app's change on the way) is applied, and the result is sent whole, so the page and
  /// the session agree again and nothing typed is lost.
  @Test func anEditOnAnOlderRevisionIsAppliedAndTheResultSentWhole() throws {
    let (session, editor, box) = session(text: "Groceries")
    let first = try #require(sentEditor(box))
    editor.text = "Milk"
    session.flush()
    let second = try #require(sentEditor(box))
    box.sent = []
    session.receive(
      #"{"t":"edit","pane":"secondary","rev":\#(first.rev),"from":[0,4],"to":[0,4],"text":"s"}"#)
    session.flush()
    let third = try #require(sentEditor(box), "the page's text is not known: sent whole")
    #expect(third.text == "Milks" && editor.text == "Milks")
    #expect(third.rev > second.rev)
  }

  @Test func aReconnectedPageIsSentTheTextWhole() throws {
    let (session, _, box) = session(text: "Groceries")
    _ = try #require(sentEditor(box))
    box.sent = []
    session.attach { box.sent.append($0) }
    session.receive(#"{"t":"resize","w":1280,"h":800}"#)
    #expect(sentEditor(box)?.text == "Groceries")
  }
}
