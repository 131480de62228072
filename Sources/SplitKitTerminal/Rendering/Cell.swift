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
/// a pile of combining marks) is kept as its first scalar, which carries its width.
///
/// A cell is 16 bytes: its text in one word (up to 7 bytes inline, a longer cluster as an
/// index into a table of the process that keeps each once) and its style and width in
/// another, so frames compare and copy at memory speed and two 200x60 screens take 384 KB.
///
/// ```swift
/// Cell("A", style: Style().with(.bold))
/// Cell("日").width   // 2
/// Cell("\u{1B}").grapheme   // "␛"
/// ```
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown; a space for blank and continuation cells.
  public var grapheme: Character { storage.character }
  /// The cluster's bytes, inline (or its entry in the table of long clusters).
  private(set) var storage: Grapheme
  /// The style and the width in one word (``Packed``): two screens of 12,000 cells are
  /// 384 KB, not the 1.1 MB of a cell that kept its style's enums and bytes apart.
  private var packed: UInt64

  /// How the cell looks.
  public var style: Style {
    get { Packed.style(packed) }
    set { packed = Packed.word(style: newValue, width: storedWidth) }
  }

  private var storedWidth: UInt8 { UInt8(truncatingIfNeeded: packed >> Packed.widthShift) }

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
    let width = storage.displayWidth(of: safe)
    self.storage = width == 0 ? .space : storage
    self.packed = Packed.word(style: style, width: UInt8(clamping: width == 0 ? 1 : width))
  }

  /// Creates a cell from a grapheme already known to be safe and of the given width.
  init(safe grapheme: Grapheme, width: Int, style: Style) {
    self.storage = grapheme
    self.packed = Packed.word(style: style, width: UInt8(clamping: width))
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

extension Cell {
  /// A style and a width in one word: the foreground's colour in bits 0–25, the
  /// background's in 26–51 (each a 2-bit kind and 24 bits: an ANSI colour's number, a
  /// palette index or red, green, blue), the attributes in 52–57, the width in 58–63.
  enum Packed {
    static let widthShift: UInt64 = 58
    private static let colorBits: UInt64 = 26
    private static let colorMask: UInt64 = (1 << 26) - 1

    static func word(style: Style, width: UInt8) -> UInt64 {
      color(style.foreground) | color(style.background) << colorBits
        | UInt64(style.attributes.rawValue & 0x3F) << 52
        | UInt64(min(width, 63)) << widthShift
    }

    static func style(_ word: UInt64) -> Style {
      Style(
        foreground: color(word & colorMask), background: color(word >> colorBits & colorMask),
        attributes: Style.Attributes(rawValue: UInt8(truncatingIfNeeded: word >> 52) & 0x3F))
    }

    private static func color(_ color: Color) -> UInt64 {
      switch color {
      case .default: 0
      case .ansi(let ansi): 1 << 24 | UInt64(ansi.rawValue)
      case .indexed(let index): 2 << 24 | UInt64(index)
      case .rgb(let red, let green, let blue):
        3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
      }
    }

    private static func color(_ bits: UInt64) -> Color {
      let value = UInt8(truncatingIfNeeded: bits)
      switch bits >> 24 {
      case 1: return .ansi(Color.ANSIColor(rawValue: value & 0x0F) ?? .white)
      case 2: return .indexed(value)
      case 3:
        let red = UInt8(truncatingIfNeeded: bits >> 16)
        return .rgb(red, UInt8(truncatingIfNeeded: bits >> 8), value)
      default: return .default
      }
    }
  }
}
