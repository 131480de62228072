public import SplitKit
public import SplitKitHostCore

/// A view controller whose content is host-neutral: each host renders it natively (the
/// terminal in cells, GTK with widgets), so an app written on it runs in both.
///
/// Subclasses are ``ListController`` and ``DocumentController``. What they share is here:
/// the key commands help lists, the keys themselves (``handle(key:)``), bar buttons, a
/// status line, and the features the app adds on top: a message in the status line
/// (``showMessage(_:)``), a yes/no question (``ask(_:completion:)``), answered with
/// `y` or `n` (Esc is no), and a question answered with a line of text
/// (``askText(_:text:completion:)``), typed in the status line, in either host.
///
/// ```swift
/// list.ask("Delete 3 messages?") { yes in if yes { delete() } }
/// document.askText("Save as", text: "~/Downloads/menu.txt") { path in … }
/// ```
@MainActor
open class ContentViewController: ViewController {
  /// Which kind of content this is, for ``accept(_:)``: none of SplitKitContent's own
  /// here; each kind's class says it is that kind.
  var kind: ContentKind { .other }

  /// The host's renderer of this controller, told of every change; set by the host when
  /// it first shows the controller, and kept here (it refers back without retaining).
  public var renderer: (any ContentRendering)?
  /// A message shown in the status line until the next key (``showMessage(_:)``).
  public private(set) var message: String?
  /// The yes/no question waiting for an answer, if any (``ask(_:completion:)``).
  public private(set) var question: String?
  private var answer: (@MainActor (Bool) -> Void)?
  /// The menu shown over the content, if any (``showMenu(_:title:)``).
  public private(set) var menu: ContentMenu?
  /// The question waiting for a line of text, if any (``askText(_:text:completion:)``).
  public private(set) var textQuestion: TextQuestion?
  private var textAnswer: (@MainActor (String?) -> Void)?

  /// A question answered with a line of text: its prompt and the answer being typed, with
  /// its caret.
  public struct TextQuestion: Hashable, Sendable {
    /// What is asked, such as `Save as`.
    public var prompt: String
    /// The answer as typed so far (it starts as the suggestion) and where the caret is.
    public var editing: TextEditing
    /// The answer as typed so far.
    public var text: String { editing.text }
  }

