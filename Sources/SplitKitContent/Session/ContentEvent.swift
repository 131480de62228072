public import SplitKit
public import SplitKitHostCore

/// One piece of input a host reports to a ``ContentSession``, in the content's terms.
///
/// A host turns what it receives (a terminal's bytes, a GDK event, a page's JSON message)
/// into these and hands them to ``ContentSession/receive(_:at:)``; the session does the
/// rest. Positions and sizes are in engine points. Values from outside are not trusted:
/// the session clamps sizes, scroll amounts and text, and ignores a row or a column that
/// is not there.
///
/// ```swift
/// session.receive(.resize(Size(width: 1440, height: 900)), at: now)
/// session.receive(.key(KeyEvent(.character("j"))), at: now)
/// session.receive(.rowActivated(column: .primary, row: 3), at: now)
/// ```
public enum ContentEvent: Hashable, Sendable {
  /// The host's area changed size.
  case resize(Size)
  /// A key was pressed.
  case key(KeyEvent)
  /// Text was pasted.
  case paste(String)
  /// The primary button or a finger went down.
  case pointerDown(Point)
  /// The pointer or finger moved (it matters only while down).
  case pointerMove(Point)
  /// The primary button or the finger came up.
  case pointerUp(Point)
  /// The press was cancelled (a touch cancelled, a grab broken).
  case pointerCancel
  /// A list row was clicked, or opened the way a key opens it (`byKeyboard`: a host's own
  /// list widget activated it, as GTK's list view's `activate` signal does): it is
  /// selected and opened (``ListController/didOpenRow(at:byKeyboard:)`` hears which).
  case rowActivated(column: SplitViewController.Column, row: Int, byKeyboard: Bool = false)
  /// A bar button was pressed, by its ``ContentSnapshot/Button/id``.
  case barButton(column: SplitViewController.Column, id: String)
  /// A bar's back button was pressed.
  case back(column: SplitViewController.Column)
  /// The display-mode button was pressed.
  case displayModeButton
  /// The inspector button was pressed.
  case inspectorButton
  /// A list's filter field changed: typing in it began (`editing` true), its text is now
  /// `text`, typing ended (`editing` false); any of them in one event.
  case filter(column: SplitViewController.Column, text: String?, editing: Bool?)
  /// The wheel turned over a list, a document or a text editor the session scrolls (a
  /// host that scrolls a document itself reports ``documentScroll(column:offset:isAtEnd:)``
  /// instead), or a drag past an editor's edge scrolled it: by `rows` (negative: up),
  /// rows of a list, lines of a document, display rows of an editor.
  case wheel(column: SplitViewController.Column, rows: Int)
  /// A document the host scrolls itself was scrolled to `offset`, by the person or where
  /// the host's layout clamped the offset it drew; `isAtEnd` says whether its end shows.
  ///
  /// A host counts the offset from the end (``DocumentState/Offset/fromEnd(_:)``) while the
  /// document's own does (after End), so the view stays at the end as the host lays more
  /// text out (GTK); else from the top (``documentScroll(column:top:isAtEnd:)``).
  case documentScroll(
    column: SplitViewController.Column, offset: DocumentState.Offset, isAtEnd: Bool)
  /// The person answered or edited the question the column's content asks
  /// (``ContentSnapshot/QuestionContent``), in the host's own dialog.
  case question(column: SplitViewController.Column, QuestionInput)
  /// The person used the menu the column's content shows, or asked for a list row's menu.
  case menu(column: SplitViewController.Column, MenuInput)
  /// The person used a form's row (``FormRow/id``) through the host's own control.
  case form(column: SplitViewController.Column, row: FormRow.ID, FormInput)
  /// The person edited the text of a ``TextEditorController`` in the host's own text
  /// widget (GTK's text view, a page's text area), or pressed or dragged in the text a
  /// host draws itself (the terminal's cells).
  case editor(column: SplitViewController.Column, EditorInput)

