extension ContentSnapshot {
  /// A list as it shows: the rows in view (only those), the selection, the total count,
  /// the filter field and the placeholder.
  public struct ListContent: Hashable, Sendable, Codable {
    /// How many rows the list has in all.
    public var count: Int
    /// The index of the first row in ``rows``.
    public var first: Int
    /// The rows in view, from ``first``.
    public var rows: [ListRowContent]
    /// The selected row, if any.
    public var selection: Int?
    /// How many rows fit: a page.
    public var visibleRows: Int
    /// The filter field, when the list has one.
    public var filter: FilterField?
    /// What shows when the list is empty, if anything.
    public var placeholder: String?
    /// What one row is called, for screen readers (`message`).
    public var rowNoun: String

    /// Creates a list window.
    ///
    /// - Parameters:
    ///   - count: The total row count.
    ///   - first: The first row's index.
    ///   - rows: The rows in view.
    ///   - selection: The selected row.
    ///   - visibleRows: A page.
    ///   - filter: The filter field.
    ///   - placeholder: The empty list's text.
    ///   - rowNoun: What a row is called.
    public init(
      count: Int, first: Int, rows: [ListRowContent], selection: Int?, visibleRows: Int,
      filter: FilterField? = nil, placeholder: String? = nil, rowNoun: String = "item"
    ) {
      self.count = count
      self.first = first
      self.rows = rows
      self.selection = selection
      self.visibleRows = visibleRows
      self.filter = filter
      self.placeholder = placeholder
      self.rowNoun = rowNoun
    }
  }

  /// A document as it shows: its blocks and the scroll position the content asks for.
  public struct DocumentContent: Hashable, Sendable, Codable {
    /// The document's blocks from ``first`` on, each with its text as runs: all of them, or
    /// a window (``count`` says how many there are in all).
    public var blocks: [Block]
    /// The index of the first of ``blocks`` in the whole document: 0 for a window from the
    /// top, the blocks before the window's after End.
    public var first: Int
    /// The scroll position, in points from the top (or from the end when ``fromEnd``).
    public var offset: Int
    /// Whether ``offset`` counts from the end (End was pressed).
    public var fromEnd: Bool
    /// How many blocks the whole document has: more than ``blocks`` when the window
    /// holds only part of it (``init(window:width:height:metrics:)``).
    public var count: Int

    /// Creates a document window.
    ///
    /// - Parameters:
    ///   - blocks: The blocks, from `first` on.
    ///   - first: The index of the first of `blocks` in the whole document.
    ///   - offset: The scroll offset.
    ///   - fromEnd: Whether it counts from the end.
    ///   - count: The whole document's blocks; nil when `blocks` are all of them.
    public init(
      blocks: [Block], first: Int = 0, offset: Int = 0, fromEnd: Bool = false,
      count: Int? = nil
    ) {
      self.blocks = blocks
      self.first = max(0, first)
      self.offset = offset
      self.fromEnd = fromEnd
      self.count = max(count ?? self.first + blocks.count, self.first + blocks.count)
    }
  }

  /// One block of a document, flattened to a kind and runs of text.
  public struct Block: Hashable, Sendable, Codable {
    /// What the block is: `field`, `rule`, `paragraph`, `body`, `note`, `warning`,
    /// `attachments` or `blank`.
    public var kind: String
    /// A field's name or the attachments' title; empty otherwise.
    public var name: String
    /// The text, as runs with traits and links.
    public var runs: [TextRun]

    /// Creates a block.
    ///
    /// - Parameters:
    ///   - kind: What it is.
    ///   - name: A field's name or a title.
    ///   - runs: Its text.
    public init(kind: String, name: String = "", runs: [TextRun] = []) {
      self.kind = kind
      self.name = name
      self.runs = runs
    }

    private enum Key: String, CodingKey { case kind, name, runs }
    private enum RunKey: String, CodingKey { case text, traits, link }

    /// Decodes a block; a bare string is a body's line, an absent name or runs are empty.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws for a missing kind or a wrong type.
    public init(from decoder: any Decoder) throws {
      if let line = try? decoder.singleValueContainer().decode(String.self) {
        self.init(kind: "body", runs: [TextRun(line)])
        return
      }
      let container = try decoder.container(keyedBy: Key.self)
      let kind = try container.decode(String.self, forKey: .kind)
      let name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
      var runs: [TextRun] = []
      if var list = try? container.nestedUnkeyedContainer(forKey: .runs) {
        while !list.isAtEnd {
          let run = try list.nestedContainer(keyedBy: RunKey.self)
          runs.append(
            TextRun(
              try run.decode(String.self, forKey: .text),
              traits: TextTraits(
                rawValue: try run.decodeIfPresent(UInt16.self, forKey: .traits) ?? 0),
              link: try run.decodeIfPresent(String.self, forKey: .link)))
        }
      }
      self.init(kind: kind, name: name, runs: runs)
    }

    /// Encodes a block compactly: a body's plain line as a bare string, no empty name or
    /// runs, no plain runs' traits, no absent links (a document is most of what a browser
    /// is sent).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      if kind == "body", name.isEmpty, runs.count == 1, runs[0].traits.isEmpty,
        runs[0].link == nil
      {
        var line = encoder.singleValueContainer()
        try line.encode(runs[0].text)
        return
      }
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(kind, forKey: .kind)
      if !name.isEmpty { try container.encode(name, forKey: .name) }
      guard !runs.isEmpty else { return }
      var list = container.nestedUnkeyedContainer(forKey: .runs)
      for run in runs {
        var item = list.nestedContainer(keyedBy: RunKey.self)
        try item.encode(run.text, forKey: .text)
        if !run.traits.isEmpty { try item.encode(run.traits.rawValue, forKey: .traits) }
        if let link = run.link { try item.encode(link, forKey: .link) }
      }
    }

    /// The block of a document's block.
    ///
    /// - Parameter block: The document's block.
    public init(_ block: Document.Block) {
      switch block {
      case .field(let name, let value): self.init(kind: "field", name: name, runs: [TextRun(value)])
      case .rule: self.init(kind: "rule")
      case .paragraph(let runs): self.init(kind: "paragraph", runs: runs)
      case .body(let text): self.init(kind: "body", runs: [TextRun(text)])
      case .note(let text): self.init(kind: "note", runs: [TextRun(text, traits: .note)])
      case .warning(let text): self.init(kind: "warning", runs: [TextRun(text)])
      case .attachments(let title, let items):
        self.init(kind: "attachments", name: title, runs: items.map { TextRun($0.text) })
      case .blank: self.init(kind: "blank")
      }
    }
  }
}
