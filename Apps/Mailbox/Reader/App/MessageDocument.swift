import SplitKitTerminal

/// A parsed message laid out as styled lines for a column of a given width: the header
/// block, the body and the attachments.
///
/// ```
/// From:    Ada Lovelace <ada@example.org>
/// To:      team@example.org
/// Date:    2026-11-21 10:00 +0000
/// Subject: Notes on the engine
/// ────────────────────────────────
/// The body, wrapped to the column…
///
/// Attachments
///   notes.pdf  application/pdf  12.3 KB
/// ```
///
/// Header values wrap under themselves; the body keeps its own line breaks and wraps long
/// lines at spaces. Everything is sanitized (escape sequences and control characters show
/// as visible placeholders), and undecodable bytes are already U+FFFD in the ``Message``.
struct MessageDocument {
  /// The message.
  var message: Message

  /// The width of the header labels ("Subject: ").
  static let labelWidth = 9
  /// The style of header labels.
  static let labelStyle = Style(attributes: .bold)
  /// The style of remarks (damage notes, converted HTML).
  static let noteStyle = Style(attributes: [.dim, .italic])
  /// The style of quoted lines (`> ...`).
  static let quoteStyle = Style(foreground: .ansi(.cyan))
  /// The style of the signature, from a `-- ` line on.
  static let signatureStyle = Style(attributes: .dim)

  /// The message as texts to lay out lazily (``MessageLayout``): the headers, a rule,
  /// the notes, the body and the attachments.
  ///
  /// - Complexity: O(length of the message), a copy of its bytes; nothing is wrapped.
  var sections: [MessageText] {
    var sections: [MessageText] = []
    let headers: [(String, String)] = [
      ("From", message.from.isEmpty ? message.sender.displayName : message.from),
      ("To", message.to), ("Cc", message.cc),
      ("Date", message.date.map(Self.dateText) ?? message.header("Date") ?? ""),
      ("Subject", message.subject.isEmpty ? "(no subject)" : message.subject),
    ]
    for (label, value) in headers where !value.isEmpty || label == "From" {
      sections.append(MessageText(value.isEmpty ? "(unknown)" : value, kind: .header(label: label)))
    }
    sections.append(MessageText("", kind: .rule))
    let notes = (message.cut.map { [$0.note] } ?? []) + message.notes
    for note in notes {
      sections.append(MessageText("⚠ " + note, kind: .plain(Self.noteStyle)))
    }
    if !notes.isEmpty { sections.append(MessageText("", kind: .plain(.default))) }
    if message.bodyFormat == .html {
      sections.append(
        MessageText("(shown as text, converted from HTML)", kind: .plain(Self.noteStyle)))
    }
    if message.bodyFormat == .none {
      sections.append(MessageText("(this message has no text)", kind: .plain(Self.noteStyle)))
    } else {
      sections.append(MessageText(message.body, kind: .body))
    }
    if let cut = message.cut {
      sections.append(MessageText(cut.endNote, kind: .plain(Self.noteStyle)))
    }
    if !message.attachments.isEmpty {
      sections.append(MessageText("", kind: .plain(.default)))
      sections.append(
        MessageText("Attachments (\(message.attachments.count))", kind: .plain(Self.labelStyle)))
      for attachment in message.attachments {
        sections.append(MessageText(Self.attachmentText(attachment), kind: .plain(.default)))
      }
    }
    return sections
  }

  /// Every line at `width` cells, each a list of spans no wider than `width`.
  ///
  /// - Complexity: O(length of the message); the view wraps only what it shows.
  func lines(width: Int) -> [[Span]] {
    var layout = MessageLayout(sections: sections)
    return layout.allLines(width: max(1, width))
  }

  /// A date as `2026-11-21 10:00 +0000`.
  static func dateText(_ date: MailDate) -> String {
    let offset = abs(date.zoneOffsetMinutes)
    let zone =
      (date.zoneOffsetMinutes < 0 ? "-" : "+") + twoDigits(offset / 60) + twoDigits(offset % 60)
    return "\(date.isoDay) \(date.hourMinute) \(zone)"
  }

  /// One attachment as `  name  type  size`, with "(damaged)" when its encoding was broken
  /// and "(cut off)" after the size read so far when the message was cut in it.
  static func attachmentText(_ attachment: Attachment) -> String {
    let name = attachment.filename.isEmpty ? "(unnamed)" : attachment.filename
    let damaged = attachment.isDamaged ? "  (damaged)" : ""
    let size = Quantities.bytes(attachment.size) + (attachment.isCut ? " read  (cut off)" : "")
    return "  • \(name)  \(attachment.contentType)  \(size)\(damaged)"
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
