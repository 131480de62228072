import Testing

@testable import MailboxCore
@testable import MailboxModel

@Suite struct HTMLTextTests {
  private func text(_ html: String) -> String { HTMLText.plainText(fromHTML: html) }

  @Test func blockElementsBecomeLineBreaksAndWhitespaceCollapses() {
    #expect(text("<p>One\n   two</p><p>Three</p>") == "One two\n\nThree")
    #expect(text("a<br>b<br><br>c") == "a\nb\n\nc")
    #expect(text("<div>x</div><div>y</div>") == "x\ny")
  }

  @Test func scriptsStylesHeadAndCommentsAreDropped() {
    #expect(
      text(
        "<head><title>T</title><style>p{}</style></head><body>Hi<!-- secret --><script>x<y</script>!</body>"
      )
        == "Hi!")
  }

  @Test func linksKeepTheirTargetAsText() {
    #expect(
      text("See <a href=\"https://x.org/a\">the page</a>.") == "See the page <https://x.org/a>.")
    #expect(text("<a href='https://x.org'>https://x.org</a>") == "https://x.org")
    #expect(text("<a href=\"mailto:a@x\">write</a>") == "write <a@x>")
    #expect(text("<a href=\"javascript:evil()\">click</a>") == "click")
  }

  @Test func listItemsGetBulletsAndImagesTheirAltText() {
    #expect(
      text("<ul><li>one</li><li>two</li></ul><img src=x alt=\"logo\">") == "• one\n• two\n\n[logo]")
  }

  @Test func characterReferencesAreDecoded() {
    #expect(
      text("Tom &amp; Jerry &lt;3 &eacute;&#233;&#xE9; &euro;&hellip; &bogus; &#0;")
        == "Tom & Jerry <3 ééé €… &bogus; \u{FFFD}")
    #expect(text("a&nbsp;b") == "a\u{00A0}b")
  }

  @Test func preformattedTextKeepsItsLines() {
    #expect(text("<pre>a  b\n  c</pre>") == "a  b\n  c")
  }

  /// Broken markup ends as text: a `<` that opens no tag and an `&` that starts no
  /// reference stay as written; a tag, comment or script cut off by the end is dropped.
  @Test(arguments: [
    ("<", "<"), ("<<>>", "<<>>"), ("</>", "</>"), ("&", "&"), ("&#x;", "&#x;"),
    ("<a href=\"", ""), ("<p", ""), ("<!--", ""), ("<script>never closed", ""),
    ("kept<p", "kept"), ("kept<!-- open", "kept"),
  ])
  func brokenMarkupEndsAsTheTextItHolds(html: String, expected: String) {
    #expect(text(html) == expected)
  }
}

/// The named references come from the generated WHATWG table.
@Suite struct HTMLEntitiesTests {
  private func decode(_ text: String) -> String { HTMLEntities.decodeAll(text) }

  @Test func theWholeWHATWGTableIsLoaded() {
    #expect(HTMLEntities.tableCount == 2231)
    #expect(HTMLEntities.text(ofName: "CounterClockwiseContourIntegral;") == "\u{2233}")
    #expect(HTMLEntities.text(ofName: "NotEqualTilde;") == "\u{2242}\u{0338}")
    #expect(HTMLEntities.text(ofName: "fjlig;") == "fj")
    #expect(HTMLEntities.text(ofName: "bogus;") == nil)
  }

  @Test(arguments: [
    ("&alpha;&Omega;&rarr;&check;&hearts;", "αΩ→✓♥"), ("&NewLine;", "\n"),
    ("&zwj;&ZeroWidthSpace;", "\u{200D}\u{200B}"), ("&Scedil;&scaron;", "Şš"),
    ("&mathbb;", "&mathbb;"),
  ])
  func namedReferencesBeyondTheCommonOnesAreDecoded(html: String, text: String) {
    #expect(decode(html) == text)
  }

  @Test func legacyNamesNeedNoSemicolonAndTheLongestMatchWins() {
    #expect(decode("&copy 2026 &eacutex") == "© 2026 éx")
    #expect(decode("&notin; &notit;") == "∉ ¬it;")
    #expect(decode("&ampersand") == "&ersand")
    // Names that are not legacy need their semicolon.
    #expect(decode("&alpha beta") == "&alpha beta")
  }

  @Test func numericReferencesInTheC1RangeMeanWindows1252() {
    #expect(decode("&#150;&#x93;&#x94;&#128;") == "–“”€")
    #expect(decode("&#x1F600;&#xD800;&#1114112;&#0;") == "😀\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(decode("&#65&#x42;&#;&#x;") == "AB&#;&#x;")
  }
}
