import Foundation
import SplitKit
import SplitKitTesting
import Testing

/// The engine example of docs/engine.md and the GettingStarted article, run as written.
///
/// The example is the text between the `README example` markers below; the second test
/// checks that both documents show exactly that text, so neither can drift from what runs.
@MainActor @Suite struct GettingStartedExampleTests {
  @Test func theEnginePageExampleRunsAndDoesWhatItSays() {
    // README example: begin
    var now = Duration.zero  // the host's clock: time is injected
    var drawn: [String] = []  // stands in for the host's renderer
    @MainActor func draw(_ column: SplitViewController.Column, in frame: Rect, dimmed: Double) {
      drawn.append("\(column) \(frame) dimmed \(dimmed)")
    }

    let split = SplitViewController(style: .doubleColumn)
    let mailboxes = ViewController(title: "Mailboxes", restorationIdentifier: "mailboxes")
    let message = ViewController(title: "Message", restorationIdentifier: "message")
    split.setViewController(mailboxes, for: .primary)  // wrapped in a NavigationController
    split.setViewController(message, for: .secondary)
    split.thresholds = SplitThresholds(compactWidth: 500, wideWidth: 1000)  // points
    split.setContainerSize(Size(width: 768, height: 1024))  // medium: secondary only
    split.setVisibleInWindow(true)  // appearance callbacks start

    split.pressDisplayModeButton()  // primary slides over the secondary
    while split.isAnimating {  // the host's frame loop
      now += .milliseconds(16)
      split.advance(to: now)
    }
    for column in split.layout.columns {  // back to front
      draw(column.column, in: column.visibleFrame, dimmed: column.dimming)
    }
    split.pointerDown(at: Point(x: 600, y: 500), time: now)  // a tap on the dimmed secondary…
    split.pointerUp(at: Point(x: 600, y: 500), time: now)  // …dismisses the overlay

    mailboxes.showDetail(ViewController(title: "Re: Lunch"))  // replaces the secondary
    let snapshot = split.restorationState  // Codable; restore(from:) later
    // README example: end

    #expect(
      drawn == [
        "secondary (0.0, 0.0, 768.0x1024.0) dimmed 1.0",
        "primary (0.0, 0.0, 320.0x1024.0) dimmed 0.0",
      ])
    #expect(split.displayMode == .secondaryOnly)
    #expect(message.title == "Message")
    #expect(split.navigationController(for: .secondary)?.topViewController?.title == "Re: Lunch")
    #expect(snapshot.displayMode == .secondaryOnly)
  }

  @Test func theEnginePageAndTheArticleShowExactlyTheCodeThisTestRuns() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// README example: begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// README example: end") })
    let example = lines[(begin + 1)..<end].map { $0.dropFirst(4) }.joined(separator: "\n")

    let engine = try String(
      contentsOf: root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
    #expect(
      try Self.firstSwiftBlock(in: engine, after: "## Using the engine") == "import SplitKit\n\n"
        + example)
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/SplitKit/Documentation.docc/Articles/GettingStarted.md"),
      encoding: .utf8)
    #expect(try Self.firstSwiftBlock(in: article, after: "## Overview") == example)
  }

  /// The text of the first ```swift block after `heading`, without its fences.
  private static func firstSwiftBlock(in document: String, after heading: String) throws -> String {
    let section = try #require(document.range(of: heading))
    let open = try #require(
      document.range(of: "```swift\n", range: section.upperBound..<document.endIndex))
    let close = try #require(
      document.range(of: "\n```\n", range: open.upperBound..<document.endIndex))
    return String(document[open.upperBound..<close.lowerBound])
  }
}
