import SplitKit
import SplitKitContent

extension TerminalHost {
  /// Handles a mouse event: bar buttons, then the split view's pointer gestures through the
  /// content session (``/SplitKitContent/ContentEvent/pointerDown(_:)`` and the rest, as GTK
  /// and the browser report theirs), then content.
  ///
  /// Clicks reach content on release, so a press that turns into a swipe never selects.
  func handle(mouse: MouseEvent) {
    guard configuration.isMouseEnabled else { return }
    let time = now
    switch mouse.kind {
    case .press where mouse.button == .left:
      press(mouse, time: time)
    case .press where mouse.button == .right:
      // A context menu's click: the content's at once (the split view has no use for it).
      if isHelpVisible {
        isHelpVisible = false
        return
      }
      deliver(mouse)
    case .drag:
      guard session.pointer.isPressed else { return }
      if session.receive(.pointerMove(mouse.position.point), at: time) == .ignored,
        let press = pointer.event
      {
        deliverDrag(mouse, pressedBy: press)
      }
    case .release:
      let press = pointer.event
      let delivered = pointer.isDelivered
      pointer = .idle
      guard session.pointer.isPressed else { return }
      if session.receive(.pointerUp(mouse.position.point), at: time) == .ignored, !delivered,
        let press
      {
        deliver(press)
      }
    case .wheelUp, .wheelDown, .wheelLeft, .wheelRight:
      guard !isHelpVisible else { return }
      deliver(mouse)
    default:
      break
    }
  }

  /// A press: a bar button acts at once; anything else goes to the split view, and to the
  /// content as a click on release unless the split view claims it or starts a swipe.
  private func press(_ mouse: MouseEvent, time: Duration) {
    // A press still held (its release lost) ends first.
    if session.pointer.isPressed { session.receive(.pointerCancel, at: time) }
    pointer = .idle
    if isHelpVisible {
      isHelpVisible = false
      return
    }
    let (columns, _) = placements()
    if let placement = columns.last(where: { $0.clip.contains(mouse.position) }),
      placement.barRect.contains(mouse.position),
      let id = placement.bar.hitTest(mouse.position, in: placement.barRect)
    {
      pressBarItem(id, in: placement)
      return
    }
    session.receive(.pointerDown(mouse.position.point), at: time)
    pointer.event = mouse
  }

  /// A drag that is not the split view's, to a view that takes drags
  /// (``TerminalViewController/receivesDrags``): the press goes to it first, once, then
  /// each drag, to the view pressed even when the pointer leaves it.
  private func deliverDrag(_ mouse: MouseEvent, pressedBy press: MouseEvent) {
    let (columns, _) = placements()
    guard let placement = columns.last(where: { $0.clip.contains(press.position) }),
      let controller = placement.terminalController, controller.receivesDrags,
      placement.visibleContentRect.contains(press.position)
    else { return }
    if !pointer.isDelivered {
      pointer.isDelivered = true
      deliver(press)
    }
    send(mouse, to: controller, in: placement)
  }

  private func pressBarItem(_ id: BarItem.ID, in placement: ColumnPlacement) {
    switch id {
    case .back: placement.navigation?.popViewController(animated: true)
    case .displayMode: split.pressDisplayModeButton()
    case .inspector: split.pressInspectorButton()
    default:
      // Content's buttons go through the session, as GTK's and the browser's do; an app's
      // own terminal controller hears its items itself.
      guard let content = placement.controller as? ContentViewController,
        let event = content.barButtons.event(for: id, in: placement.column)
      else {
        placement.terminalController?.barItemPressed(id)
        return
      }
      session.hostButtonPressed()
      session.receive(event, at: now)
    }
  }

  /// Gives a click or wheel event to the controller of the topmost column under it; a
  /// click also focuses that column.
  private func deliver(_ mouse: MouseEvent) {
    let (columns, _) = placements()
    guard let placement = columns.last(where: { $0.clip.contains(mouse.position) }) else { return }
    if mouse.kind == .press, !placement.isCovered { split.focus(placement.column) }
    guard placement.visibleContentRect.contains(mouse.position),
      let controller = placement.terminalController
    else { return }
    send(mouse, to: controller, in: placement)
  }

  /// Hands a mouse event to the controller drawn in `placement`; a renderer of content
  /// reports what it found to the session, for the placement's column.
  private func send(
    _ mouse: MouseEvent, to controller: TerminalViewController, in placement: ColumnPlacement
  ) {
    let reporter = ContentReporter(session: session, column: placement.column, time: now)
    _ = controller.handle(mouse: mouse, in: placement.contentRect, reporting: reporter)
  }
}
