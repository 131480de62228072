import CGtk
import SplitKitGTK

/// The mailbox's compose window in GTK, which `mailbox-gtk` installs as its host's
/// `textFileEditor`: a field for each header line of the draft file (`To`, `Cc`,
/// `Subject`…), the text below them, and Done (Ctrl+Return) and Open in Editor.
///
/// Done writes the file back as it was read, header lines in their order, each with the
/// field's text (a line break typed or pasted into a field becomes a space, so a field is
/// always one header), a blank line, then the text. Closing the window or Esc does the
/// same, so nothing typed is lost: the host's completion runs once, and the app asks what
/// to do with the draft (send, edit, postpone, discard), as after an external editor.
@MainActor
final class DraftWindow {
  /// One header line: its name and its field, or its value when it has no field.
  private struct Field {
    let name: String
    let entry: WidgetPointer?
    let value: String

    /// Its value now.
    var text: String {
      guard let entry else { return value }
      return String(cString: gtk_editable_get_text(entry.opaque))
    }
  }

  /// The headers shown as fields; the others (a reply's `In-Reply-To` and `References`)
  /// are written back as they were.
  static let editableHeaders: Set<String> = ["from", "to", "cc", "bcc", "subject", "attach"]

  private let path: String
  private let editor: [String]
  private weak var host: GTKSplitHost?
  private var completion: (@MainActor (Bool) -> Void)?
  private let window: WidgetPointer
  private var fields: [Field] = []
  private var textView: WidgetPointer?
  /// The windows open now, kept alive until they close.
  private static var windows: [DraftWindow] = []

  /// Opens the window on the draft at `path`; nil when the file cannot be read.
  ///
  /// - Parameters:
  ///   - path: The draft file.
  ///   - editor: The external editor's program and arguments.
  ///   - host: The host whose window it belongs to.
  ///   - completion: Called once, when the user is done.
  @discardableResult
  static func open(
    path: String, editor: [String], host: GTKSplitHost,
    completion: @escaping @MainActor (Bool) -> Void
  ) -> DraftWindow? {
    guard let text = read(path) else { return nil }
    let window = DraftWindow(
      path: path, text: text, editor: editor, host: host, completion: completion)
    windows.append(window)
    return window
  }

