extension MessageParser {
  /// What a MIME walk collects: text bodies, attachments and notes about damage.
  struct Parts {
    var plain: [String] = []
    var html: [String] = []
    var attachments: [Attachment] = []
    /// Each attachment's decoded bytes, when the walk keeps them (``keepsContents``).
    var contents: [[UInt8]] = []
    /// Whether the walk keeps attachments' bytes: only when one is saved or opened.
    var keepsContents = false
    /// Where each attachment's encoded body starts and what ends it, in the order of
    /// ``attachments``: what saving one streams from (``AttachmentStream``).
    var locations: [AttachmentStream.Location] = []
    /// The delimiters (`--boundary`) of the multiparts around the part being walked,
    /// innermost last: a line of any of them ends the part.
    var delimiters: [[UInt8]] = []
    var notes: [String] = []
    /// The end of the bytes read, when the message was cut short (``Message/cut``): a part
    /// reaching it is incomplete.
    var cutEnd: Int?

    /// Adds a text part: line breaks normalised to LF, bytes decoded by `charset`
    /// (UTF-8 when none is given), damage marked with U+FFFD; a part cut short
    /// (`isComplete` false) ends at its last complete character.
    mutating func addText(
      _ decoded: TransferDecoded, charset label: String?, html isHTML: Bool,
      isComplete: Bool = true
    ) {
      let charset = label.map { Charset(label: $0) } ?? .utf8
      if case .unknown(let name) = charset {
        notes.append("Unknown charset \"\(name)\"; the text is shown as UTF-8.")
      }
      var text = charset.decode(
        Self.normalisingLineBreaks(decoded.bytes), isComplete: isComplete)
      if isHTML, !isComplete { text = HTMLText.droppingCutMarkup(text) }
      if decoded.isDamaged {
        text += "\u{FFFD}"
        notes.append("Part of the body could not be decoded (damaged base64).")
      }
      if isHTML { html.append(text) } else { plain.append(text) }
    }

    /// Adds everything another walk collected.
    mutating func merge(_ other: Parts) {
      plain += other.plain
      html += other.html
      attachments += other.attachments
      contents += other.contents
      locations += other.locations
      notes += other.notes
    }

    /// The body to show: the plain parts, else the HTML parts as text.
    func body() -> (String, Message.BodyFormat) {
      // One part (nearly every message) is its own text: joining it alone copied it.
      if plain.count == 1 { return (plain[0], .plain) }
      if !plain.isEmpty { return (plain.joined(separator: "\n\n"), .plain) }
      if !html.isEmpty {
        return (html.map { HTMLText.plainText(fromHTML: $0) }.joined(separator: "\n\n"), .html)
      }
      return ("", .none)
    }

    /// `bytes` with CRLF and lone CR turned into LF.
    static func normalisingLineBreaks(_ bytes: [UInt8]) -> [UInt8] {
      let hasCR = bytes.withUnsafeBufferPointer { Bytes.firstIndex(of: Bytes.cr, in: $0, from: 0) }
      guard hasCR != nil else { return bytes }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == Bytes.cr {
          output.append(Bytes.lf)
          if index + 1 < bytes.count, bytes[index + 1] == Bytes.lf { index += 1 }
        } else {
          output.append(byte)
        }
        index += 1
      }
      return output
    }
  }
}
