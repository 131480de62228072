/// The text of a multi-line editor, its caret and selection, its undo history and the part
/// of it in view: a value with one `mutating func` per event, which both hosts send the
/// user's keys, clicks and edits to and draw from.
///
/// The text is kept as an array of lines (without their line breaks), and an edit
/// replaces only the lines it touches, so typing in a 1 MB text costs what it costs in a
/// short one. Positions (``Position``) count lines and, within a line, characters
/// (grapheme clusters, Swift `Character`s), so the caret never stands inside `é` written
/// as `e` and an accent, a flag or an emoji sequence; when an edit joins the text around
/// the caret into one cluster, the caret moves to its end, as ``TextEditing`` does. Any
/// line break typed or pasted (`\r\n`, `\r`, `\n`) becomes `\n`.
///
/// Lines wrap at ``wrapWidth`` cells, measured per character by the function the host
/// gives (the terminal's display width: East Asian wide characters and emoji take two
/// cells), after the last space that fits, or anywhere in a word longer than the width.
/// Up and Down move by these display rows and remember the column they started from
/// (the goal), and the first display row in view (``top``) follows the caret. Each line's
/// wrapping is computed when first needed and kept until the line changes, so only the
/// edited line is wrapped again.
///
/// Typing runs coalesce into one undo step; a paste, a deletion, a line break typed after
/// text, or any move ends the run.
///
/// ```swift
/// var editor = TextEditorState(text: "Milk\nEggs")
/// editor.laidOut(width: 20, height: 10)
/// editor.moved(.documentEnd)
/// editor.typed("\nBread")        // "Milk\nEggs\nBread"
/// editor.moved(.up, extending: true)
/// editor.perform(.undo)          // "Milk\nEggs"
/// ```
public struct TextEditorState: Sendable {
  /// The lines of the text, without line breaks; never empty (an empty text is one empty
  /// line).
  public internal(set) var lines: [String]
  /// The caret.
  public internal(set) var caret: Position
  /// Where the selection started.
  ///
  /// The selection runs from it to the caret. Nil, or equal
  /// to the caret, when nothing is selected.
  public internal(set) var anchor: Position?
  /// A number that grows with every change of the text.
  public internal(set) var revision = 0
  /// The width lines wrap at, in cells; 0 does not wrap.
  public internal(set) var wrapWidth = 0
  /// How many display rows the host shows; 0 until it has laid out.
  public internal(set) var height = 0
  /// The first display row in view.
  public internal(set) var top = DisplayRow(line: 0, row: 0)

  /// Measures one character in cells.
  var measure: @Sendable (Character) -> Int
  /// Each line's wrapping (the columns where its display rows start), once computed.
  var layouts: [[Int]?]
  /// The display column Up and Down aim for, while they repeat.
  var goal: Int?
  /// The changes Undo takes back, the last last.
  var undoStack: [Change] = []
  /// The changes Redo makes again, the next last.
  var redoStack: [Change] = []
  /// Whether the last event typed text that the next typing joins in one undo step.
  var isTyping = false

  /// Creates an editor of `text` with the caret at its start.
  ///
  /// - Parameters:
  ///   - text: The text; its line breaks become `\n`.
  ///   - measure: The cells one character takes; by default ``approximateWidth(_:)``.
  ///     The terminal gives its own display width.
  /// - Complexity: O(n) in the text's length.
  public init(
    text: String = "", measure: @escaping @Sendable (Character) -> Int = Self.approximateWidth
  ) {
    self.measure = measure
    lines = Self.splitLines(text)
    layouts = Array(repeating: nil, count: lines.count)
    caret = Position(line: 0, column: 0)
  }

  /// The whole text, lines joined by `\n`.
  ///
  /// - Complexity: O(n) in the text's length.
  public var text: String { lines.joined(separator: "\n") }

  /// The selected range, or nil when nothing is selected.
  public var selection: Range<Position>? {
    guard let anchor, anchor != caret else { return nil }
    return min(anchor, caret)..<max(anchor, caret)
  }

  /// Whether Undo has anything to take back.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether Redo has anything to make again.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// The selected text, or nil when nothing is selected.
  public var selectedText: String? {
    guard let selection else { return nil }
    return text(from: utf8Position(selection.lowerBound), to: utf8Position(selection.upperBound))
  }

  /// The number of characters in line `line`.
  ///
  /// - Parameter line: A line index.
  /// - Returns: Its length in characters.
  public func count(ofLine line: Int) -> Int { lines[line].count }

  /// The host measures characters its own way (the terminal's display width): every
  /// line wraps again when next shown.
  ///
  /// - Parameter measure: The cells a character takes.
  public mutating func measureChanged(to measure: @escaping @Sendable (Character) -> Int) {
    self.measure = measure
    layouts = Array(repeating: nil, count: lines.count)
    followCaret()
  }

