public import SplitKitTerminal

/// Draws a terminal screen — a `Buffer` — as an SVG picture of a monospace grid.
///
/// Each row becomes background rectangles (runs of equal background merged) and text runs
/// (runs of equal style merged; a wide character is a run of its own spanning two cells).
/// Every run's advance is forced with `textLength`, so columns line up whatever monospace
/// font the viewer has. Styles map to SVG: bold → `font-weight`, italic → `font-style`,
/// underline → `text-decoration`, dim → `fill-opacity`, reverse swaps the colours.
///
/// ```swift
/// let svg = ScreenSVG().render(Buffer(lines: ["Hello"]), title: "Greeting")
/// ```
///
/// The output depends only on the buffer, the title and the configuration, so it can be
/// committed and compared byte for byte.
public struct ScreenSVG: Hashable, Sendable {
  /// The width of one cell in pixels: 9.
  public var cellWidth: Double
  /// The height of one cell in pixels: 18.
  public var cellHeight: Double
  /// The font size in pixels: 14.
  public var fontSize: Double
  /// What the terminal colours look like.
  public var palette: SVGPalette

  /// Creates a renderer; every parameter has the documented default.
  public init(
    cellWidth: Double = 9, cellHeight: Double = 18, fontSize: Double = 14,
    palette: SVGPalette = .standard
  ) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.fontSize = fontSize
    self.palette = palette
  }

  /// The font stack pictures ask for.
  public static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"

  /// Renders a whole screen.
  ///
  /// - Parameters:
  ///   - buffer: The screen.
  ///   - title: The accessible title.
  /// - Returns: An SVG document.
  /// - Complexity: O(cells).
  public func render(_ buffer: Buffer, title: String? = nil) -> String {
    var canvas = SVGCanvas(
      width: Double(buffer.size.columns) * cellWidth, height: Double(buffer.size.rows) * cellHeight,
      title: title,
      rootAttributes: [
        ("font-family", Self.fontFamily), ("font-size", SVGNumber.format(fontSize)),
        ("xml:space", "preserve"),
      ])
    draw(buffer, into: &canvas, x: 0, y: 0)
    return canvas.document
  }

  /// Draws a screen onto a canvas at an offset (for pictures that put a screen beside
  /// something else).
  ///
  /// - Parameters:
  ///   - buffer: The screen.
  ///   - canvas: The canvas appended to.
  ///   - x: The left edge in pixels.
  ///   - y: The top edge in pixels.
  /// - Complexity: O(cells).
  public func draw(_ buffer: Buffer, into canvas: inout SVGCanvas, x: Double, y: Double) {
    let size = buffer.size
    canvas.rect(
      x: x, y: y, width: Double(size.columns) * cellWidth, height: Double(size.rows) * cellHeight,
      fill: palette.background)
    for row in 0..<size.rows {
      for run in backgroundRuns(buffer, row: row) {
        canvas.rect(
          x: x + Double(run.start) * cellWidth, y: y + Double(row) * cellHeight,
          width: Double(run.width) * cellWidth, height: cellHeight, fill: run.fill)
      }
    }
    let baseline = (cellHeight + fontSize) / 2 - fontSize * 0.2
    for row in 0..<size.rows {
      for run in textRuns(buffer, row: row) {
        canvas.text(
          run.text, x: x + Double(run.start) * cellWidth,
          y: y + Double(row) * cellHeight + baseline,
          length: Double(run.width) * cellWidth, attributes: run.attributePairs)
      }
    }
  }
}
