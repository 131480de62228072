extension Text {
  /// The string broken into lines of at most `width` cells.
  ///
  /// Newlines end a line. Within a paragraph, lines break at spaces so words stay whole;
  /// the space at a break is dropped, leading indentation is kept. A word wider than
  /// `width` is broken between grapheme clusters; a wide character never straddles a
  /// line end.
  ///
  /// ```swift
  /// Text.wrapped("The quick brown fox", toWidth: 10)  // ["The quick", "brown fox"]
  /// ```
  ///
  /// - Parameters:
  ///   - string: The text to wrap.
  ///   - width: The number of cells per line; at least 1 is used.
  /// - Returns: The lines, at least one (an empty string wraps to `[""]`).
  /// - Complexity: O(n) in the string's length.
  public static func wrapped(_ string: String, toWidth width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var wrapper = LineWrapper(width: width)
      for run in paragraph.wordRuns() { wrapper.add(run) }
      lines.append(contentsOf: wrapper.finish())
    }
    return lines
  }
}

/// Greedy line filling for ``Text/wrapped(_:toWidth:)``.
private struct LineWrapper {
  let width: Int
  var lines: [String] = []
  var line = ""
  var lineWidth = 0
  var pendingSpaces = ""

  init(width: Int) { self.width = width }

  mutating func add(_ run: Substring) {
    if run.first == " " {
      pendingSpaces += run
      return
    }
    let spaceWidth = pendingSpaces.count
    let wordWidth = Text.displayWidth(run)
    if lineWidth + spaceWidth + wordWidth <= width {
      line += pendingSpaces + run
      lineWidth += spaceWidth + wordWidth
    } else if wordWidth <= width {
      breakLine()
      line = String(run)
      lineWidth = wordWidth
    } else {
      // Broken between grapheme clusters in one pass; a character wider than the whole
      // line (a wide one at width 1) goes on its own.
      if lineWidth > 0 { breakLine() }
      for character in run {
        let characterWidth = Text.displayWidth(character)
        if lineWidth + characterWidth > width, !line.isEmpty { breakLine() }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    pendingSpaces = ""
  }

  private mutating func breakLine() {
    lines.append(line)
    line = ""
    lineWidth = 0
  }

  mutating func finish() -> [String] {
    lines.append(line)
    return lines
  }
}

extension Substring {
  /// Alternating runs of spaces and of other characters.
  fileprivate func wordRuns() -> [Substring] {
    var runs: [Substring] = []
    var index = startIndex
    while index < endIndex {
      let isSpace = self[index] == " "
      var end = index
      while end < endIndex, (self[end] == " ") == isSpace { end = self.index(after: end) }
      runs.append(self[index..<end])
      index = end
    }
    return runs
  }
}
