import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// The terminal's rendering of a ``/SplitKitContent/ListController``: a row per line, a
/// placeholder when empty, and the controller's status line in the bottom row.
///
/// A row with a subtitle is laid out as a mail list is: the mark, the title in a column of
/// about a quarter of the width, the branch, the subtitle, and the detail at the right.
///
/// ```
/// ● Ada Lovelace      ▾ Notes on the engine           Nov 21
///   Grace Hopper        └ Re: Notes on the engine     Nov 22
/// ```
///
/// A row without one is a title, indented by its ``/SplitKitContent/ListRowContent/indent``,
/// with the detail at the right (a folder and its unread count). Hosts make it; apps use
/// ``/SplitKitContent/ListController``.
@MainActor
package final class ContentListView: TerminalViewController, ContentRendering {
  /// The list shown.
  public unowned let content: ListController
  /// The width rows were last laid out for.
  private var rowWidth = 40
  /// Rows laid out, by row: valid while the content and the width are the same.
  private var rowCache: [Int: (content: ListRowContent, width: Int, row: ListRow)] = [:]

  /// The marker before an unread row.
  public nonisolated static let unreadMarker = "●"
  /// The marker before a flagged row.
  public nonisolated static let flaggedMarker = "⚑"
  /// The style of the markers.
  public nonisolated static let markerStyle = Style(foreground: .ansi(.blue), attributes: .bold)
  /// The style of placeholders and notes.
  public nonisolated static let noteStyle = Style(attributes: [.dim, .italic])

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The list.
  public init(_ content: ListController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
  }

  /// The title column's width for a row `width` cells wide: about a quarter, 8 to 22.
  ///
  /// - Parameter width: The row's width.
  /// - Returns: The column's width.
  public nonisolated static func titleWidth(forRowWidth width: Int) -> Int {
    min(22, max(8, width * 28 / 100))
  }

  /// A row laid out for `width` cells.
  ///
  /// - Parameters:
  ///   - row: The row's content.
  ///   - width: The row's width in cells.
  /// - Returns: The spans to draw.
  /// - Complexity: O(`width`), whatever the length of the texts.
  public nonisolated static func listRow(_ row: ListRowContent, width: Int) -> ListRow {
    let emphasized = row.mark == .unread
    let textStyle = emphasized ? Style(attributes: .bold) : Style.default
    let detailStyle = row.detailTraits.terminalStyle
    // The symbol's glyph before the title, as a bar button shows it.
    let titleText = row.symbol.map { $0.glyph + " " + row.title } ?? row.title
    guard !row.subtitle.isEmpty || row.branch != nil else {
      let indent = String(repeating: "  ", count: max(0, row.indent))
      return ListRow(
        [Span(" " + indent + Sanitizer.truncated(titleText, toWidth: width), style: textStyle)],
        trailing: row.detail.isEmpty ? [] : [Span(row.detail + " ", style: detailStyle)])
    }
    let markText: String
    switch row.mark {
    case .none: markText = "  "
    case .unread: markText = unreadMarker + " "
    case .flagged: markText = flaggedMarker + " "
    }
    let marker = Span(markText, style: markerStyle)
    let detail = Span(row.detail + " ", style: detailStyle)
    let title = fitted(titleText, width: titleWidth(forRowWidth: width))
    // Truncated to the row's width first (O(width)): sanitizing and drawing the whole of a
    // 100 KB subject cost 1 ms per row per frame.
    let subtitle = Sanitizer.truncated(row.subtitle, toWidth: width)
    let branch = Span(row.branch?.prefix ?? "", style: Style(attributes: .dim))
    let count = Span(row.branch?.collapsedCount ?? "", style: Style(attributes: .dim))
    return ListRow(
      [marker, Span(title + " ", style: textStyle), branch, Span(subtitle, style: textStyle)],
      trailing: [count, detail])
  }

  /// `text` sanitized, truncated to `width` cells and padded with spaces to exactly `width`.
  ///
  /// - Complexity: O(`width`), however long `text` is.
  nonisolated static func fitted(_ text: String, width: Int) -> String {
    let cut = Sanitizer.truncated(text, toWidth: width)
    return cut + String(repeating: " ", count: max(0, width - Text.displayWidth(cut)))
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    switch change {
    case .rowsReloaded:
      rowCache.removeAll(keepingCapacity: true)
    case .rowReloaded(let index):
      rowCache[index] = nil
    case .all, .selection, .rowsAppended, .document, .scroll, .filter, .caret, .textEdited:
      break
    }
    title = content.title
  }

  // MARK: TerminalViewController

  /// How many rows the wheel scrolls a notch.
  private let wheelStep = 3

  /// The list widget for `count` rows, each drawn by `row`: no marker before the
  /// selected row (its highlight shows it).
  private func listView(
    count: Int, focused: Bool, row: @escaping (Int) -> ListRow = { _ in ListRow("") }
  ) -> ListView {
    var view = ListView(count: count, row: row)
    view.isFocused = focused
    view.highlightSymbol = nil
    return view
  }

  /// `row`, the content of row `index`, laid out at the current width (from the cache
  /// when the content and the width are the same).
  private func laidOut(_ row: ListRowContent, at index: Int) -> ListRow {
    if let cached = rowCache[index], cached.width == rowWidth, cached.content == row {
      return cached.row
    }
    let laidOut = Self.listRow(row, width: rowWidth)
    // A few pages' worth: enough for every visible row, small whatever the list.
    if rowCache.count >= 1024 { rowCache.removeAll(keepingCapacity: true) }
    rowCache[index] = (row, rowWidth, laidOut)
    return laidOut
  }

  /// Passes a key to the content controller first.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool { content.receive(key: key) }

  /// Passes pasted text to the content controller.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  public override func handle(paste text: String) -> Bool { content.receive(paste: text) }

  /// Passes a host command to the content controller first, then reports a move or an
  /// open to it.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled (open with nothing selected is not).
  public override func perform(_ command: HostCommand) -> Bool {
    content.receive(command: command)
  }

  /// The content controller's bar buttons.
  public override var trailingBarItems: [BarItem] { content.barButtons.barItems }

  /// Handles a click or the wheel, reported to the session: a row's menu's use, the
  /// wheel's scroll, a click on a row (``/SplitKitContent/ContentEvent/rowActivated(column:row:byKeyboard:)``)
  /// or a right click asking for its menu.
  ///
  /// - Parameters:
  ///   - mouse: The mouse event.
  ///   - rect: The view's rectangle.
  ///   - reporter: Where the pointer's use is reported.
  /// - Returns: Whether it was handled.
  package override func handle(
    mouse: MouseEvent, in rect: CellRect, reporting reporter: ContentReporter
  ) -> Bool {
    let listRect = rect.inset(bottom: showsStatus(in: rect) ? 1 : 0)
    // A row's menu is modal, under its row.
    if ContentMenuView.handle(
      mouse, menuOf: content, in: listRect, below: selectedLine(in: listRect), trailing: false,
      reporting: reporter)
    {
      return true
    }
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let rows = mouse.kind == .wheelUp ? -wheelStep : wheelStep
      reporter.report { .wheel(column: $0, rows: rows) }
      return true
    case .press where mouse.button == .left || mouse.button == .right:
      let view = listView(count: content.numberOfRows, focused: true)
      guard let row = view.index(at: mouse.position, in: listRect, state: content.listState)
      else { return false }
      if mouse.button == .right {
        return reporter.report { .menu(column: $0, .openForRow(row)) }
      }
      return reporter.report { .rowActivated(column: $0, row: row) }
    default:
      return false
    }
  }

  /// The line the selected row is drawn on in `listRect`, if it is in view.
  private func selectedLine(in listRect: CellRect) -> Int? {
    guard let selected = content.selectedRow else { return nil }
    let first = content.listState.visibleRange(
      count: content.numberOfRows, visibleRows: listRect.height
    ).lowerBound
    let line = listRect.y + selected - first
    return (listRect.y..<listRect.maxY).contains(line) ? line : nil
  }

  private func showsStatus(in rect: CellRect) -> Bool {
    rect.height >= 3 && !content.currentStatusLines.isEmpty
  }

  /// Draws the content in cells.
  ///
  /// - Parameters:
  ///   - rect: The view's rectangle.
  ///   - buffer: The buffer to draw into.
  ///   - context: The drawing context.
  public override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    title = content.title
    let statusLines = content.currentStatusLines
    let showsStatus = rect.height >= 3 && !statusLines.isEmpty
    let listRect = showsStatus ? rect.inset(bottom: 1) : rect
    rowWidth = listRect.width
    // The rows in view, read as the browser's snapshot reads them, and drawn from that
    // window only.
    let window = ContentSnapshot.ListContent(window: content, visibleRows: listRect.height)
    let view = listView(count: window.count, focused: context.isFocused) {
      [unowned self] index in laidOut(window.rows[index - window.first], at: index)
    }
    let state = ListState(selection: window.selection, offset: window.first)
    view.render(in: listRect, of: &buffer, state: state)
    if window.count == 0, let placeholder = window.placeholder {
      Self.drawPlaceholder(placeholder, in: listRect, buffer: &buffer)
    }
    ContentMenuView.drawMenu(
      of: content, in: listRect, below: selectedLine(in: listRect), trailing: false,
      buffer: &buffer)
    if showsStatus {
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      StatusLineView(content: StatusLineView.fitting(statusLines, width: line.width))
        .render(in: line, of: &buffer)
    }
  }

  /// Draws `text` dim and italic, wrapped, from the second row of `rect`.
  static func drawPlaceholder(_ text: String, in rect: CellRect, buffer: inout Buffer) {
    guard rect.height > 1, rect.width > 2 else { return }
    let inner = rect.inset(left: 1, right: 1)
    for (row, line) in Text.wrapped(Sanitizer.sanitize(text), toWidth: inner.width).prefix(
      rect.height - 1
    ).enumerated() {
      buffer.setString(
        line, at: CellPosition(x: inner.x, y: inner.y + 1 + row), style: noteStyle, clip: inner)
    }
  }
}
