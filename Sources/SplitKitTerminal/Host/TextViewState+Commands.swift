extension TextViewState {
  /// Scrolls for a bound command: a line, a page, or to either end.
  ///
  /// A page is one row less than the visible rows, so a line of context stays on screen.
  ///
  /// ```swift
  /// state.perform(.pageDown, lineCount: lines.count, visibleRows: 20)  // scrolls 19 lines
  /// ```
  ///
  /// - Parameters:
  ///   - command: The command the key table resolved a key press to.
  ///   - lineCount: How many wrapped lines the text has.
  ///   - visibleRows: How many rows the text area shows.
  /// - Returns: `true` for the scrolling commands (up, down, page up/down, home, end);
  ///   `false` for anything else, which leaves the state unchanged.
  public mutating func perform(_ command: HostCommand, lineCount: Int, visibleRows: Int) -> Bool {
    let page = max(1, visibleRows - 1)
    let lines: Int
    switch command {
    case .moveUp: lines = -1
    case .moveDown: lines = 1
    case .pageUp: lines = -page
    case .pageDown: lines = page
    case .home:
      scrollToTop()
      return true
    case .end: lines = lineCount
    default: return false
    }
    scroll(by: lines, lineCount: lineCount, visibleRows: visibleRows)
    return true
  }

  /// Scrolls three lines for a wheel notch.
  ///
  /// - Parameters:
  ///   - mouse: The mouse event.
  ///   - lineCount: How many wrapped lines the text has.
  ///   - visibleRows: How many rows the text area shows.
  /// - Returns: `true` for vertical wheel events; `false` for anything else, which leaves
  ///   the state unchanged.
  public mutating func scroll(for mouse: MouseEvent, lineCount: Int, visibleRows: Int) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      scroll(
        by: mouse.kind == .wheelUp ? -3 : 3, lineCount: lineCount, visibleRows: visibleRows)
      return true
    default:
      return false
    }
  }
}
