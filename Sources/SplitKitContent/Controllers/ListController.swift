import SplitKitHostCore

/// A list of rows, host-neutral: the terminal draws it in cells, one row per line; GTK as a
/// `GtkListView` of two-line rows.
///
/// Subclass it and give the rows (``numberOfRows``, ``row(at:)``); hear the user through
/// ``didSelectRow(at:byUser:)`` and ``didOpenRow(at:byKeyboard:)``. Tell the host what
/// changed: ``rowsDidReload(fromTop:)``, ``rowsDidAppend(_:)`` as a file is read, ``rowDidChange(_:)``
/// for one row. With a ``filter`` field, `/` starts typing in it (GTK: the search entry),
/// Enter keeps it, Esc clears it; the typed text reaches ``filterDidChange(_:)``.
///
/// ```swift
/// final class Fruit: ListController {
///   let names = ["Apple", "Pear"]
///   override var numberOfRows: Int { names.count }
///   override func row(at index: Int) -> ListRowContent { ListRowContent(title: names[index]) }
///   override func didOpenRow(at index: Int, byKeyboard: Bool) { print(names[index]) }
/// }
/// ```
@MainActor
open class ListController: ContentViewController {
  /// A list, for ``ContentViewController/accept(_:)``.
  override var kind: ContentKind { .list(self) }

