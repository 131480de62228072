import PropertyBased
import SplitKitContent
import Testing

/// The editor against a reference model.
///
/// The model is the whole text as one string indexed as an array of characters, the caret and the anchor indices into it, every edit rebuilding
/// the string, and undo as snapshots. Grapheme clusters come in pieces (accents, regional
/// indicators, zero-width joiners, skin tones, `\r` before `\n`) that join the characters
/// around the caret.
@Suite struct TextEditorStatePropertyTests {
  typealias Position = TextEditorState.Position

  struct Snapshot {
    var text: String
    var caret: Int
    var anchor: Int?
  }

  struct Model {
    var text = ""
    var caret = 0
    var anchor: Int?
    var goal: Int?
    var isTyping = false
    /// The UTF-8 offset where the last undo step's inserted text ends.
    var lastEnd = 0
    var undo: [(before: Snapshot, after: Snapshot, end: Int)] = []
    var redo: [(before: Snapshot, after: Snapshot, end: Int)] = []
    let measure: (Character) -> Int

    var characters: [Character] { Array(text) }
    var selection: Range<Int>? {
      guard let anchor, anchor != caret else { return nil }
      return min(anchor, caret)..<max(anchor, caret)
    }
    var snapshot: Snapshot { Snapshot(text: text, caret: caret, anchor: anchor) }

    static func normalized(_ text: String) -> String {
      String(text.map { $0.isNewline ? "\n" : $0 })
    }

    /// The first character boundary at or after UTF-8 offset `target`.
    static func snapped(_ text: String, utf8 target: Int) -> Int {
      let characters = Array(text)
      var bytes = 0
      for (index, character) in characters.enumerated() {
        if bytes >= target { return index }
        bytes += String(character).utf8.count
      }
      return characters.count
    }

    func utf8(_ index: Int) -> Int { String(characters[..<index]).utf8.count }

    mutating func replace(_ range: Range<Int>, with string: String, typing: Bool) {
      let characters = self.characters
      let before = String(characters[..<range.lowerBound]) + string
      let start = utf8(range.lowerBound)
      let coalesces =
        typing && isTyping && selection == nil && !string.contains("\n") && !undo.isEmpty
        && lastEnd == utf8(caret)
      let snapshotBefore = snapshot
      text = before + String(characters[range.upperBound...])
      caret = Self.snapped(text, utf8: before.utf8.count)
      anchor = nil
      goal = nil
      if coalesces {
        lastEnd += string.utf8.count
        undo[undo.count - 1].after = snapshot
        undo[undo.count - 1].end = lastEnd
      } else {
        lastEnd = start + string.utf8.count
        undo.append((snapshotBefore, snapshot, lastEnd))
      }
      redo = []
      isTyping = typing
    }

    func wordStart(_ index: Int) -> Int {
      let characters = self.characters
      var i = index
      while i > 0, !TextEditing.isWord(characters[i - 1]) { i -= 1 }
      while i > 0, TextEditing.isWord(characters[i - 1]) { i -= 1 }
      return i
    }

    func wordEnd(_ index: Int) -> Int {
      let characters = self.characters
      var i = index
      while i < characters.count, !TextEditing.isWord(characters[i]) { i += 1 }
      while i < characters.count, TextEditing.isWord(characters[i]) { i += 1 }
      return i
    }

    func lineStart(_ index: Int) -> Int {
      let characters = self.characters
      var i = index
      while i > 0, characters[i - 1] != "\n" { i -= 1 }
      return i
    }

    func lineEnd(_ index: Int) -> Int {
      let characters = self.characters
      var i = index
      while i < characters.count, characters[i] != "\n" { i += 1 }
      return i
    }

    /// The index in the line starting at `start` at `goal` cells.
    func index(inLineAt start: Int, goal: Int) -> Int {
      let characters = self.characters
      var i = start
      var x = 0
      while i < characters.count, characters[i] != "\n", x + measure(characters[i]) <= goal {
        x += measure(characters[i])
        i += 1
      }
      return i
    }

    mutating func vertical(up: Bool) {
      let start = lineStart(caret)
      let x = characters[start..<caret].reduce(0) { $0 + measure($1) }
      let goal = self.goal ?? x
      self.goal = goal
      if up {
        guard start > 0 else { return caret = 0 }
        caret = index(inLineAt: lineStart(start - 1), goal: goal)
      } else {
        let end = lineEnd(caret)
        guard end < characters.count else { return caret = characters.count }
        caret = index(inLineAt: end + 1, goal: goal)
      }
    }

