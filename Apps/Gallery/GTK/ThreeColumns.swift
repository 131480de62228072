import SplitKit
import SplitKitGTK

/// The later column API: sidebar, list and detail; `1`-`7` pick every display mode and
/// `b` cycles the split behaviours; `i` shows or hides the inspector.
final class ThreeColumns: GTKGalleryApp {
  static let mailboxes = ["Inbox", "Drafts", "Sent", "Archive", "Trash"]
  let sidebar: GTKListViewController
  let messages: GTKListViewController
  let detail = GTKTextViewController(title: "Message", text: "No message selected.")
  private var mailbox = 0

  init(rows: Int) {
    sidebar = GTKListViewController(title: "Mailboxes", count: Self.mailboxes.count) {
      Self.mailboxes[$0]
    }
    messages = GTKListViewController(title: "Inbox", count: rows) { "Message \($0 + 1)" }
    super.init(split: SplitViewController(style: .tripleColumn))
    sidebar.onChoose = { [unowned self] row in
      mailbox = row
      messages.title = Self.mailboxes[row]
      split.show(.supplementary)
    }
    messages.onChoose = { [unowned self] row in
      detail.title = "\(Self.mailboxes[mailbox]) \(row + 1)"
      detail.text = "Message \(row + 1) in \(Self.mailboxes[mailbox])."
      split.show(.secondary)
    }
    split.supplementaryColumnSizing = ColumnSizing(width: 320, minimum: 240, maximum: 480)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(messages, for: .supplementary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(
      GTKTextViewController(title: "Inspector", text: "Details of the selection. i hides it."),
      for: .inspector)
  }

  override func onKey(_ key: KeyEvent) -> Bool {
    guard case .character(let character) = key.key else { return false }
    let modes = SplitViewController.DisplayMode.allCases
    if let digit = Int(String(character)), (1...modes.count).contains(digit) {
      split.preferredDisplayMode = modes[digit - 1]
      return true
    }
    if character == "i" {
      split.pressInspectorButton()
      return true
    }
    if character == "b" {
      let behaviours = SplitViewController.SplitBehavior.allCases
      let index = behaviours.firstIndex(of: split.preferredSplitBehavior) ?? 0
      split.preferredSplitBehavior = behaviours[(index + 1) % behaviours.count]
      return true
    }
    return false
  }
}
