import CGtk
import SplitKit
import SplitKitContent
import SplitKitHostCore

/// The window's dialog for a content controller's question, and its popover for a menu.
///
/// A question (`ContentViewController.ask(_:completion:)` and
/// `askText(_:text:completion:)`) shows as a card in the middle of the window over a
/// dimming, in the manner of libadwaita's alert dialog, with the question, an entry for a
/// text question, and two buttons. It is modal: a press outside the card does nothing.
///
/// A menu (``/SplitKitContent/ContentViewController/menu``: a row's context menu, one an
/// app shows) is a `GtkPopover` pointing at where it was opened (``menuAnchor``), the
/// window undimmed. It is not modal: the keyboard stays with the window (Up, Down, Enter,
/// an item's key, Esc reach the content), and the host closes it on a press outside it.
///
/// It holds nothing of its own: it shows the content's question as it stands after each
/// change, its buttons answer the content (``/SplitKitContent/ContentViewController/answerQuestion(_:)``),
/// and the entry's edits go to the content, which keeps the answer being typed; the entry
/// is set only where its text differs from the content's, so setting it never reports
/// back. Keys still reach the content as in the terminal (`y`, `n`, Esc, Enter).
@MainActor
final class GTKQuestionDialog {
  /// The question's card, an alert dialog to screen readers.
  private let questionCard: WidgetPointer
  /// The menu's popover, which holds ``menuCard``.
  let menuPopover: WidgetPointer
  /// The menu's items, a group of buttons named by the menu's title to screen readers
  /// (GTK 4.8's menu roles made AT-SPI readers fail while the menu showed).
  private let menuCard: WidgetPointer
  private let menuTitle: WidgetPointer
  private var menuItems: [WidgetPointer] = []
  private var menuTitles: [String] = []
  /// The question's card, placed in the window while ``showsCard``.
  var widget: WidgetPointer { questionCard }
  /// Where the menu points, in the root's coordinates: set by the host before a menu
  /// shows.
  var menuAnchor = PixelRect(x: 0, y: 0, width: 1, height: 1)
  /// Called when GTK closed the popover itself (not the host: its window unmapped, say),
  /// after the content was told.
  var onMenuClosed: () -> Void = {}
  /// The layer that dims the window under the card: the dialog is modal.
  let dimming = GTKHost.layer("splitkit-dim")
  private let label: WidgetPointer
  private let entry: WidgetPointer
  private let cancelButton: WidgetPointer
  private let okButton: WidgetPointer
  /// The controller whose question shows, if any.
  private(set) weak var content: ContentViewController?
  /// The column ``content`` is on top of.
  private var column: SplitViewController.Column?
  /// Where the person's answers, edits and choices go: the host's session, as a
  /// ``/SplitKitContent/ContentEvent`` for ``content``'s column.
  var report: (ContentEvent) -> Void = { _ in }
  /// Where the host placed the card, in engine points (presses there are the dialog's).
  var frame: PixelRect?