    mutating func apply(_ command: TextEditorState.Command) {
      let count = characters.count
      switch command {
      case .type(let string):
        replace(selection ?? caret..<caret, with: Self.normalized(string), typing: true)
      case .paste(let string):
        replace(selection ?? caret..<caret, with: Self.normalized(string), typing: false)
      case .deleteBackward:
        if let selection { return replace(selection, with: "", typing: false) }
        guard caret > 0 else { return isTyping = false }
        replace(caret - 1..<caret, with: "", typing: false)
      case .deleteForward:
        if let selection { return replace(selection, with: "", typing: false) }
        guard caret < count else { return isTyping = false }
        replace(caret..<caret + 1, with: "", typing: false)
      case .deleteWordBackward:
        if let selection { return replace(selection, with: "", typing: false) }
        let start = wordStart(caret)
        guard start < caret else { return isTyping = false }
        replace(start..<caret, with: "", typing: false)
      case .move(let movement, let extending):
        isTyping = false
        anchor = extending ? (anchor ?? caret) : nil
        if movement != .up, movement != .down { goal = nil }
        switch movement {
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(count, caret + 1)
        case .wordLeft: caret = wordStart(caret)
        case .wordRight: caret = wordEnd(caret)
        case .lineStart: caret = lineStart(caret)
        case .lineEnd: caret = lineEnd(caret)
        case .documentStart: caret = 0
        case .documentEnd: caret = count
        case .up: vertical(up: true)
        case .down: vertical(up: false)
        case .pageUp, .pageDown: Issue.record("not modelled")
        }
      case .selectAll:
        (isTyping, goal) = (false, nil)
        anchor = 0
        caret = count
      case .undo:
        isTyping = false
        guard let step = undo.popLast() else { return }
        redo.append(step)
        (text, caret, anchor) = (step.before.text, step.before.caret, step.before.anchor)
        goal = nil
      case .redo:
        isTyping = false
        guard let step = redo.popLast() else { return }
        undo.append(step)
        (text, caret, anchor) = (step.after.text, step.after.caret, nil)
        goal = nil
      }
    }

    /// The editor's position of character index `index`.
    func position(_ index: Int) -> Position {
      var line = 0
      var column = 0
      for character in characters[..<index] {
        if character == "\n" {
          line += 1
          column = 0
        } else {
          column += 1
        }
      }
      return Position(line: line, column: column)
    }
  }

  static let pieces = [
    "a", "Z", " ", "_", "7", ",", "e", "\u{301}", "\u{308}", "🇯", "🇵", "👨", "\u{200D}", "👩",
    "東京", "\u{1F3FD}", "👍", "\r", "\n", "\r\n", "ab cd", "x\ny",
  ]

  static let movements: [TextEditorState.Movement] = [
    .left, .right, .up, .down, .wordLeft, .wordRight, .lineStart, .lineEnd, .documentStart,
    .documentEnd,
  ]

  static let commands: [TextEditorState.Command] = {
    var commands: [TextEditorState.Command] = pieces.map { .type($0) }
    commands += pieces.map { .paste($0) }
    commands += [
      .deleteBackward, .deleteForward, .deleteWordBackward, .selectAll, .undo, .redo, .undo,
      .deleteBackward, .type("q"), .type("r"),
    ]
    for extending in [false, true] {
      commands += movements.map { .move($0, extending: extending) }
    }
    return commands
  }()

  static let measure: @Sendable (Character) -> Int = TextEditorState.approximateWidth

