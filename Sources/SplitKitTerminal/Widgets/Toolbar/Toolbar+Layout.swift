extension Toolbar {
  /// Places the items that fit on the bar's first row, one column in from each edge.
  ///
  /// - Parameter rect: Where the toolbar is drawn.
  /// - Returns: Each visible item's label and cells.
  /// - Complexity: O(n) in the total length of the labels.
  public func layout(in rect: CellRect) -> [BarItemFrame] {
    guard !rect.isEmpty else { return [] }
    let room = rect.width - 2
    var fitting: [(BarItem, String, Int)] = []
    var used = 0
    for item in items {
      let label = Sanitizer.sanitize(item.title)
      let width = Text.displayWidth(label)
      let needed = used + (fitting.isEmpty ? 0 : spacing) + width
      guard needed <= room else { break }
      fitting.append((item, label, width))
      used = needed
    }
    guard !fitting.isEmpty else { return [] }
    var x = rect.x + 1
    var gaps = Array(repeating: spacing, count: fitting.count - 1)
    switch alignment {
    case .leading: break
    case .center: x += (room - used) / 2
    case .spread:
      let extra = room - used
      for index in gaps.indices {
        gaps[index] += extra / gaps.count + (index < extra % gaps.count ? 1 : 0)
      }
      if gaps.isEmpty { x += (room - used) / 2 }
    }
    var frames: [BarItemFrame] = []
    for (index, (item, label, width)) in fitting.enumerated() {
      frames.append(
        BarItemFrame(
          id: item.id, label: label, frame: CellRect(x: x, y: rect.y, width: width, height: 1),
          isEnabled: item.isEnabled))
      x += width + (index < gaps.count ? gaps[index] : 0)
    }
    return frames
  }
}
