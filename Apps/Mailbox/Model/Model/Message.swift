/// A whole message, parsed on demand from its bytes: headers, readable body, attachments.
///
/// Every string is decoded (RFC 2047 words, transfer encodings, charsets) but not
/// sanitized: hostile escape sequences stay in the text as data, and the renderer makes
/// them inert (SplitKitTerminal's `Sanitizer`, which every buffer write goes through). Undecodable
/// bytes appear as U+FFFD; NUL stays U+0000 (shown as `␀`). Line breaks in ``body`` are `\n`.
public struct Message: Sendable, Hashable {
  /// How the body text was obtained.
  public enum BodyFormat: String, Sendable, Hashable {
    /// From `text/plain` parts.
    case plain
    /// Converted from `text/html`, because the message had no `text/plain` body.
    case html
    /// The message has no text body (only attachments, or nothing).
    case none
  }

  /// One header field, decoded.
  public struct Field: Sendable, Hashable {
    /// The field name as written, such as `Subject`.
    public var name: String
    /// The unfolded value with encoded words decoded.
    public var value: String
  }

  /// Every header field in order.
  public var headers: [Field]
  /// The sender parsed from `From`.
  public var sender: MailAddress
  /// The `From` addresses, each as `Name <address>` however the name was written
  /// (``MailAddress/formattedList(header:)``); empty when missing.
  public var from: String
  /// The `To` addresses, as ``from`` shows them; empty when missing.
  public var to: String
  /// The `Cc` addresses, as ``from`` shows them; empty when missing.
  public var cc: String
  /// The decoded subject; empty when missing.
  public var subject: String
  /// The parsed date, or nil when missing or malformed.
  public var date: MailDate?
  /// The readable body.
  public var body: String
  /// Where ``body`` came from.
  public var bodyFormat: BodyFormat
  /// The attachments in order.
  public var attachments: [Attachment]
  /// Remarks about damage that was worked around, one line each (an unknown charset,
  /// a missing MIME boundary, truncated base64, ...), for a status line.
  public var notes: [String]
  /// How much of the message was read, when it was too large to read whole (see
  /// ``Mailbox/messageReadLimit``); nil when every byte was read.
  public var cut: Cut? = nil

  /// Where a message too large to read whole was cut: only its first bytes were read,
  /// parsed and decoded.
  ///
  /// The body then ends where the bytes read end (at a character boundary, never in the
  /// middle of an encoded sequence, an HTML tag or a character reference), and only the attachments that start before the cut
  /// are listed; the one the cut runs through is marked ``Attachment/isCut``.
  public struct Cut: Sendable, Hashable {
    /// How many bytes of the message were read.
    public var readByteCount: Int
    /// The message's whole size in bytes.
    public var byteCount: Int

    /// Describes a cut after `readByteCount` of `byteCount` bytes.
    ///
    /// - Parameters:
    ///   - readByteCount: How many bytes were read.
    ///   - byteCount: The message's whole size.
    public init(readByteCount: Int, byteCount: Int) {
      self.readByteCount = readByteCount
      self.byteCount = byteCount
    }

    /// The note shown above the message.
    ///
    /// For example `Showing the first 1.0 MB of 1.0 GB; the rest of this message is not read.`
    public var note: String {
      "Showing the first \(Quantities.bytes(readByteCount)) of "
        + "\(Quantities.bytes(byteCount)); the rest of this message is not read."
    }

    /// The line shown where the text stops.
    ///
    /// For example `(The message is cut here: 1023.0 MB more are not shown.)`
    public var endNote: String {
      "(The message is cut here: \(Quantities.bytes(byteCount - readByteCount)) more "
        + "are not shown.)"
    }
  }

  /// The first header named `name` (case-insensitive), decoded.
  ///
  /// - Parameter name: The header's name, in any case.
  /// - Returns: Its decoded value, or `nil` when the message has no such header.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }
}
