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

  /// A session of a fruit list beside `content`, 1000 by 600.
  func session(beside content: ContentViewController) -> ContentSession {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(FruitList(), for: .primary)
    split.setViewController(content, for: .secondary)
    split.setVisibleInWindow(true)
    let session = ContentSession(split: split)
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    return session
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

  /// A host that draws a form itself (the terminal's cells) finds what a click hit and
  /// reports it: a field's caret placed at an offset, a choice or a stepper stepped once by
  /// its arrows; a row the form does not have changes nothing.
  @Test func aClickAHostHitTestsPlacesAFieldsCaretOrStepsARow() {
    let (session, _, form) = session()
    @discardableResult
    func send(_ row: FormRow.ID, _ input: ContentEvent.FormInput) -> ContentSession.Action {
      session.receive(.form(column: .secondary, row: row, input), at: .zero)
    }
    #expect(send("Device name", .placeCaret(at: 3)) == .handled)
    #expect(form.formState.focus == "Device name" && form.formState.editing?.caret == 3)
    send("Device name", .placeCaret(at: -5))
    #expect(form.formState.editing?.caret == 0, "an offset from outside is clamped")
    #expect(send("Appearance", .stepOnce(forward: true)) == .handled)
    #expect(form.formState.focus == "Appearance" && form.settings.appearance == 2)
    send("Volume", .stepOnce(forward: false))
    send("Volume", .stepOnce(forward: false))
    #expect(form.formState.focus == "Volume" && form.settings.volume == 3)
    #expect(send("Reset", .stepOnce(forward: true)) == .ignored, "a button does not step")
    #expect(send("Balance", .focus) == .ignored && form.formState.focus == "Reset")
    #expect(send("Balance", .step(3)) == .ignored && form.settings.volume == 3)
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
    session.receive(
      .form(column: .secondary, row: "Volume", .stepOnce(forward: true)), at: .milliseconds(60))
    #expect(form.settings.volume == 5, "nor is a stepper's arrow")
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
    let editor = TextEditorController(title: "Notes", text: "café\nplan")
    let session = session(beside: editor)
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

  /// A host that draws the text itself (the terminal's cells) reports a press, a Shift
  /// press and a drag at the text positions it found, and the wheel.
  ///
  /// The editor keeps the caret, the selection and the view; a press the split view had is
  /// not the editor's.
  @Test func aPressAndADragInTextAHostDrawsSelectThroughTheSession() {
    let editor = TextEditorController(title: "Notes", text: "one\ntwo\nthree\nfour")
    let session = session(beside: editor)
    editor.hostLaidOut(width: 20, height: 2)
    func at(_ line: Int, _ column: Int) -> TextEditorState.Position {
      TextEditorState.Position(line: line, column: column)
    }
    let press = ContentEvent.editor(column: .secondary, .pressed(at: at(1, 1), extending: false))
    #expect(session.receive(press, at: .zero) == .handled)
    #expect(editor.editorState.caret == at(1, 1) && editor.editorState.selection == nil)
    session.receive(.editor(column: .secondary, .dragged(to: at(2, 2))), at: .zero)
    #expect(editor.editorState.caret == at(2, 2) && editor.editorState.anchor == at(1, 1))
    session.receive(.editor(column: .secondary, .pressed(at: at(0, 1), extending: true)), at: .zero)
    #expect(editor.editorState.caret == at(0, 1) && editor.editorState.anchor == at(1, 1))
    session.receive(
      .editor(column: .secondary, .pressed(at: at(9, 9), extending: false)), at: .zero)
    #expect(editor.editorState.caret == at(3, 4), "a place past the text is clamped")
    #expect(editor.editorState.top == TextEditorState.DisplayRow(line: 2, row: 0))
    #expect(session.receive(.wheel(column: .secondary, rows: -1), at: .zero) == .handled)
    #expect(editor.editorState.top == TextEditorState.DisplayRow(line: 1, row: 0))
    #expect(
      session.receive(.editor(column: .primary, .dragged(to: at(0, 0))), at: .zero) == .ignored,
      "a list has no text")

    // A tap on the dimming over the editor: the split view had it.
    session.split.preferredDisplayMode = .oneOverSecondary
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    session.receive(.pointerDown(Point(x: 900, y: 300)), at: .zero)
    session.receive(.pointerUp(Point(x: 900, y: 300)), at: .milliseconds(50))
    #expect(session.pressWasSplitViews)
    #expect(
      session.receive(press, at: .milliseconds(60)) == .ignored
        && editor.editorState.caret == at(3, 4))
  }

  /// A row a host's own list widget opened as a key does (GTK's list view's `activate`)
  /// is opened by keyboard, a click's row is not; both are selected, and a report without
  /// the flag is a click.
  @Test func aRowActivatedSaysWhetherAKeyOpenedIt() {
    let (session, list, _) = session()
    let byKeyboard = ContentEvent.rowActivated(column: .primary, row: 1, byKeyboard: true)
    #expect(session.receive(byKeyboard, at: .zero) == .handled)
    #expect(session.receive(.rowActivated(column: .primary, row: 2), at: .zero) == .handled)
    #expect(list.heard == ["select 1 true", "open 1", "select 2 true", "open 2"])
    #expect(list.openedByKeyboard == [true, false])
    #expect(list.selectedRow == 2)
    // Past the last row, it is ignored however it was opened.
    let past = ContentEvent.rowActivated(column: .primary, row: 3, byKeyboard: true)
    #expect(session.receive(past, at: .zero) == .ignored)
    #expect(list.openedByKeyboard == [true, false])
  }

  /// A document a host scrolls itself (GTK's) reports its offset from the top, or from the
  /// end while the document counts from there (after End): the session keeps it as
  /// counted, a negative distance as 0, and ignores a column without a document.
  @Test func aDocumentAHostScrollsReportsItsOffsetFromEitherEnd() {
    let lines = (1...40).map { "Line \($0)" }.joined(separator: "\n")
    let document = DocumentController(title: "Read", document: Document(blocks: [.body(lines)]))
    let session = session(beside: document)
    @discardableResult func scroll(
      _ offset: DocumentState.Offset, atEnd: Bool,
      in column: SplitViewController.Column = .secondary
    ) -> ContentSession.Action {
      session.receive(.documentScroll(column: column, offset: offset, isAtEnd: atEnd), at: .zero)
    }
    #expect(scroll(.fromEnd(48), atEnd: false) == .handled)
    #expect(document.documentState.offset == .fromEnd(48) && !document.documentState.isAtEnd)
    let shown = session.snapshot()["secondary"]?.document
    #expect(shown?.fromEnd == true && shown?.offset == 48)
    scroll(.fromEnd(-3), atEnd: true)
    #expect(document.documentState.offset == .fromEnd(0) && document.documentState.isAtEnd)
    // From the top, as the browser's page reports it.
    let fromTop = ContentEvent.documentScroll(column: .secondary, top: 120, isAtEnd: false)
    #expect(fromTop == .documentScroll(column: .secondary, offset: .fromTop(120), isAtEnd: false))
    #expect(session.receive(fromTop, at: .zero) == .handled)
    #expect(document.documentState.offset == .fromTop(120) && !document.documentState.isAtEnd)
    scroll(.fromTop(-1), atEnd: false)
    #expect(document.documentState.offset == .fromTop(0))
    #expect(scroll(.fromEnd(5), atEnd: false, in: .primary) == .ignored)
    #expect(document.documentState.offset == .fromTop(0))
  }

  /// The wheel over a document the session scrolls (the terminal's) scrolls it by lines.
  @Test func theWheelScrollsADocument() {
    let lines = (1...40).map { "Line \($0)" }.joined(separator: "\n")
    let document = DocumentController(title: "Read", document: Document(blocks: [.body(lines)]))
    let session = session(beside: document)
    document.hostLaidOut(visibleHeight: 10, lineHeight: 1)
    #expect(session.receive(.wheel(column: .secondary, rows: 3), at: .zero) == .handled)
    #expect(document.documentState.offset == .fromTop(3))
    session.receive(.wheel(column: .secondary, rows: -1), at: .zero)
    #expect(document.documentState.offset == .fromTop(2))
  }

  /// A bar button's menu opens as the content's where a host shows it so (the terminal).
  ///
  /// A plain button's place does not open one, nor a place past the end; a press the host
  /// hit-tests itself ends the split view's claim on the last one.
  @Test func aBarButtonsMenuOpensAsTheContentsMenu() {
    let heard = Heard()
    let document = Buttoned(title: "Read", document: Document(blocks: [.body("Hi")]))
    document.buttons = [
      BarButton(title: "Archive") { heard.items.append("Archive") },
      BarButton(
        title: "More",
        menu: ["Flag", "Move"].map { title in BarButton(title: title) { heard.items.append(title) }
        }),
    ]
    let session = session(beside: document)
    #expect(session.receive(.menu(column: .secondary, .openForBarButton(0)), at: .zero) == .ignored)
    #expect(session.receive(.menu(column: .secondary, .openForBarButton(2)), at: .zero) == .ignored)
    #expect(document.menu == nil)
    #expect(session.receive(.menu(column: .secondary, .openForBarButton(1)), at: .zero) == .handled)
    #expect(document.menu?.title == "More" && document.menu?.items.count == 2)
    session.receive(.menu(column: .secondary, .choose(1)), at: .zero)
    #expect(heard.items == ["Move"] && document.menu == nil)
    // After a press the split view had, a bar button is the content's again once the host
    // says a press of its own began.
    session.split.preferredDisplayMode = .oneOverSecondary
    session.receive(.resize(Size(width: 1000, height: 600)), at: .zero)
    session.receive(.pointerDown(Point(x: 900, y: 300)), at: .zero)
    session.receive(.pointerUp(Point(x: 900, y: 300)), at: .milliseconds(50))
    #expect(session.pressWasSplitViews)
    #expect(session.receive(.barButton(column: .secondary, id: "0"), at: .zero) == .ignored)
    session.hostButtonPressed()
    #expect(session.receive(.barButton(column: .secondary, id: "0"), at: .zero) == .handled)
    #expect(heard.items == ["Move", "Archive"])
  }

  /// What the buttons' actions heard, in order.
  @MainActor final class Heard {
    var items: [String] = []
  }

  /// A document with the bar buttons a test gives it.
  final class Buttoned: DocumentController {
    var buttons: [BarButton] = []
    override var barButtons: [BarButton] { buttons }
  }
}
