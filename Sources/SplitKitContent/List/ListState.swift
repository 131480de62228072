/// The selection, the first row in view and paging of a list: one value per list, owned by
/// its ``ListController`` (``ListController/listState``), which both hosts draw from and
/// send the user's moves to; the terminal's `ListView` draws it.
///
/// Each event is one mutating method; all take the row count and the number of visible
/// rows so they can clamp. Moving the selection scrolls just enough to keep it in view;
/// the wheel scrolls without moving the selection.
///
/// ```swift
/// var state = ListState()
/// state.perform(.down, count: 100, visibleRows: 10)   // selects row 0
/// state.perform(.end, count: 100, visibleRows: 10)    // row 99, offset 90
/// ```
public struct ListState: Hashable, Sendable {
  /// The selected row, or `nil` when nothing is selected.
  public private(set) var selection: Int?
  /// The index of the first visible row.
  public private(set) var offset: Int

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - selection: The selected row.
  ///   - offset: The first visible row.
  public init(selection: Int? = nil, offset: Int = 0) {
    self.selection = selection
    self.offset = max(0, offset)
  }

  /// A keyboard command for the selection.
  public enum Command: Hashable, Sendable, CaseIterable {
    /// The previous row (Up, k).
    case up
    /// The next row (Down, j).
    case down
    /// One page up (PageUp).
    case pageUp
    /// One page down (PageDown).
    case pageDown
    /// The first row (Home).
    case home
    /// The last row (End).
    case end
  }

  /// Moves the selection; with nothing selected, any command selects the first visible
  /// row (or the first/last row for Home/End).
  ///
  /// - Parameters:
  ///   - command: What to do.
  ///   - count: The number of rows.
  ///   - visibleRows: The number of rows in view; a page.
  /// - Returns: Whether the selection changed.
  @discardableResult
  public mutating func perform(_ command: Command, count: Int, visibleRows: Int) -> Bool {
    guard count > 0 else { return select(nil, count: count, visibleRows: visibleRows) }
    let page = max(1, visibleRows)
    let target: Int
    switch (command, selection) {
    case (.home, _): target = 0
    case (.end, _): target = count - 1
    case (_, nil): target = min(offset, count - 1)
    case (.up, let current?): target = current - 1
    case (.down, let current?): target = current + 1
    case (.pageUp, let current?):
      offset = max(0, offset - page)
      target = current - page
    case (.pageDown, let current?):
      offset = min(max(0, count - page), offset + page)
      target = current + page
    }
    return select(min(max(0, target), count - 1), count: count, visibleRows: visibleRows)
  }

  /// Selects a row (a click, or the host restoring a selection) and scrolls it into view.
  ///
  /// - Parameters:
  ///   - index: The row to select; `nil` clears the selection. Out-of-range indices are
  ///     clamped.
  ///   - count: The number of rows.
  ///   - visibleRows: The number of rows in view.
  /// - Returns: Whether the selection changed.
  @discardableResult
  public mutating func select(_ index: Int?, count: Int, visibleRows: Int) -> Bool {
    let previous = selection
    selection = count > 0 ? index.map { min(max(0, $0), count - 1) } : nil
    layoutChanged(count: count, visibleRows: visibleRows)
    return selection != previous
  }

  /// Scrolls by `rows` (negative is up), as the mouse wheel does; the selection stays.
  ///
  /// - Parameters:
  ///   - rows: How far to scroll.
  ///   - count: The number of rows.
  ///   - visibleRows: The number of rows in view.
  public mutating func scroll(by rows: Int, count: Int, visibleRows: Int) {
    offset = Self.clamp(offset + rows, count: count, visibleRows: visibleRows)
  }

  /// Re-clamps after the row count or the visible height changed, keeping the selection
  /// in view.
  ///
  /// - Parameters:
  ///   - count: The number of rows.
  ///   - visibleRows: The number of rows in view.
  public mutating func layoutChanged(count: Int, visibleRows: Int) {
    if let selected = selection, selected >= count { selection = count > 0 ? count - 1 : nil }
    if let selected = selection {
      let page = max(1, visibleRows)
      if selected < offset { offset = selected }
      if selected >= offset + page { offset = selected - page + 1 }
    }
    offset = Self.clamp(offset, count: count, visibleRows: visibleRows)
  }

  /// The rows in view: from the clamped offset, at most `visibleRows` of them.
  ///
  /// - Parameters:
  ///   - count: The number of rows.
  ///   - visibleRows: The number of rows in view.
  /// - Returns: The indices to draw.
  public func visibleRange(count: Int, visibleRows: Int) -> Range<Int> {
    let start = Self.clamp(offset, count: count, visibleRows: visibleRows)
    return start..<min(count, start + max(0, visibleRows))
  }

  private static func clamp(_ offset: Int, count: Int, visibleRows: Int) -> Int {
    min(max(0, offset), max(0, count - max(0, visibleRows)))
  }
}
