import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTesting

@testable import MailboxCore

/// The reader on a ``HeadlessHost``: facts read from its recorded snapshot.
@MainActor
final class HeadlessScriptHost: ContentScriptHost {
  let app: MailboxApp
  let host: HeadlessHost

  init(path: String, layout: ContentScript.Layout) throws {
    app = try ContentScript.app(path: path)
    host = HeadlessHost(
      split: app.split, size: layout.points,
      additionalHelp: MailboxApp.keyCommands)
    app.attach(to: host)
  }

  func press(_ key: KeyEvent) { host.press(key) }
  func type(_ text: String) { host.type(text) }

  func settle() {
    host.finishFrameWork()
    host.advance(by: .milliseconds(500))
  }

  func read() -> SeenContent { SeenContent(host.snapshot) }
}

extension SeenContent {
  /// What a snapshot shows: the content's own values, as every host's output is made
  /// from them.
  init(_ snapshot: ContentSnapshot) {
    for pane in snapshot.panes where !pane.isCovered {
      if let list = pane.list {
        let rows = list.rows.map(\.text)
        let selected = list.selection.flatMap { index in
          rows.indices.contains(index - list.first) ? rows[index - list.first] : nil
        }
        lists.append(List(rows: rows, selected: selected))
      }
      if pane.document != nil { documents.append(pane.bar.title) }
      if let status = pane.status { statuses.append(status.plainText) }
    }
  }
}

extension ListRowContent {
  /// The row's texts on one line, as a reader of the page or the window meets them.
  var text: String { [title, subtitle, detail].joined(separator: "  ") }
}
