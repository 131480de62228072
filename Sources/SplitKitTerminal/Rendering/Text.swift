/// Display-width measurement, truncation and wrapping of text for a cell grid.
///
/// Width is measured per grapheme cluster (Swift `Character`), the way terminals lay text
/// out: East Asian Wide and Fullwidth characters and emoji take two cells; combining
/// marks, zero-width joiner sequences and variation selectors stay with their base
/// (a base followed by U+FE0F becomes two cells when it is an emoji); zero-width
/// characters on their own take none. A control character counts as one cell, the width
/// of the placeholder ``Sanitizer`` shows for it. The tables come from
/// `scripts/generate-width-tables.py` (Unicode 17).
///
/// ```swift
/// Text.displayWidth("日本")                       // 4
/// Text.truncated("Inbox (2,341)", toWidth: 8)     // "Inbox (…"
/// Text.wrapped("hello wide world", toWidth: 10)   // ["hello wide", "world"]
/// ```
public enum Text {
  /// The number of cells a grapheme cluster takes: 0, 1 or 2.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: Its display width.
  /// - Complexity: O(log r) for a table of r ranges, O(1) for ASCII.
  public static func displayWidth(_ character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    let value = first.value
    let second = scalars.next()
    if second == "\u{FE0F}", contains(UnicodeWidthTables.emojiVariation, value) { return 2 }
    // Latin-1, or a C0/C1 control shown as one placeholder.
    if value < 0xA0 { return 1 }
    if contains(UnicodeWidthTables.wide, value) { return 2 }
    if second != nil, character.unicodeScalars.contains("\u{FE0F}"),
      contains(UnicodeWidthTables.emojiVariation, value)
    {
      return 2
    }
    if contains(UnicodeWidthTables.zero, value) {
      // A cluster that starts with a zero-width scalar is as wide as its widest part.
      var width = 0
      for scalar in character.unicodeScalars.dropFirst()
      where !contains(UnicodeWidthTables.zero, scalar.value) {
        width = max(width, contains(UnicodeWidthTables.wide, scalar.value) ? 2 : 1)
      }
      return width
    }
    return 1
  }

  /// The number of cells a string takes: the sum of its grapheme clusters' widths.
  ///
  /// - Parameter string: The text to measure.
  /// - Returns: Its display width.
  /// - Complexity: O(n) in the string's length.
  public static func displayWidth(_ string: some StringProtocol) -> Int {
    var width = 0
    for character in string { width += displayWidth(character) }
    return width
  }

  /// The string cut to at most `width` cells, ending in `ellipsis` when anything was cut.
  ///
  /// Cutting respects grapheme clusters and wide characters: a wide character that would
  /// straddle the limit is dropped whole. If even the ellipsis does not fit, the result
  /// is the ellipsis cut to `width` (possibly empty).
  ///
  /// - Parameters:
  ///   - string: The text to shorten.
  ///   - width: The number of cells available.
  ///   - ellipsis: What marks the cut; "…" by default.
  /// - Returns: Text whose display width is at most `width`.
  /// - Complexity: O(`width`) for text without zero-width characters: measuring stops
  ///   at the first cluster that does not fit, so a 100 KB subject costs what a short one
  ///   does.
  public static func truncated(_ string: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    let room = width - displayWidth(ellipsis)
    var used = 0
    var cut = string.startIndex
    var index = string.startIndex
    while index < string.endIndex {
      used += displayWidth(string[index])
      if used > width {
        guard room >= 0 else { return prefix(ellipsis, width: width).text }
        return String(string[..<cut]) + ellipsis
      }
      index = string.index(after: index)
      if used <= room { cut = index }
    }
    return string
  }

  /// The longest prefix of `string` that fits in `width` cells, and its width.
  static func prefix(_ string: some StringProtocol, width: Int) -> (text: String, width: Int) {
    var used = 0
    var end = string.startIndex
    for index in string.indices {
      let characterWidth = displayWidth(string[index])
      if used + characterWidth > width { break }
      used += characterWidth
      end = string.index(after: index)
    }
    return (String(string[..<end]), used)
  }

  static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count - 1
    guard high >= 0, value >= table[0].lowerBound, value <= table[high].upperBound else {
      return false
    }
    while low <= high {
      let middle = (low + high) / 2
      if value < table[middle].lowerBound {
        high = middle - 1
      } else if value > table[middle].upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
