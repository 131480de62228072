/// Parses a message's bytes into a ``Message``: headers, MIME tree, body and attachments.
///
/// The MIME walk (RFC 2045/2046) is best effort: a `multipart` without a boundary, or
/// whose boundary never appears, is shown as plain text; a missing closing boundary ends
/// the last part at the end of the message; nesting deeper than ``maximumDepth`` is
/// listed as an attachment. `multipart/alternative` prefers `text/plain`, then
/// `text/html` (converted to text). Nothing here traps on any input.
enum MessageParser {
  /// How deep multiparts may nest before the rest is listed instead of walked.
  static let maximumDepth = 24

  /// The names of the headers every message or part is read for, made once: every
  /// message the search index reads walks them.
  private static let contentType = Array("content-type".utf8)
  private static let contentDisposition = Array("content-disposition".utf8)
  private static let contentTransferEncoding = Array("content-transfer-encoding".utf8)
  private static let fromName = Array("from".utf8)
  private static let toName = Array("to".utf8)
  private static let ccName = Array("cc".utf8)

  /// Parses a message (already unquoted from mbox `>From ` escaping).
  ///
  /// - Parameters:
  ///   - bytes: The whole message, or its first bytes when `cut` says it was too large.
  ///   - cut: Where the message was cut, or nil when `bytes` is all of it. The part the cut
  ///     runs through is decoded up to its last complete escape and character, a multipart
  ///     the cut leaves unclosed is not called damaged, and the message records the cut.
  /// - Complexity: O(n) in the message size, plus the HTML conversion when needed.
  static func parse(_ bytes: ArraySlice<UInt8>, cut: Message.Cut? = nil) -> Message {
    let headers = HeaderBlock.parse(bytes)
    var parts = walk(bytes, headers: headers, cut: cut)
    if headers.fields.isEmpty { parts.notes.append("The message has no headers.") }
    let fields = headers.fields.map {
      Message.Field(
        name: Bytes.utf8String($0.name),
        value: EncodedWords.decode($0.value).trimmingASCIIWhitespace())
    }
    func decoded(_ name: String) -> String {
      headers.value(Array(name.utf8)).map { EncodedWords.decode($0).trimmingASCIIWhitespace() }
        ?? ""
    }
    let (body, format) = parts.body()
    return Message(
      headers: fields,
      sender: headers.value(Array("from".utf8)).map { MailAddress(header: $0) }
        ?? MailAddress(name: "", address: ""),
      from: addresses(fromName, in: headers),
      to: addresses(toName, in: headers),
      cc: addresses(ccName, in: headers),
      subject: decoded("subject"),
      date: headers.text(Array("date".utf8)).flatMap { MailDate(parsing: $0) },
      body: body,
      bodyFormat: format,
      attachments: parts.attachments,
      notes: parts.notes,
      cut: cut
    )
  }

  /// The ``Message/to``, ``Message/cc`` and ``Message/body`` that ``parse(_:cut:)`` gives
  /// for the message in `bytes` whose header block is `headers`, without decoding the rest
  /// of its headers: what the search index reads of each message.
  static func recipientsAndBody(
    _ bytes: ArraySlice<UInt8>, headers: HeaderBlock, cut: Message.Cut? = nil
  ) -> (to: String, cc: String, body: String) {
    let parts = walk(bytes, headers: headers, cut: cut)
    return (addresses(toName, in: headers), addresses(ccName, in: headers), parts.body().0)
  }

  /// The message's MIME tree walked from its top header block, `headers`.
  private static func walk(_ bytes: ArraySlice<UInt8>, headers: HeaderBlock, cut: Message.Cut?)
    -> Parts
  {
    var parts = Parts()
    parts.cutEnd = cut == nil ? nil : bytes.endIndex
    walk(headers: headers, body: bytes[headers.bodyStart...], depth: 0, into: &parts)
    return parts
  }

  /// The addresses of the header `name` (lowercase) as a message shows them; "" when
  /// there is no such header.
  private static func addresses(_ name: [UInt8], in headers: HeaderBlock) -> String {
    headers.value(name).map { MailAddress.formattedList(header: $0) } ?? ""
  }

  /// The decoded bytes of each of the message's attachments, in the order of
  /// ``Message/attachments``.
  ///
  /// - Parameter bytes: The whole message.
  /// - Returns: One array of bytes per attachment.
  static func attachmentContents(_ bytes: ArraySlice<UInt8>) -> [[UInt8]] {
    let headers = HeaderBlock.parse(bytes)
    var parts = Parts()
    parts.keepsContents = true
    walk(headers: headers, body: bytes[headers.bodyStart...], depth: 0, into: &parts)
    return parts.contents
  }

