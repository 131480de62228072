import SplitKitHostCore

/// A form of switches, choices, text fields, steppers, buttons and rows that open a page.
///
/// Each row is bound to the app's values both ways. The form is host-neutral: GTK shows
/// its own widgets; the terminal draws cells with a focus the keys and the mouse move.
///
/// Subclass it and build the form in ``makeForm()`` from ``FormRow``s bound to your values
/// (``FormBinding``). A row writes the user's changes through its binding at once (a text
/// field on Return or when focus leaves it); when the app changes a value itself, it
/// calls ``valuesDidChange()`` and every host shows the new value; when rows come or go,
/// ``formDidChange()``.
///
/// Keys, in either host: Tab and Down move to the next row, Shift-Tab and Up to the
/// previous; Space and Return flip a switch, take a choice's next option, press a button
/// or open a page; Left and Right change a choice or a stepper (`-` and `+` too) and set
/// a switch off or on. In a text field the keys type: Left, Right, Home, End, Ctrl-Left,
/// Ctrl-Right (Alt-b, Alt-f) move the caret, Backspace, Delete, Ctrl-W and Ctrl-U delete,
/// Return commits and Esc puts the text back. A click focuses a row and flips a switch,
/// presses a button or opens a page.
///
/// ```swift
/// final class Settings { var bluetooth = true; var volume = 5 }
///
/// final class General: FormController {
///   let settings = Settings()
///   override func makeForm() -> Form {
///     Form(sections: [
///       FormSection("Connections", rows: [.toggle("Bluetooth", isOn: .to(settings, \.bluetooth))]),
///       FormSection("Sound", rows: [
///         .stepper("Volume", value: .to(settings, \.volume), range: 0...10)
///       ]),
///     ])
///   }
/// }
/// ```
@MainActor
open class FormController: ContentViewController {
  /// A form, for ``ContentViewController/accept(_:)``.
  override var kind: ContentKind { .form(self) }

  /// Focus and the text being typed: the one copy both hosts draw from and send the
  /// user's events to.
  public private(set) var formState = FormState()
  private var storedForm: Form?

