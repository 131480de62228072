public import SplitKitHostCore

/// The text of a single-line field being edited and where its caret is: a value with one
/// `mutating func` per editing event, which both hosts send the user's keys to.
///
/// The caret is counted in grapheme clusters (Swift `Character`s), so it never stands
/// inside `é` written as `e` and a combining accent, a flag, or an emoji sequence. When an
/// edit joins the text around the caret into one cluster (an accent typed before another
/// accent, a regional indicator before another), the caret moves to the end of that
/// cluster. Line breaks are never inserted: the field is one line.
///
/// Words, for the word moves, are runs of letters, digits and `_`.
///
/// ```swift
/// var field = TextEditing(text: "Living room")
/// field.moveWordLeft()        // caret before "room"
/// field.insert("big ")        // "Living big room"
/// field.deleteBackward()      // "Living bigroom"
/// ```
public struct TextEditing: Hashable, Sendable {
  /// The text.
  public private(set) var text: String
  /// The caret, as a number of characters (grapheme clusters) from the start:
  /// `0...text.count`.
  public private(set) var caret: Int

  /// One editing event, for hosts that route keys through a table
  /// (``perform(_:)``).
  public enum Command: Hashable, Sendable {
    /// Types or pastes text at the caret.
    case insert(String)
    /// Backspace: removes the character before the caret.
    case deleteBackward
    /// Delete: removes the character after the caret.
    case deleteForward
    /// Removes the word before the caret (Ctrl-W).
    case deleteWordBackward
    /// Removes everything before the caret (Ctrl-U).
    case deleteToStart
    /// Left: one character back.
    case moveLeft
    /// Right: one character on.
    case moveRight
    /// Home: to the start.
    case moveToStart
    /// End: to the end.
    case moveToEnd
    /// Ctrl-Left: to the start of this or the previous word.
    case moveWordLeft
    /// Ctrl-Right: to the end of this or the next word.
    case moveWordRight
  }

  /// Creates a field's editing state.
  ///
  /// - Parameters:
  ///   - text: The text; line breaks are removed.
  ///   - caret: Where the caret is, clamped to the text; nil puts it at the end.
  public init(text: String = "", caret: Int? = nil) {
    let line = Self.singleLine(text)
    self.text = line
    let count = line.count
    self.caret = min(max(0, caret ?? count), count)
  }

  /// The text before the caret: a host measures it to place its caret.
  public var textBeforeCaret: Substring { text[..<caretIndex] }

  /// The editing command a key stands for in a single-line field.
  ///
  /// As in a shell's line editor: the arrows, Home/End, Backspace/Delete and the Emacs keys (Ctrl-A/E/B/F/D/W/U,
  /// Alt-B/F, Alt-Backspace); a printable character inserts itself. Enter and Esc are the
  /// field owner's to decide, so they (and anything else) give nil.
  ///
  /// - Parameter key: The key.
  /// - Returns: The command, or nil.
  public static func command(for key: KeyEvent) -> Command? {
    switch (key.key, key.modifiers.subtracting(.shift)) {
    case (.character(let character), []): .insert(String(character))
    case (.backspace, []): .deleteBackward
    case (.delete, []), (.character("d"), .control): .deleteForward
    case (.left, []), (.character("b"), .control): .moveLeft
    case (.right, []), (.character("f"), .control): .moveRight
    case (.home, []), (.character("a"), .control): .moveToStart
    case (.end, []), (.character("e"), .control): .moveToEnd
    case (.left, .control), (.left, .alt), (.character("b"), .alt): .moveWordLeft
    case (.right, .control), (.right, .alt), (.character("f"), .alt): .moveWordRight
    case (.character("w"), .control), (.backspace, .alt): .deleteWordBackward
    case (.character("u"), .control): .deleteToStart
    default: nil
    }
  }

  /// Performs `command`.
  ///
  /// - Parameter command: The editing event.
  /// - Returns: Whether the text or the caret changed.
  @discardableResult
  public mutating func perform(_ command: Command) -> Bool {
    let before = self
    switch command {
    case .insert(let string): insert(string)
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .deleteWordBackward: deleteWordBackward()
    case .deleteToStart: deleteToStart()
    case .moveLeft: moveLeft()
    case .moveRight: moveRight()
    case .moveToStart: caret = 0
    case .moveToEnd: caret = text.count
    case .moveWordLeft: moveWordLeft()
    case .moveWordRight: moveWordRight()
    }
    return self != before
  }

