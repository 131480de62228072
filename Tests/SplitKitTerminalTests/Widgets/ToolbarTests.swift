import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct ToolbarTests {
  private let items = [
    BarItem(id: "reply", title: "Reply"), BarItem(id: "archive", title: "Archive"),
  ]

  @Test func itemsAreAlignedLeadingCenteredOrSpread() {
    #expect(render(Toolbar(items: items), width: 20, height: 1).lines == [" Reply  Archive     "])
    #expect(
      render(Toolbar(items: items, alignment: .center), width: 20, height: 1).lines == [
        "   Reply  Archive   "
      ])
    #expect(
      render(Toolbar(items: items, alignment: .spread), width: 20, height: 1).lines == [
        " Reply      Archive "
      ])
  }

  @Test func itemsThatDoNotFitAreLeftOutWhole() {
    #expect(render(Toolbar(items: items), width: 12, height: 1).lines == [" Reply      "])
    #expect(render(Toolbar(items: items), width: 4, height: 1).lines == ["    "])
  }

  @Test func clicksHitTheItemUnderThem() {
    let toolbar = Toolbar(items: items + [BarItem(id: "off", title: "Off", isEnabled: false)])
    let rect = CellRect(x: 0, y: 9, width: 30, height: 1)
    #expect(toolbar.hitTest(CellPosition(x: 1, y: 9), in: rect) == "reply")
    #expect(toolbar.hitTest(CellPosition(x: 14, y: 9), in: rect) == "archive")
    #expect(toolbar.hitTest(CellPosition(x: 6, y: 9), in: rect) == nil)
    #expect(toolbar.hitTest(CellPosition(x: 17, y: 9), in: rect) == nil)
    #expect(toolbar.hitTest(CellPosition(x: 1, y: 8), in: rect) == nil)
  }

  @Test func disabledItemsAreDim() {
    let rendered = render(
      Toolbar(items: [BarItem(id: "x", title: "X", isEnabled: false)]), width: 3, height: 1)
    #expect(rendered[1, 0].style == Style(attributes: .dim))
  }
}
