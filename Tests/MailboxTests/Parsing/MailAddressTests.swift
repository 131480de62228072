import PropertyBased
import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct MailAddressTests {
  @Test(arguments: [
    ("Ada Lindqvist <ada@example.org>", "Ada Lindqvist", "ada@example.org"),
    ("\"Okafor, Malik\" <malik@example.org>", "Okafor, Malik", "malik@example.org"),
    ("=?UTF-8?Q?Jos=C3=A9?= <jose@example.org>", "José", "jose@example.org"),
    ("\"=?UTF-8?Q?Jos=C3=A9?=\" <jose@example.org>", "José", "jose@example.org"),
    ("priya@example.org (Priya Raman)", "Priya Raman", "priya@example.org"),
    ("bare@example.org", "", "bare@example.org"),
    ("<angle@example.org>", "", "angle@example.org"),
    ("First <a@x>, Second <b@x>", "First", "a@x"),
    ("\"Quote \\\"Q\\\" Name\" <q@x>", "Quote \"Q\" Name", "q@x"),
    ("", "", ""),
  ])
  func parsesTheFormsFoundInRealMail(header: String, name: String, address: String) {
    #expect(MailAddress(header: Array(header.utf8)) == MailAddress(name: name, address: address))
  }

  @Test(arguments: [
    "\"Ada Lovelace\" <ada@x>", "Ada Lovelace <ada@x>", "\"Ada\" Lovelace <ada@x>",
    "Ada \"Lovelace\" <ada@x>", "Ada   Lovelace <ada@x>", "Ada\t Lovelace <ada@x>",
    "\"Ada  Lovelace\" <ada@x>", "\" Ada Lovelace \" <ada@x>", "ada@x (Ada Lovelace)",
    "ada@x (\"Ada Lovelace\")", "=?UTF-8?Q?Ada?= Lovelace <ada@x>",
    "\"=?UTF-8?Q?Ada?= Lovelace\" <ada@x>", "=?UTF-8?Q?Ada_Lovelace?= <ada@x>",
    "\"=?UTF-8?B?QWRhIExvdmVsYWNl?=\" <ada@x>",
  ])
  func theDisplayNameIsTheSameWhetherItWasQuotedOrNot(header: String) {
    #expect(
      MailAddress(header: Array(header.utf8)) == MailAddress(name: "Ada Lovelace", address: "ada@x")
    )
  }

  @Test func aQuotedNameInALegacyCharsetShowsLikeAnUnquotedOne() {
    // "Jos\u{E9}" in ISO-8859-1 as an encoded word, quoted and not.
    let quoted = MailAddress(
      header: Array("\"=?ISO-8859-1?Q?Jos=E9?= Garc=?ISO-8859-1?Q?=EDa?=\" <j@x>".utf8))
    let unquoted = MailAddress(
      header: Array("=?ISO-8859-1?Q?Jos=E9?= Garc=?ISO-8859-1?Q?=EDa?= <j@x>".utf8))
    #expect(quoted.name == "José García")
    #expect(unquoted.name == quoted.name)
  }

  @Test(arguments: [
    ("=?KOI8-R?B?6dfBziDwxdTSz9c=?=", "Иван Петров"),
    ("=?ISO-2022-JP?B?GyRCOzNFREJATzobKEI=?=", "山田太郎"),
  ])
  func aNameInANonLatinCharsetShowsTheSameQuotedOrNot(word: String, name: String) {
    let quoted = MailAddress(header: Array("\"\(word)\" <i@x>".utf8))
    let unquoted = MailAddress(header: Array("\(word) <i@x>".utf8))
    #expect(quoted == MailAddress(name: name, address: "i@x"))
    #expect(unquoted == quoted)
  }

  /// The list formatted in one buffer reads as the addresses parsed one by one, each
  /// formatted and joined: random headers of names, quotes, escapes, angle brackets,
  /// comments, commas, encoded words, other scripts and bytes that are not UTF-8.
  @Test func theFormattedListReadsAsTheAddressesFormattedOneByOne() async {
    let pieces: [[UInt8]] =
      [
        "ada", "@", "x.org", " ", "  ", ",", ", ", "\"", "\\", "<", ">", "(", ")", "Raman",
        "=?UTF-8?Q?Zo=C3=AB?=", "=?UTF-8?B?w6k=?=", "=?", "?=", "Zoë", "東京", "\t", "\r\n ",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xA9], [0xE6, 0x9D]]
    await propertyCheck(count: 2_000, input: Gen.int(in: 0..<pieces.count).array(of: 0...16)) {
      chosen in
      let header = chosen.flatMap { pieces[$0] }
      let expected = MailAddress.list(header: header).map(\.formatted).joined(separator: ", ")
      #expect(MailAddress.formattedList(header: header) == expected, "\(chosen)")
    }
  }

  @Test func displayNameFallsBackToTheAddressThenUnknown() {
    #expect(MailAddress(name: "N", address: "a@x").displayName == "N")
    #expect(MailAddress(name: "", address: "a@x").displayName == "a@x")
    #expect(MailAddress(name: "", address: "").displayName == "(unknown)")
  }
}
