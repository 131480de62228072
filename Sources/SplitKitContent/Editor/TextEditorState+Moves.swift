extension TextEditorState {
  /// A caret move (an arrow, Home, End, a word move, a page); with `extending` (Shift)
  /// the selection's end moves, else the selection goes.
  ///
  /// - Parameters:
  ///   - movement: Where to.
  ///   - extending: Whether the selection follows.
  /// - Returns: ``Action/moved``, or ``Action/none`` when nothing moved.
  @discardableResult
  public mutating func moved(_ movement: Movement, extending: Bool = false) -> Action {
    isTyping = false
    let before = (caret, anchor, top)
    if extending {
      if anchor == nil { anchor = caret }
    } else {
      anchor = nil
    }
    let vertical: Set<Movement> = [.up, .down, .pageUp, .pageDown]
    if !vertical.contains(movement) { goal = nil }
    switch movement {
    case .left: caret = stepped(caret, forward: false)
    case .right: caret = stepped(caret, forward: true)
    case .wordLeft: caret = wordStart(before: caret)
    case .wordRight: caret = wordEnd(after: caret)
    case .lineStart: caret.column = 0
    case .lineEnd: caret.column = lines[caret.line].count
    case .documentStart: caret = Position(line: 0, column: 0)
    case .documentEnd: caret = endPosition
    case .up: moveVertically(by: -1)
    case .down: moveVertically(by: 1)
    case .pageUp: moveVertically(by: -max(1, height - 1))
    case .pageDown: moveVertically(by: max(1, height - 1))
    }
    followCaret()
    return (caret, anchor, top) == before ? .none : .moved
  }

  /// A press of the pointer at `position` (the host turns its point into one with
  /// ``position(atViewRow:x:)``): the caret goes there and a drag selects from it; with
  /// `extending` (Shift) the selection runs from where it started to there.
  ///
  /// - Parameters:
  ///   - position: Where, clamped to the text.
  ///   - extending: Whether the selection is extended.
  /// - Returns: ``Action/moved``, or ``Action/none`` when nothing moved.
  @discardableResult
  public mutating func pointerPressed(at position: Position, extending: Bool = false) -> Action {
    let before = (caret, anchor, top)
    let position = clamped(position)
    (goal, isTyping) = (nil, false)
    anchor = extending ? (anchor ?? caret) : position
    caret = position
    followCaret()
    return (caret, anchor, top) == before ? .none : .moved
  }

  /// The pointer dragged to `position` after a press: the selection runs from the press
  /// to it.
  ///
  /// - Parameter position: Where, clamped to the text.
  /// - Returns: ``Action/moved``, or ``Action/none`` when nothing moved.
  @discardableResult
  public mutating func pointerDragged(to position: Position) -> Action {
    let before = (caret, anchor, top)
    if anchor == nil { anchor = caret }
    caret = clamped(position)
    (goal, isTyping) = (nil, false)
    followCaret()
    return (caret, anchor, top) == before ? .none : .moved
  }

  /// A native widget moved its caret or selection (GTK): they are set here.
  ///
  /// - Parameters:
  ///   - caret: The caret.
  ///   - anchor: The other end of the selection; nil or the caret for none.
  /// - Returns: ``Action/moved``, or ``Action/none`` when they were already there.
  @discardableResult
  public mutating func nativeSelected(caret: Position, anchor: Position?) -> Action {
    let caret = clamped(caret)
    let anchor = anchor.map(clamped).flatMap { $0 == caret ? nil : $0 }
    guard caret != self.caret || anchor != selectionAnchor else { return .none }
    (self.caret, self.anchor) = (caret, anchor)
    (goal, isTyping) = (nil, false)
    followCaret()
    return .moved
  }

  /// The anchor when something is selected.
  private var selectionAnchor: Position? { selection == nil ? nil : anchor }

  /// `position` inside the text.
  func clamped(_ position: Position) -> Position {
    let line = min(max(0, position.line), lines.count - 1)
    return Position(line: line, column: min(max(0, position.column), lines[line].count))
  }

  /// The position one character before or after `position`, across line breaks.
  func stepped(_ position: Position, forward: Bool) -> Position {
    if forward {
      if position.column < lines[position.line].count {
        return Position(line: position.line, column: position.column + 1)
      }
      return position.line + 1 < lines.count
        ? Position(line: position.line + 1, column: 0) : position
    }
    if position.column > 0 { return Position(line: position.line, column: position.column - 1) }
    guard position.line > 0 else { return position }
    return Position(line: position.line - 1, column: lines[position.line - 1].count)
  }

  /// The start of the word `position` is in or after: non-word characters (line breaks
  /// among them) are skipped back, then the word (``TextEditing/isWord(_:)``).
  func wordStart(before position: Position) -> Position {
    var line = position.line
    var characters = Array(lines[line])
    var column = position.column
    while true {
      if column > 0, !TextEditing.isWord(characters[column - 1]) {
        column -= 1
      } else if column == 0, line > 0 {
        line -= 1
        characters = Array(lines[line])
        column = characters.count
      } else {
        break
      }
    }
    while column > 0, TextEditing.isWord(characters[column - 1]) { column -= 1 }
    return Position(line: line, column: column)
  }

  /// The end of the word `position` is in or before.
  func wordEnd(after position: Position) -> Position {
    var line = position.line
    var characters = Array(lines[line])
    var column = position.column
    while true {
      if column < characters.count, !TextEditing.isWord(characters[column]) {
        column += 1
      } else if column == characters.count, line + 1 < lines.count {
        line += 1
        characters = Array(lines[line])
        column = 0
      } else {
        break
      }
    }
    while column < characters.count, TextEditing.isWord(characters[column]) { column += 1 }
    return Position(line: line, column: column)
  }

  /// Moves the caret `rows` display rows down (up when negative), at the goal column: past
  /// the first row it goes to the start of the text, past the last to the end.
  private mutating func moveVertically(by rows: Int) {
    let here = displayRow(of: caret)
    let goal = goal ?? x(of: caret, inRow: here)
    self.goal = goal
    var target = here
    for _ in 0..<abs(rows) {
      guard let next = rows < 0 ? previous(target) : self.next(target) else {
        caret = rows < 0 ? Position(line: 0, column: 0) : endPosition
        return
      }
      target = next
    }
    caret = position(in: target, atX: goal, rounding: false)
  }
}