  /// Where each attachment of a message starts and what ends it, from its first bytes
  /// (the attachments ``Message/attachments`` lists for them).
  ///
  /// - Parameters:
  ///   - bytes: The message, or its first bytes when `cut` says it is cut short.
  ///   - cut: How much of the message `bytes` is, when not all of it.
  /// - Returns: One location per attachment.
  static func attachmentLocations(_ bytes: ArraySlice<UInt8>, cut: Message.Cut?)
    -> [AttachmentStream.Location]
  {
    walk(bytes, headers: HeaderBlock.parse(bytes), cut: cut).locations
  }

  /// Walks one MIME entity and collects its text and attachments.
  static func walk(
    headers: HeaderBlock, body: ArraySlice<UInt8>, depth: Int, into parts: inout Parts
  ) {
    let type = HeaderParameters(headers.value(contentType) ?? [])
    let mediaType = type.value.isEmpty || !type.value.contains("/") ? "text/plain" : type.value
    let disposition = HeaderParameters(headers.value(contentDisposition) ?? [])
    let encoding = TransferEncoding(header: headers.text(contentTransferEncoding))
    let filename = disposition.parameters["filename"] ?? type.parameters["name"] ?? ""
    let isComplete = parts.cutEnd.map { body.endIndex < $0 } ?? true

    if mediaType.hasPrefix("multipart/"), depth < maximumDepth {
      guard let boundary = type.parameters["boundary"], !boundary.isEmpty else {
        parts.notes.append("A multipart part has no boundary; it is shown as text.")
        parts.addText(
          encoding.decode(body, isComplete: isComplete), charset: nil, html: false,
          isComplete: isComplete)
        return
      }
      let sections = MultipartSplitter.split(body, boundary: Array(boundary.utf8))
      guard sections.foundBoundary else {
        parts.notes.append(
          isComplete
            ? "The MIME boundary never appears; the part is shown as text."
            : "The MIME boundary does not appear in the bytes read; the part is shown as text.")
        parts.addText(
          TransferDecoded(bytes: Array(body), isDamaged: false), charset: nil, html: false,
          isComplete: isComplete)
        return
      }
      if !sections.closed, isComplete {
        parts.notes.append("A multipart part is not closed; its last part runs to the end.")
      }
      // A line of this delimiter ends each part inside, as one of an outer multipart does.
      parts.delimiters.append([0x2D, 0x2D] + Array(boundary.utf8))
      defer { parts.delimiters.removeLast() }
      if mediaType == "multipart/alternative" {
        walkAlternatives(sections.parts, depth: depth, into: &parts)
      } else {
        for section in sections.parts {
          let partHeaders = HeaderBlock.parse(section)
          walk(
            headers: partHeaders, body: section[partHeaders.bodyStart...], depth: depth + 1,
            into: &parts)
        }
      }
      return
    }
    let isText = mediaType == "text/plain" || mediaType == "text/html"
    let isAttachment =
      disposition.value == "attachment" || (!filename.isEmpty && disposition.value != "inline")
    let decoded = encoding.decode(body, isComplete: isComplete)
    if isText, !isAttachment {
      parts.addText(
        decoded, charset: type.parameters["charset"], html: mediaType == "text/html",
        isComplete: isComplete)
    } else {
      if decoded.isDamaged {
        parts.notes.append("The attachment \(filename.isEmpty ? mediaType : filename) is damaged.")
      }
      parts.attachments.append(
        Attachment(
          filename: filename, contentType: mediaType, size: decoded.bytes.count,
          isDamaged: decoded.isDamaged, isCut: !isComplete))
      if parts.keepsContents { parts.contents.append(decoded.bytes) }
      parts.locations.append(
        AttachmentStream.Location(
          bodyStart: body.startIndex, encoding: encoding, delimiters: parts.delimiters))
    }
  }

  /// Walks the parts of a `multipart/alternative`, keeping the best text one: the first
  /// with plain text, else the first with HTML, else the first.
  ///
  /// The parts after the first with plain text are not walked: none of them can be
  /// kept, and the HTML beside a plain part (most mail's second part) was decoded only
  /// to be dropped.
  private static func walkAlternatives(
    _ sections: [ArraySlice<UInt8>], depth: Int, into parts: inout Parts
  ) {
    var candidates: [Parts] = []
    for section in sections where candidates.last?.plain.isEmpty ?? true {
      let partHeaders = HeaderBlock.parse(section)
      var candidate = Parts()
      candidate.cutEnd = parts.cutEnd
      candidate.keepsContents = parts.keepsContents
      candidate.delimiters = parts.delimiters
      walk(
        headers: partHeaders, body: section[partHeaders.bodyStart...], depth: depth + 1,
        into: &candidate)
      candidates.append(candidate)
    }
    let best =
      candidates.first { !$0.plain.isEmpty } ?? candidates.first { !$0.html.isEmpty }
      ?? candidates.first
    if let best { parts.merge(best) }
  }
}
