/// What a ``FormController`` shows: sections of rows (switches, choices, text fields,
/// steppers, buttons and rows that open a page), each bound to the app's values.
///
/// GTK draws it with its own widgets (`GtkSwitch`, `GtkDropDown`, `GtkEntry`,
/// `GtkSpinButton`, `GtkButton`) in boxed lists; the terminal in cells:
///
/// ```
///  CONNECTIONS
///  Bluetooth                    [x]
///  Appearance              ‹ Dark ›
///  Device name     [Living room   ]
///  Volume                     ‹ 5 ›
///  Reset…
/// ```
///
/// Build it in ``FormController/makeForm()``:
///
/// ```swift
/// Form(sections: [
///   FormSection("Connections", rows: [.toggle("Bluetooth", isOn: .to(settings, \.bluetooth))]),
///   FormSection(rows: [.button("Reset", role: .destructive) { reset() }]),
/// ])
/// ```
@MainActor
public struct Form {
  /// The sections, top to bottom.
  public var sections: [FormSection]

  /// Creates a form.
  ///
  /// - Parameter sections: The sections, top to bottom.
  public init(sections: [FormSection]) {
    self.sections = sections
  }

  /// Every row, section by section.
  public var rows: [FormRow] { sections.flatMap(\.rows) }

  /// The row whose identifier is `id`.
  ///
  /// - Parameter id: A row's ``FormRow/id``.
  /// - Returns: The row, or nil.
  public func row(_ id: FormRow.ID) -> FormRow? {
    for section in sections {
      if let row = section.rows.first(where: { $0.id == id }) { return row }
    }
    return nil
  }
}