  /// Creates a form.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier state restoration uses.
  public override init(title: String? = nil, restorationIdentifier: String? = nil) {
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// The form shown, made by ``makeForm()`` when first asked for.
  public var form: Form {
    if let storedForm { return storedForm }
    let made = makeForm()
    storedForm = made
    formState.rowsChanged(made.rows.map(Self.stateRow))
    return made
  }

  /// Makes the form when it is first shown and after ``formDidChange()``.
  ///
  /// - Returns: The form; empty unless overridden.
  open func makeForm() -> Form { Form(sections: []) }

  /// The rows changed (some came or went): the form is made again and every host shows it.
  public func formDidChange() {
    storedForm = nil
    _ = form
    setNeedsDisplay()
  }

  /// The app changed values the rows are bound to: every host reads them again.
  public func valuesDidChange() {
    formState.rowsChanged(form.rows.map(Self.stateRow))
    setNeedsDisplay()
  }

  /// The keys of a form, for help.
  public override var keyCommands: [KeyCommand] {
    [
      KeyCommand(keys: "Tab ↓ ↑", description: "Next or previous row"),
      KeyCommand(keys: "Space Enter", description: "Switch, choose, press or open"),
      KeyCommand(keys: "← →", description: "Change a choice or a stepper"),
      KeyCommand(keys: "Esc", description: "Put a field's text back"),
    ]
  }

  // MARK: What hosts read

  /// The text a field shows: the draft while it has focus, else the app's value.
  ///
  /// - Parameter id: The field's row.
  /// - Returns: The text; empty for a row that is not a text field.
  public func text(ofRow id: FormRow.ID) -> String {
    if formState.focus == id, let editing = formState.editing { return editing.text }
    guard let row = form.row(id), case .textField(let text, _, _, _) = row.kind else { return "" }
    return text.get()
  }

  /// What is wrong with a field's text as shown, or nil.
  ///
  /// - Parameter id: The field's row.
  /// - Returns: The message under the field.
  public func validationMessage(ofRow id: FormRow.ID) -> String? {
    guard let row = form.row(id), case .textField(_, _, _, let validate) = row.kind,
      let validate
    else { return nil }
    return validate(text(ofRow: id))
  }

  // MARK: What hosts report

  /// Tab, Shift-Tab, Down or Up: focus moves to the next or previous row.
  ///
  /// - Parameter forward: Whether to the next row.
  /// - Returns: Whether focus moved (not past the last or first row).
  @discardableResult
  public func userMovedFocus(forward: Bool) -> Bool {
    let (actions, moved) = forward ? formState.focusNext() : formState.focusPrevious()
    perform(actions)
    if moved { setNeedsDisplay() }
    return moved
  }

  /// A click on a row or a native widget taking focus (or the app, before the form is
  /// first drawn): focus moves to `id`.
  ///
  /// - Parameter id: The row.
  public func userFocused(row id: FormRow.ID) {
    _ = form  // Made, and its rows known, if nothing has drawn it yet.
    let before = formState.focus
    perform(formState.focus(row: id))
    if formState.focus != before { setNeedsDisplay() }
  }

  /// Space, Return or a click on the focused row (or on `id`, focusing it first): a
  /// switch flips, a choice takes its next option, a button is pressed, a page opens, a
  /// field commits its text.
  ///
  /// - Parameter id: The row; nil for the focused one.
  public func userActivated(row id: FormRow.ID? = nil) {
    if let id { userFocused(row: id) }
    perform(formState.activate())
  }

  /// Commits the focused field's draft (valid text only), focus staying where it is: call
  /// it before acting on the form's values from elsewhere, such as a bar button's Send.
  public func commitEditing() {
    perform(formState.commitEditing())
  }

  /// Left (`-1`) or Right (`1`): the focused choice, stepper or switch changes.
  ///
  /// - Parameter direction: `-1` or `1`.
  /// - Returns: Whether the focused row is one that steps (even at its end).
  @discardableResult
  public func userStepped(by direction: Int) -> Bool {
    guard let row = formState.focusedRow else { return false }
    switch row.control {
    case .toggle, .choice, .stepper:
      perform(formState.step(by: direction))
      return true
    default: return false
    }
  }

  /// A key typed into the focused text field.
  ///
  /// - Parameter command: The edit.
  /// - Returns: Whether a field has focus.
  @discardableResult
  public func userEdited(_ command: TextEditing.Command) -> Bool {
    guard formState.editing != nil else { return false }
    if formState.edit(command) { setNeedsDisplay() }
    return true
  }

  /// A click in a text field: focus moves to it, its caret before character `offset`.
  ///
  /// - Parameters:
  ///   - offset: The characters before the caret.
  ///   - id: The field's row.
  public func userPlacedCaret(at offset: Int, row id: FormRow.ID) {
    perform(formState.placeCaret(at: offset, row: id))
    setNeedsDisplay()
  }

  /// A native field's text changed (GTK's entry): it becomes the draft.
  ///
  /// - Parameters:
  ///   - text: The field's text.
  ///   - id: The field's row.
  public func userChangedText(_ text: String, row id: FormRow.ID) {
    guard text != self.text(ofRow: id) else { return }
    perform(formState.replaceDraft(text, row: id))
    setNeedsDisplay()
  }

  /// A native switch was set.
  ///
  /// - Parameters:
  ///   - isOn: Its state.
  ///   - id: The row.
  public func userSetToggle(_ isOn: Bool, row id: FormRow.ID) {
    guard case .toggle(let current) = form.row(id)?.kind, current.get() != isOn else { return }
    perform([.setToggle(id, isOn)])
  }

  /// A native choice was made.
  ///
  /// - Parameters:
  ///   - index: The option's index.
  ///   - id: The row.
  public func userChose(_ index: Int, row id: FormRow.ID) {
    guard case .choice(_, let selection) = form.row(id)?.kind, selection.get() != index else {
      return
    }
    perform([.choose(id, index)])
  }

  /// A native stepper or slider was set, or the terminal's track clicked.
  ///
  /// - Parameters:
  ///   - value: Its value.
  ///   - id: The row.
  public func userSetStepper(_ value: Int, row id: FormRow.ID) {
    guard let (current, range, _) = form.row(id)?.number,
      current.get() != value, range.contains(value)
    else { return }
    perform([.setStepper(id, value)])
  }

  /// Performs what the form state asked for, through the rows' bindings, then reads the
  /// values again.
  private func perform(_ actions: [FormState.Action]) {
    guard !actions.isEmpty else { return }
    let form = form
    for action in actions {
      switch action {
      case .setToggle(let id, let isOn):
        if case .toggle(let binding) = form.row(id)?.kind { binding.set(isOn) }
      case .choose(let id, let index):
        if case .choice(let options, let binding) = form.row(id)?.kind,
          options.indices.contains(index)
        {
          binding.set(index)
        }
      case .setStepper(let id, let value):
        if let (binding, range, _) = form.row(id)?.number {
          binding.set(min(max(range.lowerBound, value), range.upperBound))
        }
      case .commitText(let id, let text):
        if case .textField(let binding, _, _, let validate) = form.row(id)?.kind,
          validate?(text) == nil
        {
          binding.set(text)
        }
      case .press(let id):
        if case .button(_, let run) = form.row(id)?.kind { run() }
      case .open(let id):
        if case .disclosure(_, let run) = form.row(id)?.kind { run?() }
      }
    }
    valuesDidChange()
  }

  private static func stateRow(_ row: FormRow) -> FormState.Row {
    FormState.Row(id: row.id, control: row.control)
  }

  // MARK: Keys

  /// The form's keys, before the app's ``handle(key:)``: focus moves, activation,
  /// steps, and typing in a focused text field.
  override func intercept(key: KeyEvent) -> Bool {
    guard let row = formState.focusedRow else { return false }
    let plain = key.modifiers.isEmpty
    switch key.key {
    case .tab where plain: return userMovedFocus(forward: true)
    case .backTab: return userMovedFocus(forward: false)
    case .down where plain:
      userMovedFocus(forward: true)
      return true
    case .up where plain:
      userMovedFocus(forward: false)
      return true
    default: break
    }
    if case .textField = row.control { return typeInField(key) }
    switch key.key {
    case .character(" ") where plain, .enter where plain:
      userActivated()
      return true
    case .left where plain, .character("-") where plain: return userStepped(by: -1)
    case .right where plain, .character("+") where key.modifiers.subtracting(.shift).isEmpty:
      if row.control == .disclosure, key.key == .right {
        userActivated()
        return true
      }
      return userStepped(by: 1)
    default: return false
    }
  }

  /// A key in the focused text field: editing keys edit, Return commits, Esc puts the
  /// text back (or, with nothing to put back, is left to the host).
  private func typeInField(_ key: KeyEvent) -> Bool {
    switch (key.key, key.modifiers.subtracting(.shift)) {
    case (.enter, []):
      userActivated()
      return true
    case (.escape, []):
      guard formState.cancelEditing() else { return false }
      setNeedsDisplay()
      return true
    default:
      guard let command = TextEditing.command(for: key) else { return false }
      return userEdited(command)
    }
  }

  /// Pasted text goes into the focused text field, else to the app.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  open override func handle(paste text: String) -> Bool {
    userEdited(.insert(text))
  }
}
