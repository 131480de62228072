import SplitKitHostCore

/// Makes text from content safe to put on a terminal: nothing it contains can move the
/// cursor, change colours, reorder text or emit an escape sequence.
///
/// Every string that reaches a ``Buffer`` passes through here (the buffer's drawing API
/// calls it; there is no unsanitized path). Unsafe characters become visible
/// placeholders, one cell wide, so hostile or broken content shows up instead of
/// acting:
///
/// | Input | Shown as |
/// | --- | --- |
/// | C0 controls U+0000–U+001F (ESC, CR, LF, BEL, …) | the matching Control Picture U+2400–U+241F (`␛`, `␍`, `␊`, `␇`) |
/// | Tab U+0009 | spaces to the next tab stop (`tabWidth`, one space by default) |
/// | DEL U+007F | `␡` (U+2421) |
/// | C1 controls U+0080–U+009F (CSI, OSC, …) | `�` (U+FFFD) |
/// | Bidi embeddings, overrides, isolates and marks U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C | `�` (U+FFFD) |
/// | Line and paragraph separators U+2028, U+2029 | `␤` (U+2424) |
/// | Unassigned code points and noncharacters (U+0378, U+FFFE, …) | `�` (U+FFFD) |
/// | Prepended concatenation marks U+0600–U+0605, U+06DD, U+070F, U+0890, U+0891, U+08E2, U+110BD, U+110CD | `�` (U+FFFD) |
///
/// Unassigned code points have no agreed width: terminals draw them in zero, one or two
/// cells, so the row after one would shift. A prepended concatenation mark (the Arabic
/// number sign) joins the next character into one grapheme cluster that terminals draw
/// as two cells or one, and a digit after it disappeared; as a placeholder it is a
/// separate, visible, one-cell character.
///
/// Bidi marks are replaced too, not only overrides: the terminal lays cells out left to
/// right and a mark has no job there except to confuse a bidi-aware terminal.
///
/// ```swift
/// Sanitizer.sanitize("Hi\u{1B}[2J")  // "Hi␛[2J"
/// ```
public enum Sanitizer {
  /// The text with every unsafe character replaced by its placeholder.
  ///
  /// - Parameters:
  ///   - string: Text from content.
  ///   - tabWidth: The distance between tab stops, measured in cells from the start of
  ///     `string`; a tab becomes the spaces up to the next stop. 1 (the default) turns
  ///     each tab into one space.
  /// - Returns: Text that is safe to write to a terminal.
  /// - Complexity: O(n) in the string's length; no copy for printable ASCII.
  public static func sanitize(_ string: some StringProtocol, tabWidth: Int = 1) -> String {
    if Text.isPrintableASCII(string) { return String(string) }
    if !string.unicodeScalars.contains(where: { $0 == "\t" || placeholder(for: $0) != nil }) {
      return String(string)
    }
    var result = ""
    result.reserveCapacity(string.utf8.count)
    var column = 0
    for character in string {
      append(character, to: &result, column: &column, tabWidth: tabWidth)
    }
    return result
  }

  /// The text sanitized and cut to at most `width` cells, ending in `ellipsis` when
  /// anything was cut, reading only as much of `string` as the width needs.
  ///
  /// The result is exactly what ``Text/truncated(_:toWidth:ellipsis:)`` makes of
  /// `sanitize(string, tabWidth: tabWidth)`, placeholders, tabs and grapheme clusters of
  /// disputed width included (a placeholder
  /// can join the combining mark after it into one cluster, an unassigned wide code point
  /// becomes a one-cell `�`), so the cut is where sanitizing the whole text would put it.
  /// Use it for a line of content shown in a column: a sender, a subject, a title.
  ///
  /// ```swift
  /// Sanitizer.truncated("Hi\u{1B}[2J and more", toWidth: 6)  // "Hi␛[2…"
  /// ```
  ///
  /// - Parameters:
  ///   - string: Text from content, of any length.
  ///   - width: The number of cells available.
  ///   - tabWidth: The distance between tab stops, as in ``sanitize(_:tabWidth:)``.
  ///   - ellipsis: What marks the cut; "…" by default.
  /// - Returns: Safe text whose display width is at most `width`.
  /// - Complexity: O(`width`) for text without zero-width characters, however long
  ///   `string` is: a 100 KB sender costs what a short one does.
  public static func truncated(
    _ string: some StringProtocol, toWidth width: Int, tabWidth: Int = 1, ellipsis: String = "…"
  ) -> String {
    Text.truncated(
      head(string, coveringWidth: width, tabWidth: tabWidth).text, toWidth: width,
      ellipsis: ellipsis)
  }

