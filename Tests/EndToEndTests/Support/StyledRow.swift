/// One row of `capture-pane -e` output split into its text and which characters are
/// highlighted — drawn in reverse video or on a background colour, the two ways a list
/// shows its selected row (focused and unfocused).
///
/// Only SGR sequences (`ESC [ … m`) carry style; any other CSI sequence is skipped.
struct StyledRow: Equatable, Sendable {
  /// The row's characters without escape sequences, as a plain capture shows them.
  var text: String
  /// For each character of ``text``, whether it is highlighted.
  var highlighted: [Bool]

  /// Parses a row captured with escapes.
  ///
  /// - Parameter escaped: The row, as ``TmuxSession/capture(escapes:)`` returns it with
  ///   `escapes: true`.
  init(_ escaped: String) {
    text = ""
    highlighted = []
    var style = Style()
    var characters = escaped[...]
    while let character = characters.popFirst() {
      guard character == "\u{1B}", characters.first == "[" else {
        text.append(character)
        highlighted.append(style.reverse || style.background)
        continue
      }
      characters.removeFirst()
      let parameters = characters.prefix { !("@"..."~").contains($0) }
      characters.removeFirst(parameters.count)
      guard characters.popFirst() == "m" else { continue }
      style.apply(parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
    }
  }

  /// Whether the character at `index` is highlighted; false past the row's end.
  ///
  /// - Parameter index: A character offset into ``text``.
  /// - Returns: The character's highlight flag.
  func isHighlighted(at index: Int) -> Bool { index < highlighted.count && highlighted[index] }

  /// The two SGR attributes that mark a highlight.
  private struct Style {
    var reverse = false
    var background = false

    mutating func apply(_ codes: [Int]) {
      var codes = codes[...]
      while let code = codes.popFirst() {
        switch code {
        case 0: self = Style()
        case 7: reverse = true
        case 27: reverse = false
        case 40...47, 100...107: background = true
        case 49: background = false
        case 38, 48:
          // Extended colour: `5;n` or `2;r;g;b`; its numbers are not attributes.
          let skip = codes.first == 5 ? 2 : codes.first == 2 ? 4 : 0
          codes = codes.dropFirst(skip)
          if code == 48 { background = true }
        default: break
        }
      }
    }
  }
}
