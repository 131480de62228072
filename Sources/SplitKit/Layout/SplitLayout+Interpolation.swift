extension SplitLayout {
  /// The layout part way through a transition from `start` to `end`.
  ///
  /// Frames and dimming move linearly with `progress`; a column is on screen when any part
  /// of it is inside the container. Focus, shadow and which columns are covered (and so
  /// cannot take focus) belong to the end state: input goes where the transition leads.
  ///
  /// The z-order is that of the end which overlays columns (the start's when only it has a covered column),
  /// so an overlaid column slides out on top of the secondary it covered while the
  /// secondary's dimming fades, whichever way the transition runs (a closing animation,
  /// or a swipe that settles back).
  ///
  /// - Parameters:
  ///   - start: The layout the transition leaves.
  ///   - end: The layout it reaches.
  ///   - progress: 0 gives `start`, 1 gives `end`.
  /// - Returns: The in-between layout.
  /// - Complexity: O(number of columns²), at most 4 columns.
  public static func interpolating(from start: SplitLayout, to end: SplitLayout, progress: Double)
    -> SplitLayout
  {
    if progress <= 0 { return start }
    if progress >= 1 { return end }
    let bounds = Rect(origin: .zero, size: end.containerSize)
    let startAll = start.offscreen + start.columns
    let endAll = end.offscreen + end.columns
    let order = stackingOrder(from: start, to: end)
    let stacked = order.compactMap { column in endAll.first { $0.column == column } }
    var onScreen: [ColumnFrame] = []
    var offScreen: [ColumnFrame] = []
    for target in endAll.filter({ !order.contains($0.column) }) + stacked {
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
      containerSize: end.containerSize, columns: onScreen,
      dividers: near.dividers.map { divider in
        guard
          let other = (progress < 0.5 ? end : start).dividers.first(where: {
            $0.column == divider.column
          })
        else { return divider }
        let (from, to) =
          progress < 0.5 ? (divider.frame, other.frame) : (other.frame, divider.frame)
        return Divider(column: divider.column, frame: lerp(from, to, progress), isResizable: false)
      }, shadowEdge: end.shadowEdge ?? start.shadowEdge, focusedColumn: end.focusedColumn)
    layout.offscreen = offScreen
    return layout
  }

  /// The on-screen columns of both ends, back to front.
  ///
  /// The order of the end that overlays columns (one of its columns is covered) wins: the
  /// start when only it does, the end otherwise. A column on screen only at the other end
  /// goes just above the column it sits on there (or at the back when none), so a column
  /// leaving an overlay stays above the one it covered for the whole transition.
  ///
  /// - Complexity: O(number of columns²), at most 4 columns.
  static func stackingOrder(from start: SplitLayout, to end: SplitLayout) -> [SplitViewController
    .Column]
  {
    let startOverlays = start.columns.contains(where: \.isCovered)
    let endOverlays = end.columns.contains(where: \.isCovered)
    let (leading, other) = startOverlays && !endOverlays ? (start, end) : (end, start)
    var order = leading.visibleColumns
    for (index, column) in other.visibleColumns.enumerated() where !order.contains(column) {
      let below = other.visibleColumns[..<index].last { order.contains($0) }
      let position = below.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      order.insert(column, at: position)
    }
    return order
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
