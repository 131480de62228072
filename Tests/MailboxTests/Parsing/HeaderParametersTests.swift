import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct HeaderParametersTests {
  private func parse(_ text: String) -> HeaderParameters { HeaderParameters(Array(text.utf8)) }

  @Test func readsTheValueAndQuotedOrBareParameters() {
    let parsed = parse("Multipart/Mixed; boundary=\"a;b \\\"c\\\"\"; charset=utf-8")
    #expect(parsed.value == "multipart/mixed")
    #expect(parsed.parameters == ["boundary": "a;b \"c\"", "charset": "utf-8"])
  }

  @Test func decodesRFC2231ExtendedValues() {
    #expect(
      parse("attachment; filename*=utf-8''Zo%C3%AB%20slides.pdf").parameters["filename"]
        == "Zoë slides.pdf")
    #expect(
      parse("attachment; filename*=iso-8859-1'de'M%FCller.txt").parameters["filename"]
        == "Müller.txt")
  }

  @Test func joinsRFC2231ContinuationsInOrder() {
    let parsed = parse("attachment; filename*1*=%C3%AB.txt; filename*0*=utf-8''Zo")
    #expect(parsed.parameters["filename"] == "Zoë.txt")
    #expect(parse("a; name*0=\"long \"; name*1=\"name\"").parameters["name"] == "long name")
  }

  @Test func decodesEncodedWordsInQuotedFileNames() {
    #expect(
      parse("text/plain; name=\"=?UTF-8?Q?Notizen_f=C3=BCr.txt?=\"").parameters["name"]
        == "Notizen für.txt")
  }

  @Test func anEmptyValueParsesToNothing() {
    #expect(parse("") == HeaderParameters([]))
    #expect(parse("").value.isEmpty)
  }
}
