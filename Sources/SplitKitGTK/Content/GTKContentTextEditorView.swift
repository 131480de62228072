package import CGtk
import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// GTK's rendering of a ``/SplitKitContent/TextEditorController``: an editable
/// `GtkTextView` wrapping words, and the status line below.
///
/// The content owns the text (``/SplitKitContent/TextEditorController/editorState``); the
/// text view's buffer shows it. The user types, pastes, deletes and moves the caret in
/// the text view as in any GTK text view (input methods included), and each change of the
/// buffer (`insert-text`, `delete-range`) and of its caret (`mark-set`) is reported to
/// the content as an event, which makes the same change. When the content then says
/// which lines changed, the view compares those lines with the buffer's: they are equal
/// after the user's own edit, so nothing is done; after a change the content made itself
/// (Undo, Redo, the app setting the text) they differ and the view shows the content's
/// text in a new buffer, whose signals report only the user's edits. The caret and the
/// selection are set only where they differ from the content's. Ctrl-Z and Ctrl-Y
/// (Ctrl-Shift-Z) go to the content's undo history; GTK's own is off. Hosts make it;
/// apps use ``/SplitKitContent/TextEditorController``.
@MainActor
package final class GTKContentTextEditorView: GTKViewController, ContentRendering {
  /// The editor shown.
  public unowned let content: TextEditorController
  private var textView: UnsafeMutablePointer<GtkWidget>?
  private var buffer: UnsafeMutablePointer<GtkTextBuffer>?
  private var statusLabel: UnsafeMutablePointer<GtkWidget>?
  /// The range a `delete-range` is about to delete, reported once it is deleted.
  private var deleting: (start: ContentEvent.TextLocation, end: ContentEvent.TextLocation)?

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The editor.
  public init(_ content: TextEditorController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
  }

  /// Makes the widget that shows the content.
  ///
  /// - Returns: The widget.
  public override func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let view = created(gtk_text_view_new())
    gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_WORD_CHAR)
    gtk_text_view_set_left_margin(view.cast(), 16)
    gtk_text_view_set_right_margin(view.cast(), 16)
    gtk_text_view_set_top_margin(view.cast(), 12)
    gtk_text_view_set_bottom_margin(view.cast(), 12)
    gtk_widget_add_css_class(view, "splitkit-text")
    gtk_widget_add_css_class(view, "splitkit-editor")
    // A titled editor is named by its column's title (ColumnView labels it by the bar's
    // title); labelling it too made screen readers say the title twice.
    if content.title == nil { splitkit_set_accessible_label(view, "Text") }
    textView = view
    let scrolled = created(gtk_scrolled_window_new())
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(scrolled.opaque, view)
    gtk_widget_set_vexpand(scrolled, 1)
    let box = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    let status = GTKContentListView.makeStatusLabel()
    statusLabel = status
    gtk_box_append(box.cast(), scrolled)
    gtk_box_append(box.cast(), status)
    // GTK wraps and scrolls the text itself.
    content.hostLaidOut(width: 0, height: 0)
    showText()
    showState()
    return box
  }

  /// The text view takes the focus when the column does.
  public override var focusWidget: UnsafeMutablePointer<GtkWidget> {
    _ = widget
    return textView ?? widget
  }

  // MARK: The buffer

  /// Shows the content's text in a new buffer, its caret and selection, and listens to
  /// the buffer's changes.
  private func showText() {
    guard let textView else { return }
    let buffer = created(gtk_text_buffer_new(nil))
    gtk_text_buffer_set_enable_undo(buffer, 0)
    gtk_text_buffer_set_text(buffer, content.text, -1)
    gtk_text_view_set_buffer(textView.cast(), buffer)
    g_object_unref(buffer)
    self.buffer = buffer
    showSelection()
    listen(to: buffer)
  }

  private func listen(to buffer: UnsafeMutablePointer<GtkTextBuffer>) {
    let object = UnsafeMutableRawPointer(buffer)
    Signal.connect(
      object, "insert-text",
      inserted: { [unowned self] end, text in
        guard buffer == self.buffer else { return }
        var start = end.pointee
        gtk_text_iter_backward_chars(&start, gint(text.unicodeScalars.count))
        let from = Self.location(&start)
        report(.replaced(from: from, to: from, with: text))
      })
    Signal.connect(
      object, "delete-range", after: false,
      range: { [unowned self] start, end in
        deleting = (Self.location(start), Self.location(end))
      })
    Signal.connect(
      object, "delete-range", after: true,
      range: { [unowned self] _, _ in
        guard buffer == self.buffer, let range = deleting else { return }
        deleting = nil
        report(.replaced(from: range.start, to: range.end, with: ""))
      })
    Signal.connect(
      object, "mark-set",
      mark: { [unowned self] mark in
        guard buffer == self.buffer,
          mark == OpaquePointer(gtk_text_buffer_get_insert(buffer))
            || mark == OpaquePointer(gtk_text_buffer_get_selection_bound(buffer))
        else { return }
        let (caret, anchor) = shownSelection(in: buffer)
        report(.selected(caret: caret, anchor: anchor))
      })
  }

  private static func location(_ iter: UnsafeMutablePointer<GtkTextIter>)
    -> ContentEvent.TextLocation
  {
    ContentEvent.TextLocation(
      line: Int(gtk_text_iter_get_line(iter)), scalar: Int(gtk_text_iter_get_line_offset(iter)))
  }

  /// Reports what the text view did to the text to the host's session.
  private func report(_ input: ContentEvent.EditorInput) {
    host?.report(for: content) { .editor(column: $0, input) }
  }

  /// The buffer's caret and selection bound, as the content's positions.
  private func shownSelection(in buffer: UnsafeMutablePointer<GtkTextBuffer>) -> (
    caret: TextEditorState.Position, anchor: TextEditorState.Position
  ) {
    var insert = GtkTextIter()
    var bound = GtkTextIter()
    gtk_text_buffer_get_iter_at_mark(buffer, &insert, gtk_text_buffer_get_insert(buffer))
    gtk_text_buffer_get_iter_at_mark(buffer, &bound, gtk_text_buffer_get_selection_bound(buffer))
    let state = content.editorState
    let caret = Self.location(&insert)
    let anchor = Self.location(&bound)
    return (
      state.position(line: caret.line, scalar: caret.scalar),
      state.position(line: anchor.line, scalar: anchor.scalar)
    )
  }

  /// Sets the buffer's caret and selection where they differ from the content's, and
  /// scrolls the caret into view.
  private func showSelection() {
    guard let buffer, let textView else { return }
    let state = content.editorState
    let anchor = state.selection == nil ? state.caret : (state.anchor ?? state.caret)
    let shown = shownSelection(in: buffer)
    guard shown.caret != state.caret || shown.anchor != anchor else { return }
    var insert = iter(state.caret, in: buffer)
    var bound = iter(anchor, in: buffer)
    gtk_text_buffer_select_range(buffer, &insert, &bound)
    gtk_text_view_scroll_mark_onscreen(textView.cast(), gtk_text_buffer_get_insert(buffer))
  }

  private func iter(
    _ position: TextEditorState.Position, in buffer: UnsafeMutablePointer<GtkTextBuffer>
  )
    -> GtkTextIter
  {
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_line_offset(
      buffer, &iter, gint(position.line), gint(content.editorState.scalarOffset(of: position)))
    return iter
  }

  /// The buffer's line `line`, without its line break.
  private func bufferLine(_ line: Int, in buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
    var start = GtkTextIter()
    gtk_text_buffer_get_iter_at_line(buffer, &start, gint(line))
    var end = start
    if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
    guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// Whether the buffer's lines `lines` and its line count are the content's (compared
  /// byte for byte: Swift's `==` would call `é` and `e` with an accent equal).
  private func bufferShows(_ lines: Range<Int>, in buffer: UnsafeMutablePointer<GtkTextBuffer>)
    -> Bool
  {
    let state = content.editorState
    guard Int(gtk_text_buffer_get_line_count(buffer)) == state.lines.count else { return false }
    return lines.allSatisfy { line in
      state.lines.indices.contains(line)
        && bufferLine(line, in: buffer).utf8.elementsEqual(state.lines[line].utf8)
    }
  }

  private func showState() {
    title = content.title
    guard let statusLabel else { return }
    GTKContentListView.showStatus(content.currentStatusLines, in: statusLabel)
  }

  // MARK: ContentRendering

  /// Shows what changed: the text where the buffer differs, the caret and selection where
  /// they differ, the title and status line.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    guard isWidgetLoaded, let buffer else { return }
    switch change {
    case .textEdited(let lines):
      if bufferShows(lines.inserted, in: buffer) { showSelection() } else { showText() }
    case .caret: showSelection()
    default: break
    }
    showState()
    host?.update()
  }

  // MARK: GTKViewController

  /// Keys the text view uses itself stay with it.
  ///
  /// Typing, the movement and editing keys, Ctrl-A, Ctrl-C, Ctrl-V and Ctrl-X. Ctrl-Z and Ctrl-Y (undo, redo), Tab, Esc and
  /// function keys go to the content and the host.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether GTK's focused widget gets the key before the host's bindings.
  public override func leavesKeyToFocusedWidget(_ key: KeyEvent) -> Bool {
    guard let textView, let root = gtk_widget_get_root(widget),
      gtk_window_get_focus(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
        == textView
    else { return false }
    switch key.key {
    case .tab, .backTab, .escape, .f, .insert: return false
    case .character(let character) where key.modifiers.contains(.control):
      return "acvxACVX".contains(character)
    case .character: return !key.modifiers.contains(.alt)
    default: return true
    }
  }

  /// Passes a key to the content controller.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool { content.receive(key: key) }

  /// Passes a host command to the content controller.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  public override func perform(_ command: HostCommand) -> Bool { content.perform(command) }

  /// The content controller's bar buttons.
  public override var trailingBarButtons: [GTKBarButton] {
    content.barButtons.map(GTKBarButton.init(content:))
  }
}
