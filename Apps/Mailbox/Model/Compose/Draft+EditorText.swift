import Foundation

extension Draft {
  /// The headers an editor shows and ``editing(_:)`` reads back, in this order; `Attach`
  /// may repeat, one file each.
  static let editorHeaders = ["From", "To", "Cc", "Bcc", "Subject", "Attach"]

  /// The draft as a text file for an editor: headers on top (`From`, `To`, `Cc`, `Bcc`,
  /// `Subject`, one `Attach` per file, then `In-Reply-To` and `References` when a reply
  /// has them), a blank line, the text.
  ///
  /// ```
  /// From: Ada Lovelace <ada@example.org>
  /// To: "Babbage, Charles" <charles@example.org>
  /// Cc:
  /// Bcc:
  /// Subject: Re: Engines
  /// Attach:
  /// In-Reply-To: <1@example.org>
  /// References: <1@example.org>
  ///
  /// On …, Charles wrote:
  /// > …
  /// ```
  public var editorText: String {
    var lines = [
      "From: " + (from.map(Self.editorAddress) ?? ""),
      "To: " + to.map(Self.editorAddress).joined(separator: ", "),
      "Cc: " + cc.map(Self.editorAddress).joined(separator: ", "),
      "Bcc: " + bcc.map(Self.editorAddress).joined(separator: ", "),
      "Subject: " + Self.oneLine(subject),
    ]
    lines += attachments.isEmpty ? ["Attach: "] : attachments.map { "Attach: " + $0.path }
    if let inReplyTo { lines.append("In-Reply-To: " + inReplyTo) }
    if !references.isEmpty { lines.append("References: " + references.joined(separator: " ")) }
    return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
      .joined(separator: "\n") + "\n\n" + body
  }

  /// The draft with the headers and text of `text`, as ``editorText`` writes it and the
  /// user edited it.
  ///
  /// Addresses are parsed (`Name <a@b>`, `"Last, First" <a@b>`, `a@b`, comma separated,
  /// continued on lines that start with a space); each must be `local@domain`. The kind,
  /// id, date and forwarded parts stay as they were; a forwarded part whose `Attach` line
  /// is deleted is dropped.
  ///
  /// - Parameter text: The edited file.
  /// - Returns: The draft as edited.
  /// - Throws: ``ComposeError`` with ``ComposeError/Code/badDraft`` and the line, for a
  ///   line that is not a known header or an address that is not one.
  public func editing(_ text: String) throws(ComposeError) -> Draft {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    var fields: [(name: String, value: String, line: Int)] = []
    var bodyStart = lines.count
    for (index, line) in lines.enumerated() {
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
        bodyStart = index + 1
        break
      }
      if line.first == " " || line.first == "\t", !fields.isEmpty {
        fields[fields.count - 1].value += " " + String(line).trimmingASCIIWhitespace()
        continue
      }
      guard let colon = line.firstIndex(of: ":"),
        let name = Self.editorHeaders.first(where: {
          $0.lowercased() == line[..<colon].lowercased()
        })
          ?? ["In-Reply-To", "References"].first(where: {
            $0.lowercased() == line[..<colon].lowercased()
          })
      else {
        throw ComposeError(
          .badDraft,
          "Line \(index + 1) of the draft is not a header (From, To, Cc, Bcc, Subject, Attach):"
            + " \(Self.oneLine(String(line.prefix(60)))) — leave a blank line before the text",
          line: index + 1)
      }
      fields.append(
        (name, String(line[line.index(after: colon)...]).trimmingASCIIWhitespace(), index + 1))
    }
    if bodyStart > lines.count { bodyStart = lines.count }
    lines.removeFirst(bodyStart)
    var draft = self
    draft.from = nil
    (draft.to, draft.cc, draft.bcc) = ([], [], [])
    draft.subject = ""
    draft.inReplyTo = nil
    draft.references = []
    draft.attachments = []
    for field in fields {
      switch field.name {
      case "From": draft.from = try Self.addresses(field.value, line: field.line).first
      case "To": draft.to += try Self.addresses(field.value, line: field.line)
      case "Cc": draft.cc += try Self.addresses(field.value, line: field.line)
      case "Bcc": draft.bcc += try Self.addresses(field.value, line: field.line)
      case "Subject": draft.subject = Self.oneLine(field.value)
      case "In-Reply-To": draft.inReplyTo = MessageID.list(field.value).first
      case "References": draft.references = MessageID.list(field.value)
      default:
        guard !field.value.isEmpty else { continue }
        let kept = attachments.first { $0.path == field.value }
        draft.attachments.append(
          kept ?? Attachment(path: Self.expandingTilde(field.value)))
      }
    }
    draft.carried = carried.filter { name, _ in draft.attachments.contains { $0.path == name } }
    draft.body = lines.joined(separator: "\n")
    return draft
  }

  /// An address as the editor shows it: `Name <a@b>`, the name in quotes when it holds
  /// anything a list would split or misread.
  static func editorAddress(_ address: MailAddress) -> String {
    let name = oneLine(address.name)
    if name.isEmpty { return address.address }
    let plain = name.unicodeScalars.allSatisfy { !"\",;:<>()[]@\\.".unicodeScalars.contains($0) }
    let shown =
      plain
      ? name
      : "\""
        + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"") + "\""
    return shown + " <" + address.address + ">"
  }

  /// The addresses in one header value; throws for one that is not `local@domain`.
  static func addresses(_ value: String, line: Int) throws(ComposeError) -> [MailAddress] {
    var result: [MailAddress] = []
    for address in MailAddress.list(header: Array(value.utf8)) {
      guard MessageID.isPlainAddress(address.address) else {
        let shown = address.address.isEmpty ? address.name : address.address
        throw ComposeError(
          .badDraft,
          "Line \(line) of the draft: \"\(oneLine(shown))\" is not an address (name@domain)",
          line: line)
      }
      result.append(MailAddress(name: oneLine(address.name), address: address.address))
    }
    return result
  }

  private static func expandingTilde(_ path: String) -> String {
    guard path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else {
      return path
    }
    return home + path.dropFirst()
  }
}
