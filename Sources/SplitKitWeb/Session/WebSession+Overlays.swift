import SplitKitContent

extension WebSession {
  /// A page's answer to a question or its edit of a text question's field, in the
  /// content's terms (the session hands it to the controller): the page keeps no copy of
  /// the question, it draws what the snapshot says
  /// (``/SplitKitContent/ContentSnapshot/QuestionContent``).
  ///
  /// - `answer` with `on`: a yes/no question's No or Yes button.
  /// - `answertext` with `text` (OK) or without (Cancel).
  /// - `asktext` with `text` and the caret in `value`: the field was edited.
  ///
  /// - Parameter message: The page's message.
  /// - Returns: The input, or nil when the message lacks what its kind needs.
  static func questionInput(_ message: ClientMessage) -> ContentEvent.QuestionInput? {
    switch message.t {
    case "answer": message.on.map { .answer($0) }
    case "answertext": .answerText(message.text)
    case "asktext": message.text.map { .editText($0, caret: message.value) }
    default: nil
    }
  }

  /// A page's use of a menu, in the content's terms; the page draws the menu from the
  /// snapshot (``/SplitKitContent/ContentSnapshot/MenuContent``).
  ///
  /// - `menu` with the item's index in `row`, or none to close the menu.
  /// - `menuhighlight` with `row`: the pointer moved over an item.
  /// - `contextmenu` with `row`: a right click or long press on a list's row.
  ///
  /// - Parameter message: The page's message.
  /// - Returns: The input, or nil when the message lacks what its kind needs.
  static func menuInput(_ message: ClientMessage) -> ContentEvent.MenuInput? {
    switch message.t {
    case "menu": .choose(message.row)
    case "menuhighlight": message.row.map { .highlight($0) }
    case "contextmenu": message.row.map { .openForRow($0) }
    default: nil
    }
  }
}
