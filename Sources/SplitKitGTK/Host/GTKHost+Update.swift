import CGtk
import SplitKit
import SplitKitContent
import SplitKitHostCore

extension GTKHost {
  /// Shows the engine's current state: which controllers' widgets are in which column,
  /// the bars, the stacking order, the dimming and the focus; then asks GTK to allocate
  /// again, and keeps the frame clock ticking while something moves with time (a swipe
  /// held still needs no frames: its pointer moves call this).
  ///
  /// Input handlers and the tick callback call it after every engine event; call it after
  /// changing the split view from elsewhere.
  public func update() {
    guard window != nil else { return }
    let layout = split.layout
    let placement = GTKPlacement(layout: layout, restingWidths: restingWidths)
    let buttonColumn = split.displayModeButtonColumn(in: layout)
    let inspectorColumn = split.inspectorButtonColumn(in: layout)
    var wanted: [SplitViewController.Column: [(controller: GTKViewController, offset: Double)]] =
      [:]
    for column in placement.columns {
      wanted[column.column] = slots(for: column.column)
    }
    // Take every widget out of the stage it leaves before any stage takes it in.
    for (column, view) in columnViews where wanted[column] == nil {
      view.setSlots([])
    }
    for (column, slots) in wanted {
      let view = columnView(for: column)
      let stage = view.stage.widget
      for slot in slots {
        let widget = slot.controller.widget
        if let parent = gtk_widget_get_parent(widget), parent != stage {
          gtk_widget_unparent(widget)
        }
        slot.controller.host = self
      }
    }
    for (column, slots) in wanted {
      let view = columnView(for: column)
      view.setSlots(slots)
      showBar(
        of: view, focused: layout.focusedColumn == column, button: buttonColumn == column,
        inspectorButton: inspectorColumn == column)
    }
    showQuestion(in: layout)
    order(placement)
    for (index, dimming) in placement.dimmings.enumerated() where index < dimWidgets.count {
      gtk_widget_set_opacity(dimWidgets[index], dimming.opacity)
    }
    gtk_label_set_text(helpWidget.opaque, helpText)
    moveKeyboardFocus(to: layout.focusedColumn)
    gtk_widget_queue_allocate(root.widget)
    if isAnimating { startTicking() }
    onUpdate?()
  }

  /// The controllers a column's stage shows, with their offsets in stage widths: the top
  /// controller, or both sides of a running push or pop.
  private func slots(for column: SplitViewController.Column)
    -> [(controller: GTKViewController, offset: Double)]
  {
    if let transition = split.navigationControllerShown(in: column)?.transition {
      let shift = transition.fraction
      let (from, to) = transition.kind == .push ? (-shift, 1 - shift) : (shift, shift - 1)
      return [(transition.from, from), (transition.to, to)].compactMap { controller, offset in
        controller.gtkView.map { ($0, offset) }
      }
    }
    guard let top = split.topViewController(in: column)?.gtkView else { return [] }
    return [(top, 0)]
  }

  private func columnView(for column: SplitViewController.Column) -> ColumnView {
    if let view = columnViews[column] { return view }
    let view = ColumnView(column: column)
    view.onBack = { [unowned self] in
      split.navigationControllerShown(in: column)?.popViewController(animated: true)
    }
    view.onDisplayMode = { [unowned self] in split.pressDisplayModeButton() }
    view.onInspector = { [unowned self] in split.pressInspectorButton() }
    view.aroundAction = { [unowned self] action in
      split.advance(to: now)
      action()
      update()
    }
    columnViews[column] = view
    return view
  }

  private func showBar(
    of view: ColumnView, focused: Bool, button: Bool, inspectorButton: Bool
  ) {
    let navigation = split.navigationControllerShown(in: view.column)
    let top = split.topViewController(in: view.column)
    let content = top?.gtkView
    let hasBack = (navigation?.viewControllers.count ?? 0) >= 2
    let bar = ColumnView.Bar(
      title: top?.title ?? navigation?.title ?? "",
      backTitle: hasBack ? (navigation?.backTitle ?? "Back") : nil,
      displayModeTitle: button ? (split.displayModeButtonRevealsColumns ? "»" : "«") : nil,
      displayModeLabel: button ? split.displayModeButtonLabel : nil,
      leading: content?.leadingBarButtons.map(\.item) ?? [],
      trailing: content?.trailingBarButtons.map(\.item) ?? [],
      inspectorTitle: inspectorButton ? SplitViewController.inspectorButtonTitle : nil,
      inspectorLabel: inspectorButton ? split.inspectorButtonLabel : nil,
      isFocused: focused)
    view.show(
      bar, leadingActions: content?.leadingBarButtons.flatMap(\.actions) ?? [],
      trailingActions: content?.trailingBarButtons.flatMap(\.actions) ?? [])
  }

