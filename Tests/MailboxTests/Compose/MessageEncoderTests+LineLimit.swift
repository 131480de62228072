import Foundation
import Testing

@testable import MailboxCore
@testable import MailboxModel

/// No header line passes RFC 5322's 998 bytes, whatever a draft or an original holds
/// (issue 38): long words become encoded words, long parameters RFC 2231 continuations,
/// long file names are cut by bytes between characters.
extension MessageEncoderTests {
  /// The longest line of the message's headers and of each part's headers.
  static func longestHeaderLine(_ text: String) -> Int {
    let blocks = text.components(separatedBy: "\n\n").enumerated().filter { index, block in
      index == 0 || block.hasPrefix("Content-")
    }
    return blocks.flatMap { $0.element.split(separator: "\n") }.map(\.utf8.count).max() ?? 0
  }

  /// The value of the first `name:` header of `text`, unfolded, still encoded.
  static func rawHeader(_ name: String, in text: String) -> [UInt8] {
    let head = text.components(separatedBy: "\n\n")[0].replacingOccurrences(of: "\n ", with: " ")
    let line = head.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
    return Array(line.dropFirst(name.utf8.count + 1).utf8)
  }

  /// A message of a text part and one attachment part with `headers` and `body`.
  static func withAttachment(_ headers: String, _ body: String) -> [UInt8] {
    Array(
      """
      From: b@example.com
      To: ada@example.org
      Subject: parts
      Content-Type: multipart/mixed; boundary="B"

      --B
      Content-Type: text/plain

      see
      --B
      \(headers)

      \(body)
      --B--

      """.utf8)
  }

  static func encoded(_ draft: Draft) throws -> String {
    String(decoding: try MessageEncoder(settings: F.settings).encode(draft), as: UTF8.self)
  }

  @Test(arguments: ["a", "x, y"])
  func aThousandByteDisplayNameIsEncodedWordsWithinTheLimit(word: String) throws {
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    let name = word + String(repeating: "a", count: 1_000)
    draft.to = [MailAddress(name: name, address: "b@example.com")]
    let text = try Self.encoded(draft)
    #expect(Self.longestHeaderLine(text) <= 78)
    #expect(MailAddress.list(header: Self.rawHeader("To", in: text)) == draft.to)
  }

  @Test func aReplyToAThousandByteSenderNameStaysWithinTheLimit() throws {
    let name = String(repeating: "N", count: 1_000)
    let original = Array(
      "From: \(name) <n@example.com>\nTo: ada@example.org\nSubject: long\n\nhi\n".utf8)
    let draft = Draft.reply(to: original, all: false, settings: F.settings, stamp: F.stamp)
    let text = try Self.encoded(draft)
    #expect(Self.longestHeaderLine(text) <= 78)
    #expect(text.split(separator: "\n").allSatisfy { $0.utf8.count <= 998 })
    #expect(
      MailAddress.list(header: Self.rawHeader("To", in: text)) == [
        MailAddress(name: name, address: "n@example.com")
      ])
  }

  @Test func aForwardedPartWithALongTypeAndNameIsFolded() throws {
    let type = "application/" + String(repeating: "x", count: 1_000)
    let name = String(repeating: "long name ", count: 24) + ".pdf"
    let original = Self.withAttachment(
      "Content-Type: \(type); name=\"\(name)\"\nContent-Transfer-Encoding: base64", "aGVsbG8=")
    var draft = Draft.forward(original, settings: F.settings, stamp: F.stamp)
    draft.to = [MailAddress(name: "", address: "c@example.com")]
    let text = try Self.encoded(draft)
    #expect(Self.longestHeaderLine(text) <= 78)
    #expect(text.split(separator: "\n").allSatisfy { $0.utf8.count <= 998 })
    let parsed = MessageParser.parse(Array(text.utf8)[...])
    #expect(parsed.attachments.map(\.filename) == [name])
    #expect(parsed.attachments.map(\.contentType) == ["application/octet-stream"])
  }

  @Test(arguments: ["report ", "Zoë ", "山田 "])
  func aLongFileNameGoesOutAsRFC2231Continuations(word: String) throws {
    let name = String(repeating: word, count: 60).trimmingCharacters(in: .whitespaces)
    let safe = AttachmentName.safe(name + ".txt", index: 1)
    #expect(safe.utf8.count <= 255)
    #expect(safe.hasSuffix(".txt"))
    var draft = Draft.new(settings: F.settings, stamp: F.stamp)
    draft.to = [MailAddress(name: "", address: "c@example.com")]
    draft.attachments = [Draft.Attachment(path: safe)]
    draft.carried[safe] = Array("text".utf8)
    let text = try Self.encoded(draft)
    #expect(Self.longestHeaderLine(text) <= 78)
    #expect(text.contains(" filename*1"))
    let parsed = MessageParser.parse(Array(text.utf8)[...])
    #expect(parsed.attachments.map(\.filename) == [safe])
  }

  @Test func aNameOfOneLongCharacterIsCutByBytesAndCanBeForwarded() throws {
    let accents = "a" + String(repeating: "\u{301}", count: 400)
    let safe = AttachmentName.safe(accents + ".txt", index: 1)
    #expect(safe.utf8.count <= 255)
    #expect(safe.unicodeScalars.starts(with: "a\u{301}".unicodeScalars))
    #expect(safe.hasSuffix(".txt"))
    // A long name of ordinary characters is cut between characters, not inside one.
    let flags = String(repeating: "🇸🇪", count: 100)
    let cut = AttachmentName.safe(flags, index: 1)
    #expect(cut.utf8.count <= 255)
    #expect(cut.utf8.count > 200)
    #expect(cut.allSatisfy { $0 == "🇸🇪" })

    let original = Self.withAttachment(
      "Content-Type: text/plain; name=\"\(accents).txt\"", "hello")
    let draft = Draft.forward(original, settings: F.settings, stamp: F.stamp)
    let workspace = try DraftWorkspace(draft)
    defer { workspace.remove() }
    let written = try #require(workspace.draft.attachments.first)
    #expect(FileManager.default.contents(atPath: written.path) == Data("hello".utf8))
    #expect((written.path.split(separator: "/").last?.utf8.count ?? 999) <= 255)
  }
}
