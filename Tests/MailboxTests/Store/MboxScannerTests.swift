import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MboxScannerTests {
  static let mbox = Array(
    TestFiles.mbox([
      "From: A <a@x>\nSubject: first\nStatus: RO\n\nbody one\nFrom the start, quoted.\n",
      "From: b@x\nSubject: =?UTF-8?Q?s=C3=A9cond?=\nMessage-ID: <2@x>\nIn-Reply-To: <1@x>\nReferences: <0@x> <1@x>\n\nFrom here\n\nbody",
      "Subject: no blank line before the body\nno header",
      "From: C <c@x>\r\nSubject: crlf\r\nStatus: O\r\n\r\ncrlf body\r\n",
    ]).utf8)

  /// Scans `bytes` split into chunks of `size` bytes.
  static func scan(_ bytes: [UInt8], chunkSize size: Int) -> [MessageSummary] {
    var scanner = MboxScanner()
    var result: [MessageSummary] = []
    var start = 0
    while start < bytes.count {
      scanner.consume(bytes[start..<min(start + size, bytes.count)])
      result += scanner.takeFound()
      start += size
    }
    scanner.finish()
    return result + scanner.takeFound()
  }

  @Test func findsEveryMessageWithItsListFields() {
    let found = Self.scan(Self.mbox, chunkSize: 1 << 20)
    #expect(found.map(\.subject) == ["first", "sécond", "no blank line before the body", "crlf"])
    #expect(found.map(\.sender.displayName) == ["A", "b@x", "(unknown)", "C"])
    #expect(found.map(\.isUnread) == [false, true, true, true])
    #expect(found.map(\.index) == [0, 1, 2, 3])
    #expect(found[1].messageID == "2@x")
    #expect(found[1].inReplyTo == "1@x")
    #expect(found[1].references == ["0@x", "1@x"])
  }

  @Test func locationsCoverEachMessageUpToTheNextFromLine() throws {
    let found = Self.scan(Self.mbox, chunkSize: 7)
    guard case .mbox(let offset, let length) = found[0].location else {
      Issue.record("not an mbox location")
      return
    }
    let text = Bytes.utf8String(Self.mbox[offset..<(offset + length)])
    #expect(text.hasPrefix("From: A <a@x>\n"))
    #expect(text.hasSuffix(">From the start, quoted.\n\n"))
  }

  @Test(arguments: Array(1...40) + [64, 100, 333, 4096])
  func givesTheSameSummariesForEveryChunkSize(size: Int) {
    #expect(
      Self.scan(Self.mbox, chunkSize: size) == Self.scan(Self.mbox, chunkSize: Self.mbox.count))
  }

  @Test func aFromLineInsideABodyWithoutABlankLineBeforeItDoesNotStartAMessage() {
    let bytes = Array(
      "From a Sat Nov 21 10:00:00 2026\nSubject: one\n\nline\nFrom someone unquoted\n".utf8)
    #expect(Self.scan(bytes, chunkSize: 5).map(\.subject) == ["one"])
  }

  @Test func aSeparatorWithADateStartsAMessageEvenWithoutABlankLineBeforeIt() {
    let bytes = Array(
      "From a Sat Nov 21 10:00:00 2026\nSubject: one\n\nline\nFrom b@x Sat Nov 21 11:00:00 2026\nSubject: two\n\n"
        .utf8)
    #expect(Self.scan(bytes, chunkSize: 5).map(\.subject) == ["one", "two"])
    #expect(MboxScanner.looksLikeSeparator(Array("From b@x Sat Nov 21 11:00:00 2026".utf8)))
    #expect(!MboxScanner.looksLikeSeparator(Array("From 10:30 on".utf8)))
  }

  @Test func leadingBlankLinesAreAllowedAndOtherTextIsFlagged() {
    var scanner = MboxScanner()
    scanner.consume(Array("\n\nFrom a\nSubject: x\n\n".utf8)[...])
    scanner.finish()
    #expect(!scanner.startsWithoutFromLine)
    #expect(scanner.takeFound().map(\.subject) == ["x"])
    var other = MboxScanner()
    other.consume(Array("Subject: x\n".utf8)[...])
    other.finish()
    #expect(other.startsWithoutFromLine)
    #expect(other.takeFound().isEmpty)
  }

  @Test func anEmptyStreamHasNoMessages() {
    #expect(Self.scan([], chunkSize: 1).isEmpty)
  }

  @Test func mozillaStatusReadBitMarksAMessageRead() {
    let bytes = Array(
      "From a\nX-Mozilla-Status: 0001\n\nx\n\nFrom b\nX-Mozilla-Status: 0000\n\ny\n".utf8)
    #expect(Self.scan(bytes, chunkSize: 3).map(\.isUnread) == [false, true])
  }
}
