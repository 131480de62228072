extension Draft {
  /// A new, empty message from the first identity.
  ///
  /// - Parameters:
  ///   - settings: The identities.
  ///   - stamp: The new message's id and date.
  /// - Returns: The draft.
  public static func new(settings: ComposeSettings, stamp: DraftStamp) -> Draft {
    Draft(kind: .new, from: settings.identities.first?.address, stamp: stamp)
  }

  /// A reply to the message `original`: to its `Reply-To` (else its `From`), and with
  /// `all` to its other recipients too, less the user's own addresses.
  ///
  /// `From` is the user's address the original was sent to, when there is one, else the
  /// first identity's. The subject gets one `Re: `; `In-Reply-To` is the original's
  /// `Message-ID` and `References` its `References` (else `In-Reply-To`) followed by that
  /// id. The text is an attribution line and the original's text quoted with `> `.
  /// A reply to the user's own message goes to the original's recipients.
  ///
  /// ```swift
  /// let draft = Draft.reply(to: bytes, all: true, settings: settings, stamp: .now(domain: "x"))
  /// draft.subject  // "Re: Lunch"
  /// ```
  ///
  /// - Parameters:
  ///   - original: The replied-to message's bytes.
  ///   - all: Whether to reply to every recipient.
  ///   - settings: The identities and reply-all's rule.
  ///   - stamp: The reply's id and date.
  /// - Returns: The draft.
  public static func reply(
    to original: [UInt8], all: Bool, settings: ComposeSettings, stamp: DraftStamp
  ) -> Draft {
    let source = OriginalMessage(original)
    let fromMe = settings.isOwn(source.from.first?.address ?? "")
    var to = fromMe ? source.to : (source.replyTo.isEmpty ? source.from : source.replyTo)
    var cc: [MailAddress] = []
    if all {
      cc = fromMe ? source.cc : source.to + source.cc
      if settings.replyAllExcludesOwnAddresses {
        cc.removeAll { settings.isOwn($0.address) }
      }
    }
    to = unique(to, excluding: [])
    cc = unique(cc, excluding: to)
    let references = source.references + (source.messageID.map { [$0] } ?? [])
    return Draft(
      kind: all ? .replyAll : .reply, from: sender(for: source, settings: settings), to: to,
      cc: cc, subject: prefixed("Re: ", source.message.subject, dropping: ["re"]),
      inReplyTo: source.messageID, references: references, stamp: stamp,
      body: "\n\n" + attribution(source) + "\n" + quoted(source.message.body))
  }

  /// A forward of `original`, inline: its `From`, `Date`, `Subject`, `To` and `Cc` above
  /// its text, its attachments carried along (in ``carried`` until written to disk).
  ///
  /// - Parameters:
  ///   - original: The forwarded message's bytes.
  ///   - settings: The identities.
  ///   - stamp: The forward's id and date.
  /// - Returns: The draft, with no recipients yet.
  public static func forward(
    _ original: [UInt8], settings: ComposeSettings, stamp: DraftStamp
  ) -> Draft {
    let source = OriginalMessage(original, keepingAttachments: true)
    let message = source.message
    var lines = ["", "", "---------- Forwarded message ----------"]
    lines.append("From: " + oneLine(message.from))
    if let date = message.date { lines.append("Date: " + date.headerText) }
    lines.append("Subject: " + oneLine(message.subject))
    if !message.to.isEmpty { lines.append("To: " + oneLine(message.to)) }
    if !message.cc.isEmpty { lines.append("Cc: " + oneLine(message.cc)) }
    lines.append("")
    var draft = Draft(
      kind: .forward, from: sender(for: source, settings: settings),
      subject: prefixed("Fwd: ", message.subject, dropping: ["fwd", "fw"]), stamp: stamp,
      body: lines.joined(separator: "\n") + "\n" + message.body)
    for (index, (attachment, bytes)) in zip(message.attachments, source.attachmentBytes)
      .enumerated()
    {
      let name = AttachmentName.safe(attachment.filename, index: index + 1)
      draft.attachments.append(Attachment(path: name, contentType: attachment.contentType))
      draft.carried[name] = bytes
    }
    return draft
  }

  /// The user's address the original was sent to, with its identity's name; else the
  /// first identity's address.
  private static func sender(for source: OriginalMessage, settings: ComposeSettings)
    -> MailAddress?
  {
    for address in source.to + source.cc + source.deliveredTo {
      if let identity = settings.identity(owning: address.address) {
        return MailAddress(name: identity.name, address: address.address)
      }
    }
    return settings.identities.first?.address
  }

  /// `subject` with every leading `Re:` (or the other `dropping` prefixes, any case, also
  /// `Re[2]:`) removed and `prefix` put in front once.
  static func prefixed(_ prefix: String, _ subject: String, dropping: [String]) -> String {
    var rest = Substring(oneLine(subject))
    while true {
      let trimmed = rest.drop { $0 == " " }
      guard let colon = trimmed.prefix(8).firstIndex(of: ":") else { break }
      var word = trimmed[..<colon].lowercased()
      if let bracket = word.firstIndex(of: "["), word.hasSuffix("]") {
        word = String(word[..<bracket])
      }
      guard dropping.contains(word) else { break }
      rest = trimmed[trimmed.index(after: colon)...]
    }
    return prefix + rest.drop { $0 == " " }
  }

  /// The attribution line, such as `On Fri, 27 Nov 2026 01:08:43 +0000, Ada wrote:`.
  private static func attribution(_ source: OriginalMessage) -> String {
    let who = source.from.first.map { $0.name.isEmpty ? $0.address : $0.name } ?? "someone"
    let when = source.message.date.map { "On \($0.headerText), " } ?? ""
    return oneLine(when + who + " wrote:")
  }

  /// Each line of `text` behind `> ` (an empty line behind `>`).
  static func quoted(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n") + "\n"
  }

  /// `addresses` without repeats (ignoring case) and without those in `excluding`.
  private static func unique(_ addresses: [MailAddress], excluding: [MailAddress])
    -> [MailAddress]
  {
    var seen = Set(excluding.map { $0.address.lowercased() })
    return addresses.filter { !$0.address.isEmpty && seen.insert($0.address.lowercased()).inserted }
  }
}
