import SplitKitTerminal
import SplitKitTerminalTesting
import Testing

@Suite struct ListViewTests {
  private let mailboxes = ["Inbox", "Sent", "Drafts", "Archive"]

  private func list(_ rows: [String]) -> ListView {
    ListView(count: rows.count) { ListRow(rows[$0]) }
  }

  @Test func drawsVisibleRowsWithTheSelectionReversed() {
    var list = list(mailboxes)
    list.highlightSymbol = "> "
    var expected = Buffer(lines: ["> Inbox ", "  Sent  "])
    expected.setStyle(Style(attributes: .reverse), in: CellRect(x: 0, y: 0, width: 8, height: 1))
    #expect(render(list, width: 8, height: 2, state: ListState(selection: 0)) == expected)
  }

  @Test func anUnfocusedSelectionUsesTheInactiveStyle() {
    var list = list(mailboxes)
    list.isFocused = false
    var expected = Buffer(lines: ["Inbox ", "Sent  "])
    expected.setStyle(
      Style(background: .ansi(.brightBlack)), in: CellRect(x: 0, y: 1, width: 6, height: 1))
    #expect(render(list, width: 6, height: 2, state: ListState(selection: 1)) == expected)
  }

  @Test func rowsPastTheEndAreBlank() {
    #expect(
      render(list(["a"]), width: 3, height: 3, state: ListState()).lines == ["a  ", "   ", "   "])
  }

  @Test func longRowsAreTruncatedByDisplayWidthWithAnEllipsis() {
    let rendered = render(
      list(["日本語のメール", "Quarterly report"]), width: 6, height: 2, state: ListState())
    #expect(rendered == Buffer(lines: ["日本… ", "Quart…"]))
  }

  @Test func trailingAccessoriesAreRightAligned() {
    let names = ["Inbox", "Very long name"]
    let list = ListView(count: 2) { index in ListRow([Span(names[index])], trailing: ["12"]) }
    #expect(
      render(list, width: 10, height: 2, state: ListState()).lines == ["Inbox   12", "Very l… 12"])
  }

  @Test func spanStylesAreKeptAndPatchedBySelection() {
    let bold = Style().with(.bold)
    let list = ListView(count: 2) { _ in ListRow([Span("A", style: bold), Span("b")]) }
    let rendered = render(list, width: 3, height: 2, state: ListState(selection: 1))
    #expect(rendered.lines == ["Ab ", "Ab "])
    #expect(rendered[0, 0].style == bold)
    #expect(rendered[1, 0].style == .default)
    #expect(rendered[0, 1].style == Style(attributes: [.bold, .reverse]))
    #expect(rendered[2, 1].style == Style(attributes: .reverse))
  }

  @Test func hostileRowTextIsRenderedInert() {
    let rows = ["\u{1B}[31mRed", "a\u{9B}2J\u{202E}b"]
    #expect(
      render(list(rows), width: 8, height: 2, state: ListState()).lines == [
        "␛[31mRed", "a\u{FFFD}2J\u{FFFD}b  ",
      ])
  }

  @Test func onlyVisibleRowsAreRequestedEvenFromAMillion() {
    final class Log { var requested: [Int] = [] }
    let log = Log()
    let list = ListView(count: 1_000_000) { index in
      log.requested.append(index)
      return ListRow("Row \(index)")
    }
    var state = ListState()
    state.perform(.end, count: list.count, visibleRows: 3)
    let rendered = render(list, width: 10, height: 3, state: state)
    #expect(log.requested == [999_997, 999_998, 999_999])
    #expect(rendered.lines == ["Row 999997", "Row 999998", "Row 999999"])
  }

  @Test func clicksMapToTheRowUnderThem() {
    let list = list(mailboxes)
    let rect = CellRect(x: 2, y: 5, width: 10, height: 2)
    let state = ListState(selection: 3, offset: 2)
    #expect(list.index(at: CellPosition(x: 2, y: 5), in: rect, state: state) == 2)
    #expect(list.index(at: CellPosition(x: 11, y: 6), in: rect, state: state) == 3)
    #expect(list.index(at: CellPosition(x: 12, y: 6), in: rect, state: state) == nil)
    #expect(list.index(at: CellPosition(x: 3, y: 4), in: rect, state: state) == nil)
    let short = self.list(["only"])
    #expect(short.index(at: CellPosition(x: 3, y: 6), in: rect, state: ListState()) == nil)
  }
}