  private init(
    path: String, text: String, editor: [String], host: GTKSplitHost,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    self.path = path
    self.editor = editor
    self.host = host
    self.completion = completion
    window = created(gtk_window_new())
    let (headers, body) = Self.split(text)
    let subject = headers.first { $0.name.lowercased() == "subject" }?.value ?? ""
    gtk_window_set_title(window.cast(), subject.isEmpty ? "New message" : subject)
    gtk_window_set_default_size(window.cast(), 640, 560)
    if let parent = host.window { gtk_window_set_transient_for(window.cast(), parent.cast()) }
    let box = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
    gtk_widget_add_css_class(box, "splitkit-draft")
    let grid = created(gtk_grid_new())
    gtk_grid_set_row_spacing(grid.cast(), 4)
    gtk_grid_set_column_spacing(grid.cast(), 8)
    var row: Int32 = 0
    for header in headers {
      guard Self.editableHeaders.contains(header.name.lowercased()) else {
        fields.append(Field(name: header.name, entry: nil, value: header.value))
        continue
      }
      let label = created(gtk_label_new(header.name + ":"))
      gtk_label_set_xalign(label.opaque, 1)
      gtk_widget_add_css_class(label, "splitkit-draft-label")
      let entry = created(gtk_entry_new())
      gtk_widget_set_hexpand(entry, 1)
      gtk_editable_set_text(entry.opaque, header.value)
      splitkit_set_accessible_label(entry, header.name)
      // Return in a field moves on, as Tab does; Ctrl+Return is Done.
      Signal.connect(entry.object, "activate", { [unowned self] in moveFocus(after: entry) })
      gtk_grid_attach(grid.cast(), label, 0, row, 1, 1)
      gtk_grid_attach(grid.cast(), entry, 1, row, 1, 1)
      row += 1
      fields.append(Field(name: header.name, entry: entry, value: header.value))
    }
    gtk_box_append(box.cast(), grid)
    let view = created(gtk_text_view_new())
    gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_WORD_CHAR)
    gtk_text_view_set_monospace(view.cast(), 1)
    splitkit_set_accessible_label(view, "Message text")
    if let buffer = gtk_text_view_get_buffer(view.cast()) {
      gtk_text_buffer_set_text(buffer, body, -1)
      var start = GtkTextIter()
      gtk_text_buffer_get_start_iter(buffer, &start)
      gtk_text_buffer_place_cursor(buffer, &start)
    }
    textView = view
    let scrolled = created(gtk_scrolled_window_new())
    gtk_scrolled_window_set_child(scrolled.opaque, view)
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_box_append(box.cast(), scrolled)
    let buttons = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
    gtk_widget_set_halign(buttons, GTK_ALIGN_END)
    let editorButton = created(gtk_button_new_with_label("Open in Editor"))
    Signal.connect(editorButton.object, "clicked", { [unowned self] in openInEditor() })
    gtk_box_append(buttons.cast(), editorButton)
    let done = created(gtk_button_new_with_label("Done"))
    gtk_widget_add_css_class(done, "suggested-action")
    Signal.connect(done.object, "clicked", { [unowned self] in finish() })
    gtk_box_append(buttons.cast(), done)
    gtk_box_append(box.cast(), buttons)
    gtk_widget_set_margin_start(box, 12)
    gtk_widget_set_margin_end(box, 12)
    gtk_widget_set_margin_top(box, 12)
    gtk_widget_set_margin_bottom(box, 12)
    gtk_window_set_child(window.cast(), box)
    let keys = created(gtk_event_controller_key_new())
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    Signal.connect(
      UnsafeMutableRawPointer(keys), "key-pressed",
      key: { [unowned self] keyval, state in
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        if control, keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter) {
          finish()
          return true
        }
        if keyval == UInt32(GDK_KEY_Escape) {
          finish()
          return true
        }
        return false
      })
    gtk_widget_add_controller(window, keys)
    Signal.connect(
      window.object, "close-request",
      returning: { [unowned self] in
        finish()
        return true
      })
    gtk_window_present(window.cast())
    // The first field still empty (To, for a new message), else the text.
    let empty = fields.first { field in
      ["to", "subject"].contains(field.name.lowercased()) && field.text.isEmpty
    }
    gtk_widget_grab_focus(empty?.entry ?? view)
  }

  /// The header lines (a line starting with a space or a tab continues the one before)
  /// up to the first blank line, and the text after it.
  static func split(_ text: String) -> (headers: [(name: String, value: String)], body: String) {
    var headers: [(name: String, value: String)] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.first, !line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
      lines = lines.dropFirst()
      if let first = line.first, first == " " || first == "\t", !headers.isEmpty {
        headers[headers.count - 1].value += " " + line.drop { $0 == " " || $0 == "\t" }
      } else if let colon = line.firstIndex(of: ":") {
        let value = line[line.index(after: colon)...].drop { $0 == " " }
        headers.append((String(line[..<colon]), String(value)))
      } else {
        headers.append((String(line), ""))
      }
    }
    return (headers, lines.dropFirst().joined(separator: "\n"))
  }

  /// The draft as the fields and the text say now.
  var text: String {
    let lines = fields.map { field -> String in
      let value = field.text.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
      return field.name + ":" + (value.isEmpty ? "" : " " + String(value))
    }
    var body = ""
    if let textView, let buffer = gtk_text_view_get_buffer(textView.cast()) {
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      if let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) {
        body = String(cString: chars)
        g_free(chars)
      }
    }
    return lines.joined(separator: "\n") + "\n\n" + body
  }

  private func moveFocus(after entry: WidgetPointer) {
    let entries = fields.compactMap(\.entry)
    guard let index = entries.firstIndex(of: entry) else { return }
    let next = entries.index(after: index)
    gtk_widget_grab_focus(next < entries.endIndex ? entries[next] : textView ?? entry)
  }

  /// Writes the fields to the file, hands it to the external editor, and reads it back.
  private func openInEditor() {
    guard Self.write(text, to: path), let host else { return }
    gtk_widget_set_sensitive(window, 0)
    host.runInForeground(editor) { [weak self] _ in
      guard let self else { return }
      gtk_widget_set_sensitive(window, 1)
      guard let text = Self.read(path) else { return }
      let (headers, body) = Self.split(text)
      for field in fields {
        guard let entry = field.entry else { continue }
        gtk_editable_set_text(entry.opaque, headers.first { $0.name == field.name }?.value ?? "")
      }
      if let textView, let buffer = gtk_text_view_get_buffer(textView.cast()) {
        gtk_text_buffer_set_text(buffer, body, -1)
      }
    }
  }

  private func finish() {
    guard let completion else { return }
    self.completion = nil
    let written = Self.write(text, to: path)
    gtk_window_destroy(window.cast())
    Self.windows.removeAll { $0 === self }
    if let main = host?.window { gtk_window_present(main.cast()) }
    completion(written)
  }

  private static func read(_ path: String) -> String? {
    var contents: UnsafeMutablePointer<gchar>?
    var length: gsize = 0
    guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return nil }
    defer { g_free(contents) }
    return String(cString: contents)
  }

  private static func write(_ text: String, to path: String) -> Bool {
    g_file_set_contents(path, text, -1, nil) != 0
  }
}
