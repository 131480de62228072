import Testing

@testable import MailboxCore

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

  @Test func displayNameFallsBackToTheAddressThenUnknown() {
    #expect(MailAddress(name: "N", address: "a@x").displayName == "N")
    #expect(MailAddress(name: "", address: "a@x").displayName == "a@x")
    #expect(MailAddress(name: "", address: "").displayName == "(unknown)")
  }
}