  /// The start of `sanitize(string, tabWidth:)` that decides every cut of it at `width`
  /// cells or fewer: the whole sanitized text, or a prefix of it whose grapheme clusters
  /// other than the last (which the text after it might still extend) take more than
  /// `width` cells.
  ///
  /// ``Text/truncated(_:toWidth:ellipsis:)`` and ``Text/prefix(_:width:)`` stop at the
  /// first cluster that does not fit, so at `width` or less they give the same result
  /// for the head as for the whole sanitized text.
  ///
  /// - Complexity: O(`width`) for text without zero-width characters: text of at most
  ///   4 bytes per cell is sanitized whole, longer text in growing batches until the
  ///   clusters so far are wide enough.
  static func head(_ string: some StringProtocol, coveringWidth width: Int, tabWidth: Int = 1)
    -> (text: String, isWhole: Bool)
  {
    // Printable ASCII is one cell per byte and unchanged: `width` + 1 whole clusters and
    // one more byte (which no later scalar can join to them) decide the cut.
    let utf8 = string.utf8
    let limit = max(0, width) + 2
    let end =
      utf8.index(utf8.startIndex, offsetBy: limit, limitedBy: utf8.endIndex) ?? utf8.endIndex
    if utf8[..<end].allSatisfy({ $0 &- 0x20 < 0x5F }) {
      return (String(string[..<end]), end == utf8.endIndex)
    }
    // Text of at most 4 bytes per cell the width needs is sanitized whole: one scan and one
    // copy cost less than sanitizing and measuring it cluster by cluster, and stay O(width).
    if utf8.count / 4 <= limit { return (sanitize(string, tabWidth: tabWidth), true) }
    var result = ""
    var column = 0
    var index = string.startIndex
    var batch = limit
    while true {
      var taken = 0
      while taken < batch, index < string.endIndex {
        append(string[index], to: &result, column: &column, tabWidth: tabWidth)
        index = string.index(after: index)
        taken += 1
      }
      if index == string.endIndex { return (result, true) }
      if completedClusters(of: result, exceed: width) { return (result, false) }
      batch *= 2
    }
  }

  /// Whether the grapheme clusters of `text` other than its last take more than `width`
  /// cells.
  private static func completedClusters(of text: String, exceed width: Int) -> Bool {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if next == text.endIndex { return false }
      used += Text.displayWidth(text[index])
      if used > width { return true }
      index = next
    }
    return false
  }

  /// Appends one grapheme cluster of content to `result`, sanitized, at `column` cells
  /// from the start (where a tab's stop is measured from), and advances `column`.
  private static func append(
    _ character: Character, to result: inout String, column: inout Int, tabWidth: Int
  ) {
    if isSafe(character) {
      result.append(character)
      column += Text.displayWidth(character)
    } else if character == "\t" {
      let stop = max(1, tabWidth)
      let spaces = stop - column % stop
      result += String(repeating: " ", count: spaces)
      column += spaces
    } else {
      for scalar in character.unicodeScalars {
        let replacement = placeholder(for: scalar) ?? scalar
        result.unicodeScalars.append(replacement)
      }
      column += 1
    }
  }

  /// Whether a grapheme cluster can be written to a terminal as it is:
  /// ``/SplitKitHostCore/SafeText/isSafe(_:)``.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: `false` if any of its scalars has a placeholder.
  public static func isSafe(_ character: Character) -> Bool { SafeText.isSafe(character) }

  /// The visible stand-in for an unsafe scalar, or `nil` if the scalar is safe:
  /// ``/SplitKitHostCore/SafeText/placeholder(for:)``, the table above.
  ///
  /// - Parameter scalar: One Unicode scalar.
  /// - Returns: The placeholder from the table above, or `nil`.
  public static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    SafeText.placeholder(for: scalar)
  }
}
