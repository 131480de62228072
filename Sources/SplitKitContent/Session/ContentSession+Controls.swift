import SplitKit

extension ContentSession {
  /// The most characters a host's text field may hand the content at once: a field's
  /// text from outside is cut there.
  static let maximumFieldText = 1000

  /// A question's answer or its field's edit, to the content that asks it.
  ///
  /// - Returns: Whether the content was asking such a question.
  func receive(_ input: ContentEvent.QuestionInput, asking content: ContentViewController)
    -> Bool
  {
    switch input {
    case .answer(let yes):
      guard content.question != nil else { return false }
      content.answerQuestion(yes)
    case .answerText(let text):
      guard content.textQuestion != nil else { return false }
      content.answerTextQuestion(text.map { String($0.prefix(Self.maximumFieldText)) })
    case .editText(let text, let caret):
      guard content.textQuestion != nil else { return false }
      content.userEditedTextQuestion(String(text.prefix(Self.maximumFieldText)), caret: caret)
    }
    return true
  }

  /// A menu's use, to the content that shows it, or a row's menu asked for.
  ///
  /// - Returns: Whether the content had that menu (or that row).
  func receive(_ input: ContentEvent.MenuInput, showing content: ContentViewController) -> Bool {
    switch input {
    case .choose(let index):
      guard content.menu != nil else { return false }
      content.chooseMenuItem(at: index)
    case .highlight(let index):
      guard content.menu != nil else { return false }
      content.highlightMenuItem(at: index)
    case .openForRow(let row):
      guard let list = content as? ListController, row >= 0, row < list.numberOfRows else {
        return false
      }
      return list.userRequestedMenu(row: row)
    case .openForBarButton(let index):
      guard !pressWasSplitViews, content.barButtons.indices.contains(index) else { return false }
      let button = content.barButtons[index]
      guard !button.menu.isEmpty else { return false }
      content.showMenu(button.menu, title: button.title)
    }
    return true
  }

  /// A form row's control used, to the form.
  ///
  /// A row the form does not have is ignored. An activation, a switch or a step after a
  /// press the split view had (a swipe, a tap on the dimming) is not the form's.
  ///
  /// - Returns: Whether the form used it.
  func receive(_ input: ContentEvent.FormInput, row id: FormRow.ID, of form: FormController)
    -> Bool
  {
    guard form.form.row(id) != nil else { return false }
    switch input {
    case .focus:
      form.userFocused(row: id)
    case .activate:
      guard !pressWasSplitViews else { return false }
      form.userActivated(row: id)
    case .toggle(let isOn):
      guard !pressWasSplitViews else { return false }
      form.userSetToggle(isOn, row: id)
    case .choose(let index):
      form.userChose(index, row: id)
    case .step(let value):
      form.userSetStepper(value, row: id)
    case .stepOnce(let forward):
      guard !pressWasSplitViews else { return false }
      form.userFocused(row: id)
      return form.userStepped(by: forward ? 1 : -1)
    case .placeCaret(let offset):
      form.userPlacedCaret(at: max(0, offset), row: id)
    case .text(let text, let done):
      form.userChangedText(String(text.prefix(Self.maximumFieldText)), row: id)
      if done { form.userActivated(row: id) }
    }
    return true
  }

  /// A native text widget's edit or selection, or a press or a drag in the text a host
  /// draws, to the editor.
  ///
  /// A press or a drag after a press the split view had (a swipe) is not the editor's.
  ///
  /// - Returns: Whether the editor used it.
  func receive(_ input: ContentEvent.EditorInput, in editor: TextEditorController) -> Bool {
    switch input {
    case .replaced(let start, let end, let text):
      editor.userReplaced(
        from: (start.line, start.scalar), to: (end.line, end.scalar), with: text)
    case .selected(let caret, let anchor):
      editor.userSelected(caret: caret, anchor: anchor)
    case .pressed(let position, let extending):
      guard !pressWasSplitViews else { return false }
      editor.userPressed(at: position, extending: extending)
    case .dragged(let position):
      guard !pressWasSplitViews else { return false }
      editor.userDragged(to: position)
    }
    return true
  }
}
