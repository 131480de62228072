/// One row of a ``Form``: a title and a control bound to the app's values.
///
/// | kind | GTK | terminal |
/// | --- | --- | --- |
/// | ``toggle(_:id:isOn:)`` | `GtkSwitch` | `[x]` / `[ ]` |
/// | ``choice(_:id:options:selection:)`` | `GtkDropDown` | `‹ Dark ›` |
/// | ``textField(_:id:text:placeholder:isSecure:validate:)`` | `GtkEntry`, `GtkPasswordEntry` | an input line with the terminal's caret |
/// | ``stepper(_:id:value:range:step:)`` | `GtkSpinButton` | `‹ 5 ›` |
/// | ``slider(_:id:value:range:step:)`` | `GtkScale` | `├───●──┤ 60` |
/// | ``button(_:id:role:action:)`` | `GtkButton` (`destructive-action` for ``ButtonRole/destructive``) | the title, red when destructive |
/// | ``disclosure(_:id:value:action:)`` | a row with the value and `›` | the value and `›` |
///
/// A row's ``id`` is its title unless given: give one when two rows share a title.
@MainActor
public struct FormRow {
  /// What identifies a row within its form.
  public typealias ID = String

  /// The row's identifier, unique in its form.
  public var id: ID
  /// The label.
  public var title: String
  /// The control and its binding.
  public var kind: Kind

  /// The control of a row.
  public enum Kind {
    /// A switch, on or off.
    case toggle(FormBinding<Bool>)
    /// One of `options`, the selection being an index into them.
    case choice(options: [String], selection: FormBinding<Int>)
    /// A single line of text: `placeholder` shows while it is empty, secure text shows
    /// as dots, and `validate` returns what is wrong with a text (nil when it is fine).
    /// The value is written on Return and when focus leaves the field, only when valid.
    case textField(
      FormBinding<String>, placeholder: String, isSecure: Bool,
      validate: (@MainActor (String) -> String?)?)
    /// A whole number in `range`, changed by `step`.
    case stepper(FormBinding<Int>, range: ClosedRange<Int>, step: Int)
    /// A whole number in `range` on a track (a volume, a brightness), changed by `step`
    /// with the keys and to any step's value with the pointer.
    case slider(FormBinding<Int>, range: ClosedRange<Int>, step: Int)
    /// A button that runs `action`.
    case button(role: ButtonRole, action: @MainActor () -> Void)
    /// A value shown at the end of the row, with `›` when activating it runs `action`
    /// (which usually shows a page: ``ContentViewController``'s `show(_:)`).
    case disclosure(value: @MainActor () -> String, action: (@MainActor () -> Void)?)
  }

  /// What a button does, which hosts show.
  public enum ButtonRole: Hashable, Sendable {
    /// An ordinary button.
    case normal
    /// It deletes or resets something: GTK's `destructive-action` style, red in a terminal.
    case destructive
  }

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - kind: The control.
  public init(_ title: String, id: ID? = nil, kind: Kind) {
    self.id = id ?? title
    self.title = title
    self.kind = kind
  }

  /// A switch row.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - isOn: The app's value.
  /// - Returns: The row.
  public static func toggle(_ title: String, id: ID? = nil, isOn: FormBinding<Bool>) -> FormRow {
    FormRow(title, id: id, kind: .toggle(isOn))
  }

  /// A choice of one of `options`.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - options: What can be chosen, at least one.
  ///   - selection: The app's value: the index of the option chosen.
  /// - Returns: The row.
  public static func choice(
    _ title: String, id: ID? = nil, options: [String], selection: FormBinding<Int>
  ) -> FormRow {
    FormRow(title, id: id, kind: .choice(options: options, selection: selection))
  }

  /// A single-line text field.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - text: The app's value, written on Return and when focus leaves, when valid.
  ///   - placeholder: What shows while the field is empty.
  ///   - isSecure: Whether the text shows as dots (a password).
  ///   - validate: What is wrong with a text, shown under the field; nil when fine.
  /// - Returns: The row.
  public static func textField(
    _ title: String, id: ID? = nil, text: FormBinding<String>, placeholder: String = "",
    isSecure: Bool = false, validate: (@MainActor (String) -> String?)? = nil
  ) -> FormRow {
    FormRow(
      title, id: id,
      kind: .textField(text, placeholder: placeholder, isSecure: isSecure, validate: validate))
  }

  /// A stepper of whole numbers.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - value: The app's value.
  ///   - range: The values allowed.
  ///   - step: How much one step changes it.
  /// - Returns: The row.
  public static func stepper(
    _ title: String, id: ID? = nil, value: FormBinding<Int>, range: ClosedRange<Int>,
    step: Int = 1
  ) -> FormRow {
    FormRow(title, id: id, kind: .stepper(value, range: range, step: max(1, step)))
  }

  /// A slider of whole numbers: a stepper's value on a track.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - value: The app's value.
  ///   - range: The values allowed.
  ///   - step: How much a key changes it; the pointer sets it to a multiple of it.
  /// - Returns: The row.
  public static func slider(
    _ title: String, id: ID? = nil, value: FormBinding<Int>, range: ClosedRange<Int>,
    step: Int = 1
  ) -> FormRow {
    FormRow(title, id: id, kind: .slider(value, range: range, step: max(1, step)))
  }

  /// The value, range and step of a stepper or a slider; nil for any other row.
  public var number: (value: FormBinding<Int>, range: ClosedRange<Int>, step: Int)? {
    switch kind {
    case .stepper(let value, let range, let step), .slider(let value, let range, let step):
      (value, range, step)
    default: nil
    }
  }

  /// A button row.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - role: Whether it is destructive.
  ///   - action: What it does.
  /// - Returns: The row.
  public static func button(
    _ title: String, id: ID? = nil, role: ButtonRole = .normal,
    action: @escaping @MainActor () -> Void
  ) -> FormRow {
    FormRow(title, id: id, kind: .button(role: role, action: action))
  }

  /// A row showing a value, that opens a page when `action` is given.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - id: The identifier; nil uses the title.
  ///   - value: The value shown at the end, read each time the row is drawn.
  ///   - action: What activating the row does, usually showing a page; nil for a row that
  ///     only shows a value.
  /// - Returns: The row.
  public static func disclosure(
    _ title: String, id: ID? = nil, value: @escaping @MainActor () -> String = { "" },
    action: (@MainActor () -> Void)? = nil
  ) -> FormRow {
    FormRow(title, id: id, kind: .disclosure(value: value, action: action))
  }

  /// The row's control and current value as a plain value, for ``FormState``.
  public var control: FormState.Control {
    switch kind {
    case .toggle(let isOn): return .toggle(isOn: isOn.get())
    case .choice(let options, let selection):
      return .choice(selected: selection.get(), count: options.count)
    case .textField(let text, _, _, _): return .textField(text: text.get())
    case .stepper(let value, let range, let step), .slider(let value, let range, let step):
      return .stepper(value: value.get(), range: range, step: step)
    case .button: return .button
    case .disclosure(_, let action): return action == nil ? .label : .disclosure
    }
  }
}
