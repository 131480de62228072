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

  @Test func dropsOnlyTheSeparatorLineBreak() {
    #expect(Array(MboxQuoting.droppingSeparator(Array("a\n\n".utf8))) == Array("a\n".utf8))
    #expect(Array(MboxQuoting.droppingSeparator(Array("a\r\n\r\n".utf8))) == Array("a\r\n".utf8))
    #expect(Array(MboxQuoting.droppingSeparator([])) == [])
  }
}
