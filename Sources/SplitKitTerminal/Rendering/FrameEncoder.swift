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

  /// One write the frame needs: a changed cell, or erasing the rest of a row.
  struct Write {
    var position: CellPosition
    /// Whether this clears from `position` to the end of its row (EL) instead of
    /// writing the cell there.
    var erasesTail: Bool
    /// The style the terminal needs for the write: the cell's, resolved for the colour
    /// mode, or the default style for an erase.
    var style: Style = .default
  }

  /// Encodes the cells of `new` that differ from `old` (a blank screen when `nil`); both
  /// have `size`.
  ///
  /// The writes are encoded twice, from the same starting cursor and style: in screen
  /// order, and grouped by style (each style's cells in screen order, the current style
  /// first). The shorter wins. Grouping pays more cursor moves to save style changes,
  /// which wins when, say, every row of an overlay ends in a differently styled shadow.
  ///
  /// `caret` is the cursor the terminal shows (nil: hidden) and whether that is known: a
  /// frame whose ``Buffer/cursor`` differs moves and shows it, or hides it; while it shows,
  /// the frame hides it before writing cells and shows it again at its place after.
  mutating func encode(
    from old: Buffer?, to new: Buffer, isFullRepaint: Bool,
    caret: (shown: CellPosition?, isKnown: Bool) = (nil, true)
  ) -> RenderedFrame {
    let (writes, changedCells, minimumBytes) = changes(from: old, to: new)
    let writesCells = changedCells > 0 || isFullRepaint
    let caretChanges = !caret.isKnown || caret.shown != new.cursor
    guard writesCells || caretChanges else {
      return RenderedFrame(bytes: [], changedCells: 0, minimumBytes: 0, isFullRepaint: false)
    }
    if writesCells, caret.shown != nil || !caret.isKnown { append("\u{1B}[?25l") }
    // Bucket the writes by style, the current style first, each bucket in screen order.
    var buckets: [[Write]] = []
    var bucketOf: [Style: Int] = [:]
    if let style { (buckets, bucketOf) = ([[]], [style: 0]) }
    // Neighbouring writes mostly share a style: look the bucket up only when it changes.
    var last: (style: Style, bucket: Int)?
    for write in writes {
      if let last, last.style == write.style {
        buckets[last.bucket].append(write)
      } else if let index = bucketOf[write.style] {
        buckets[index].append(write)
        last = (write.style, index)
      } else {
        bucketOf[write.style] = buckets.count
        last = (write.style, buckets.count)
        buckets.append([write])
      }
    }
    var grouped = self
    perform(writes, in: new)
    if buckets.filter({ !$0.isEmpty }).count > 1 {
      grouped.perform(buckets.flatMap { $0 }, in: new)
      if grouped.bytes.count < bytes.count { self = grouped }
    }
    setStyle(.default)
    if let target = new.cursor {
      moveCursor(to: target, in: new)
      append("\u{1B}[?25h")
    } else if caretChanges {
      append("\u{1B}[?25l")
    }
    append("\u{1B}[?2026l")
    return RenderedFrame(
      bytes: bytes, changedCells: changedCells, minimumBytes: minimumBytes,
      isFullRepaint: isFullRepaint)
  }

  /// Writes `writes` in the given order.
  private mutating func perform(_ writes: [Write], in new: Buffer) {
    for write in writes {
      // Most writes continue where the last one ended.
      if cursor != write.position { moveCursor(to: write.position, in: new) }
      if write.erasesTail {
        setStyle(.default)
        append("\u{1B}[K")
      } else {
        let lead = new.cells[write.position.y * size.columns + write.position.x]
        setStyle(write.style)
        let disputed = lead.storage.isWidthDisputed
        if disputed { erase(lead.width, at: write.position, in: new) }
        put(lead, disputed: disputed)
      }
    }
  }

  /// The writes that turn `old` into `new` in screen order, the number of changed cells
  /// and their own bytes.
  ///
  /// A row whose changed cells from some column on are all blank in `new` is cleared
  /// with one erase-in-line when it covers more than three changed cells (EL is 3 bytes).
  /// - Complexity: O(columns × rows).
  ///
  /// `old` is `nil` for a blank screen: a full repaint compares with blank cells rather
  /// than allocating a blank buffer of the screen's size (a peak of three at a resize).
  private func changes(from old: Buffer?, to new: Buffer) -> (
    writes: [Write], cells: Int, bytes: Int
  ) {
    let blank = Cell.blank
    let previous = old?.cells
    var writes: [Write] = []
    var changedCells = 0
    var minimumBytes = 0
    let columns = size.columns
    for y in 0..<size.rows {
      let row = y * columns
      // Where the row's blank tail starts; found at its first change (most rows have none).
      var blankTail: Int?
      var x = 0
      while x < columns {
        let cell = new.cells[row + x]
        if cell == (previous?[row + x] ?? blank) {
          x += 1
          continue
        }
        let tail =
          blankTail
          ?? {
            var tail = columns
            while tail > 0, new.cells[row + tail - 1] == blank { tail -= 1 }
            return tail
          }()
        blankTail = tail
        var start = x
        while start > 0, new.cells[row + start].isContinuation { start -= 1 }
        if start >= tail {
          var erased = 0
          for tail in start..<columns
          where new.cells[row + tail] != (previous?[row + tail] ?? blank) {
            erased += 1
          }
          if erased > 3 {
            writes.append(Write(position: CellPosition(x: start, y: y), erasesTail: true))
            changedCells += erased
            minimumBytes += erased
            break
          }
        }
        let lead = new.cells[row + start]
        changedCells += 1
        minimumBytes += lead.storage.count
        writes.append(
          Write(
            position: CellPosition(x: start, y: y), erasesTail: false,
            style: lead.style.resolved(for: colorMode)))
        x = start + lead.width
      }
    }
    return (writes, changedCells, minimumBytes)
  }

  /// Writes `count` spaces from `position` on (the cursor is there), then moves back.
  ///
  /// Done before a character whose width terminals disagree on: the buffer reserves the
  /// widest width any terminal gives it, and a terminal that draws it narrower leaves
  /// these spaces, not stale characters, in the rest.
  private mutating func erase(_ count: Int, at position: CellPosition, in new: Buffer) {
    bytes.append(contentsOf: repeatElement(0x20, count: count))
    let next = position.x + count
    cursor = next < size.columns ? CellPosition(x: next, y: position.y) : nil
    moveCursor(to: position, in: new)
  }

  /// Writes a lead cell's character at the cursor and advances it.
  ///
  /// After a character whose width terminals disagree on (`disputed`: a cluster of
  /// several scalars, an emoji, a recent character) the cursor counts as unknown:
  /// terminals that measure it differently would otherwise shift the rest of the row, so
  /// the next cell is positioned absolutely and any disagreement stays inside the cells
  /// the buffer reserved for it.
  private mutating func put(_ cell: Cell, disputed: Bool) {
    cell.storage.append(to: &bytes)
    guard let position = cursor, !disputed else {
      cursor = nil
      return
    }
    let next = position.x + cell.width
    cursor = next < size.columns ? CellPosition(x: next, y: position.y) : nil
  }
}
