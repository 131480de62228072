import Foundation
import SplitKit
import SplitKitContent
import SplitKitHostCore
import SplitKitTerminal
import SplitKitTerminalTesting

@testable import MailboxCore

/// The reader in the terminal host on the in-memory ``Driver``: facts read from the
/// emulated screen's cells, in the columns the split view lays out (a terminal's points
/// are its cells).
@MainActor
final class TerminalScriptHost: ContentScriptHost {
  let app: MailboxApp
  let driver: Driver

  init(path: String, layout: ContentScript.Layout) throws {
    let size = layout == .collapsed ? AppHarness.narrow : AppHarness.wide
    (app, driver) = try AppHarness.launch(path: path, size: size)
  }

  func press(_ key: KeyEvent) { driver.press(key) }
  func type(_ text: String) { driver.type(text) }

  func settle() {
    var frames = 0
    while driver.host.frameWork != nil, frames < 10_000 {
      driver.advance(by: .milliseconds(17))
      frames += 1
    }
    driver.advance(by: .milliseconds(500))
  }

  /// Reads each visible column's rectangle of the screen: its bar (the top line), its
  /// status line (the bottom line) and, for a list, the lines between, the selected one drawn in reverse video (or grey, unfocused).
  func read() -> SeenContent {
    let buffer = driver.buffer
    var seen = SeenContent()
    for frame in driver.split.layout.columns where !frame.isCovered {
      let rect = frame.frame
      let left = Int(rect.minX.rounded())
      let right = min(buffer.size.columns, Int(rect.maxX.rounded()))
      let top = Int(rect.minY.rounded())
      let bottom = min(buffer.size.rows, Int(rect.maxY.rounded()))
      guard right > left, bottom - top >= 2 else { continue }
      func text(_ y: Int) -> String {
        String((left..<right).map { buffer[$0, y] }.filter { !$0.isContinuation }.map(\.grapheme))
          .trimmingCharacters(in: .whitespaces)
      }
      func isHighlighted(_ y: Int) -> Bool {
        let style = buffer[left, y].style
        return style.attributes.contains(.reverse) || style.background == .ansi(.brightBlack)
      }
      let content = driver.split.topViewController(in: frame.column) as? ContentViewController
      let hasStatus = !(content?.currentStatusLines.isEmpty ?? true)
      if hasStatus { seen.statuses.append(text(bottom - 1)) }
      let body = (top + 1)..<(hasStatus ? bottom - 1 : bottom)
      switch content {
      case is DocumentController:
        seen.documents.append(text(top))
      case is ListController:
        // The terminal shows a filter in the status line, not above the rows.
        let rows = body
        seen.lists.append(
          SeenContent.List(
            rows: rows.map(text), selected: rows.first(where: isHighlighted).map(text)))
      default:
        break
      }
    }
    return seen
  }
}
