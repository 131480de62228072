/// The message a reply or forward starts from: its addresses parsed, its ids checked, its
/// text decoded.
struct OriginalMessage {
  var message: Message
  var from: [MailAddress]
  var to: [MailAddress]
  var cc: [MailAddress]
  var replyTo: [MailAddress]
  var deliveredTo: [MailAddress]
  /// The `Message-ID`, when it is one well-formed id.
  var messageID: String?
  /// The ids of `References`, else of `In-Reply-To`.
  var references: [String]
  /// Each attachment's bytes, in the order of `message.attachments`, when kept.
  var attachmentBytes: [[UInt8]]

  init(_ bytes: [UInt8], keepingAttachments: Bool = false) {
    let headers = HeaderBlock.parse(bytes[...])
    message = MessageParser.parse(bytes[...])
    attachmentBytes = keepingAttachments ? MessageParser.attachmentContents(bytes[...]) : []
    func addresses(_ name: String) -> [MailAddress] {
      headers.fields.filter { Bytes.equalsIgnoringCase($0.name, Array(name.utf8)) }
        .flatMap { MailAddress.list(header: $0.value) }
        .filter { MessageID.isPlainAddress($0.address) }
    }
    from = addresses("from")
    to = addresses("to")
    cc = addresses("cc")
    replyTo = addresses("reply-to")
    deliveredTo = addresses("delivered-to")
    let ids = MessageID.list(headers.text(Array("message-id".utf8)) ?? "")
    messageID = ids.count == 1 ? ids[0] : nil
    let references = MessageID.list(headers.text(Array("references".utf8)) ?? "")
    self.references =
      references.isEmpty
      ? MessageID.list(headers.text(Array("in-reply-to".utf8)) ?? "") : references
  }
}