  init() {
    gtk_widget_set_opacity(dimming, 0.3)
    let widget = created(
      splitkit_widget_new_with_role(
        gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_ALERT_DIALOG))
    g_object_ref_sink(widget.object)
    gtk_orientable_set_orientation(widget.opaque, GTK_ORIENTATION_VERTICAL)
    gtk_box_set_spacing(widget.cast(), 12)
    gtk_widget_add_css_class(widget, "splitkit-dialog")
    questionCard = widget
    menuCard = created(splitkit_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP))
    g_object_ref_sink(menuCard.object)
    gtk_orientable_set_orientation(menuCard.opaque, GTK_ORIENTATION_VERTICAL)
    gtk_widget_add_css_class(menuCard, "splitkit-menu")
    menuTitle = created(gtk_label_new(nil))
    gtk_widget_add_css_class(menuTitle, "splitkit-dialog-question")
    gtk_label_set_ellipsize(menuTitle.opaque, PANGO_ELLIPSIZE_END)
    gtk_box_append(menuCard.cast(), menuTitle)
    menuPopover = GTKPopover.make()
    g_object_ref_sink(menuPopover.object)
    gtk_popover_set_child(menuPopover.cast(), menuCard)
    gtk_popover_set_position(menuPopover.cast(), GTK_POS_BOTTOM)
    // Not modal: the keyboard focus stays in the window, whose keys reach the content, and
    // the host closes the menu on a press outside it.
    gtk_popover_set_autohide(menuPopover.cast(), 0)
    label = created(gtk_label_new(nil))
    gtk_label_set_wrap(label.opaque, 1)
    gtk_label_set_max_width_chars(label.opaque, 40)
    gtk_widget_add_css_class(label, "splitkit-dialog-question")
    entry = created(gtk_entry_new())
    gtk_editable_set_width_chars(entry.opaque, 32)
    splitkit_set_accessible_labelled_by(entry, label)
    let buttons = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
    gtk_box_set_homogeneous(buttons.cast(), 1)
    cancelButton = created(gtk_button_new_with_label("No"))
    okButton = created(gtk_button_new_with_label("Yes"))
    gtk_widget_add_css_class(okButton, "suggested-action")
    gtk_box_append(buttons.cast(), cancelButton)
    gtk_box_append(buttons.cast(), okButton)
    gtk_box_append(widget.cast(), label)
    gtk_box_append(widget.cast(), entry)
    gtk_box_append(widget.cast(), buttons)
    Signal.connect(
      menuPopover.object, "closed",
      { [unowned self] in
        // Closed by GTK itself: the content hears it as Esc. Closed by the host because the
        // content's menu went, it is already nil.
        guard let content, content.menu != nil else { return }
        report(menu: .choose(nil))
        onMenuClosed()
      })
    Signal.connect(okButton.object, "clicked", { [unowned self] in answer(true) })
    Signal.connect(cancelButton.object, "clicked", { [unowned self] in answer(false) })
    Signal.connect(entry.object, "activate", { [unowned self] in answer(true) })
    Signal.connect(
      entry.object, "changed",
      { [unowned self] in
        let text = String(cString: gtk_editable_get_text(entry.opaque))
        report(question: .editText(text, caret: nil))
      })
  }

  /// Whether a question or a menu shows.
  var isShown: Bool { content != nil }

  /// Whether the question's card shows (a question, not a menu).
  var showsCard: Bool { content != nil && content?.menu == nil }

  /// Whether a menu shows (a press outside it closes it).
  var isMenu: Bool { content?.menu != nil }

  /// Whether GTK's keyboard focus is in the dialog's entry, which then keeps its editing
  /// keys (a caret the user placed with the mouse is the entry's).
  ///
  /// - Parameter window: The window.
  /// - Returns: Whether the entry has the focus.
  func hasFocus(in window: WidgetPointer) -> Bool {
    guard isShown, let focus = gtk_window_get_focus(window.cast()) else { return false }
    return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
  }

  /// Shows the question or menu `asking` has, or nothing; a text question just asked
  /// takes the keyboard focus into the entry.
  ///
  /// - Parameters:
  ///   - asking: The controller asking a question, or nil.
  ///   - column: The column it is on top of.
  func show(_ asking: ContentViewController?, in column: SplitViewController.Column?) {
    let wasText = content?.textQuestion != nil
    content = asking
    self.column = asking == nil ? nil : column
    if let menu = asking?.menu {
      showMenu(ContentSnapshot.MenuContent(menu: menu))
      return
    }
    if gtk_widget_get_visible(menuPopover) != 0 { gtk_popover_popdown(menuPopover.cast()) }
    // The question as a snapshot shows it (the browser's page draws the same): a prompt,
    // and for a typed answer its text and caret.
    guard let question = asking.flatMap(ContentSnapshot.QuestionContent.init(content:)) else {
      content = nil
      return
    }
    gtk_label_set_text(label.opaque, question.prompt)
    splitkit_set_accessible_label(widget, question.prompt)
    gtk_widget_set_visible(entry, question.text == nil ? 0 : 1)
    gtk_button_set_label(okButton.cast(), question.text == nil ? "Yes" : "OK")
    gtk_button_set_label(cancelButton.cast(), question.text == nil ? "No" : "Cancel")
    guard let text = question.text else { return }
    if String(cString: gtk_editable_get_text(entry.opaque)) != text {
      gtk_editable_set_text(entry.opaque, text)
      gtk_editable_set_position(entry.opaque, Int32(question.caret ?? text.count))
    }
    if !wasText { gtk_widget_grab_focus(entry) }
  }

  /// Whether the entry edits with `key` itself: typed characters, the arrows, Home/End,
  /// Backspace/Delete and the word moves GTK binds; the content edits with the others
  /// (Ctrl-U, Ctrl-W, the Emacs keys) through ``perform(_:)``.
  ///
  /// - Parameter key: An editing key.
  /// - Returns: Whether to leave it to the entry.
  nonisolated static func entryEdits(_ key: KeyEvent) -> Bool {
    switch (key.key, key.modifiers.subtracting(.shift)) {
    case (.character, []), (.left, []), (.right, []), (.home, []), (.end, []), (.backspace, []),
      (.delete, []), (.left, .control), (.right, .control), (.backspace, .control):
      true
    default: false
    }
  }

  /// Edits the answer in the content from where the entry's caret stands, then shows the
  /// result in the entry.
  ///
  /// - Parameter command: The edit.
  func perform(_ command: TextEditing.Command) {
    guard let content, content.textQuestion != nil else { return }
    report(
      question: .editText(
        String(cString: gtk_editable_get_text(entry.opaque)),
        caret: Int(gtk_editable_get_position(entry.opaque))))
    content.editTextQuestion(command)
    guard let editing = content.textQuestion?.editing else { return }
    if String(cString: gtk_editable_get_text(entry.opaque)) != editing.text {
      gtk_editable_set_text(entry.opaque, editing.text)
    }
    gtk_editable_set_position(entry.opaque, Int32(editing.caret))
  }

  /// Shows `menu`'s items as buttons, each with its key, the highlighted one marked: the
  /// menu as a snapshot shows it, as the terminal and the browser draw it.
  private func showMenu(_ menu: ContentSnapshot.MenuContent) {
    gtk_label_set_text(menuTitle.opaque, menu.title ?? "")
    gtk_widget_set_visible(menuTitle, menu.title == nil ? 0 : 1)
    splitkit_set_accessible_label(menuCard, menu.title ?? "Menu")
    let titles = menu.items.map { item in item.key.map { "\(item.title)\t\($0)" } ?? item.title }
    if titles != menuTitles {
      for item in menuItems { gtk_box_remove(menuCard.cast(), item) }
      menuTitles = titles
      menuItems = menu.items.enumerated().map { index, item in
        let button = created(gtk_button_new())
        let row = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24))
        let title = created(gtk_label_new(item.title))
        gtk_label_set_xalign(title.opaque, 0)
        gtk_widget_set_hexpand(title, 1)
        gtk_box_append(row.cast(), title)
        if let key = item.key {
          let keyLabel = created(gtk_label_new(key))
          gtk_widget_add_css_class(keyLabel, "splitkit-row-detail")
          gtk_box_append(row.cast(), keyLabel)
        }
        gtk_button_set_child(button.cast(), row)
        gtk_button_set_has_frame(button.cast(), 0)
        gtk_widget_set_can_focus(button, 0)
        splitkit_set_accessible_label(button, item.title)
        Signal.connect(
          button.object, "clicked", { [weak self] in self?.report(menu: .choose(index)) })
        gtk_box_append(menuCard.cast(), button)
        return button
      }
    }
    var anchor = GdkRectangle(
      x: Int32(menuAnchor.x), y: Int32(menuAnchor.y), width: Int32(max(1, menuAnchor.width)),
      height: Int32(max(1, menuAnchor.height)))
    gtk_popover_set_pointing_to(menuPopover.cast(), &anchor)
    if gtk_widget_get_visible(menuPopover) == 0 { gtk_popover_popup(menuPopover.cast()) }
    for (index, item) in menuItems.enumerated() {
      if index == menu.highlighted {
        gtk_widget_add_css_class(item, "splitkit-menu-highlighted")
      } else {
        gtk_widget_remove_css_class(item, "splitkit-menu-highlighted")
      }
    }
  }

  /// Whether a press at `point` is on the question's card.
  ///
  /// - Parameter point: Where, in engine points.
  /// - Returns: Whether the dialog takes the press.
  func contains(_ point: Point) -> Bool {
    guard showsCard, let frame else { return false }
    return point.x >= Double(frame.x) && point.x < Double(frame.x + frame.width)
      && point.y >= Double(frame.y) && point.y < Double(frame.y + frame.height)
  }

  /// The buttons' answer: yes (OK, with the entry's text) or no (Cancel, Esc, a press
  /// outside a menu, which closes it).
  ///
  /// - Parameter yes: The answer.
  func answer(_ yes: Bool) {
    guard let content else { return }
    if content.menu != nil {
      if !yes { report(menu: .choose(nil)) }
    } else if content.question != nil {
      report(question: .answer(yes))
    } else {
      report(question: .answerText(yes ? content.textQuestion?.text : nil))
    }
  }

  /// Reports what was done to the question to the host.
  private func report(question input: ContentEvent.QuestionInput) {
    guard let column else { return }
    report(.question(column: column, input))
  }

  /// Reports what was done to the menu to the host.
  private func report(menu input: ContentEvent.MenuInput) {
    guard let column else { return }
    report(.menu(column: column, input))
  }
}
