import SplitKitContent

/// A parsed message as a host-neutral document: the header block, the notes, the body and
/// the attachments.
///
/// ```
/// From:    Ada Lovelace <ada@example.org>
/// To:      team@example.org
/// Date:    2026-11-21 10:00 +0000
/// Subject: Notes on the engine
/// ────────────────────────────────
/// The body, wrapped to the column…
///
/// Attachments (1)
///   • notes.pdf  application/pdf  12.3 KB
/// ```
///
/// Each host lays it out (``/SplitKitContent/Document``): header values wrap under
/// themselves; the body keeps its own line breaks. Undecodable bytes are already U+FFFD in
/// the ``Message``, and the hosts keep control characters from reaching the screen.
struct MessageDocument {
  /// The message.
  var message: Message

  /// The message as a document.
  ///
  /// - Complexity: O(1) beyond the message's fields: the body is shared, not copied.
  var document: Document {
    var blocks: [Document.Block] = []
    let headers: [(String, String)] = [
      ("From", message.from.isEmpty ? message.sender.displayName : message.from),
      ("To", message.to), ("Cc", message.cc),
      ("Date", message.date.map(Self.dateText) ?? message.header("Date") ?? ""),
      ("Subject", message.subject.isEmpty ? "(no subject)" : message.subject),
    ]
    for (label, value) in headers where !value.isEmpty || label == "From" {
      blocks.append(.field(name: label, value: value.isEmpty ? "(unknown)" : value))
    }
    blocks.append(.rule)
    let notes = (message.cut.map { [$0.note] } ?? []) + message.notes
    for note in notes { blocks.append(.warning(note)) }
    if !notes.isEmpty { blocks.append(.blank) }
    if message.bodyFormat == .html {
      blocks.append(.note("(shown as text, converted from HTML)"))
    }
    if message.bodyFormat == .none {
      blocks.append(.note("(this message has no text)"))
    } else {
      blocks.append(.body(message.body))
    }
    if let cut = message.cut { blocks.append(.note(cut.endNote)) }
    if !message.attachments.isEmpty {
      blocks.append(.blank)
      blocks.append(
        .attachments(
          title: "Attachments (\(message.attachments.count))",
          items: message.attachments.map(Self.attachment)))
    }
    return Document(blocks: blocks)
  }

  /// A date as `2026-11-21 10:00 +0000`.
  static func dateText(_ date: MailDate) -> String {
    let offset = abs(date.zoneOffsetMinutes)
    let zone =
      (date.zoneOffsetMinutes < 0 ? "-" : "+") + twoDigits(offset / 60) + twoDigits(offset % 60)
    return "\(date.isoDay) \(date.hourMinute) \(zone)"
  }

  /// One attachment: its name (`(unnamed)` without one), its type, and its size with
  /// "read  (cut off)" when the message was cut in it and "(damaged)" when its encoding
  /// was broken.
  static func attachment(_ attachment: Attachment) -> Document.Attachment {
    let name = attachment.filename.isEmpty ? "(unnamed)" : attachment.filename
    let damaged = attachment.isDamaged ? "  (damaged)" : ""
    let size = Quantities.bytes(attachment.size) + (attachment.isCut ? " read  (cut off)" : "")
    return Document.Attachment(name: name, type: attachment.contentType, size: size + damaged)
  }

  /// One attachment as its line in the terminal: `  • name  type  size`.
  static func attachmentText(_ attachment: Attachment) -> String {
    "  " + Self.attachment(attachment).text
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
