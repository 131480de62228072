/// One row of `capture-pane -e` output as cells: each character with its style.
///
/// tmux carries the style from one row to the next in its output, so a screen must be
/// read with ``rows(_:)``, which keeps the style across rows. Only SGR sequences carry
/// style; any other CSI sequence is skipped.
struct StyledRow: Equatable, Sendable {
  /// The row's characters without escape sequences, as a plain capture shows them.
  var text: String
  /// The style of each character of ``text``.
  var styles: [SGRStyle]

  /// Parses a whole screen captured with escapes.
  ///
  /// - Parameter escaped: The rows, as ``TmuxSession/capture(escapes:)`` returns them
  ///   with `escapes: true`.
  /// - Returns: One styled row per captured row.
  static func rows(_ escaped: [String]) -> [StyledRow] {
    var style = SGRStyle()
    return escaped.map { StyledRow($0, style: &style) }
  }

  /// Parses one row on its own, starting from the default style.
  ///
  /// - Parameter escaped: The row with its escape sequences.
  init(_ escaped: String) {
    var style = SGRStyle()
    self.init(escaped, style: &style)
  }

  private init(_ escaped: String, style: inout SGRStyle) {
    text = ""
    styles = []
    var characters = escaped[...]
    while let character = characters.popFirst() {
      guard character == "\u{1B}", characters.first == "[" else {
        text.append(character)
        styles.append(style)
        continue
      }
      characters.removeFirst()
      let parameters = characters.prefix { !("@"..."~").contains($0) }
      characters.removeFirst(parameters.count)
      guard characters.popFirst() == "m" else { continue }
      style.apply(
        parameters.isEmpty
          ? []
          : parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
    }
  }

  /// Whether the character at `index` is highlighted (reverse video or a background);
  /// false past the row's end.
  ///
  /// - Parameter index: A character offset into ``text``.
  /// - Returns: The character's highlight flag.
  func isHighlighted(at index: Int) -> Bool { index < styles.count && styles[index].isHighlight }

  /// What a person sees: each character with its visible style, trailing plain blanks dropped.
  ///
  /// Two rows that look the same have equal appearances, however tmux chose to encode them.
  var appearance: [Cell] {
    var cells = zip(text, styles).map { Cell(character: $0, style: $1.visible(on: $0)) }
    while let last = cells.last, last == Cell(character: " ", style: SGRStyle()) {
      cells.removeLast()
    }
    return cells
  }

  /// A character and its visible style.
  struct Cell: Hashable, Sendable {
    var character: Character
    var style: SGRStyle
  }
}
