extension String {
  /// This text made inert for a terminal: every control character becomes a visible
  /// placeholder, so mail cannot set the title, write the clipboard, clear the screen or
  /// move the cursor.
  ///
  /// - C0 controls (U+0000–U+001F, including ESC) become their Control Pictures
  ///   (`␛` U+241B for ESC, `␀` for NUL, ...), DEL becomes `␡`.
  /// - C1 controls (U+0080–U+009F, including the 8-bit CSI U+009B and OSC U+009D) become `�`.
  /// - Bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E,
  ///   U+2066–U+2069, U+200E, U+200F, U+061C) and the line/paragraph separators
  ///   U+2028/U+2029 become `�`, so text cannot reorder what follows it.
  ///
  /// - Parameter preservingLineBreaks: keep `\n` (and turn `\t` into a space) for
  ///   multi-line text such as a body; otherwise they become `␊` and `␉` too.
  /// - Returns: text that contains no control, bidi-control or separator character.
  /// - Complexity: O(n).
  public func sanitizedForDisplay(preservingLineBreaks: Bool = false) -> String {
    guard unicodeScalars.contains(where: Self.needsSanitizing) else { return self }
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if preservingLineBreaks, scalar == "\n" {
        scalars.append(scalar)
      } else if preservingLineBreaks, scalar == "\t" {
        scalars.append(" ")
      } else if Self.needsSanitizing(scalar) {
        scalars.append(Self.placeholder(for: scalar))
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  private static func needsSanitizing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }
}
