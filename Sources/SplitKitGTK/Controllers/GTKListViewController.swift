public import CGtk
import SplitKitContent
public import SplitKitHostCore

/// A list of text rows in a `GtkListView`: rows are made only as they scroll into view,
/// so a million rows open as fast as twenty.
///
/// A click on a row or Enter chooses it (``onChoose``); the arrow keys, `j`/`k`, Page
/// Up/Down, Home and End move the selection (``onSelect``), as in the terminal host.
///
/// ```swift
/// let list = GTKListViewController(title: "Items", count: 1_000_000) { "Item \($0 + 1)" }
/// list.onChoose = { index in detail.show(index) }
/// ```
@MainActor
open class GTKListViewController: GTKViewController {
  /// How many rows the list has.
  public var count: Int { source.count }
  /// The selected row, if any: the value GTK's selection shows (it is set only where it
  /// differs, so GTK's echo of it is no event).
  ///
  /// A list whose selection is kept elsewhere (`GTKContentListView`'s, in its content)
  /// overrides it to read there and keeps no copy; the row the person picks reaches it
  /// through ``onOpen``.
  open var selectedIndex: Int?
  /// Called when the user chooses a row (click, Enter).
  public var onChoose: (@MainActor (Int) -> Void)?
  /// Called when the user opens a row, with whether by keyboard (Enter) rather than a
  /// click; after ``onChoose``.
  public var onOpen: (@MainActor (Int, Bool) -> Void)?
  /// Called when the user presses Enter in the search entry.
  public var onSearchActivated: (@MainActor () -> Void)?
  /// Called when the keyboard moves the selection.
  public var onSelect: (@MainActor (Int) -> Void)?
  /// Called as the user types in the search entry (see ``showsSearchEntry``).
  public var onSearchChanged: (@MainActor (String) -> Void)?
  /// Whether a search entry sits above the list; set before the widget is made.
  public var showsSearchEntry = false

