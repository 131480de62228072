/// Display-width measurement, truncation and wrapping of text for a cell grid.
///
/// Width is measured per grapheme cluster (Swift `Character`), the way terminals lay text
/// out: East Asian Wide and Fullwidth characters and emoji take two cells; combining
/// marks, zero-width joiner sequences and variation selectors stay with their base
/// (a base followed by U+FE0F becomes two cells when it is an emoji); zero-width
/// characters on their own take none. A cluster that terminals measuring scalar by
/// scalar draw wider (Devanagari `हि`, `👍🏽`) gets that wider width. A control character
/// counts as one cell, the width of the placeholder ``Sanitizer`` shows for it. The tables
/// come from `scripts/generate-width-tables.py` (Unicode 17).
///
/// ```swift
/// Text.displayWidth("日本")                       // 4
/// Text.truncated("Inbox (2,341)", toWidth: 8)     // "Inbox (…"
/// Text.wrapped("hello wide world", toWidth: 10)   // ["hello wide", "world"]
/// ```
public enum Text {
  /// The number of cells a grapheme cluster takes in a terminal: 0 for a lone zero-width
  /// character, usually 1 or 2, more for a cluster that terminals draw scalar by scalar.
  ///
  /// The width is the larger of the cluster's own width (a wide or emoji base makes two
  /// cells, as do U+FE0F emoji presentation sequences) and the width a terminal that
  /// measures scalar by scalar gives it (``scalarWidth(_:)`` summed, a scalar after a
  /// zero-width joiner joining the one before, as tmux does). Terminals disagree on such
  /// clusters — tmux draws `❤️` in one cell, `हि` in two and `👍🏽` in four — so reserving
  /// the larger width leaves room for every one of them; see the *Rendering* article.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: Its display width.
  /// - Complexity: O(log r) per scalar for a table of r ranges, O(1) for ASCII.
  public static func displayWidth(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x80, scalars.count == 1 { return 1 }
    let cluster = clusterWidth(character, first: first)
    guard scalars.index(after: scalars.startIndex) != scalars.endIndex else {
      // A lone spacing mark is drawn in a cell of its own.
      return cluster == 0 && first.properties.generalCategory == .spacingMark ? 1 : cluster
    }
    var sum = 0
    var joins = false
    var previousIsRegionalIndicator = false
    for scalar in scalars {
      let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(scalar.value)
      defer { previousIsRegionalIndicator = isRegionalIndicator && !previousIsRegionalIndicator }
      if joins || (isRegionalIndicator && previousIsRegionalIndicator) {
        joins = false
        continue
      }
      if scalar == "\u{200D}" {
        joins = true
        continue
      }
      sum += scalarWidth(scalar)
    }
    return max(cluster, sum)
  }

  /// The cells a terminal that measures text scalar by scalar gives one scalar: 2 for
  /// East Asian Wide and Fullwidth characters and emoji, 0 for combining marks and other
  /// zero-width characters, 1 for everything else, spacing marks (`ि`) included.
  ///
  /// - Parameter scalar: One Unicode scalar.
  /// - Returns: 0, 1 or 2.
  public static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0xA0 { return 1 }
    if contains(UnicodeWidthTables.wide, value) { return 2 }
    if contains(UnicodeWidthTables.zero, value) {
      return scalar.properties.generalCategory == .spacingMark ? 1 : 0
    }
    return 1
  }

  /// A cluster's width as one unit: its base's width, two for an emoji presentation.
  private static func clusterWidth(_ character: Character, first: Unicode.Scalar) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    _ = scalars.next()
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
    if isPrintableASCII(string) { return string.utf8.count }
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
    if isPrintableASCII(string) {
      // One cell per byte: cut without breaking grapheme clusters.
      let count = string.utf8.count
      if count <= width { return string }
      guard room >= 0 else { return prefix(ellipsis, width: width).text }
      return String(string[..<string.utf8.index(string.startIndex, offsetBy: room)]) + ellipsis
    }
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
    if isPrintableASCII(string) {
      let count = min(max(0, width), string.utf8.count)
      let end = string.utf8.index(string.startIndex, offsetBy: count)
      return (String(string[..<end]), count)
    }
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

  /// Whether every byte of `string` is printable ASCII (U+0020–U+007E): one cell per
  /// byte, each byte its own grapheme cluster, nothing the ``Sanitizer`` would change.
  ///
  /// - Complexity: O(n) in the string's UTF-8 length, a byte compare each.
  static func isPrintableASCII(_ string: some StringProtocol) -> Bool {
    let utf8 = string.utf8
    if let result = utf8.withContiguousStorageIfAvailable({ isPrintableASCII(bytes: $0) }) {
      return result
    }
    return utf8.allSatisfy { $0 &- 0x20 < 0x5F }
  }

  /// Whether every byte is printable ASCII (U+0020–U+007E).
  static func isPrintableASCII(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte &- 0x20 >= 0x5F { return false }
    return true
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
