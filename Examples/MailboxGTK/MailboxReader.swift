import MailboxCore
import SplitKit
import SplitKitGTK

/// The reader: the message list (with a filter entry) as primary, the open message as
/// secondary; opening a message is `showDetail`, so it replaces the message beside the
/// list, slides the overlay away, or pushes onto the collapsed stack.
@MainActor
final class MailboxReader: SplitViewControllerDelegate {
  let split = SplitViewController(style: .doubleColumn)
  let list: GTKListViewController
  private let mailbox: Mailbox
  private let all: [MessageSummary]
  private var shown: [MessageSummary]
  private var isMessageOpen = false

  init(mailbox: Mailbox, summaries: [MessageSummary]) {
    self.mailbox = mailbox
    all = summaries
    shown = summaries
    let rows = Rows()
    list = GTKListViewController(title: mailbox.name, count: summaries.count) { rows.text($0) }
    rows.reader = self
    list.showsSearchEntry = true
    list.onChoose = { [unowned self] row in open(row) }
    list.onSearchChanged = { [unowned self] text in filter(text) }
    split.delegate = self
    split.setViewController(list, for: .primary)
    split.setViewController(
      GTKTextViewController(title: "Message", text: "No message selected."), for: .secondary)
  }

  /// Looks rows up in the filtered list when the list asks for them.
  @MainActor
  final class Rows {
    weak var reader: MailboxReader?

    func text(_ row: Int) -> String {
      guard let reader, reader.shown.indices.contains(row) else { return "" }
      let summary = reader.shown[row]
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

  /// `/` moves the focus into the filter.
  func handle(key: KeyEvent) -> Bool {
    guard key == KeyEvent(.character("/")) else { return false }
    split.show(.primary)
    split.focus(.primary)
    list.focusSearch()
    return true
  }

  private func filter(_ text: String) {
    let needle = text.lowercased()
    shown =
      needle.isEmpty
      ? all
      : all.filter {
        $0.sender.displayName.lowercased().contains(needle)
          || $0.subject.lowercased().contains(needle)
      }
    list.reload(count: shown.count)
  }

  private func open(_ row: Int) {
    guard shown.indices.contains(row) else { return }
    let summary = shown[row]
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
