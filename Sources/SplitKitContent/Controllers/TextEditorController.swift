public import SplitKitHostCore

/// An editable multi-line text, host-neutral: the terminal draws it in cells with its own
/// cursor at the caret; GTK shows it in an editable `GtkTextView`.
///
/// The text, the caret, the selection, the undo history and the part in view are
/// ``editorState``, the one copy: the terminal draws it each frame and sends it keys and
/// clicks; GTK's text view edits its buffer and reports each edit and caret move here,
/// and when the text changes here (Undo, or the app setting ``text``) GTK's buffer is
/// changed only in the lines that differ.
///
/// Keys, in either host: the arrows (by display row up and down), Home, End, Page Up,
/// Page Down, Ctrl-Home, Ctrl-End, Ctrl-Left and Ctrl-Right (Alt-b, Alt-f) move the caret,
/// with Shift extending the selection; Return breaks the line; Backspace, Delete and
/// Ctrl-W delete; Ctrl-A selects everything; Ctrl-Z undoes and Ctrl-Y (Ctrl-Shift-Z)
/// redoes; a paste (a terminal's bracketed paste) goes in as one step. A click places the
/// caret and a drag selects.
///
/// Override ``textDidChange()`` (or set ``onTextChange``) to hear each edit, to save the
/// text or show it elsewhere.
///
/// ```swift
/// let editor = TextEditorController(title: "Note", text: "Milk\nEggs")
/// editor.onTextChange = { editor in note.body = editor.text }
/// split.setViewController(editor, for: .secondary)
/// ```
@MainActor
open class TextEditorController: ContentViewController {
  /// A editor, for ``ContentViewController/accept(_:)``.
  override var kind: ContentKind { .editor(self) }

  /// The text, caret, selection, undo history and view: the one copy both hosts draw from
  /// and send the user's events to.
  public private(set) var editorState: TextEditorState
  /// Called after every change of the text, whoever made it (not when the app sets
  /// ``text``).
  public var onTextChange: (@MainActor (TextEditorController) -> Void)?

