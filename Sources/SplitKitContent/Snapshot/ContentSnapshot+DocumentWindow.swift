extension ContentSnapshot.DocumentContent {
  /// A document's window: its blocks, one per line of a body's text, from the top down to
  /// a little past the view's bottom (the lines in view, and a page more once the reader
  /// has scrolled); all of them after End.
  ///
  /// A host that is sent the snapshot (the browser's page) gets what it shows, not a
  /// long message's every line: it asks for more by reporting its scroll position
  /// (``DocumentController/hostScrolled(to:isAtEnd:)``), and the window grows. How many
  /// lines a block wraps to is a guess from ``ContentSnapshot/Metrics/characterWidth``.
  ///
  /// - Parameters:
  ///   - controller: The document's controller, laid out at `height`.
  ///   - width: The pane's width, in points.
  ///   - height: The document's height in the pane.
  ///   - metrics: The sizes of lines and characters.
  /// - Complexity: O(blocks and lines of the document).
  @MainActor public init(
    window controller: DocumentController, width: Int, height: Int,
    metrics: ContentSnapshot.Metrics
  ) {
    let lines = Self.lines(of: controller.document)
    let state = controller.documentState
    let lineHeight = max(1, metrics.lineHeight)
    let columns = max(1, (width - 2 * metrics.documentInset) / max(1, metrics.characterWidth))
    var end = lines.count
    if case .fromTop(let offset) = state.offset {
      let visibleLines = (height + lineHeight - 1) / lineHeight
      let ahead = offset == 0 ? 2 : visibleLines
      let wanted = (offset + height) / lineHeight + 1 + ahead
      var rows = 0
      end = 0
      while end < lines.count, rows < wanted {
        rows += Self.rows(of: lines[end], columns: columns)
        end += 1
      }
    }
    let (offset, fromEnd): (Int, Bool) =
      switch state.offset {
      case .fromTop(let distance): (distance, false)
      case .fromEnd(let distance): (distance, true)
      }
    self.init(blocks: Array(lines[..<end]), offset: offset, fromEnd: fromEnd, count: lines.count)
  }

  /// A document's blocks with each body's text cut at its line breaks, a block per line.
  @MainActor static func lines(of document: Document) -> [ContentSnapshot.Block] {
    var lines: [ContentSnapshot.Block] = []
    for block in document.blocks {
      guard case .body(let text) = block else {
        lines.append(ContentSnapshot.Block(block))
        continue
      }
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(ContentSnapshot.Block(kind: "body", runs: [TextRun(String(line))]))
      }
    }
    return lines
  }

  /// About how many lines a block takes at `columns` characters a line.
  static func rows(of block: ContentSnapshot.Block, columns: Int) -> Int {
    switch block.kind {
    case "rule", "blank": return 1
    case "attachments": return 1 + block.runs.count
    default:
      let characters = block.runs.reduce(block.name.isEmpty ? 0 : block.name.count + 2) {
        $0 + $1.text.count
      }
      return max(1, (characters + columns - 1) / columns)
    }
  }
}
