/// A draft's text file taken apart for a form: its header lines in order, and the text
/// after the first blank line; put back together by ``text`` exactly as an editor would
/// leave it.
///
/// The compose form edits the headers ``Draft/editorText`` writes (`From`, `To`, `Cc`,
/// `Bcc`, `Subject`, `Attach`) as fields and keeps the others (a reply's `In-Reply-To`
/// and `References`) as they were; ``Draft/editing(_:)`` reads the result as it reads a
/// file an external editor wrote.
///
/// ```swift
/// var file = DraftFile(text: "To: bob@example.org\nSubject: Hi\n\nHello")
/// file.setValue("Hi again", of: "Subject")
/// file.body += "\nBye"
/// file.text   // "To: bob@example.org\nSubject: Hi again\n\nHello\nBye"
/// ```
public struct DraftFile: Hashable, Sendable {
  /// One header line: its name as written and its value, continuation lines joined by a
  /// space.
  public struct Header: Hashable, Sendable {
    /// The name before the colon.
    public var name: String
    /// The value after it, without the space that follows the colon.
    public var value: String
  }

  /// The header lines, in order.
  public var headers: [Header]
  /// The text after the first blank line.
  public var body: String

  /// The headers a form shows as fields; the others are kept as they are.
  public static let editableHeaders: Set<String> = ["from", "to", "cc", "bcc", "subject", "attach"]

  /// Takes `text` apart: header lines up to the first blank line (a line starting with a
  /// space or a tab continues the one before), then the text.
  ///
  /// - Parameter text: A draft file's contents.
  public init(text: String) {
    var headers: [Header] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.first, !line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
      lines = lines.dropFirst()
      if let first = line.first, first == " " || first == "\t", !headers.isEmpty {
        headers[headers.count - 1].value += " " + line.drop { $0 == " " || $0 == "\t" }
      } else if let colon = line.firstIndex(of: ":") {
        let value = line[line.index(after: colon)...].drop { $0 == " " }
        headers.append(Header(name: String(line[..<colon]), value: String(value)))
      } else {
        headers.append(Header(name: String(line), value: ""))
      }
    }
    self.headers = headers
    body = lines.dropFirst().joined(separator: "\n")
  }

  /// The file as the headers and the text say now: each header on one line (a line break
  /// in a value becomes a space, so a value is always one header), a blank line, the text.
  public var text: String {
    let lines = headers.map { header -> String in
      let value = String(header.value.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
      return header.name + ":" + (value.isEmpty ? "" : " " + value)
    }
    return lines.joined(separator: "\n") + "\n\n" + body
  }

  /// The value of header line `index`.
  ///
  /// - Parameter index: An index into ``headers``.
  /// - Returns: Its value.
  public func value(at index: Int) -> String { headers[index].value }

  /// The value of the first header named `name` (in any case); empty when there is none.
  ///
  /// - Parameter name: A header's name.
  /// - Returns: Its value.
  public func value(of name: String) -> String {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value ?? ""
  }

  /// Sets the value of the first header named `name`, adding it when there is none.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - name: A header's name.
  public mutating func setValue(_ value: String, of name: String) {
    if let index = headers.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
      headers[index].value = value
    } else {
      headers.append(Header(name: name, value: value))
    }
  }
}
