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
    let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
      for byte in bytes where byte &- 0x20 >= 0x5F && byte != 0x0A { return nil }
      return wrappedASCII(bytes, toWidth: width)
    }
    if let ascii = ascii ?? nil { return ascii }
    var lines: [String] = []
    for paragraph in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var wrapper = LineWrapper(width: width)
      for run in paragraph.wordRuns() { wrapper.add(run) }
      lines.append(contentsOf: wrapper.finish())
    }
    return lines
  }
}

extension Text {
  /// ``wrapped(_:toWidth:)`` for printable ASCII and line feeds, byte by byte: the same
  /// lines, without grapheme breaking (every byte is one cluster of one cell).
  ///
  /// A line is always a contiguous range of the text (the spaces kept inside it and the
  /// words), so it is cut out once instead of being built up.
  static func wrappedASCII(_ bytes: UnsafeBufferPointer<UInt8>, toWidth width: Int) -> [String] {
    var lines: [String] = []
    let end = bytes.count
    var start = 0
    while true {
      var paragraphEnd = start
      while paragraphEnd < end, bytes[paragraphEnd] != 0x0A { paragraphEnd += 1 }
      wrapASCIIParagraph(bytes, start..<paragraphEnd, width: width, into: &lines)
      if paragraphEnd == end { return lines }
      start = paragraphEnd + 1
    }
  }

  /// Greedy filling of one paragraph, as ``LineWrapper`` does it.
  private static func wrapASCIIParagraph(
    _ bytes: UnsafeBufferPointer<UInt8>, _ paragraph: Range<Int>, width: Int,
    into lines: inout [String]
  ) {
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var line = paragraph.lowerBound..<paragraph.lowerBound
    var spaces: Range<Int>?
    var index = paragraph.lowerBound
    while index < paragraph.upperBound {
      var runEnd = index
      let isSpace = bytes[index] == 0x20
      while runEnd < paragraph.upperBound, (bytes[runEnd] == 0x20) == isSpace { runEnd += 1 }
      defer { index = runEnd }
      if isSpace {
        spaces = index..<runEnd
        continue
      }
      let spaceWidth = spaces?.count ?? 0
      let wordWidth = runEnd - index
      if line.count + spaceWidth + wordWidth <= width {
        line = (line.isEmpty ? spaces?.lowerBound ?? index : line.lowerBound)..<runEnd
      } else if wordWidth <= width {
        lines.append(text(line))
        line = index..<runEnd
      } else {
        if !line.isEmpty { lines.append(text(line)) }
        line = index..<index
        for character in index..<runEnd {
          if line.count + 1 > width, !line.isEmpty {
            lines.append(text(line))
            line = character..<character
          }
          line = line.lowerBound..<character + 1
        }
      }
      spaces = nil
    }
    lines.append(text(line))
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
