import PropertyBased
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MboxQuotingTests {
  private func unquote(_ text: String) -> String {
    Bytes.utf8String(MboxQuoting.unquote(Array(text.utf8)[...]))
  }

  @Test func removesOneQuoteLevelFromFromLines() {
    #expect(unquote(">From a\n>>From b\r\n>>>From c\n") == "From a\n>From b\r\n>>From c\n")
  }

  @Test func leavesOtherQuotedLinesAlone() {
    #expect(
      unquote("> quoted\n>From\n>from lower\nFrom bare\n>")
        == "> quoted\n>From\n>from lower\nFrom bare\n>")
  }

  /// ``MboxQuoting/unquote(_:)`` looks only at each `>` and moves the bytes after a quoted
  /// line in place; it gives what reading every line gives, on slices not starting at 0.
  @Test func theQuickCheckForQuotedLinesAgreesWithReadingEveryLine() async {
    let pieces = [">", ">>", "From ", "From", "x", "\n", "\r\n", " "].map { Array($0.utf8) }
    await propertyCheck(
      count: 500, input: Gen.int(in: 0..<pieces.count).array(of: 0...30), Gen.int(in: 0...3)
    ) { picks, drop in
      let bytes = picks.flatMap { pieces[$0] }
      let slice = bytes[min(drop, bytes.count)...]
      let lines = MboxQuoting.unquoteLines(slice)
      #expect(MboxQuoting.unquote(slice) == lines)
      #expect(MboxQuoting.hasQuotedLine(slice) == (lines != Array(slice)))
    }
  }

  @Test func dropsOnlyTheSeparatorLineBreak() {
    #expect(Array(MboxQuoting.droppingSeparator(Array("a\n\n".utf8))) == Array("a\n".utf8))
    #expect(Array(MboxQuoting.droppingSeparator(Array("a\r\n\r\n".utf8))) == Array("a\r\n".utf8))
    #expect(Array(MboxQuoting.droppingSeparator([])) == [])
  }
}
