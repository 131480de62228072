import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct HeaderBlockTests {
  private func parse(_ text: String) -> (HeaderBlock, [UInt8]) {
    let bytes = Array(text.utf8)
    return (HeaderBlock.parse(bytes[...]), bytes)
  }

  @Test func unfoldsContinuationLinesAndFindsTheBody() {
    let (block, bytes) = parse("Subject: one\n two\r\n\tthree\nFrom: a@b\n\nBody\n")
    #expect(block.fields.map { Bytes.utf8String($0.name) } == ["Subject", "From"])
    #expect(block.text(Array("subject".utf8)) == "one two\tthree")
    #expect(block.endedAtBlankLine)
    #expect(Bytes.utf8String(bytes[block.bodyStart...]) == "Body\n")
  }

  @Test func fieldNamesMatchIgnoringCaseAndSpaceBeforeTheColon() {
    let (block, _) = parse("SUBJECT : hi\n\n")
    #expect(block.text(Array("subject".utf8)) == "hi")
  }

  @Test func aMessageWithoutHeadersIsAllBody() {
    let (block, _) = parse("Just text, no headers.\nMore.\n")
    #expect(block.fields.isEmpty)
    #expect(block.bodyStart == 0)
    #expect(!block.endedAtBlankLine)
  }

  @Test func aNonFieldLineEndsTheHeadersWithoutLosingIt() {
    let (block, bytes) = parse("From: a@b\nthis is body\n")
    #expect(block.fields.count == 1)
    #expect(Bytes.utf8String(bytes[block.bodyStart...]) == "this is body\n")
  }

  @Test func aLeadingMboxFromLineIsSkipped() {
    let (block, _) = parse("From a@b Sat Nov 21 10:00:00 2026\nSubject: s\n\n")
    #expect(block.fields.map { Bytes.utf8String($0.name) } == ["Subject"])
  }

  @Test func headersRunningToTheEndHaveAnEmptyBody() {
    let (block, bytes) = parse("Subject: s")
    #expect(block.text(Array("subject".utf8)) == "s")
    #expect(block.bodyStart == bytes.count)
  }

  @Test func aHundredKilobyteFoldedHeaderIsUnfoldedWhole() {
    let words = (0..<20_000).map { "<id\($0)@x>" }
    let (block, _) = parse(
      "References: " + words.joined(separator: "\n ") + "\nSubject: after\n\nbody")
    let value = block.value(Array("references".utf8)) ?? []
    #expect(value.count > 100_000)
    #expect(MessageSummary.messageIDs(in: value).count == 20_000)
    #expect(block.text(Array("subject".utf8)) == "after")
  }
}
