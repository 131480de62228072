extension NotesApp {
  /// A note: its folder and its text, whose first line is its title.
  public struct Note: Hashable, Sendable, Identifiable {
    /// The note's identity.
    public var id: Int
    /// The folder it is in.
    public var folder: String
    /// Its text.
    public var body: String

    /// The first line that is not blank, or "New Note".
    public var title: String {
      let line = body.split(whereSeparator: \.isNewline).first {
        !$0.allSatisfy(\.isWhitespace)
      }
      return line.map { String($0.prefix(80)) } ?? "New Note"
    }

    /// The line after the title, or "No additional text".
    public var preview: String {
      let lines = body.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
      return lines.count > 1 ? String(lines[1].prefix(80)) : "No additional text"
    }

    /// The words in the note: runs of characters between whitespace.
    public var wordCount: Int { body.split(whereSeparator: \.isWhitespace).count }

    /// Whether the note holds `text`, ignoring case; empty text matches every note.
    ///
    /// - Parameter text: What is searched for.
    /// - Returns: Whether it matches.
    public func matches(_ text: String) -> Bool {
      text.isEmpty || body.lowercased().contains(text.lowercased())
    }
  }
}
