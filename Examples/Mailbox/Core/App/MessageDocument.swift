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

  /// The lines at `width` cells, each a list of spans no wider than `width`.
  ///
  /// - Complexity: O(length of the message).
  func lines(width: Int) -> [[Span]] {
    let width = max(1, width)
    var lines: [[Span]] = []
    let headers: [(String, String)] = [
      ("From", message.from.isEmpty ? message.sender.displayName : message.from),
      ("To", message.to), ("Cc", message.cc),
      ("Date", message.date.map(Self.dateText) ?? message.header("Date") ?? ""),
      ("Subject", message.subject.isEmpty ? "(no subject)" : message.subject),
    ]
    for (label, value) in headers where !value.isEmpty || label == "From" {
      lines += headerLines(label: label, value: value.isEmpty ? "(unknown)" : value, width: width)
    }
    lines.append([Span(String(repeating: "─", count: width), style: Style(attributes: .dim))])
    for note in message.notes {
      lines += Text.wrapped("⚠ " + Sanitizer.sanitize(note), toWidth: width).map {
        [Span($0, style: Self.noteStyle)]
      }
    }
    if !message.notes.isEmpty { lines.append([]) }
    if message.bodyFormat == .html {
      lines.append([Span("(shown as text, converted from HTML)", style: Self.noteStyle)])
    }
    if message.bodyFormat == .none {
      lines.append([Span("(this message has no text)", style: Self.noteStyle)])
    } else {
      lines += bodyLines(width: width)
    }
    if !message.attachments.isEmpty {
      lines.append([])
      lines.append([Span("Attachments (\(message.attachments.count))", style: Self.labelStyle)])
      for attachment in message.attachments {
        lines += Text.wrapped(Self.attachmentText(attachment), toWidth: width).map { [Span($0)] }
      }
    }
    return lines
  }

  /// The body wrapped to `width`: quoted lines in ``quoteStyle``, the signature in
  /// ``signatureStyle``; a wrapped line keeps the style of the line it came from.
  private func bodyLines(width: Int) -> [[Span]] {
    var inSignature = false
    var lines: [[Span]] = []
    for line in message.body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      if line == "-- " || line == "--" { inSignature = true }
      let style =
        inSignature
        ? Self.signatureStyle : line.drop { $0 == " " }.hasPrefix(">") ? Self.quoteStyle : .default
      let wrapped = Text.wrapped(Sanitizer.sanitize(line, tabWidth: 8), toWidth: width)
      lines += wrapped.map { [Span($0, style: style)] }
    }
    return lines
  }

  private func headerLines(label: String, value: String, width: Int) -> [[Span]] {
    let labelText = (label + ":").padding(toLength: Self.labelWidth)
    guard width > Self.labelWidth + 4 else {
      return Text.wrapped(labelText + Sanitizer.sanitize(value), toWidth: width).map { [Span($0)] }
    }
    let wrapped = Text.wrapped(Sanitizer.sanitize(value), toWidth: width - Self.labelWidth)
    return wrapped.enumerated().map { row, line in
      [
        Span(
          row == 0 ? labelText : String(repeating: " ", count: Self.labelWidth),
          style: Self.labelStyle), Span(line),
      ]
    }
  }

  /// A date as `2026-11-21 10:00 +0000`.
  static func dateText(_ date: MailDate) -> String {
    let offset = abs(date.zoneOffsetMinutes)
    let zone =
      (date.zoneOffsetMinutes < 0 ? "-" : "+") + twoDigits(offset / 60) + twoDigits(offset % 60)
    return "\(date.isoDay) \(date.hourMinute) \(zone)"
  }

  /// One attachment as `  name  type  size`, with "(damaged)" when its encoding was broken.
  static func attachmentText(_ attachment: Attachment) -> String {
    let name = attachment.filename.isEmpty ? "(unnamed)" : Sanitizer.sanitize(attachment.filename)
    let damaged = attachment.isDamaged ? "  (damaged)" : ""
    return
      "  • \(name)  \(Sanitizer.sanitize(attachment.contentType))  \(byteCount(attachment.size))\(damaged)"
  }

  /// A size for people: `512 bytes`, `12.3 KB`, `4.0 MB` (powers of 1024).
  static func byteCount(_ bytes: Int) -> String {
    if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int(value * 10 + 0.5)
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension String {
  /// The string padded with spaces to `length` characters (never shortened).
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
