import CGtk
import SplitKit
import SplitKitContent
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
    var leading: [Item] = []
    var trailing: [Item] = []
    /// The inspector button's glyph, at the trailing end, when this bar carries it.
    var inspectorTitle: String?
    /// What the inspector button does, in words ("Show inspector"): its accessible label.
    var inspectorLabel: String?
    var isFocused = false

    /// An app's bar button: its title, what a screen reader says when the title does not
    /// say what it does, and a menu's item titles (empty for a plain button).
    struct Item: Equatable {
      var title: String
      var label: String?
      var menu: [String] = []
      /// The theme icon shown instead of the title (beside it, with `titleBesideIcon`).
      var iconName: String?
      var titleBesideIcon = false
    }
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
    // Each button's glyph or title, its CSS class, what a screen reader says when the
    // glyph does not say what the button does, and a menu's items.
    var buttons: [(item: Bar.Item, cssClass: String)] = []
    if let back = newBar.backTitle {
      let label = SplitViewController.backButtonLabel(to: back)
      buttons.append(
        (
          Bar.Item(
            title: back, label: label, iconName: Symbol.back.iconName, titleBesideIcon: true),
          "splitkit-back"
        ))
    }
    if let mode = newBar.displayModeTitle {
      buttons.append(
        (
          Bar.Item(title: mode, label: newBar.displayModeLabel, iconName: Symbol.sidebar.iconName),
          "splitkit-display-mode"
        ))
    }
    buttons += (newBar.leading + newBar.trailing).map { ($0, "splitkit-bar-button") }
    if let inspector = newBar.inspectorTitle {
      buttons.append(
        (
          Bar.Item(
            title: inspector, label: newBar.inspectorLabel, iconName: Symbol.inspector.iconName),
          "splitkit-inspector-button"
        ))
    }
    // Actions are numbered in order: a button takes one, a menu one per item.
    var actionIndex = 0
    for (item, cssClass) in buttons {
      let button =
        item.menu.isEmpty
        ? makeButton(item, action: actionIndex)
        : makeMenuButton(item, firstAction: actionIndex)
      gtk_widget_add_css_class(button, cssClass)
      if let label = item.label {
        // A menu button's toggle button is what a screen reader presses: it says the label.
        let pressed = item.menu.isEmpty ? button : gtk_widget_get_first_child(button) ?? button
        splitkit_reset_accessible_labelled_by(pressed)
        splitkit_set_accessible_label(pressed, label)
      }
      gtk_box_append((actionIndex < leadingCount ? startBox : endBox).cast(), button)
      actionIndex += max(1, item.menu.count)
    }
  }

  /// A bar button that runs action `index`: its title, its icon (named by its label for
  /// screen readers), or both side by side.
  private func makeButton(_ item: Bar.Item, action index: Int) -> WidgetPointer {
    let button: WidgetPointer
    switch (item.iconName, item.titleBesideIcon) {
    case (let icon?, true):
      button = created(gtk_button_new())
      let content = created(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4))
      gtk_box_append(content.cast(), created(gtk_image_new_from_icon_name(icon)))
      gtk_box_append(content.cast(), created(gtk_label_new(item.title)))
      gtk_button_set_child(button.cast(), content)
    case (let icon?, false):
      // No tooltip: with one, GTK 4.8 took AT-SPI's bus down for screen readers (their
      // readers failed to connect until the app quit); the accessible label names it.
      button = created(gtk_button_new_from_icon_name(icon))
    case (nil, _):
      button = created(gtk_button_new_with_label(item.title))
    }
    gtk_widget_set_focus_on_click(button, 0)
    gtk_widget_set_can_focus(button, 0)
    Signal.connect(
      button.object, "clicked",
      { [unowned self] in
        guard buttonActions.indices.contains(index) else { return }
        aroundAction(buttonActions[index])
      })
    return button
  }

  /// A bar button that opens a popover of `item`'s menu; item `n` runs action
  /// `firstAction + n` and closes the popover.
  private func makeMenuButton(_ item: Bar.Item, firstAction: Int) -> WidgetPointer {
    let button = created(splitkit_menu_button_new())
    if let icon = item.iconName {
      gtk_menu_button_set_icon_name(button.opaque, icon)
    } else {
      gtk_menu_button_set_label(button.opaque, item.title)
    }
    gtk_widget_set_focus_on_click(button, 0)
    let popover = GTKPopover.make()
    let list = created(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    for (offset, title) in item.menu.enumerated() {
      let entry = created(gtk_button_new_with_label(title))
      gtk_button_set_has_frame(entry.cast(), 0)
      if let label = gtk_button_get_child(entry.cast()) { gtk_label_set_xalign(label.opaque, 0) }
      let index = firstAction + offset
      Signal.connect(
        entry.object, "clicked",
        { [unowned self] in
          gtk_popover_popdown(popover.cast())
          guard buttonActions.indices.contains(index) else { return }
          aroundAction(buttonActions[index])
        })
      gtk_box_append(list.cast(), entry)
    }
    gtk_popover_set_child(popover.cast(), list)
    gtk_menu_button_set_popover(button.opaque, popover)
    return button
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
      splitkit_set_accessible_labelled_by(slot.controller.titledWidget, titleLabel)
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
