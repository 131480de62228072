import MailboxCore
import SplitKit
import SplitKitGTK

/// The reader: the message list (with a search entry) as primary, the open message as
/// secondary; opening a message is `showDetail`, so it replaces the message beside the
/// list, slides the overlay away, or pushes onto the collapsed stack.
///
/// The rows are MailboxCore's ``MessageList``, searched as in the terminal `mailbox`: a
/// key sets the query, and what a key does not check at once is checked in slices on the
/// host's frame clock (``GTKSplitHost/frameWork``), so no key waits for the mailbox.
@MainActor
final class MailboxReader: SplitViewControllerDelegate {
  let split = SplitViewController(style: .doubleColumn)
  let list: GTKListViewController
  private let mailbox: Mailbox
  private var messages = MessageList()
  private var isMessageOpen = false
  /// The host whose frame clock runs the search slices; set once the window exists.
  weak var host: GTKSplitHost?

  /// How long the search may take per frame.
  static let frameBudget = Duration.milliseconds(10)
  /// The most search slices per frame, however fast the clock.
  static let maximumSlicesPerFrame = 64

  init(mailbox: Mailbox, summaries: [MessageSummary]) {
    self.mailbox = mailbox
    messages.append(summaries)
    let rows = Rows()
    list = GTKListViewController(title: mailbox.name, count: messages.rowCount) {
      rows.text($0)
    }
    rows.reader = self
    list.showsSearchEntry = true
    list.onChoose = { [unowned self] row in open(row) }
    list.onSearchChanged = { [unowned self] text in search(text) }
    split.delegate = self
    split.setViewController(list, for: .primary)
    split.setViewController(
      GTKTextViewController(title: "Message", text: "No message selected."), for: .secondary)
  }

  /// Looks rows up in the message list when the list asks for them.
  @MainActor
  final class Rows {
    weak var reader: MailboxReader?

    func text(_ row: Int) -> String {
      guard let summary = reader?.messages.summary(atRow: row) else { return "" }
      let subject = summary.subject.isEmpty ? "(no subject)" : summary.subject
      return "\(summary.sender.displayName) — \(subject)"
    }
  }

  /// Collapsing keeps the list on top until a message was opened (the placeholder is
  /// discarded), as the terminal reader does.
  func splitViewController(
    _ split: SplitViewController, collapseSecondary secondary: ViewController,
    onto primary: ViewController
  ) -> Bool {
    !isMessageOpen
  }

  /// `/` moves the focus into the search entry.
  func handle(key: KeyEvent) -> Bool {
    guard key == KeyEvent(.character("/")) else { return false }
    split.show(.primary)
    split.focus(.primary)
    list.focusSearch()
    return true
  }

  /// Sets the query; the rows show what the first check found, and the frame work
  /// (``searchFrame()``) finds the rest.
  private func search(_ text: String) {
    messages.setFilter(text)
    list.reload(count: messages.rowCount)
    guard messages.isSearching, let host, host.frameWork == nil else { return }
    host.frameWork = { [weak self] in self?.searchFrame() ?? false }
  }

  /// One frame's search, within ``frameBudget``; shows the rows found.
  ///
  /// - Returns: Whether messages are left to check.
  func searchFrame() -> Bool {
    guard let host else { return false }
    let found = messages.searchFrame(
      in: mailbox, until: host.now + Self.frameBudget,
      maximumSlices: Self.maximumSlicesPerFrame, now: { host.now })
    if found > 0 { list.reload(count: messages.rowCount) }
    return messages.isSearching
  }

  private func open(_ row: Int) {
    guard let summary = messages.summary(atRow: row) else { return }
    let text: String
    let title: String
    do {
      let message = try mailbox.message(at: summary.location)
      title = message.subject.isEmpty ? "(no subject)" : message.subject
      var lines = ["From: \(message.from)", "To: \(message.to)"]
      if !message.cc.isEmpty { lines.append("Cc: \(message.cc)") }
      lines.append("Subject: \(title)")
      lines.append("Date: \(MailDate.displayText(message.date))")
      lines.append("")
      if let cut = message.cut { lines += [cut.note, ""] }
      lines.append(message.body)
      if let cut = message.cut { lines.append(cut.endNote) }
      for attachment in message.attachments {
        lines.append("[attachment] \(attachment)")
      }
      text = lines.joined(separator: "\n")
    } catch {
      title = "Unreadable message"
      text = error.message
    }
    isMessageOpen = true
    list.showDetail(GTKTextViewController(title: title, text: text))
  }
}