  /// Creates an editor.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier state restoration uses.
  ///   - text: The text to edit.
  public init(title: String? = nil, restorationIdentifier: String? = nil, text: String = "") {
    editorState = TextEditorState(text: text)
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// The whole text; setting it shows the new text from its start and forgets the undo
  /// history.
  ///
  /// - Complexity: O(n) in the text's length, both ways.
  public var text: String {
    get { editorState.text }
    set {
      let action = editorState.textReplaced(newValue)
      show(action, reportsChange: false)
    }
  }

  /// Called after every change of the text the user made; does nothing unless
  /// overridden.
  open func textDidChange() {}

  /// The keys of an editor, for help.
  public override var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "← → ↑ ↓", description: "Move the caret (Shift selects)"),
      KeyCommand(keys: "Ctrl-← Ctrl-→", description: "By words"),
      KeyCommand(keys: "Home End", description: "Start or end of the line"),
      KeyCommand(keys: "Ctrl-A", description: "Select all"),
      KeyCommand(keys: "Ctrl-Z Ctrl-Y", description: "Undo, redo"),
    ]
  }

  // MARK: What hosts report

  /// The host measures characters with `measure` (the terminal's display width).
  ///
  /// - Parameter measure: The cells a character takes.
  public func hostMeasures(with measure: @escaping @Sendable (Character) -> Int) {
    editorState.measureChanged(to: measure)
  }

  /// The host laid the editor out: `width` cells wide (0 when the host wraps itself),
  /// `height` display rows.
  ///
  /// - Parameters:
  ///   - width: The width lines wrap at.
  ///   - height: The rows in view.
  public func hostLaidOut(width: Int, height: Int) {
    _ = editorState.laidOut(width: width, height: height)
  }

  /// An editing event from the keys, a menu or a button.
  ///
  /// - Parameter command: The event.
  public func userEdited(_ command: TextEditorState.Command) {
    show(editorState.perform(command))
  }

  /// A press of the pointer at a place in the text (a host turns its point into one with
  /// ``TextEditorState/position(atViewRow:x:)``).
  ///
  /// - Parameters:
  ///   - position: Where.
  ///   - extending: Whether Shift extends the selection.
  public func userPressed(at position: TextEditorState.Position, extending: Bool = false) {
    show(editorState.pointerPressed(at: position, extending: extending))
  }

  /// The pointer dragged after a press.
  ///
  /// - Parameter position: Where it is now.
  public func userDragged(to position: TextEditorState.Position) {
    show(editorState.pointerDragged(to: position))
  }

  /// The wheel: `rows` display rows (negative is up).
  ///
  /// - Parameter rows: How far.
  public func userScrolled(rows: Int) {
    show(editorState.scrolled(by: rows))
  }

  /// A native text widget changed its copy of the text (GTK's buffer).
  ///
  /// Positions count scalars in their line. See ``TextEditorState/nativeReplaced(from:to:with:)``.
  ///
  /// - Parameters:
  ///   - start: Where the replaced text started.
  ///   - end: Where it ended.
  ///   - text: What replaced it.
  public func userReplaced(
    from start: (line: Int, scalar: Int), to end: (line: Int, scalar: Int), with text: String
  ) {
    show(editorState.nativeReplaced(from: start, to: end, with: text))
  }

  /// A native text widget moved its caret or selection.
  ///
  /// - Parameters:
  ///   - caret: The caret.
  ///   - anchor: The other end of the selection, if any.
  public func userSelected(caret: TextEditorState.Position, anchor: TextEditorState.Position?) {
    show(editorState.nativeSelected(caret: caret, anchor: anchor))
  }

  /// Tells the renderer what an event changed, and the app when the text changed.
  private func show(_ action: TextEditorState.Action, reportsChange: Bool = true) {
    switch action {
    case .none: return
    case .moved: renderer?.contentDidChange(.caret)
    case .edited(let change):
      renderer?.contentDidChange(.textEdited(change))
      if reportsChange {
        textDidChange()
        onTextChange?(self)
      }
    }
  }

  // MARK: Keys

  /// Pasted text goes in at the caret, as one undo step.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: True.
  open override func handle(paste text: String) -> Bool {
    userEdited(.paste(text))
    return true
  }

  /// The editor's keys, before the app's ``handle(key:)``.
  override func intercept(key: KeyEvent) -> Bool {
    guard let command = Self.command(for: key) else { return false }
    userEdited(command)
    return true
  }

  /// The editing event a key is, or nil for a key the editor leaves (Tab, Esc, function
  /// keys, other Ctrl keys).
  ///
  /// - Parameter key: The key.
  /// - Returns: The event.
  public static func command(for key: KeyEvent) -> TextEditorState.Command? {
    let shift = key.modifiers.contains(.shift)
    let modifiers = key.modifiers.subtracting(.shift)
    func move(_ movement: TextEditorState.Movement) -> TextEditorState.Command {
      .move(movement, extending: shift)
    }
    switch (key.key, modifiers) {
    case (.character("z"), .control), (.character("Z"), .control):
      return shift ? .redo : .undo
    case (.character("y"), .control): return .redo
    case (.character("a"), .control): return .selectAll
    case (.character("w"), .control), (.backspace, .alt), (.backspace, .control):
      return .deleteWordBackward
    case (.character("b"), .alt): return move(.wordLeft)
    case (.character("f"), .alt): return move(.wordRight)
    case (.character(let character), []): return .type(String(character))
    case (.enter, []): return .type("\n")
    case (.backspace, []): return .deleteBackward
    case (.delete, []), (.character("d"), .control): return .deleteForward
    case (.left, []): return move(.left)
    case (.right, []): return move(.right)
    case (.up, []): return move(.up)
    case (.down, []): return move(.down)
    case (.left, .control), (.left, .alt): return move(.wordLeft)
    case (.right, .control), (.right, .alt): return move(.wordRight)
    case (.home, []): return move(.lineStart)
    case (.end, []): return move(.lineEnd)
    case (.home, .control): return move(.documentStart)
    case (.end, .control): return move(.documentEnd)
    case (.pageUp, []): return move(.pageUp)
    case (.pageDown, []): return move(.pageDown)
    default: return nil
    }
  }
}
