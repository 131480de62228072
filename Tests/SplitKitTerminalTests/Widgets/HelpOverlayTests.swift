import SplitKitTerminal
import SplitKitTerminalTesting
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

  @Test func bindingsThatDoNotFitVerticallySayHowManyMoreThereAre() {
    #expect(
      render(help, width: 12, height: 3).lines == ["┌ Keys ────┐", "│ ?  Help  │", "└ ↓ 1 more ┘"])
    #expect(help.maximumFirstRow(in: CellRect(x: 0, y: 0, width: 12, height: 3)) == 1)
    #expect(help.maximumFirstRow(in: CellRect(x: 0, y: 0, width: 12, height: 4)) == 0)
  }

  @Test func aScrolledHelpShowsLaterBindingsAndWhatIsAboveAndBelow() {
    let help = HelpOverlay(
      title: "K",
      bindings: (1...5).map { (keys: "\($0)", description: "Does key \($0)") })
    var scrolled = help
    scrolled.firstRow = 2
    #expect(
      render(scrolled, width: 21, height: 4).lines == [
        "  ┌ K ─ ↑ 2 more ─┐  ",
        "  │ 3  Does key 3 │  ",
        "  │ 4  Does key 4 │  ",
        "  └──── ↓ 1 more ─┘  ",
      ])
    // Scrolled past the end, it shows the last page.
    scrolled.firstRow = 99
    #expect(render(scrolled, width: 21, height: 4).lines[2] == "  │ 5  Does key 5 │  ")
    #expect(help.maximumFirstRow(in: CellRect(x: 0, y: 0, width: 21, height: 4)) == 3)
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
