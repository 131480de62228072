import CGtk

/// The window's popovers (a menu's, a bar button's), made alike.
///
/// Without a compositor (a bare X server, Xvfb) a popover's surface has no transparency:
/// its shadow, rounded corners and arrow would show as black around it, so there it is
/// square, bordered and arrowless. When it closes, the window's focus ring is turned off:
/// GTK gives the focus back to the widget it came from, and would ring it, though the
/// selection is what shows where the keys act.
@MainActor
enum GTKPopover {
  /// A new popover styled as SplitKit's menus (`splitkit-menu-popover`).
  ///
  /// - Returns: The popover, floating.
  static func make() -> WidgetPointer {
    let popover = created(gtk_popover_new())
    gtk_widget_add_css_class(popover, "splitkit-menu-popover")
    if let display = gdk_display_get_default(), gdk_display_is_composited(display) == 0 {
      gtk_widget_add_css_class(popover, "splitkit-solid")
      gtk_popover_set_has_arrow(popover.cast(), 0)
    }
    Signal.connect(
      popover.object, "closed",
      {
        guard let parent = gtk_widget_get_parent(popover), let window = gtk_widget_get_root(parent)
        else { return }
        let pointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        // Once GTK has given the focus back (which rings it again), not before.
        g_object_ref(pointer)
        onIdle {
          gtk_window_set_focus_visible(pointer, 0)
          g_object_unref(pointer)
        }
      })
    return popover
  }
}