  /// Puts the root's children in drawing order: columns back to front with the dimming
  /// above the covered ones, the shadow, the dividers, the help.
  private func order(_ placement: GTKPlacement) {
    while dimWidgets.count < placement.dimmings.count {
      dimWidgets.append(Self.layer("splitkit-dim"))
    }
    while dividerWidgets.count < placement.dividers.count {
      dividerWidgets.append(Self.layer("splitkit-divider"))
    }
    var order: [WidgetPointer] = []
    var dimsPlaced = false
    for column in placement.columns {
      if !column.isCovered && !dimsPlaced {
        order += dimWidgets.prefix(placement.dimmings.count)
        dimsPlaced = true
      }
      if let view = columnViews[column.column] { order.append(view.widget) }
    }
    if !dimsPlaced { order += dimWidgets.prefix(placement.dimmings.count) }
    if let shadow = placement.shadow {
      gtk_widget_set_css_classes(shadowWidget, nil)
      gtk_widget_add_css_class(shadowWidget, "splitkit-shadow")
      gtk_widget_add_css_class(shadowWidget, "splitkit-shadow-\(shadow.edge)")
      order.append(shadowWidget)
    }
    order += dividerWidgets.prefix(placement.dividers.count)
    if questionDialog.showsCard { order += [questionDialog.dimming, questionDialog.widget] }
    if isHelpVisible { order.append(helpWidget) }
    // The menu's popover stays the root's child (a surface of its own, drawn by GTK).
    order.append(questionDialog.menuPopover)
    guard order != rootOrder else { return }
    for widget in order {
      if gtk_widget_get_parent(widget) == root.widget {
        gtk_widget_insert_before(widget, root.widget, nil)
      } else {
        gtk_widget_set_parent(widget, root.widget)
      }
    }
    var child = gtk_widget_get_first_child(root.widget)
    while let current = child {
      child = gtk_widget_get_next_sibling(current)
      if !order.contains(current) { gtk_widget_unparent(current) }
    }
    rootOrder = order
  }

  /// Shows the question a visible column's top controller asks (the focused column's
  /// first) in the dialog, or hides the dialog; when it hides, the keyboard focus goes
  /// back to the focused column.
  private func showQuestion(in layout: SplitLayout) {
    let columns = [layout.focusedColumn].compactMap { $0 } + layout.columns.map(\.column)
    let asking = columns.lazy.compactMap { column in
      (self.split.topViewController(in: column) as? ContentViewController).map { (column, $0) }
    }
    .first { $0.1.menu != nil || $0.1.question != nil || $0.1.textQuestion != nil }
    // A question's card took the keyboard focus, which goes back to the column when it
    // closes; a menu's popover gives it back itself, to the row it was on.
    let wasCard = questionDialog.showsCard
    if asking?.1.menu != nil, !questionDialog.isMenu { questionDialog.menuAnchor = menuAnchor() }
    questionDialog.show(asking?.1, in: asking?.0)
    if wasCard && !questionDialog.showsCard { keyboardFocusController = nil }
  }

  /// Gives GTK's keyboard focus to the focused column's top controller when either
  /// changes (a pop in the collapsed stack changes the controller, not the column).
  private func moveKeyboardFocus(to column: SplitViewController.Column?) {
    let controller = column.flatMap { split.topViewController(in: $0)?.gtkView }
    guard column != focusedColumn || controller !== keyboardFocusController,
      !questionDialog.isShown
    else { return }
    focusedColumn = column
    keyboardFocusController = controller
    guard let controller else { return }
    gtk_widget_grab_focus(controller.focusWidget)
  }

