import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// The terminal's rendering of a ``/SplitKitContent/FormController``: its sections in
/// cells, the focused row highlighted, and the controller's status line in the bottom row.
///
/// ```
///  Connections
///  Bluetooth                       [x]
///  Appearance                 ‹ Dark ›
///  Device name  [Living room         ]
///  Volume                        ‹ 5 ›
///  Reset
/// ```
///
/// A focused text field shows the terminal's own cursor at its caret. Focus, the caret and
/// the values are the content's (``/SplitKitContent/FormController/formState``): this view
/// keeps no copy, and draws the form as a snapshot shows it
/// (``/SplitKitContent/ContentSnapshot/FormContent``), as the browser's page does. Keys go
/// to the content; a click focuses a row, flips a switch, presses a button, opens a page,
/// and on a choice's or a stepper's `‹` or `›` steps it. Hosts make it; apps use
/// ``/SplitKitContent/FormController``.
@MainActor
package final class ContentFormView: TerminalViewController, ContentRendering {
  /// The form shown.
  public unowned let content: FormController

  /// The style of section headers.
  public nonisolated static let headerStyle = Style(attributes: .bold)
  /// The style of footers.
  public nonisolated static let footerStyle = Style(attributes: [.dim, .italic])
  /// The style of a validation message and of a destructive button.
  public nonisolated static let warningStyle = Style(foreground: .ansi(.red))
  /// The style of a field's placeholder.
  public nonisolated static let placeholderStyle = Style(attributes: [.dim, .italic])

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The form.
  public init(_ content: FormController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
  }

  /// A form row as a snapshot shows it.
  typealias Row = ContentSnapshot.FormRowContent

  /// One line of the form as drawn.
  enum Line {
    case header(String)
    case row(Row)
    case message(String)
    case footer(String)
    case blank
  }

  /// The form's lines at `width` cells, from the form as a snapshot shows it
  /// (``/SplitKitContent/ContentSnapshot/FormContent``, which the browser's page draws).
  func lines(of form: ContentSnapshot.FormContent, width: Int) -> [Line] {
    var lines: [Line] = []
    for (index, section) in form.sections.enumerated() {
      if index > 0 { lines.append(.blank) }
      if let header = section.header { lines.append(.header(header)) }
      for row in section.rows {
        lines.append(.row(row))
        if row.kind == .text, let problem = row.problem { lines.append(.message(problem)) }
      }
      if let footer = section.footer {
        for line in Text.wrapped(Sanitizer.sanitize(footer), toWidth: max(1, width - 2)) {
          lines.append(.footer(line))
        }
      }
    }
    return lines
  }

  /// The first line shown: the top, unless the focused row would be below the view.
  private func top(of lines: [Line], focus: String?, height: Int) -> Int {
    guard let focus,
      let index = lines.firstIndex(where: {
        if case .row(let row) = $0 { row.id == focus } else { false }
      })
    else { return 0 }
    // The row, and the message under it, in view.
    let last =
      index + 1 < lines.count && { if case .message = lines[index + 1] { true } else { false } }()
      ? index + 1 : index
    return max(0, last - height + 1)
  }

  /// The label column's width at `width` cells: the longest title and two cells, at most
  /// half the width.
  private func labelWidth(_ lines: [Line], width: Int) -> Int {
    let longest =
      lines.map { line -> Int in
        if case .row(let row) = line { Text.displayWidth(Sanitizer.sanitize(row.title)) } else { 0 }
      }.max() ?? 0
    return max(1, min(longest + 2, width / 2))
  }

  /// What a choice or a stepper shows between its `‹` and `›`.
  private static func steppedText(of row: Row) -> String {
    if row.kind == .choice {
      let (options, selected) = (row.options ?? [], row.selected ?? -1)
      return options.indices.contains(selected) ? options[selected] : ""
    }
    return String(row.value ?? 0)
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    title = content.title
  }

  // MARK: TerminalViewController

  /// Draws the form in cells.
  ///
  /// - Parameters:
  ///   - rect: The view's rectangle.
  ///   - buffer: The buffer to draw into.
  ///   - context: The drawing context.
  public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    // A bar button's menu, over the content.
    defer { ContentMenuView.drawMenu(of: content, in: rect, buffer: &buffer) }
    title = content.title
    buffer.fill(rect)
    let body = StatusLineView.drawStatus(content.currentStatusLines, in: rect, buffer: &buffer)
    guard body.width > 4, body.height > 0 else { return }
    let form = ContentSnapshot.FormContent(form: content)
    let lines = lines(of: form, width: body.width)
    let labels = labelWidth(lines, width: body.width)
    let top = top(of: lines, focus: form.focus, height: body.height)
    for (offset, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
      let y = body.y + offset
      let row = CellRect(x: body.x, y: y, width: body.width, height: 1)
      switch line {
      case .blank: break
      case .header(let text):
        buffer.setString(
          " " + text, at: CellPosition(x: row.x, y: y), style: Self.headerStyle, clip: row)
      case .footer(let text):
        buffer.setString(
          " " + text, at: CellPosition(x: row.x, y: y), style: Self.footerStyle, clip: row)
      case .message(let text):
        buffer.setString(
          text, at: CellPosition(x: row.x + 1 + labels, y: y), style: Self.warningStyle, clip: row)
      case .row(let formRow):
        draw(
          formRow, in: row, labels: labels, isFocused: formRow.id == form.focus,
          focused: context.isFocused, buffer: &buffer)
      }
    }
  }

  /// Draws one row: the title at the left, the control at the right.
  private func draw(
    _ row: Row, in rect: CellRect, labels: Int, isFocused: Bool, focused: Bool,
    buffer: inout Buffer
  ) {
    let y = rect.y
    let titleStyle = row.isDestructive == true ? Self.warningStyle : Style.default
    buffer.setString(
      " " + row.title, at: CellPosition(x: rect.x, y: y), style: titleStyle, clip: rect)
    let end = rect.maxX - 1
    var highlight = rect
    switch row.kind {
    case .toggle:
      buffer.setString(
        row.isOn == true ? "[x]" : "[ ]", at: CellPosition(x: end - 3, y: y), clip: rect)
    case .choice, .stepper:
      drawStepped(Self.steppedText(of: row), end: end, y: y, clip: rect, buffer: &buffer)
    case .slider:
      drawSlider(row.value ?? 0, range: row.range, rect: rect, buffer: &buffer)
    case .disclosure, .label:
      let text = (row.text ?? "") + (row.kind == .disclosure ? " ›" : "")
      let width = Text.displayWidth(Sanitizer.sanitize(text))
      buffer.setString(
        text, at: CellPosition(x: end - width, y: y), style: Self.footerStyle.with([]), clip: rect)
    case .text:
      let fieldX = rect.x + 1 + labels
      let field = CellRect(x: fieldX, y: y, width: max(1, end - fieldX), height: 1)
      highlight = CellRect(x: rect.x, y: y, width: labels + 1, height: 1)
      drawField(row, in: field, showsCaret: isFocused && focused, buffer: &buffer)
    case .button:
      break
    }
    if isFocused, focused {
      buffer.updateStyle(in: highlight) { $0.attributes.insert(.reverse) }
    } else if isFocused {
      buffer.updateStyle(in: highlight) { $0.attributes.insert(.underline) }
    }
  }

  /// Where a slider's track is in a row: its first cell and its width, the knob's cells.
  ///
  /// The row ends with `├`, the track, `┤`, a space and the value (as wide as the range's
  /// widest value).
  private static func sliderTrack(in rect: CellRect, range: ClosedRange<Int>) -> (
    x: Int, width: Int
  ) {
    let digits = max(String(range.lowerBound).count, String(range.upperBound).count)
    let width = min(20, max(5, rect.width / 4))
    return (rect.maxX - 1 - digits - 2 - width, width)
  }

  /// The track's cell a value's knob sits in.
  private static func knob(_ value: Int, range: ClosedRange<Int>, width: Int) -> Int {
    let span = max(1, range.upperBound - range.lowerBound)
    let clamped = min(max(range.lowerBound, value), range.upperBound)
    return ((clamped - range.lowerBound) * (width - 1) + span / 2) / span
  }

  /// `├───●──┤ 60` at the row's end.
  private func drawSlider(
    _ value: Int, range: ClosedRange<Int>, rect: CellRect, buffer: inout Buffer
  ) {
    let track = Self.sliderTrack(in: rect, range: range)
    guard track.x > rect.x else { return }
    let knob = Self.knob(value, range: range, width: track.width)
    let line = (0..<track.width).map { $0 == knob ? "●" : "─" }.joined()
    let digits = max(String(range.lowerBound).count, String(range.upperBound).count)
    let number = String(repeating: " ", count: max(0, digits - String(value).count)) + String(value)
    buffer.setString(
      "├" + line + "┤ " + number, at: CellPosition(x: track.x - 1, y: rect.y), clip: rect)
  }

  /// The value a click or a drag at `x` on a slider's track sets: the nearest step.
  private static func sliderValue(
    at x: Int, in rect: CellRect, range: ClosedRange<Int>, step: Int
  ) -> Int? {
    let track = sliderTrack(in: rect, range: range)
    guard x >= track.x - 1, x <= track.x + track.width else { return nil }
    let cell = min(max(0, x - track.x), track.width - 1)
    let span = range.upperBound - range.lowerBound
    let raw = range.lowerBound + (cell * span + (track.width - 1) / 2) / max(1, track.width - 1)
    let stepped = range.lowerBound + ((raw - range.lowerBound + step / 2) / step) * step
    return min(max(range.lowerBound, stepped), range.upperBound)
  }

  /// `‹ text ›`, ending at `end`.
  private func drawStepped(_ text: String, end: Int, y: Int, clip: CellRect, buffer: inout Buffer) {
    let shown = "‹ " + text + " ›"
    let width = Text.displayWidth(Sanitizer.sanitize(shown))
    buffer.setString(shown, at: CellPosition(x: end - width, y: y), clip: clip)
  }

  /// A text field: `[`, the text scrolled so the caret shows (or the placeholder), `]`;
  /// the terminal's cursor at the caret when it has focus.
  private func drawField(
    _ row: Row, in field: CellRect, showsCaret: Bool, buffer: inout Buffer
  ) {
    guard field.width >= 3 else { return }
    let inner = CellRect(x: field.x + 1, y: field.y, width: field.width - 2, height: 1)
    buffer.setString("[", at: CellPosition(x: field.x, y: field.y), clip: field)
    buffer.setString("]", at: CellPosition(x: field.maxX - 1, y: field.y), clip: field)
    buffer.updateStyle(in: inner) { $0.attributes.insert(.underline) }
    let characters = Array(row.text ?? "")
    let caret = min(max(0, row.caret ?? characters.count), characters.count)
    let shown = Self.shown(isSecure: row.isSecure == true)
    if characters.isEmpty {
      buffer.setString(
        row.placeholder ?? "", at: CellPosition(x: inner.x, y: inner.y),
        style: Self.placeholderStyle.with(.underline), clip: inner)
    }
    let start = Self.firstShown(characters, caret: caret, width: inner.width, shown: shown)
    let before = shown(characters[start..<caret])
    let after = shown(characters[caret...])
    let caretX = buffer.setString(
      before, at: CellPosition(x: inner.x, y: inner.y), style: Style(attributes: .underline),
      clip: inner)
    buffer.setString(
      after, at: CellPosition(x: caretX, y: inner.y), style: Style(attributes: .underline),
      clip: inner)
    if showsCaret, inner.contains(CellPosition(x: caretX, y: inner.y)) {
      buffer.cursor = CellPosition(x: caretX, y: inner.y)
    }
  }

  /// The first character a field `width` cells wide shows: characters drop off the left
  /// until the caret fits, with a cell for it.
  private static func firstShown(
    _ characters: [Character], caret: Int, width: Int,
    shown: (ArraySlice<Character>) -> String
  ) -> Int {
    var start = 0
    while start < caret, Text.displayWidth(shown(characters[start..<caret])) > width - 1 {
      start += 1
    }
    return start
  }

  /// A field's characters as it shows them: bullets for a secure field's, else sanitized.
  private static func shown(isSecure: Bool) -> (ArraySlice<Character>) -> String {
    { part in
      isSecure ? String(repeating: "•", count: part.count) : Sanitizer.sanitize(String(part))
    }
  }

  /// Where a click at column `x` in a field puts its caret: before the character under
  /// it, or after it on its right half.
  private func fieldClick(_ row: Row, x: Int, fieldX: Int, end: Int) -> Int {
    let innerX = fieldX + 1
    let width = max(1, end - fieldX - 2)
    let characters = Array(row.text ?? "")
    let caret = min(max(0, row.caret ?? characters.count), characters.count)
    let shown = Self.shown(isSecure: row.isSecure == true)
    var offset = Self.firstShown(characters, caret: caret, width: width, shown: shown)
    var column = innerX
    while offset < characters.count {
      let next = column + Text.displayWidth(shown(characters[offset...offset]))
      // A click on a character's right half puts the caret after it.
      if x < (column + next + 1) / 2 { break }
      column = next
      offset += 1
    }
    return offset
  }

  /// Passes a key to the content controller.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool { content.receive(key: key) }

  /// Passes pasted text to the content controller.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  public override func handle(paste text: String) -> Bool { content.receive(paste: text) }

  /// Passes a host command to the content controller.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  public override func perform(_ command: HostCommand) -> Bool { content.perform(command) }

  /// The content controller's bar buttons.
  public override var trailingBarItems: [BarItem] { content.barButtons.barItems }

  /// A form with a slider takes drags: the knob follows the pointer.
  public override var receivesDrags: Bool {
    // The form's structure, not its values: no snapshot of them for each event.
    content.form.rows.contains { if case .slider = $0.kind { true } else { false } }
  }

  /// A click: focuses the row under it; flips a switch, presses a button, opens a page,
  /// steps a choice or a stepper on its `‹` or `›`, and sets a slider where its track is
  /// clicked or dragged.
  ///
  /// What the click found is reported to the session
  /// (``/SplitKitContent/ContentEvent/FormInput``), which changes the form.
  ///
  /// - Parameters:
  ///   - mouse: The mouse event.
  ///   - rect: The view's rectangle.
  ///   - reporter: Where the row's use is reported.
  /// - Returns: Whether it was handled.
  package override func handle(
    mouse: MouseEvent, in rect: CellRect, reporting reporter: ContentReporter
  ) -> Bool {
    if ContentMenuView.handle(mouse, menuOf: content, in: rect, reporting: reporter) {
      return true
    }
    guard mouse.kind == .press || mouse.kind == .drag, mouse.button == .left else { return false }
    let showsStatus = rect.height >= 3 && !content.currentStatusLines.isEmpty
    let body = showsStatus ? rect.inset(bottom: 1) : rect
    guard body.contains(mouse.position), body.width > 4 else { return false }
    let form = ContentSnapshot.FormContent(form: content)
    let lines = lines(of: form, width: body.width)
    let index = top(of: lines, focus: form.focus, height: body.height) + mouse.position.y - body.y
    guard lines.indices.contains(index), case .row(let row) = lines[index] else { return false }
    let id = row.id
    func report(_ input: ContentEvent.FormInput) {
      reporter.report { .form(column: $0, row: id, input) }
    }
    let track = CellRect(x: body.x, y: 0, width: body.width, height: 1)
    // A drag moves a slider's knob; it does nothing else.
    if mouse.kind == .drag {
      guard row.kind == .slider,
        let value = Self.sliderValue(
          at: mouse.position.x, in: track, range: row.range, step: row.step ?? 1)
      else { return false }
      report(.step(value))
      return true
    }
    report(.focus)
    switch row.kind {
    case .toggle, .button, .disclosure:
      report(.activate)
    case .choice, .stepper:
      // The control is `‹ value ›` at the right: its left half steps down, its right up.
      let end = body.maxX - 1
      let width = Text.displayWidth(Sanitizer.sanitize(Self.steppedText(of: row))) + 4
      if mouse.position.x >= end - width {
        report(.stepOnce(forward: mouse.position.x >= end - width / 2))
      }
    case .slider:
      // A click on the track sets the value there.
      if let value = Self.sliderValue(
        at: mouse.position.x, in: track, range: row.range, step: row.step ?? 1)
      {
        report(.step(value))
      }
    case .text:
      let labels = labelWidth(lines, width: body.width)
      let fieldX = body.x + 1 + labels
      let end = body.maxX - 1
      if mouse.position.x > fieldX, mouse.position.x < end {
        report(.placeCaret(at: fieldClick(row, x: mouse.position.x, fieldX: fieldX, end: end)))
      }
    case .label:
      break
    }
    return true
  }
}
