import Foundation

/// Turns a ``Draft`` into the bytes of an RFC 5322 message, ready to pipe to a
/// sendmail-compatible command and to file in a Maildir.
///
/// Headers that hold non-ASCII text are RFC 2047 encoded words and every header is folded
/// under 78 columns; the text is `7bit`, `8bit` or quoted-printable, as fits the text;
/// attachments make a `multipart/mixed` message, each part base64 with its file name
/// (RFC 2231 when not ASCII). Lines end in `\n`, as sendmail and Maildir files expect.
///
/// ```swift
/// let bytes = try MessageEncoder(settings: settings).encode(draft)
/// ```
public struct MessageEncoder: Sendable {
  /// Whether a body may go out as `8bit`.
  public var allows8bit: Bool

  /// Creates an encoder.
  ///
  /// - Parameter settings: The compose settings (``ComposeSettings/allows8bit``).
  public init(settings: ComposeSettings) {
    allows8bit = settings.allows8bit
  }

  /// Encodes `draft`.
  ///
  /// - Parameters:
  ///   - draft: The message.
  ///   - requiringRecipients: Whether a draft without recipients is an error (true for
  ///     sending; false for filing an unfinished draft).
  /// - Returns: The message's bytes.
  /// - Throws: ``ComposeError`` for a draft without `From` or recipients, or an attached
  ///   file that cannot be read.
  public func encode(_ draft: Draft, requiringRecipients: Bool = true) throws(ComposeError)
    -> [UInt8]
  {
    if requiringRecipients {
      guard draft.from != nil else {
        throw ComposeError(
          .noSender,
          "No From address: add an [identity] to the settings, set $EMAIL, or write From:")
      }
      guard !draft.recipients.isEmpty else {
        throw ComposeError(.noRecipients, "No recipients: write an address in To, Cc or Bcc")
      }
    }
    var headers: [String] = []
    if let from = draft.from { headers.append(HeaderEncoding.addresses("From", [from])) }
    if !draft.to.isEmpty { headers.append(HeaderEncoding.addresses("To", draft.to)) }
    if !draft.cc.isEmpty { headers.append(HeaderEncoding.addresses("Cc", draft.cc)) }
    if !draft.bcc.isEmpty { headers.append(HeaderEncoding.addresses("Bcc", draft.bcc)) }
    headers.append(HeaderEncoding.unstructured("Subject", draft.subject))
    headers.append("Date: " + draft.date.headerText)
    headers.append(HeaderEncoding.ids("Message-ID", MessageID.list(draft.messageID)))
    if let inReplyTo = draft.inReplyTo.map(MessageID.list), !inReplyTo.isEmpty {
      headers.append(HeaderEncoding.ids("In-Reply-To", inReplyTo))
    }
    let references = draft.references.flatMap(MessageID.list)
    if !references.isEmpty { headers.append(HeaderEncoding.ids("References", references)) }
    headers.append("MIME-Version: 1.0")
    let text = BodyEncoding(draft.body, allows8bit: allows8bit)
    let textHeaders = [
      "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: " + text.name,
    ]
    var output: [UInt8] = []
    guard !draft.attachments.isEmpty else {
      output += Array((headers + textHeaders).joined(separator: "\n").utf8)
      output += [Bytes.lf, Bytes.lf] + text.text
      return output
    }
    var parts: [[UInt8]] = [Array((textHeaders.joined(separator: "\n") + "\n\n").utf8) + text.text]
    for attachment in draft.attachments {
      parts.append(try part(for: attachment, carried: draft.carried[attachment.path]))
    }
    let boundary = Self.boundary(avoiding: parts)
    headers.append("Content-Type: multipart/mixed; boundary=\"\(boundary)\"")
    output += Array(headers.joined(separator: "\n").utf8)
    output += Array("\n\nThis is a message in MIME format.\n".utf8)
    for part in parts {
      output += Array("\n--\(boundary)\n".utf8)
      output += part
    }
    output += Array("\n--\(boundary)--\n".utf8)
    return output
  }

