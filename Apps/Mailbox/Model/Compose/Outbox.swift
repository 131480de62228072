/// Sends drafts and files what sending leaves behind: a copy in Sent and the original
/// flagged on success, the draft in Drafts on failure.
///
/// ```swift
/// let outbox = Outbox(settings: settings, mailRoot: "~/Mail")
/// let sending = try outbox.send(draft, original: .init(maildir: inbox, relativePath: path), now: .now)
/// // each frame:
/// if let report = sending.poll(now: .now) { status = report.message }
/// ```
public struct Outbox: Sendable {
  /// The compose settings: the command, its timeout, the folder names.
  public var settings: ComposeSettings
  /// The mail directory Sent and Drafts are found (or made) in.
  public var mailRoot: String

  /// The message a draft answers, when it is a file in a Maildir (a message in an mbox
  /// file is not flagged).
  public struct Original: Sendable, Hashable {
    /// The Maildir's path.
    public var maildir: String
    /// The file, relative to the Maildir.
    public var relativePath: String

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - maildir: The Maildir's path.
    ///   - relativePath: The file, relative to the Maildir.
    public init(maildir: String, relativePath: String) {
      self.maildir = maildir
      self.relativePath = relativePath
    }
  }

  /// How a send ended.
  public struct Report: Sendable, Hashable {
    /// Whether the send command accepted the message.
    public var isSent: Bool
    /// The line to show: what happened, and for a failure why and where the draft is.
    public var message: String
    /// The error, for a failed send.
    public var error: ComposeError?
    /// Where the sent copy (or the kept draft) is, relative to its Maildir; nil when it
    /// could not be written.
    public var filedPath: String?
    /// The original's new relative path, when it was flagged.
    public var originalPath: String?
  }

  /// Creates an outbox.
  ///
  /// - Parameters:
  ///   - settings: The compose settings.
  ///   - mailRoot: The mail directory Sent and Drafts live in.
  public init(settings: ComposeSettings, mailRoot: String) {
    self.settings = settings
    self.mailRoot = mailRoot
  }

  /// A send in progress; ``poll(now:)`` it until it reports.
  public final class Sending: @unchecked Sendable {
    private let outbox: Outbox
    private let draft: Draft
    private let bytes: [UInt8]
    private let original: Original?
    private let job: MailSender.Job
    private var report: Report?

    fileprivate init(
      outbox: Outbox, draft: Draft, bytes: [UInt8], original: Original?, job: MailSender.Job
    ) {
      self.outbox = outbox
      self.draft = draft
      self.bytes = bytes
      self.original = original
      self.job = job
    }

    /// The report once the command has ended (or timed out), else nil; the filing is done
    /// once, on the poll that sees the end.
    ///
    /// - Parameter now: The current instant.
    /// - Returns: The report, or nil while sending.
    public func poll(now: ContinuousClock.Instant) -> Report? {
      if let report { return report }
      guard let outcome = job.poll(now: now) else { return nil }
      let finished: Report
      switch outcome {
      case .success: finished = outbox.fileSent(bytes, draft: draft, original: original)
      case .failure(let error): finished = outbox.keep(draft, because: error)
      }
      report = finished
      return finished
    }

    /// Waits for the report, asking every 20 ms.
    ///
    /// - Returns: The report.
    public func wait() async -> Report {
      while true {
        if let report = poll(now: .now) { return report }
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
  }

  /// Encodes `draft` and starts the send command with it.
  ///
  /// - Parameters:
  ///   - draft: The message.
  ///   - original: The message it answers, to flag once sent.
  ///   - now: The current instant, from which the timeout counts.
  /// - Returns: The send in progress.
  /// - Throws: ``ComposeError`` when the draft cannot be encoded (no recipients, an
  ///   attachment missing) or the command cannot be started; nothing is filed then, and
  ///   the draft is still the caller's to edit again.
  public func send(_ draft: Draft, original: Original?, now: ContinuousClock.Instant)
    throws(ComposeError) -> Sending
  {
    let bytes = try MessageEncoder(settings: settings).encode(draft)
    let job = try MailSender.start(
      bytes, command: settings.sendCommand, timeout: settings.sendTimeout, now: now)
    return Sending(outbox: self, draft: draft, bytes: bytes, original: original, job: job)
  }

  /// Files `draft` in Drafts (flagged `D` and `S`), as it is.
  ///
  /// - Parameter draft: The unsent draft.
  /// - Returns: The file's path relative to the Drafts Maildir.
  /// - Throws: ``ComposeError`` when it cannot be encoded or written.
  @discardableResult
  public func postpone(_ draft: Draft) throws(ComposeError) -> String {
    let bytes = try MessageEncoder(settings: settings).encode(draft, requiringRecipients: false)
    let drafts = try MaildirDelivery.folder(root: mailRoot, name: settings.draftsFolder)
    return try MaildirDelivery.deliver(bytes, to: drafts, flags: "DS")
  }

  private func fileSent(_ bytes: [UInt8], draft: Draft, original: Original?) -> Report {
    var notes: [String] = []
    var filed: String?
    var flagged: String?
    do {
      let sent = try MaildirDelivery.folder(root: mailRoot, name: settings.sentFolder)
      filed = try MaildirDelivery.deliver(bytes, to: sent, flags: "S")
    } catch {
      notes.append("no copy in \(settings.sentFolder): \(error.message)")
    }
    if let original, let flag = draft.kind.originalFlag {
      do {
        flagged = try MaildirFiles.setFlags(
          of: original.relativePath, in: original.maildir, adding: [flag], removing: [])
      } catch {
        notes.append("the original is not marked: \(error.message)")
      }
    }
    let to = draft.recipients.map(\.address).joined(separator: ", ")
    let message =
      "Sent to \(to)" + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; "))
    return Report(
      isSent: true, message: message, error: nil, filedPath: filed, originalPath: flagged)
  }

  private func keep(_ draft: Draft, because error: ComposeError) -> Report {
    do {
      let path = try postpone(draft)
      return Report(
        isSent: false,
        message: error.message + ". The draft is kept in \(settings.draftsFolder).",
        error: error, filedPath: path, originalPath: nil)
    } catch let filing {
      return Report(
        isSent: false,
        message: error.message + ". The draft could not be kept: " + filing.message,
        error: error, filedPath: nil, originalPath: nil)
    }
  }
}
