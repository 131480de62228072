import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

@testable import SplitKitWeb

/// A page's answers to questions and its use of a row's menu reach the content's
/// functions, and the snapshot sent back carries what the content then shows.
@MainActor @Suite struct WebOverlayMessageTests {
  /// A list of three rows whose menu counts the choices, and what the session sent.
  final class Rows: ListController {
    var chosen: [Int] = []
    override var numberOfRows: Int { 3 }
    override func row(at index: Int) -> ListRowContent { ListRowContent(title: "Row \(index)") }
    override func contextMenu(forRow index: Int) -> [BarButton] {
      let reply = BarButton(symbol: .reply, title: "Reply", key: "r") { [unowned self] in
        chosen.append(index)
      }
      return [reply]
    }
  }

  func session(_ list: Rows) -> (WebSession, SessionProbe.Box) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(list, for: .primary)
    split.setViewController(ListController(title: "Detail"), for: .secondary)
    let session = WebSession(configuration: WebHostConfiguration(port: 0, token: "t"))
    let box = SessionProbe.Box()
    session.attach { box.sent.append($0) }
    session.start(split: split)
    session.receive(#"{"t":"resize","w":1280,"h":800}"#)
    return (session, box)
  }

  func primary(_ text: String?) throws -> [String: Any] {
    let message = try #require(
      text.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [String: Any])
    let panes = try #require(message["panes"] as? [String: [String: Any]])
    return try #require(panes["primary"])
  }

  @Test func aYesNoAnswerAndATextAnswerWithItsEditsReachTheController() throws {
    let list = Rows(title: "Rows")
    let (session, box) = session(list)
    var answers: [String] = []
    list.ask("Delete?") { answers.append("\($0)") }
    session.refresh()
    #expect(try primary(box.sent.last)["question"] as? [String: String] == ["prompt": "Delete?"])
    session.receive(#"{"t":"answer","pane":"primary","on":false}"#)
    #expect(answers == ["false"] && list.question == nil)
    #expect(try primary(box.sent.last)["question"] is NSNull)
    list.askText("Save as", text: "a.txt") { answers.append($0 ?? "nil") }
    session.receive(#"{"t":"asktext","pane":"primary","text":"b.txt","value":1}"#)
    #expect(list.textQuestion?.editing == TextEditing(text: "b.txt", caret: 1))
    let question = try #require(primary(box.sent.last)["question"] as? [String: Any])
    #expect(question["text"] as? String == "b.txt" && question["caret"] as? Int == 1)
    session.receive(#"{"t":"answertext","pane":"primary","text":"b.txt"}"#)
    #expect(answers == ["false", "b.txt"] && list.textQuestion == nil)
  }

  @Test func aContextMenuMessageShowsTheRowsMenuAndAChoiceRunsIt() throws {
    let list = Rows(title: "Rows")
    let (session, box) = session(list)
    session.receive(#"{"t":"contextmenu","pane":"primary","row":2}"#)
    #expect(list.selectedRow == 2)
    let menu = try #require(primary(box.sent.last)["menu"] as? [String: Any])
    let items = try #require(menu["items"] as? [[String: Any]])
    #expect(menu["title"] as? String == "Row 2" && items.count == 1)
    #expect(items[0]["title"] as? String == "Reply" && items[0]["glyph"] as? String == "←")
    // The item's key goes with it, for the page to show beside it as the terminal does.
    #expect(items[0]["key"] as? String == "r")
    session.receive(#"{"t":"menu","pane":"primary","row":0}"#)
    #expect(list.chosen == [2] && list.menu == nil)
    session.receive(#"{"t":"contextmenu","pane":"primary","row":1}"#)
    session.receive(#"{"t":"menu","pane":"primary"}"#)
    #expect(list.chosen == [2] && list.menu == nil)
  }

  @Test func aPagesInputIsNotedAndItsSizeIsNot() throws {
    let (session, _) = session(Rows(title: "Rows"))
    #expect(session.lastInputTime == nil)
    session.receive(#"{"t":"key","k":"down"}"#)
    let pressed = try #require(session.lastInputTime)
    #expect(pressed <= session.now)
    session.receive(#"{"t":"resize","w":390,"h":800}"#)
    #expect(session.lastInputTime == pressed)
  }
}