  /// One attachment's part: its type, name and bytes in base64.
  private func part(for attachment: Draft.Attachment, carried: [UInt8]?) throws(ComposeError)
    -> [UInt8]
  {
    let bytes: [UInt8]
    if let carried {
      bytes = carried
    } else {
      guard let data = FileManager.default.contents(atPath: attachment.path) else {
        throw ComposeError(
          .attachment, "Cannot read the attachment \(Draft.oneLine(attachment.path))")
      }
      bytes = Array(data)
    }
    let name = AttachmentName.safe(attachment.path, index: 1)
    let type = Self.plainType(attachment.contentType ?? AttachmentName.contentType(for: name))
    let headers = [
      "Content-Type: \(type);" + Self.parameter("name", name),
      "Content-Disposition: attachment;" + Self.parameter("filename", name),
      "Content-Transfer-Encoding: base64",
    ]
    return Array((headers.joined(separator: "\n") + "\n\n").utf8)
      + Array(Base64Encoding.lines(bytes).utf8)
  }

  /// The parameter `name=value` on lines of its own, each starting with `\n `: one
  /// `name="value"` (printable ASCII) or `name*=utf-8''%XX…` (anything else) when it fits
  /// in ``HeaderEncoding/lineLength``, else RFC 2231 continuations (`name*0="…";`,
  /// `name*1="…"` or `name*0*=utf-8''%XX…;`, `name*1*=%XX…`), each line within it; split
  /// between Unicode scalars, so each section is whole UTF-8.
  private static func parameter(_ name: String, _ value: String) -> String {
    let isPlain = value.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    let hex = Array("0123456789ABCDEF")
    let pieces = value.unicodeScalars.map { scalar in
      var piece = ""
      if isPlain {
        if scalar == "\"" || scalar == "\\" { piece.append("\\") }
        piece.unicodeScalars.append(scalar)
        return piece
      }
      for byte in String(scalar).utf8 {
        if Bytes.isASCIILetterOrDigit(byte) || "-._~".utf8.contains(byte) {
          piece.append(Character(Unicode.Scalar(byte)))
        } else {
          piece += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
        }
      }
      return piece
    }
    let single =
      isPlain ? "\n \(name)=\"\(pieces.joined())\"" : "\n \(name)*=utf-8''\(pieces.joined())"
    // A line is what follows its `\n`; a parameter whose one line fits stays whole.
    guard single.utf8.count - 1 > HeaderEncoding.lineLength else { return single }
    var sections: [String] = []
    var section = ""
    func opening(_ number: Int) -> String {
      isPlain
        ? " \(name)*\(number)=\"" : " \(name)*\(number)*=" + (number == 0 ? "utf-8''" : "")
    }
    let closing = isPlain ? "\";" : ";"
    for piece in pieces {
      let used = opening(sections.count).utf8.count + section.utf8.count + closing.utf8.count
      if used + piece.utf8.count > HeaderEncoding.lineLength, !section.isEmpty {
        sections.append(section)
        section = ""
      }
      section += piece
    }
    sections.append(section)
    return sections.enumerated().map { number, text in
      "\n" + opening(number) + text + (isPlain ? "\"" : "")
        + (number + 1 < sections.count ? ";" : "")
    }.joined()
  }

  /// A MIME type made of token characters only, each of its two names at most 127 of
  /// them (RFC 6838 §4.2), else `application/octet-stream`.
  private static func plainType(_ type: String) -> String {
    let parts = type.split(separator: "/")
    let token = { (part: Substring) in
      (1...127).contains(part.utf8.count)
        && part.utf8.allSatisfy { Bytes.isASCIILetterOrDigit($0) || "-+.!#$&^_".utf8.contains($0) }
    }
    return parts.count == 2 && token(parts[0]) && token(parts[1])
      ? type.lowercased() : "application/octet-stream"
  }

  /// A boundary that no part contains.
  private static func boundary(avoiding parts: [[UInt8]]) -> String {
    while true {
      let candidate = "=_splitkit_" + String(UInt64.random(in: .min ... .max), radix: 36)
      let needle = Array(("--" + candidate).utf8)
      if !parts.contains(where: { contains($0, needle) }) { return candidate }
    }
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
  }
}
