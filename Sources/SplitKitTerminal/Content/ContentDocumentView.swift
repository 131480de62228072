import SplitKit
public import SplitKitContent
public import SplitKitHostCore

/// The terminal's rendering of a ``/SplitKitContent/DocumentController``: the document
/// wrapped to the column with a one-cell margin, laid out lazily (only what shows is
/// wrapped, so a 1 GB line scrolls as fast as a short one), and the controller's status
/// line in the bottom row.
///
/// Field names are bold in a column, quotes cyan, the signature and notes dim. Hosts make
/// it; apps use ``/SplitKitContent/DocumentController``.
@MainActor
public final class ContentDocumentView: TerminalViewController, DocumentScrolling {
  /// The document shown.
  public unowned let content: DocumentController
  /// The first line shown.
  private(set) var top = DocumentLayout.Position.start
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
    let layout = DocumentLayout(sections: DocumentText.sections(of: content.document))
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

  private func scroll(by lines: Int) {
    var layout = currentLayout()
    defer { self.layout = layout }
    let width = max(1, visibleSize.columns)
    let moved = layout.moved(top, by: lines, width: width).position
    top = layout.clamped(moved, rows: visibleSize.rows, width: width)
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    if change == .document {
      layout = nil
      top = .start
    }
    title = content.title
  }

  /// Scrolls the document by a line, a page or to an end.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it scrolled.
  public func scroll(_ command: HostCommand) -> Bool {
    let page = max(1, visibleSize.rows - 1)
    switch command {
    case .moveUp: scroll(by: -1)
    case .moveDown: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .home: top = .start
    case .end:
      var layout = currentLayout()
      defer { self.layout = layout }
      let width = max(1, visibleSize.columns)
      top = layout.clamped(layout.end(width: width), rows: visibleSize.rows, width: width)
    default: return false
    }
    return true
  }

  // MARK: TerminalViewController

  /// Draws the content in cells.
  ///
  /// - Parameters:
  ///   - rect: The view's rectangle.
  ///   - buffer: The buffer to draw into.
  ///   - context: The drawing context.
  public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    title = content.title
    buffer.fill(rect)
    let statusLines = content.currentStatusLines
    let showsStatus = rect.height >= 3 && !statusLines.isEmpty
    let body = showsStatus ? rect.inset(bottom: 1) : rect
    if showsStatus {
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      StatusLineView(content: StatusLineView.fitting(statusLines, width: line.width))
        .render(in: line, of: &buffer)
    }
    let text = body.width > 2 ? body.inset(left: 1, right: 1) : body
    visibleSize = text.size
    guard !text.isEmpty else { return }
    var layout = currentLayout()
    defer { self.layout = layout }
    top = layout.clamped(top, rows: text.height, width: text.width)
    let lines = layout.lines(from: top, count: text.height, width: text.width)
    for (row, spans) in lines.enumerated() {
      buffer.setSpans(
        spans, at: CellPosition(x: text.x, y: text.y + row), width: text.width, clip: text)
    }
  }

  /// Passes a key to the content controller first.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool {
    if content.receive(key: key) { return true }
    guard key.key == .character(" "), key.modifiers.subtracting(.shift).isEmpty else {
      return false
    }
    return scroll(.pageDown)
  }

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
    content.perform(command) || scroll(command)
  }

  /// The content controller's bar buttons.
  public override var trailingBarItems: [BarItem] { content.barButtons.barItems }

  /// Runs the action of the bar button pressed.
  ///
  /// - Parameter id: The button's identifier.
  public override func barItemPressed(_ id: BarItem.ID) { content.barButtons.press(id) }

  /// Handles a click or the wheel.
  ///
  /// - Parameters:
  ///   - mouse: The mouse event.
  ///   - rect: The view's rectangle.
  /// - Returns: Whether it was handled.
  public override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    switch mouse.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    default: return false
    }
    return true
  }
}
