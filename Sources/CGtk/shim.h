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

// Accessible properties, which GTK sets only through variadic functions (Swift cannot
// call those): what a screen reader says for a widget.
static inline void splitkit_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                 -1);
}

static inline void splitkit_set_accessible_description(GtkWidget *widget,
                                                       const char *description) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 description, -1);
}

static inline void splitkit_set_accessible_labelled_by(GtkWidget *widget, GtkWidget *label) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                 label, NULL, -1);
}

// Kept from screen readers: a glyph whose meaning the row's description already says.
static inline void splitkit_set_accessible_hidden(GtkWidget *widget) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

// A menu button that is a group around its toggle button for screen readers: a
// GtkMenuButton is a button without an action around the toggle button that has one, so a
// screen reader found two buttons and could press only the one it named by its glyph.
static inline GtkWidget *splitkit_menu_button_new(void) {
  return GTK_WIDGET(
      g_object_new(GTK_TYPE_MENU_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL));
}

// A widget of `type` with an accessible role other than its class's (a box that is an
// alert dialog to screen readers): the role is set only at construction.
static inline GtkWidget *splitkit_widget_new_with_role(GType type, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// Forgets which widgets label `widget`, so its own label is its whole name (a menu
// button's toggle is labelled by the glyph it shows, which GTK adds to the label).
static inline void splitkit_reset_accessible_labelled_by(GtkWidget *widget) {
  gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

// GTK's variadic setters, which Swift cannot call, for one value at a time.
static inline void splitkit_set_int(gpointer object, const char *property, int value) {
  g_object_set(object, property, value, NULL);
}

static inline void splitkit_set_double(gpointer object, const char *property, double value) {
  g_object_set(object, property, value, NULL);
}

static inline void splitkit_set_string(gpointer object, const char *property, const char *value) {
  g_object_set(object, property, value, NULL);
}

static inline GtkTextTag *splitkit_create_tag(GtkTextBuffer *buffer, const char *name) {
  return gtk_text_buffer_create_tag(buffer, name, NULL);
}

#endif
