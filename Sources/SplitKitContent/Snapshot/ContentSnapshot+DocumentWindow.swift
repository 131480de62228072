extension ContentSnapshot.DocumentContent {
  /// A document's window: its blocks, one per line of a body's text (a line longer than
  /// 16,384 bytes cut in pieces, as the terminal cuts it), from the top down to a little
  /// past the view's bottom (the lines in view, and a page more once the reader has
  /// scrolled); after End, from the end up to a little past the view's top, the same way.
  ///
  /// A host that is sent the snapshot (the browser's page) gets what it shows, not a
  /// long message's every line: it asks for more by reporting its scroll position
  /// (``DocumentController/hostScrolled(to:isAtEnd:)``, from the end after End), and the
  /// window grows. How many lines a block wraps to is a guess from
  /// ``ContentSnapshot/Metrics/characterWidth``. The body is read from the controller's one
  /// cut copy of the text, a line at a time, only as far as the window goes, so a frame of
  /// a long message costs its window, not the message, at its start or at its end.
  ///
  /// - Parameters:
  ///   - controller: The document's controller, laid out at `height`.
  ///   - width: The pane's width, in points.
  ///   - height: The document's height in the pane.
  ///   - metrics: The sizes of lines and characters.
  /// - Complexity: O(the window's blocks and bytes); the first window of a document also
  ///   counts its lines, once.
  @MainActor public init(
    window controller: DocumentController, width: Int, height: Int,
    metrics: ContentSnapshot.Metrics
  ) {
    let state = controller.documentState
    let lineHeight = max(1, metrics.lineHeight)
    let columns = max(1, (width - 2 * metrics.documentInset) / max(1, metrics.characterWidth))
    let visibleLines = (height + lineHeight - 1) / lineHeight
    let count = controller.windowBlockCount
    // The lines to the view's far edge, and two more, or a page more once scrolled.
    func wanted(_ offset: Int) -> Int {
      (offset + height) / lineHeight + 1 + (offset == 0 ? 2 : visibleLines)
    }
    switch state.offset {
    case .fromTop(let offset):
      let blocks = Self.lines(of: controller, rows: wanted(offset), columns: columns)
      self.init(blocks: blocks, offset: offset, count: count)
    case .fromEnd(let offset):
      let blocks = Self.lines(
        of: controller, rows: wanted(offset), columns: columns, fromEnd: true)
      self.init(
        blocks: blocks, first: count - blocks.count, offset: offset, fromEnd: true, count: count)
    }
  }

  /// A document's blocks from the top (or from the end) with each body's text cut into
  /// lines (and a long line into pieces), until they take `rows` lines at `columns`
  /// characters a line; a quoted line and the signature carry the traits the terminal
  /// draws them with.
  ///
  /// - Parameters:
  ///   - controller: The document's controller.
  ///   - rows: How many lines the blocks should fill; `Int.max` for the whole document.
  ///   - columns: The characters in a line.
  ///   - fromEnd: Whether to take the last blocks rather than the first.
  /// - Returns: The blocks, in the document's order.
  @MainActor static func lines(
    of controller: DocumentController, rows wanted: Int, columns: Int, fromEnd: Bool = false
  ) -> [ContentSnapshot.Block] {
    let (texts, starts) = controller.textSections
    let blocks = controller.document.blocks
    var lines: [ContentSnapshot.Block] = []
    var rows = 0
    for index in fromEnd ? Array(blocks.indices.reversed()) : Array(blocks.indices) {
      guard rows < wanted else { break }
      guard case .body = blocks[index] else {
        let line = ContentSnapshot.Block(blocks[index])
        rows += Self.rows(of: line, columns: columns)
        lines.append(line)
        continue
      }
      let text = texts[starts[index]]
      var start: Int? = fromEnd ? text.blockStart(containing: text.bytes.count) : 0
      while let current = start, rows < wanted {
        let line = Self.bodyLine(of: text, at: current)
        rows += Self.rows(of: line, columns: columns)
        lines.append(line)
        start = fromEnd ? text.blockStart(before: current) : text.blockEnd(from: current).next
      }
    }
    return fromEnd ? lines.reversed() : lines
  }

  /// The block of a body's text starting at byte `start`, with its traits.
  static func bodyLine(of text: DocumentText, at start: Int) -> ContentSnapshot.Block {
    let piece = text.text(ofBlockAt: start)
    return ContentSnapshot.Block(
      kind: "body", runs: [TextRun(piece, traits: text.traits(ofBlockAt: start, text: piece))])
  }

  /// About how many lines a block takes at `columns` characters a line, counting
  /// Unicode scalars as characters (a guess either way; scalars are counted several
  /// times faster than grapheme clusters, and a 16 KB piece of a long line is counted
  /// every frame it shows).
  static func rows(of block: ContentSnapshot.Block, columns: Int) -> Int {
    switch block.kind {
    case "rule", "blank": return 1
    case "attachments": return 1 + block.runs.count
    default:
      let name = block.name.isEmpty ? 0 : block.name.unicodeScalars.count + 2
      let characters = block.runs.reduce(name) { $0 + $1.text.unicodeScalars.count }
      return max(1, (characters + columns - 1) / columns)
    }
  }
}
