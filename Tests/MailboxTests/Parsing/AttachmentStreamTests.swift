import Foundation
import PropertyBased
import Testing

@testable import MailboxModel

/// Saving an attachment streams it (issue 35): the streaming decoders and the part's end
/// give, slice by slice, exactly the bytes the whole-message decoders give.
@Suite struct AttachmentStreamTests {
  /// Pieces of encoded text, hostile ones included: escapes, soft line breaks, padding,
  /// characters outside the alphabet, stray CRs.
  static let encodedPieces = [
    "QUJD", "ZA==", "Zm8", "=", "==", "=4", "=41", "=3D", "=\n", "= \r\n", "=  ", "\r\n", "\n",
    "\r", " ", "\t", "_", "x", "é", "!", "-", "A",
  ].map { Array($0.utf8) }

  /// `bytes` cut after each of `sizes` in turn (then the rest).
  static func slices(of bytes: [UInt8], sizes: [Int]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for size in sizes where start < bytes.count {
      let end = min(bytes.count, start + size)
      result.append(bytes[start..<end])
      start = end
    }
    result.append(bytes[start...])
    return result
  }

  @Test func theStreamingDecoderGivesTheWholeDecodersBytesWhereverTheSlicesEnd() async {
    await propertyCheck(
      count: 600,
      input: Gen.int(in: 0..<Self.encodedPieces.count).array(of: 0...60),
      Gen.int(in: 0...9).array(of: 0...12), Gen.int(in: 0...2)
    ) { picks, sizes, kind in
      let bytes = picks.flatMap { Self.encodedPieces[$0] }
      let encoding = [TransferEncoding.base64, .quotedPrintable, .identity][kind]
      let whole = encoding.decode(bytes[...])
      var decoder = TransferStreamDecoder(encoding: encoding)
      var streamed: [UInt8] = []
      for slice in Self.slices(of: bytes, sizes: sizes) { streamed += decoder.feed(Array(slice)) }
      streamed += decoder.finish()
      #expect(streamed == whole.bytes, "\(encoding) of \(Bytes.utf8String(bytes).debugDescription)")
      #expect(decoder.isDamaged == whole.isDamaged)
    }
  }

  /// An escape cut between two slices at every place it can be.
  @Test func anEscapeOrSoftLineBreakCutBetweenSlicesIsDecodedWhole() {
    let text = Array("caf=C3=A9 =\r\nend=3D=\n".utf8)
    for cut in 0...text.count {
      var decoder = TransferStreamDecoder(encoding: .quotedPrintable)
      let streamed =
        decoder.feed(Array(text[..<cut])) + decoder.feed(Array(text[cut...])) + decoder.finish()
      #expect(Bytes.utf8String(streamed) == "café end=", "cut at \(cut)")
    }
  }

  /// Lines that make or nearly make a delimiter, an mbox `From ` line, and body lines.
  static let bodyLines = [
    "QUJDRA==", "--b1", "--b1--", "--b1  ", "--b1x", "--b2", "--b2--", "-- b1", "From me",
    ">From you", "text", "", "=41", "--", "\r",
  ]

  /// A message of a multipart inside a multipart, whose attachment (the second part of
  /// the inner one) is made of `lines`, with `ending` line breaks.
  static func message(_ lines: [String], crlf: Bool, encoding: String) -> String {
    let body = lines.joined(separator: "\n")
    let text = """
      From: Ann <ann@example.org>
      Subject: Parts
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="b1"

      --b1
      Content-Type: multipart/mixed; boundary="b2"

      --b2
      Content-Type: text/plain

      Hello
      --b2
      Content-Type: application/octet-stream
      Content-Disposition: attachment; filename="a.bin"
      Content-Transfer-Encoding: \(encoding)

      \(body)
      --b2--
      --b1--

      """
    return crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
  }

  /// Every attachment of a message saved through ``Mailbox/attachmentStream(at:index:)``
  /// in slices of `sliceSize`, and the whole-message decoding of it.
  static func streamedAndWhole(_ mailbox: Mailbox, sliceSize: Int) throws -> [([UInt8], [UInt8])] {
    var pairs: [([UInt8], [UInt8])] = []
    for summary in try mailbox.allSummaries() {
      let whole = try mailbox.attachmentContents(at: summary.location)
      for index in whole.indices {
        var stream = try mailbox.attachmentStream(at: summary.location, index: index)
        stream.sliceSize = sliceSize
        var streamed: [UInt8] = []
        while !stream.isFinished { streamed += try stream.next() }
        pairs.append((streamed, whole[index]))
      }
    }
    return pairs
  }

  @Test func aStreamedAttachmentEqualsTheWholeMessagesInMboxAndMaildir() async throws {
    await propertyCheck(
      count: 150,
      input: Gen.int(in: 0..<Self.bodyLines.count).array(of: 0...25), Gen.int(in: 1...40),
      Gen.int(in: 0...1), Gen.int(in: 0...2)
    ) { picks, sliceSize, crlf, kind in
      let encoding = ["base64", "quoted-printable", "8bit"][kind]
      let message = Self.message(
        picks.map { Self.bodyLines[$0] }, crlf: crlf == 1, encoding: encoding)
      try TestFiles.withTemporaryDirectory { directory in
        try TestFiles.write(TestFiles.mbox([message, message]), to: directory + "/box.mbox")
        let maildir = directory + "/Mail"
        for folder in ["cur", "new", "tmp"] {
          try FileManager.default.createDirectory(
            atPath: maildir + "/" + folder, withIntermediateDirectories: true)
        }
        try TestFiles.write(message, to: maildir + "/cur/1.M1.host:2,S")
        for path in [directory + "/box.mbox", maildir] {
          let pairs = try Self.streamedAndWhole(Mailbox.open(path: path), sliceSize: sliceSize)
          #expect(!pairs.isEmpty)
          for (streamed, whole) in pairs {
            #expect(
              streamed == whole, "\(path), slices of \(sliceSize): \(message.debugDescription)")
          }
        }
      }
    }
  }

  /// An attachment far past the 1 MiB the view reads, found from its first bytes and
  /// read to its delimiter, not to the message's end.
  @Test func anAttachmentPastTheViewsLimitIsReadToItsDelimiter() throws {
    let payload = (0..<1_500_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
    let encoded = Data(payload).base64EncodedString(options: .lineLength76Characters)
    let message = """
      From: Ann <ann@example.org>
      Subject: Big
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="b1"

      --b1
      Content-Type: application/octet-stream
      Content-Disposition: attachment; filename="big.bin"
      Content-Transfer-Encoding: base64

      \(encoded.replacingOccurrences(of: "\r\n", with: "\n"))
      --b1
      Content-Type: text/plain

      After it.
      --b1--

      """
    try TestFiles.withTemporaryDirectory { directory in
      try TestFiles.write(TestFiles.mbox([message]), to: directory + "/box.mbox")
      let mailbox = try Mailbox.open(path: directory + "/box.mbox")
      let location = try #require(try mailbox.allSummaries().first).location
      var stream = try mailbox.attachmentStream(at: location, index: 0)
      var streamed: [UInt8] = []
      var largest = 0
      while !stream.isFinished {
        let slice = try stream.next()
        largest = max(largest, slice.count)
        streamed += slice
      }
      #expect(streamed == payload)
      #expect(largest <= AttachmentStream.sliceSize, "a slice decodes at most what it reads")
      #expect(!stream.isDamaged)
    }
  }
}
