public import SplitKitHostCore

extension ContentSnapshot {
  /// One visible column: where it is, its bar, and the content on top of its stack.
  public struct Pane: Hashable, Sendable, Codable {
    /// The column's name: `primary`, `supplementary`, `secondary`, `inspector` or
    /// `compact` (the one stack of a collapsed split view).
    public var column: String
    /// Its frame in whole points, possibly partly off screen while it slides.
    public var frame: GridRect
    /// Whether an overlay covers it (it is dimmed, and a tap dismisses the overlay).
    public var isCovered: Bool
    /// How dimmed it is, from 0 to 1.
    public var dimming: Double
    /// The navigation bar above the content.
    public var bar: Bar
    /// The list on top, if the top controller is a ``ListController``.
    public var list: ListContent?
    /// The document on top, if the top controller is a ``DocumentController``.
    public var document: DocumentContent?
    /// The form on top, if the top controller is a ``FormController``.
    public var form: FormContent?
    /// The text on top, if the top controller is a ``TextEditorController``.
    public var editor: EditorContent?
    /// The status line: the widest of the controller's ``ContentViewController/currentStatusLines``
    /// (a browser or a window has room for it); nil for none.
    public var status: StatusContent?
    /// The question the controller on top asks, shown as a modal dialog; nil for none.
    public var question: QuestionContent?
    /// The menu the controller on top shows (a row's context menu); nil for none.
    public var menu: MenuContent?

    /// Creates a pane from its parts.
    ///
    /// - Parameters:
    ///   - column: The column's name.
    ///   - frame: Its frame.
    ///   - isCovered: Whether covered by an overlay.
    ///   - dimming: How dimmed.
    ///   - bar: The navigation bar.
    ///   - list: The list, if any.
    ///   - document: The document, if any.
    ///   - status: The status line, if any.
    ///   - form: The form, if any.
    public init(
      column: String, frame: GridRect, isCovered: Bool = false, dimming: Double = 0, bar: Bar,
      list: ListContent? = nil, document: DocumentContent? = nil, status: StatusContent? = nil,
      form: FormContent? = nil
    ) {
      self.column = column
      self.frame = frame
      self.isCovered = isCovered
      self.dimming = dimming
      self.bar = bar
      self.list = list
      self.document = document
      self.status = status
      self.form = form
    }
  }

  /// A column's navigation bar: the back button, the split view's buttons, the title and
  /// the controller's bar buttons.
  public struct Bar: Hashable, Sendable, Codable {
    /// The title of the controller on top.
    public var title: String
    /// The back button's title when the stack has something to go back to; nil for none.
    public var backTitle: String?
    /// The display-mode button's title (`«` or `»`) when this bar carries it.
    public var displayModeTitle: String?
    /// What the display-mode button is called for screen readers.
    public var displayModeLabel: String?
    /// The inspector button's title when this bar carries it.
    public var inspectorTitle: String?
    /// The controller's bar buttons, in order.
    public var buttons: [Button]
    /// Whether the column has the keyboard focus.
    public var isFocused: Bool

    /// Creates a bar.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - backTitle: The back button's title, if any.
    ///   - displayModeTitle: The display-mode button's title, if shown here.
    ///   - displayModeLabel: Its accessible label.
    ///   - inspectorTitle: The inspector button's title, if shown here.
    ///   - buttons: The controller's buttons.
    ///   - isFocused: Whether the column is focused.
    public init(
      title: String, backTitle: String? = nil, displayModeTitle: String? = nil,
      displayModeLabel: String? = nil, inspectorTitle: String? = nil, buttons: [Button] = [],
      isFocused: Bool = false
    ) {
      self.title = title
      self.backTitle = backTitle
      self.displayModeTitle = displayModeTitle
      self.displayModeLabel = displayModeLabel
      self.inspectorTitle = inspectorTitle
      self.buttons = buttons
      self.isFocused = isFocused
    }
  }

  /// A bar button: its identifier (what the host reports when it is pressed), its title
  /// and label, and its menu's items.
  public struct Button: Hashable, Sendable, Codable {
    /// The path to the button: `"2"` for the third button, `"2.0"` for its menu's first
    /// item; ``/SplitKitContent/ContentViewController/pressBarButton(_:)`` presses it.
    public var id: String
    /// The short title shown.
    public var title: String
    /// The accessible label.
    public var label: String
    /// The menu's items; empty for a plain button.
    public var menu: [Button]
    /// The button's symbol's glyph (``/SplitKitContent/Symbol/glyph``), which a page shows
    /// in place of the title; nil for a button without a symbol.
    public var glyph: String?
    /// The key that does what the button does (``/SplitKitContent/BarButton/key``), which a
    /// menu shows beside its item; nil where none is given (a bar's own buttons).
    public var key: String?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - id: The path to the button.
    ///   - title: The title.
    ///   - label: The accessible label.
    ///   - menu: The menu's items.
    ///   - glyph: The symbol's glyph, if any.
    ///   - key: The key that does the same, if any.
    public init(
      id: String, title: String, label: String, menu: [Button] = [], glyph: String? = nil,
      key: String? = nil
    ) {
      self.id = id
      self.title = title
      self.label = label
      self.menu = menu
      self.glyph = glyph
      self.key = key
    }
  }
}
