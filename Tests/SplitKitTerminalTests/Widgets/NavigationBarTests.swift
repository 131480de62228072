import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct NavigationBarTests {
  @Test func theTitleIsCenteredAndBold() {
    let rendered = render(NavigationBar(title: "Inbox"), width: 11, height: 1)
    var expected = Buffer(lines: ["   Inbox   "])
    expected.setStyle(Style(attributes: .bold), in: CellRect(x: 3, y: 0, width: 5, height: 1))
    #expect(rendered == expected)
  }

  @Test func theBackButtonShowsThePreviousTitle() {
    let bar = NavigationBar(title: "Inbox", backTitle: "Mailboxes")
    let line =
      " ‹ Mailboxes" + String(repeating: " ", count: 5) + "Inbox"
      + String(repeating: " ", count: 18)
    let rendered = render(bar, width: 40, height: 1)
    #expect(rendered.lines == [line])
    #expect(rendered[1, 0].style == Style(foreground: .ansi(.blue)))
  }

  @Test func theBackButtonShortensBeforeTheTitleDoes() {
    let bar = NavigationBar(title: "Inbox", backTitle: "Mailboxes")
    #expect(render(bar, width: 16, height: 1).lines == [" ‹ Mail… Inbox  "])
    #expect(render(bar, width: 10, height: 1).lines == [" ‹ Inbox  "])
  }

  @Test(arguments: [1, 2, 5, 8, 13, 20, 40, 80])
  func aHugeTitleIsLaidOutLikeAnyTitleTooLongForTheBar(width: Int) {
    let huge = "Huge " + String(repeating: "s", count: 100_000)
    let long = "Huge " + String(repeating: "s", count: 200)
    let rect = CellRect(x: 0, y: 0, width: width, height: 1)
    // Each back title and the one the huge bar gets in its place.
    let backTitles: [(String?, String?)] = [(nil, nil), ("Inbox", "Inbox"), (long, huge)]
    for (shortBack, hugeBack) in backTitles {
      let expected = NavigationBar(title: long, backTitle: shortBack)
      let bar = NavigationBar(title: huge, backTitle: hugeBack)
      #expect(bar.layout(in: rect) == expected.layout(in: rect))
    }
  }

  @Test func aLongTitleIsTruncatedByDisplayWidth() {
    #expect(render(NavigationBar(title: "Important"), width: 8, height: 1).lines == [" Impor… "])
    #expect(render(NavigationBar(title: "日本語"), width: 7, height: 1).lines == [" 日本… "])
  }

  @Test func itemsSitOnBothSidesAndTheTitleAvoidsThem() {
    let bar = NavigationBar(
      title: "Inbox",
      leadingItems: [.displayMode(title: "Sidebar")],
      trailingItems: [BarItem(id: "compose", title: "Compose")])
    #expect(render(bar, width: 30, height: 1).lines == [" Sidebar    Inbox     Compose "])
    let layout = bar.layout(in: CellRect(x: 0, y: 0, width: 30, height: 1))
    #expect(
      layout.leading == [
        BarItemFrame(
          id: .displayMode, label: "Sidebar", frame: CellRect(x: 1, y: 0, width: 7, height: 1))
      ])
    #expect(
      layout.trailing == [
        BarItemFrame(
          id: "compose", label: "Compose", frame: CellRect(x: 22, y: 0, width: 7, height: 1))
      ])
    #expect(layout.title == "Inbox")
    #expect(layout.titleFrame == CellRect(x: 12, y: 0, width: 5, height: 1))
  }

  @Test func clicksHitTheItemUnderThem() {
    let bar = NavigationBar(
      title: "Inbox", backTitle: "Mail",
      trailingItems: [
        BarItem(id: "compose", title: "Compose"),
        BarItem(id: "edit", title: "Edit", isEnabled: false),
      ])
    let rect = CellRect(x: 0, y: 2, width: 40, height: 1)
    #expect(bar.hitTest(CellPosition(x: 1, y: 2), in: rect) == .back)
    #expect(bar.hitTest(CellPosition(x: 6, y: 2), in: rect) == .back)
    #expect(bar.hitTest(CellPosition(x: 30, y: 2), in: rect) == "compose")
    #expect(bar.hitTest(CellPosition(x: 36, y: 2), in: rect) == nil)
    #expect(bar.hitTest(CellPosition(x: 18, y: 2), in: rect) == nil)
    #expect(bar.hitTest(CellPosition(x: 1, y: 1), in: rect) == nil)
  }

  @Test func trailingItemsThatDoNotFitAreDroppedWhole() {
    let bar = NavigationBar(
      title: "",
      trailingItems: [
        BarItem(id: "a", title: "Alpha"), BarItem(id: "b", title: "Beta"),
      ])
    #expect(render(bar, width: 8, height: 1).lines == ["   Beta "])
  }

  @Test func hostileTitlesAreRenderedInert() {
    let bar = NavigationBar(title: "\u{202E}evil", backTitle: "\u{1B}[H")
    #expect(render(bar, width: 20, height: 1).lines == [" ‹ ␛[H \u{FFFD}evil        "])
  }
}
