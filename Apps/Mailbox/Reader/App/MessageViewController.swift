import SplitKit
import SplitKitTerminal

/// The secondary column: the selected message's headers, body and attachments, scrollable.
///
/// The app sets ``summary`` whenever the list's selection changes; the message is read
/// from the mailbox and parsed only when the controller is drawn, so moving through the
/// list while the message is hidden costs nothing. The text is laid out lazily
/// (``MessageLayout``): a frame wraps only the blocks it shows, so the first frame of a
/// huge message, scrolling and resizing cost what a short message's do. Keys: ↑/↓ k/j
/// scroll a line, PgUp/PgDn and Space a page, Home/End to either end, `n`/`p` the next
/// or previous message, `u` read/unread, `t` the list's conversations on or off, `/` back
/// to the list to filter it, Esc (h, ←,
/// Backspace) back to the list; the wheel scrolls three lines. The bottom line shows
/// these keys in the longest form that fits its width (``keyHints``), or a note such as
/// "No next message" until the next key.
@MainActor
final class MessageViewController: TerminalViewController {
  /// The message shown, or nil for the placeholder.
  var summary: MessageSummary? {
    didSet {
      guard summary?.location != oldValue?.location else { return }
      layout = nil
      top = .start
      title = summary.map { $0.subject.isEmpty ? "(no subject)" : $0.subject } ?? placeholderTitle
    }
  }
  /// The title shown while there is no message.
  var placeholderTitle = "No message" {
    didSet { if summary == nil { title = placeholderTitle } }
  }
  /// The text shown while there is no message.
  var placeholderText = "No message selected." {
    didSet { if summary == nil { layout = nil } }
  }
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
  /// Called when the user presses `t` to switch the list between conversations and flat.
  var onToggleThreads: (() -> Void)?
  /// A one-line note for the status line (such as "No next message"), cleared by the
  /// next key.
  var note: String?

  /// The line at the top of the text area.
  private(set) var top = MessageLayout.Position.start
  /// The size of the text area when last drawn.
  private(set) var visibleSize = CellSize(columns: 1, rows: 1)
  /// The mailbox the messages are read from (the open folder's).
  var mailbox: Mailbox {
    didSet { summary = nil }
  }
  private var layout: MessageLayout?

  /// Creates the message view for `mailbox`.
  init(mailbox: Mailbox) {
    self.mailbox = mailbox
    super.init(title: "No message", restorationIdentifier: "message")
  }

  /// The current message's (or the placeholder's) layout, read and parsed on first use.
  private func currentLayout() -> MessageLayout {
    if let layout { return layout }
    let sections: [MessageText]
    if let summary {
      let message: Message
      do {
        message = try mailbox.message(at: summary.location)
      } catch {
        message = Message.unreadable(summary: summary, problem: error.message)
      }
      sections = MessageDocument(message: message).sections
    } else {
      sections = [MessageText(placeholderText, kind: .plain(MessageDocument.noteStyle))]
    }
    let layout = MessageLayout(sections: sections)
    self.layout = layout
    return layout
  }

  /// Every line of the current message (or placeholder) at `width`.
  ///
  /// - Complexity: O(message length); drawing wraps only what it shows.
  func lines(width: Int) -> [[Span]] {
    var layout = currentLayout()
    defer { self.layout = layout }
    return layout.allLines(width: max(1, width))
  }

  /// The number of the top line, counted from the first (0).
  ///
  /// - Complexity: O(the text above the top line); for tests.
  var topLine: Int {
    var layout = currentLayout()
    defer { self.layout = layout }
    let width = max(1, visibleSize.columns)
    var line = 0
    var position = MessageLayout.Position.start
    let target = layout.normalized(top, width: width)
    while position != target {
      let step = layout.moved(position, by: 1, width: width)
      guard step.distance == 1 else { break }
      position = step.position
      line += 1
    }
    return line
  }

  /// Scrolls by `lines` (negative is up), keeping the last page full.
  private func scroll(by lines: Int) {
    var layout = currentLayout()
    defer { self.layout = layout }
    let width = max(1, visibleSize.columns)
    let moved = layout.moved(top, by: lines, width: width).position
    top = layout.clamped(moved, rows: visibleSize.rows, width: width)
  }

  override func viewDidDisappear(_ animated: Bool) {
    onDisappear?()
  }

  /// The key hint, longest first: the first that fits the status line is shown, so
  /// the keys stay visible (shorter) at every width instead of being cut.
  static let keyHints: [(leading: String, trailing: String)] = [
    ("n p next/prev  Space page  u (un)read", "Esc list  ? keys"),
    ("n p next/prev  Space page  u read", "Esc list  ? keys"),
    ("n p next  Space page  u read", "Esc list  ? keys"),
    ("n p  Space  u  Esc  ? keys", ""),
    ("n p Space u Esc ?", ""),
    ("? keys", ""),
  ]

  /// The key hint, or the note, for a status line `width` cells wide.
  func statusContent(width: Int) -> StatusLine.Content {
    StatusLine.fitting(Self.keyHints, note: note, width: width)
  }

  override func draw(in rect: CellRect, buffer: inout Buffer, context: DrawContext) {
    buffer.fill(rect)
    let showsStatus = rect.height >= 3
    let body = showsStatus ? rect.inset(bottom: 1) : rect
    if showsStatus {
      let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
      StatusLine(content: statusContent(width: line.width)).render(in: line, of: &buffer)
    }
    let text = body.width > 2 ? body.inset(left: 1, right: 1) : body
    visibleSize = text.size
    guard !text.isEmpty else { return }
    var layout = currentLayout()
    defer { self.layout = layout }
    top = layout.clamped(top, rows: text.height, width: text.width)
    let lines = layout.lines(from: top, count: text.height, width: text.width)
    for (row, spans) in lines.enumerated() {
      buffer.setSpans(
        spans, at: CellPosition(x: text.x, y: text.y + row), width: text.width, clip: text)
    }
  }

  /// Asked for each key the message does not handle itself (flag, delete, archive, undo);
  /// true when it was an action's key.
  var onMailKey: ((KeyEvent) -> Bool)?

  override func handle(key: KeyEvent) -> Bool {
    note = nil
    guard key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .character(" "): return perform(.pageDown)
    case .character("n"): onStep?(1)
    case .character("p"): onStep?(-1)
    case .character("u"): onToggleRead?()
    case .character("t"): onToggleThreads?()
    case .character("/"): onFilter?()
    default: return onMailKey?(key) ?? false
    }
    return true
  }

  override func perform(_ command: HostCommand) -> Bool {
    if command == .back { return onBack?() ?? false }
    let page = max(1, visibleSize.rows - 1)
    switch command {
    case .moveUp: scroll(by: -1)
    case .moveDown: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .home: top = .start
    case .end:
      var layout = currentLayout()
      defer { self.layout = layout }
      let width = max(1, visibleSize.columns)
      top = layout.clamped(layout.end(width: width), rows: visibleSize.rows, width: width)
    default: return false
    }
    return true
  }

  override func handle(mouse: MouseEvent, in rect: CellRect) -> Bool {
    switch mouse.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    default: return false
    }
    return true
  }
}
