import SplitKitTerminal

extension ScreenSVG {
  /// Cells of one row sharing a background other than the canvas's, drawn as one rectangle.
  struct BackgroundRun: Hashable {
    /// The first cell's column.
    var start: Int
    /// How many cells it covers.
    var width: Int
    /// The paint, `"#rrggbb"`.
    var fill: String
  }

  /// Cells of one row sharing a text style, drawn as one `<text>`.
  struct TextRun: Hashable {
    /// The first cell's column.
    var start: Int
    /// How many cells it covers.
    var width: Int
    /// The characters.
    var text: String
    /// The paint and font attributes, in order.
    var attributes: [Attribute]
    /// Whether it is a single wide character (never extended).
    var isWide: Bool

    /// The attributes as the canvas takes them.
    var attributePairs: [(String, String)] { attributes.map { ($0.name, $0.value) } }
  }

  /// One SVG attribute.
  struct Attribute: Hashable {
    /// The attribute's name.
    var name: String
    /// Its value, unescaped.
    var value: String
  }

  /// The colours a cell really shows, after `reverse`.
  func colors(of style: Style) -> (foreground: String, background: String) {
    let foreground = palette.hex(for: style.foreground, role: .foreground)
    let background = palette.hex(for: style.background, role: .background)
    guard style.attributes.contains(.reverse) else { return (foreground, background) }
    let reversedForeground = style.background == .default ? palette.background : background
    let reversedBackground = style.foreground == .default ? palette.foreground : foreground
    return (reversedForeground, reversedBackground)
  }

  /// The row's cells whose background differs from the canvas, merged into runs.
  ///
  /// - Complexity: O(columns).
  func backgroundRuns(_ buffer: Buffer, row: Int) -> [BackgroundRun] {
    var runs: [BackgroundRun] = []
    for column in 0..<buffer.size.columns {
      let fill = colors(of: buffer[column, row].style).background
      guard fill != palette.background else { continue }
      if let last = runs.last, last.fill == fill, last.start + last.width == column {
        runs[runs.count - 1].width += 1
      } else {
        runs.append(BackgroundRun(start: column, width: 1, fill: fill))
      }
    }
    return runs
  }

  /// The row's text merged into runs of one style.
  ///
  /// A wide character is a run of its own covering its two cells; trailing spaces are
  /// dropped unless underlined, and runs left empty are skipped.
  ///
  /// - Complexity: O(columns).
  func textRuns(_ buffer: Buffer, row: Int) -> [TextRun] {
    var runs: [TextRun] = []
    for column in 0..<buffer.size.columns {
      let cell = buffer[column, row]
      if cell.isContinuation { continue }
      let attributes = textAttributes(of: cell.style)
      if cell.width == 1, let last = runs.last, !last.isWide, last.attributes == attributes,
        last.start + last.width == column
      {
        runs[runs.count - 1].text.append(cell.grapheme)
        runs[runs.count - 1].width += 1
      } else {
        runs.append(
          TextRun(
            start: column, width: cell.width, text: String(cell.grapheme), attributes: attributes,
            isWide: cell.width > 1))
      }
    }
    return runs.compactMap { run in
      let isUnderlined = run.attributes.contains(
        Attribute(name: "text-decoration", value: "underline"))
      guard !isUnderlined else { return run }
      var trimmed = run
      let trailing = run.text.reversed().prefix { $0 == " " }.count
      trimmed.text = String(run.text.dropLast(trailing))
      trimmed.width -= trailing
      return trimmed.text.isEmpty ? nil : trimmed
    }
  }

  /// The SVG attributes for text in `style`.
  func textAttributes(of style: Style) -> [Attribute] {
    var attributes = [Attribute(name: "fill", value: colors(of: style).foreground)]
    let mapped: [(Style.Attributes, String, String)] = [
      (.bold, "font-weight", "bold"), (.italic, "font-style", "italic"),
      (.underline, "text-decoration", "underline"), (.dim, "fill-opacity", "0.6"),
    ]
    for (flag, name, value) in mapped where style.attributes.contains(flag) {
      attributes.append(Attribute(name: name, value: value))
    }
    return attributes
  }
}
