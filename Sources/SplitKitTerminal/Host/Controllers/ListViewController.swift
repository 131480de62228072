import SplitKit
public import SplitKitContent

/// A content controller showing a virtualized list with a keyboard and mouse selection.
///
/// Subclass it, answer ``numberOfRows`` and ``row(at:)``, and react to
/// ``didOpenRow(at:)`` — typically with `showDetail(_:)`, which the split view turns into
/// a secondary-column replacement when expanded and a push when collapsed. Only visible
/// rows are asked for, so a million rows cost what twenty do.
///
/// ```swift
/// final class Items: ListViewController {
///   override var numberOfRows: Int { 1_000_000 }
///   override func row(at index: Int) -> ListRow { ListRow("Item \(index + 1)") }
///   override func didOpenRow(at index: Int) { showDetail(Detail(index: index)) }
/// }
/// ```
///
/// Commands: ``/SplitKitHostCore/HostCommand/moveUp`` … ``/SplitKitHostCore/HostCommand/end`` move the selection,
/// ``/SplitKitHostCore/HostCommand/open`` opens it; a click selects and opens the row; the wheel scrolls.
@MainActor
open class ListViewController: TerminalViewController {
  /// The selection and scroll position.
  public var listState = ListState(selection: 0)
  /// How many rows the wheel scrolls per notch: 3.
  public var wheelStep = 3
  /// The marker before the selected row; every row is indented by its width: "▸ ".
  public var highlightSymbol: String? = "▸ "
  /// The height of the list when last drawn, used to page and keep the selection visible.
  public private(set) var visibleRows = 1
  private var drawnCount: Int?

  /// The number of rows.
  open var numberOfRows: Int { 0 }

  /// The row at `index`; asked only for visible rows.
  ///
  /// - Parameter index: A row index in `0..<numberOfRows`.
  /// - Returns: The row's text and style; the base class returns an empty row.
  open func row(at index: Int) -> ListRow { ListRow("") }

  /// Called after the selection moved.
  ///
  /// - Parameter index: The selected row.
  open func didSelectRow(at index: Int) {}

  /// Called when the user opens a row (Enter, l, Right or a click).
  ///
  /// - Parameter index: The row opened.
  open func didOpenRow(at index: Int) {}

  /// The selected row, if any.
  public var selectedRow: Int? { listState.selection }

  /// Selects a row and scrolls it into view.
  ///
  /// - Parameter index: The row, clamped to the list; nil clears the selection.
  public func selectRow(_ index: Int?) {
    if listState.select(index, count: numberOfRows, visibleRows: visibleRows),
      let selection = listState.selection
    {
      didSelectRow(at: selection)
    }
  }

  /// The list widget for the current rows, styled for `focused`.
  ///
  /// - Parameter focused: Whether the column has keyboard focus.
  /// - Returns: The widget; override to restyle it.
  open func listView(focused: Bool) -> ListView {
    var view = ListView(count: numberOfRows) { [unowned self] in self.row(at: $0) }
    view.isFocused = focused
    view.highlightSymbol = highlightSymbol
    return view
  }

  /// Draws the visible rows.
  ///
  /// - Complexity: O(visible rows).
  ///
  /// - Parameters:
  ///   - rect: The cells of the column's content area, below its navigation bar.
  ///   - buffer: The frame being drawn; only cells inside `rect` are written.
  ///   - context: Focus and theme for this frame.
  open override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    let count = numberOfRows
    if drawnCount == nil {
      // Before the first draw the height was unknown (one row assumed), so a selection
      // made then scrolled as if only it fit: start from the top, and scroll only as far
      // as the real height needs.
      listState = ListState(selection: listState.selection, offset: 0)
    }
    if rect.height != visibleRows || count != drawnCount {
      // Keep the selection in view when the list or its height changes, not on every
      // frame, so the wheel can scroll away from the selection.
      listState.layoutChanged(count: count, visibleRows: rect.height)
    }
    visibleRows = max(1, rect.height)
    drawnCount = count
    listView(focused: context.isFocused).render(in: rect, of: &buffer, state: listState)
  }

  /// Moves the selection or opens the selected row.
  ///
  /// - Parameter command: The command the key table resolved the key press to.
  /// - Returns: `true` for movement commands and for `.open` on a selected row; `false` for
  ///   anything else, so the host can handle it.
  open override func perform(_ command: HostCommand) -> Bool {
    if command == .open {
      guard let selection = listState.selection, selection < numberOfRows else { return false }
      didOpenRow(at: selection)
      return true
    }
    guard let move = ListState.Command(command) else { return false }
    if listState.perform(move, count: numberOfRows, visibleRows: visibleRows),
      let selection = listState.selection
    {
      didSelectRow(at: selection)
    }
    return true
  }

  /// Selects and opens the clicked row; scrolls with the wheel.
  ///
  /// - Parameters:
  ///   - mouse: The event, with its position in screen cells.
  ///   - rect: The cells of the content area the event landed in.
  /// - Returns: `true` for wheel events and for a left press on a row; `false` otherwise.
  open override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      listState.scroll(
        by: mouse.kind == .wheelUp ? -wheelStep : wheelStep, count: numberOfRows,
        visibleRows: rect.height)
      return true
    case .press where mouse.button == .left:
      let view = listView(focused: true)
      guard let index = view.index(at: mouse.position, in: rect, state: listState) else {
        return false
      }
      selectRow(index)
      didOpenRow(at: index)
      return true
    default:
      return false
    }
  }
}
