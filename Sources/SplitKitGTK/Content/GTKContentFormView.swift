package import CGtk
import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// GTK's rendering of a ``/SplitKitContent/FormController``: GNOME-style boxed lists of
/// real widgets under each section's heading, with its footer below and the status line
/// at the bottom.
///
/// A switch is a `GtkSwitch`, a choice a `GtkDropDown`, a text field a `GtkEntry` (a
/// `GtkPasswordEntry` when secure) with its validation message under it, a stepper a
/// `GtkSpinButton`, a button a `GtkButton` (`destructive-action` when destructive), and a
/// row that opens a page an activatable row with its value and `›`. Each control is
/// labelled by its row's title for screen readers.
///
/// The values are the app's: a widget the user changes reports to the content, which
/// writes the value through the row's binding; whenever the content changes, each widget
/// is set only where its value differs from the content's, so setting it never reports
/// back. Hosts make it; apps use ``/SplitKitContent/FormController``.
@MainActor
package final class GTKContentFormView: GTKViewController, ContentRendering {
  /// The form shown.
  public unowned let content: FormController
  /// The widgets of each row, by row.
  private var controls: [FormRow.ID: Control] = [:]
  /// The rows' identifiers, as the widgets were made for.
  private var shownRows: [FormRow.ID] = []
  /// The rows that open a page, by their list row widget.
  private var openingRows: [UnsafeMutableRawPointer: FormRow.ID] = [:]
  private var sectionsBox: UnsafeMutablePointer<GtkWidget>?
  private var statusLabel: UnsafeMutablePointer<GtkWidget>?
  private var firstControl: UnsafeMutablePointer<GtkWidget>?
  /// The titles of the text fields while the form is built, one width for all, so the
  /// fields line up.
  private var fieldTitles: UnsafeMutablePointer<GtkSizeGroup>?
  /// The widget that takes the keyboard for each focusable row.
  private var focusTargets: [FormRow.ID: UnsafeMutablePointer<GtkWidget>] = [:]
  private var isUpdateScheduled = false

  /// One row's widgets.
  private enum Control {
    case toggle(UnsafeMutablePointer<GtkWidget>)
    case choice(UnsafeMutablePointer<GtkWidget>)
    case field(UnsafeMutablePointer<GtkWidget>, message: UnsafeMutablePointer<GtkWidget>)
    case stepper(UnsafeMutablePointer<GtkWidget>)
    case slider(UnsafeMutablePointer<GtkWidget>)
    case button(UnsafeMutablePointer<GtkWidget>)
    case value(UnsafeMutablePointer<GtkWidget>)

    var widget: UnsafeMutablePointer<GtkWidget> {
      switch self {
      case .toggle(let widget), .choice(let widget), .field(let widget, _), .stepper(let widget),
        .slider(let widget), .button(let widget), .value(let widget):
        widget
      }
    }
  }

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The form.
  public init(_ content: FormController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
  }

  /// Makes the widget that shows the content.
  ///
  /// - Returns: The widget.
  public override func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_widget_add_css_class(box, "splitkit-form")
    let scrolled = created(gtk_scrolled_window_new())
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scrolled, 1)
    let sections = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_widget_add_css_class(sections, "splitkit-form-sections")
    gtk_scrolled_window_set_child(scrolled.opaque, sections)
    sectionsBox = sections
    let status = GTKContentListView.makeStatusLabel()
    statusLabel = status
    gtk_box_append(box.cast(), scrolled)
    gtk_box_append(box.cast(), status)
    build()
    showState()
    return box
  }

  /// The content's focused row takes the focus when the column does (the first control
  /// when none is).
  public override var focusWidget: UnsafeMutablePointer<GtkWidget> {
    _ = widget
    return content.formState.focus.flatMap { focusTargets[$0] } ?? firstControl ?? widget
  }

  /// The form's sections, which a screen reader names after the page's title.
  public override var titledWidget: UnsafeMutablePointer<GtkWidget> {
    _ = widget
    return sectionsBox ?? widget
  }

  /// Makes the widgets of every section.
  private func build() {
    guard let sectionsBox else { return }
    while let child = gtk_widget_get_first_child(sectionsBox) {
      gtk_box_remove(sectionsBox.cast(), child)
    }
    controls = [:]
    openingRows = [:]
    firstControl = nil
    focusTargets = [:]
    // Each title in it holds a reference: the group lives as long as they do.
    fieldTitles = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)
    defer {
      if let fieldTitles { g_object_unref(UnsafeMutableRawPointer(fieldTitles)) }
      fieldTitles = nil
    }
    // The form as a snapshot shows it, as the terminal and the browser's page draw it.
    let form = ContentSnapshot.FormContent(form: content)
    shownRows = form.rows.map(\.id)
    for section in form.sections {
      let list = created(gtk_list_box_new())
      if let header = section.header {
        gtk_box_append(sectionsBox.cast(), label(header, css: "splitkit-form-header"))
      } else {
        gtk_widget_add_css_class(list, "splitkit-form-section-bare")
      }
      gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
      gtk_widget_add_css_class(list, "boxed-list")
      gtk_widget_add_css_class(list, "splitkit-form-section")
      Signal.connect(
        list.object, "row-activated",
        pointer: { [unowned self] row in
          guard let row, let id = openingRows[row] else { return }
          report(.activate, row: id)
        })
      for row in section.rows { gtk_list_box_append(list.opaque, makeRow(row)) }
      gtk_box_append(sectionsBox.cast(), list)
      if let footer = section.footer {
        let note = label(footer, css: "splitkit-form-footer")
        gtk_label_set_wrap(note.opaque, 1)
        gtk_box_append(sectionsBox.cast(), note)
      }
    }
    sync(form)
  }

  private func label(_ text: String, css: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = created(gtk_label_new(text))
    gtk_label_set_xalign(label.opaque, 0)
    gtk_widget_add_css_class(label, css)
    return label
  }

  /// A list row: the title at the start, the control at the end.
  private func makeRow(_ row: ContentSnapshot.FormRowContent) -> UnsafeMutablePointer<GtkWidget> {
    let listRow = created(gtk_list_box_row_new())
    gtk_list_box_row_set_activatable(listRow.cast(), 0)
    gtk_widget_set_focusable(listRow, 0)
    let line = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
    gtk_widget_add_css_class(line, "splitkit-form-row")
    let title = label(row.title, css: "splitkit-form-title")
    gtk_widget_set_hexpand(title, 1)
    gtk_widget_set_valign(title, GTK_ALIGN_CENTER)
    let id = row.id
    let control: Control
    let range = row.range
    let step = max(1, row.step ?? 1)
    switch row.kind {
    case .toggle:
      let toggle = created(gtk_switch_new())
      Signal.connect(
        toggle.object, "notify::active",
        pointer: { [unowned self] _ in
          report(.toggle(gtk_switch_get_active(toggle.opaque) != 0), row: id)
        })
      control = .toggle(toggle)
    case .choice:
      let strings = (row.options ?? []).map { strdup($0) }
      defer { strings.forEach { free($0) } }
      let pointers = strings.map { $0.map { UnsafePointer($0) } } + [nil]
      let dropDown = pointers.withUnsafeBufferPointer {
        created(gtk_drop_down_new_from_strings($0.baseAddress))
      }
      Signal.connect(
        dropDown.object, "notify::selected",
        pointer: { [unowned self] _ in
          let selected = gtk_drop_down_get_selected(dropDown.opaque)
          guard selected != GTK_INVALID_LIST_POSITION else { return }
          report(.choose(Int(selected)), row: id)
        })
      control = .choice(dropDown)
    case .text:
      let placeholder = row.placeholder ?? ""
      let entry: UnsafeMutablePointer<GtkWidget>
      if row.isSecure == true {
        entry = created(gtk_password_entry_new())
        gtk_password_entry_set_show_peek_icon(entry.opaque, 1)
        splitkit_set_accessible_description(entry, placeholder)
      } else {
        entry = created(gtk_entry_new())
        gtk_entry_set_placeholder_text(entry.cast(), placeholder)
      }
      gtk_widget_set_hexpand(entry, 1)
      gtk_editable_set_width_chars(entry.opaque, 16)
      // The field takes the room; its title is as wide as the form's other field titles.
      gtk_widget_set_hexpand(title, 0)
      if let fieldTitles { gtk_size_group_add_widget(fieldTitles, title) }
      Signal.connect(
        entry.object, "changed",
        { [unowned self] in
          let text = String(cString: gtk_editable_get_text(entry.opaque))
          report(.text(text, done: false), row: id)
        })
      Signal.connect(entry.object, "activate", { [unowned self] in report(.activate, row: id) })
      let leave = created(gtk_event_controller_focus_new())
      Signal.connect(
        UnsafeMutableRawPointer(leave), "leave",
        { [unowned self] in
          // Focus leaving the field commits its text, as moving to another row does.
          // (Its text, done: a commit however the focus left, a tap on the dimming too.)
          if content.formState.focus == id {
            report(.text(String(cString: gtk_editable_get_text(entry.opaque)), done: true), row: id)
          }
        })
      gtk_widget_add_controller(entry, leave)
      let message = label("", css: "splitkit-form-message")
      gtk_widget_set_visible(message, 0)
      let column = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2))
      gtk_widget_set_hexpand(column, 1)
      gtk_box_append(column.cast(), entry)
      gtk_box_append(column.cast(), message)
      control = .field(entry, message: message)
    case .stepper:
      let spin = created(
        gtk_spin_button_new_with_range(
          Double(range.lowerBound), Double(range.upperBound), Double(step)))
      gtk_spin_button_set_digits(spin.opaque, 0)
      Signal.connect(
        spin.object, "value-changed",
        { [unowned self] in
          report(.step(Int(gtk_spin_button_get_value(spin.opaque).rounded())), row: id)
        })
      control = .stepper(spin)
    case .slider:
      let scale = created(
        gtk_scale_new_with_range(
          GTK_ORIENTATION_HORIZONTAL, Double(range.lowerBound), Double(range.upperBound),
          Double(step)))
      gtk_scale_set_digits(scale.cast(), 0)
      gtk_scale_set_draw_value(scale.cast(), 1)
      gtk_scale_set_value_pos(scale.cast(), GTK_POS_RIGHT)
      gtk_widget_set_hexpand(scale, 1)
      gtk_widget_set_size_request(scale, 160, -1)
      Signal.connect(
        scale.object, "value-changed",
        { [unowned self] in
          let value = gtk_range_get_value(scale.cast())
          // The pointer sets any value: the nearest step's is the app's.
          let stepped =
            range.lowerBound
            + Int(((value - Double(range.lowerBound)) / Double(step)).rounded()) * step
          report(.step(min(max(range.lowerBound, stepped), range.upperBound)), row: id)
        })
      control = .slider(scale)
    case .button:
      let button = created(gtk_button_new_with_label(row.title))
      if row.isDestructive == true { gtk_widget_add_css_class(button, "destructive-action") }
      gtk_widget_set_hexpand(button, 1)
      Signal.connect(button.object, "clicked", { [unowned self] in report(.activate, row: id) })
      control = .button(button)
    case .disclosure, .label:
      // A value, which opens a page where it is a disclosure (a label does not).
      let value = label("", css: "splitkit-form-value")
      if row.kind == .disclosure {
        gtk_list_box_row_set_activatable(listRow.cast(), 1)
        gtk_widget_set_focusable(listRow, 1)
        openingRows[listRow.object] = id
      }
      control = .value(value)
    }
    controls[id] = control
    if case .button = control {
      gtk_box_append(line.cast(), control.widget)
    } else {
      gtk_box_append(line.cast(), title)
      switch control {
      case .field(_, let message):
        let column = gtk_widget_get_parent(message)
        gtk_box_append(line.cast(), created(column))
      default:
        gtk_widget_set_valign(control.widget, GTK_ALIGN_CENTER)
        gtk_box_append(line.cast(), control.widget)
      }
      if row.kind == .disclosure {
        gtk_box_append(line.cast(), label("›", css: "splitkit-form-value"))
      }
    }
    switch control {
    case .value:
      if row.kind == .disclosure {
        splitkit_set_accessible_label(listRow, row.title)
        watchFocus(listRow, row: id)
      }
    case .button: watchFocus(control.widget, row: id)
    default:
      splitkit_set_accessible_labelled_by(control.widget, title)
      watchFocus(control.widget, row: id)
    }
    if row.kind != .label {
      let target = if case .value = control { listRow } else { control.widget }
      focusTargets[id] = target
      if firstControl == nil { firstControl = target }
    }
    gtk_list_box_row_set_child(listRow.cast(), line)
    return listRow
  }

  /// Tells the content when `widget` (or a widget in it) takes the keyboard focus.
  private func watchFocus(_ widget: UnsafeMutablePointer<GtkWidget>, row id: FormRow.ID) {
    let focus = created(gtk_event_controller_focus_new())
    Signal.connect(
      UnsafeMutableRawPointer(focus), "enter", { [unowned self] in report(.focus, row: id) })
    gtk_widget_add_controller(widget, focus)
  }

  /// Reports what was done to row `id`'s control to the host's session.
  private func report(_ input: ContentEvent.FormInput, row id: FormRow.ID) {
    host?.report(for: content) { .form(column: $0, row: id, input) }
  }

  /// Sets each widget whose value differs from the form's, as a snapshot shows it.
  private func sync(_ form: ContentSnapshot.FormContent) {
    for row in form.rows {
      guard let control = controls[row.id] else { continue }
      switch control {
      case .toggle(let toggle):
        let on: gboolean = row.isOn == true ? 1 : 0
        if gtk_switch_get_active(toggle.opaque) != on { gtk_switch_set_active(toggle.opaque, on) }
      case .choice(let dropDown):
        let index = guint(max(0, row.selected ?? 0))
        if gtk_drop_down_get_selected(dropDown.opaque) != index {
          gtk_drop_down_set_selected(dropDown.opaque, index)
        }
      case .field(let entry, let message):
        let text = row.text ?? ""
        if String(cString: gtk_editable_get_text(entry.opaque)) != text {
          gtk_editable_set_text(entry.opaque, text)
        }
        gtk_label_set_text(message.opaque, row.problem ?? "")
        gtk_widget_set_visible(message, row.problem == nil ? 0 : 1)
      case .stepper(let spin):
        let value = row.value ?? 0
        let shown = Int(gtk_spin_button_get_value(spin.opaque).rounded())
        if shown != value { gtk_spin_button_set_value(spin.opaque, Double(value)) }
      case .slider(let scale):
        let value = Double(row.value ?? 0)
        if gtk_range_get_value(scale.cast()) != value { gtk_range_set_value(scale.cast(), value) }
      case .value(let label):
        let text = row.text ?? ""
        if String(cString: gtk_label_get_text(label.opaque)) != text {
          gtk_label_set_text(label.opaque, text)
        }
      case .button:
        break
      }
    }
  }

  private func showState() {
    title = content.title
    guard let statusLabel else { return }
    GTKContentListView.showStatus(content.currentStatusLines, in: statusLabel)
  }

  // MARK: ContentRendering

  /// Shows what changed on the next idle, once for any number of changes: the rows again
  /// when they came or went, else each widget whose value differs.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    onIdle { [weak self] in
      guard let self else { return }
      isUpdateScheduled = false
      guard isWidgetLoaded else { return }
      let form = ContentSnapshot.FormContent(form: content)
      if form.rows.map(\.id) != shownRows { build() } else { sync(form) }
      showState()
      host?.update()
    }
  }

  // MARK: GTKViewController

  /// Keys a focused control uses itself (Tab, the arrows, Space, Return, and the editing
  /// keys in a field) stay with GTK.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether GTK's focused widget gets the key before the host's bindings.
  public override func leavesKeyToFocusedWidget(_ key: KeyEvent) -> Bool {
    guard let root = gtk_widget_get_root(widget),
      let focus = gtk_window_get_focus(
        UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)),
      gtk_widget_is_ancestor(focus, widget) != 0
    else { return false }
    let inField = splitkit_is_editable(focus) != 0
    switch key.key {
    case .tab, .backTab, .up, .down, .left, .right, .enter, .character(" "):
      return key.modifiers.isEmpty || inField
    case .home, .end, .backspace, .delete: return inField
    case .character: return inField && key.modifiers.isSubset(of: [.shift, .control])
    default: return false
    }
  }

  /// Passes a key to the content controller.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool { content.receive(key: key) }

  /// Passes a host command to the content controller first.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  public override func perform(_ command: HostCommand) -> Bool {
    content.perform(command) || super.perform(command)
  }

  /// The content controller's bar buttons.
  public override var trailingBarButtons: [GTKBarButton] {
    content.barButtons.map(GTKBarButton.init(content:))
  }
}
