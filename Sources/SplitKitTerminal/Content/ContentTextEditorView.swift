import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// The terminal's rendering of a ``/SplitKitContent/TextEditorController``: the display
/// rows in view, the selection in reverse video, the terminal's own cursor at the caret,
/// and the controller's status line in the bottom row.
///
/// Lines wrap at the view's width by the terminal's display width (``Text/displayWidth(_:)-(Character)``):
/// the view tells the content its width and height each frame and draws the rows the
/// content has in view (``/SplitKitContent/TextEditorState/visibleRows()``). Keys and
/// pastes go to the content; clicks, drags (``TerminalViewController/receivesDrags``) and
/// the wheel are reported to the session at the text position they hit. The content keeps
/// the caret, the selection and the view: this view keeps no copy. Text is sanitized: a control character in the text shows as a placeholder and
/// never reaches the terminal. Hosts make it; apps use
/// ``/SplitKitContent/TextEditorController``.
@MainActor
package final class ContentTextEditorView: TerminalViewController, ContentRendering {
  /// The editor shown.
  public unowned let content: TextEditorController
  /// The style of selected text.
  public nonisolated static let selectionStyle = Style(attributes: .reverse)
  /// The text rows, as last drawn.
  private var textRect: CellRect?

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The editor.
  public init(_ content: TextEditorController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
    content.hostMeasures { Text.displayWidth($0) }
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller: the next frame draws it.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    title = content.title
  }

  // MARK: TerminalViewController

  /// Draws the rows in view, the selection, and the cursor at the caret when focused.
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
    // A cell of margin at the left; the last column stays free for the caret at a row's end.
    let text = CellRect(
      x: body.x + 1, y: body.y, width: max(0, body.width - 2), height: body.height)
    textRect = text
    guard text.width > 0, text.height > 0 else { return }
    content.hostLaidOut(width: text.width, height: text.height)
    let state = content.editorState
    let selection = state.selection
    for (offset, row) in state.visibleRows().enumerated() {
      let y = text.y + offset
      var x = text.x
      var column = row.columns.lowerBound
      for character in row.text {
        let position = TextEditorState.Position(line: row.displayRow.line, column: column)
        let isSelected = selection?.contains(position) == true
        x = buffer.setString(
          String(character), at: CellPosition(x: x, y: y),
          style: isSelected ? Self.selectionStyle : .default, clip: text)
        column += 1
      }
      // A selected line break shows as one selected cell.
      if let selection, column == state.count(ofLine: row.displayRow.line),
        row.displayRow.line < state.lines.count - 1,
        selection.contains(TextEditorState.Position(line: row.displayRow.line, column: column)),
        x < text.maxX
      {
        buffer.setString(" ", at: CellPosition(x: x, y: y), style: Self.selectionStyle, clip: text)
      }
      if context.isFocused, row.displayRow == state.caretRow {
        let caretX = text.x + state.caretX
        if caretX <= text.maxX { buffer.cursor = CellPosition(x: min(caretX, text.maxX), y: y) }
      }
    }
  }

  /// Passes a key to the content controller.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool { content.receive(key: key) }

  /// Passes pasted text (a bracketed paste) to the content controller.
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

  /// The editor selects by dragging: presses come at once, then the drags.
  public override var receivesDrags: Bool { true }

  /// A press places the caret (Shift extends the selection), a drag selects, the wheel
  /// scrolls: each reported to the session (``/SplitKitContent/ContentEvent/EditorInput``)
  /// at the text position under the pointer.
  ///
  /// - Parameters:
  ///   - mouse: The mouse event.
  ///   - rect: The view's rectangle.
  ///   - reporter: Where the pointer's use is reported.
  /// - Returns: Whether it was handled.
  package override func handle(
    mouse: MouseEvent, in rect: CellRect, reporting reporter: ContentReporter
  ) -> Bool {
    if ContentMenuView.handle(mouse, menuOf: content, in: rect, reporting: reporter) {
      return true
    }
    switch mouse.kind {
    case .wheelUp: reporter.report { .wheel(column: $0, rows: -3) }
    case .wheelDown: reporter.report { .wheel(column: $0, rows: 3) }
    case .press where mouse.button == .left, .drag:
      guard let text = textRect else { return false }
      // Dragged above or below the view: the view scrolls a row, and the drag goes to its
      // first or last row.
      if mouse.kind == .drag, mouse.position.y < text.y || mouse.position.y >= text.maxY {
        reporter.report { .wheel(column: $0, rows: mouse.position.y < text.y ? -1 : 1) }
      }
      let row = min(max(0, mouse.position.y - text.y), max(0, text.height - 1))
      let position = content.editorState.position(
        atViewRow: row, x: max(0, mouse.position.x - text.x))
      if mouse.kind == .drag {
        reporter.report { .editor(column: $0, .dragged(to: position)) }
      } else {
        let extending = mouse.modifiers.contains(.shift)
        reporter.report { .editor(column: $0, .pressed(at: position, extending: extending)) }
      }
    default: return false
    }
    return true
  }
}
