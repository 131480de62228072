extension TextEditorState {
  /// The host laid the editor out `width` cells wide and `height` display rows high:
  /// lines wrap at `width` (0 does not wrap) and the view follows the caret.
  ///
  /// - Parameters:
  ///   - width: The width lines wrap at.
  ///   - height: The display rows in view.
  /// - Returns: ``Action/moved`` when anything is drawn differently, else ``Action/none``.
  /// - Complexity: O(lines) when the width changes (each line's wrapping is forgotten
  ///   and computed again when shown), O(height) otherwise.
  @discardableResult
  public mutating func laidOut(width: Int, height: Int) -> Action {
    let width = max(0, width)
    let height = max(0, height)
    guard width != wrapWidth || height != self.height else { return .none }
    if width != wrapWidth {
      wrapWidth = width
      layouts = Array(repeating: nil, count: lines.count)
    }
    self.height = height
    followCaret()
    return .moved
  }

  /// The wheel or a scroll bar scrolled the view `rows` display rows (up when negative);
  /// the caret stays where it is.
  ///
  /// - Parameter rows: The display rows to scroll.
  /// - Returns: ``Action/moved``, or ``Action/none`` at an end.
  @discardableResult
  public mutating func scrolled(by rows: Int) -> Action {
    let before = top
    top = clamped(top)
    for _ in 0..<abs(rows) {
      guard let next = rows < 0 ? previous(top) : next(top) else { break }
      top = next
    }
    return top == before ? .none : .moved
  }

  /// The display rows in view, from ``top``, at most ``height`` of them.
  ///
  /// - Returns: The rows with their text.
  /// - Complexity: O(height × the width of a row).
  public func visibleRows() -> [VisibleRow] {
    var rows: [VisibleRow] = []
    var row: DisplayRow? = clamped(top)
    var line = -1
    var starts: [Int] = []
    var indices: [String.Index] = []
    while let current = row, rows.count < height {
      if current.line != line {
        line = current.line
        starts = rowStarts(ofLine: line)
        let text = lines[line]
        indices = Array(text.indices) + [text.endIndex]
      }
      let start = starts[current.row]
      let end = current.row + 1 < starts.count ? starts[current.row + 1] : indices.count - 1
      rows.append(
        VisibleRow(
          displayRow: current, columns: start..<end,
          text: lines[line][indices[start]..<indices[end]]))
      row = next(current)
    }
    return rows
  }

  /// The position under a point of the view: display row `row` from the top of the view,
  /// `x` cells from its left (before a character, or after it on its right half); below
  /// the last row, the end of the text.
  ///
  /// - Parameters:
  ///   - row: The row in the view, from 0.
  ///   - x: The cells from the left.
  /// - Returns: The position.
  public func position(atViewRow row: Int, x: Int) -> Position {
    var current = clamped(top)
    for _ in 0..<max(0, row) {
      guard let next = next(current) else { return endPosition }
      current = next
    }
    return position(in: current, atX: x, rounding: true)
  }

  /// The display row the caret is drawn in.
  public var caretRow: DisplayRow { displayRow(of: caret) }

  /// The cells before the caret in its display row.
  public var caretX: Int { x(of: caret, inRow: displayRow(of: caret)) }

  // MARK: Wrapping

  /// The columns where line `line`'s display rows start (the first is 0).
  ///
  /// - Parameter line: A line.
  /// - Returns: The row starts, kept from the last time unless the line changed.
  public func rowStarts(ofLine line: Int) -> [Int] {
    if let layout = layouts[line] { return layout }
    return Self.wrap(lines[line], width: wrapWidth, measure: measure)
  }

  /// The row starts of a line, kept for next time.
  mutating func layout(ofLine line: Int) -> [Int] {
    if let layout = layouts[line] { return layout }
    let layout = Self.wrap(lines[line], width: wrapWidth, measure: measure)
    layouts[line] = layout
    return layout
  }

  /// Wraps `line` at `width` cells: a row ends after the last space that fits, or, in a
  /// word longer than the row, at the last character that fits; a character wider than
  /// the row has a row of its own.
  ///
  /// - Returns: The columns where rows start.
  /// - Complexity: O(n) in the line's length.
  static func wrap(_ line: String, width: Int, measure: (Character) -> Int) -> [Int] {
    guard width > 0, !line.isEmpty else { return [0] }
    var starts = [0]
    var widths: [Int] = []
    var x = 0
    var breakAfterSpace: Int?
    for (column, character) in line.enumerated() {
      let w = measure(character)
      widths.append(w)
      let rowStart = starts[starts.count - 1]
      if x + w > width, column > rowStart {
        // After the last space, unless the word and this character do not fit a row.
        var start = column
        if let space = breakAfterSpace, space > rowStart,
          widths[space..<column].reduce(0, +) + w <= width
        {
          start = space
        }
        starts.append(start)
        x = widths[start..<column].reduce(0, +)
        breakAfterSpace = nil
      }
      x += w
      if character == " " { breakAfterSpace = column + 1 }
    }
    return starts
  }

  // MARK: Display rows

  /// The display row `position` is drawn in: at a row's start, that row (not the end of
  /// the row before).
  func displayRow(of position: Position) -> DisplayRow {
    let starts = rowStarts(ofLine: position.line)
    var row = starts.count - 1
    while row > 0, starts[row] > position.column { row -= 1 }
    return DisplayRow(line: position.line, row: row)
  }

  /// The cells before `position` in display row `row`.
  func x(of position: Position, inRow row: DisplayRow) -> Int {
    let start = rowStarts(ofLine: row.line)[row.row]
    var x = 0
    for character in lines[row.line].dropFirst(start).prefix(max(0, position.column - start)) {
      x += measure(character)
    }
    return x
  }

  /// The position in display row `row` at `target` cells.
  ///
  /// Before the character that reaches past `target` (or, `rounding`, after it when
  /// `target` is on its right half). In a row that is not its line's last, at most before
  /// its last character, so it stays in the row.
  func position(in row: DisplayRow, atX target: Int, rounding: Bool) -> Position {
    let starts = rowStarts(ofLine: row.line)
    let line = lines[row.line]
    let isLast = row.row == starts.count - 1
    let start = starts[row.row]
    let end = isLast ? Int.max : starts[row.row + 1] - 1
    var column = start
    var x = 0
    for character in line.dropFirst(start) {
      guard column < end else { break }
      let w = measure(character)
      let reaches = rounding ? x + (w + 1) / 2 : x + w
      if reaches > target { break }
      x += w
      column += 1
    }
    return Position(line: row.line, column: column)
  }

  /// The display row after `row`, or nil after the last.
  func next(_ row: DisplayRow) -> DisplayRow? {
    if row.row + 1 < rowStarts(ofLine: row.line).count {
      return DisplayRow(line: row.line, row: row.row + 1)
    }
    return row.line + 1 < lines.count ? DisplayRow(line: row.line + 1, row: 0) : nil
  }

  /// The display row before `row`, or nil before the first.
  func previous(_ row: DisplayRow) -> DisplayRow? {
    if row.row > 0 { return DisplayRow(line: row.line, row: row.row - 1) }
    guard row.line > 0 else { return nil }
    return DisplayRow(line: row.line - 1, row: rowStarts(ofLine: row.line - 1).count - 1)
  }

  /// `row` inside the text.
  func clamped(_ row: DisplayRow) -> DisplayRow {
    let line = min(max(0, row.line), lines.count - 1)
    return DisplayRow(line: line, row: min(max(0, row.row), rowStarts(ofLine: line).count - 1))
  }

  /// Moves ``top`` so the caret's row is in view, and keeps the wrapping of the rows in
  /// view for drawing.
  ///
  /// - Complexity: O(height) lines wrapped at most.
  mutating func followCaret() {
    guard height > 0 else { return }
    _ = layout(ofLine: caret.line)
    let row = displayRow(of: caret)
    top = clamped(top)
    if row < top {
      top = row
    } else {
      var first = row
      var count = 1
      while count < height, first != top, let previous = previous(first) {
        _ = layout(ofLine: previous.line)
        first = previous
        count += 1
      }
      if top < first { top = first }
    }
    // Keep the wrapping of the rows in view.
    var shown: DisplayRow? = top
    var count = 0
    while let current = shown, count < height {
      _ = layout(ofLine: current.line)
      shown = next(current)
      count += 1
    }
  }
}
