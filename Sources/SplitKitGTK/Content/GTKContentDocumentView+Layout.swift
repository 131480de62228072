import SplitKitContent

extension GTKContentDocumentView {
  /// A document as the text view's text and the tags on it.
  ///
  /// Field names are bold, a tab before their values, notes italic, and every `http://`
  /// or `https://` URL a link (``/SplitKitContent/Document/links(in:)``). A body's lines are
  /// the controller's one cut of its text (`DocumentController.textSections`, which the
  /// terminal and the browser's window read too), each with the traits it carries there
  /// (a quote's, the signature's), so no host decides those on its own. Offsets count
  /// characters as GTK does (Unicode scalars).
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - sections: Its text cut into blocks, from `DocumentText.sections(of:)`.
  /// - Returns: The text, the tagged ranges and the links.
  /// - Complexity: O(length of the document).
  static func layout(
    _ document: Document, sections: (texts: [DocumentText], starts: [Int])
  ) -> (
    text: String, ranges: [(tag: String, start: Int, end: Int)],
    links: [(start: Int, end: Int, url: String)]
  ) {
    var text = ""
    var offset = 0
    var ranges: [(tag: String, start: Int, end: Int)] = []
    var links: [(start: Int, end: Int, url: String)] = []
    func add(_ piece: String, tags: [String] = []) {
      let count = piece.unicodeScalars.count
      for tag in tags where count > 0 { ranges.append((tag, offset, offset + count)) }
      text += piece
      offset += count
    }
    func addLine(_ line: Substring, tags: [String]) {
      var done = line.startIndex
      for range in Document.links(in: line) {
        add(String(line[done..<range.lowerBound]), tags: tags)
        let linkStart = offset
        add(String(line[range]), tags: tags + ["link"])
        links.append((linkStart, offset, String(line[range])))
        done = range.upperBound
      }
      add(String(line[done...]), tags: tags)
    }
    for (index, block) in document.blocks.enumerated() {
      switch block {
      case .field(let name, let value):
        // A tab to the field column (GTKContentDocumentView's tab stop): proportional
        // text cannot line up with spaces.
        add(name + ":", tags: ["field"])
        add("\t" + value + "\n")
      case .rule:
        // A line one point high with its paragraph painted (the "rule" tag), which
        // follows the view's width as it changes, between two short blank lines. A tagged
        // paragraph is painted only where it has a character, hence the space.
        add("\n", tags: ["rule-space"])
        add(" \n", tags: ["rule"])
        add("\n", tags: ["rule-space"])
      case .paragraph(let runs):
        for run in runs {
          let tags = tagNames(run.traits)
          if let link = run.link {
            let start = offset
            add(run.text, tags: tags + ["link"])
            links.append((start, offset, link))
          } else {
            add(run.text, tags: tags)
          }
        }
        add("\n")
      case .body:
        // A line a block; a line cut in pieces (over 16 KB) goes on without a break.
        let text = sections.texts[sections.starts[index]]
        var start: Int? = 0
        while let current = start {
          let piece = text.text(ofBlockAt: current)
          let next = text.blockEnd(from: current).next
          addLine(Substring(piece), tags: tagNames(text.traits(ofBlockAt: current, text: piece)))
          if next.map(text.startsLine) ?? true { add("\n") }
          start = next
        }
      case .note(let note):
        add(note + "\n", tags: ["note"])
      case .warning(let warning):
        add("⚠ " + warning + "\n", tags: ["note"])
      case .attachments(let title, let items):
        add(title + "\n", tags: ["strong"])
        for item in items { add("  " + item.text + "\n") }
      case .blank:
        add("\n")
      }
    }
    return (text, ranges, links)
  }

  /// The text tags for `traits`.
  static func tagNames(_ traits: TextTraits) -> [String] {
    let names: [(TextTraits, String)] = [
      (.strong, "strong"), (.emphasis, "emphasis"), (.secondary, "secondary"), (.quote, "quote"),
      (.monospace, "monospace"), (.accent, "accent"),
    ]
    return names.filter { traits.contains($0.0) }.map(\.1)
  }
}
