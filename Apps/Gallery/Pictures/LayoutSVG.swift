public import SplitKit

/// Draws a split view's column frames — a `SplitLayout` at any instant of a transition — as
/// an SVG diagram.
///
/// Each column is a labelled box at its full frame (so a column sliding in shows where its
/// content really is; the picture's edge clips what is off screen), painted back to front
/// as the layout lists them. Covered columns get a black veil as strong as their dimming,
/// dividers are grey bars, the overlay's open edge casts a shadow, and the focused column
/// has a thicker outline. Points are scaled like terminal cells, so a diagram lines up
/// with a ``ScreenSVG`` of the same screen.
///
/// ```swift
/// let svg = LayoutSVG().render(split.layout, title: "Overlay")
/// ```
public struct LayoutSVG: Hashable, Sendable {
  /// Pixels per point horizontally: 9, like a cell.
  public var pointWidth: Double
  /// Pixels per point vertically: 18, like a cell.
  public var pointHeight: Double

  /// Creates a renderer; every parameter has the documented default.
  public init(pointWidth: Double = 9, pointHeight: Double = 18) {
    self.pointWidth = pointWidth
    self.pointHeight = pointHeight
  }

  /// The fill of each column's box.
  public static func fill(for column: SplitViewController.Column) -> String {
    switch column {
    case .primary: "#2d4f6c"
    case .supplementary: "#3d5c3a"
    case .secondary: "#4a4458"
    case .inspector: "#5a3d4f"
    case .compact: "#5c4a32"
    }
  }

  /// Renders a layout.
  ///
  /// - Parameters:
  ///   - layout: The column frames at one instant.
  ///   - title: The accessible title.
  /// - Returns: An SVG document as wide and tall as the container.
  /// - Complexity: O(columns).
  public func render(_ layout: SplitLayout, title: String? = nil) -> String {
    var canvas = SVGCanvas(
      width: layout.containerSize.width * pointWidth,
      height: layout.containerSize.height * pointHeight, title: title,
      rootAttributes: [("font-family", ScreenSVG.fontFamily), ("font-size", "13")])
    draw(layout, into: &canvas, x: 0, y: 0)
    return canvas.document
  }

  /// Draws a layout onto a canvas at an offset, clipped to the container.
  ///
  /// - Parameters:
  ///   - layout: The column frames.
  ///   - canvas: The canvas appended to.
  ///   - x: The container's left edge in pixels.
  ///   - y: The container's top edge in pixels.
  /// - Complexity: O(columns).
  public func draw(_ layout: SplitLayout, into canvas: inout SVGCanvas, x: Double, y: Double) {
    let width = layout.containerSize.width * pointWidth
    let height = layout.containerSize.height * pointHeight
    canvas.rect(x: x, y: y, width: width, height: height, fill: "#101010")
    let id = "layout-\(SVGNumber.format(x))-\(SVGNumber.format(y))"
    canvas.linearGradient(
      id: "\(id)-shadow-right", stops: [(0, "#000000", 0.6), (1, "#000000", 0)])
    canvas.linearGradient(id: "\(id)-shadow-left", stops: [(0, "#000000", 0), (1, "#000000", 0.6)])
    canvas.clipRect(id: "\(id)-clip", x: x, y: y, width: width, height: height)
    canvas.beginGroup([("clip-path", "url(#\(id)-clip)")])
    let overlay = layout.columns.last { !$0.isCovered }
    for column in layout.columns {
      let box = pixels(column.frame, x: x, y: y)
      let focused = layout.focusedColumn == column.column
      canvas.rect(
        x: box.minX + 1, y: box.minY + 1, width: box.width - 2, height: box.height - 2,
        fill: Self.fill(for: column.column),
        attributes: [
          ("stroke", focused ? "#e0c060" : "#c8c8c8"), ("stroke-width", focused ? "3" : "1"),
        ])
      let label = "\(column.column.rawValue) \(SVGNumber.format(column.frame.width))"
      // A covered column is labelled at its visible bottom-right corner, clear of the overlay.
      let visible = pixels(column.visibleFrame, x: x, y: y)
      let labelWidth = Double(label.count) * 8
      canvas.text(
        label, x: column.isCovered ? visible.maxX - labelWidth - 10 : visible.minX + 8,
        y: column.isCovered ? visible.maxY - 10 : box.minY + 20, length: labelWidth,
        attributes: [("fill", "#f0f0f0")])
      if column.dimming > 0 {
        let veil = pixels(column.visibleFrame, x: x, y: y)
        canvas.rect(
          x: veil.minX, y: veil.minY, width: veil.width, height: veil.height, fill: "#000000",
          attributes: [("fill-opacity", SVGNumber.format(column.dimming * 0.5))])
      }
      if let edge = layout.shadowEdge, column == overlay,
        layout.columns.contains(where: \.isCovered)
      {
        drawShadow(edge, of: box, gradient: id, into: &canvas)
      }
    }
    for divider in layout.dividers {
      let bar = pixels(divider.frame, x: x, y: y)
      canvas.rect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height, fill: "#808080")
    }
    canvas.endGroup()
  }

  private func drawShadow(
    _ edge: SplitLayout.Edge, of box: Rect, gradient id: String, into canvas: inout SVGCanvas
  ) {
    let depth = pointWidth * 1.5
    switch edge {
    case .right:
      canvas.rect(
        x: box.maxX, y: box.minY, width: depth, height: box.height, fill: "url(#\(id)-shadow-right)"
      )
    case .left:
      canvas.rect(
        x: box.minX - depth, y: box.minY, width: depth, height: box.height,
        fill: "url(#\(id)-shadow-left)")
    case .top, .bottom:
      let y = edge == .bottom ? box.maxY : box.minY - depth / 2
      canvas.rect(
        x: box.minX, y: y, width: box.width, height: depth / 2, fill: "#000000",
        attributes: [("fill-opacity", "0.4")])
    }
  }

  private func pixels(_ rect: Rect, x: Double, y: Double) -> Rect {
    Rect(
      x: x + rect.minX * pointWidth, y: y + rect.minY * pointHeight, width: rect.width * pointWidth,
      height: rect.height * pointHeight)
  }
}
