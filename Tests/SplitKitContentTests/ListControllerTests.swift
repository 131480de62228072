import SplitKitContent
import SplitKitHostCore
import Testing

/// A list of fruit that records what it hears.
@MainActor
final class FruitList: ListController {
  var names = ["Apple", "Pear", "Plum"]
  var heard: [String] = []

  override var numberOfRows: Int { names.count }
  override func row(at index: Int) -> ListRowContent { ListRowContent(title: names[index]) }
  override func didSelectRow(at index: Int, byUser: Bool) {
    heard.append("select \(index) \(byUser)")
  }
  /// For each row opened, whether by keyboard.
  var openedByKeyboard: [Bool] = []
  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    heard.append("open \(index)")
    openedByKeyboard.append(byKeyboard)
  }
  override func filterDidChange(_ text: String) { heard.append("filter \(text)") }
  /// The rows' context menus.
  var rowMenu: (Int) -> [BarButton] = { _ in [] }
  override func contextMenu(forRow index: Int) -> [BarButton] { rowMenu(index) }
}

/// Records what a renderer hears.
@MainActor
final class RecordingRenderer: ContentRendering {
  var changes: [ContentChange] = []
  func contentDidChange(_ change: ContentChange) { changes.append(change) }
}

@MainActor @Suite struct ListControllerTests {
  static func key(_ character: Character) -> KeyEvent { KeyEvent(.character(character)) }

  @Test func theAppSelectingARowIsNotTheUser() {
    let list = FruitList()
    let renderer = RecordingRenderer()
    list.renderer = renderer
    list.select(row: 7)
    list.userSelected(row: 0)
    #expect(list.selectedRow == 0)
    #expect(list.heard == ["select 2 false", "select 0 true"])
    #expect(renderer.changes == [.selection, .selection])
  }

  @Test func reloadingDeselectsSoTheSameRowSelectsAgain() {
    let list = FruitList()
    list.select(row: 1)
    list.names = ["Fig", "Kiwi"]
    list.rowsDidReload(fromTop: true)
    #expect(list.selectedRow == nil)
    list.select(row: 1)
    #expect(list.heard == ["select 1 false", "select 1 false"])
  }

  @Test func slashTypesInTheFilterEnterKeepsItEscClearsIt() {
    let list = FruitList()
    list.filter = FilterField()
    #expect(list.receive(key: Self.key("/")))
    #expect(list.filter == FilterField(text: "", isEditing: true))
    #expect(list.receive(key: Self.key("p")))
    #expect(list.receive(key: Self.key("l")))
    #expect(list.handle(paste: "um\n"))
    #expect(list.receive(key: KeyEvent(.backspace)))
    #expect(list.receive(key: KeyEvent(.enter)))
    #expect(list.filter == FilterField(text: "plu", isEditing: false))
    #expect(!list.receive(key: Self.key("x")), "keys go to the app again")
    #expect(list.receive(key: KeyEvent(.escape)))
    #expect(list.filter == FilterField(text: "", isEditing: false))
    #expect(list.heard == ["filter p", "filter pl", "filter plum", "filter plu", "filter "])
  }

  @Test func aQuestionTakesKeysUntilYOrN() {
    let list = FruitList()
    var answers: [Bool] = []
    list.ask("Delete Pear?") { answers.append($0) }
    #expect(list.currentStatusLines.first?.plainText == "Delete Pear? (y/n)  y yes  n no")
    #expect(list.receive(key: Self.key("q")), "other keys wait")
    #expect(answers.isEmpty)
    #expect(list.receive(key: Self.key("y")))
    list.ask("Again?") { answers.append($0) }
    #expect(list.receive(key: KeyEvent(.escape)))
    #expect(answers == [true, false])
    #expect(list.question == nil)
  }

  @Test func aTextQuestionIsTypedInTheStatusLineAndAnsweredWithEnterOrEsc() {
    let list = FruitList()
    var answers: [String?] = []
    list.askText("Save as", text: "/tmp/a") { answers.append($0) }
    #expect(list.currentStatusLines.first?.plainText.hasPrefix("Save as: /tmp/a▏") == true)
    #expect(list.receive(key: KeyEvent(.backspace)))
    #expect(list.receive(key: Self.key("b")))
    #expect(list.receive(paste: ".txt\n"))
    #expect(list.receive(key: KeyEvent(.down)), "other keys wait")
    #expect(list.textQuestion?.text == "/tmp/b.txt")
    #expect(list.receive(key: KeyEvent(.enter)))
    #expect(answers == ["/tmp/b.txt"])
    #expect(list.textQuestion == nil && list.currentStatusLines.isEmpty)
    #expect(!list.receive(key: Self.key("x")), "keys go to the app again")

    list.askText("Save as", text: "old") { answers.append($0) }
    #expect(list.receive(key: KeyEvent(.character("u"), modifiers: .control)))
    #expect(list.textQuestion?.text == "")
    #expect(list.receive(key: KeyEvent(.escape)))
    // A yes/no question replaces a text question, which is answered nil, and back.
    list.askText("Name", text: "x") { answers.append($0) }
    var yes: [Bool] = []
    list.ask("Replace?") { yes.append($0) }
    list.askText("Name", text: "y") { answers.append($0) }
    #expect(answers == ["/tmp/b.txt", nil, nil])
    #expect(yes == [false])
    #expect(list.receive(paste: "z") && list.textQuestion?.text == "yz")
  }

