import Foundation
import SplitKit
import SplitKitHostCore
import Testing

@testable import SplitKitContent

/// A document's window and a form's picture in the snapshot.
@MainActor @Suite struct ContentSnapshotWindowTests {
  let metrics = ContentSnapshot.Metrics(
    barHeight: 40, statusHeight: 20, filterHeight: 60, rowHeight: 50, lineHeight: 20,
    characterWidth: 10, documentInset: 10)

  /// A 200-line document alone in a 420-point-wide, 240-point-high window.
  func document(lines: Int) -> (SplitViewController, DocumentController) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ListController(title: "List"), for: .primary)
    let text = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
    let document = DocumentController(
      title: "Doc",
      document: Document(blocks: [.field(name: "From", value: "Ada"), .rule, .body(text)]))
    split.setViewController(document, for: .secondary)
    split.adoptHostDefaults(HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 200)))
    split.setVisibleInWindow(true)
    split.hostResized(to: Size(width: 1000, height: 240), at: .zero)
    return (split, document)
  }

  @Test func aDocumentIsSentFromTheTopToJustPastTheView() throws {
    let (split, document) = document(lines: 200)
    document.renderer = RecordingRenderer()
    var window = try #require(
      ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    // 240 - 40 = 200 points: 10 lines in view, one partly, two more; a block a line.
    #expect(window.count == 202)
    #expect(window.blocks.count == 13, "\(window.blocks.count)")
    #expect(window.blocks[2] == ContentSnapshot.Block(kind: "body", runs: [TextRun("Line 1")]))
    // Scrolled 5 lines down: a page more than the view.
    document.hostScrolled(to: .fromTop(100), isAtEnd: false)
    window = try #require(ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(window.blocks.count == 26, "\(window.blocks.count)")
    // End: its last lines, from the end up to a page past the view's top.
    document.userScrolled(.end)
    window = try #require(ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(window.fromEnd && window.count == 202)
    #expect(window.blocks.count == 13, "\(window.blocks.count)")
    #expect(window.first == 189)
    #expect(window.blocks.last == ContentSnapshot.Block(kind: "body", runs: [TextRun("Line 200")]))
    #expect(window.blocks.first?.runs.first?.text == "Line 188")
    // Scrolled 5 lines up from the end: the window grows at its top.
    document.hostScrolled(to: .fromEnd(100), isAtEnd: false)
    window = try #require(ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(window.blocks.count == 26 && window.first == 176 && window.fromEnd)
    // Up to the top: the fields above the body too, and nothing twice.
    document.hostScrolled(to: .fromEnd(20 * 300), isAtEnd: false)
    window = try #require(ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(window.first == 0 && window.blocks.count == 202)
    #expect(window.blocks[0] == ContentSnapshot.Block(.field(name: "From", value: "Ada")))
  }

  /// A split view showing `body` as its document, 1000 x 240 points.
  func document(body: String) -> (SplitViewController, DocumentController) {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ListController(title: "List"), for: .primary)
    let document = DocumentController(
      title: "Doc", document: Document(blocks: [.field(name: "From", value: "Ada"), .body(body)]))
    split.setViewController(document, for: .secondary)
    split.adoptHostDefaults(HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 200)))
    split.setVisibleInWindow(true)
    split.hostResized(to: Size(width: 1000, height: 240), at: .zero)
    document.renderer = RecordingRenderer()
    return (split, document)
  }

  @Test func aLongLineIsSentInPiecesOnlyAsFarAsTheWindowGoes() throws {
    // One 4 MB line of words: the terminal cuts it in blocks of at most 16 KB; the
    // window holds the first pieces, never the whole line.
    let line = String(repeating: "lorem ipsum ", count: 350_000)
    let (split, document) = document(body: line)
    let window = try #require(
      ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    let pieces = window.blocks.dropFirst()
    #expect(!pieces.isEmpty && pieces.count < 5, "\(pieces.count) pieces")
    #expect(pieces.allSatisfy { $0.runs[0].text.utf8.count <= DocumentText.blockSize })
    #expect(line.hasPrefix(pieces.map { $0.runs[0].text }.joined()))
    // The count is the whole document's, the same each frame (the page tells a grown
    // window of one document from another by it), and the pieces end to end are the line.
    let count = window.count
    #expect(count == 1 + (line.utf8.count + DocumentText.blockSize - 1) / DocumentText.blockSize)
    // After End, its last pieces: the line's end, never the whole line.
    document.userScrolled(.end)
    let end = try #require(
      ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(end.count == count && !end.blocks.isEmpty && end.blocks.count < 5)
    #expect(end.first + end.blocks.count == count)
    #expect(line.hasSuffix(end.blocks.map { $0.runs[0].text }.joined()))
    // Scrolled to the top from there: the pieces end to end are the line.
    document.hostScrolled(to: .fromEnd(Int.max / 2), isAtEnd: false)
    let whole = try #require(
      ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    #expect(whole.count == count && whole.blocks.count == count && whole.first == 0)
    #expect(whole.blocks.dropFirst().map { $0.runs[0].text }.joined() == line)
  }

  @Test func aBodysLinesAreItsLinesWithTheirQuotesAndSignature() throws {
    let (split, _) = document(body: "one\n\n> two\n-- \nAda")
    let window = try #require(
      ContentSnapshot(split: split, metrics: metrics)["secondary"]?.document)
    let lines = window.blocks.dropFirst().map(\.runs)
    #expect(lines.map { $0[0].text } == ["one", "", "> two", "-- ", "Ada"])
    #expect(window.count == 6)
    // A quote and the signature are drawn as the terminal draws them.
    #expect(lines.map { $0[0].traits } == [[], [], .quote, .secondary, .secondary])
  }

  @Test func aLongLineCountsAsTheLinesItWrapsTo() {
    let columns = 10
    let line = ContentSnapshot.Block(
      kind: "body", runs: [TextRun(String(repeating: "x", count: 25))])
    #expect(ContentSnapshot.DocumentContent.rows(of: line, columns: columns) == 3)
  }

  @Test func aBodyLineEncodesAsABareStringAndDecodesBack() throws {
    let blocks = [
      ContentSnapshot.Block(kind: "body", runs: [TextRun("Hi <b>")]),
      ContentSnapshot.Block(kind: "body", runs: [TextRun("Bold", traits: .strong)]),
    ]
    let data = try JSONEncoder().encode(blocks)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"["Hi <b>",{"#))
    #expect(try JSONDecoder().decode([ContentSnapshot.Block].self, from: data) == blocks)
  }
}
