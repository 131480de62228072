import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

/// What a host's own controls report (its question dialog, its menu, a form's native
/// widgets) reaches the content through the session, as the keys do: checked without a
/// host, on a fruit list beside a settings form.
@MainActor @Suite struct ContentSessionControlsTests {
  /// A session of a fruit list with row menus beside the settings form, 1000 by 600.
  func session() -> (ContentSession, FruitList, FormControllerTests.General) {
    let split = SplitViewController(style: .doubleColumn)
    let list = menuList()
    let form = FormControllerTests.general()
    split.setViewController(list, for: .primary)
    split.setViewController(form, for: .secondary)
    split.adoptHostDefaults(HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 500)))
    split.setVisibleInWindow(true)
    let session = ContentSession(split: split)
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    return (session, list, form)
  }

  @Test func aQuestionsAnswersAndItsFieldsEditsReachTheContentThatAsks() {
    let (session, list, _) = session()
    var answers: [Bool] = []
    var texts: [String?] = []
    #expect(
      session.receive(.question(column: .primary, .answer(true)), at: .zero) == .ignored,
      "nothing is asked")
    list.ask("Delete Pear?") { answers.append($0) }
    #expect(
      session.receive(.question(column: .secondary, .answer(true)), at: .zero) == .ignored,
      "the other column asks nothing")
    #expect(session.receive(.question(column: .primary, .answer(false)), at: .zero) == .handled)
    #expect(answers == [false] && list.question == nil)

    list.askText("Save as", text: "a") { texts.append($0) }
    #expect(
      session.receive(.question(column: .primary, .editText("notes", caret: 2)), at: .zero)
        == .handled)
    #expect(list.textQuestion?.text == "notes" && list.textQuestion?.editing.caret == 2)
    #expect(session.snapshot()["primary"]?.question?.text == "notes")
    // A field's text from outside is cut at 1,000 characters.
    let long = String(repeating: "x", count: 5_000)
    session.receive(.question(column: .primary, .answerText(long)), at: .zero)
    #expect(texts == [String(repeating: "x", count: 1_000)] && list.textQuestion == nil)
    list.askText("Save as") { texts.append($0) }
    session.receive(.question(column: .primary, .answerText(nil)), at: .zero)
    #expect(texts.last == .some(nil), "Cancel answers nil")
  }

  @Test func aMenuIsOpenedForARowHighlightedChosenAndClosed() {
    let (session, list, _) = session()
    #expect(session.receive(.menu(column: .primary, .openForRow(99)), at: .zero) == .ignored)
    #expect(session.receive(.menu(column: .primary, .choose(nil)), at: .zero) == .ignored)
    #expect(session.receive(.menu(column: .primary, .openForRow(1)), at: .zero) == .handled)
    #expect(list.selectedRow == 1 && list.menu?.title == "Pear")
    #expect(session.snapshot()["primary"]?.menu != nil)
    session.receive(.menu(column: .primary, .highlight(1)), at: .zero)
    #expect(list.menu?.highlighted == 1)
    session.receive(.menu(column: .primary, .choose(1)), at: .zero)
    #expect(list.menu == nil && list.heard.last == "delete 1")
    session.receive(.menu(column: .primary, .openForRow(0)), at: .zero)
    session.receive(.menu(column: .primary, .choose(nil)), at: .zero)
    #expect(list.menu == nil && list.heard.last == "select 0 true", "closed without a choice")
    #expect(
      session.receive(.menu(column: .secondary, .openForRow(0)), at: .zero) == .ignored,
      "a form has no rows' menus")
  }

  @Test func aFormsNativeControlsSetItsValuesThroughTheSession() {
    let (session, _, form) = session()
    @discardableResult
    func send(_ row: FormRow.ID, _ input: ContentEvent.FormInput) -> ContentSession.Action {
      session.receive(.form(column: .secondary, row: row, input), at: .zero)
    }
    #expect(send("Bluetooth", .toggle(false)) == .handled)
    #expect(send("Appearance", .choose(2)) == .handled)
    #expect(send("Volume", .step(7)) == .handled)
    #expect(form.settings.bluetooth == false && form.settings.appearance == 2)
    #expect(form.settings.volume == 7)
    send("Device name", .text("Kitchen", done: false))
    #expect(form.settings.name == "Living room" && form.formState.focus == "Device name")
    send("Device name", .text("Desk", done: true))
    #expect(form.settings.name == "Desk", "editing ended writes the text")
    send("Volume", .focus)
    #expect(form.formState.focus == "Volume")
    #expect(
      session.receive(.form(column: .primary, row: "Volume", .step(1)), at: .zero) == .ignored,
      "the list is no form")
  }

  /// A switch or a button used after a press the split view had (a tap on the dimming
  /// that a page also reports as a click on the control under it) is not the form's; a
  /// key in between makes the next use the person's again.
  @Test func aControlUsedAfterTheSplitViewsPressIsNotTheForms() {
    let (session, _, form) = session()
    session.split.preferredDisplayMode = .oneOverSecondary
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    let covered = session.snapshot().panes.first { $0.isCovered }
    #expect(covered?.column == "secondary")
    let point = Point(x: 900, y: 300)
    session.receive(.pointerDown(point), at: .zero)
    session.receive(.pointerUp(point), at: .milliseconds(50))
    #expect(session.pressWasSplitViews)
    let action = session.receive(
      .form(column: .secondary, row: "Bluetooth", .toggle(false)), at: .milliseconds(60))
    #expect(action == .ignored && form.settings.bluetooth)
    session.keyboardUsed()
    #expect(!session.pressWasSplitViews)
    session.receive(
      .form(column: .secondary, row: "Bluetooth", .toggle(false)), at: .milliseconds(70))
    #expect(form.settings.bluetooth == false)
  }

  /// A host's own text widget (GTK's text view, a page's text area) reports its edits and
  /// its caret; the editor's one copy of the text follows, and one in another column or
  /// out of range changes nothing.
  @Test func aNativeTextWidgetsEditsReachTheEditor() {
    let split = SplitViewController(style: .doubleColumn)
    let editor = TextEditorController(title: "Notes", text: "café\nplan")
    split.setViewController(FruitList(), for: .primary)
    split.setViewController(editor, for: .secondary)
    split.setVisibleInWindow(true)
    let session = ContentSession(split: split)
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    func at(_ line: Int, _ scalar: Int) -> ContentEvent.TextLocation {
      ContentEvent.TextLocation(line: line, scalar: scalar)
    }
    let insert = ContentEvent.editor(
      column: .secondary, .replaced(from: at(1, 0), to: at(1, 0), with: "the "))
    #expect(session.receive(insert, at: .zero) == .handled)
    #expect(editor.text == "café\nthe plan")
    session.receive(
      .editor(column: .secondary, .replaced(from: at(0, 3), to: at(0, 4), with: "e")), at: .zero)
    #expect(editor.text == "cafe\nthe plan")
    let caret = TextEditorState.Position(line: 1, column: 3)
    session.receive(.editor(column: .secondary, .selected(caret: caret, anchor: nil)), at: .zero)
    #expect(editor.editorState.caret == caret && editor.editorState.anchor == nil)
    #expect(
      session.receive(.editor(column: .primary, .selected(caret: caret, anchor: nil)), at: .zero)
        == .ignored, "a list has no text")
    #expect(editor.text == "cafe\nthe plan")
  }
}
