import CGtk
import SplitKit
import SplitKitHostCore

/// The widgets of one visible column: a navigation bar above a stage holding the content.
///
/// The bar has the back button ("‹ Previous"), the display-mode button, the top
/// controller's leading buttons, its title, its trailing buttons and the inspector button. The stage places the
/// top controller's widget, or during a push or pop both controllers' widgets side by
/// side, shifted by the transition's progress.
@MainActor
final class ColumnView {
  /// What the bar shows; compared so the bar is rebuilt only when it changes.
  struct Bar: Equatable {
    var title = ""
    var backTitle: String?
    var displayModeTitle: String?
    /// What the display-mode button does, in words ("Show sidebar"): its accessible label.
    var displayModeLabel: String?
    var leading: [String] = []
    var trailing: [String] = []
    /// The inspector button's glyph, at the trailing end, when this bar carries it.
    var inspectorTitle: String?
    /// What the inspector button does, in words ("Show inspector"): its accessible label.
    var inspectorLabel: String?
    var isFocused = false
  }

  let column: SplitViewController.Column
  let widget: WidgetPointer
  let stage: PlacedContainer
  private let header: WidgetPointer
  private let titleLabel: WidgetPointer
  private let startBox: WidgetPointer
  private let endBox: WidgetPointer
  private var bar = Bar()
  private var buttonActions: [@MainActor () -> Void] = []
  /// The controllers in the stage with their horizontal offset in stage widths.
  private(set) var slots: [(controller: GTKViewController, offset: Double)] = []

  /// What the host does when the back or display-mode button is pressed.
  var onBack: @MainActor () -> Void = {}
  var onDisplayMode: @MainActor () -> Void = {}
  var onInspector: @MainActor () -> Void = {}
  /// Runs around every button's action: the host brings the engine to the current time
  /// before, and shows the result after.
  var aroundAction: @MainActor (_ action: @MainActor () -> Void) -> Void = { $0() }

  init(column: SplitViewController.Column) {
    self.column = column
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    g_object_ref_sink(widget.object)
    gtk_widget_add_css_class(widget, "splitkit-column")
    gtk_widget_add_css_class(widget, "splitkit-column-\(column)")
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    header = gtk_center_box_new()
    gtk_widget_add_css_class(header, "splitkit-bar")
    startBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)
    endBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)
    titleLabel = gtk_label_new("")
    gtk_widget_add_css_class(titleLabel, "splitkit-title")
    gtk_label_set_ellipsize(titleLabel.opaque, PANGO_ELLIPSIZE_END)
    gtk_center_box_set_start_widget(header.opaque, startBox)
    gtk_center_box_set_center_widget(header.opaque, titleLabel)
    gtk_center_box_set_end_widget(header.opaque, endBox)
    stage = PlacedContainer(cssClass: "splitkit-stage")
    gtk_widget_set_vexpand(stage.widget, 1)
    gtk_box_append(widget.cast(), header)
    gtk_box_append(widget.cast(), stage.widget)
    stage.onAllocate = { [unowned self] width, height in placeSlots(width: width, height: height) }
  }

  isolated deinit {
    g_object_unref(widget.object)
  }

  /// Shows the bar's state, rebuilding the buttons only when their titles change.
  func show(
    _ newBar: Bar, leadingActions: [@MainActor () -> Void],
    trailingActions: [@MainActor () -> Void]
  ) {
    if newBar.isFocused != bar.isFocused {
      if newBar.isFocused {
        gtk_widget_add_css_class(header, "focused")
      } else {
        gtk_widget_remove_css_class(header, "focused")
      }
    }
    if newBar.title != bar.title {
      gtk_label_set_text(titleLabel.opaque, newBar.title)
      // A screen reader names the column after its title ("Inbox"), not "panel".
      splitkit_set_accessible_label(widget, newBar.title)
    }
    var actions: [@MainActor () -> Void] = []
    if newBar.backTitle != nil { actions.append { [unowned self] in onBack() } }
    if newBar.displayModeTitle != nil { actions.append { [unowned self] in onDisplayMode() } }
    actions += leadingActions
    let leadingCount = actions.count
    actions += trailingActions
    if newBar.inspectorTitle != nil { actions.append { [unowned self] in onInspector() } }
    buttonActions = actions
    let titlesChanged =
      newBar.backTitle != bar.backTitle || newBar.displayModeTitle != bar.displayModeTitle
      || newBar.displayModeLabel != bar.displayModeLabel
      || newBar.leading != bar.leading || newBar.trailing != bar.trailing
      || newBar.inspectorTitle != bar.inspectorTitle || newBar.inspectorLabel != bar.inspectorLabel
    bar = newBar
    guard titlesChanged else { return }
    clear(startBox)
    clear(endBox)
    // Each button's glyph or title, its CSS class, and what a screen reader says when
    // the glyph does not say what the button does.
    var titles: [(title: String, cssClass: String, label: String?)] = []
    if let back = newBar.backTitle {
      titles.append(
        ("‹ " + back, "splitkit-back", SplitViewController.backButtonLabel(to: back)))
    }
    if let mode = newBar.displayModeTitle {
      titles.append((mode, "splitkit-display-mode", newBar.displayModeLabel))
    }
    titles += newBar.leading.map { ($0, "splitkit-bar-button", nil) }
    titles += newBar.trailing.map { ($0, "splitkit-bar-button", nil) }
    if let inspector = newBar.inspectorTitle {
      titles.append((inspector, "splitkit-inspector-button", newBar.inspectorLabel))
    }
    for (index, (title, cssClass, label)) in titles.enumerated() {
      let button = created(gtk_button_new_with_label(title))
      gtk_widget_add_css_class(button, cssClass)
      if let label { splitkit_set_accessible_label(button, label) }
      gtk_widget_set_focus_on_click(button, 0)
      gtk_widget_set_can_focus(button, 0)
      Signal.connect(
        button.object, "clicked",
        { [unowned self] in
          guard buttonActions.indices.contains(index) else { return }
          aroundAction(buttonActions[index])
        })
      gtk_box_append((index < leadingCount ? startBox : endBox).cast(), button)
    }
  }

  /// Puts these controllers' widgets in the stage at these offsets (in stage widths).
  ///
  /// Widgets already elsewhere must have been taken out by the caller.
  func setSlots(_ newSlots: [(controller: GTKViewController, offset: Double)]) {
    slots = newSlots
    var child = gtk_widget_get_first_child(stage.widget)
    while let current = child {
      child = gtk_widget_get_next_sibling(current)
      if !newSlots.contains(where: { $0.controller.widget == current }) {
        gtk_widget_unparent(current)
      }
    }
    for slot in newSlots where gtk_widget_get_parent(slot.controller.widget) != stage.widget {
      gtk_widget_set_parent(slot.controller.widget, stage.widget)
      // A screen reader names the content (a list, a text) after the bar's title.
      splitkit_set_accessible_labelled_by(slot.controller.focusWidget, titleLabel)
      gtk_widget_queue_resize(slot.controller.widget)
    }
    gtk_widget_queue_allocate(stage.widget)
  }

  private func placeSlots(width: Int32, height: Int32) {
    for slot in slots {
      let x = Int32(GridRect.nearest(slot.offset * Double(width)))
      PlacedContainer.place(slot.controller.widget, x: x, y: 0, width: width, height: height)
    }
  }

  private func clear(_ box: WidgetPointer) {
    while let child = gtk_widget_get_first_child(box) {
      gtk_box_remove(box.cast(), child)
    }
  }
}
