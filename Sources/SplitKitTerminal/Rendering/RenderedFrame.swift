/// The bytes that bring the terminal from the previous frame to the new one, with the
/// figures a benchmark reports.
public struct RenderedFrame: Hashable, Sendable {
  /// The bytes to write to the terminal, all of them; empty when nothing changed.
  public var bytes: [UInt8]
  /// The number of cells whose content or style changed (a wide character counts once).
  public var changedCells: Int
  /// The number of UTF-8 bytes in the changed cells' own text.
  ///
  /// It is the least any renderer could write for this update, before cursor movement,
  /// styles and framing; `bytes.count` divided by this is the overhead ratio.
  public var minimumBytes: Int
  /// Whether this frame cleared the screen and repainted everything.
  public var isFullRepaint: Bool

  /// Creates a frame description.
  ///
  /// - Parameters:
  ///   - bytes: The bytes to write to the terminal.
  ///   - changedCells: The number of cells that changed.
  ///   - minimumBytes: The changed cells' own UTF-8 bytes.
  ///   - isFullRepaint: Whether the frame cleared the screen and repainted everything.
  public init(bytes: [UInt8], changedCells: Int, minimumBytes: Int, isFullRepaint: Bool) {
    self.bytes = bytes
    self.changedCells = changedCells
    self.minimumBytes = minimumBytes
    self.isFullRepaint = isFullRepaint
  }
}
