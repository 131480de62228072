import GalleryPictures
import Testing

@Suite struct XMLTextTests {
  @Test func escapesTheFiveMarkupCharacters() {
    #expect(
      XMLText.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
  }

  @Test func replacesCharactersXMLForbidsAndControlCharacters() {
    #expect(
      XMLText.escape("a\u{0}b\u{1B}[31mc\u{7F}d\u{9B}e\u{FFFE}")
        == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\u{FFFD}e\u{FFFD}")
  }

  @Test func keepsWhitespaceAndUnicodeThatXMLAllows() {
    #expect(XMLText.escape("tab\tnew\nline 漢字 👍🏽 é") == "tab\tnew\nline 漢字 👍🏽 é")
  }

  @Test func leavesAlreadyEscapedTextEscapedOnceMore() {
    #expect(XMLText.escape("&amp;") == "&amp;amp;")
  }

  @Test func hostileTextCannotCloseAnElementOrInjectOne() {
    let hostile = "]]></text><script>alert(1)</script><text>"
    let escaped = XMLText.escape(hostile)
    #expect(!escaped.contains("<"))
    #expect(!escaped.contains(">"))
  }
}
