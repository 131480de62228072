/// Writes one frame's escape sequences while tracking the terminal's cursor and style,
/// so every move and style change is the shortest available.
struct FrameEncoder {
  let colorMode: ColorMode
  let size: CellSize
  /// The cursor position, or `nil` when unknown (first frame, or after writing the last
  /// column, where terminals disagree about the pending wrap).
  var cursor: CellPosition?
  /// The terminal's current (resolved) style; every frame starts and ends in default.
  var style: Style? = .default
  var bytes: [UInt8] = []

  init(colorMode: ColorMode, cursor: CellPosition?, size: CellSize) {
    self.colorMode = colorMode
    self.cursor = cursor
    self.size = size
    append("\u{1B}[?2026h")
  }

  mutating func append(_ string: StaticString) {
    string.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Resets the style, homes the cursor and erases the display.
  mutating func clearScreen() {
    append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
    style = .default
    cursor = CellPosition(x: 0, y: 0)
  }

  /// Encodes the cells of `new` that differ from `old`; both have `size`.
  mutating func encode(from old: Buffer, to new: Buffer, isFullRepaint: Bool) -> RenderedFrame {
    var changedCells = 0
    var minimumBytes = 0
    let columns = size.columns
    for y in 0..<size.rows {
      let row = y * columns
      var blankTail = columns
      while blankTail > 0, new.cells[row + blankTail - 1] == .blank { blankTail -= 1 }
      var x = 0
      while x < columns {
        let cell = new.cells[row + x]
        if cell == old.cells[row + x] {
          x += 1
          continue
        }
        let start = cell.isContinuation ? x - 1 : x
        if start >= blankTail, let erased = eraseTailIfShorter(from: start, y: y, old: old, new: new) {
          changedCells += erased
          minimumBytes += erased
          break
        }
        let lead = new.cells[row + start]
        changedCells += 1
        minimumBytes += lead.storage.count
        moveCursor(to: CellPosition(x: start, y: y), in: new)
        setStyle(lead.style.resolved(for: colorMode))
        put(lead)
        x = start + lead.width
      }
    }
    guard changedCells > 0 || isFullRepaint else {
      return RenderedFrame(bytes: [], changedCells: 0, minimumBytes: 0, isFullRepaint: false)
    }
    setStyle(.default)
    append("\u{1B}[?2026l")
    return RenderedFrame(
      bytes: bytes, changedCells: changedCells, minimumBytes: minimumBytes, isFullRepaint: isFullRepaint)
  }

  /// Clears the rest of row `y` with erase-in-line when that is shorter than writing the
  /// changed blank cells one by one; returns the number of changed cells it covered.
  private mutating func eraseTailIfShorter(from start: Int, y: Int, old: Buffer, new: Buffer) -> Int? {
    let row = y * size.columns
    var changed = 0
    for x in start..<size.columns where new.cells[row + x] != old.cells[row + x] { changed += 1 }
    let cost = 3 + (style == .default ? 0 : 4)
    guard cost < changed else { return nil }
    moveCursor(to: CellPosition(x: start, y: y), in: new)
    setStyle(.default)
    append("\u{1B}[K")
    return changed
  }

  /// Writes a lead cell's character at the cursor and advances it.
  ///
  /// After a cluster of several scalars (an emoji ZWJ sequence, a flag, a base with a
  /// variation selector) the cursor counts as unknown: terminals that measure such
  /// clusters differently would otherwise shift the rest of the row, so the next cell
  /// is positioned absolutely and any disagreement stays inside that one cell.
  private mutating func put(_ cell: Cell) {
    cell.storage.append(to: &bytes)
    guard let position = cursor, cell.storage.isSingleScalar else { return cursor = nil }
    let next = position.x + cell.width
    cursor = next < size.columns ? CellPosition(x: next, y: position.y) : nil
  }
}
