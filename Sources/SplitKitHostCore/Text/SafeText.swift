/// Makes text from content safe to write where control characters act.
///
/// That is a terminal, or a line on standard error that a terminal shows. Nothing it
/// returns can move the cursor,
/// change colours, reorder text or start an escape sequence.
///
/// Both hosts and their apps' command lines use it: an error message that names a mail
/// file, or `mailbox --list`'s lines, carry names and subjects from content. Unsafe
/// characters become visible placeholders instead of acting: a C0 control its Control
/// Picture (`␛` for ESC), DEL `␡`, a line or paragraph separator `␤`, and C1 controls, bidi
/// embeddings, overrides, isolates and marks, prepended concatenation marks and unassigned
/// code points `�`. A tab becomes one space.
///
/// The terminal host's `Sanitizer` draws cells with the same placeholders and also lays
/// tabs out at tab stops and cuts text to a width.
///
/// ```swift
/// SafeText.line("Hi\u{1B}[2J")  // "Hi␛[2J"
/// ```
public enum SafeText {
  /// The text with every unsafe character replaced by its placeholder and each tab by a
  /// space.
  ///
  /// - Parameter string: Text from content.
  /// - Returns: Text that is safe to write to a terminal.
  /// - Complexity: O(n) in the string's length; no copy for printable ASCII.
  public static func line(_ string: some StringProtocol) -> String {
    guard string.unicodeScalars.contains(where: { placeholder(for: $0) != nil }) else {
      return String(string)
    }
    var result = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      result.append(scalar == "\t" ? " " : placeholder(for: scalar) ?? scalar)
    }
    return String(result)
  }

  /// Whether a grapheme cluster can be written to a terminal as it is.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: `false` if any of its scalars has a placeholder.
  public static func isSafe(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F }
    return character.unicodeScalars.allSatisfy { placeholder(for: $0) == nil }
  }

  /// The visible stand-in for an unsafe scalar, or `nil` if the scalar is safe.
  ///
  /// | Input | Shown as |
  /// | --- | --- |
  /// | C0 controls U+0000–U+001F (ESC, CR, LF, BEL, tab …) | the matching Control Picture U+2400–U+241F (`␛`, `␍`, `␊`, `␇`, `␉`) |
  /// | DEL U+007F | `␡` (U+2421) |
  /// | C1 controls U+0080–U+009F (CSI, OSC, …) | `�` (U+FFFD) |
  /// | Bidi embeddings, overrides, isolates and marks U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C | `�` (U+FFFD) |
  /// | Line and paragraph separators U+2028, U+2029 | `␤` (U+2424) |
  /// | Unassigned code points and noncharacters (U+0378, U+FFFE, …) | `�` (U+FFFD) |
  /// | Prepended concatenation marks U+0600–U+0605, U+06DD, U+070F, U+0890, U+0891, U+08E2, U+110BD, U+110CD | `�` (U+FFFD) |
  ///
  /// - Parameter scalar: One Unicode scalar.
  /// - Returns: The placeholder from the table, or `nil`.
  public static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x20..<0x7F: return nil
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"
    case 0x2028, 0x2029: return "\u{2424}"
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD:
      return "\u{FFFD}"
    case 0xA0..<0x0378: return nil
    // Blocks assigned whole (punctuation, arrows, technical and box-drawing signs, shapes,
    // symbols): the lines and marks a host draws need no look-up in Unicode's tables.
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x23FF, 0x2500...0x27BF: return nil
    default: return scalar.properties.generalCategory == .unassigned ? "\u{FFFD}" : nil
    }
  }
}
