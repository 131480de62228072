import SplitKitContent
import Testing

@testable import SplitKitGTK

/// GTK's text of a document reads a body's lines from the one cut of its text the
/// terminal and the browser read (`DocumentText`), with the same quote and signature.
@MainActor @Suite struct GTKDocumentLayoutTests {
  func layout(_ body: String) -> (text: String, tags: [String: [String]]) {
    let document = Document(blocks: [.field(name: "From", value: "Ada"), .body(body)])
    let (text, ranges, _) = GTKContentDocumentView.layout(
      document, sections: DocumentText.sections(of: document))
    let scalars = Array(text.unicodeScalars)
    var tags: [String: [String]] = [:]
    for range in ranges {
      var piece = String.UnicodeScalarView()
      piece.append(contentsOf: scalars[range.start..<range.end])
      tags[range.tag, default: []].append(String(piece))
    }
    return (text, tags)
  }

  @Test func aQuoteAndTheSignatureAreTaggedAsTheCutSaysAndTheLinesStayLines() {
    let (text, tags) = layout("Hi\n  > quoted\nplain\n-- \nAda\n")
    #expect(text == "From:\tAda\nHi\n  > quoted\nplain\n-- \nAda\n\n")
    #expect(tags["quote"] == ["  > quoted"])
    #expect(tags["secondary"] == ["-- ", "Ada"])
    #expect(tags["field"] == ["From:"])
  }

  @Test func aLineCutInPiecesIsOneLineOfTheText() {
    // 40,000 bytes with no break: three blocks of the cut, one line here.
    let line = String(repeating: "word ", count: 8_000)
    let (text, _) = layout(line + "\nnext")
    #expect(text == "From:\tAda\n" + line + "\nnext\n")
  }
}
