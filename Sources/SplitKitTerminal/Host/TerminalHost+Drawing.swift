import SplitKit

extension TerminalHost {
  /// Draws the whole screen for the current instant.
  ///
  /// - Returns: The frame, ready for the renderer.
  /// - Complexity: O(screen cells + visible content).
  public func composeFrame() -> Buffer {
    var buffer: Buffer
    if var spare = spareFrame.take(), spare.size == size {
      spare.fill(spare.bounds)
      spare.cursor = nil
      buffer = spare
    } else {
      buffer = Buffer(size: size)
    }
    guard size.area > 0 else { return buffer }
    let (columns, overlay) = placements()
    let now = now
    // The buffer starts blank: a column clears its area only where one drawn before it (the
    // one an overlay covers) left cells, not the whole screen a second time each frame.
    var drawn: [CellRect] = []
    for placement in columns {
      let clears = drawn.contains { !$0.intersection(placement.clip).isEmpty }
      draw(placement, now: now, clearing: clears, into: &buffer)
      drawn.append(placement.clip)
    }
    for divider in split.layout.dividers {
      let rect = CellRect(points: divider.frame).intersection(buffer.bounds)
      guard !rect.isEmpty else { continue }
      for y in rect.y..<rect.maxY {
        buffer.setString(
          String(repeating: "│", count: rect.width), at: CellPosition(x: rect.x, y: y),
          style: configuration.theme.divider,
          clip: rect)
      }
    }
    if let overlay {
      for covered in overlay.covered {
        overlay.treatment.apply(overlay: overlay.overlay, covered: covered, to: &buffer)
      }
    }
    if isHelpVisible {
      helpOverlay.render(in: buffer.bounds, of: &buffer)
      buffer.cursor = nil
    }
    return buffer
  }

  private func draw(
    _ placement: ColumnPlacement, now: Duration, clearing: Bool, into buffer: inout Buffer
  ) {
    guard !placement.clip.isEmpty else { return }
    if clearing { buffer.fill(placement.clip) }
    // A column drawn over a text field's caret (an overlay) hides it.
    if let cursor = buffer.cursor, placement.clip.contains(cursor) { buffer.cursor = nil }
    let context = DrawContext(isFocused: placement.isFocused, now: now, theme: configuration.theme)
    if placement.barRect.intersection(placement.clip) == placement.barRect {
      placement.bar.render(in: placement.barRect, of: &buffer)
    } else {
      drawClipped(placement.bar, in: placement.barRect, clip: placement.clip, into: &buffer)
    }
    let content = placement.contentRect
    guard !content.isEmpty else { return }
    if let transition = placement.navigation?.transition {
      let width = content.width
      let shift = GridRect.nearest(transition.fraction * Double(width))
      let (fromX, toX) = transition.kind == .push ? (-shift, width - shift) : (shift, shift - width)
      drawContent(
        transition.from, in: content.offset(x: fromX), clip: content.intersection(placement.clip),
        context, &buffer)
      drawContent(
        transition.to, in: content.offset(x: toX), clip: content.intersection(placement.clip),
        context, &buffer)
    } else if let controller = placement.terminalController {
      drawContent(
        controller, in: content, clip: content.intersection(placement.clip), context, &buffer)
    }
  }

  /// Draws a controller into `rect`; if only part of it is on screen, into a scratch buffer
  /// first, then the visible part.
  private func drawContent(
    _ controller: ViewController, in rect: CellRect, clip: CellRect, _ context: DrawContext,
    _ buffer: inout Buffer
  ) {
    guard let controller = controller.terminalView, !clip.isEmpty else { return }
    if clip.intersection(rect) == rect {
      controller.draw(in: rect, buffer: &buffer, context: context)
      return
    }
    var scratch = Buffer(size: rect.size)
    controller.draw(in: scratch.bounds, buffer: &scratch, context: context)
    buffer.draw(scratch, at: CellPosition(x: rect.x, y: rect.y), clip: clip)
  }

  private func drawClipped(
    _ bar: NavigationBar, in rect: CellRect, clip: CellRect, into buffer: inout Buffer
  ) {
    var scratch = Buffer(size: rect.size)
    bar.render(in: scratch.bounds, of: &scratch)
    buffer.draw(scratch, at: CellPosition(x: rect.x, y: rect.y), clip: clip)
  }
}

extension CellRect {
  /// This rectangle moved sideways.
  func offset(x dx: Int) -> CellRect {
    CellRect(x: x + dx, y: y, width: width, height: height)
  }
}
