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
  /// The host's renderer of this controller, told of every change; set by the host when
  /// it first shows the controller, and kept here (it refers back without retaining).
  public var renderer: (any ContentRendering)?
  /// A message shown in the status line until the next key (``showMessage(_:)``).
  public private(set) var message: String?
  /// The yes/no question waiting for an answer, if any (``ask(_:completion:)``).
  public private(set) var question: String?
  private var answer: (@MainActor (Bool) -> Void)?
  /// The question waiting for a line of text, if any (``askText(_:text:completion:)``).
  public private(set) var textQuestion: TextQuestion?
  private var textAnswer: (@MainActor (String?) -> Void)?

  /// A question answered with a line of text: its prompt and the text typed so far.
  public struct TextQuestion: Hashable, Sendable {
    /// What is asked, such as `Save as`.
    public var prompt: String
    /// The answer as typed so far (it starts as the suggestion).
    public var text: String
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
      // Narrower, the hints go first, then the start of the text: its end, where the
      // typing is, stays in view.
      let prompt = textQuestion.prompt + ": "
      let text = textQuestion.text
      var lines = [
        StatusContent(prompt + text + "▏", trailing: "Enter ok  Ctrl-U clear  Esc cancel"),
        StatusContent(prompt + text + "▏", trailing: "Enter ok  Esc cancel"),
        StatusContent(prompt + text + "▏"),
      ]
      for kept in [96, 64, 48, 32, 24, 16, 8] where text.count > kept {
        lines.append(StatusContent(prompt + "…" + text.suffix(kept) + "▏"))
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

  /// Asks a yes/no question in the status line.
  ///
  /// `y` answers yes, `n` or Esc no, and other keys wait. A second question replaces the
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
  /// Typed characters and pasted text are added, Backspace removes the last character,
  /// Ctrl-U clears the line, Enter answers with the text and Esc with nil; other keys
  /// wait. A second question (of either kind) replaces the first, which is answered nil.
  ///
  /// - Parameters:
  ///   - prompt: What is asked, without a colon: `Save as`.
  ///   - text: The suggested answer, which the user edits.
  ///   - completion: Called once with the text, or nil when cancelled.
  public func askText(
    _ prompt: String, text: String = "", completion: @escaping @MainActor (String?) -> Void
  ) {
    let answerReplaced = forgetQuestions()
    (textQuestion, textAnswer) = (TextQuestion(prompt: prompt, text: text), completion)
    answerReplaced()
    setNeedsDisplay()
  }

  /// Types `key` into the text question: true when it was handled (every key is, while
  /// one is asked).
  private func typeInTextQuestion(_ key: KeyEvent) -> Bool {
    guard var typed = textQuestion, let textAnswer else { return false }
    let plain = key.modifiers.subtracting(.shift).isEmpty
    switch key.key {
    case .enter, .escape:
      (textQuestion, self.textAnswer) = (nil, nil)
      textAnswer(key.key == .enter ? typed.text : nil)
      setNeedsDisplay()
      return true
    case .backspace: typed.text = String(typed.text.dropLast())
    case .character("u") where key.modifiers == .control: typed.text = ""
    case .character(let character) where plain: typed.text.append(character)
    default: return true
    }
    textQuestion = typed
    setNeedsDisplay()
    return true
  }

  /// The entry point hosts call for pasted text: it goes into a text question being
  /// asked (without line breaks), else to ``handle(paste:)``.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  public func receive(paste text: String) -> Bool {
    guard textQuestion != nil else { return handle(paste: text) }
    textQuestion?.text += text.filter { !$0.isNewline }
    setNeedsDisplay()
    return true
  }

  /// The entry point hosts call for a key: types in or answers a question, clears the
  /// message, then ``handle(key:)``.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public func receive(key: KeyEvent) -> Bool {
    if typeInTextQuestion(key) { return true }
    if let answer, question != nil {
      let yes: Bool
      switch key.key {
      case .character("y"), .character("Y"): yes = true
      case .character("n"), .character("N"), .escape: yes = false
      default: return true
      }
      self.answer = nil
      question = nil
      answer(yes)
      setNeedsDisplay()
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
