package import SplitKitContent

/// One piece of a message's text — a header value, a note, the body — cut into *blocks*
/// that are wrapped one at a time, so a huge line costs only the blocks on screen.
///
/// A block is a line of the text, or, for a line longer than ``blockSize`` bytes, a piece
/// of it. Pieces are cut at fixed places found from the bytes around them alone (the last
/// space before each multiple of ``blockSize``, or else a character boundary there), so
/// the block around any byte is found in O(``blockSize``) time going forward or backward,
/// without reading the text from its start. A cut at a space reads like an ordinary
/// wrap; without spaces (a 1 GB line of one letter) it only ends one line early.
package struct DocumentText {
  /// How the lines of a text are drawn.
  package enum Kind: Hashable {
    /// Plain lines in a style.
    case plain(Style)
    /// A header value: the first line after the bold label, the others indented under it.
    case header(label: String, labelWidth: Int)
    /// A dim horizontal rule as wide as the column; the text is ignored.
    case rule
    /// The body: quoted lines (`> …`) in the quote style, the signature (from a `-- `
    /// line on) dimmed.
    case body
  }

  /// The style of field names ("Subject:").
  package static let labelStyle = Style(attributes: .bold)
  /// The style of notes and placeholders.
  package static let noteStyle = Style(attributes: [.dim, .italic])
  /// The style of quoted lines (`> ...`).
  package static let quoteStyle = Style(foreground: .ansi(.cyan))
  /// The style of the signature, from a `-- ` line on.
  package static let signatureStyle = Style(attributes: .dim)

  /// The texts of a document's blocks, in order, to lay out lazily (``DocumentLayout``).
  ///
  /// - Parameter document: The document.
  /// - Returns: One text per line-producing piece: a field, the rule, a paragraph, the
  ///   body, a note, the attachments' heading and each attachment.
  /// - Complexity: O(length of the document), a copy of its bytes; nothing is wrapped.
  package static func sections(of document: Document) -> [DocumentText] {
    let labelWidth = document.fieldNameWidth
    var sections: [DocumentText] = []
    for block in document.blocks {
      switch block {
      case .field(let name, let value):
        sections.append(DocumentText(value, kind: .header(label: name, labelWidth: labelWidth)))
      case .rule: sections.append(DocumentText("", kind: .rule))
      case .paragraph(let runs):
        let style = runs.first?.traits.terminalStyle ?? .default
        sections.append(DocumentText(runs.map(\.text).joined(), kind: .plain(style)))
      case .body(let text): sections.append(DocumentText(text, kind: .body))
      case .note(let text): sections.append(DocumentText(text, kind: .plain(noteStyle)))
      case .warning(let text): sections.append(DocumentText("⚠ " + text, kind: .plain(noteStyle)))
      case .attachments(let title, let items):
        sections.append(DocumentText(title, kind: .plain(labelStyle)))
        for item in items {
          sections.append(DocumentText("  " + item.text, kind: .plain(.default)))
        }
      case .blank: sections.append(DocumentText("", kind: .plain(.default)))
      }
    }
    return sections
  }

  /// The largest block, in UTF-8 bytes; lines longer than this are cut.
  package static let blockSize = 16_384
  /// How far back from a cut place a space is looked for.
  package static let spaceSearch = 256

  /// The text's UTF-8 bytes.
  package let bytes: [UInt8]
  /// How it is drawn.
  package let kind: Kind
  /// Where the signature starts (the `-- ` line), for the body.
  let signatureStart: Int?

  /// Creates a text.
  package init(_ text: String, kind: Kind) {
    bytes = Array(text.utf8)
    self.kind = kind
    signatureStart = kind == .body ? Self.signatureStart(in: bytes) : nil
  }

  /// The start of the first line that is `-- ` or `--`.
  private static func signatureStart(in bytes: [UInt8]) -> Int? {
    var start = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let line = bytes[start..<end]
      if line.elementsEqual("-- ".utf8) || line.elementsEqual("--".utf8) { return start }
      start = end + 1
    }
    return nil
  }

  /// The cut place `index` (cut 0 is the start): the byte after the last space in the
  /// ``spaceSearch`` bytes before `index × blockSize`, or else a character boundary
  /// there; nil when that is at or past the end.
  package func cut(_ index: Int) -> Int? {
    let target = index * Self.blockSize
    guard index > 0 else { return 0 }
    guard target < bytes.count else { return nil }
    let floor = target - Self.spaceSearch
    var position = target
    while position > floor {
      if bytes[position - 1] == 0x20 && bytes[position] != 0x0A { return position }
      position -= 1
    }
    position = target
    // Back to a scalar's first byte; better, to a place between two ASCII characters,
    // which is always between grapheme clusters.
    while position > floor, bytes[position] & 0xC0 == 0x80 { position -= 1 }
    var probe = position
    while probe > floor {
      if bytes[probe] < 0x80 && bytes[probe] != 0x0A && bytes[probe - 1] < 0x80
        && bytes[probe - 1] != 0x0D
      {
        return probe
      }
      probe -= 1
    }
    // Never at a line break, which would add an empty line.
    return bytes[position] == 0x0A ? position + 1 : position
  }

  /// The last cut at or before `offset`.
  private func cut(atOrBefore offset: Int) -> Int {
    var index = offset / Self.blockSize + 1
    while index > 0 {
      if let cut = cut(index), cut <= offset { return cut }
      index -= 1
    }
    return 0
  }

  /// The first cut after `offset`, or the end.
  private func cut(after offset: Int) -> Int {
    var index = offset / Self.blockSize + 1
    while let cut = cut(index) {
      if cut > offset { return cut }
      index += 1
    }
    return bytes.count
  }

  /// The start of the block that contains byte `offset` (or that starts at the end).
  package func blockStart(containing offset: Int) -> Int {
    let offset = min(max(0, offset), bytes.count)
    let lowerCut = cut(atOrBefore: offset)
    if let newline = bytes[lowerCut..<offset].lastIndex(of: 0x0A) { return newline + 1 }
    return lowerCut
  }

  /// The end of the block starting at `start` (exclusive, before its newline) and where
  /// the next block starts, or nil after the last block.
  package func blockEnd(from start: Int) -> (end: Int, next: Int?) {
    let upperCut = cut(after: start)
    if let newline = bytes[start..<upperCut].firstIndex(of: 0x0A) {
      return (newline, newline + 1)
    }
    return (upperCut, upperCut < bytes.count ? upperCut : nil)
  }

  /// The start of the block before the one starting at `start`, or nil for the first.
  package func blockStart(before start: Int) -> Int? {
    start > 0 ? blockStart(containing: start - 1) : nil
  }

  /// Whether the block starting at `start` begins a line (rather than continuing a cut one).
  package func startsLine(_ start: Int) -> Bool {
    start == 0 || bytes[start - 1] == 0x0A
  }

  /// The block starting at `start` wrapped to `width`, styled.
  package func lines(ofBlockAt start: Int, width: Int) -> [[Span]] {
    let end = blockEnd(from: start).end
    let raw = String(decoding: bytes[start..<end], as: UTF8.self)
    switch kind {
    case .rule:
      return [[Span(String(repeating: "─", count: width), style: Style(attributes: .dim))]]
    case .plain(let style):
      return Text.wrapped(Sanitizer.sanitize(raw), toWidth: width).map { [Span($0, style: style)] }
    case .header(let label, let labelWidth):
      return headerLines(raw, label: label, labelWidth: labelWidth, first: start == 0, width: width)
    case .body:
      let style: Style
      if let signatureStart, start >= signatureStart {
        style = Self.signatureStyle
      } else if startsLine(start), raw.drop(while: { $0 == " " }).hasPrefix(">") {
        style = Self.quoteStyle
      } else {
        style = .default
      }
      return Text.wrapped(Sanitizer.sanitize(raw, tabWidth: 8), toWidth: width).map {
        [Span($0, style: style)]
      }
    }
  }

  private func headerLines(
    _ value: String, label: String, labelWidth: Int, first: Bool, width: Int
  ) -> [[Span]] {
    let padding = String(repeating: " ", count: max(0, labelWidth - label.count - 1))
    let labelText = label + ":" + padding
    guard width > labelWidth + 4 else {
      let text = (first ? labelText : "") + Sanitizer.sanitize(value)
      return Text.wrapped(text, toWidth: width).map { [Span($0)] }
    }
    let wrapped = Text.wrapped(Sanitizer.sanitize(value), toWidth: width - labelWidth)
    return wrapped.enumerated().map { row, line in
      [
        Span(
          row == 0 && first ? labelText : String(repeating: " ", count: labelWidth),
          style: Self.labelStyle),
        Span(line),
      ]
    }
  }
}
