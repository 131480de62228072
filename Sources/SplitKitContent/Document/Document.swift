/// A document a host renders: header fields, a rule, paragraphs of styled runs, a body
/// whose quoted lines and signature the host styles, notes and warnings, and an attachments
/// section.
///
/// The terminal wraps it to the column and lays out only what it shows; GTK fills a text
/// view with tags (bold field names, dimmed quotes, links the desktop opens).
///
/// ```swift
/// Document(blocks: [
///   .field(name: "From", value: "Ada Lovelace <ada@example.org>"),
///   .field(name: "Subject", value: "Notes"),
///   .rule,
///   .body("Hello,\n> earlier text\n-- \nAda"),
///   .attachments(title: "Attachments (1)", items: [
///     Document.Attachment(name: "notes.pdf", type: "application/pdf", size: "12.3 KB"),
///   ]),
/// ])
/// ```
public struct Document: Hashable, Sendable {
  /// One block of a document.
  public enum Block: Hashable, Sendable {
    /// A header field: its name (bold, in a column) and its value, wrapped under itself.
    case field(name: String, value: String)
    /// A horizontal rule, such as between the header fields and the body.
    case rule
    /// A paragraph of runs.
    case paragraph([TextRun])
    /// Text in which lines starting with `>` are quotes and the lines from a `-- ` line on
    /// a signature; tabs are expanded and URLs are links.
    case body(String)
    /// A remark about the document (dim and italic).
    case note(String)
    /// A warning about the document (a note with a ⚠).
    case warning(String)
    /// The attachments: a heading, then one line per attachment.
    case attachments(title: String, items: [Attachment])
    /// An empty line.
    case blank
  }

  /// One attachment: its name, its type and its size, as people read them.
  public struct Attachment: Hashable, Sendable {
    /// Its file name (`(unnamed)` when it has none).
    public var name: String
    /// Its media type.
    public var type: String
    /// Its size, with any remark (`834 bytes`, `12.3 KB  (damaged)`).
    public var size: String

    /// Creates an attachment line.
    ///
    /// - Parameters:
    ///   - name: Its file name.
    ///   - type: Its media type.
    ///   - size: Its size as text.
    public init(name: String, type: String, size: String) {
      self.name = name
      self.type = type
      self.size = size
    }

    /// The attachment as one line: `• notes.pdf  application/pdf  12.3 KB`.
    public var text: String { "• \(name)  \(type)  \(size)" }
  }

  /// The blocks, in order.
  public var blocks: [Block]

  /// Creates a document.
  ///
  /// - Parameter blocks: The blocks, in order.
  public init(blocks: [Block]) {
    self.blocks = blocks
  }

  /// A document of one note, such as the placeholder `No message selected.`.
  ///
  /// - Parameter text: The note.
  /// - Returns: The document.
  public static func placeholder(_ text: String) -> Document {
    Document(blocks: [.note(text)])
  }

  /// The width, in characters, of the field names' column: the longest name, its colon
  /// and a space (`Subject: ` is 9).
  public var fieldNameWidth: Int {
    blocks.reduce(0) { width, block in
      if case .field(let name, _) = block { return max(width, name.count + 2) }
      return width
    }
  }

  /// The document as plain text, a line per field, paragraph or attachment, as a screen
  /// reader or a test reads it.
  public var plainText: String {
    blocks.map { block in
      switch block {
      case .field(let name, let value): "\(name): \(value)"
      case .rule: "—"
      case .paragraph(let runs): runs.map(\.text).joined()
      case .body(let text), .note(let text): text
      case .warning(let text): "⚠ " + text
      case .attachments(let title, let items):
        ([title] + items.map { "  " + $0.text }).joined(separator: "\n")
      case .blank: ""
      }
    }.joined(separator: "\n")
  }

  /// Where the `http://` and `https://` URLs of a ``Block/body(_:)`` line are, as a host
  /// makes them links.
  ///
  /// A URL runs from its scheme to a space, a control character, `<`, `>` or `"`;
  /// trailing punctuation (`.,;:!?'`) and a `)` or `]` without its opening one are left
  /// out, so `See https://example.org/a.` links `https://example.org/a`.
  ///
  /// ```swift
  /// Document.links(in: "(see https://example.org/a).")  // the range of https://example.org/a
  /// ```
  ///
  /// - Parameter line: One line of body text.
  /// - Returns: The URLs' ranges, in order.
  /// - Complexity: O(n) in the line's length.
  public static func links(in line: Substring) -> [Range<Substring.Index>] {
    var found: [Range<Substring.Index>] = []
    var rest = line
    while let scheme = [rest.firstRange(of: "https://"), rest.firstRange(of: "http://")]
      .compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
    {
      var end =
        rest[scheme.upperBound...].firstIndex {
          $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "\"" || ($0.asciiValue ?? 32) < 32
        } ?? rest.endIndex
      while end > scheme.upperBound {
        let last = rest[rest.index(before: end)]
        let url = rest[scheme.lowerBound..<rest.index(before: end)]
        let unbalanced =
          (last == ")" && url.filter { $0 == "(" }.count <= url.filter { $0 == ")" }.count)
          || (last == "]" && url.filter { $0 == "[" }.count <= url.filter { $0 == "]" }.count)
        guard ".,;:!?'".contains(last) || unbalanced else { break }
        end = rest.index(before: end)
      }
      if end > scheme.upperBound { found.append(scheme.lowerBound..<end) }
      rest = rest[max(end, scheme.upperBound)...]
    }
    return found
  }
}
