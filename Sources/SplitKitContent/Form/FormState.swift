/// Where the keyboard is in a form and the text being typed: one value per form, owned
/// by its ``FormController`` (``FormController/formState``), which both hosts draw and
/// send the user's events to.
///
/// The state knows each row's control and value (``rows``, refreshed by the controller
/// from the app's values with ``rowsChanged(_:)``) but never changes a value itself:
/// each event returns the ``Action``s the controller performs (writing a value through
/// its binding, pressing a button, opening a page), after which the controller refreshes
/// the rows.
///
/// - Focus is on one focusable row (``focus``): every row but a value without an action.
///   Headers and footers are never focused.
/// - While a text field has focus its text is a draft (``editing``) that the keys edit;
///   Return commits it (``Action/commitText(_:_:)``), and so does moving focus away;
///   Esc puts the committed text back.
///
/// ```swift
/// var state = FormState()
/// state.rowsChanged([FormState.Row(id: "Bluetooth", control: .toggle(isOn: false))])
/// state.activate()   // [.setToggle("Bluetooth", true)]
/// ```
public struct FormState: Hashable, Sendable {
  /// A row as the state sees it: its identifier and control.
  public struct Row: Hashable, Sendable {
    /// The row's identifier (``FormRow/id``).
    public var id: String
    /// Its control and value.
    public var control: Control

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - id: The row's identifier.
    ///   - control: Its control and value.
    public init(id: String, control: Control) {
      self.id = id
      self.control = control
    }
  }

  /// A row's control and its value, as the app last gave it.
  public enum Control: Hashable, Sendable {
    /// A switch.
    case toggle(isOn: Bool)
    /// A choice of `count` options, `selected` chosen.
    case choice(selected: Int, count: Int)
    /// A text field holding `text`.
    case textField(text: String)
    /// A stepper at `value`.
    case stepper(value: Int, range: ClosedRange<Int>, step: Int)
    /// A button.
    case button
    /// A row that opens a page.
    case disclosure
    /// A value that does nothing when activated: never focused.
    case label

    /// Whether focus stops at the row.
    public var isFocusable: Bool { self != .label }
  }

  /// What the controller does after an event.
  public enum Action: Hashable, Sendable {
    /// Set a switch.
    case setToggle(String, Bool)
    /// Choose an option by index.
    case choose(String, Int)
    /// Set a stepper's value.
    case setStepper(String, Int)
    /// Write a text field's text (Return, or focus leaving it).
    case commitText(String, String)
    /// Press a button.
    case press(String)
    /// Open a disclosure row's page.
    case open(String)
  }

  /// The rows, top to bottom, with their values.
  public private(set) var rows: [Row] = []
  /// The identifier of the row with keyboard focus; nil when the form has no focusable
  /// row.
  public private(set) var focus: String?
  /// The draft of the focused text field; nil unless a text field has focus.
  public private(set) var editing: TextEditing?

  /// Creates a state with no rows.
  public init() {}

  /// The focused row, if any.
  public var focusedRow: Row? { rows.first { $0.id == focus } }

  /// The app's rows or values changed: keeps focus on the same row when it is still
  /// there (else the first focusable row) and a draft being typed, unless the app changed
  /// that field's text to something else (a reset), which replaces the draft.
  ///
  /// - Parameter rows: Every row, top to bottom.
  public mutating func rowsChanged(_ rows: [Row]) {
    let old = focusedRow
    self.rows = rows
    if let old, let new = focusedRow, old.control != new.control,
      case .textField(let text) = new.control, editing?.text != text
    {
      editing = TextEditing(text: text)
    }
    let focusable = rows.filter(\.control.isFocusable)
    if focus == nil || !focusable.contains(where: { $0.id == focus }) {
      focus = focusable.first?.id
      editing = nil
    }
    startEditingIfNeeded()
  }

  /// Tab or Down: focus moves to the next focusable row, committing the draft it leaves.
  ///
  /// - Returns: The actions, and whether focus moved (false on the last row: the host may
  ///   move focus out of the form).
  @discardableResult
  public mutating func focusNext() -> (actions: [Action], moved: Bool) {
    move(by: 1)
  }

  /// Shift-Tab or Up: focus moves to the previous focusable row.
  ///
  /// - Returns: The actions, and whether focus moved (false on the first row).
  @discardableResult
  public mutating func focusPrevious() -> (actions: [Action], moved: Bool) {
    move(by: -1)
  }

  /// A click or a native widget's focus: focus moves to `id`, committing the draft it
  /// leaves.
  ///
  /// - Parameter id: The row.
  /// - Returns: The actions.
  @discardableResult
  public mutating func focus(row id: String) -> [Action] {
    guard id != focus, let row = rows.first(where: { $0.id == id }), row.control.isFocusable
    else { return [] }
    let actions = commitDraft()
    focus = id
    editing = nil
    startEditingIfNeeded()
    return actions
  }

