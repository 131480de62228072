import PropertyBased
import Testing

@testable import MailboxModel

@Suite struct MaildirEntryTests {
  /// A file's unique name is its name after the last `/` up to its first `:`, however it
  /// was renamed for flags or moved between `new/` and `cur/`.
  @Test func theUniqueNameIsTheFileNameUpToItsFlags() {
    #expect(MaildirEntry.uniqueName(of: "cur/1700000000.M1P2.host:2,FS") == "1700000000.M1P2.host")
    #expect(MaildirEntry.uniqueName(of: "new/1700000000.M1P2.host") == "1700000000.M1P2.host")
    #expect(MaildirEntry.uniqueName(of: ".Archive/cur/1700.M1.héte:2,S") == "1700.M1.héte")
    #expect(MaildirEntry.uniqueName(of: "cur/a:b:2,S") == "a")
    #expect(MaildirEntry.uniqueName(of: "name") == "name")
    #expect(MaildirEntry.uniqueName(of: "") == "")
    #expect(MaildirEntry.uniqueName(of: "cur/") == "cur")
  }

  /// Over random paths, the unique name is what reading the path's bytes gives: the bytes
  /// after the last `/`, up to the first `:` among them.
  @Test func theUniqueNameIsReadFromThePathsBytes() async {
    let pieces = [
      "cur", "new", ".Archive", "/", ":", "2,", "S", "F", "é", "\u{301}", "1700.M5", "ü",
    ]
    await propertyCheck(count: 300, input: Gen.int(in: 0..<pieces.count).array(of: 0...12)) {
      picks in
      let path = picks.map { pieces[$0] }.joined()
      guard !path.hasSuffix("/") else { return }
      let bytes = Array(path.utf8)
      let name = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last!
      let unique = name.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)[0]
      #expect(Array(MaildirEntry.uniqueName(of: path).utf8) == Array(unique), "\(path)")
    }
  }
}