  /// Creates a content controller.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier state restoration uses.
  public override init(title: String? = nil, restorationIdentifier: String? = nil) {
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// The keys this controller handles, as help lists them.
  open var keyCommands: [KeyCommand] { [] }

  /// The buttons at the trailing end of the navigation bar.
  open var barButtons: [BarButton] { [] }

  /// The status line candidates, longest first.
  ///
  /// A host shows the first that fits its width (GTK, with room, the first). Empty shows
  /// no status line.
  ///
  /// A message (``showMessage(_:)``) or a question (``ask(_:completion:)``) replaces what
  /// the subclass returns from ``statusLines``.
  open var statusLines: [StatusContent] { [] }

  /// What the status line shows now: the question, the message, or ``statusLines``; a
  /// question offers narrower forms after its widest (without the key hints; a text
  /// question's end, where the typing is, rather than its start).
  open var currentStatusLines: [StatusContent] {
    if let textQuestion {
      // Narrower, the hints go first, then the text away from the caret: where the
      // typing is stays in view.
      let prompt = textQuestion.prompt + ": "
      let before = textQuestion.editing.textBeforeCaret
      let after = textQuestion.text[before.endIndex...]
      let line = prompt + before + "▏" + after
      var lines = [
        StatusContent(line, trailing: "Enter ok  Ctrl-U clear  Esc cancel"),
        StatusContent(line, trailing: "Enter ok  Esc cancel"),
        StatusContent(line),
      ]
      for kept in [96, 64, 48, 32, 24, 16, 8] where before.count + after.count > kept {
        let shownAfter = after.count > kept / 4 ? after.prefix(kept / 4) + "…" : after
        let shownBefore =
          before.count > kept - kept / 4 ? "…" + before.suffix(kept - kept / 4) : before
        lines.append(StatusContent(prompt + shownBefore + "▏" + shownAfter))
      }
      return lines
    }
    if let question {
      return [
        StatusContent(question + " (y/n)", trailing: "y yes  n no"),
        StatusContent(question + " (y/n)"),
      ]
    }
    if let message {
      let trailing = statusLines.first?.trailing ?? []
      return [StatusContent(leading: [TextRun(message)], trailing: trailing)]
    }
    return statusLines
  }

  /// Handles a key before the host does (after the question's `y`/`n`).
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  open func handle(key: KeyEvent) -> Bool { false }

  /// Handles a command the host's key bindings produced (the arrows, Enter, Esc…) before
  /// the host's renderer does its own (moving a list's selection, scrolling a document).
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  open func perform(_ command: HostCommand) -> Bool { false }

  /// Handles pasted text.
  ///
  /// - Parameter text: The text.
  /// - Returns: Whether it was handled.
  open func handle(paste text: String) -> Bool { false }

  /// Shows `text` in the status line until the next key.
  ///
  /// - Parameter text: The message; nil clears it.
  public func showMessage(_ text: String?) {
    message = text
    setNeedsDisplay()
  }

  /// Shows a menu of `items` over the content, such as a row's context menu.
  ///
  /// The user chooses one (it runs once the menu has closed) or closes it. Keys go to the menu while it
  /// shows (``ContentMenu/handle(key:)``). A new menu replaces the one showing.
  ///
  /// - Parameters:
  ///   - items: The items; a menu button's items are flattened in. None shows nothing.
  ///   - title: What the menu is about, such as the row's title.
  public func showMenu(_ items: [BarButton], title: String? = nil) {
    let shown = ContentMenu(title: title, items: items)
    menu = shown.items.isEmpty ? nil : shown
    setNeedsDisplay()
  }

  /// Chooses the menu's item at `index` (a click on it), or closes the menu with nil.
  ///
  /// - Parameter index: The item, or nil to close without a choice.
  public func chooseMenuItem(at index: Int?) {
    guard let shown = menu else { return }
    menu = nil
    setNeedsDisplay()
    if let index, shown.items.indices.contains(index) { shown.items[index].action() }
  }

  /// Highlights the menu's item at `index` (the pointer moved over it).
  ///
  /// - Parameter index: The item.
  public func highlightMenuItem(at index: Int) {
    guard menu?.highlight(index) == .highlighted else { return }
    setNeedsDisplay()
  }

  /// Asks a yes/no question in the status line.
  ///
  /// `y` answers yes, `n` or Esc no, and other keys wait; a host that draws questions as
  /// dialogs gives its buttons to ``answerQuestion(_:)``. A second question replaces the
  /// first, which is answered no.
  ///
  /// - Parameters:
  ///   - question: The question, without `(y/n)`.
  ///   - completion: Called once with the answer.
  public func ask(_ question: String, completion: @escaping @MainActor (Bool) -> Void) {
    let answerReplaced = forgetQuestions()
    (self.question, answer) = (question, completion)
    answerReplaced()
    setNeedsDisplay()
  }

  /// Forgets the questions being asked and returns what answers them, no and nil, once
  /// the new question is in place.
  private func forgetQuestions() -> @MainActor () -> Void {
    let (yesNo, text) = (answer, textAnswer)
    (question, answer, textQuestion, textAnswer) = (nil, nil, nil, nil)
    return {
      yesNo?(false)
      text?(nil)
    }
  }

  /// Asks for a line of text in the status line, starting from `text`.
  ///
  /// The answer is edited as a form's text field is (``TextEditing``: typed and pasted
  /// text at the caret, the arrows, Home/End, word moves, Backspace, Ctrl-W, Ctrl-U), Enter
  /// answers with the text and Esc with nil; other keys wait. A host that draws questions
  /// as dialogs (GTK, the browser) gives its field's edits to
  /// ``userEditedTextQuestion(_:caret:)`` and its buttons to ``answerTextQuestion(_:)``.
  /// A second question (of either kind) replaces the first, which is answered nil.
  ///
  /// - Parameters:
  ///   - prompt: What is asked, without a colon: `Save as`.
  ///   - text: The suggested answer, which the user edits.
  ///   - completion: Called once with the text, or nil when cancelled.
  public func askText(
    _ prompt: String, text: String = "", completion: @escaping @MainActor (String?) -> Void
  ) {
    let answerReplaced = forgetQuestions()
    (textQuestion, textAnswer) = (
      TextQuestion(prompt: prompt, editing: TextEditing(text: text)), completion
    )
    answerReplaced()
    setNeedsDisplay()
  }

  /// Answers the yes/no question being asked, as `y` or `n` does.
  ///
  /// A host's dialog buttons call it. Nothing happens when no yes/no question is asked.
  ///
  /// - Parameter yes: The answer.
  public func answerQuestion(_ yes: Bool) {
    guard let answer, question != nil else { return }
    (question, self.answer) = (nil, nil)
    answer(yes)
    setNeedsDisplay()
  }

  /// Answers the text question being asked, as Enter (with its text) or Esc (nil) does.
  ///
  /// A host's dialog buttons call it. Nothing happens when no text question is asked.
  ///
  /// - Parameter text: The answer, or nil to cancel.
  public func answerTextQuestion(_ text: String?) {
    guard let textAnswer, textQuestion != nil else { return }
    (textQuestion, self.textAnswer) = (nil, nil)
    textAnswer(text)
    setNeedsDisplay()
  }

  /// The text question's answer after the user edited it in a host's own field (a GTK
  /// entry, a web page's input): the question keeps it, so the host holds no copy.
  ///
  /// - Parameters:
  ///   - text: The field's text; line breaks are removed.
  ///   - caret: The caret, in characters; nil puts it at the end.
  public func userEditedTextQuestion(_ text: String, caret: Int? = nil) {
    guard textQuestion != nil else { return }
    let editing = TextEditing(text: text, caret: caret)
    guard editing != textQuestion?.editing else { return }
    textQuestion?.editing = editing
    setNeedsDisplay()
  }

  /// Edits the text question's answer as a key in the status line does (a host's field
  /// gives it the keys it does not edit itself, such as Ctrl-U in a GTK entry).
  ///
  /// - Parameter command: The edit.
  public func editTextQuestion(_ command: TextEditing.Command) {
    guard var typed = textQuestion, typed.editing.perform(command) else { return }
    textQuestion = typed
    setNeedsDisplay()
  }

  /// Types `key` into the text question.
  ///
  /// True when it was handled: every key is, while one is asked. The keys edit as in a form's text field (the arrows, Home/End, word
  /// moves, Ctrl-U…); Enter answers with the text and Esc with nil.
  private func typeInTextQuestion(_ key: KeyEvent) -> Bool {
    guard let typed = textQuestion, textAnswer != nil else { return false }
    switch (key.key, key.modifiers.subtracting(.shift)) {
    case (.enter, []): answerTextQuestion(typed.text)
    case (.escape, _): answerTextQuestion(nil)
    default:
      if let command = TextEditing.command(for: key) { editTextQuestion(command) }
    }
    return true
  }

  /// The entry point hosts call for pasted text: it goes into a text question being
  /// asked (without line breaks), else to ``handle(paste:)``.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  public func receive(paste text: String) -> Bool {
    guard textQuestion != nil else { return handle(paste: text) }
    textQuestion?.editing.insert(text)
    setNeedsDisplay()
    return true
  }

