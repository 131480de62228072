import SplitKit

extension SplitHost {
  /// Handles a mouse event: bar buttons, then the split view's pointer gestures, then content.
  func handle(mouse: MouseEvent) {
    guard configuration.isMouseEnabled else { return }
    let time = now
    switch mouse.kind {
    case .press where mouse.button == .left:
      press(mouse, time: time)
    case .drag:
      guard case .split(let press, _) = pointer else { return }
      pointer = split.pointerMoved(to: mouse.position.point, time: time) ? .split(press: press, moved: true) : .idle
    case .release:
      guard case .split(let press, let moved) = pointer else { return }
      pointer = .idle
      let used = split.pointerUp(at: mouse.position.point, time: time)
      if !used && !moved { deliver(press) }
    case .wheelUp, .wheelDown, .wheelLeft, .wheelRight:
      guard !isHelpVisible else { return }
      deliver(mouse)
    default:
      break
    }
  }

  private func press(_ mouse: MouseEvent, time: Duration) {
    if case .split = pointer { split.pointerCancelled() }
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
    if split.pointerDown(at: mouse.position.point, time: time) {
      pointer = .split(press: mouse, moved: false)
    } else {
      deliver(mouse)
    }
  }

  private func pressBarItem(_ id: BarButtonItem.ID, in placement: ColumnPlacement) {
    switch id {
    case .back: placement.navigation?.popViewController(animated: true)
    case .displayMode: split.pressDisplayModeButton()
    default: placement.terminalController?.barItemPressed(id)
    }
  }

  /// Gives a click or wheel event to the controller of the topmost column under it; a
  /// click also focuses that column.
  private func deliver(_ mouse: MouseEvent) {
    let (columns, _) = placements()
    guard let placement = columns.last(where: { $0.clip.contains(mouse.position) }) else { return }
    if mouse.kind == .press, !placement.isCovered { split.focus(placement.column) }
    guard placement.visibleContentRect.contains(mouse.position) else { return }
    _ = placement.terminalController?.handle(mouse: mouse, in: placement.contentRect)
  }
}
