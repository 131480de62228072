import Foundation
import SplitKit
import SplitKitTerminal
import SplitKitTesting
import Testing

// README example: begin
final class Notes: ListViewController {
  let notes = ["Groceries", "Trip to Kyoto", "Release checklist"]
  override var numberOfRows: Int { notes.count }
  override func row(at index: Int) -> ListRow { ListRow(notes[index]) }
  override func didOpenRow(at index: Int) {
    showDetail(TextViewController(title: notes[index], text: "The note \(notes[index])."))
  }
}
// README example: end

/// README's split view, as printed there (without `launch`, which needs a terminal).
@MainActor func makeReadmeSplit() -> SplitViewController {
  // README split: begin
  let split = SplitViewController(style: .doubleColumn)
  split.setViewController(Notes(title: "Notes"), for: .primary)
  split.setViewController(TextViewController(title: "Note", text: "Pick one."), for: .secondary)
  // README split: end
  return split
}

/// README's complete terminal app, run through the Driver at the three widths README
/// names, and compared with the page, so the front page's example keeps compiling and
/// keeps doing what the page says. (scripts/consumer-check builds README's apps, the GTK one
/// too, as a package of their own and runs them in tmux and on Xvfb.)
@Suite @MainActor struct ReadmeExampleTests {
  @Test func from120ColumnsTheNotesSitBesideTheNoteAndOpeningOneShowsIt() {
    let driver = Driver(app: makeReadmeSplit(), size: CellSize(columns: 120, rows: 12))
    #expect(driver.split.displayMode == .oneBesideSecondary)
    #expect(driver.screen[1].hasPrefix("▸ Groceries"))
    #expect(driver.screen[1].contains("Pick one."))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen[0].contains("Trip to Kyoto"))
    #expect(driver.screen[1].contains("The note Trip to Kyoto."))
  }

  @Test func from80ColumnsTheListSlidesOverTheNoteAndAwayWhenOneOpens() {
    let driver = Driver(app: makeReadmeSplit(), size: CellSize(columns: 100, rows: 12))
    #expect(driver.split.displayMode == .secondaryOnly)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(600))
    #expect(driver.split.displayMode == .oneOverSecondary)
    driver.press(.down, .down, .enter)
    driver.advance(by: .milliseconds(600))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.screen[1].contains("The note Release checklist."))
  }

  @Test func below80ColumnsTheyAreOneStackWithABackButton() {
    let driver = Driver(app: makeReadmeSplit(), size: CellSize(columns: 60, rows: 12))
    #expect(driver.split.isCollapsed)
    driver.press(.escape)
    driver.advance(by: .milliseconds(600))
    #expect(driver.screen[1].hasPrefix("▸ Groceries"))
    driver.press(.enter)
    driver.advance(by: .milliseconds(600))
    #expect(driver.screen[0].hasPrefix(" ‹ Notes"))
    #expect(driver.screen[1].contains("The note Groceries."))
  }

  @Test func readmeShowsExactlyTheCodeThisTestRuns() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let notes = try Self.lines(of: source, between: "// README example:", indent: 0)
    let split = try Self.lines(of: source, between: "// README split:", indent: 2)
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let block = try #require(Self.swiftBlocks(in: readme).first { $0.contains("SplitHost.launch") })
    #expect(
      block == """
        import SplitKit
        import SplitKitTerminal

        \(notes)

        \(split)
        SplitHost.launch(split, programName: "notes")  // runs until q, restores the terminal, exits
        """)
  }

  /// The lines between `marker begin` and `marker end`, with `indent` spaces removed.
  static func lines(of source: String, between marker: String, indent: Int) throws -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("\(marker) begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("\(marker) end") })
    return lines[(begin + 1)..<end].map { $0.dropFirst(indent) }.joined(separator: "\n")
  }

  /// The text of every ```swift block in a Markdown document, without its fences.
  static func swiftBlocks(in document: String) -> [String] {
    document.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "\n```").first
    }
  }
}
