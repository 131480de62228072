extension TextEditorState {
  /// A place in the text: a line and the characters before it in that line.
  public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 0.
    public var line: Int
    /// The characters (grapheme clusters) before the position in its line.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The line, from 0.
    ///   - column: The characters before it in the line.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// Whether `lhs` comes before `rhs` in the text.
    ///
    /// - Parameters:
    ///   - lhs: A position.
    ///   - rhs: Another.
    /// - Returns: Whether `lhs` is earlier.
    public static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
  }

  /// One display row: a line's `row`th row once wrapped.
  public struct DisplayRow: Hashable, Comparable, Sendable {
    /// The line.
    public var line: Int
    /// The row in the line, from 0.
    public var row: Int

    /// Creates a display row.
    ///
    /// - Parameters:
    ///   - line: The line.
    ///   - row: The row in the line.
    public init(line: Int, row: Int) {
      self.line = line
      self.row = row
    }

    /// Whether `lhs` is shown above `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A row.
    ///   - rhs: Another.
    /// - Returns: Whether `lhs` is higher.
    public static func < (lhs: DisplayRow, rhs: DisplayRow) -> Bool {
      (lhs.line, lhs.row) < (rhs.line, rhs.row)
    }
  }

  /// A display row in view, as a host draws it.
  public struct VisibleRow: Hashable, Sendable {
    /// Which row it is.
    public var displayRow: DisplayRow
    /// The columns of its line it shows.
    public var columns: Range<Int>
    /// Its text.
    public var text: Substring
  }

  /// Which lines an edit replaced, for a host that keeps its own copy of the lines in a
  /// native widget (GTK's text buffer): the lines `removed` (numbered before the edit)
  /// are now the lines `inserted` (numbered after).
  public struct LineChange: Hashable, Sendable {
    /// The lines replaced, as numbered before the edit.
    public var removed: Range<Int>
    /// The lines that replace them, as numbered after.
    public var inserted: Range<Int>

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - removed: The lines replaced, as numbered before.
    ///   - inserted: The lines that replace them, as numbered after.
    public init(removed: Range<Int>, inserted: Range<Int>) {
      self.removed = removed
      self.inserted = inserted
    }
  }

  /// What an event asks the host to do.
  public enum Action: Hashable, Sendable {
    /// Nothing changed.
    case none
    /// The caret, the selection or the view moved: draw them again.
    case moved
    /// The text changed (and the caret with it): these lines are new.
    case edited(LineChange)
  }

  /// Where a caret move goes (``moved(_:extending:)``).
  public enum Movement: Hashable, Sendable, CaseIterable {
    /// Left: one character back (to the end of the previous line from a line's start).
    case left
    /// Right: one character on.
    case right
    /// Up: the display row above, at the goal column.
    case up
    /// Down: the display row below, at the goal column.
    case down
    /// Ctrl-Left: to the start of this or the previous word.
    case wordLeft
    /// Ctrl-Right: to the end of this or the next word.
    case wordRight
    /// Home: the start of the line.
    case lineStart
    /// End: the end of the line.
    case lineEnd
    /// Ctrl-Home: the start of the text.
    case documentStart
    /// Ctrl-End: the end of the text.
    case documentEnd
    /// Page Up: a view's height up, less a row.
    case pageUp
    /// Page Down: a view's height down, less a row.
    case pageDown
  }

  /// An editing event, for hosts that route keys through a table (``perform(_:)``).
  public enum Command: Hashable, Sendable {
    /// Typed text at the caret, replacing the selection; consecutive typing is one undo
    /// step.
    case type(String)
    /// Pasted text: replaces the selection, one undo step of its own.
    case paste(String)
    /// Backspace: the selection, or the character before the caret (joining the line to
    /// the one above at its start).
    case deleteBackward
    /// Delete: the selection, or the character after the caret.
    case deleteForward
    /// Ctrl-W: the selection, or back to the start of the word before the caret.
    case deleteWordBackward
    /// A caret move; `extending` moves the selection's end (Shift).
    case move(Movement, extending: Bool)
    /// Selects everything.
    case selectAll
    /// Takes the last change back.
    case undo
    /// Makes the last change taken back again.
    case redo
  }

  /// One undo step: at `start`, `removed` was replaced by `inserted`.
  struct Change: Sendable {
    var start: UTF8Position
    var removed: String
    var inserted: String
    /// The caret and the anchor before the change, which Undo puts back.
    var caret: Position
    var anchor: Position?
  }
}
