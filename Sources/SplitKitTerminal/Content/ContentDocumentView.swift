import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// The terminal's rendering of a ``/SplitKitContent/DocumentController``: the document
/// wrapped to the column with a one-cell margin, laid out lazily (only what shows is
/// wrapped, so a 1 GB line scrolls as fast as a short one), and the controller's status
/// line in the bottom row.
///
/// Field names are bold in a column, quotes cyan, the signature and notes dim. Hosts make
/// it; apps use ``/SplitKitContent/DocumentController``.
@MainActor
package final class ContentDocumentView: TerminalViewController, ContentRendering {
  /// The document shown.
  public unowned let content: DocumentController
  /// The first line shown: where the content's offset (``/SplitKitContent/DocumentController/documentState``)
  /// lands at ``placedWidth``, kept so the next offset is found from it without wrapping
  /// the lines between.
  private(set) var top = DocumentLayout.Position.start
  /// The offset and width ``top`` was found for.
  private var placed: (offset: DocumentState.Offset, width: Int)?
  /// The text area's size at the last draw.
  private(set) var visibleSize = CellSize(columns: 1, rows: 1)
  private var layout: DocumentLayout?

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The document view.
  public init(_ content: DocumentController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
  }

  private func currentLayout() -> DocumentLayout {
    if let layout { return layout }
    let layout = DocumentLayout(sections: content.textSections.texts)
    self.layout = layout
    return layout
  }

  /// Every line of the document at `width` cells, for tests.
  ///
  /// - Parameter width: The width.
  /// - Returns: The lines, as spans.
  public func lines(width: Int) -> [[Span]] {
    var layout = currentLayout()
    defer { self.layout = layout }
    return layout.allLines(width: max(1, width))
  }

  /// The first line shown, counted from the top at the last width.
  public var topLine: Int {
    var layout = currentLayout()
    defer { self.layout = layout }
    let width = max(1, visibleSize.columns)
    var line = 0
    var position = DocumentLayout.Position.start
    let target = layout.normalized(top, width: width)
    while position != target {
      let step = layout.moved(position, by: 1, width: width)
      guard step.distance == 1 else { break }
      position = step.position
      line += 1
    }
    return line
  }

  /// Finds the first line for the content's offset at the text area's size, and reports
  /// where it clamped.
  private func place() {
    var layout = currentLayout()
    defer { self.layout = layout }
    let width = max(1, visibleSize.columns)
    let rows = max(1, visibleSize.rows)
    let offset = content.documentState.offset
    let reported: DocumentState.Offset
    switch offset {
    case .fromTop(let distance):
      var from = (position: DocumentLayout.Position.start, line: 0)
      if let placed, placed.width == width, case .fromTop(let line) = placed.offset {
        from = (top, line)
      }
      let moved = layout.moved(from.position, by: distance - from.line, width: width)
      let reached = from.line + moved.distance
      let page = layout.moved(moved.position, by: rows - 1, width: width).distance
      let line = max(0, reached - (rows - 1 - page))
      top = layout.clamped(moved.position, rows: rows, width: width)
      reported = .fromTop(line)
    case .fromEnd(let distance):
      let bottom = layout.moved(layout.end(width: width), by: -distance, width: width)
      let start = layout.moved(bottom.position, by: -(rows - 1), width: width)
      top = layout.clamped(start.position, rows: rows, width: width)
      reported = start.distance > -(rows - 1) ? .fromTop(0) : .fromEnd(-bottom.distance)
    }
    let isAtEnd =
      layout.moved(top, by: rows - 1, width: width).position == layout.end(width: width)
    placed = (reported, width)
    content.hostScrolled(to: reported, isAtEnd: isAtEnd)
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    switch change {
    case .document:
      // Laid out at the next draw: the app may make the document only then.
      layout = nil
      top = .start
      placed = nil
    case .scroll: if layout != nil { place() }
    default: break
    }
    title = content.title
  }

  // MARK: TerminalViewController

  /// Draws the content in cells.
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
    let text = body.width > 2 ? body.inset(left: 1, right: 1) : body
    guard !text.isEmpty else { return }
    if text.size != visibleSize || placed?.offset != content.documentState.offset {
      visibleSize = text.size
      content.hostLaidOut(visibleHeight: text.height, lineHeight: 1)
      place()
    }
    var layout = currentLayout()
    defer { self.layout = layout }
    let lines = layout.lines(from: top, count: text.height, width: text.width)
    for (row, spans) in lines.enumerated() {
      buffer.setSpans(
        spans, at: CellPosition(x: text.x, y: text.y + row), width: text.width, clip: text)
    }
  }

  /// Passes a key to the content controller (which pages on Space).
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool { content.receive(key: key) }

  /// Passes pasted text to the content controller.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  public override func handle(paste text: String) -> Bool { content.receive(paste: text) }

  /// Passes a host command to the content controller first.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  public override func perform(_ command: HostCommand) -> Bool {
    content.receive(command: command)
  }

  /// The content controller's bar buttons.
  public override var trailingBarItems: [BarItem] { content.barButtons.barItems }

  /// Handles a click or the wheel: the menu's use, or the wheel's scroll, reported to the
  /// session.
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
    default: return false
    }
    return true
  }
}
