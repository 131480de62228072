import SplitKitContent
import Testing

@Suite struct ListStateTests {
  @Test func theFirstMoveSelectsTheFirstVisibleRow() {
    var state = ListState(offset: 4)
    let selectedFirst = state.perform(.down, count: 100, visibleRows: 10)
    #expect(selectedFirst)
    #expect(state == ListState(selection: 4, offset: 4))
  }

  @Test func upAndDownMoveByOneAndStopAtTheEnds() {
    var state = ListState(selection: 0)
    let movedUp = state.perform(.up, count: 3, visibleRows: 2)
    #expect(!movedUp)
    #expect(state == ListState(selection: 0, offset: 0))
    state.perform(.down, count: 3, visibleRows: 2)
    #expect(state == ListState(selection: 1, offset: 0))
    state.perform(.down, count: 3, visibleRows: 2)
    #expect(state == ListState(selection: 2, offset: 1))
    let movedDown = state.perform(.down, count: 3, visibleRows: 2)
    #expect(!movedDown)
    #expect(state == ListState(selection: 2, offset: 1))
    state.perform(.up, count: 3, visibleRows: 2)
    state.perform(.up, count: 3, visibleRows: 2)
    #expect(state == ListState(selection: 0, offset: 0))
  }

  @Test func homeAndEndJumpAndScroll() {
    var state = ListState(selection: 5)
    state.perform(.end, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 99, offset: 90))
    state.perform(.home, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 0, offset: 0))
  }

  @Test func pagesMoveSelectionAndViewTogether() {
    var state = ListState(selection: 0)
    state.perform(.pageDown, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 10, offset: 10))
    state.perform(.pageDown, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 20, offset: 20))
    state.perform(.pageUp, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 10, offset: 10))
    state = ListState(selection: 95, offset: 90)
    state.perform(.pageDown, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 99, offset: 90))
    state = ListState(selection: 3, offset: 0)
    state.perform(.pageUp, count: 100, visibleRows: 10)
    #expect(state == ListState(selection: 0, offset: 0))
  }

  @Test func theWheelScrollsWithoutMovingTheSelection() {
    var state = ListState(selection: 2)
    state.scroll(by: 3, count: 20, visibleRows: 5)
    #expect(state == ListState(selection: 2, offset: 3))
    state.scroll(by: 100, count: 20, visibleRows: 5)
    #expect(state == ListState(selection: 2, offset: 15))
    state.scroll(by: -100, count: 20, visibleRows: 5)
    #expect(state == ListState(selection: 2, offset: 0))
    state.scroll(by: 3, count: 4, visibleRows: 5)
    #expect(state == ListState(selection: 2, offset: 0))
  }

  @Test func selectingClampsAndScrollsIntoView() {
    var state = ListState()
    let selected = state.select(50, count: 20, visibleRows: 5)
    #expect(selected)
    #expect(state == ListState(selection: 19, offset: 15))
    let cleared = state.select(nil, count: 20, visibleRows: 5)
    #expect(cleared)
    #expect(state == ListState(selection: nil, offset: 15))
  }

  @Test func shrinkingTheListOrViewKeepsTheSelectionVisible() {
    var state = ListState(selection: 9, offset: 5)
    state.layoutChanged(count: 10, visibleRows: 2)
    #expect(state == ListState(selection: 9, offset: 8))
    state.layoutChanged(count: 4, visibleRows: 2)
    #expect(state == ListState(selection: 3, offset: 2))
    state.layoutChanged(count: 0, visibleRows: 2)
    #expect(state == ListState(selection: nil, offset: 0))
    let movedInEmptyList = state.perform(.down, count: 0, visibleRows: 2)
    #expect(!movedInEmptyList)
  }

  @Test func theVisibleRangeIsClampedToTheRows() {
    #expect(ListState(offset: 8).visibleRange(count: 10, visibleRows: 5) == 5..<10)
    #expect(ListState().visibleRange(count: 3, visibleRows: 5) == 0..<3)
  }
}
