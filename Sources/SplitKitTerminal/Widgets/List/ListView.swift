public import SplitKitContent

/// A virtualized, scrollable list with a selection: the primary column of a
/// master–detail interface.
///
/// The list never holds its rows. It knows how many there are (``count``) and asks the
/// ``row`` closure for the content of the rows it draws, so drawing a list of a million
/// rows costs the same as one of ten: only the rows in view are requested.
///
/// Selection and scroll position live in a ``/SplitKitContent/ListState`` the host keeps between frames;
/// keys become ``/SplitKitContent/ListState/Command``s, clicks are mapped to rows with
/// ``index(at:in:state:)``, and the wheel calls ``/SplitKitContent/ListState/scroll(by:count:visibleRows:)``.
///
/// ```swift
/// let list = ListView(count: mailboxes.count) { ListRow(mailboxes[$0].name) }
/// list.render(in: rect, of: &buffer, state: state)
/// ```
public struct ListView: StatefulWidget {
  /// The number of rows.
  public var count: Int
  /// The content of the row at an index in `0..<count`; called only for visible rows.
  public var row: (Int) -> ListRow
  /// The style of the list's background and unselected rows.
  public var style: Style
  /// The selected row's style while the list has focus; reverse video by default, which
  /// stays visible without colour.
  public var selectionStyle: Style
  /// The selected row's style while another column has focus.
  public var inactiveSelectionStyle: Style
  /// Whether the list has keyboard focus, choosing between the two selection styles.
  public var isFocused: Bool
  /// Text shown before the selected row (and as blank space before the others), such as
  /// `"> "`; `nil` for none.
  public var highlightSymbol: String?

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - count: The number of rows.
  ///   - row: The content of a row, asked only for rows in view.
  public init(count: Int, row: @escaping (Int) -> ListRow) {
    self.count = max(0, count)
    self.row = row
    self.style = .default
    self.selectionStyle = Style(attributes: .reverse)
    self.inactiveSelectionStyle = Style(background: .ansi(.brightBlack))
    self.isFocused = true
    self.highlightSymbol = nil
  }

  /// The row under a click, if any.
  ///
  /// - Parameters:
  ///   - position: The clicked cell.
  ///   - rect: Where the list was drawn.
  ///   - state: The state it was drawn with.
  /// - Returns: The index of the row at `position`, or `nil` outside the list or below
  ///   its last row.
  public func index(at position: CellPosition, in rect: CellRect, state: ListState) -> Int? {
    guard rect.contains(position) else { return nil }
    let index =
      state.visibleRange(count: count, visibleRows: rect.height).lowerBound + position.y - rect.y
    return index < count ? index : nil
  }
}
