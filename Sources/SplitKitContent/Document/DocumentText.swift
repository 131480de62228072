/// One piece of a document's text — a header value, a note, the body — cut into *blocks*
/// that a host wraps one at a time, so a huge line costs only the blocks in view.
///
/// A block is a line of the text, or, for a line longer than ``blockSize`` bytes, a piece
/// of it (at most twice ``blockSize``). Pieces are cut at fixed places found from the
/// bytes around them alone (near each multiple of ``blockSize``: the start of the line
/// there, if it starts within a block before; else the last space before it, or else a
/// character boundary there), so the block around any byte is found in O(``blockSize``)
/// time going forward or backward, without reading the text from its start, and a line
/// shorter than a block is never cut. A cut at a space reads like an ordinary wrap;
/// without spaces (a 1 GB line of one letter) it only ends one line early.
///
/// The content layer cuts a document once (``DocumentController/textSections``); the
/// terminal wraps the blocks on screen to its cells, and a snapshot's document window
/// (``ContentSnapshot/DocumentContent/init(window:width:height:metrics:)``) sends a
/// browser the blocks from the top down to what shows, so neither ever splits the whole
/// text.
package struct DocumentText: Sendable {
  /// How the lines of a text are drawn.
  package enum Kind: Hashable, Sendable {
    /// Plain lines with traits.
    case plain(TextTraits)
    /// A header value: the first line after the strong label, the others indented under it.
    case header(label: String, labelWidth: Int)
    /// A secondary horizontal rule as wide as the column; the text is ignored.
    case rule
    /// The body: quoted lines (`> …`) with ``quoteTraits``, the signature (from a `-- `
    /// line on) with ``signatureTraits``.
    case body
  }

  /// The traits of field names ("Subject:").
  package static let labelTraits = TextTraits.strong
  /// The traits of notes and placeholders.
  package static let noteTraits = TextTraits.note
  /// The traits of quoted lines (`> ...`).
  package static let quoteTraits = TextTraits.quote
  /// The traits of the signature, from a `-- ` line on, and of a rule.
  package static let signatureTraits = TextTraits.secondary

  /// The texts of a document's blocks, in order, to lay out lazily, and where each of the
  /// document's blocks starts among them.
  ///
  /// - Parameter document: The document.
  /// - Returns: One text per line-producing piece (a field, the rule, a paragraph, the
  ///   body, a note, the attachments' heading and each attachment), and for each of
  ///   `document.blocks` the index of its first text.
  /// - Complexity: O(length of the document), a copy of its bytes; nothing is wrapped.
  package static func sections(of document: Document) -> (texts: [DocumentText], starts: [Int]) {
    let labelWidth = document.fieldNameWidth
    var sections: [DocumentText] = []
    var starts: [Int] = []
    starts.reserveCapacity(document.blocks.count)
    for block in document.blocks {
      starts.append(sections.count)
      switch block {
      case .field(let name, let value):
        sections.append(DocumentText(value, kind: .header(label: name, labelWidth: labelWidth)))
      case .rule: sections.append(DocumentText("", kind: .rule))
      case .paragraph(let runs):
        sections.append(
          DocumentText(runs.map(\.text).joined(), kind: .plain(runs.first?.traits ?? [])))
      case .body(let text): sections.append(DocumentText(text, kind: .body))
      case .note(let text): sections.append(DocumentText(text, kind: .plain(noteTraits)))
      case .warning(let text): sections.append(DocumentText("⚠ " + text, kind: .plain(noteTraits)))
      case .attachments(let title, let items):
        sections.append(DocumentText(title, kind: .plain(labelTraits)))
        for item in items {
          sections.append(DocumentText("  " + item.text, kind: .plain([])))
        }
      case .blank: sections.append(DocumentText("", kind: .plain([])))
      }
    }
    return (sections, starts)
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

  /// The cut place `index` (cut 0 is the start): the start of the line that holds
  /// `index × blockSize` when it starts in the ``blockSize`` bytes before (a line shorter
  /// than a block is never cut); else the byte after the last space in the
  /// ``spaceSearch`` bytes before that place, or else a character boundary there; nil
  /// when that is at or past the end.
  package func cut(_ index: Int) -> Int? {
    let target = index * Self.blockSize
    guard index > 0 else { return 0 }
    guard target < bytes.count else { return nil }
    // Searched from `target` back, so an ordinary text finds its newline in a line's
    // length; only a line longer than a block reads the block.
    if let newline = bytes[(target - Self.blockSize)..<target].lastIndex(of: 0x0A) {
      return newline + 1
    }
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

  /// How many blocks the text has (an empty text one).
  ///
  /// - Complexity: O(length of the text).
  package var blockCount: Int {
    var count = 1
    var start = 0
    while let next = blockEnd(from: start).next {
      count += 1
      start = next
    }
    return count
  }

  /// Whether the block starting at `start` begins a line (rather than continuing a cut one).
  package func startsLine(_ start: Int) -> Bool {
    start == 0 || bytes[start - 1] == 0x0A
  }

  /// The text of the block starting at `start`, without its line break.
  ///
  /// - Parameter start: The block's first byte.
  /// - Returns: Its text (a cut in the middle of a character cannot happen: cuts are at
  ///   character boundaries).
  package func text(ofBlockAt start: Int) -> String {
    String(decoding: bytes[start..<blockEnd(from: start).end], as: UTF8.self)
  }

  /// The traits the block starting at `start` is drawn with: a quote's or the signature's
  /// in a body, the text's own otherwise (a header's value has none, its label
  /// ``labelTraits``).
  ///
  /// - Parameters:
  ///   - start: The block's first byte.
  ///   - text: The block's text, when already read.
  /// - Returns: The traits.
  package func traits(ofBlockAt start: Int, text: String? = nil) -> TextTraits {
    switch kind {
    case .plain(let traits): return traits
    case .rule: return Self.signatureTraits
    case .header: return []
    case .body:
      if let signatureStart, start >= signatureStart { return Self.signatureTraits }
      guard startsLine(start) else { return [] }
      let text = text ?? self.text(ofBlockAt: start)
      return text.drop(while: { $0 == " " }).hasPrefix(">") ? Self.quoteTraits : []
    }
  }
}
