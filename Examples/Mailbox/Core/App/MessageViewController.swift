import SplitKit
import SplitKitTerminal

/// The secondary column: the selected message's headers, body and attachments, scrollable.
///
/// The app sets ``summary`` whenever the list's selection changes; the message is read
/// from the mailbox and parsed only when the controller is drawn, so moving through the
/// list while the message is hidden costs nothing. Keys: ↑/↓ k/j scroll a line, PgUp/PgDn
/// and Space a page, Home/End to either end, `n`/`p` the next or previous message, `u`
/// read/unread, `/` back to the list to filter it, Esc (h, ←, Backspace) back to the
/// list; the wheel scrolls three lines. The bottom line shows these keys, or a note such
/// as "No next message" until the next key.
@MainActor
final class MessageViewController: TerminalViewController {
  /// The message shown, or nil for the placeholder.
  var summary: MessageSummary? {
    didSet {
      guard summary?.location != oldValue?.location else { return }
      document = nil
      wrapped = nil
      textState.scrollToTop()
      title = summary.map { $0.subject.isEmpty ? "(no subject)" : $0.subject } ?? placeholderTitle
    }
  }
  /// The title shown while there is no message.
  var placeholderTitle = "No message" {
    didSet { if summary == nil { title = placeholderTitle } }
  }
  /// The text shown while there is no message.
  var placeholderText = "No message selected."
  /// Called with the step when the user asks for the next (+1) or previous (−1) message.
  var onStep: ((Int) -> Void)?
  /// Called when the user presses `/` to filter the list.
  var onFilter: (() -> Void)?
  /// Called when the view has left the screen.
  var onDisappear: (() -> Void)?
  /// Called for Back (Esc, h, ←, Backspace); returns whether the app brought the list
  /// back, else the host's Back applies.
  var onBack: (() -> Bool)?
  /// Called when the user presses `u` to flip the message between read and unread.
  var onToggleRead: (() -> Void)?
  /// A one-line note for the status line (such as "No next message"), cleared by the
  /// next key.
  var note: String?

  /// The scroll position.
  private(set) var textState = TextViewState()
  /// The size of the text area when last drawn.
  private(set) var visibleSize = CellSize(columns: 1, rows: 1)
  /// The mailbox the messages are read from (the open folder's).
  var mailbox: Mailbox {
    didSet { summary = nil }
  }
  private var document: MessageDocument?
  private var wrapped: (width: Int, lines: [[Span]])?

  /// Creates the message view for `mailbox`.
  init(mailbox: Mailbox) {
    self.mailbox = mailbox
    super.init(title: "No message", restorationIdentifier: "message")
  }

  /// The lines of the current message (or placeholder) at `width`, cached per width.
  ///
  /// - Complexity: O(message length) the first time per message and width, O(1) after.
  func lines(width: Int) -> [[Span]] {
    if let wrapped, wrapped.width == width { return wrapped.lines }
    let lines: [[Span]]
    if let summary {
      lines = loadedDocument(for: summary).lines(width: width)
    } else {
      lines = Text.wrapped(placeholderText, toWidth: width).map {
        [Span($0, style: MessageDocument.noteStyle)]
      }
    }
    wrapped = (width, lines)
    return lines
  }

  private func loadedDocument(for summary: MessageSummary) -> MessageDocument {
    if let document { return document }
    let message: Message
    do {
      message = try mailbox.message(at: summary.location)
    } catch {
      message = Message.unreadable(summary: summary, problem: error.message)
    }
    let document = MessageDocument(message: message)
    self.document = document
    return document
  }

  override func viewDidDisappear(_ animated: Bool) {
    onDisappear?()
  }

  /// The key hint, or the note, for the status line.
  var statusContent: StatusLine.Content {
    StatusLine.Content(
      leading: [Span(note ?? "n p next/prev  Space page  u (un)read")],
      trailing: [Span("Esc list  ? keys")])
  }

  override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    buffer.fill(rect)
    let showsStatus = rect.height >= 3
    let body = showsStatus ? rect.inset(bottom: 1) : rect
    if showsStatus {
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      StatusLine(content: statusContent).render(in: line, of: &buffer)
    }
    let text = body.width > 2 ? body.inset(left: 1, right: 1) : body
    visibleSize = text.size
    guard !text.isEmpty else { return }
    let lines = lines(width: text.width)
    textState.layoutChanged(lineCount: lines.count, visibleRows: text.height)
    for (row, spans) in lines.dropFirst(textState.offset).prefix(text.height).enumerated() {
      buffer.setSpans(
        spans, at: CellPosition(x: text.x, y: text.y + row), width: text.width, clip: text)
    }
  }

  override func handle(key: KeyEvent) -> Bool {
    note = nil
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character(" "): return perform(.pageDown)
    case .character("n"): onStep?(1)
    case .character("p"): onStep?(-1)
    case .character("u"): onToggleRead?()
    case .character("/"): onFilter?()
    default: return false
    }
    return true
  }

  override func perform(_ command: HostCommand) -> Bool {
    if command == .back { return onBack?() ?? false }
    let count = lines(width: max(1, visibleSize.columns)).count
    return textState.perform(command, lineCount: count, visibleRows: visibleSize.rows)
  }

  override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    let count = lines(width: max(1, visibleSize.columns)).count
    return textState.scroll(for: mouse, lineCount: count, visibleRows: visibleSize.rows)
  }
}