  private let source: IndexListModel.Source
  private var model: OpaquePointer?
  private var selection: OpaquePointer?
  private var listView: UnsafeMutablePointer<GtkWidget>?
  private var searchEntry: UnsafeMutablePointer<GtkWidget>?

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier used by state restoration.
  ///   - count: How many rows.
  ///   - row: The text of a row, by 0-based index; called only for rows on screen.
  public init(
    title: String? = nil, restorationIdentifier: String? = nil, count: Int,
    row: @escaping @MainActor (Int) -> String
  ) {
    source = IndexListModel.Source(count: max(0, count), text: row)
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// Replaces the rows: a new count, and the row texts read again.
  ///
  /// Every row is new, so nothing is selected afterwards (``select(_:)`` selects the row
  /// that now shows what was selected, if any).
  ///
  /// - Parameter newCount: How many rows there are now.
  public func reload(count newCount: Int) {
    let old = source.count
    source.count = max(0, newCount)
    selectedIndex = nil
    if let model { IndexListModel.changed(model, removed: old, added: source.count) }
    if let selection {
      gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
    }
  }

  /// Adds `added` rows after the last: the rows above, the selection and the scroll
  /// position stay, as when a list grows while a file is read.
  ///
  /// - Parameter added: How many rows to add; nothing happens for 0 or fewer.
  public func append(count added: Int) {
    guard added > 0 else { return }
    let old = source.count
    source.count += added
    if let model { IndexListModel.changed(model, at: old, removed: 0, added: added) }
  }

  /// Reads one row's text again (its read mark changed, say), keeping the selection and
  /// the scroll position.
  ///
  /// - Parameter index: The 0-based row; out-of-range rows are ignored.
  public func reloadRow(_ index: Int) {
    guard (0..<source.count).contains(index), let model else { return }
    // Replacing the selected item unselects it in GTK: show the selection again, once
    // GTK has handled the change (not from inside it, where GTK undoes it).
    IndexListModel.changed(model, at: index, removed: 1, added: 1)
    showSelectedIndex()
  }

  /// Makes GTK's selection show ``selectedIndex`` where it differs (no event: the echo is
  /// the row already selected).
  private func showSelectedIndex() {
    guard let selection, let selectedIndex, selectedIndex < source.count,
      shownSelection != selectedIndex
    else { return }
    gtk_single_selection_set_selected(selection, guint(selectedIndex))
  }

  /// Selects a row and scrolls it into view, without choosing it.
  ///
  /// - Parameter index: The 0-based row; out-of-range rows are ignored.
  public func select(_ index: Int) {
    guard (0..<source.count).contains(index) else { return }
    selectedIndex = index
    guard let selection, let listView else { return }
    gtk_selection_model_select_item(selection, guint(index), 1)
    gtk_widget_activate_action_variant(
      listView, "list.scroll-to-item", g_variant_new_uint32(guint32(index)))
    // Scrolled again on the next idle, once GTK has laid out rows just added: scrolled
    // only at once after a search put thousands of rows in the list, GTK 4.8 drew only
    // the first row until the next scroll. At once too, because GTK moves the keyboard
    // focus with the scroll, and a key pressed before the idle acts on the focused row.
    onIdle { [weak self] in
      guard let self, let listView = self.listView, self.selectedIndex == index else { return }
      gtk_widget_activate_action_variant(
        listView, "list.scroll-to-item", g_variant_new_uint32(guint32(index)))
    }
  }

  /// Makes the `GtkListView` in a scrolled window.
  ///
  /// - Returns: The scrolled window.
  open override func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let model = IndexListModel.make(source)
    self.model = model
    let selection = created(gtk_single_selection_new(model))
    gtk_single_selection_set_autoselect(selection, 0)
    gtk_single_selection_set_can_unselect(selection, 1)
    if let selectedIndex {
      gtk_single_selection_set_selected(selection, guint(selectedIndex))
    } else {
      gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
    }
    self.selection = selection
    let factory = created(gtk_signal_list_item_factory_new())
    Signal.connect(
      UnsafeMutableRawPointer(factory), "setup",
      pointer: { [unowned self] item in
        gtk_list_item_set_child(OpaquePointer(item), makeRow())
      })
    Signal.connect(
      UnsafeMutableRawPointer(factory), "bind",
      pointer: { [unowned self] item in
        let listItem = OpaquePointer(item)
        guard let row = gtk_list_item_get_child(listItem),
          let object = gtk_list_item_get_item(listItem)
        else { return }
        let position = Int(gtk_list_item_get_position(listItem))
        bind(
          row, at: position,
          text: String(cString: gtk_string_object_get_string(OpaquePointer(object))))
      })
    // GTK frees a row widget once its item is torn down: nothing may keep it past unbind
    // (or teardown, which a list view disposed with its items bound may skip unbind for).
    for signal in ["unbind", "teardown"] {
      Signal.connect(
        UnsafeMutableRawPointer(factory), signal,
        pointer: { [unowned self] item in
          guard let row = gtk_list_item_get_child(OpaquePointer(item)) else { return }
          unbind(row)
        })
    }
    let list = created(gtk_list_view_new(selection, factory))
    gtk_widget_add_css_class(list, "splitkit-list")
    listView = list
    Signal.connect(
      UnsafeMutableRawPointer(selection), "selection-changed",
      range: {
        [unowned self] in selectionChanged()
      })
    Signal.connect(
      list.object, "activate",
      uint: { [unowned self] position in
        choose(Int(position), byKeyboard: true)
      })
    let scrolled = created(gtk_scrolled_window_new())
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(scrolled.opaque, list)
    guard showsSearchEntry else { return scrolled }
    let entry = created(gtk_search_entry_new())
    gtk_widget_add_css_class(entry, "splitkit-search")
    splitkit_set_accessible_label(entry, "Search")
    searchEntry = entry
    Signal.connect(
      entry.object, "search-changed",
      { [unowned self] in
        onSearchChanged?(searchText)
        host?.update()
      })
    Signal.connect(entry.object, "activate", { [unowned self] in onSearchActivated?() })
    let box = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_box_append(box.cast(), entry)
    gtk_box_append(box.cast(), scrolled)
    return box
  }

  /// Makes the widget of one row, when GTK needs one more on screen: a label by default.
  ///
  /// - Returns: The row's widget.
  open func makeRow() -> UnsafeMutablePointer<GtkWidget> {
    let label = created(gtk_label_new(nil))
    gtk_label_set_xalign(label.opaque, 0)
    gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
    gtk_widget_add_css_class(label, "splitkit-list-row")
    return label
  }

  /// Shows row `position` in a widget from ``makeRow()``: its text by default.
  ///
  /// - Parameters:
  ///   - row: The widget.
  ///   - position: The row.
  ///   - text: The row's text from the initializer's closure.
  open func bind(_ row: UnsafeMutablePointer<GtkWidget>, at position: Int, text: String) {
    gtk_label_set_text(row.opaque, text)
  }

