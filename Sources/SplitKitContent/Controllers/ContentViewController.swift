public import SplitKit
public import SplitKitHostCore

/// A view controller whose content is host-neutral: each host renders it natively (the
/// terminal in cells, GTK with widgets), so an app written on it runs in both.
///
/// Subclasses are ``ListController`` and ``DocumentController``. What they share is here:
/// the key commands help lists, the keys themselves (``handle(key:)``), bar buttons, a
/// status line, and the features the app adds on top: a message in the status line
/// (``showMessage(_:)``) and a yes/no question (``ask(_:completion:)``), answered with
/// `y` or `n` (Esc is no) in either host.
///
/// ```swift
/// list.ask("Delete 3 messages?") { yes in if yes { delete() } }
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

  /// What the status line shows now: the question, the message, or ``statusLines``.
  open var currentStatusLines: [StatusContent] {
    if let question { return [StatusContent(question + " (y/n)", trailing: "y yes  n no")] }
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
    let previous = answer
    self.question = question
    answer = completion
    previous?(false)
    setNeedsDisplay()
  }

  /// The entry point hosts call for a key: answers a question, clears the message, then
  /// ``handle(key:)``.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public func receive(key: KeyEvent) -> Bool {
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
    return intercept(key: key) || handle(key: key)
  }

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
