/// The graphic rendition of one cell, as SGR sequences (`ESC [ … m`) set it: colours and
/// attributes, enough to tell two screens apart the way a person's eye would.
struct SGRStyle: Hashable, Sendable {
  /// The foreground colour's SGR parameters (`[31]`, `[38, 5, 208]`), `nil` for default.
  var foreground: [Int]?
  /// The background colour's SGR parameters (`[44]`, `[48, 5, 236]`), `nil` for default.
  var background: [Int]?
  /// The attributes on: 1 bold, 2 dim, 3 italic, 4 underline, 5 blink, 7 reverse,
  /// 8 hidden, 9 strike-through.
  var attributes: Set<Int> = []

  /// Whether the cell is drawn in reverse video or on a background colour, the two ways
  /// a list marks its selected row.
  var isHighlight: Bool { attributes.contains(7) || background != nil }

  /// The part of the style a person can see on `character`: on a space only the
  /// background, reverse video, underline and strike-through show.
  ///
  /// - Parameter character: The cell's character.
  /// - Returns: The style with invisible parts removed.
  func visible(on character: Character) -> SGRStyle {
    guard character == " ", !attributes.contains(7) else { return self }
    return SGRStyle(
      foreground: nil, background: background, attributes: attributes.intersection([4, 9]))
  }

  /// Applies one SGR sequence's parameters, in order.
  ///
  /// - Parameter codes: The numbers between `ESC [` and `m`; empty means reset.
  mutating func apply(_ codes: [Int]) {
    var codes = codes.isEmpty ? [0][...] : codes[...]
    while let code = codes.popFirst() {
      switch code {
      case 0: self = SGRStyle()
      case 1...9: attributes.insert(code)
      case 22: attributes.subtract([1, 2])
      case 23...29: attributes.remove(code - 20)
      case 30...37, 90...97: foreground = [code]
      case 39: foreground = nil
      case 40...47, 100...107: background = [code]
      case 49: background = nil
      case 38, 48:
        // Extended colour: `5;n` or `2;r;g;b`; its numbers are not attributes.
        let count = codes.first == 5 ? 2 : codes.first == 2 ? 4 : 0
        let colour = [code] + codes.prefix(count)
        codes = codes.dropFirst(count)
        if code == 38 { foreground = colour } else { background = colour }
      default: break
      }
    }
  }
}
