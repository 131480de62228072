/// How an overlay column (the primary column sliding over the content in the Mail-style
/// portrait layout) sets itself apart: a border line on the edge facing the content, a
/// one-column shadow just outside that edge, and the covered content dimmed by an amount
/// that follows the overlay's animation.
///
/// The host draws the content, then the overlay's own views into ``contentRect(for:)``,
/// then calls ``apply(overlay:covered:to:)``.
///
/// ```swift
/// let treatment = OverlayTreatment(edge: .trailing, dimAmount: progress)
/// primary.render(in: treatment.contentRect(for: overlayRect), of: &buffer, state: listState)
/// treatment.apply(overlay: overlayRect, covered: contentRect, to: &buffer)
/// ```
public struct OverlayTreatment: Hashable, Sendable {
  /// The overlay's edge that faces the content and carries the border and the shadow.
  public enum Edge: Hashable, Sendable {
    /// The left edge: for an overlay that slides in from the right.
    case leading
    /// The right edge: for a primary column that slides in from the left.
    case trailing
  }

  /// The edge facing the content.
  public var edge: Edge
  /// How much the covered content fades, 0…1; follow the show/hide animation's progress.
  public var dimAmount: Double
  /// Whether a border line is drawn inside the overlay's facing edge.
  public var showsBorder: Bool
  /// The border line's style.
  public var borderStyle: Style
  /// The style laid over the shadow column (after dimming), while `dimAmount` > 0.
  public var shadowStyle: Style

  /// Creates a treatment.
  ///
  /// - Parameters:
  ///   - edge: The overlay's edge facing the content; trailing for a primary column.
  ///   - dimAmount: How much the covered content fades, 0…1 (clamped).
  ///   - showsBorder: Whether to draw the border line.
  public init(edge: Edge = .trailing, dimAmount: Double, showsBorder: Bool = true) {
    self.edge = edge
    self.dimAmount = min(1, max(0, dimAmount))
    self.showsBorder = showsBorder
    self.borderStyle = .default
    self.shadowStyle = Style(background: .indexed(236))
  }

  /// The part of the overlay left for its own views: all of it but the border column.
  ///
  /// - Parameter overlay: The overlay's cells.
  /// - Returns: `overlay` without its border column.
  public func contentRect(for overlay: CellRect) -> CellRect {
    guard showsBorder else { return overlay }
    return edge == .trailing ? overlay.inset(right: 1) : overlay.inset(left: 1)
  }

  /// Dims the covered content around the overlay, draws the border and the shadow.
  ///
  /// - Parameters:
  ///   - overlay: The overlay's cells.
  ///   - covered: The content area the overlay sits over; the cells of it outside
  ///     `overlay` are dimmed.
  ///   - buffer: The frame being drawn.
  /// - Complexity: O(area of `covered` + height of `overlay`).
  public func apply(overlay: CellRect, covered: CellRect, to buffer: inout Buffer) {
    if dimAmount > 0 {
      let amount = dimAmount
      for part in covered.subtracting(overlay) {
        buffer.updateStyle(in: part) { $0 = $0.dimmed(by: amount) }
      }
      let shadowX = edge == .trailing ? overlay.maxX : overlay.x - 1
      let shadow = CellRect(x: shadowX, y: overlay.y, width: 1, height: overlay.height)
        .intersection(covered)
      if !shadow.isEmpty {
        let style = shadowStyle
        buffer.updateStyle(in: shadow) { $0 = $0.patched(by: style) }
      }
    }
    guard showsBorder, !overlay.isEmpty else { return }
    let borderX = edge == .trailing ? overlay.maxX - 1 : overlay.x
    for y in overlay.y..<overlay.maxY {
      buffer.setString("│", at: CellPosition(x: borderX, y: y), style: borderStyle, clip: overlay)
    }
  }
}
