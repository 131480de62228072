import Testing

@testable import MailboxCore

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

  @Test(arguments: [
    "<", "<<>>", "<a href=\"", "<p", "&", "&#x;", "<!--", "<script>never closed", "</>",
  ])
  func brokenMarkupNeverFails(html: String) {
    _ = text(html)
  }
}