  /// The selection, the first row in view and the page: the one copy both hosts draw from
  /// and send the user's moves to (``userMoved(_:)``, ``userScrolled(by:)``,
  /// ``userSelected(row:)``, ``hostLaidOut(visibleRows:)``).
  public private(set) var listState = ListState()
  /// How many rows the host showed when it last laid the list out: a page.
  public private(set) var visibleRows = 1
  /// The row count when the host last laid the list out; nil before it did.
  private var laidOutCount: Int?
  /// The selected row, if any.
  public var selectedRow: Int? { listState.selection }
  /// The filter field, nil when the list has none.
  ///
  /// ``filterDidChange(_:)`` hears its text.
  public var filter: FilterField? {
    didSet { if filter != oldValue { renderer?.contentDidChange(.filter) } }
  }
  /// A pending choice (``choose(_:completion:)``).
  private var choice: (prompt: String, completion: @MainActor (Int?) -> Void)?

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier state restoration uses.
  public override init(title: String? = nil, restorationIdentifier: String? = nil) {
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// How many rows the list has.
  open var numberOfRows: Int { 0 }

  /// The row at `index`; asked only for rows on screen.
  ///
  /// - Parameter index: A row, less than ``numberOfRows``.
  /// - Returns: Its content.
  open func row(at index: Int) -> ListRowContent { ListRowContent(title: "") }

  /// What the list shows when it has no rows (`No messages match “x”.`); nil for nothing.
  open var placeholder: String? { nil }

  /// What one row is called, for screen readers (`message`).
  open var rowNoun: String { "item" }

  /// The user or the app selected `index`.
  ///
  /// - Parameters:
  ///   - index: The row.
  ///   - byUser: Whether the user did (a key or a click), not the app.
  open func didSelectRow(at index: Int, byUser: Bool) {}

  /// The user opened `index` (Enter, a click).
  ///
  /// - Parameters:
  ///   - index: The row.
  ///   - byKeyboard: Whether with a key (focus moves on), not a click.
  open func didOpenRow(at index: Int, byKeyboard: Bool) {}

  /// The items of `index`'s context menu.
  ///
  /// A right click, Shift-F10 or the Menu key, a long press shows it; none by default,
  /// and then nothing shows.
  ///
  /// - Parameter index: The row.
  /// - Returns: The items, each a plain button.
  open func contextMenu(forRow index: Int) -> [BarButton] { [] }

  /// The filter's text changed (typed, pasted or cleared).
  ///
  /// - Parameter text: The text; empty when cleared.
  open func filterDidChange(_ text: String) {}

  /// Selects `row` (none when nil) for the app, scrolling it into view, and tells
  /// ``didSelectRow(at:byUser:)`` when the selection changes.
  ///
  /// - Parameter row: The row, clamped to the list; nil for none.
  public func select(row: Int?) { select(row, byUser: false) }

  private func select(_ row: Int?, byUser: Bool) {
    let changed = listState.select(row, count: numberOfRows, visibleRows: visibleRows)
    selectionDidChange(changed, byUser: byUser)
  }

  /// Tells the renderer, and ``didSelectRow(at:byUser:)`` when the selected row changed.
  private func selectionDidChange(_ changed: Bool, byUser: Bool) {
    renderer?.contentDidChange(.selection)
    if changed, let row = listState.selection { didSelectRow(at: row, byUser: byUser) }
  }

  /// Every row is new (a filter, a new layout): the renderer reads them again, and
  /// nothing is selected (``select(row:)`` selects the row now showing what was).
  ///
  /// - Parameter fromTop: Whether to show the first rows (a new filter) rather than keep
  ///   the scroll position (a new layout of the same rows).
  public func rowsDidReload(fromTop: Bool = false) {
    listState = ListState(selection: nil, offset: fromTop ? 0 : listState.offset)
    renderer?.contentDidChange(.rowsReloaded(fromTop: fromTop))
  }

  /// `count` rows were added after the last, as a file is read; the rows above, the
  /// selection and the scroll position stay.
  ///
  /// - Parameter count: How many.
  public func rowsDidAppend(_ count: Int) {
    guard count > 0 else { return }
    renderer?.contentDidChange(.rowsAppended(count: count))
  }

  /// One row's content changed (a read mark, say); it is read again.
  ///
  /// - Parameter index: The row.
  public func rowDidChange(_ index: Int) {
    renderer?.contentDidChange(.rowReloaded(index))
  }

  /// Asks the user to choose a row for a feature (a folder to move messages to): the
  /// status line shows `prompt`; Enter or a click chooses the selected row, Esc cancels.
  ///
  /// - Parameters:
  ///   - prompt: What to choose (`Move to which folder?`).
  ///   - completion: Called once with the row, or nil when cancelled.
  public func choose(_ prompt: String, completion: @escaping @MainActor (Int?) -> Void) {
    let previous = choice
    choice = (prompt, completion)
    previous?.completion(nil)
    setNeedsDisplay()
  }

  /// The prompt of a pending choice (``choose(_:completion:)``), if any.
  public var choicePrompt: String? { choice?.prompt }

  /// The pending choice, or what a content controller shows.
  open override var currentStatusLines: [StatusContent] {
    if let choice { return [StatusContent(choice.prompt, trailing: "Enter choose  Esc cancel")] }
    return super.currentStatusLines
  }

  // MARK: Hosts

  /// The host's renderer reports that the user selected `index` (a key, a click).
  ///
  /// - Parameter index: The row, or nil.
  public func userSelected(row index: Int?) { select(index, byUser: true) }

  /// The host reports a key that moves the selection (Up, Down, a page, Home, End): the
  /// selection moves, scrolling just enough to stay in view.
  ///
  /// - Parameter command: The move.
  public func userMoved(_ command: ListState.Command) {
    let changed = listState.perform(command, count: numberOfRows, visibleRows: visibleRows)
    selectionDidChange(changed, byUser: true)
  }

  /// The host reports the wheel: the rows in view move by `rows` (negative is up) and the
  /// selection stays.
  ///
  /// - Parameter rows: How far.
  public func userScrolled(by rows: Int) {
    listState.scroll(by: rows, count: numberOfRows, visibleRows: visibleRows)
  }

  /// The host laid the list out with room for `rows` rows: a page from now on.
  ///
  /// When the height or the row count changed, the selection is scrolled into view again (not on
  /// every frame, so the wheel can scroll away from it).
  ///
  /// - Parameter rows: The rows in view.
  public func hostLaidOut(visibleRows rows: Int) {
    let count = numberOfRows
    if laidOutCount == nil {
      // Before the first layout the height was unknown (one row assumed), so a selection
      // made then scrolled as if only it fit: start from the top, and scroll only as far
      // as the real height needs.
      listState = ListState(selection: listState.selection, offset: 0)
    }
    if rows != visibleRows || count != laidOutCount {
      listState.layoutChanged(count: count, visibleRows: rows)
    }
    visibleRows = max(1, rows)
    laidOutCount = count
  }

  /// The host's renderer reports that the user opened `index`.
  ///
  /// - Parameters:
  ///   - index: The row.
  ///   - byKeyboard: Whether with a key.
  public func userOpened(row index: Int, byKeyboard: Bool) {
    guard index >= 0, index < numberOfRows else { return }
    if let choice {
      self.choice = nil
      choice.completion(index)
      setNeedsDisplay()
      return
    }
    didOpenRow(at: index, byKeyboard: byKeyboard)
  }

  /// The user asked for `index`'s context menu.
  ///
  /// A right click, Shift-F10 or the Menu key, a long press: the row is selected and its
  /// menu (``contextMenu(forRow:)``) shows, titled with the row's title.
  ///
  /// - Parameter index: The row.
  /// - Returns: Whether a menu shows.
  @discardableResult
  public func userRequestedMenu(row index: Int) -> Bool {
    guard index >= 0, index < numberOfRows, choice == nil else { return false }
    let items = contextMenu(forRow: index)
    guard !items.isEmpty else { return false }
    if selectedRow != index { userSelected(row: index) }
    showMenu(items, title: row(at: index).title)
    return menu != nil
  }

  /// The host's renderer reports the filter's new text (GTK's search entry).
  ///
  /// - Parameter text: The text.
  public func userChangedFilter(to text: String) {
    guard filter != nil, filter?.text != text else { return }
    filter?.text = text
    filterDidChange(text)
  }

  /// Starts typing in the filter field (`/`), with its text kept.
  public func beginFiltering() {
    guard filter != nil else { return }
    filter?.isEditing = true
  }

  /// Stops typing in the filter field: Enter keeps the text, Esc clears it.
  ///
  /// - Parameter keep: Whether to keep the text.
  public func endFiltering(keep: Bool) {
    guard filter != nil else { return }
    filter?.isEditing = false
    if !keep { userChangedFilter(to: "") }
  }

  override func intercept(key: KeyEvent) -> Bool {
    if key.key == .f(10), key.modifiers == .shift, filter?.isEditing != true, let row = selectedRow
    {
      return userRequestedMenu(row: row)
    }
    if key.key == .escape, let choice {
      self.choice = nil
      choice.completion(nil)
      setNeedsDisplay()
      return true
    }
    guard let field = filter else { return false }
    guard field.isEditing else {
      switch key.key {
      case .character("/") where key.modifiers.subtracting(.shift).isEmpty && choice == nil:
        beginFiltering()
        return true
      case .escape where !field.text.isEmpty:
        userChangedFilter(to: "")
        return true
      default:
        return false
      }
    }
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character(let character): userChangedFilter(to: field.text + String(character))
    case .backspace: userChangedFilter(to: String(field.text.dropLast()))
    case .enter: endFiltering(keep: true)
    case .escape: endFiltering(keep: false)
    case .tab, .backTab, .up, .down, .pageUp, .pageDown: return false
    default: break
    }
    return true
  }

  /// Pasted text goes into the filter field while it is typed in.
  ///
  /// - Parameter text: The pasted text.
  /// - Returns: Whether it was handled.
  open override func handle(paste text: String) -> Bool {
    guard let field = filter, field.isEditing else { return false }
    userChangedFilter(to: field.text + text.filter { !$0.isNewline })
    return true
  }
}
