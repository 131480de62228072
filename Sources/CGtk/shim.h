// GTK 4 for SplitKitGTK. pkg-config `gtk4` supplies the include and library paths.
// Only SplitKitGTK imports this module; the engine and the terminal host never see it.
#ifndef SPLITKIT_CGTK_SHIM_H
#define SPLITKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

// Type checks that GTK only offers as macros.
static inline gboolean splitkit_is_editable(GtkWidget *widget) {
  return widget != NULL && GTK_IS_EDITABLE(widget);
}

static inline gboolean splitkit_is_text_view(GtkWidget *widget) {
  return widget != NULL && GTK_IS_TEXT_VIEW(widget);
}

// The GType of GObject itself (a macro in GLib).
static inline GType splitkit_object_type(void) { return G_TYPE_OBJECT; }

#endif
