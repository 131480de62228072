/// Where a bar placed one of its items: the label it drew and the cells it took.
public struct BarItemFrame: Hashable, Sendable {
  /// The item's identifier (``BarItem/ID/back`` for the back button).
  public var id: BarItem.ID
  /// The text drawn, possibly shortened.
  public var label: String
  /// The cells the label takes.
  public var frame: CellRect
  /// Whether the item reacts to clicks.
  public var isEnabled: Bool

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - id: The item's identifier.
  ///   - label: The text drawn.
  ///   - frame: The cells the label takes.
  ///   - isEnabled: Whether the item reacts to clicks.
  public init(id: BarItem.ID, label: String, frame: CellRect, isEnabled: Bool = true) {
    self.id = id
    self.label = label
    self.frame = frame
    self.isEnabled = isEnabled
  }
}

extension Buffer {
  /// Draws placed bar items, clipped to `rect`.
  mutating func draw(_ items: [BarItemFrame], style: BarStyle, clip rect: CellRect) {
    for item in items {
      let itemStyle = style.background.patched(by: item.isEnabled ? style.item : style.disabledItem)
      setString(
        item.label, at: CellPosition(x: item.frame.x, y: item.frame.y), style: itemStyle, clip: rect
      )
    }
  }
}

extension [BarItemFrame] {
  /// The enabled item under `position`, if any.
  func hit(_ position: CellPosition) -> BarItem.ID? {
    first { $0.isEnabled && $0.frame.contains(position) }?.id
  }
}