  /// Allocates the root's children at the placement's frames; a new size first goes to
  /// the split view (with its size classes) and schedules an update for the new structure.
  func allocate(width: Int32, height: Int32) {
    if width != allocatedSize.width || height != allocatedSize.height {
      allocatedSize = (width, height)
      resize(to: Size(width: Double(width), height: Double(height)))
      scheduleUpdate()
    }
    let placement = placement
    var placed: [WidgetPointer] = []
    func put(_ widget: WidgetPointer, _ rect: PixelRect) {
      guard gtk_widget_get_parent(widget) == root.widget else { return }
      PlacedContainer.place(
        widget, x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.width),
        height: Int32(rect.height))
      placed.append(widget)
    }
    for column in placement.columns {
      if let view = columnViews[column.column] { put(view.widget, column.frame) }
    }
    for (index, dimming) in placement.dimmings.enumerated() where index < dimWidgets.count {
      put(dimWidgets[index], dimming.frame)
    }
    if let shadow = placement.shadow { put(shadowWidget, shadow.frame) }
    for (index, divider) in placement.dividers.enumerated() where index < dividerWidgets.count {
      put(dividerWidgets[index], divider)
    }
    questionDialog.frame = nil
    if gtk_widget_get_visible(questionDialog.menuPopover) != 0 {
      gtk_popover_present(questionDialog.menuPopover.cast())
    }
    placed.append(questionDialog.menuPopover)
    if questionDialog.showsCard {
      let dialog = questionDialog.widget
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(dialog, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      let dialogWidth = min(max(natural, 320), width)
      gtk_widget_measure(
        dialog, GTK_ORIENTATION_VERTICAL, dialogWidth, &minimum, &natural, nil, nil)
      let dialogHeight = min(natural, height)
      let frame = PixelRect(
        x: Int(width - dialogWidth) / 2, y: Int(height - dialogHeight) / 2,
        width: Int(dialogWidth), height: Int(dialogHeight))
      put(questionDialog.dimming, PixelRect(x: 0, y: 0, width: Int(width), height: Int(height)))
      put(dialog, frame)
      questionDialog.frame = frame
    }
    if isHelpVisible {
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(helpWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      let helpWidth = min(natural, width)
      gtk_widget_measure(
        helpWidget, GTK_ORIENTATION_VERTICAL, helpWidth, &minimum, &natural, nil, nil)
      let helpHeight = min(natural, height)
      put(
        helpWidget,
        PixelRect(
          x: Int(width - helpWidth) / 2, y: Int(height - helpHeight) / 2, width: Int(helpWidth),
          height: Int(helpHeight)))
    }
    var child = gtk_widget_get_first_child(root.widget)
    while let current = child {
      child = gtk_widget_get_next_sibling(current)
      if !placed.contains(current) { gtk_widget_set_child_visible(current, 0) }
    }
  }

  /// Where a menu opening now points: the press that opened it, or (opened by a key) the
  /// focused column's selected row, or the top of that column, or the window's middle.
  private func menuAnchor() -> PixelRect {
    if let press = lastPress {
      return PixelRect(x: Int(press.x), y: Int(press.y), width: 1, height: 1)
    }
    let view = focusedColumn.flatMap { split.topViewController(in: $0)?.gtkView }
    var bounds = graphene_rect_t()
    if let view,
      let anchor = Self.selectedDescendant(of: view.widget) ?? Optional(view.widget),
      gtk_widget_compute_bounds(anchor, root.widget, &bounds) != 0
    {
      let isRow = anchor != view.widget
      return PixelRect(
        x: Int(bounds.origin.x), y: Int(bounds.origin.y), width: Int(bounds.size.width),
        height: isRow ? Int(bounds.size.height) : 1)
    }
    return PixelRect(
      x: Int(allocatedSize.width) / 2, y: Int(allocatedSize.height) / 3, width: 1, height: 1)
  }

  /// The first widget on screen under `widget` that GTK draws as selected (a list's row).
  private static func selectedDescendant(of widget: WidgetPointer) -> WidgetPointer? {
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if gtk_widget_get_mapped(current) != 0 {
        if gtk_widget_get_state_flags(current).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 {
          return current
        }
        if let found = selectedDescendant(of: current) { return found }
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// Gives a new window size to the split view together with its traits (size classes
  /// from the thresholds, the layout direction from GTK's text direction).
  func resize(to size: Size) {
    let rightToLeft = gtk_widget_get_direction(root.widget) == GTK_TEXT_DIR_RTL
    split.hostResized(to: size, at: now, rightToLeft: rightToLeft)
  }

  private func scheduleUpdate() {
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    onIdle { [weak self] in
      self?.isUpdateScheduled = false
      self?.update()
    }
  }

  /// Installs the frame-clock tick callback unless it runs already.
  func startTicking() {
    guard tickID == 0 else { return }
    let box = CallbackBox(
      { @MainActor [weak self] (clock: OpaquePointer?) -> Bool in
        self?.tick(clock) ?? false
      } as @MainActor (OpaquePointer?) -> Bool)
    let thunk: GtkTickCallback = { _, clock, data in
      guard let body = CallbackBox.from(data)?.body as? @MainActor (OpaquePointer?) -> Bool
      else { return 0 }
      return MainActor.assumeIsolated { body(clock) } ? 1 : 0
    }
    tickID = gtk_widget_add_tick_callback(
      root.widget, thunk, box.retainedPointer, CallbackBox.release)
  }

  /// One animation frame at the frame clock's time; removes itself when the engine is idle.
  private func tick(_ clock: OpaquePointer?) -> Bool {
    let frameTime = gdk_frame_clock_get_frame_time(clock)
    if let last = lastFrameTime, frameTime > last {
      frameIntervals.append(.microseconds(frameTime - last))
    }
    lastFrameTime = frameTime
    frameCount += 1
    let time = max(.microseconds(frameTime - startTime), lastTime)
    lastTime = time
    if let work = frameWork, !work() { frameWork = nil }
    split.advance(to: time)
    update()
    guard isAnimating || recordsEveryFrame || frameWork != nil else {
      tickID = 0
      lastFrameTime = nil
      return false
    }
    return true
  }
}
