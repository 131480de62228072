import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// The terminal's rendering of a ``/SplitKitContent/TextEditorController``: the display
/// rows in view, the selection in reverse video, the terminal's own cursor at the caret,
/// and the controller's status line in the bottom row.
///
/// Lines wrap at the view's width by the terminal's display width (``Text/displayWidth(_:)-(Character)``):
/// the view tells the content its width and height each frame and draws the rows the
/// content has in view (``/SplitKitContent/TextEditorState/visibleRows()``). Keys,
/// pastes, clicks, drags (``TerminalViewController/receivesDrags``) and the wheel go to
/// the content, which keeps the caret, the selection and the view: this view keeps no
/// copy. Text is sanitized: a control character in the text shows as a placeholder and
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

  /// Runs the action of the bar button pressed.
  ///
  /// - Parameter id: The button's identifier.
  public override func barItemPressed(_ id: BarItem.ID) {
    content.barButtons.press(id, on: content)
  }

  /// The editor selects by dragging: presses come at once, then the drags.
  public override var receivesDrags: Bool { true }

  /// A press places the caret (Shift extends the selection), a drag selects, the wheel
  /// scrolls.
  ///
  /// - Parameters:
  ///   - mouse: The mouse event.
  ///   - rect: The view's rectangle.
  /// - Returns: Whether it was handled.
  public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    if ContentMenuView.handle(mouse, menuOf: content, in: rect) { return true }
    switch mouse.kind {
    case .wheelUp: content.userScrolled(rows: -3)
    case .wheelDown: content.userScrolled(rows: 3)
    case .press where mouse.button == .left, .drag:
      guard let text = textRect else { return false }
      let row = min(max(0, mouse.position.y - text.y), max(0, text.height - 1))
      let x = max(0, mouse.position.x - text.x)
      // Dragged above or below the view: to the row past it, which scrolls.
      let position: TextEditorState.Position
      if mouse.kind == .drag, mouse.position.y < text.y {
        content.userScrolled(rows: -1)
        position = content.editorState.position(atViewRow: 0, x: x)
      } else if mouse.kind == .drag, mouse.position.y >= text.maxY {
        content.userScrolled(rows: 1)
        position = content.editorState.position(atViewRow: text.height - 1, x: x)
      } else {
        position = content.editorState.position(atViewRow: row, x: x)
      }
      if mouse.kind == .drag {
        content.userDragged(to: position)
      } else {
        content.userPressed(at: position, extending: mouse.modifiers.contains(.shift))
      }
    default: return false
    }
    return true
  }
}
