/// A message being written: its recipients, subject, threading headers, text and
/// attachments, before it is encoded for sending.
///
/// A draft is made by ``reply(to:all:settings:stamp:)``, ``forward(_:settings:stamp:)`` or
/// ``new(settings:stamp:)``, edited as text (``editorText`` and ``editing(_:)``) or field by
/// field, and encoded by ``MessageEncoder``. Every header value is one line: text taken
/// from the original message (a crafted `Reply-To` name, a subject with encoded line
/// breaks) has its control characters turned into spaces, and addresses are kept parsed,
/// so nothing from the original can add a header or a recipient.
///
/// ```swift
/// var draft = Draft.reply(to: originalBytes, all: false, settings: settings, stamp: .now())
/// draft = try draft.editing(editedText)
/// let bytes = try MessageEncoder(settings: settings).encode(draft)
/// ```
public struct Draft: Sendable, Hashable {
  /// What the draft answers, which decides the flag its original gets once sent.
  public enum Kind: String, Sendable, Hashable {
    /// A new message.
    case new
    /// A reply to the sender (or `Reply-To`).
    case reply
    /// A reply to the sender and every other recipient.
    case replyAll
    /// A forward of the original, inline, with its attachments.
    case forward

    /// The Maildir flag the original gets once the draft is sent: `R` for a reply, `P`
    /// (passed) for a forward, none for new mail.
    public var originalFlag: Character? {
      switch self {
      case .new: nil
      case .reply, .replyAll: "R"
      case .forward: "P"
      }
    }
  }

  /// One attached file: where it is, and its type when known (a forwarded part keeps the
  /// type it had).
  public struct Attachment: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The MIME type, or nil to guess it from the name.
    public var contentType: String?

    /// Creates an attachment.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - contentType: The MIME type, or nil to guess it from the name.
    public init(path: String, contentType: String? = nil) {
      self.path = path
      self.contentType = contentType
    }
  }

  /// What the draft is.
  public var kind: Kind
  /// The sender; nil when no identity is set up.
  public var from: MailAddress?
  /// The main recipients.
  public var to: [MailAddress]
  /// The copied recipients.
  public var cc: [MailAddress]
  /// The blind-copied recipients.
  public var bcc: [MailAddress]
  /// The subject, one line.
  public var subject: String
  /// The original's `Message-ID` (with its angle brackets), for a reply.
  public var inReplyTo: String?
  /// The thread's message ids, oldest first, the original's own last.
  public var references: [String]
  /// This message's own id, with angle brackets.
  public var messageID: String
  /// When the draft was made; the `Date` header.
  public var date: MailDate
  /// The text, lines separated by `\n`.
  public var body: String
  /// The attached files.
  public var attachments: [Attachment]
  /// The forwarded parts' bytes, by their path in ``attachments``, until written to disk.
  public var carried: [String: [UInt8]]

  /// Creates a draft from its parts.
  ///
  /// - Parameters:
  ///   - kind: What the draft is.
  ///   - from: The sender.
  ///   - to: The main recipients.
  ///   - cc: The copied recipients.
  ///   - bcc: The blind-copied recipients.
  ///   - subject: The subject.
  ///   - inReplyTo: The replied-to message's id.
  ///   - references: The thread's message ids.
  ///   - stamp: The draft's own id and date.
  ///   - body: The text.
  ///   - attachments: The attached files.
  public init(
    kind: Kind = .new, from: MailAddress?, to: [MailAddress] = [], cc: [MailAddress] = [],
    bcc: [MailAddress] = [], subject: String = "", inReplyTo: String? = nil,
    references: [String] = [], stamp: DraftStamp, body: String = "",
    attachments: [Attachment] = []
  ) {
    self.kind = kind
    self.from = from.map(Self.oneLine)
    self.to = to.map(Self.oneLine)
    self.cc = cc.map(Self.oneLine)
    self.bcc = bcc.map(Self.oneLine)
    self.subject = Self.oneLine(subject)
    self.inReplyTo = inReplyTo
    self.references = references
    self.messageID = stamp.messageID
    self.date = stamp.date
    self.body = body
    self.attachments = attachments
    self.carried = [:]
  }

  /// Every recipient, `To` then `Cc` then `Bcc`.
  public var recipients: [MailAddress] { to + cc + bcc }

  /// `text` with every control character (line breaks, tabs, escapes) turned into a
  /// space, so it stays one header line whatever it held.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Self.isControl) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { Self.isControl($0) ? " " : $0 }))
  }

  /// ``oneLine(_:)`` for an address's name and address.
  static func oneLine(_ address: MailAddress) -> MailAddress {
    MailAddress(name: oneLine(address.name), address: oneLine(address.address))
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }
}
