import Foundation
import SystemTestSupport

/// What a person sees of `mailbox`, read back from a screen captured with escapes: the
/// layout, the list's title, the highlighted message and the message shown.
///
/// Comparing this whole value after every step asserts the app's observable state
/// without pinning every cell (dates, widths, colours may change; navigation may not).
struct MailboxScreen: Equatable, CustomStringConvertible {
  /// The arrangement on screen.
  var layout: SplitLayout
  /// The list's navigation title ("Inbox — 150", "Inbox — 17 of 150"), if visible.
  var list: String?
  /// The subject of the highlighted list row, if the list is visible.
  var selected: String?
  /// The `Subject:` header of the message shown, if visible.
  var message: String?

  /// Describes the expected state.
  init(_ layout: SplitLayout, list: String? = nil, selected: String? = nil, message: String? = nil)
  {
    self.layout = layout
    self.list = list
    self.selected = selected
    self.message = message
  }

  /// Reads the state from `screen`.
  ///
  /// - Parameter screen: The rows, captured with `escapes: true` so the highlighted row
  ///   (reverse video or a background from the sender on; the unread marker keeps its own style) can
  ///   be told apart.
  init(reading screen: [String]) {
    let rows = StyledRow.rows(screen)
    let top = rows.first?.text ?? ""
    layout = SplitLayout(top: top)
    let listVisible = [.sideBySide, .overlay, .compactList].contains(layout)
    list = listVisible ? Self.primaryPart(of: top).trimmingCharacters(in: .whitespaces) : nil
    selected =
      listVisible
      ? rows.dropFirst().lazy.filter { $0.isHighlighted(at: 2) }.compactMap {
        Self.subject(ofListRow: $0.text)
      }.first
      : nil
    message =
      rows.lazy.compactMap { row in
        row.text.range(of: "Subject: ").map {
          String(row.text[$0.upperBound...]).trimmingCharacters(in: .whitespaces)
        }
      }.first
  }

  /// The part of a row left of the divider (all of it when there is none).
  private static func primaryPart(of row: String) -> Substring {
    row.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  }

  /// The subject column of a list row.
  ///
  /// A list row is a 2-cell marker, the sender (padded, or cut with `…` and one space), the
  /// subject (possibly cut with `…`), and a date such as `Jan 5` or `2025-12-01`. Rows of
  /// another shape (status line, filter field) give `nil`.
  private static func subject(ofListRow row: String) -> String? {
    let columns = primaryPart(of: row).dropFirst(2)
    let shape = /^(.+?)(?:… |\s{2,})(.+?)\s+([A-Z][a-z]{2} \d{1,2}|\d{4}-\d{2}-\d{2})\s*$/
    return columns.wholeMatch(of: shape).map { String($0.2) }
  }

  var description: String {
    "\(layout), list \(list ?? "none"), selected \(selected ?? "none"), message \(message ?? "none")"
  }
}

extension TmuxSession {
  /// Polls the screen until the mailbox shows `expected`.
  ///
  /// - Parameters:
  ///   - expected: The layout, list title, selection and message to wait for.
  ///   - timeout: The deadline.
  /// - Returns: The screen that showed it, with escapes.
  /// - Throws: ``EndToEndError`` at the deadline with the state read last and the screen.
  @discardableResult
  func waitFor(mailbox expected: MailboxScreen, timeout: Duration = .seconds(10)) async throws
    -> [String]
  {
    try await waitFor(
      expected, escapes: true, timeout: timeout, reading: MailboxScreen.init(reading:))
  }

  /// Types `query` into the list's search (`/`, the text, Enter) and polls until the list's
  /// title says `count` (`1 of 200,000`) and `check` holds for the screen.
  @discardableResult
  func search(
    _ query: String, until what: String, count: String, timeout: Duration = .seconds(10),
    _ check: ([String]) -> Bool = { _ in true }
  ) async throws -> [String] {
    try sendKeys(.text("/" + query), .enter)
    return try await waitFor(what, timeout: timeout) { screen in
      screen[0].contains(count) && check(screen)
    }
  }

  /// Presses Escape and polls until the list's title no longer says ` of TOTAL`.
  func clearSearch(of total: String) async throws {
    try sendKeys(.escape)
    try await waitFor("the search cleared") { !$0[0].contains(" of " + total) }
  }
}