  @Test func aTextQuestionsCaretMovesAndEditsWhereItStands() {
    let list = FruitList()
    var answers: [String?] = []
    list.askText("Save as", text: "notes.txt") { answers.append($0) }
    for _ in 0..<4 { #expect(list.receive(key: KeyEvent(.left))) }
    #expect(list.receive(key: Self.key("2")))
    #expect(list.textQuestion?.text == "notes2.txt")
    #expect(list.currentStatusLines.first?.plainText.hasPrefix("Save as: notes2▏.txt") == true)
    #expect(list.receive(key: KeyEvent(.home)) && list.receive(key: Self.key("~")))
    #expect(list.receive(key: KeyEvent(.character("w"), modifiers: .control)))
    #expect(list.textQuestion?.text == "notes2.txt", "Ctrl-W took the ~ before the caret")
    #expect(list.receive(key: KeyEvent(.end)) && list.receive(key: KeyEvent(.backspace)))
    #expect(list.textQuestion?.text == "notes2.tx")
    // A narrow status line keeps the caret in view, with the text around it cut.
    list.askText("Save as", text: String(repeating: "a", count: 200)) { answers.append($0) }
    #expect(list.receive(key: KeyEvent(.home)))
    #expect(list.currentStatusLines.last?.plainText == "Save as: ▏aa…")
    #expect(answers == [nil])
  }

  @Test func aHostsDialogAnswersThroughTheContent() {
    let list = FruitList()
    let renderer = RecordingRenderer()
    list.renderer = renderer
    var yes: [Bool] = []
    list.answerQuestion(true)
    list.ask("Delete Pear?") { yes.append($0) }
    list.answerQuestion(true)
    list.answerQuestion(false)
    #expect(yes == [true], "answered once")
    var answers: [String?] = []
    list.askText("Rename", text: "Pear") { answers.append($0) }
    let changes = renderer.changes.count
    list.userEditedTextQuestion("Pear")
    #expect(renderer.changes.count == changes, "the host's echo of the same text is no change")
    list.userEditedTextQuestion("Pears\n")
    #expect(list.textQuestion?.text == "Pears" && list.textQuestion?.editing.caret == 5)
    #expect(renderer.changes.count > changes)
    list.answerTextQuestion(list.textQuestion?.text)
    list.askText("Rename", text: "x") { answers.append($0) }
    list.answerTextQuestion(nil)
    #expect(answers == ["Pears", nil])
    #expect(list.textQuestion == nil && list.question == nil)
  }

  @Test func aMessageShowsUntilTheNextKey() {
    let list = FruitList()
    list.showMessage("Moved 3 messages")
    #expect(list.currentStatusLines.first?.plainText == "Moved 3 messages")
    _ = list.receive(key: Self.key("x"))
    #expect(list.currentStatusLines.isEmpty)
  }

  @Test func aChoiceTakesTheOpenedRowOrNilOnEsc() {
    let list = FruitList()
    var chosen: [Int?] = []
    list.choose("Move to which folder?") { chosen.append($0) }
    #expect(list.choicePrompt == "Move to which folder?")
    list.userOpened(row: 2, byKeyboard: true)
    list.choose("Again?") { chosen.append($0) }
    #expect(list.receive(key: KeyEvent(.escape)))
    #expect(chosen == [2, nil])
    #expect(list.heard.isEmpty, "the choice, not the app, hears the open")
  }

  @Test func rowStateIsWordsForScreenReaders() {
    let unread = ListRowContent(
      title: "Ada", subtitle: "Hi", mark: .unread,
      branch: ListRowContent.Branch(depth: 0, size: 4, isCollapsed: true))
    #expect(
      unread.accessibleDescription(noun: "message")
        == "unread, conversation of 4 messages, collapsed")
    let reply = ListRowContent(
      title: "Bo", branch: ListRowContent.Branch(depth: 2, size: 1, isCollapsed: false))
    #expect(reply.accessibleDescription() == "reply, level 2")
    #expect(ListRowContent(title: "Cy").accessibleDescription().isEmpty)
  }
}