  /// Runs `picks` on an editor and the model from `initial`, checking both after each
  /// event; a pick past the commands is a click (or, odd, a drag) at a character index.
  static func check(initial: String, picks: [Int], width: Int, height: Int) {
    var editor = TextEditorState(text: initial, measure: measure)
    var model = Model(measure: measure)
    model.text = Model.normalized(initial)
    if width > 0 { editor.laidOut(width: width, height: height) }
    #expect(editor.text == model.text)
    for pick in picks {
      let label: String
      if pick < commands.count {
        let command = commands[pick]
        label = "\(command)"
        editor.perform(command)
        model.apply(command)
      } else {
        let index = (pick - commands.count) / 2 % (model.characters.count + 1)
        label = "pointer at \(index)"
        let position = model.position(index)
        if pick % 2 == 0 {
          editor.pointerPressed(at: position)
          model.anchor = index
        } else {
          editor.pointerDragged(to: position)
          model.anchor = model.anchor ?? model.caret
        }
        model.caret = index
        (model.isTyping, model.goal) = (false, nil)
      }
      #expect(editor.text == model.text, "after \(label)")
      #expect(
        editor.caret == model.position(model.caret),
        "after \(label) in \(editor.text.debugDescription)")
      #expect(
        editor.selection
          == model.selection.map { model.position($0.lowerBound)..<model.position($0.upperBound) },
        "after \(label)")
      #expect(editor.lines.allSatisfy { !$0.contains(where: \.isNewline) })
      guard width > 0 else { continue }
      // Each kept wrapping is what wrapping the line afresh gives.
      for (line, kept) in editor.keptRowStarts.enumerated() where kept != nil {
        #expect(kept == editor.freshRowStarts(ofLine: line), "line \(line) after \(label)")
      }
      // The caret's row is in view.
      let rows = editor.visibleRows()
      #expect(rows.contains { $0.displayRow == editor.caretRow }, "after \(label)")
      // The rows are the line, in order, each within the width unless one character.
      for row in rows {
        let cells = row.text.reduce(0) { $0 + measure($1) }
        #expect(cells <= width || row.text.count == 1)
      }
    }
  }

  @Test func randomEditsMatchTheReferenceModel() async {
    let all = Self.commands.count + 200
    await propertyCheck(
      count: 400,
      input: Gen.int(in: 0..<Self.pieces.count).array(of: 0...6),
      Gen.int(in: 0..<all).array(of: 0...50)
    ) { start, picks in
      Self.check(
        initial: start.map { Self.pieces[$0] }.joined(), picks: picks, width: 0, height: 0)
    }
  }

  /// Wrapped: Up and Down move by display rows, which the model does not know, so they
  /// are left out; the wrapping kept for each line is checked against wrapping it afresh.
  @Test func randomEditsWhileWrappedMatchTheModelAndKeepTheCaretInView() async {
    let vertical: Set<Int> = Set(
      Self.commands.indices.filter {
        if case .move(let movement, _) = Self.commands[$0] {
          movement == .up || movement == .down
        } else {
          false
        }
      })
    let all = Self.commands.count + 200
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0..<Self.pieces.count).array(of: 0...12),
      Gen.int(in: 0..<all).array(of: 0...50), Gen.int(in: 1...9), Gen.int(in: 1...4)
    ) { start, picks, width, height in
      Self.check(
        initial: start.map { Self.pieces[$0] }.joined(),
        picks: picks.filter { !vertical.contains($0) }, width: width, height: height)
    }
  }

  /// Up and Down step exactly one display row (past the first or last, to the start or
  /// end of the text), pages too stay in the text, and the caret's row is always in view.
  @Test func verticalMovesStepByDisplayRowsAndKeepTheCaretInView() async {
    let vertical: [TextEditorState.Movement] = [.up, .down, .pageUp, .pageDown, .up, .down]
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0..<Self.pieces.count).array(of: 0...30),
      Gen.int(in: 0..<vertical.count).array(of: 1...30), Gen.int(in: 1...9), Gen.int(in: 1...4)
    ) { start, moves, width, height in
      let text = start.map { Self.pieces[$0] }.joined()
      var everything = TextEditorState(text: text, measure: Self.measure)
      everything.laidOut(width: width, height: 100_000)
      let rows = everything.visibleRows().map(\.displayRow)
      var editor = TextEditorState(text: text, measure: Self.measure)
      editor.laidOut(width: width, height: height)
      for pick in moves {
        let movement = vertical[pick]
        let before = try #require(rows.firstIndex(of: editor.caretRow))
        editor.moved(movement)
        let after = try #require(rows.firstIndex(of: editor.caretRow))
        switch movement {
        case .up:
          if before == 0 {
            #expect(editor.caret == TextEditorState.Position(line: 0, column: 0))
          } else {
            #expect(after == before - 1)
          }
        case .down:
          if before == rows.count - 1 {
            #expect(editor.caret == editor.endPosition)
          } else {
            #expect(after == before + 1)
          }
        default: break
        }
        #expect(editor.visibleRows().contains { $0.displayRow == editor.caretRow })
      }
    }
  }
}
