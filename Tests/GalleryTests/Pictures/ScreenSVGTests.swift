import GalleryPictures
import SplitKitTerminal
import Testing

@Suite struct ScreenSVGTests {
  let renderer = ScreenSVG()

  @Test func drawsPlainTextOnTheDefaultBackground() {
    let svg = renderer.render(Buffer(lines: ["Hi  ", "ok"]), title: "Tiny")
    #expect(
      svg == """
        <svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 36 36" \
        font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="14" xml:space="preserve">
        <title>Tiny</title>
        <rect x="0" y="0" width="36" height="36" fill="#14181c"/>
        <text x="0" y="13.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">Hi</text>
        <text x="0" y="31.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">ok</text>
        </svg>

        """)
  }

  @Test func mergesBackgroundsAndSplitsTextAtStyleChanges() {
    var buffer = Buffer(size: CellSize(columns: 6, rows: 1))
    buffer.setString("ab", at: CellPosition(x: 0, y: 0), style: Style(background: .ansi(.blue)))
    buffer.setString(
      "cd", at: CellPosition(x: 2, y: 0),
      style: Style(foreground: .rgb(255, 0, 0), background: .ansi(.blue), attributes: .bold))
    buffer.setString(
      "e", at: CellPosition(x: 5, y: 0), style: Style(attributes: [.italic, .underline, .dim]))
    let body = bodyLines(renderer.render(buffer))
    #expect(
      body == [
        ##"<rect x="0" y="0" width="36" height="18" fill="#0000ee"/>"##,
        ##"<text x="0" y="13.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">ab</text>"##,
        ##"<text x="18" y="13.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#ff0000" font-weight="bold">cd</text>"##,
        ##"<text x="45" y="13.2" textLength="9" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0" font-style="italic" text-decoration="underline" fill-opacity="0.6">e</text>"##,
      ])
  }

  @Test func wideCharactersSpanTwoCellsAsRunsOfTheirOwn() {
    let body = bodyLines(renderer.render(Buffer(lines: ["a漢字b"])))
    #expect(
      body == [
        ##"<text x="0" y="13.2" textLength="9" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">a</text>"##,
        ##"<text x="9" y="13.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">漢</text>"##,
        ##"<text x="27" y="13.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">字</text>"##,
        ##"<text x="45" y="13.2" textLength="9" lengthAdjust="spacingAndGlyphs" fill="#d0d0d0">b</text>"##,
      ])
  }

  @Test func reverseSwapsTheColoursIncludingDefaults() {
    var buffer = Buffer(size: CellSize(columns: 2, rows: 1))
    buffer.setString("R", at: CellPosition(x: 0, y: 0), style: Style(attributes: .reverse))
    buffer.setString(
      "G", at: CellPosition(x: 1, y: 0),
      style: Style(foreground: .indexed(46), attributes: .reverse))
    #expect(
      bodyLines(renderer.render(buffer)) == [
        ##"<rect x="0" y="0" width="9" height="18" fill="#d0d0d0"/>"##,
        ##"<rect x="9" y="0" width="9" height="18" fill="#00ff00"/>"##,
        ##"<text x="0" y="13.2" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#14181c">RG</text>"##,
      ])
  }

  @Test func markupInCellsIsEscapedSoTheDocumentStaysWellFormed() {
    let svg = renderer.render(Buffer(lines: ["<b>&\"'</b>"]), title: "</title><script>")
    #expect(svg.contains(">&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;</text>"))
    #expect(svg.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
    #expect(!svg.contains("<script>"))
    #expect(!svg.contains("<b>"))
  }

  @Test func escapeSequencesInCellTextNeverReachThePicture() {
    let svg = renderer.render(Buffer(lines: ["a\u{1B}]0;pwned\u{7}b"]))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func rendersTheSameBytesEveryTime() {
    let buffer = Buffer(lines: ["Item 1", "Item 2 漢"])
    #expect(renderer.render(buffer) == renderer.render(buffer))
  }

  @Test func anEmptyBufferIsAnEmptyPicture() {
    #expect(bodyLines(renderer.render(Buffer(size: .zero))) == [])
  }

  /// The drawing elements, without the root, the title and the canvas background.
  private func bodyLines(_ svg: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { line in
      !line.hasPrefix("<svg") && line != "</svg>" && !line.hasPrefix("<title>")
        && !(line.hasPrefix("<rect x=\"0\" y=\"0\"") && line.hasSuffix("fill=\"#14181c\"/>"))
    }
  }
}
