package import CGtk
import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// GTK's rendering of a ``/SplitKitContent/ListController``: a `GtkListView` of two-line
/// rows (the title and the detail, then the subtitle, as desktop mail clients show a
/// message), a search entry above it when the list has a filter, the placeholder when it
/// is empty, and the status line below.
///
/// A row's state is for screen readers as well as for the eye: unread rows are bold and
/// their accessible description says `unread`, flagged ones show an orange flag (hidden
/// from screen readers) and say `flagged`; a conversation's branch is an indent and a
/// description (`reply, level 1`), never a glyph in the row's text. Hosts make it; apps use
/// ``/SplitKitContent/ListController``.
@MainActor
package final class GTKContentListView: GTKListViewController, ContentRendering {
  /// The list shown.
  public unowned let content: ListController
  private var shownCount: Int
  private var statusLabel: UnsafeMutablePointer<GtkWidget>?
  private var placeholderLabel: UnsafeMutablePointer<GtkWidget>?
  private var isUpdateScheduled = false
  /// The position each row widget shows (from bind to unbind), so a change GTK does not
  /// see (an unread count counted in the background) can be shown in the rows on screen.
  private var boundRows: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
  /// Whether the content said anything may have changed since the rows were last bound.
  private var needsRebinding = false

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The list.
  public init(_ content: ListController) {
    self.content = content
    shownCount = content.numberOfRows
    super.init(
      title: content.title, restorationIdentifier: content.restorationIdentifier,
      count: content.numberOfRows
    ) { [unowned content] index in
      index < content.numberOfRows ? content.row(at: index).title : ""
    }
    showsSearchEntry = content.filter != nil
    onOpen = { [unowned self] index, byKeyboard in reportOpened(index, byKeyboard: byKeyboard) }
    onSearchChanged = { [unowned self] text in
      host?.report(for: content) { .filter(column: $0, text: text, editing: nil) }
    }
    // Return in the entry (its activate, or the host's key) keeps the filter and moves to
    // the list. GtkSearchEntry reports changes after a pause, so the text typed last is
    // passed on first; the list takes the focus at once and again on idle, after
    // anything that change queued.
    onSearchActivated = { [unowned self] in
      let text = content.filter?.text != searchText ? searchText : nil
      host?.report(for: content) { .filter(column: $0, text: text, editing: false) }
      gtk_widget_grab_focus(focusWidget)
      onIdle { [weak self] in
        guard let self else { return }
        gtk_widget_grab_focus(focusWidget)
      }
    }
  }

  /// Makes the widget that shows the content.
  ///
  /// - Returns: The widget.
  public override func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let list = super.makeWidget()
    let box = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    let overlay = created(gtk_overlay_new())
    gtk_widget_set_vexpand(overlay, 1)
    // The placeholder lies over the rows, below the search entry when there is one (over
    // the whole, it covered the text typed there).
    if showsSearchEntry, let rows = gtk_widget_get_last_child(list) {
      g_object_ref(rows)
      gtk_box_remove(list.cast(), rows)
      gtk_overlay_set_child(overlay.opaque, rows)
      g_object_unref(rows)
      gtk_box_append(list.cast(), overlay)
      gtk_widget_set_vexpand(list, 1)
    } else {
      gtk_overlay_set_child(overlay.opaque, list)
    }
    let listArea = showsSearchEntry ? list : overlay
    let placeholder = created(gtk_label_new(nil))
    gtk_label_set_wrap(placeholder.opaque, 1)
    gtk_label_set_xalign(placeholder.opaque, 0)
    gtk_widget_set_valign(placeholder, GTK_ALIGN_START)
    gtk_widget_add_css_class(placeholder, "splitkit-placeholder")
    gtk_widget_set_can_target(placeholder, 0)
    gtk_overlay_add_overlay(overlay.opaque, placeholder)
    placeholderLabel = placeholder
    let status = Self.makeStatusLabel()
    statusLabel = status
    gtk_box_append(box.cast(), listArea)
    gtk_box_append(box.cast(), status)
    if let selected = content.selectedRow { select(selected) }
    showState()
    return box
  }

  /// Makes a row widget: the symbol when the row has one, the title, a flag when flagged
  /// and the detail, then the subtitle.
  ///
  /// The flag sits before the detail (the date), as desktop mail clients put it, so a
  /// flagged row's title starts where every other row's does.
  ///
  /// - Returns: The row widget.
  public override func makeRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2))
    gtk_widget_add_css_class(row, "splitkit-row")
    let top = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
    // The row's symbol, if any: the theme's icon, for the eye (the title names the row).
    let icon = created(gtk_image_new())
    gtk_widget_add_css_class(icon, "splitkit-row-symbol")
    splitkit_set_accessible_hidden(icon)
    gtk_widget_set_visible(icon, 0)
    let title = label(css: "splitkit-row-title")
    gtk_widget_set_hexpand(title, 1)
    // The flag, for the eye only: the row's description says "flagged" to a screen reader.
    let flag = label(css: "splitkit-row-flag")
    gtk_label_set_text(flag.opaque, "⚑")
    splitkit_set_accessible_hidden(flag)
    let detail = label(css: "splitkit-row-detail")
    // A date or a count is short and whole or useless: the title gives way to it.
    gtk_label_set_ellipsize(detail.opaque, PANGO_ELLIPSIZE_NONE)
    gtk_box_append(top.cast(), icon)
    gtk_box_append(top.cast(), title)
    gtk_box_append(top.cast(), flag)
    gtk_box_append(top.cast(), detail)
    gtk_box_append(row.cast(), top)
    gtk_box_append(row.cast(), label(css: "splitkit-row-subtitle"))
    // A click on the row already selected opens it (GTK reports no selection change for
    // it): the row selected at launch, or a row to open again. Other rows open through the
    // selection, so this looks at the selection as it stood before the click.
    let primary = created(gtk_gesture_click_new())
    gtk_gesture_single_set_button(primary, 1)
    Signal.connect(
      UnsafeMutableRawPointer(primary), "pressed",
      click: { [unowned self] _, _ in
        guard let position = boundRows[row], position == content.selectedRow else { return }
        reportOpened(position, byKeyboard: false)
        host?.update()
      })
    gtk_widget_add_controller(row, primary)
    // A right click or a long press asks for the row's context menu.
    let secondary = created(gtk_gesture_click_new())
    gtk_gesture_single_set_button(secondary, 3)
    Signal.connect(
      UnsafeMutableRawPointer(secondary), "pressed",
      click: { [unowned self] _, _ in requestMenu(on: row) })
    gtk_widget_add_controller(row, secondary)
    let long = created(gtk_gesture_long_press_new())
    Signal.connect(
      UnsafeMutableRawPointer(long), "pressed",
      point: { [unowned self] _, _ in requestMenu(on: row) })
    gtk_widget_add_controller(row, long)
    return row
  }

  /// Reports that the person picked row `index` in GTK's list (a click, or GTK's own
  /// activation of a row): the session selects it and opens it, once for every host.
  private func reportOpened(_ index: Int, byKeyboard: Bool) {
    host?.report(for: content) {
      .rowActivated(column: $0, row: index, byKeyboard: byKeyboard)
    }
  }

  /// The row widget `row` shows asks for its context menu.
  private func requestMenu(on row: UnsafeMutablePointer<GtkWidget>) {
    guard let position = boundRows[row] else { return }
    host?.report(for: content) { .menu(column: $0, .openForRow(position)) }
    host?.update()
  }

  /// A one-line label for a status line, under a list or a document.
  static func makeStatusLabel() -> UnsafeMutablePointer<GtkWidget> {
    let status = created(gtk_label_new(nil))
    gtk_label_set_xalign(status.opaque, 0)
    gtk_label_set_ellipsize(status.opaque, PANGO_ELLIPSIZE_END)
    gtk_widget_add_css_class(status, "splitkit-status")
    return status
  }

  /// Shows the first of a controller's status lines in `label` (made by
  /// ``makeStatusLabel()``), hiding it when there is none.
  static func showStatus(_ lines: [StatusContent], in label: UnsafeMutablePointer<GtkWidget>) {
    let line = lines.first
    gtk_label_set_text(label.opaque, line?.plainText ?? "")
    gtk_widget_set_visible(label, line == nil ? 0 : 1)
  }

  private func label(css: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = created(gtk_label_new(nil))
    gtk_label_set_xalign(label.opaque, 0)
    gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
    gtk_widget_add_css_class(label, css)
    return label
  }

  /// Shows the row at an index in a row widget, its state in the accessible description.
  ///
  /// - Parameters:
  ///   - row: The row widget.
  ///   - position: The row's index.
  ///   - text: The pasted text.
  public override func bind(_ row: UnsafeMutablePointer<GtkWidget>, at position: Int, text: String)
  {
    guard position < content.numberOfRows, let top = gtk_widget_get_first_child(row),
      let icon = gtk_widget_get_first_child(top), let title = gtk_widget_get_next_sibling(icon),
      let flag = gtk_widget_get_next_sibling(title),
      let detail = gtk_widget_get_next_sibling(flag),
      let subtitle = gtk_widget_get_next_sibling(top)
    else { return }
    // Held while bound, so a row is never used after GTK let it go.
    if boundRows.updateValue(position, forKey: row) == nil { g_object_ref(row.object) }
    let item = content.row(at: position)
    if let symbol = item.symbol {
      gtk_image_set_from_icon_name(icon.opaque, symbol.iconName)
    }
    gtk_widget_set_visible(icon, item.symbol == nil ? 0 : 1)
    gtk_label_set_text(title.opaque, item.title)
    gtk_widget_set_visible(flag, item.mark == .flagged ? 1 : 0)
    let count =
      item.branch.map { $0.isCollapsed && $0.depth == 0 && $0.size > 1 ? "(\($0.size)) " : "" }
      ?? ""
    gtk_label_set_text(detail.opaque, count + item.detail)
    if item.detailTraits.contains(.accent) {
      gtk_widget_add_css_class(detail, "splitkit-row-accent")
    } else {
      gtk_widget_remove_css_class(detail, "splitkit-row-accent")
    }
    gtk_label_set_text(subtitle.opaque, item.subtitle)
    gtk_widget_set_visible(subtitle, item.subtitle.isEmpty ? 0 : 1)
    let depth = item.branch.map { min($0.depth, ListRowContent.Branch.maximumIndent) } ?? 0
    gtk_widget_set_margin_start(subtitle, Int32(16 * depth))
    gtk_widget_set_margin_start(title, Int32(16 * max(0, item.indent)))
    if item.mark == .unread {
      gtk_widget_add_css_class(row, "unread")
    } else {
      gtk_widget_remove_css_class(row, "unread")
    }
    splitkit_set_accessible_description(row, item.accessibleDescription(noun: content.rowNoun))
  }

  /// Forgets a row widget GTK no longer shows, before GTK may free it.
  ///
  /// - Parameter row: The row widget.
  public override func unbind(_ row: UnsafeMutablePointer<GtkWidget>) {
    if boundRows.removeValue(forKey: row) != nil { g_object_unref(row.object) }
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    switch change {
    case .rowsReloaded:
      shownCount = content.numberOfRows
      reload(count: shownCount)
    case .rowsAppended:
      let count = content.numberOfRows
      if count > shownCount { append(count: count - shownCount) }
      shownCount = count
    case .rowReloaded(let index):
      reloadRow(index)
    case .selection:
      if let row = content.selectedRow, row != shownSelection { select(row) }
    case .filter:
      guard let field = content.filter else { break }
      // Keys typed after `/` before the entry has the focus went to the filter: the entry
      // shows them, and typing there goes on after them. Once it has the focus, the entry
      // is what the user types into (its changes reach the filter 150 ms later).
      if field.text != searchText {
        if field.text.isEmpty {
          clearSearch()
        } else if !isSearchFocused {
          setSearchText(field.text)
        }
      }
      if field.isEditing { focusSearch() }
    case .all:
      // Anything may have changed: the rows GTK has made are bound again on the next
      // idle, once for any number of changes (a background count reports every step).
      needsRebinding = true
    case .document, .scroll, .caret, .textEdited:
      break
    }
    scheduleUpdate()
  }

  /// Shows the title, the status line and the placeholder on the next idle, once for
  /// any number of changes.
  private func scheduleUpdate() {
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    onIdle { [weak self] in
      guard let self else { return }
      isUpdateScheduled = false
      if shownCount != content.numberOfRows {
        shownCount = content.numberOfRows
        reload(count: shownCount)
        if let row = content.selectedRow { select(row) }
      }
      if needsRebinding {
        // The rows GTK has made (a few dozen, whatever the list's length); the others
        // are bound when GTK shows them.
        needsRebinding = false
        for (row, position) in boundRows { bind(row, at: position, text: "") }
      }
      showState()
      host?.update()
    }
  }

  private func showState() {
    title = content.title
    if let statusLabel {
      let line = content.currentStatusLines.first
      gtk_label_set_text(statusLabel.opaque, line?.plainText ?? "")
      gtk_widget_set_visible(statusLabel, line == nil ? 0 : 1)
    }
    if let placeholderLabel {
      let text = content.numberOfRows == 0 ? content.placeholder : nil
      gtk_label_set_text(placeholderLabel.opaque, text ?? "")
      gtk_widget_set_visible(placeholderLabel, text == nil ? 0 : 1)
    }
  }

  // MARK: GTKViewController

  /// Passes a key to the content controller first.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool {
    if isSearchFocused {
      switch key.key {
      case .escape:
        // Esc clears the filter and ends typing in it, through the session as the
        // entry's edits go.
        host?.report(for: content) { .filter(column: $0, text: "", editing: false) }
        clearSearch()
        return true
      case .enter:
        // What the entry's own activate does; the host must not also read Return as
        // "open the selected row".
        onSearchActivated?()
        return true
      default:
        return false
      }
    }
    return content.receive(key: key)
  }

  /// Passes a command the session routed here to the content controller
  /// (``/SplitKitContent/ContentViewController/receive(command:)``): the app's own first,
  /// then opening the selected row or moving the selection, a page being the rows GTK
  /// shows.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  public override func perform(_ command: HostCommand) -> Bool {
    content.hostLaidOut(visibleRows: visibleRowCount)
    return content.receive(command: command)
  }

  /// The content's selection, which GTK shows.
  ///
  /// The content owns it: this view keeps no copy, and setting it changes nothing. A row
  /// the person picks in GTK reaches the content through the session
  /// (``GTKListViewController/onOpen`` reports it), which selects and opens it; what GTK's
  /// list sets itself (a row shown selected, rows replaced) is the content's selection
  /// already, or none.
  public override var selectedIndex: Int? {
    get { content.selectedRow }
    set {}
  }

  /// The content controller's bar buttons.
  public override var trailingBarButtons: [GTKBarButton] {
    content.barButtons.map(GTKBarButton.init(content:))
  }
}

extension GTKBarButton {
  /// A content controller's bar button as the GTK bar shows it, its menu included.
  ///
  /// - Parameter content: The host-neutral button.
  init(content: BarButton) {
    if content.menu.isEmpty {
      self.init(title: content.title, label: content.label) { content.action() }
    } else {
      self.init(
        title: content.title, label: content.label,
        menu: content.menu.map(GTKBarButton.init(content:)))
    }
    iconName = content.symbol?.iconName
  }
}