  /// Called when a row widget no longer shows the row it was bound to.
  ///
  /// GTK may free the widget after this, so subclasses that remember bound rows forget
  /// this one. Does nothing here.
  ///
  /// - Parameter row: The row widget.
  open func unbind(_ row: UnsafeMutablePointer<GtkWidget>) {}

  /// The search entry's text; empty without an entry.
  public var searchText: String {
    guard let searchEntry, let text = gtk_editable_get_text(searchEntry.opaque) else { return "" }
    return String(cString: text)
  }

  /// Whether the keyboard focus is in the search entry.
  public var isSearchFocused: Bool {
    guard let searchEntry, let root = gtk_widget_get_root(searchEntry),
      let focus = gtk_window_get_focus(
        UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
    else { return false }
    return focus == searchEntry || gtk_widget_is_ancestor(focus, searchEntry) != 0
  }

  /// Moves the keyboard focus into the search entry, the cursor after its text.
  ///
  /// At once, not on the next idle: keys typed meanwhile were lost, neither the list's
  /// nor the entry's (`/body` typed at 20 ms a key lost up to six letters). The key that
  /// asked for it is not typed into the entry: the window's key controller, in the
  /// capture phase, has handled it.
  public func focusSearch() {
    guard let searchEntry, !isSearchFocused else { return }
    gtk_widget_grab_focus(searchEntry)
    gtk_editable_set_position(searchEntry.opaque, -1)
  }

  /// Puts `text` in the search entry with the cursor after it (reporting the change, as
  /// typing does): what was typed into the filter before the entry had the focus.
  ///
  /// - Parameter text: The entry's new text.
  public func setSearchText(_ text: String) {
    guard let searchEntry, text != searchText else { return }
    gtk_editable_set_text(searchEntry.opaque, text)
    gtk_editable_set_position(searchEntry.opaque, -1)
  }

  /// Empties the search entry (reporting the change) and gives the focus back to the list.
  public func clearSearch() {
    guard let searchEntry else { return }
    gtk_editable_set_text(searchEntry.opaque, "")
    gtk_widget_grab_focus(focusWidget)
  }

  /// Escape in the search entry clears it and returns to the list.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the list used it.
  open override func handle(key: KeyEvent) -> Bool {
    guard key.key == .escape, isSearchFocused else { return false }
    clearSearch()
    return true
  }

  /// The list view takes the keyboard focus.
  open override var focusWidget: UnsafeMutablePointer<GtkWidget> {
    _ = widget
    return listView ?? widget
  }

  /// Moves the selection or chooses the selected row.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether the list used it (open with nothing selected is not used).
  open override func perform(_ command: HostCommand) -> Bool {
    if command == .open {
      guard let current = selectedIndex else { return false }
      choose(current, byKeyboard: true)
      return true
    }
    guard let move = ListState.Command(command) else { return false }
    // The content layer's list moves, a page being the rows GTK shows.
    var state = ListState(selection: selectedIndex)
    guard state.perform(move, count: source.count, visibleRows: visibleRowCount),
      let target = state.selection
    else { return true }
    select(target)
    onSelect?(target)
    return true
  }

  /// How many rows the list shows at its height: a page, measured from a row GTK made
  /// (40 points a row until it made one).
  public var visibleRowCount: Int {
    guard let listView else { return 1 }
    let row = gtk_widget_get_first_child(listView).map { Int(gtk_widget_get_height($0)) } ?? 0
    return max(1, Int(gtk_widget_get_height(listView)) / (row > 0 ? row : 40))
  }

  /// The row GTK's selection shows now, if any.
  public var shownSelection: Int? {
    guard let selection else { return nil }
    let position = gtk_single_selection_get_selected(selection)
    return position == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
  }

  private func choose(_ index: Int, byKeyboard: Bool = false) {
    guard (0..<source.count).contains(index) else { return }
    selectedIndex = index
    onChoose?(index)
    onOpen?(index, byKeyboard)
    host?.update()
  }

  /// Hears that GTK's selection changed.
  ///
  /// GTK shows ``selectedIndex``: the row already selected is the echo of setting it, and
  /// no selection (GTK drops the selected item when it is replaced) is shown again on the
  /// next idle, outside GTK's own handling of the change; another row is the user's
  /// click, which chooses it.
  private func selectionChanged() {
    guard let shown = shownSelection else {
      onIdle { [weak self] in self?.showSelectedIndex() }
      return
    }
    guard shown != selectedIndex else { return }
    choose(shown)
  }
}
