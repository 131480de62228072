import PropertyBased
import SplitKitTerminal
import Testing

/// `Sanitizer.truncated` and `Buffer.setSpans` sanitize only as much text as the width
/// needs; these check that the result is still what sanitizing all of it first gives.
@Suite struct SanitizerTruncationTests {
  /// Pieces whose sanitizing or clustering differs from plain text: controls, tabs,
  /// escapes, combining marks after controls, emoji and their modifiers, wide CJK,
  /// regional indicators, prepended marks, bidi controls, unassigned and noncharacter
  /// code points (U+3FFFD is wide but becomes a one-cell `�`), Indic conjuncts.
  static let pieces = [
    "a", "Z", " ", "1", "\t", "\u{1B}", "\u{1B}[2J", "\r", "\n", "\r\n", "\u{0}", "\u{7F}",
    "\u{9B}", "\u{301}", "e\u{301}", "\u{200D}", "\u{FE0F}", "\u{200B}", "\u{200F}", "\u{202E}",
    "\u{2066}", "\u{2028}", "\u{378}", "\u{FFFE}", "\u{3FFFD}", "\u{600}", "\u{6DD}", "❤",
    "👍", "🏽", "👨‍👩‍👧", "日", "本", "ｗ", "é", "ह", "ि", "क्", "ष", "\u{1100}", "\u{1161}", "🇺",
    "🇸", "\u{FEFF}", "…", "\u{E0041}",
  ]

  /// Random content of up to 40 pieces.
  static let content = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map {
    $0.map { pieces[$0] }.joined()
  }

  private static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

  @Test func truncatedIsTheWholeTextSanitizedThenCut() async {
    await propertyCheck(
      count: 3_000, input: Self.content, Gen.int(in: 0...30), Gen.int(in: 1...8),
      Gen.int(in: 0...3).map { ["…", "...", "", "→→"][$0] }
    ) { text, width, tabWidth, ellipsis in
      let expected = Text.truncated(
        Sanitizer.sanitize(text, tabWidth: tabWidth), toWidth: width, ellipsis: ellipsis)
      let result = Sanitizer.truncated(
        text, toWidth: width, tabWidth: tabWidth, ellipsis: ellipsis)
      #expect(
        Self.scalars(result) == Self.scalars(expected),
        "\(Self.scalars(text)) at \(width), tabs \(tabWidth)")
    }
  }

  @Test func everyWidthOfAFixedCorpusMatches() {
    let corpus = [
      "", "plain ascii subject", "\u{1B}\u{301}x", "\u{600}1234",
      String(repeating: "\u{3FFFD}", count: 9),
      "a\tb\tc", "日本語のメール件名", "👍🏽👍🏽 \u{200F}x\u{202E}y",
      String(repeating: "\u{301}", count: 50) + "ab",
      "🇺🇸🇺🇸🇺", String(repeating: "x", count: 40) + "\u{301}",
      // Non-ASCII text on both sides of 4 bytes per cell (sanitized whole below it).
      "Zoë Åström <zoe@example.org>", String(repeating: "Ré: café ", count: 12) + "\u{1B}\t日",
    ]
    for text in corpus {
      for width in 0...45 {
        for tabWidth in [1, 4] {
          let expected = Text.truncated(
            Sanitizer.sanitize(text, tabWidth: tabWidth), toWidth: width)
          #expect(
            Self.scalars(Sanitizer.truncated(text, toWidth: width, tabWidth: tabWidth))
              == Self.scalars(expected), "\(text.debugDescription) at \(width)")
        }
      }
    }
  }

  @Test func aHugeTextIsCutLikeItsSanitizedWhole() {
    let text = "\u{1B}[1mHuge\t" + String(repeating: "日本\u{7}", count: 40_000)
    for width in [0, 1, 7, 22, 80, 200] {
      #expect(
        Sanitizer.truncated(text, toWidth: width)
          == Text.truncated(Sanitizer.sanitize(text), toWidth: width))
    }
  }

  @Test func spansDrawAsTheirSanitizedTextDoes() async {
    await propertyCheck(
      count: 1_500, input: Self.content.array(of: 1...3), Gen.int(in: 0...14),
      Gen.int(in: 0...3)
    ) { texts, width, x in
      var raw = Buffer(size: CellSize(columns: 16, rows: 1))
      var sanitized = raw
      let rawEnd = raw.setSpans(
        texts.map { Span($0) }, at: CellPosition(x: x, y: 0), width: width)
      let sanitizedEnd = sanitized.setSpans(
        texts.map { Span(Sanitizer.sanitize($0)) }, at: CellPosition(x: x, y: 0), width: width)
      #expect(raw == sanitized, "\(texts.map(Self.scalars)) at \(width)")
      #expect(rawEnd == sanitizedEnd)
    }
  }
}
