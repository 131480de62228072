import SplitKitTerminal
import SplitKitTesting
import Testing

@Suite struct HelpOverlayTests {
  private let help = HelpOverlay(bindings: [
    (keys: "?", description: "Help"), (keys: "q", description: "Quit"),
  ])

  @Test func aCenteredBoxListsTheBindings() {
    let rendered = render(help, width: 20, height: 6)
    #expect(
      rendered.lines == [
        "                    ",
        "    ┌ Keys ────┐    ",
        "    │ ?  Help  │    ",
        "    │ q  Quit  │    ",
        "    └──────────┘    ",
        "                    ",
      ])
    #expect(rendered[6, 2].style == Style(attributes: .bold))
    #expect(
      help.frame(in: CellRect(x: 0, y: 0, width: 20, height: 6))
        == CellRect(x: 4, y: 1, width: 12, height: 4))
  }

  @Test func keysAlignInAColumnAndLongDescriptionsAreTruncated() {
    let help = HelpOverlay(
      title: "Help",
      bindings: [
        (keys: "PgDn", description: "Next page of messages"), (keys: "j", description: "Down"),
      ])
    #expect(
      render(help, width: 16, height: 4).lines == [
        "┌ Help ────────┐",
        "│ PgDn  Next … │",
        "│ j     Down   │",
        "└──────────────┘",
      ])
  }

  @Test func bindingsThatDoNotFitVerticallyAreLeftOut() {
    #expect(
      render(help, width: 12, height: 3).lines == ["┌ Keys ────┐", "│ ?  Help  │", "└──────────┘"])
  }

  @Test func hostileBindingsAreRenderedInert() {
    let help = HelpOverlay(
      title: "\u{1B}]0;x", bindings: [(keys: "\u{9B}", description: "\u{202E}ab")])
    #expect(
      render(help, width: 12, height: 3).lines == [
        "┌ ␛]0;x ───┐", "│ \u{FFFD}  \u{FFFD}ab   │", "└──────────┘",
      ])
  }
}
