extension ContentSnapshot.FormContent {
  /// Every section's rows, in order.
  package var rows: [ContentSnapshot.FormRowContent] { sections.flatMap(\.rows) }

  /// A form controller's form as it shows now: each row's value read through its binding,
  /// a focused text field's draft, each field's problem, and the focus.
  ///
  /// ```swift
  /// let form = ContentSnapshot.FormContent(form: general)
  /// form.sections[0].rows[0]   // id "Bluetooth", kind "toggle", isOn true
  /// ```
  ///
  /// - Parameter controller: The form controller.
  /// - Complexity: O(rows).
  @MainActor public init(form controller: FormController) {
    let sections = controller.form.sections.map { section in
      ContentSnapshot.FormSectionContent(
        header: section.header.flatMap { $0.isEmpty ? nil : $0 },
        footer: section.footer.flatMap { $0.isEmpty ? nil : $0 },
        rows: section.rows.map { Self.row($0, of: controller) })
    }
    self.init(sections: sections, focus: controller.formState.focus)
  }

  @MainActor private static func row(_ row: FormRow, of controller: FormController)
    -> ContentSnapshot.FormRowContent
  {
    var content = ContentSnapshot.FormRowContent(id: row.id, title: row.title, kind: .label)
    switch row.kind {
    case .toggle(let isOn):
      content.kind = .toggle
      content.isOn = isOn.get()
    case .choice(let options, let selection):
      content.kind = .choice
      content.options = options
      content.selected = selection.get()
    case .textField(_, let placeholder, let isSecure, _):
      content.kind = .text
      content.text = controller.text(ofRow: row.id)
      content.placeholder = placeholder.isEmpty ? nil : placeholder
      content.isSecure = isSecure ? true : nil
      content.problem = controller.validationMessage(ofRow: row.id)
      if controller.formState.focus == row.id {
        content.caret = controller.formState.editing?.caret
      }
    case .stepper(let value, let range, let step), .slider(let value, let range, let step):
      if case .slider = row.kind { content.kind = .slider } else { content.kind = .stepper }
      content.value = value.get()
      (content.minimum, content.maximum, content.step) = (range.lowerBound, range.upperBound, step)
    case .button(let role, _):
      content.kind = .button
      content.isDestructive = role == .destructive ? true : nil
    case .disclosure(let value, let action):
      content.kind = action == nil ? .label : .disclosure
      content.text = value()
    }
    return content
  }
}

extension ContentSnapshot.FormRowContent {
  /// A stepper's or a slider's bounds (the least value alone when they are missing or
  /// crossed).
  package var range: ClosedRange<Int> {
    let lower = minimum ?? 0
    return lower...max(lower, maximum ?? lower)
  }
}
