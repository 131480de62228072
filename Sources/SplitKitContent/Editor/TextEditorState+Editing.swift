extension TextEditorState {
  /// Performs `command`.
  ///
  /// - Parameter command: The event.
  /// - Returns: What the host draws again.
  @discardableResult
  public mutating func perform(_ command: Command) -> Action {
    switch command {
    case .type(let text): typed(text)
    case .paste(let text): pasted(text)
    case .deleteBackward: deletedBackward()
    case .deleteForward: deletedForward()
    case .deleteWordBackward: deletedWordBackward()
    case .move(let movement, let extending): moved(movement, extending: extending)
    case .selectAll: selectedAll()
    case .undo: undid()
    case .redo: redid()
    }
  }

  /// Text typed at the caret (a key, or a line break for Return): it replaces the
  /// selection, and typing that goes on where the last typing ended joins its undo step.
  ///
  /// - Parameter text: The text typed.
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` for empty text.
  @discardableResult
  public mutating func typed(_ text: String) -> Action {
    let text = Self.normalized(text)
    guard !text.isEmpty else { return .none }
    if selection == nil, let action = continueTyping(text, at: utf8Position(caret)) {
      return action
    }
    let action = replaceSelection(with: text)
    isTyping = true
    return action
  }

  /// Inserts `text` at `start` as part of the last undo step, when the last event typed
  /// and `start` is where that typing ended; nil otherwise.
  private mutating func continueTyping(_ text: String, at start: UTF8Position) -> Action? {
    guard isTyping, !text.contains("\n"), var last = undoStack.last,
      last.start.advanced(over: last.inserted) == start
    else { return nil }
    let (end, change) = replace(from: start, to: start, with: text)
    last.inserted += text
    undoStack[undoStack.count - 1] = last
    redoStack = []
    caret = position(atOrAfter: end)
    anchor = nil
    goal = nil
    followCaret()
    return .edited(change)
  }

  /// Text pasted at the caret (a terminal's bracketed paste, the clipboard): it
  /// replaces the selection, one undo step of its own.
  ///
  /// - Parameter text: The text pasted; its line breaks become `\n`.
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` for empty text over no selection.
  @discardableResult
  public mutating func pasted(_ text: String) -> Action {
    let text = Self.normalized(text)
    guard !text.isEmpty || selection != nil else { return .none }
    return replaceSelection(with: text)
  }

  /// Backspace: removes the selection, else the character before the caret.
  ///
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` at the start of the text.
  @discardableResult
  public mutating func deletedBackward() -> Action {
    guard let range = selection ?? (stepped(caret, forward: false)..<caret).nonEmpty else {
      return noEdit()
    }
    return replace(range, with: "")
  }

  /// Delete: removes the selection, else the character after the caret.
  ///
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` at the end of the text.
  @discardableResult
  public mutating func deletedForward() -> Action {
    guard let range = selection ?? (caret..<stepped(caret, forward: true)).nonEmpty else {
      return noEdit()
    }
    return replace(range, with: "")
  }

  /// Ctrl-W: removes the selection, else back to the start of the word before the caret.
  ///
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` at the start of the text.
  @discardableResult
  public mutating func deletedWordBackward() -> Action {
    guard let range = selection ?? (wordStart(before: caret)..<caret).nonEmpty else {
      return noEdit()
    }
    return replace(range, with: "")
  }

  /// A native text widget changed its own copy of the text (GTK's buffer).
  ///
  /// The same edit is made here, so both hold the same text. Positions count Unicode scalars in their
  /// line, as GTK's iterators do.
  ///
  /// - Parameters:
  ///   - start: The line and scalar offset where the replaced text started.
  ///   - end: Where it ended.
  ///   - text: What replaced it.
  /// - Returns: ``Action/edited(_:)``.
  @discardableResult
  public mutating func nativeReplaced(
    from start: (line: Int, scalar: Int), to end: (line: Int, scalar: Int), with text: String
  ) -> Action {
    guard lines.indices.contains(start.line), lines.indices.contains(end.line) else {
      return .none
    }
    let from = utf8Position(line: start.line, scalar: start.scalar)
    let to = utf8Position(line: end.line, scalar: end.scalar)
    guard (from.line, from.offset) <= (to.line, to.offset) else { return .none }
    let removed = self.text(from: from, to: to)
    let inserted = Self.normalized(text)
    // Byte for byte: `==` would take `é` for `e` and an accent.
    guard !removed.utf8.elementsEqual(inserted.utf8) else { return .none }
    // Typing in the native widget is one undo step too.
    if from == to, let action = continueTyping(inserted, at: from) { return action }
    let before = (caret, anchor)
    let (newEnd, change) = replace(from: from, to: to, with: inserted)
    record(
      Change(start: from, removed: removed, inserted: inserted, caret: before.0, anchor: before.1))
    isTyping = from == to
    caret = position(atOrAfter: newEnd)
    anchor = nil
    goal = nil
    followCaret()
    return .edited(change)
  }

  /// Undo: takes the last change back and puts the caret and selection back as they were.
  ///
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` with nothing to undo.
  @discardableResult
  public mutating func undid() -> Action {
    guard let last = undoStack.popLast() else { return noEdit() }
    let (_, change) = replace(
      from: last.start, to: last.start.advanced(over: last.inserted), with: last.removed)
    redoStack.append(last)
    caret = last.caret
    anchor = last.anchor
    (goal, isTyping) = (nil, false)
    followCaret()
    return .edited(change)
  }

  /// Redo: makes the last change taken back again, the caret after it.
  ///
  /// - Returns: ``Action/edited(_:)``, or ``Action/none`` with nothing to redo.
  @discardableResult
  public mutating func redid() -> Action {
    guard let next = redoStack.popLast() else { return noEdit() }
    let (end, change) = replace(
      from: next.start, to: next.start.advanced(over: next.removed), with: next.inserted)
    undoStack.append(next)
    caret = position(atOrAfter: end)
    anchor = nil
    (goal, isTyping) = (nil, false)
    followCaret()
    return .edited(change)
  }

  /// Selects the whole text, the caret at its end.
  ///
  /// - Returns: ``Action/moved``.
  @discardableResult
  public mutating func selectedAll() -> Action {
    (goal, isTyping) = (nil, false)
    anchor = Position(line: 0, column: 0)
    caret = endPosition
    followCaret()
    return .moved
  }

  /// The end of the text.
  public var endPosition: Position {
    Position(line: lines.count - 1, column: lines[lines.count - 1].count)
  }

  /// Replaces the selection (or nothing, at the caret) with `text`, as one undo step.
  private mutating func replaceSelection(with text: String) -> Action {
    replace(selection ?? caret..<caret, with: text)
  }

  /// Replaces `range` with `text`, as one undo step that puts the caret and the selection
  /// back as they are now.
  private mutating func replace(_ range: Range<Position>, with text: String) -> Action {
    let start = utf8Position(range.lowerBound)
    let end = utf8Position(range.upperBound)
    let removed = self.text(from: start, to: end)
    let change = Change(
      start: start, removed: removed, inserted: text, caret: caret, anchor: anchor)
    let (newEnd, lineChange) = replace(from: start, to: end, with: text)
    record(change)
    isTyping = false
    caret = position(atOrAfter: newEnd)
    anchor = nil
    goal = nil
    followCaret()
    return .edited(lineChange)
  }

  private mutating func record(_ change: Change) {
    undoStack.append(change)
    redoStack = []
  }

  /// An event that changed nothing: it still ends a typing run.
  private mutating func noEdit() -> Action {
    isTyping = false
    return .none
  }

  /// The UTF-8 position `scalar` scalars into `line` (clamped to the line).
  func utf8Position(line: Int, scalar: Int) -> UTF8Position {
    let text = lines[line]
    let scalars = text.unicodeScalars
    let index =
      scalars.index(scalars.startIndex, offsetBy: max(0, scalar), limitedBy: scalars.endIndex)
      ?? scalars.endIndex
    return UTF8Position(line: line, offset: text.utf8.distance(from: text.startIndex, to: index))
  }

  /// The scalars before `position` in its line, as GTK counts a line offset.
  ///
  /// - Parameter position: A position.
  /// - Returns: Its offset in Unicode scalars.
  public func scalarOffset(of position: Position) -> Int {
    let line = lines[position.line]
    let index = line.index(line.startIndex, offsetBy: position.column)
    return line.unicodeScalars.distance(from: line.startIndex, to: index)
  }

  /// The position `scalar` scalars into `line` (a GTK iterator), at or after the
  /// character boundary there.
  ///
  /// - Parameters:
  ///   - line: The line, clamped to the text.
  ///   - scalar: The scalar offset.
  /// - Returns: The position.
  public func position(line: Int, scalar: Int) -> Position {
    let line = min(max(0, line), lines.count - 1)
    return position(atOrAfter: utf8Position(line: line, scalar: scalar))
  }
}

extension Range {
  /// The range, or nil when it is empty.
  fileprivate var nonEmpty: Range? { isEmpty ? nil : self }
}
