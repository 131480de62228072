import SplitKit

/// A content controller showing wrapped, scrollable text — a detail pane.
///
/// ```swift
/// let detail = TextViewController(title: "Item 2", text: "This is item 2.")
/// ```
///
/// Commands ``/SplitKitHostCore/HostCommand/moveUp`` … ``/SplitKitHostCore/HostCommand/end`` scroll; the wheel scrolls. The
/// text is sanitized when drawn.
@MainActor
open class TextViewController: TerminalViewController {
  /// The text shown; setting it scrolls back to the top.
  public var text: String {
    didSet {
      textState.scrollToTop()
      wrapped = nil
    }
  }
  /// The scroll position.
  public private(set) var textState = TextViewState()
  /// The style of the text.
  public var style: Style = .default { didSet { wrapped = nil } }
  /// The size of the content area when last drawn.
  public private(set) var visibleSize = CellSize(columns: 1, rows: 1)
  private var wrapped: (width: Int, lines: [String])?

  /// Creates a text controller.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - text: The text to show.
  public init(title: String? = nil, text: String = "") {
    self.text = text
    super.init(title: title)
  }

  /// The text wrapped to `width`, cached until the text or width changes.
  ///
  /// - Complexity: O(text length) on the first call per width, O(1) after.
  ///
  /// - Parameter width: The wrap width in cells.
  /// - Returns: The wrapped lines, top first, each at most `width` cells wide.
  public func lines(width: Int) -> [String] {
    if let wrapped, wrapped.width == width { return wrapped.lines }
    let lines = TextView(text, style: style).lines(width: width)
    wrapped = (width, lines)
    return lines
  }

  /// Draws the visible lines, one column in from either side.
  ///
  /// - Parameters:
  ///   - rect: The cells of the column's content area, below its navigation bar.
  ///   - buffer: The frame being drawn; only cells inside `rect` are written.
  ///   - context: Focus and theme for this frame.
  open override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    buffer.fill(rect, with: Cell(" ", style: style))
    let rect = rect.width > 2 ? rect.inset(left: 1, right: 1) : rect
    visibleSize = rect.size
    guard !rect.isEmpty else { return }
    let lines = lines(width: rect.width)
    textState.layoutChanged(lineCount: lines.count, visibleRows: rect.height)
    for (row, line) in lines.dropFirst(textState.offset).prefix(rect.height).enumerated() {
      buffer.setString(line, at: CellPosition(x: rect.x, y: rect.y + row), style: style, clip: rect)
    }
  }

  /// Scrolls by a line, a page, or to either end.
  ///
  /// - Parameter command: The command the key table resolved the key press to.
  /// - Returns: `true` for the scrolling commands (up, down, page up/down, home, end); `false`
  ///   for anything else, so the host can handle it.
  open override func perform(_ command: HostCommand) -> Bool {
    let count = lines(width: max(1, visibleSize.columns)).count
    return textState.perform(command, lineCount: count, visibleRows: visibleSize.rows)
  }

  /// Scrolls with the wheel.
  ///
  /// - Parameters:
  ///   - mouse: The event, with its position in screen cells.
  ///   - rect: The cells of the content area the event landed in.
  /// - Returns: `true` for wheel events (three lines per notch); `false` otherwise.
  open override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    let count = lines(width: max(1, visibleSize.columns)).count
    return textState.scroll(for: mouse, lineCount: count, visibleRows: visibleSize.rows)
  }
}
