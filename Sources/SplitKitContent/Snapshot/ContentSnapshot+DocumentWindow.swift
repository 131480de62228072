extension ContentSnapshot.DocumentContent {
  /// A document's window: its blocks, one per line of a body's text (a line longer than
  /// 16,384 bytes cut in pieces, as the terminal cuts it), from the top down to a little
  /// past the view's bottom (the lines in view, and a page more once the reader has
  /// scrolled); all of them after End.
  ///
  /// A host that is sent the snapshot (the browser's page) gets what it shows, not a
  /// long message's every line: it asks for more by reporting its scroll position
  /// (``DocumentController/hostScrolled(to:isAtEnd:)``), and the window grows. How many
  /// lines a block wraps to is a guess from ``ContentSnapshot/Metrics/characterWidth``.
  /// The body is read from the controller's one cut copy of the text, a line at a time,
  /// only as far as the window goes, so a frame of a long message costs its window, not
  /// the message.
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
    var wanted = Int.max
    if case .fromTop(let offset) = state.offset {
      let visibleLines = (height + lineHeight - 1) / lineHeight
      let ahead = offset == 0 ? 2 : visibleLines
      wanted = (offset + height) / lineHeight + 1 + ahead
    }
    let blocks = Self.lines(of: controller, rows: wanted, columns: columns)
    let (offset, fromEnd): (Int, Bool) =
      switch state.offset {
      case .fromTop(let distance): (distance, false)
      case .fromEnd(let distance): (distance, true)
      }
    self.init(
      blocks: blocks, offset: offset, fromEnd: fromEnd, count: controller.windowBlockCount)
  }

  /// A document's blocks from the top with each body's text cut into lines (and a long
  /// line into pieces), until they take `rows` lines at `columns` characters a line; a
  /// quoted line and the signature carry the traits the terminal draws them with.
  ///
  /// - Parameters:
  ///   - controller: The document's controller.
  ///   - rows: How many lines the blocks should fill; `Int.max` for the whole document.
  ///   - columns: The characters in a line.
  /// - Returns: The blocks.
  @MainActor static func lines(
    of controller: DocumentController, rows wanted: Int, columns: Int
  ) -> [ContentSnapshot.Block] {
    let (texts, starts) = controller.textSections
    var lines: [ContentSnapshot.Block] = []
    var rows = 0
    for (index, block) in controller.document.blocks.enumerated() {
      guard rows < wanted else { break }
      guard case .body = block else {
        let line = ContentSnapshot.Block(block)
        rows += Self.rows(of: line, columns: columns)
        lines.append(line)
        continue
      }
      let text = texts[starts[index]]
      var start: Int? = 0
      while let current = start, rows < wanted {
        let piece = text.text(ofBlockAt: current)
        let line = ContentSnapshot.Block(
          kind: "body",
          runs: [TextRun(piece, traits: text.traits(ofBlockAt: current, text: piece))])
        rows += Self.rows(of: line, columns: columns)
        lines.append(line)
        start = text.blockEnd(from: current).next
      }
    }
    return lines
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
