import CGtk

/// A GTK widget whose children are placed by Swift code at exact frames.
///
/// GTK's `GtkCustomLayout` calls plain C functions without user data, so the widget keeps
/// an unretained pointer to its Swift owner in its object data. The container measures as
/// empty (the window's size decides), and on every allocation asks ``onAllocate`` to call
/// `gtk_widget_size_allocate` for each child it shows and to hide the rest.
@MainActor
final class PlacedContainer {
  /// The container widget (a `GtkBox` whose layout manager is replaced).
  let widget: WidgetPointer
  /// Places the children for the given size.
  var onAllocate: (_ width: Int32, _ height: Int32) -> Void = { _, _ in }
  /// The natural size reported to GTK: the window's default size for the root, 0 otherwise.
  var naturalSize: (width: Int32, height: Int32) = (0, 0)

  private static let key = "splitkit-placed-container"

  init(cssClass: String) {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    g_object_ref_sink(widget.object)
    gtk_widget_add_css_class(widget, cssClass)
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    let layout = gtk_custom_layout_new(nil, Self.measure, Self.allocate)
    gtk_widget_set_layout_manager(widget, layout)
    g_object_set_data(widget.gObject, Self.key, Unmanaged.passUnretained(self).toOpaque())
  }

  isolated deinit {
    g_object_set_data(widget.gObject, Self.key, nil)
    g_object_unref(widget.object)
  }

  /// Places a child at a frame in this container's coordinates.
  static func place(_ child: WidgetPointer, x: Int32, y: Int32, width: Int32, height: Int32) {
    gtk_widget_set_child_visible(child, 1)
    var allocation = GtkAllocation(x: x, y: y, width: max(0, width), height: max(0, height))
    gtk_widget_size_allocate(child, &allocation, -1)
  }

  private static func owner(of widget: WidgetPointer?) -> PlacedContainer? {
    guard let widget, let data = g_object_get_data(widget.gObject, key) else { return nil }
    return Unmanaged<PlacedContainer>.fromOpaque(data).takeUnretainedValue()
  }

  private static let measure: GtkCustomMeasureFunc = {
    widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
    minimum?.pointee = 0
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
    nonisolated(unsafe) let widget = widget
    let size = MainActor.assumeIsolated { owner(of: widget)?.naturalSize } ?? (width: 0, height: 0)
    natural?.pointee = orientation == GTK_ORIENTATION_HORIZONTAL ? size.width : size.height
  }

  private static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated { owner(of: widget)?.onAllocate(width, height) }
  }
}