  /// Space or Return on the focused row: a switch flips, a choice takes its next option
  /// (after the last, the first), a button is pressed, a page opens, a field commits.
  ///
  /// - Returns: The actions.
  @discardableResult
  public mutating func activate() -> [Action] {
    guard let row = focusedRow else { return [] }
    switch row.control {
    case .toggle(let isOn): return [.setToggle(row.id, !isOn)]
    case .choice(let selected, let count):
      guard count > 0 else { return [] }
      return [.choose(row.id, (selected + 1) % count)]
    case .textField: return commitDraft()
    case .stepper, .label: return []
    case .button: return [.press(row.id)]
    case .disclosure: return [.open(row.id)]
    }
  }

  /// Left (`-1`) or Right (`1`) on the focused row: a choice's previous or next option,
  /// a stepper a step down or up (both stop at their ends), a switch off or on.
  ///
  /// - Parameter direction: `-1` or `1`.
  /// - Returns: The actions; empty when nothing changes.
  @discardableResult
  public mutating func step(by direction: Int) -> [Action] {
    guard let row = focusedRow, direction != 0 else { return [] }
    let sign = direction > 0 ? 1 : -1
    switch row.control {
    case .toggle(let isOn):
      return isOn == (sign > 0) ? [] : [.setToggle(row.id, sign > 0)]
    case .choice(let selected, let count):
      let next = min(max(0, selected + sign), count - 1)
      return next == selected || count == 0 ? [] : [.choose(row.id, next)]
    case .stepper(let value, let range, let step):
      let next = min(max(range.lowerBound, value + sign * step), range.upperBound)
      return next == value ? [] : [.setStepper(row.id, next)]
    case .textField, .button, .disclosure, .label:
      return []
    }
  }

  /// A key typed into the focused text field.
  ///
  /// - Parameter command: The edit.
  /// - Returns: Whether a field has focus and the draft or its caret changed.
  @discardableResult
  public mutating func edit(_ command: TextEditing.Command) -> Bool {
    guard editing != nil else { return false }
    return editing?.perform(command) ?? false
  }

  /// A click in a text field: focus moves to it and its caret before character
  /// `offset`.
  ///
  /// - Parameters:
  ///   - offset: The characters before the caret.
  ///   - id: The field's row.
  /// - Returns: The actions of the focus move (committing another field's draft).
  @discardableResult
  public mutating func placeCaret(at offset: Int, row id: String) -> [Action] {
    let actions = focus(row: id)
    if focus == id { editing?.moveCaret(to: offset) }
    return actions
  }

  /// A native field's text changed: the draft becomes `text`.
  ///
  /// GTK's entry edits its own text; the draft's caret is put at its end. Focus moves to
  /// the field first.
  ///
  /// - Parameters:
  ///   - text: The field's text.
  ///   - id: The field's row.
  /// - Returns: The actions of the focus move (committing another field's draft).
  @discardableResult
  public mutating func replaceDraft(_ text: String, row id: String) -> [Action] {
    let actions = focus(row: id)
    guard focus == id, editing != nil, editing?.text != text else { return actions }
    editing = TextEditing(text: text)
    return actions
  }

  /// The focused field's draft is committed where it stands (focus stays): what a bar
  /// button that acts on the form's values (Send, Save) needs first.
  ///
  /// - Returns: The actions; empty when there is no changed draft.
  public func commitEditing() -> [Action] { commitDraft() }

  /// Esc in a text field: the draft goes back to the committed text.
  ///
  /// - Returns: Whether there was a changed draft to put back (else the host may use Esc).
  @discardableResult
  public mutating func cancelEditing() -> Bool {
    guard let row = focusedRow, case .textField(let text) = row.control,
      let editing, editing.text != text
    else { return false }
    self.editing = TextEditing(text: text)
    return true
  }

  private mutating func move(by offset: Int) -> (actions: [Action], moved: Bool) {
    let focusable = rows.filter(\.control.isFocusable)
    guard let current = focusable.firstIndex(where: { $0.id == focus }) else {
      return ([], false)
    }
    let next = current + offset
    guard focusable.indices.contains(next) else { return ([], false) }
    return (focus(row: focusable[next].id), true)
  }

  /// The commit of the focused field's draft when it differs from its text.
  private func commitDraft() -> [Action] {
    guard let row = focusedRow, case .textField(let text) = row.control, let editing,
      editing.text != text
    else { return [] }
    return [.commitText(row.id, editing.text)]
  }

  private mutating func startEditingIfNeeded() {
    guard let row = focusedRow, case .textField(let text) = row.control else {
      editing = nil
      return
    }
    if editing == nil { editing = TextEditing(text: text) }
  }
}
