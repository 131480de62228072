extension SplitLayout {
  /// The layout part way through a transition from `start` to `end`.
  ///
  /// Frames and dimming move linearly with `progress`; a column is on screen when any part
  /// of it is inside the container. Focus, shadow and which columns are covered (and so
  /// cannot take focus) belong to the end state: input goes where the transition leads.
  ///
  /// - Parameters:
  ///   - start: The layout the transition leaves.
  ///   - end: The layout it reaches.
  ///   - progress: 0 gives `start`, 1 gives `end`.
  /// - Returns: The in-between layout.
  /// - Complexity: O(number of columns²), at most 4 columns.
  public static func interpolating(from start: SplitLayout, to end: SplitLayout, progress: Double) -> SplitLayout {
    if progress <= 0 { return start }
    if progress >= 1 { return end }
    let bounds = Rect(origin: .zero, size: end.containerSize)
    let startAll = start.offscreen + start.columns
    let endAll = end.offscreen + end.columns
    var onScreen: [ColumnFrame] = []
    var offScreen: [ColumnFrame] = []
    for target in endAll {
      let origin = startAll.first { $0.column == target.column } ?? target
      let frame = lerp(origin.frame, target.frame, progress)
      let dimming = origin.dimming + (target.dimming - origin.dimming) * progress
      let column = ColumnFrame(
        column: target.column, frame: frame, visibleFrame: clip(frame, to: bounds),
        dimming: dimming, isCovered: target.isCovered)
      if column.visibleFrame.isEmpty { offScreen.append(column) } else { onScreen.append(column) }
    }
    let near = progress < 0.5 ? start : end
    var layout = SplitLayout(
      containerSize: end.containerSize, columns: onScreen, dividers: near.dividers.map { divider in
        guard let other = (progress < 0.5 ? end : start).dividers.first(where: { $0.column == divider.column })
        else { return divider }
        let (from, to) = progress < 0.5 ? (divider.frame, other.frame) : (other.frame, divider.frame)
        return Divider(column: divider.column, frame: lerp(from, to, progress), isResizable: false)
      }, shadowEdge: end.shadowEdge ?? start.shadowEdge, focusedColumn: end.focusedColumn)
    layout.offscreen = offScreen
    return layout
  }

  static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  static func clip(_ rect: Rect, to bounds: Rect) -> Rect {
    let minX = max(rect.minX, bounds.minX)
    let minY = max(rect.minY, bounds.minY)
    let maxX = min(rect.maxX, bounds.maxX)
    let maxY = min(rect.maxY, bounds.maxY)
    return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }
}
