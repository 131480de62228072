extension Buffer {
  /// Writes a string from `position` rightwards on one row, sanitized, clipped to `clip`.
  ///
  /// The text is passed through ``Sanitizer`` first: this is the only way text enters a
  /// buffer. Each grapheme cluster takes its display width; a wide character that
  /// would cross the clip rectangle's (or the buffer's) edge is replaced by spaces in
  /// the columns that are inside, never split; zero-width clusters are dropped. The
  /// string is not truncated with an ellipsis here; use ``Text/truncated(_:toWidth:ellipsis:)``
  /// first for that.
  ///
  /// - Parameters:
  ///   - string: Text from content.
  ///   - position: Where the first character goes; may lie left of `clip`.
  ///   - style: The style of every written cell.
  ///   - clip: The rectangle writing is confined to; the whole buffer when `nil`.
  /// - Returns: The column after the last character when the text ends inside the clip
  ///   rectangle (or the buffer), as if nothing was clipped, so spans can be written one
  ///   after another; when it runs past the right edge, a column past that edge, and the
  ///   rest of the text is not read.
  /// - Complexity: O(columns from `position` to the clip's right edge) for text without
  ///   zero-width characters, however long `string` is: only as much of it is sanitized
  ///   and measured as reaches the edge (``Sanitizer``'s `head`).
  @discardableResult
  public mutating func setString(
    _ string: some StringProtocol, at position: CellPosition, style: Style = .default,
    clip: CellRect? = nil
  ) -> Int {
    let area = clipArea(clip)
    let text = Sanitizer.head(string, coveringWidth: area.maxX - position.x).text
    guard position.y >= area.y, position.y < area.maxY else {
      return position.x + Text.displayWidth(text)
    }
    return setSafeString(text, at: position, style: style, area: area)
  }

  /// ``setString(_:at:style:clip:)`` for text already sanitized, within `area` (inside
  /// the buffer), on a row inside it.
  mutating func setSafeString(
    _ text: some StringProtocol, at position: CellPosition, style: Style, area: CellRect
  ) -> Int {
    var x = position.x
    if Text.isPrintableASCII(text) {
      // Printable ASCII (the sanitizer let it through): one cell per byte, no grapheme
      // breaking; the cells on screen are written in one pass, wide characters cut at
      // either end turned into spaces first.
      let utf8 = text.utf8
      let first = max(x, area.x)
      let end = min(x + utf8.count, area.maxX)
      if first < end {
        clearOverlaps(from: first, to: end - 1, y: position.y)
        let row = position.y * size.columns
        var column = x
        for byte in utf8 {
          if column >= end { break }
          if column >= first {
            cells[row + column] = Cell(safe: Grapheme(ascii: byte), width: 1, style: style)
          }
          column += 1
        }
      }
      return x + utf8.count
    }
    for character in text {
      let grapheme = Grapheme(character)
      let width = grapheme.displayWidth(of: character)
      if width == 0 { continue }
      if x < area.maxX {
        write(grapheme, width: width, x: x, y: position.y, style: style, area: area)
      }
      x += width
    }
    return x
  }

  /// Sets every cell of `rect` (clipped to the buffer) to `cell`.
  ///
  /// Wide characters cut by the rectangle's edges lose their outside half, which
  /// becomes a space.
  ///
  /// - Parameters:
  ///   - rect: The cells to set.
  ///   - cell: A one-column cell, such as ``Cell/blank`` or `Cell(" ", style: …)`.
  /// - Complexity: O(area of `rect`).
  public mutating func fill(_ rect: CellRect, with cell: Cell = .blank) {
    precondition(cell.width == 1, "Fill with a one-column cell")
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      clearOverlaps(from: area.x, to: area.maxX - 1, y: y)
      for x in area.x..<area.maxX { cells[y * size.columns + x] = cell }
    }
  }

  /// Changes the style of every cell of `rect` (clipped to the buffer).
  ///
  /// A wide character half inside the rectangle is restyled whole, so its two halves
  /// keep one style.
  ///
  /// - Parameters:
  ///   - rect: The cells to restyle.
  ///   - transform: Called once per cell with its style to change.
  /// - Complexity: O(area of `rect`).
  public mutating func updateStyle(in rect: CellRect, _ transform: (inout Style) -> Void) {
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      var x = area.x
      while x > 0, cells[y * size.columns + x].isContinuation { x -= 1 }
      while x < area.maxX {
        let index = y * size.columns + x
        transform(&cells[index].style)
        let width = max(1, cells[index].width)
        for part in 1..<width { cells[index + part].style = cells[index].style }
        x += width
      }
    }
  }

  /// Sets the style of every cell of `rect`, keeping the characters.
  ///
  /// - Parameters:
  ///   - style: The new style.
  ///   - rect: The cells to restyle (clipped to the buffer).
  /// - Complexity: O(area of `rect`).
  public mutating func setStyle(_ style: Style, in rect: CellRect) {
    updateStyle(in: rect) { $0 = style }
  }

  /// Copies `source` into this buffer with its top-left corner at `origin`, clipped to
  /// `clip`; wide characters cut by the clip become spaces.
  ///
  /// - Parameters:
  ///   - source: The buffer to copy, such as a view drawn off screen.
  ///   - origin: Where the source's top-left cell goes.
  ///   - clip: The rectangle writing is confined to; the whole buffer when `nil`.
  /// - Complexity: O(area of `source`).
  public mutating func draw(_ source: Buffer, at origin: CellPosition, clip: CellRect? = nil) {
    let area = clipArea(clip)
    for y in 0..<source.size.rows where area.y <= origin.y + y && origin.y + y < area.maxY {
      for x in 0..<source.size.columns {
        let cell = source[x, y]
        guard !cell.isContinuation, origin.x + x < area.maxX else { continue }
        write(
          cell.storage, width: cell.width, x: origin.x + x, y: origin.y + y, style: cell.style,
          area: area)
      }
    }
  }

  /// The clip rectangle limited to the buffer.
  private func clipArea(_ clip: CellRect?) -> CellRect {
    clip.map { bounds.intersection($0) } ?? bounds
  }

  /// Writes one safe character of the given width at (`x`, `y`), within `area`.
  private mutating func write(
    _ grapheme: Grapheme, width: Int, x: Int, y: Int, style: Style, area: CellRect
  ) {
    let end = x + width
    guard end > area.x, x < area.maxX else { return }
    if x >= area.x, end <= area.maxX {
      clearOverlaps(from: x, to: end - 1, y: y)
      let index = y * size.columns + x
      cells[index] = Cell(safe: grapheme, width: width, style: style)
      for part in 1..<max(1, width) { cells[index + part] = .continuation(style: style) }
    } else {
      let from = max(x, area.x)
      let to = min(end, area.maxX) - 1
      clearOverlaps(from: from, to: to, y: y)
      for column in from...to { cells[y * size.columns + column] = .space(style: style) }
    }
  }

  /// Before columns `from...to` of row `y` are overwritten, turns the outside parts of
  /// wide characters they cut into spaces.
  private mutating func clearOverlaps(from: Int, to: Int, y: Int) {
    let row = y * size.columns
    var lead = from
    while lead > 0, cells[row + lead].isContinuation { lead -= 1 }
    for x in lead..<from { cells[row + x] = .space(style: cells[row + x].style) }
    var x = to + 1
    while x < size.columns, cells[row + x].isContinuation {
      cells[row + x] = .space(style: cells[row + x].style)
      x += 1
    }
  }
}