  // MARK: Replacing the text

  /// The app replaced the whole text (another note opened): the caret goes to the start,
  /// the view to the top, and the undo history is forgotten.
  ///
  /// - Parameter text: The new text.
  /// - Returns: ``Action/edited(_:)`` of every line.
  @discardableResult
  public mutating func textReplaced(_ text: String) -> Action {
    let old = lines.count
    lines = Self.splitLines(text)
    layouts = Array(repeating: nil, count: lines.count)
    caret = Position(line: 0, column: 0)
    anchor = nil
    top = DisplayRow(line: 0, row: 0)
    (undoStack, redoStack, goal, isTyping) = ([], [], nil, false)
    revision += 1
    return .edited(LineChange(removed: 0..<old, inserted: 0..<lines.count))
  }

  /// The text as lines: split at every line break.
  static func splitLines(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for character in text {
      if character.isNewline {
        lines.append(line)
        line = ""
      } else {
        line.append(character)
      }
    }
    lines.append(line)
    return lines
  }

  /// `text` with every line break as `\n`.
  static func normalized(_ text: String) -> String {
    text.contains(where: { $0.isNewline && $0 != "\n" })
      ? String(text.map { $0.isNewline ? "\n" : $0 }) : text
  }

  // MARK: Positions in UTF-8

  /// A place in the text as a line and a UTF-8 offset in it: stable when an edit joins
  /// characters, so the undo history counts in it.
  struct UTF8Position: Hashable, Sendable {
    var line: Int
    var offset: Int

    /// The position after `text` inserted here.
    func advanced(over text: String) -> UTF8Position {
      var line = line
      var offset = offset
      for byte in text.utf8 {
        if byte == 0x0A {
          line += 1
          offset = 0
        } else {
          offset += 1
        }
      }
      return UTF8Position(line: line, offset: offset)
    }
  }

  /// `position` in UTF-8.
  func utf8Position(_ position: Position) -> UTF8Position {
    let line = lines[position.line]
    let index = line.index(line.startIndex, offsetBy: position.column)
    return UTF8Position(
      line: position.line, offset: line.utf8.distance(from: line.startIndex, to: index))
  }

  /// The position at the first character boundary at or after `position`.
  func position(atOrAfter position: UTF8Position) -> Position {
    Position(
      line: position.line,
      column: TextEditing.characterOffset(in: lines[position.line], atOrAfterUTF8: position.offset))
  }

  private func index(_ position: UTF8Position) -> String.Index {
    let line = lines[position.line]
    return line.utf8.index(line.startIndex, offsetBy: position.offset)
  }

  /// The text between two positions, lines joined by `\n`.
  func text(from start: UTF8Position, to end: UTF8Position) -> String {
    if start.line == end.line {
      return String(lines[start.line][index(start)..<index(end)])
    }
    var parts = [String(lines[start.line][index(start)...])]
    parts += lines[(start.line + 1)..<end.line]
    parts.append(String(lines[end.line][..<index(end)]))
    return parts.joined(separator: "\n")
  }

  /// Replaces the text between two positions with `text` (whose line breaks are `\n`),
  /// forgetting the wrapping of the lines it touches.
  ///
  /// - Returns: The end of the inserted text, and which lines changed.
  mutating func replace(from start: UTF8Position, to end: UTF8Position, with text: String)
    -> (end: UTF8Position, change: LineChange)
  {
    let head = lines[start.line][..<index(start)]
    let tail = lines[end.line][index(end)...]
    let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
    var replacement: [String]
    let last = pieces[pieces.count - 1]
    if pieces.count == 1 {
      replacement = [String(head) + last + tail]
    } else {
      replacement = [String(head) + pieces[0]]
      replacement += pieces[1..<(pieces.count - 1)].map(String.init)
      replacement.append(String(last) + tail)
    }
    let newEnd = UTF8Position(
      line: start.line + pieces.count - 1,
      offset: (pieces.count == 1 ? head.utf8.count : 0) + last.utf8.count)
    lines.replaceSubrange(start.line...end.line, with: replacement)
    layouts.replaceSubrange(
      start.line...end.line, with: repeatElement(nil, count: replacement.count))
    revision += 1
    let change = LineChange(
      removed: start.line..<(end.line + 1),
      inserted: start.line..<(start.line + replacement.count))
    return (newEnd, change)
  }

  // MARK: Widths

  /// A host-neutral guess at the cells a character takes.
  ///
  /// Two for CJK ideographs, kana, Hangul, fullwidth forms and emoji, one for everything
  /// else. The terminal measures
  /// with its own tables instead.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: 1 or 2.
  public static func approximateWidth(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let value = first.value
    if value < 0x1100 { return 1 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    if wide.contains(where: { $0.contains(value) }) { return 2 }
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
    {
      return 2
    }
    return 1
  }
}
