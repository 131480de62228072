public import CGtk
public import SplitKitHostCore

/// Read-only text in a `GtkTextView`, wrapped at word boundaries and scrolled by the
/// keyboard as in the terminal host (arrows and `j`/`k` by a line, Page Up/Down by a
/// page, Home and End).
///
/// ```swift
/// let detail = GTKTextViewController(title: "Detail", text: "Pick an item.")
/// detail.text = "You selected item 3"
/// ```
@MainActor
open class GTKTextViewController: GTKViewController {
  /// The text shown.
  public var text: String {
    didSet { showText() }
  }

  /// The text view, once ``makeWidget()`` made it.
  public private(set) var textView: UnsafeMutablePointer<GtkWidget>?
  /// The scrolled window around the text view.
  private(set) var scrolledWindow: UnsafeMutablePointer<GtkWidget>?

  /// Creates a text view.
  ///
  /// - Parameters:
  ///   - title: The navigation bar title.
  ///   - restorationIdentifier: The identifier used by state restoration.
  ///   - text: The text shown.
  public init(title: String? = nil, restorationIdentifier: String? = nil, text: String = "") {
    self.text = text
    super.init(title: title, restorationIdentifier: restorationIdentifier)
  }

  /// Makes the `GtkTextView` in a scrolled window.
  ///
  /// - Returns: The scrolled window.
  open override func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
    let view = created(gtk_text_view_new())
    gtk_text_view_set_editable(view.cast(), 0)
    gtk_text_view_set_cursor_visible(view.cast(), 0)
    gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_WORD_CHAR)
    gtk_text_view_set_left_margin(view.cast(), 16)
    gtk_text_view_set_right_margin(view.cast(), 16)
    gtk_text_view_set_top_margin(view.cast(), 12)
    gtk_widget_add_css_class(view, "splitkit-text")
    textView = view
    let scrolled = created(gtk_scrolled_window_new())
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(scrolled.opaque, view)
    scrolledWindow = scrolled
    showText()
    return scrolled
  }

  /// The text view takes the keyboard focus.
  open override var focusWidget: UnsafeMutablePointer<GtkWidget> {
    _ = widget
    return textView ?? widget
  }

  /// Scrolls by a line, a page, or to either end.
  ///
  /// - Parameter command: The command.
  /// - Returns: Whether it scrolled.
  open override func perform(_ command: HostCommand) -> Bool {
    _ = widget
    guard let scrolledWindow,
      let adjustment = gtk_scrolled_window_get_vadjustment(scrolledWindow.opaque)
    else { return false }
    let value = gtk_adjustment_get_value(adjustment)
    let page = gtk_adjustment_get_page_size(adjustment)
    let line = 24.0
    let target: Double
    switch command {
    case .moveUp: target = value - line
    case .moveDown: target = value + line
    case .pageUp: target = value - page
    case .pageDown: target = value + page
    case .home: target = 0
    case .end: target = gtk_adjustment_get_upper(adjustment)
    default: return false
    }
    gtk_adjustment_set_value(adjustment, target)
    return true
  }

  private func showText() {
    guard let textView, let buffer = gtk_text_view_get_buffer(textView.cast()) else { return }
    gtk_text_buffer_set_text(buffer, text, -1)
    didShowText(in: buffer)
  }

  /// Called after ``text`` is put in the view's buffer, to style it (tags).
  ///
  /// - Parameter buffer: The text view's buffer, holding ``text``.
  open func didShowText(in buffer: UnsafeMutablePointer<GtkTextBuffer>) {}
}
