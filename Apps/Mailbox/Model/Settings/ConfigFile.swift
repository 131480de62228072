/// The text of the settings file, split into sections of `key = value` entries, each
/// remembering its line so a bad entry can be named.
///
/// The syntax, a small INI (git config, mbsync and aerc read alike):
///
/// ```
/// # A comment: a line starting with # or ;
/// [folders]
/// archive = Archive
/// # Comments are whole lines: a # after a value is part of the value.
/// trash = "Deleted Items"
///
/// # a section may carry one argument (a name)
/// [identity work]
/// from = Ann <ann@example.com>
/// ```
///
/// A value runs from after the `=` to the end of the line, spaces around it trimmed; a
/// value in double quotes keeps its spaces, with `\"` and `\\` escaped inside. Entries
/// before the first section header, a header without its `]`, a line without `=`, an
/// empty key, the same key twice in one section and the same section twice are errors
/// naming the line. Which sections and keys exist is not the parser's business:
/// ``MailboxConfiguration`` checks that.
public struct ConfigFile: Sendable, Hashable {
  /// One `[name]` or `[name argument]` section with its entries.
  public struct Section: Sendable, Hashable {
    /// The name, lowercased: `folders`, `identity`.
    public var name: String
    /// The argument after the name, as written (`work` in `[identity work]`), or nil.
    public var argument: String?
    /// The header's line number, from 1.
    public var line: Int
    /// The entries in file order.
    public var entries: [Entry]

    /// The first entry with `key` (keys are unique within a section).
    ///
    /// - Parameter key: The key, lowercased.
    /// - Returns: The entry, or nil when the section has none with that key.
    public subscript(key: String) -> Entry? { entries.first { $0.key == key } }
  }

  /// One `key = value` line.
  public struct Entry: Sendable, Hashable {
    /// The key, lowercased.
    public var key: String
    /// The value, trimmed, quotes removed.
    public var value: String
    /// Its line number, from 1.
    public var line: Int
  }

  /// The sections in file order.
  public var sections: [Section]

  /// Parses `text`.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path, for errors.
  /// - Returns: The sections and entries.
  /// - Throws: ``ConfigError`` naming the first bad line.
  public static func parse(_ text: String, path: String) throws(ConfigError) -> ConfigFile {
    var sections: [Section] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      let line = rawLine.trimmingSpaces()
      func fail(_ problem: String) -> ConfigError {
        ConfigError(path: path, line: number, problem: problem)
      }
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      if let control = line.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\t" }) {
        throw fail("holds the control character U+\(hex(control.value)); write the value plainly")
      }
      if line.hasPrefix("[") {
        guard line.hasSuffix("]"), line.count >= 2 else {
          throw fail("a section header needs its closing ]: [name]")
        }
        let inside = line.dropFirst().dropLast().trimmingSpaces()
        let words = inside.split(separator: " ", maxSplits: 1).map { $0.trimmingSpaces() }
        guard let name = words.first, !name.isEmpty, name.allSatisfy(Self.isKeyCharacter) else {
          throw fail("a section needs a name of letters, digits and -: [folders]")
        }
        let argument = words.count > 1 ? try unquote(words[1], fail: fail) : nil
        let section = Section(
          name: name.lowercased(), argument: argument, line: number, entries: [])
        if let earlier = sections.first(where: {
          $0.name == section.name && $0.argument == section.argument
        }) {
          throw fail("[\(inside)] is already on line \(earlier.line); put its keys there")
        }
        sections.append(section)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else {
        throw fail("expected key = value, a [section] or a # comment")
      }
      let key = line[..<equals].trimmingSpaces().lowercased()
      guard !key.isEmpty, key.allSatisfy(Self.isKeyCharacter) else {
        throw fail("a key is letters, digits and -, before the =")
      }
      guard !sections.isEmpty else {
        throw fail("\(key) is outside any section; put it under a [section] header")
      }
      let value = try unquote(line[line.index(after: equals)...].trimmingSpaces(), fail: fail)
      if let earlier = sections[sections.count - 1][key] {
        throw fail("\(key) is already set on line \(earlier.line)")
      }
      sections[sections.count - 1].entries.append(Entry(key: key, value: value, line: number))
    }
    return ConfigFile(sections: sections)
  }

  /// Whether `character` may be in a key or a section name.
  private static func isKeyCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "-")
  }

  /// `text` without its double quotes, `\"` and `\\` undone; plain text as it is.
  private static func unquote(_ text: String, fail: (String) -> ConfigError) throws(ConfigError)
    -> String
  {
    guard text.hasPrefix("\"") else { return text }
    guard text.count >= 2, text.hasSuffix("\""), !text.hasSuffix("\\\"") || text.hasSuffix("\\\\\"")
    else { throw fail("a quoted value needs its closing \"") }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        guard character == "\"" || character == "\\" else {
          throw fail("only \\\" and \\\\ are escapes inside quotes")
        }
        result.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        throw fail("a \" inside quotes needs a backslash: \\\"")
      } else {
        result.append(character)
      }
    }
    return result
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
