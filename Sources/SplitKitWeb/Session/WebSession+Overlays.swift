import SplitKitContent

extension WebSession {
  /// A page's answer to a question, its edit of a text question's field, or its use of a
  /// menu, to the controller's function for it: the page keeps no copy of either, it
  /// draws what the snapshot says (``/SplitKitContent/ContentSnapshot/QuestionContent``,
  /// ``/SplitKitContent/ContentSnapshot/MenuContent``).
  ///
  /// - `answer` with `on`: a yes/no question's No or Yes button.
  /// - `answertext` with `text` (OK) or without (Cancel).
  /// - `asktext` with `text` and the caret in `value`: the field was edited.
  /// - `menu` with the item's index in `row`, or none to close the menu.
  /// - `menuhighlight` with `row`: the pointer moved over an item.
  /// - `contextmenu` with `row`: a right click or long press on a list's row.
  ///
  /// - Parameters:
  ///   - message: The page's message.
  ///   - content: The controller on top of the message's column.
  func handle(overlay message: ClientMessage, in content: ContentViewController) {
    switch message.t {
    case "answer": message.on.map { content.answerQuestion($0) }
    case "answertext": content.answerTextQuestion(message.text.map { String($0.prefix(1000)) })
    case "asktext":
      message.text.map {
        content.userEditedTextQuestion(String($0.prefix(1000)), caret: message.value)
      }
    case "menu": content.chooseMenuItem(at: message.row)
    case "menuhighlight": message.row.map { content.highlightMenuItem(at: $0) }
    case "contextmenu":
      guard let list = content as? ListController, let row = message.row else { return }
      list.userRequestedMenu(row: row)
    default: break
    }
  }
}
