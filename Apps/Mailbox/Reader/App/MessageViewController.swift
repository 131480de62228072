import SplitKit
import SplitKitContent
import SplitKitHostCore

/// The message column: the selected message as a host-neutral document (its header block,
/// notes, body and attachments), read from the mailbox only when it shows; a status line
/// of key hints.
///
/// Its keys are ``MailCommand``s, run by the app (`n`/`p` step to the next or previous
/// message, `u` toggles read, …); Space pages; Esc goes back to the list where it slid
/// away.
@MainActor
final class MessageViewController: DocumentController {
  /// The message shown; nil shows the placeholder.
  var summary: MessageSummary? {
    didSet {
      guard summary?.location != oldValue?.location else { return }
      title = summary.map { $0.subject.isEmpty ? "(no subject)" : $0.subject } ?? placeholderTitle
      documentDidChange()
    }
  }
  /// The title without a message.
  var placeholderTitle = "No message" {
    didSet { if summary == nil { title = placeholderTitle } }
  }
  /// The text without a message.
  var placeholderText = "No message selected." {
    didSet { if summary == nil { documentDidChange() } }
  }
  /// Called when the message has left the screen.
  var onDisappear: (() -> Void)?
  /// Called for Esc: shows the list again; false when it already shows.
  var onBack: (() -> Bool)?
  /// A line the app shows in place of the whole status line (a question about a draft,
  /// where a file was saved) until it clears it.
  var notice: String? {
    didSet { if notice != oldValue { setNeedsDisplay() } }
  }
  /// Buttons in the column's bar (Reply, Reply All, Forward and the More menu, which a
  /// terminal's bar leaves to their keys); none by default.
  var buttons: [BarButton] = []

  override var barButtons: [BarButton] { buttons }

  /// A note for the status line (such as "No next message"), cleared by the next key.
  var note: String? {
    didSet { if note != oldValue { setNeedsDisplay() } }
  }
  /// The mailbox messages are read from; replacing it clears the message.
  var mailbox: Mailbox {
    didSet { summary = nil }
  }

  /// Creates the message view of `mailbox`.
  init(mailbox: Mailbox) {
    self.mailbox = mailbox
    super.init(title: "No message", restorationIdentifier: "message")
  }

  /// The numbered choice shown in place of the message (links, attachments), if any.
  var picker: Picker? {
    didSet { documentDidChange() }
  }
  /// Asked first for every key while the app waits for an answer (a draft to send), and
  /// for the quit key; true when the app took it.
  var onAppKey: ((KeyEvent) -> Bool)?
  /// Asked before the host quits; true when the app asked the user first instead.
  var onQuit: (() -> Bool)?
  /// Called before each key the message view handles: the user acted.
  var onKey: (() -> Void)?

  /// A problem shown in full in the message's place (a failed send's error, longer than
  /// a status line), until the next key.
  var problem: String? {
    didSet { if problem != oldValue { documentDidChange() } }
  }

  override func makeDocument() -> Document {
    if let problem {
      return Document(blocks: [.warning(problem), .blank, .note("Any key goes back")])
    }
    if let picker { return picker.document }
    guard let summary else { return Document.placeholder(placeholderText) }
    let message: Message
    do {
      message = try mailbox.message(at: summary.location)
    } catch {
      message = Message.unreadable(summary: summary, problem: error.message)
    }
    return MessageDocument(message: message).document
  }

  override func viewDidDisappear(_ animated: Bool) {
    onDisappear?()
  }

  override var statusLines: [StatusContent] {
    if let notice { return [StatusContent(notice)] }
    if let picker { return [picker.statusLine] }
    return MailCommand.messageHints.map { StatusContent(note ?? $0.leading, trailing: $0.trailing) }
  }

  override var keyCommands: [KeyCommand] { MailboxApp.keyCommands }

  /// Asked for each key of a ``MailCommand`` typed in the message; true when the app
  /// took it (false lets the document have it: Space pages it).
  var onCommand: ((MailCommand) -> Bool)?
  /// Opens a link clicked in the message (in a window) as `L` opens one.
  var onOpenLink: ((String) -> Void)?

  /// A clicked link goes to the app's opener, never the host's.
  override func open(link url: String) -> Bool {
    onOpenLink?(url)
    return true
  }

  override func handle(key: KeyEvent) -> Bool {
    onKey?()
    note = nil
    if problem != nil {
      problem = nil
      return true
    }
    if onAppKey?(key) == true { return true }
    if picker != nil { return handlePickerKey(key) }
    guard let command = MailCommand(key) else { return false }
    return onCommand?(command) ?? false
  }

  override func perform(_ command: HostCommand) -> Bool {
    switch command {
    case .back: onBack?() ?? false
    case .quit: onQuit?() ?? false
    default: false
    }
  }
}
