import Foundation
public import SplitKit
import SplitKitContent
import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

// README example: begin
/// A list of notes beside the open note, written once for both hosts.
final class Notes: ListController {
  let notes = ["Groceries", "Trip to Kyoto", "Release checklist"]
  override var numberOfRows: Int { notes.count }
  override func row(at index: Int) -> ListRowContent { ListRowContent(title: notes[index]) }
  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    let text = Document(blocks: [.body("The note \(notes[index]).")])
    showDetail(DocumentController(title: notes[index], document: text))
  }
}

/// The split view both hosts run: the notes as primary, the open note as secondary.
@MainActor public func makeNotes() -> SplitViewController {
  let split = SplitViewController(style: .doubleColumn)
  let list = Notes(title: "Notes")
  list.select(row: 0)
  split.setViewController(list, for: .primary)
  let empty = DocumentController(title: "Note", document: .placeholder("Pick one."))
  empty.isPlaceholder = true  // nothing chosen: a narrow screen opens on the list
  split.setViewController(empty, for: .secondary)
  return split
}
// README example: end

/// README's app (written once on SplitKitContent), run through the Driver at the three
/// widths README names, and compared with README and the DocC article "One app, two
/// hosts", so the example keeps compiling and keeps doing what the pages say.
/// (scripts/consumer-check builds the app and both launchers as a package of its own and
/// runs them, in tmux and on Xvfb.)
@Suite @MainActor struct ReadmeExampleTests {
  @Test func from120ColumnsTheNotesSitBesideTheNoteAndOpeningOneShowsIt() {
    let driver = Driver(app: makeNotes(), size: CellSize(columns: 120, rows: 12))
    #expect(driver.split.displayMode == .oneBesideSecondary)
    #expect(driver.markedScreen[1].hasPrefix("▸ Groceries"))
    #expect(driver.screen[1].contains("Pick one."))
    driver.press(.down, .enter)
    driver.advance(by: .milliseconds(300))
    #expect(driver.screen[0].contains("Trip to Kyoto"))
    #expect(driver.screen[1].contains("The note Trip to Kyoto."))
  }

  @Test func from80ColumnsTheListSlidesOverTheNoteAndAwayWhenOneOpens() {
    let driver = Driver(app: makeNotes(), size: CellSize(columns: 100, rows: 12))
    #expect(driver.split.displayMode == .oneOverSecondary, "over the placeholder at launch")
    driver.press(.escape)
    driver.advance(by: .milliseconds(600))
    #expect(driver.split.displayMode == .secondaryOnly)
    driver.press(.character("\\"))
    driver.advance(by: .milliseconds(600))
    #expect(driver.split.displayMode == .oneOverSecondary)
    driver.press(.down, .down, .enter)
    driver.advance(by: .milliseconds(600))
    #expect(driver.split.displayMode == .secondaryOnly)
    #expect(driver.screen[1].contains("The note Release checklist."))
  }

  @Test func below80ColumnsTheyAreOneStackOpeningOnTheListWithABackButtonOnceANoteIsOpen() {
    let driver = Driver(app: makeNotes(), size: CellSize(columns: 60, rows: 12))
    #expect(driver.split.isCollapsed)
    #expect(driver.markedScreen[1].hasPrefix("▸ Groceries"), "the list, its selection marked")
    #expect(!driver.screen[0].contains("‹"), "no back button on the list")
    #expect(!driver.screen.contains { $0.contains("Pick one.") })
    driver.press(.enter)
    driver.advance(by: .milliseconds(600))
    #expect(driver.screen[0].hasPrefix(" ‹ Notes"))
    #expect(driver.screen[1].contains("The note Groceries."))
  }

  /// README and the DocC article "One app, two hosts" show this file's app and its two
  /// launchers, exactly.
  @Test(arguments: ["README.md", "Sources/SplitKitContent/Documentation.docc/OneAppTwoHosts.md"])
  func thePageShowsExactlyTheCodeThisTestRuns(page: String) throws {
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let notes = try Self.lines(of: source, between: "// README example:", indent: 0)
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: text)
    #expect(blocks.contains("import SplitKit\nimport SplitKitContent\n\n" + notes))
    #expect(blocks.contains(Self.terminalLauncher))
    #expect(blocks.contains(Self.windowLauncher))
    let lines = [notes, Self.terminalLauncher, Self.windowLauncher].map {
      $0.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    #expect(lines.reduce(0, +) + 2 <= 60, "the app and its launchers in at most 60 lines: \(lines)")
  }

  /// The terminal's `main.swift`: the whole launcher.
  static let terminalLauncher = """
    import NotesApp
    import SplitKitTerminal

    TerminalHost.launch(makeNotes(), programName: "notes")  // until q; restores the terminal
    """

  /// The window's `main.swift`: the whole launcher.
  static let windowLauncher = """
    import NotesApp
    import SplitKitGTK

    try GTKHost.initialize()  // throws GTKHostError when no display opens
    GTKHost(split: makeNotes()).run()  // returns when the window closes
    """

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