  /// Inserts `string` at the caret (without its line breaks) and puts the caret after it.
  ///
  /// - Parameter string: What is typed or pasted.
  public mutating func insert(_ string: String) {
    let line = Self.singleLine(string)
    guard !line.isEmpty else { return }
    let index = caretIndex
    let target = text.utf8.distance(from: text.startIndex, to: index) + line.utf8.count
    text.insert(contentsOf: line, at: index)
    caret = Self.characterOffset(in: text, atOrAfterUTF8: target)
  }

  /// Removes the character before the caret.
  public mutating func deleteBackward() {
    guard caret > 0 else { return }
    removeCharacters(from: caret - 1, to: caret)
  }

  /// Removes the character after the caret.
  public mutating func deleteForward() {
    guard caret < text.count else { return }
    removeCharacters(from: caret, to: caret + 1)
  }

  /// Removes from the start of the word before the caret to the caret.
  public mutating func deleteWordBackward() {
    let end = caret
    moveWordLeft()
    removeCharacters(from: caret, to: end)
  }

  /// Removes everything before the caret.
  public mutating func deleteToStart() {
    removeCharacters(from: 0, to: caret)
  }

  /// Puts the caret before character `offset` (a click in the field).
  ///
  /// - Parameter offset: The characters before the caret, clamped to the text.
  public mutating func moveCaret(to offset: Int) {
    caret = min(max(0, offset), text.count)
  }

  /// Moves the caret one character back.
  public mutating func moveLeft() { caret = max(0, caret - 1) }

  /// Moves the caret one character on.
  public mutating func moveRight() { caret = min(text.count, caret + 1) }

  /// Moves the caret to the start of the word it is in or after.
  public mutating func moveWordLeft() {
    var index = caretIndex
    var offset = caret
    while index > text.startIndex, !Self.isWord(text[text.index(before: index)]) {
      text.formIndex(before: &index)
      offset -= 1
    }
    while index > text.startIndex, Self.isWord(text[text.index(before: index)]) {
      text.formIndex(before: &index)
      offset -= 1
    }
    caret = offset
  }

  /// Moves the caret to the end of the word it is in or before.
  public mutating func moveWordRight() {
    var index = caretIndex
    var offset = caret
    while index < text.endIndex, !Self.isWord(text[index]) {
      text.formIndex(after: &index)
      offset += 1
    }
    while index < text.endIndex, Self.isWord(text[index]) {
      text.formIndex(after: &index)
      offset += 1
    }
    caret = offset
  }

  /// Whether `character` belongs to a word: a letter, a digit or `_`.
  ///
  /// - Parameter character: A character.
  /// - Returns: Whether word moves treat it as part of a word.
  public static func isWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// Removes the characters `start..<end` and leaves the caret where they were.
  private mutating func removeCharacters(from start: Int, to end: Int) {
    guard start < end else {
      caret = start
      return
    }
    let lower = text.index(text.startIndex, offsetBy: start)
    let upper = text.index(lower, offsetBy: end - start)
    let target = text.utf8.distance(from: text.startIndex, to: lower)
    text.removeSubrange(lower..<upper)
    caret = Self.characterOffset(in: text, atOrAfterUTF8: target)
  }

  private var caretIndex: String.Index { text.index(text.startIndex, offsetBy: caret) }

  /// The number of characters before the first character boundary at or after the UTF-8
  /// offset `target` (``TextEditorState`` places its caret with it too).
  static func characterOffset(in text: String, atOrAfterUTF8 target: Int) -> Int {
    var offset = 0
    var index = text.startIndex
    while index < text.endIndex, text.utf8.distance(from: text.startIndex, to: index) < target {
      text.formIndex(after: &index)
      offset += 1
    }
    return offset
  }

  private static func singleLine(_ text: String) -> String {
    text.contains(where: \.isNewline) ? String(text.filter { !$0.isNewline }) : text
  }
}
