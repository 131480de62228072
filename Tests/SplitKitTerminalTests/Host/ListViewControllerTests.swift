import SplitKit
import SplitKitTerminal
import Testing

@Suite @MainActor struct ListViewControllerTests {
  final class Numbers: ListViewController {
    var count: Int
    var opened: [Int] = []
    var selected: [Int] = []
    var asked: Set<Int> = []

    init(count: Int) {
      self.count = count
      super.init(title: "Numbers")
    }

    override var numberOfRows: Int { count }
    override func row(at index: Int) -> ListRow {
      asked.insert(index)
      return ListRow("Row \(index)")
    }
    override func didOpenRow(at index: Int) { opened.append(index) }
    override func didSelectRow(at index: Int) { selected.append(index) }
  }

  func draw(_ list: Numbers, height: Int = 4, focused: Bool = true) -> [String] {
    var buffer = Buffer(size: CellSize(columns: 10, rows: height))
    list.draw(in: buffer.bounds, buffer: &buffer, context: DrawContext(isFocused: focused))
    return buffer.lines
  }

  @Test func drawsOnlyTheVisibleRowsWithTheSelectionMarked() {
    let list = Numbers(count: 1_000_000)
    #expect(draw(list) == ["▸ Row 0   ", "  Row 1   ", "  Row 2   ", "  Row 3   "])
    #expect(list.asked == [0, 1, 2, 3])
    #expect(list.visibleRows == 4)
  }

  @Test func aSelectionMadeBeforeTheFirstDrawScrollsOnlyAsFarAsTheRealHeightNeeds() {
    let list = Numbers(count: 10)
    list.selectRow(2)  // e.g. restored state, before the list has a height
    #expect(draw(list) == ["  Row 0   ", "  Row 1   ", "▸ Row 2   ", "  Row 3   "])
    let far = Numbers(count: 10)
    far.selectRow(6)
    #expect(draw(far) == ["  Row 3   ", "  Row 4   ", "  Row 5   ", "▸ Row 6   "])
  }

  @Test func commandsMoveTheSelectionAndScrollItIntoView() {
    let list = Numbers(count: 10)
    _ = draw(list)
    #expect(list.perform(.moveDown) && list.perform(.pageDown))
    #expect(list.selectedRow == 5)
    #expect(list.selected == [1, 5])
    #expect(draw(list) == ["  Row 4   ", "▸ Row 5   ", "  Row 6   ", "  Row 7   "])
    #expect(list.perform(.end))
    #expect(draw(list).last == "▸ Row 9   ")
    #expect(list.perform(.home) && list.selectedRow == 0)
  }

  @Test func openReportsTheSelectedRowAndOtherCommandsAreNotUsed() {
    let list = Numbers(count: 3)
    _ = draw(list)
    #expect(list.perform(.moveDown) && list.perform(.open))
    #expect(list.opened == [1])
    #expect(!list.perform(.back) && !list.perform(.toggleHelp))
  }

  @Test func anEmptyListOpensNothing() {
    let list = Numbers(count: 0)
    #expect(draw(list) == ["          ", "          ", "          ", "          "])
    #expect(!list.perform(.open))
    #expect(list.opened.isEmpty)
  }

  @Test func aClickSelectsAndOpensTheRowUnderIt() {
    let list = Numbers(count: 10)
    let rect = CellRect(x: 0, y: 0, width: 10, height: 4)
    _ = draw(list)
    #expect(
      list.handle(mouse: MouseEvent(.press, button: .left, at: CellPosition(x: 3, y: 2)), in: rect))
    #expect(list.selectedRow == 2 && list.opened == [2])
    #expect(
      !list.handle(mouse: MouseEvent(.press, button: .left, at: CellPosition(x: 3, y: 7)), in: rect)
    )
  }

  @Test func theWheelScrollsWithoutMovingTheSelection() {
    let list = Numbers(count: 10)
    let rect = CellRect(x: 0, y: 0, width: 10, height: 4)
    _ = draw(list)
    #expect(
      list.handle(
        mouse: MouseEvent(.wheelDown, button: .none, at: CellPosition(x: 0, y: 0)), in: rect))
    #expect(draw(list) == ["  Row 3   ", "  Row 4   ", "  Row 5   ", "  Row 6   "])
    #expect(list.selectedRow == 0)
  }

  @Test func shrinkingTheListClampsTheSelection() {
    let list = Numbers(count: 10)
    _ = draw(list)
    _ = list.perform(.end)
    list.count = 3
    #expect(draw(list) == ["  Row 0   ", "  Row 1   ", "▸ Row 2   ", "          "])
    #expect(list.selectedRow == 2)
  }
}
