package import CGtk
import SplitKit
package import SplitKitContent
package import SplitKitHostCore

/// GTK's rendering of a ``/SplitKitContent/DocumentController``.
///
/// A `GtkTextView` with tags — bold field names, dimmed quotes and signature, italic notes, monospace where
/// asked, and links that open with the desktop's handler — and the status line below.
/// Hosts make it; apps use ``/SplitKitContent/DocumentController``.
@MainActor
package final class GTKContentDocumentView: GTKTextViewController, ContentRendering {
  /// The document shown.
  public unowned let content: DocumentController
  /// The styled ranges of ``text``, in characters: a tag name, then where.
  private var ranges: [(tag: String, start: Int, end: Int)] = []
  /// The links, by character range.
  private var links: [(start: Int, end: Int, url: String)] = []
  private var statusLabel: UnsafeMutablePointer<GtkWidget>?
  private var isUpdateScheduled = false

  /// Creates the rendering of `content`.
  ///
  /// - Parameter content: The document view.
  public init(_ content: DocumentController) {
    self.content = content
    super.init(title: content.title, restorationIdentifier: content.restorationIdentifier)
  }

  /// Makes the widget that shows the content.
  ///
  /// - Returns: The widget.
  public override func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let scrolled = super.makeWidget()
    gtk_widget_set_vexpand(scrolled, 1)
    let box = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    let status = GTKContentListView.makeStatusLabel()
    statusLabel = status
    gtk_box_append(box.cast(), scrolled)
    gtk_box_append(box.cast(), status)
    let click = created(gtk_gesture_click_new())
    Signal.connect(
      UnsafeMutableRawPointer(click), "released",
      click: { [unowned self] x, y in openLink(atX: x, y: y) })
    if let textView { gtk_widget_add_controller(textView, click) }
    if let adjustment {
      // The wheel and the scroll bar move the view natively, and the text's height grows
      // as GTK lays it out: the content hears of both.
      let raw = UnsafeMutableRawPointer(adjustment)
      let scrolled: Signal.Handler = { [unowned self] in reportScroll() }
      let resized: Signal.Handler = { [unowned self] in
        if case .fromEnd = content.documentState.offset { showOffset() } else { reportScroll() }
      }
      Signal.connect(raw, "value-changed", scrolled)
      Signal.connect(raw, "changed", resized)
    }
    showDocument()
    return box
  }

  /// The scrolled window's vertical adjustment: its value is the content's offset in points.
  private var adjustment: UnsafeMutablePointer<GtkAdjustment>? {
    scrolledWindow.flatMap { gtk_scrolled_window_get_vadjustment($0.opaque) }
  }

  /// A line's height in points: what an arrow key scrolls.
  private static let lineHeight = 24

  /// Scrolls to the content's offset (``/SplitKitContent/DocumentController/documentState``)
  /// and reports where it clamped.
  private func showOffset() {
    guard let adjustment else { return }
    let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    switch content.documentState.offset {
    case .fromTop(let distance): gtk_adjustment_set_value(adjustment, Double(distance))
    case .fromEnd(let distance): gtk_adjustment_set_value(adjustment, bottom - Double(distance))
    }
    reportScroll()
  }

  /// Tells the content the view's height, and reports where it is scrolled through the
  /// session (``/SplitKitContent/ContentEvent/documentScroll(column:offset:isAtEnd:)``) in
  /// the form of its offset: from the end after End, so it stays at the end as GTK lays
  /// more text out.
  private func reportScroll() {
    guard let adjustment else { return }
    let value = gtk_adjustment_get_value(adjustment)
    let page = gtk_adjustment_get_page_size(adjustment)
    let bottom = gtk_adjustment_get_upper(adjustment) - page
    content.hostLaidOut(visibleHeight: Int(page), lineHeight: Self.lineHeight)
    let offset: DocumentState.Offset
    if case .fromEnd = content.documentState.offset, value > 0 {
      offset = .fromEnd(Int((bottom - value).rounded()))
    } else {
      offset = .fromTop(Int(value.rounded()))
    }
    let isAtEnd = value >= bottom - 1
    host?.report(for: content) { .documentScroll(column: $0, offset: offset, isAtEnd: isAtEnd) }
  }

  /// Puts the document in the buffer, with its tags.
  private func showDocument() {
    let (text, ranges, links) = Self.layout(content.document, sections: content.textSections)
    self.ranges = ranges
    self.links = links
    self.text = text
    showState()
  }

  private func showState() {
    title = content.title
    guard let statusLabel else { return }
    GTKContentListView.showStatus(content.currentStatusLines, in: statusLabel)
  }

  /// Lays out the text once the view has its width.
  ///
  /// - Parameter buffer: The text view's buffer.
  public override func didShowText(in buffer: UnsafeMutablePointer<GtkTextBuffer>) {
    Self.makeTags(in: buffer)
    setFieldColumn()
    var start = GtkTextIter()
    var end = GtkTextIter()
    for range in ranges {
      gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(range.start))
      gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(range.end))
      gtk_text_buffer_apply_tag_by_name(buffer, range.tag, &start, &end)
    }
  }

  /// Sets the one tab stop, where field values start: past the widest field name as the
  /// view draws it (bold, in its font), and at least ``fieldColumn`` points in, so the values
  /// of one document line up however long a name is.
  private func setFieldColumn() {
    guard let textView else { return }
    var widest: Int32 = 0
    for case .field(let name, _) in content.document.blocks {
      guard let layout = gtk_widget_create_pango_layout(textView, name + ":") else { continue }
      let attributes = pango_attr_list_new()
      pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_pixel_size(layout, &width, &height)
      g_object_unref(UnsafeMutableRawPointer(layout))
      widest = max(widest, width)
    }
    let tabs = pango_tab_array_new(1, 1)
    pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, max(Self.fieldColumn, widest + Self.fieldGap))
    gtk_text_view_set_tabs(textView.cast(), tabs)
    pango_tab_array_free(tabs)
  }

  /// The least distance in points from the left margin to a field's value.
  static let fieldColumn: Int32 = 80
  /// The least space in points between a field's name and its value.
  static let fieldGap: Int32 = 12

  private static func makeTags(in buffer: UnsafeMutablePointer<GtkTextBuffer>) {
    guard let table = gtk_text_buffer_get_tag_table(buffer),
      gtk_text_tag_table_lookup(table, "field") == nil
    else { return }
    let bold = Int32(PANGO_WEIGHT_BOLD.rawValue)
    let italic = Int32(PANGO_STYLE_ITALIC.rawValue)
    let tags: [(String, (gpointer) -> Void)] = [
      ("field", { splitkit_set_int($0, "weight", bold) }),
      ("strong", { splitkit_set_int($0, "weight", bold) }),
      ("emphasis", { splitkit_set_int($0, "style", italic) }),
      ("secondary", { splitkit_set_string($0, "foreground", "#6e6e73") }),
      ("quote", { splitkit_set_string($0, "foreground", "#6e6e73") }),
      ("monospace", { splitkit_set_string($0, "family", "monospace") }),
      (
        "rule",
        { object in
          splitkit_set_int(object, "size", Int32(PANGO_SCALE))
          splitkit_set_string(object, "paragraph-background", "#d1d1d6")
        }
      ),
      ("rule-space", { splitkit_set_int($0, "size", 5 * Int32(PANGO_SCALE)) }),
      ("accent", { splitkit_set_string($0, "foreground", "#0a84ff") }),
      (
        "note",
        { object in
          splitkit_set_int(object, "style", italic)
          splitkit_set_string(object, "foreground", "#6e6e73")
        }
      ),
      (
        "link",
        { object in
          splitkit_set_string(object, "foreground", "#0a64d8")
          splitkit_set_int(object, "underline", Int32(PANGO_UNDERLINE_SINGLE.rawValue))
        }
      ),
    ]
    for (name, configure) in tags {
      guard let tag = splitkit_create_tag(buffer, name) else { continue }
      configure(UnsafeMutableRawPointer(tag))
    }
  }

  /// Opens the link under a click, if any: the app's (``/SplitKitContent/DocumentController/open(link:)``),
  /// else with the desktop's handler.
  private func openLink(atX x: Double, y: Double) {
    let view = focusWidget
    var bufferX: Int32 = 0
    var bufferY: Int32 = 0
    gtk_text_view_window_to_buffer_coords(
      view.cast(), GTK_TEXT_WINDOW_WIDGET, Int32(x), Int32(y), &bufferX, &bufferY)
    var iter = GtkTextIter()
    guard gtk_text_view_get_iter_at_location(view.cast(), &iter, bufferX, bufferY) != 0 else {
      return
    }
    let offset = Int(gtk_text_iter_get_offset(&iter))
    guard let link = links.first(where: { $0.start <= offset && offset < $0.end }) else { return }
    if content.open(link: link.url) { return }
    let window = gtk_widget_get_root(view).map {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
    }
    gtk_show_uri(window, link.url, guint32(GDK_CURRENT_TIME))
  }

  // MARK: ContentRendering

  /// Shows what changed in the content controller.
  ///
  /// - Parameter change: What changed.
  public func contentDidChange(_ change: ContentChange) {
    if change == .document, isWidgetLoaded { showDocument() }
    if change == .document || change == .scroll, isWidgetLoaded { showOffset() }
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    onIdle { [weak self] in
      guard let self else { return }
      isUpdateScheduled = false
      showState()
      host?.update()
    }
  }

  // MARK: GTKViewController

  /// Passes a key to the content controller (which pages on Space), after telling it
  /// where the view is.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether it was handled.
  public override func handle(key: KeyEvent) -> Bool {
    reportScroll()
    return content.receive(key: key)
  }

  /// Passes a host command to the content controller: its own first, then scrolling.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it was handled.
  public override func perform(_ command: HostCommand) -> Bool {
    reportScroll()
    return content.perform(command) || content.scroll(command)
  }

  /// The content controller's bar buttons.
  public override var trailingBarButtons: [GTKBarButton] {
    content.barButtons.map(GTKBarButton.init(content:))
  }
}
