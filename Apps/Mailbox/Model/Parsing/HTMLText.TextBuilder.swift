extension HTMLText {
  /// Collects text the way a browser lays it out: collapsed whitespace, at most the
  /// requested number of line breaks between blocks, no leading or trailing blank lines.
  struct TextBuilder {
    private var output = ""
    private var pendingBreaks = 0
    private var pendingSpace = false
    private var atLineStart = true
    private var linkStart = 0

    /// Appends text; outside `pre`, runs of whitespace collapse to one space.
    mutating func append(_ text: String, preformatted: Bool) {
      for character in text {
        let isBreak = character == "\n" || character == "\r\n" || character == "\r"
        if preformatted {
          if isBreak {
            pendingBreaks += 1
            pendingSpace = false
            continue
          }
          emit(character)
        } else if character.isWhitespace && character != "\u{00A0}" {
          if !atLineStart { pendingSpace = true }
        } else {
          emit(character)
        }
      }
    }

    private mutating func emit(_ character: Character) {
      if pendingBreaks > 0, !output.isEmpty {
        output += String(repeating: "\n", count: pendingBreaks)
        atLineStart = true
      }
      pendingBreaks = 0
      if pendingSpace, !atLineStart { output.append(" ") }
      pendingSpace = false
      output.append(character)
      atLineStart = false
    }

    /// Ends the current line.
    ///
    /// A `count` of 2 leaves a blank line. `force` adds a break even if one is pending,
    /// for consecutive `<br>`.
    mutating func breakLine(_ count: Int, force: Bool = false) {
      pendingSpace = false
      pendingBreaks = force ? min(pendingBreaks + 1, 3) : max(pendingBreaks, count)
      if !force && atLineStart && output.isEmpty { pendingBreaks = 0 }
      if pendingBreaks > 0 { atLineStart = true }
    }

    /// Remembers where a link's text starts.
    mutating func markLinkStart() { linkStart = output.utf8.count }

    /// The text written since ``markLinkStart()``.
    var textSinceLinkStart: String {
      String(decoding: output.utf8.dropFirst(linkStart), as: UTF8.self)
    }

    /// The collected text without trailing whitespace.
    func finish() -> String {
      var result = output
      while let last = result.last, last.isWhitespace { result.removeLast() }
      return result
    }
  }
}
