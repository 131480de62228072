/// One cell of a ``Buffer``: a grapheme cluster and its style.
///
/// A wide character (CJK, most emoji) lives in two cells: its *lead* cell holds the
/// character with ``width`` 2, and the cell to its right is a *continuation* cell
/// (``isContinuation``, width 0) that carries the same style and is never written on its
/// own. A cluster that terminals may draw wider still (`👍🏽`, Devanagari `न्दी`) has a
/// width of 3 or more and as many continuation cells after its lead.
///
/// A cell's character is always safe to write to a terminal: the initializer passes it
/// through ``Sanitizer``, and a cluster that takes no cells (a lone combining mark or
/// zero-width space) becomes a space. A cluster longer than 31 UTF-8 bytes (a letter under
/// a pile of combining marks) is kept as its first scalar,
/// which carries its width: cells store their text inline, so frames compare and copy
/// at memory speed.
///
/// ```swift
/// Cell("A", style: Style().with(.bold))
/// Cell("日").width   // 2
/// Cell("\u{1B}").grapheme   // "␛"
/// ```
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown; a space for blank and continuation cells.
  public var grapheme: Character { storage.character }
  /// The cluster's bytes, inline.
  private(set) var storage: Grapheme
  /// How the cell looks.
  public var style: Style
  private var storedWidth: UInt8

  /// Creates a cell showing `grapheme`, sanitized.
  ///
  /// - Parameters:
  ///   - grapheme: One grapheme cluster; unsafe ones become their placeholder and
  ///     zero-width ones a space.
  ///   - style: How the cell looks.
  public init(_ grapheme: Character = " ", style: Style = .default) {
    var safe = grapheme
    if !Sanitizer.isSafe(grapheme), let first = Sanitizer.sanitize(String(grapheme)).first {
      safe = first
    }
    let storage = Grapheme(safe)
    let width = Grapheme.fits(safe) ? Text.displayWidth(safe) : Text.displayWidth(storage.character)
    self.storage = width == 0 ? .space : storage
    self.style = style
    self.storedWidth = UInt8(width == 0 ? 1 : width)
  }

  /// Creates a cell from a grapheme already known to be safe and of the given width.
  init(safe grapheme: Grapheme, width: Int, style: Style) {
    self.storage = grapheme
    self.style = style
    self.storedWidth = UInt8(width)
  }

  /// A space in the default style.
  public static let blank = Cell()

  /// The right half of a wide character whose lead cell has `style`.
  static func continuation(style: Style) -> Cell { Cell(safe: .space, width: 0, style: style) }

  /// A space in `style`.
  static func space(style: Style) -> Cell { Cell(safe: .space, width: 1, style: style) }

  /// The number of columns the character takes: 1 or more for a lead cell (2 for a wide
  /// character), 0 for a continuation cell.
  public var width: Int { Int(storedWidth) }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { storedWidth == 0 }
}