  /// A document the host scrolls itself was scrolled to `top` from its start:
  /// ``documentScroll(column:offset:isAtEnd:)`` with an offset from the top, what a host
  /// that counts only from the top (the browser's page) reports.
  ///
  /// - Parameters:
  ///   - column: The document's column.
  ///   - top: How far below the document's top the view is.
  ///   - isAtEnd: Whether the document's end shows.
  /// - Returns: The event.
  public static func documentScroll(
    column: SplitViewController.Column, top: Int, isAtEnd: Bool
  ) -> ContentEvent {
    .documentScroll(column: column, offset: .fromTop(top), isAtEnd: isAtEnd)
  }

  /// What a host's own text widget did to the text it shows, or what the pointer did in
  /// the text a host draws.
  public enum EditorInput: Hashable, Sendable {
    /// The text from `from` to `to` was replaced with `text` (an insertion when they are
    /// the same place, a deletion when `text` is empty).
    case replaced(from: TextLocation, to: TextLocation, with: String)
    /// The caret (and the selection's other end, if any) moved.
    case selected(caret: TextEditorState.Position, anchor: TextEditorState.Position?)
    /// The pointer went down at `at` (a host finds it with
    /// ``TextEditorState/position(atViewRow:x:)``): the caret goes there, the selection
    /// extended to it when `extending` (Shift held).
    case pressed(at: TextEditorState.Position, extending: Bool)
    /// The pointer, still down, dragged to `to`: the selection runs from the press to it.
    case dragged(to: TextEditorState.Position)
  }

  /// A place in a text as a native widget counts it: a line, and the Unicode scalars
  /// before the place in that line.
  public struct TextLocation: Hashable, Sendable {
    /// The line, from 0.
    public var line: Int
    /// The Unicode scalars before the place in its line.
    public var scalar: Int

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - line: The line, from 0.
    ///   - scalar: The scalars before it in the line.
    public init(line: Int, scalar: Int) {
      self.line = line
      self.scalar = scalar
    }
  }

  /// What was done to a question (``ContentViewController/question``,
  /// ``ContentViewController/textQuestion``).
  public enum QuestionInput: Hashable, Sendable {
    /// A yes/no question's Yes (true) or No (false).
    case answer(Bool)
    /// A text question's OK, with the field's text, or its Cancel (nil).
    case answerText(String?)
    /// A text question's field now holds `text`, the caret at `caret` characters when the
    /// host knows it.
    case editText(String, caret: Int?)
  }

  /// What was done to a menu (``ContentViewController/menu``).
  public enum MenuInput: Hashable, Sendable {
    /// An item was chosen, by its index; nil closes the menu.
    case choose(Int?)
    /// The pointer moved over an item.
    case highlight(Int)
    /// A right click or a long press on a list's row asked for its menu.
    case openForRow(Int)
    /// A bar button with a menu was pressed, by its place among the controller's
    /// ``ContentViewController/barButtons``, in a host that shows a bar's menu as the
    /// content's menu (``ContentViewController/showMenu(_:title:)``: the terminal).
    case openForBarButton(Int)
  }

  /// What was done to a form's row through a native control.
  public enum FormInput: Hashable, Sendable {
    /// The row's control took the focus.
    case focus
    /// The row was activated: a button pressed, a choice opened, a field's Return.
    case activate
    /// A switch was set on or off.
    case toggle(Bool)
    /// A choice's option was picked, by its index.
    case choose(Int)
    /// A stepper or a slider was set to a value.
    case step(Int)
    /// A choice's or a stepper's `‹` (`forward` false) or `›` was clicked: it steps once
    /// that way, focused first.
    case stepOnce(forward: Bool)
    /// A text field was clicked: it takes the focus, its caret before character `at`.
    case placeCaret(at: Int)
    /// A field's text changed; `done` when editing ended (its Return or leaving it).
    case text(String, done: Bool)
  }
}
