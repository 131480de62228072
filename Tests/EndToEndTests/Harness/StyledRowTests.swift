import Testing

extension EndToEnd {
  /// The highlight reader the mailbox tests rely on, checked on escape sequences as
  /// `capture-pane -e` writes them.
  @Suite
  struct StyledRowTests {
    private let esc = "\u{1B}"

    @Test func reverseVideoAndBackgroundColoursHighlightUntilReset() {
      let row = StyledRow(
        "a\(esc)[7mb\(esc)[27mc\(esc)[100md\(esc)[49me\(esc)[48;5;236mf\(esc)[0mg")
      #expect(row.text == "abcdefg")
      #expect(row.styles.map(\.isHighlight) == [false, true, false, true, false, true, false])
    }

    @Test func extendedColourNumbersAreNotReadAsAttributes() {
      let row = StyledRow("\(esc)[38;5;7mx\(esc)[38;2;7;7;7my\(esc)[1;7mz")
      #expect(row.text == "xyz")
      #expect(row.styles.map(\.isHighlight) == [false, false, true])
    }

    @Test func otherSequencesAreSkippedAndIndexesPastTheEndAreNotHighlighted() {
      let row = StyledRow("\(esc)[2K\(esc)[0;7m  Ada")
      #expect(row.text == "  Ada")
      #expect(row.isHighlighted(at: 2))
      #expect(!row.isHighlighted(at: 5))
    }

    @Test func styleCarriesFromOneRowToTheNext() {
      let rows = StyledRow.rows(["a\(esc)[7mb", "c\(esc)[0md"])
      #expect(rows.map(\.text) == ["ab", "cd"])
      #expect(rows[1].styles.map(\.isHighlight) == [true, false])
    }

    @Test func appearanceIgnoresInvisibleStylesAndTrailingBlanks() {
      let explicit = StyledRow("\(esc)[1;31mx\(esc)[39m  \(esc)[0m   ")
      let minimal = StyledRow("\(esc)[1;31mx\(esc)[0m")
      #expect(explicit.appearance == minimal.appearance)
      let underlined = StyledRow("\(esc)[1;31mx\(esc)[0;4m ")
      #expect(underlined.appearance != minimal.appearance)
    }
  }
}
