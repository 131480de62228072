extension ContentSnapshot {
  /// A form as it shows: its sections of rows, each row's control and value as the app
  /// has it now (a text field's draft while it is typed in), and the row with focus.
  ///
  /// A host draws each row as its own control (the browser host: a `switch`, a `select`,
  /// an `input`, a `spinbutton`, buttons) and reports the user's changes to the
  /// ``FormController``, which writes them through the rows' bindings; the next snapshot
  /// shows the result. Nothing here is a second copy of the values.
  public struct FormContent: Hashable, Sendable, Codable {
    /// The sections, top to bottom.
    public var sections: [FormSectionContent]
    /// The identifier of the row with focus (``FormState/focus``), if any.
    public var focus: String?

    /// Creates a form's picture.
    ///
    /// - Parameters:
    ///   - sections: The sections.
    ///   - focus: The focused row's identifier.
    public init(sections: [FormSectionContent], focus: String? = nil) {
      self.sections = sections
      self.focus = focus
    }
  }

  /// A form's section: a heading, rows and a footer.
  public struct FormSectionContent: Hashable, Sendable, Codable {
    /// The heading; nil for none.
    public var header: String?
    /// The note under the rows; nil for none.
    public var footer: String?
    /// The rows.
    public var rows: [FormRowContent]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - header: The heading.
    ///   - footer: The note under the rows.
    ///   - rows: The rows.
    public init(header: String? = nil, footer: String? = nil, rows: [FormRowContent]) {
      self.header = header
      self.footer = footer
      self.rows = rows
    }
  }

  /// One row of a form: its identifier, label, control kind and value; only the fields of
  /// its kind are set (and encoded).
  public struct FormRowContent: Hashable, Sendable, Codable {
    /// The row's identifier (``FormRow/id``): what a host reports changes with.
    public var id: String
    /// The label.
    public var title: String
    /// The control, which a page reads as its name (`toggle`, `choice`, …).
    public var kind: Kind
    /// A switch's state.
    public var isOn: Bool?
    /// A choice's options.
    public var options: [String]?
    /// A choice's option chosen, an index into ``options``.
    public var selected: Int?
    /// A text field's text (the draft while focused), or a disclosure's value.
    public var text: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// Whether a text field hides its text (a password).
    public var isSecure: Bool?
    /// What is wrong with a text field's text, shown under it.
    public var problem: String?
    /// A stepper's value.
    public var value: Int?
    /// A stepper's least value.
    public var minimum: Int?
    /// A stepper's greatest value.
    public var maximum: Int?
    /// How much a stepper's step changes it.
    public var step: Int?
    /// Whether a button deletes or resets something.
    public var isDestructive: Bool?
    /// Where the caret stands in a text field being edited, in characters.
    ///
    /// For a host that draws the field's caret itself (the terminal); not sent to the
    /// browser's page, whose input keeps its own caret.
    public var caret: Int? = nil

    private enum CodingKeys: String, CodingKey {
      case id, title, kind, isOn, options, selected, text, placeholder, isSecure, problem, value
      case minimum, maximum, step, isDestructive
    }

    /// Creates a row of `kind`; set the fields of its kind after.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - title: The label.
    ///   - kind: The control's kind.
    public init(id: String, title: String, kind: Kind) {
      self.id = id
      self.title = title
      self.kind = kind
    }

    /// A form row's control, each host drawing every one (a switch over it does not
    /// compile until a new one is drawn); encoded as its name.
    public enum Kind: String, Hashable, Sendable, Codable {
      /// A switch (``FormRowContent/isOn``).
      case toggle
      /// One of ``FormRowContent/options`` (``FormRowContent/selected``).
      case choice
      /// A text field (``FormRowContent/text``, ``FormRowContent/placeholder``).
      case text
      /// A number stepped between bounds (``FormRowContent/value``).
      case stepper
      /// A number on a track between bounds (``FormRowContent/value``).
      case slider
      /// A button, deleting or resetting when ``FormRowContent/isDestructive``.
      case button
      /// A value that opens a page (``FormRowContent/text``).
      case disclosure
      /// A value only (``FormRowContent/text``).
      case label
    }
  }
}
