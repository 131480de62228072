/// A row of bar button items, such as the actions under a message.
///
/// Items keep their full labels, separated by ``spacing`` cells; items that do not fit
/// are left out whole rather than cut. ``Alignment`` places the row at the leading
/// edge, in the middle, or spread across the bar with equal gaps.
///
/// ```swift
/// let toolbar = Toolbar(items: [BarButtonItem(id: "reply", title: "Reply"),
///                               BarButtonItem(id: "archive", title: "Archive")])
/// toolbar.hitTest(click, in: toolbarRect)   // "reply", "archive" or nil
/// ```
public struct Toolbar: Widget, Hashable, Sendable {
  /// How items are placed along the bar.
  public enum Alignment: Hashable, Sendable {
    /// From the leading edge.
    case leading
    /// Centered as a group.
    case center
    /// Spread over the whole bar with equal gaps, like flexible spaces between items.
    case spread
  }

  /// The items, in reading order.
  public var items: [BarButtonItem]
  /// Where the items go.
  public var alignment: Alignment
  /// The cells between items (the least gap when spread).
  public var spacing: Int
  /// The bar's styles.
  public var style: BarStyle

  /// Creates a toolbar.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - alignment: Where the items go; leading by default.
  ///   - spacing: The cells between items; 2 by default.
  ///   - style: The bar's styles.
  public init(items: [BarButtonItem], alignment: Alignment = .leading, spacing: Int = 2, style: BarStyle = BarStyle()) {
    self.items = items
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.style = style
  }

  /// Places the items that fit on the bar's first row, one column in from each edge.
  ///
  /// - Parameter rect: Where the toolbar is drawn.
  /// - Returns: Each visible item's label and cells.
  /// - Complexity: O(n) in the total length of the labels.
  public func layout(in rect: CellRect) -> [BarItemFrame] {
    guard !rect.isEmpty else { return [] }
    let room = rect.width - 2
    var fitting: [(BarButtonItem, String, Int)] = []
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
      for index in gaps.indices { gaps[index] += extra / gaps.count + (index < extra % gaps.count ? 1 : 0) }
      if gaps.isEmpty { x += (room - used) / 2 }
    }
    var frames: [BarItemFrame] = []
    for (index, (item, label, width)) in fitting.enumerated() {
      frames.append(
        BarItemFrame(id: item.id, label: label, frame: CellRect(x: x, y: rect.y, width: width, height: 1), isEnabled: item.isEnabled))
      x += width + (index < gaps.count ? gaps[index] : 0)
    }
    return frames
  }

  /// The enabled item under a click, if any.
  ///
  /// - Parameters:
  ///   - position: The clicked cell.
  ///   - rect: Where the toolbar was drawn.
  /// - Returns: The identifier of the item hit, or `nil`.
  public func hitTest(_ position: CellPosition, in rect: CellRect) -> BarButtonItem.ID? {
    guard rect.contains(position) else { return nil }
    return layout(in: rect).hit(position)
  }

  /// Draws the toolbar: background on every row, items on the first.
  ///
  /// - Parameters:
  ///   - rect: The toolbar's cells, usually one row.
  ///   - buffer: The frame being drawn.
  /// - Complexity: O(area of `rect`).
  public func render(in rect: CellRect, of buffer: inout Buffer) {
    buffer.fill(rect, with: Cell(" ", style: style.background))
    buffer.draw(layout(in: rect), style: style, clip: rect)
  }
}
