package import CGtk
public import SplitKit
import SplitKitContent
public import SplitKitHostCore

extension GTKHost {
  /// Installs the pointer controller on the root (capture phase, so the engine sees a
  /// press before the content does) and the key controller on the window.
  func installInput(on window: WidgetPointer) {
    let legacy = created(gtk_event_controller_legacy_new())
    gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
    let handler: @MainActor (gpointer?) -> Bool = { [unowned self] event in
      handle(event: OpaquePointer(event))
    }
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, event, data in
      guard let body = CallbackBox.from(data)?.body as? @MainActor (gpointer?) -> Bool else {
        return 0
      }
      return MainActor.assumeIsolated { body(event) } ? 1 : 0
    }
    let box = CallbackBox(handler)
    g_signal_connect_data(
      UnsafeMutableRawPointer(legacy), "event", unsafeBitCast(thunk, to: GCallback.self),
      box.retainedPointer, CallbackBox.releaseClosure, GConnectFlags(0))
    gtk_widget_add_controller(root.widget, legacy)

    // Keys stay with the window while a menu shows (its popover is not modal); should the
    // popover, a surface of its own, get the focus, its keys take the same path.
    for widget in [window, questionDialog.menuPopover] {
      let keys = created(gtk_event_controller_key_new())
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      Signal.connect(
        UnsafeMutableRawPointer(keys), "key-pressed",
        key: { [unowned self] keyval, state in keyPressed(keyval: keyval, state: state, in: window)
        })
      gtk_widget_add_controller(widget, keys)
    }
    questionDialog.onMenuClosed = { [unowned self] in update() }
    questionDialog.report = { [unowned self] event in report(event) }
  }

  /// A key pressed in the window or the menu's popover.
  ///
  /// - Returns: Whether it was used (GTK then does nothing more with it).
  private func keyPressed(keyval: guint, state: GdkModifierType, in window: WidgetPointer) -> Bool {
    lastPress = nil
    lastInputTime = now
    session.keyboardUsed()
    guard let key = GTKKeys.keyEvent(keyval: keyval, state: state) else { return false }
    if questionDialog.hasFocus(in: window) {
      // The dialog's entry edits with the keys GTK binds (its caret is where the user
      // put it), the content with the others; Return activates it; Esc cancels.
      if key.key == .escape {
        questionDialog.answer(false)
        return true
      }
      if key.key == .enter { return false }
      if let command = TextEditing.command(for: key) {
        if GTKQuestionDialog.entryEdits(key) { return false }
        questionDialog.perform(command)
        return true
      }
    }
    if isEditingText, case .character = key.key, !key.modifiers.contains(.control) {
      return false
    }
    if !isHelpVisible, focusedController?.leavesKeyToFocusedWidget(key) == true {
      return false
    }
    return handle(key: key)
  }

  /// Whether keyboard focus is in a text entry, which keeps its printable keys.
  private var isEditingText: Bool {
    guard let window, let focus = gtk_window_get_focus(window.cast()) else { return false }
    return splitkit_is_editable(focus) != 0
  }

  /// A GDK event from the capture-phase controller: presses, motion and releases of the
  /// primary button or a touch go to the engine's pointer API.
  ///
  /// - Returns: Whether the engine used the event; then the content never sees it.
  private func handle(event: OpaquePointer?) -> Bool {
    guard let event else { return false }
    // The menu's popover is a surface of its own, and its buttons take their presses.
    if gtk_widget_get_visible(questionDialog.menuPopover) != 0,
      let surface = gtk_native_get_surface(questionDialog.menuPopover.opaque),
      gdk_event_get_surface(event) == surface
    {
      return false
    }
    let type = gdk_event_get_event_type(event)
    if Self.isInput(type) { lastInputTime = now }
    // Any button's press (a right click too) is where a menu it opens points.
    if type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN, let point = point(of: event) {
      lastPress = point
    }
    let isButton = type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE
    let isPrimary = !isButton || gdk_button_event_get_button(event) == 1
    switch Self.pointerPhase(of: type, isPrimaryButton: isPrimary) {
    case .press:
      guard let point = point(of: event) else { return false }
      return pointerPressed(at: point)
    case .move:
      guard session.pointer.isPressed, let point = point(of: event) else { return false }
      return pointerMoved(to: point)
    case .release:
      guard session.pointer.isPressed, let point = point(of: event) else { return false }
      return pointerReleased(at: point)
    case .cancel:
      guard session.pointer.isPressed else { return false }
      session.receive(.pointerCancel, at: now)
      update()
      return false
    case nil:
      return false
    }
  }

  /// Whether an event of `type` is the person's doing (a press, a release, a touch, a
  /// wheel turn), which ``lastInputTime`` notes; motion, crossing and focus are not.
  ///
  /// - Parameter type: The event's type.
  /// - Returns: Whether it is input.
  nonisolated package static func isInput(_ type: GdkEventType) -> Bool {
    // A switch, not an array's `contains`: this runs for every event, motion included.
    switch type {
    case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE, GDK_TOUCH_BEGIN, GDK_TOUCH_END, GDK_SCROLL,
      GDK_KEY_PRESS, GDK_TOUCHPAD_SWIPE, GDK_TOUCHPAD_PINCH:
      true
    default: false
    }
  }

  /// What a GDK event is to the engine's pointer API: the mouse's primary button and a
  /// touch take the same path (press, move, release), a cancelled touch or a broken grab
  /// cancels; other buttons and events are not the engine's.
  ///
  /// - Parameters:
  ///   - type: The event's type.
  ///   - isPrimaryButton: For button events, whether it is button 1.
  /// - Returns: The phase, or nil when the engine ignores the event.
  nonisolated package static func pointerPhase(
    of type: GdkEventType, isPrimaryButton: Bool
  ) -> PointerPhase? {
    switch type {
    case GDK_BUTTON_PRESS where isPrimaryButton, GDK_TOUCH_BEGIN: .press
    case GDK_MOTION_NOTIFY, GDK_TOUCH_UPDATE: .move
    case GDK_BUTTON_RELEASE where isPrimaryButton, GDK_TOUCH_END: .release
    case GDK_TOUCH_CANCEL, GDK_GRAB_BROKEN: .cancel
    default: nil
    }
  }

  /// The event's position in the root's coordinates (engine points).
  private func point(of event: OpaquePointer) -> Point? {
    var x = 0.0
    var y = 0.0
    guard gdk_event_get_position(event, &x, &y) != 0,
      let native = gtk_widget_get_native(root.widget)
    else { return nil }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    var rootX = 0.0
    var rootY = 0.0
    let nativeWidget = WidgetPointer(native)
    guard
      gtk_widget_translate_coordinates(
        nativeWidget, root.widget, x - surfaceX, y - surfaceY, &rootX, &rootY) != 0
    else { return nil }
    return Point(x: rootX, y: rootY)
  }

  /// A press, through the session (``/SplitKitContent/ContentSession``): help closes;
  /// otherwise the engine may claim it (dimmed area, divider, edge strip); an unclaimed
  /// press focuses the column under it and reaches the content.
  ///
  /// - Parameter point: Where, in engine points.
  /// - Returns: Whether the content must not see the press.
  public func pointerPressed(at point: Point) -> Bool {
    // The dialog's buttons and entry take their own presses; it is modal.
    lastPress = point
    if questionDialog.isShown {
      guard questionDialog.contains(point) else {
        // Outside a menu a press closes it; outside a question it does nothing.
        if questionDialog.isMenu {
          questionDialog.answer(false)
          update()
        }
        return true
      }
      return false
    }
    return pointer(.pointerDown(point))
  }

  /// A move while pressed: the engine may start or follow a swipe.
  ///
  /// - Parameter point: Where, in engine points.
  /// - Returns: Whether a swipe or a claimed press owns the pointer.
  public func pointerMoved(to point: Point) -> Bool {
    pointer(.pointerMove(point))
  }

  /// A release: ends a swipe (completing or cancelling by distance and velocity) or taps.
  ///
  /// - Parameter point: Where, in engine points.
  /// - Returns: Whether the press was the split view's.
  public func pointerReleased(at point: Point) -> Bool {
    pointer(.pointerUp(point))
  }

  /// Hands what a native control (the question's dialog, a menu, a form's row, a list's
  /// search entry) reports to the session now: the content it changes asks the window to
  /// show the change, as after a key.
  ///
  /// The person's input time was taken where the key or the press came in; a control's
  /// signal may also be the host setting its value, which is no input.
  ///
  /// - Parameter event: The event.
  func report(_ event: ContentEvent) {
    session.receive(event, at: now)
  }

  /// Reports what the person did to a control of `content` (its list's search entry, a
  /// form's row, a row's menu) for the column it is on top of; nothing when it is on top
  /// of none (its control cannot be used then).
  ///
  /// - Parameters:
  ///   - content: The content the control belongs to.
  ///   - event: The event, for the content's column.
  func report(
    for content: ContentViewController, _ event: (SplitViewController.Column) -> ContentEvent
  ) {
    guard
      let column = split.layout.columns.map(\.column).first(where: {
        split.topViewController(in: $0) === content
      })
    else { return }
    report(event(column))
  }

  /// Hands a pointer event to the session now and draws.
  ///
  /// - Returns: Whether the split view had it (the content must not see it).
  private func pointer(_ event: ContentEvent) -> Bool {
    let action = session.receive(event, at: now)
    update()
    return action == .handled
  }

  /// Handles a key through the content layer's session, as every host does
  /// (``/SplitKitContent/ContentSession``): the help first (its movement keys scroll it),
  /// then the focused controller, then the bindings.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the key was used.
  @discardableResult
  public func handle(key: KeyEvent) -> Bool {
    split.advance(to: now)
    defer { update() }
    let scroll = isHelpVisible ? helpScroll : nil
    switch session.receive(key: key, helpScroll: scroll) {
    case .handled: return true
    case .ignored: return false
    case .perform(let command):
      performHostCommand(command)
      return true
    }
  }

  /// How far the help scrolls in the window: the rows of keys that do not fit under its
  /// title at the window's height, and a page of those that do (a line's height measured
  /// from the help as it shows).
  private var helpScroll: KeyRouting.HelpScroll {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(helpWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
    let shownLines = 2 + helpRowCount - session.keyRouting.helpFirstRow
    let lineHeight = max(1, Int(natural) / max(1, shownLines))
    let fitting = max(1, Int(allocatedSize.height) / lineHeight - 3)
    return KeyRouting.HelpScroll(maximumFirstRow: helpRowCount - fitting, page: fitting)
  }

  /// Performs a command nobody else handled: the split-level ones and help through the
  /// session, then quit (suspend means nothing in a window: its key is not in
  /// ``keyBindings``, so it reaches GTK instead).
  ///
  /// - Parameter command: The command.
  public func perform(command: HostCommand) {
    split.advance(to: now)
    if case .perform(let command) = session.perform(command) { performHostCommand(command) }
    update()
  }

  /// Quits: what the session leaves to a window.
  private func performHostCommand(_ command: HostCommand) {
    if command == .quit { requestQuit() }
  }
}

/// A pointer event's meaning to the engine: see ``GTKHost/pointerPhase(of:isPrimaryButton:)``.
package enum PointerPhase: Equatable, Sendable {
  /// The primary button or a finger went down.
  case press
  /// The pointer or finger moved.
  case move
  /// The primary button or the finger came up.
  case release
  /// The touch was cancelled or the grab broken.
  case cancel
}
