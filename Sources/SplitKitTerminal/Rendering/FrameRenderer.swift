/// Turns successive frames into the fewest bytes that update the terminal.
///
/// The renderer remembers the last frame it wrote. Given the next one it writes only
/// the cells that changed, choosing for each jump the shortest of an absolute cursor
/// position (CUP), relative moves (CUU/CUD/CUF/CUB, CNL/CPL, CHA, carriage return, up
/// to three backspaces), or simply rewriting up to three unchanged cells in between; it
/// changes only the SGR parameters that differ (or resets, when that is shorter); a row
/// whose tail becomes blank is cleared with one erase-in-line. The changed cells are
/// written either in screen order or grouped by style, whichever is fewer bytes: grouping
/// wins when every row alternates between the same styles (an overlay's text and its
/// shadow), because one style change then replaces one per row. Each frame is wrapped in
/// synchronized output (`CSI ? 2026 h` … `CSI ? 2026 l`) so the terminal shows it whole
/// (grouping is invisible to the user), and ends with the default style so anything
/// written between frames starts clean.
///
/// Scroll regions (DECSTBM with SU/SD) are not used: they scroll whole rows, and the
/// lists they would help are columns of a split view that never span the terminal's
/// width; left and right margins (DECSLRM) would, but tmux does not implement them.
/// Line feed is not used for moving down either, because with output post-processing
/// on (ONLCR) the terminal would receive a carriage return as well.
///
/// A full repaint (reset style, home, erase display, then every non-blank cell) happens
/// for the first frame, when the size changes, and after ``invalidate()``, which the host
/// calls on resume from suspend or on an explicit redraw request.
///
/// The renderer assumes the cursor is hidden and that nothing else moves it between
/// frames; call ``invalidate()`` if something did. A frame with a ``Buffer/cursor`` (a
/// text field's caret) ends with the cursor there, shown; the next frame without one
/// hides it again.
///
/// ```swift
/// var renderer = FrameRenderer(colorMode: .detect(environment: environment))
/// let frame = renderer.render(buffer)
/// terminal.write(frame.bytes)
/// ```
public struct FrameRenderer: Sendable {
  /// How colours are written; changing it does not repaint by itself.
  public var colorMode: ColorMode
  /// The frame the terminal shows, as far as the renderer knows; `nil` before the first
  /// frame and after ``invalidate()``.
  public private(set) var current: Buffer?
  /// Where the cursor was left, if known.
  private var cursor: CellPosition?
  /// Where the terminal shows its cursor (nil: hidden), and whether that is known.
  private var caret: (shown: CellPosition?, isKnown: Bool) = (nil, true)

  /// Creates a renderer whose first frame is a full repaint.
  ///
  /// - Parameter colorMode: How colours are written.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Forgets what the terminal shows, so the next frame is a full repaint.
  public mutating func invalidate() {
    current = nil
    cursor = nil
    // Something else wrote to the terminal: a cursor shown may have been hidden.
    if caret.shown != nil { caret.isKnown = false }
  }

  /// The bytes that change the screen from the last frame to `buffer`, which becomes
  /// the current frame.
  ///
  /// - Parameter buffer: The new frame, as large as the terminal.
  /// - Returns: The bytes to write and the frame's figures; no bytes when nothing changed.
  /// - Complexity: O(columns × rows) comparisons, plus O(changed cells) output
  ///   (encoded at most twice, once per order).
  public mutating func render(_ buffer: Buffer) -> RenderedFrame {
    var encoder = FrameEncoder(colorMode: colorMode, cursor: cursor, size: buffer.size)
    let frame: RenderedFrame
    if let current, current.size == buffer.size {
      frame = encoder.encode(from: current, to: buffer, isFullRepaint: false, caret: caret)
    } else {
      encoder.bytes.reserveCapacity(buffer.size.area * 2)
      encoder.clearScreen()
      current = nil  // released before the repaint: at most two screens' buffers at a time
      frame = encoder.encode(from: nil, to: buffer, isFullRepaint: true, caret: caret)
    }
    current = buffer
    cursor = encoder.cursor
    caret = (buffer.cursor, true)
    return frame
  }
}