  /// The entry point hosts call for a key: types in or answers a question, clears the
  /// message, then ``handle(key:)``.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public func receive(key: KeyEvent) -> Bool {
    if var shown = menu {
      switch shown.handle(key: key) {
      case .none: break
      case .highlighted:
        menu = shown
        setNeedsDisplay()
      case .choose(let index): chooseMenuItem(at: index)
      case .dismiss: chooseMenuItem(at: nil)
      }
      return true
    }
    if typeInTextQuestion(key) { return true }
    if question != nil {
      switch key.key {
      case .character("y"), .character("Y"): answerQuestion(true)
      case .character("n"), .character("N"), .escape: answerQuestion(false)
      default: break
      }
      return true
    }
    if message != nil {
      message = nil
      setNeedsDisplay()
    }
    return intercept(key: key) || handle(key: key) || handleUnclaimed(key: key)
  }

  /// Handles what a content type does with a key the app left (a document's Space).
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  func handleUnclaimed(key: KeyEvent) -> Bool { false }

  /// Handles what a content type does with keys before the app (a list's filter field
  /// being typed in, a choice's Esc).
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  func intercept(key: KeyEvent) -> Bool { false }

  /// Tells the renderer that anything may have changed.
  public func setNeedsDisplay() {
    renderer?.contentDidChange(.all)
  }
}
