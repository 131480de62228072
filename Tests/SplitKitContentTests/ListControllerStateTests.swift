import SplitKitContent
import SplitKitHostCore
import Testing

/// The list's selection, scroll offset and paging live once, in the content layer: the
/// events a host reports move them, without any host.
@MainActor @Suite struct ListControllerStateTests {
  /// A list of `count` numbered rows, laid out `visibleRows` high.
  static func list(count: Int, visibleRows: Int) -> FruitList {
    let list = FruitList()
    list.names = (0..<count).map { "Row \($0)" }
    list.hostLaidOut(visibleRows: visibleRows)
    return list
  }

  @Test func aMoveSelectsForTheUserAndScrollsJustEnough() {
    let list = Self.list(count: 100, visibleRows: 10)
    let renderer = RecordingRenderer()
    list.renderer = renderer
    list.userMoved(.down)
    #expect(list.listState == ListState(selection: 0, offset: 0))
    list.userMoved(.pageDown)
    #expect(list.listState == ListState(selection: 10, offset: 10))
    list.userMoved(.end)
    #expect(list.listState == ListState(selection: 99, offset: 90))
    list.userMoved(.end)
    #expect(list.heard == ["select 0 true", "select 10 true", "select 99 true"])
    #expect(renderer.changes == [.selection, .selection, .selection, .selection])
  }

  @Test func aPageIsTheHeightTheHostLastLaidOut() {
    let list = Self.list(count: 100, visibleRows: 10)
    list.userSelected(row: 0)
    list.hostLaidOut(visibleRows: 25)
    list.userMoved(.pageDown)
    #expect(list.listState == ListState(selection: 25, offset: 25))
    #expect(list.visibleRows == 25)
  }

  @Test func theWheelScrollsAwayFromTheSelectionUntilTheLayoutChanges() {
    let list = Self.list(count: 100, visibleRows: 10)
    list.userSelected(row: 2)
    list.userScrolled(by: 30)
    #expect(list.listState == ListState(selection: 2, offset: 30))
    list.hostLaidOut(visibleRows: 10)
    #expect(list.listState.offset == 30, "the same layout keeps the wheel's scroll")
    list.hostLaidOut(visibleRows: 12)
    #expect(list.listState == ListState(selection: 2, offset: 2), "a new height shows the row")
  }

  @Test func aSelectionBeforeTheFirstLayoutScrollsOnlyAsFarAsTheRealHeightNeeds() {
    let list = FruitList()
    list.names = (0..<100).map { "Row \($0)" }
    list.select(row: 6)
    #expect(list.listState == ListState(selection: 6, offset: 6), "one row assumed")
    list.hostLaidOut(visibleRows: 10)
    #expect(list.listState == ListState(selection: 6, offset: 0))
  }

  @Test func reloadingFromTheTopScrollsUpAndKeepingTheLayoutKeepsTheOffset() {
    let list = Self.list(count: 100, visibleRows: 10)
    list.userSelected(row: 50)
    list.rowsDidReload()
    #expect(list.listState == ListState(selection: nil, offset: 41))
    list.rowsDidReload(fromTop: true)
    #expect(list.listState == ListState(selection: nil, offset: 0))
  }

  @Test func everyListCommandIsAMoveAndOthersAreNot() {
    let moves = HostCommand.allCases.compactMap { command in
      ListState.Command(command).map { "\(command) \($0)" }
    }
    #expect(
      moves == [
        "moveUp up", "moveDown down", "pageUp pageUp", "pageDown pageDown", "home home",
        "end end",
      ])
  }
}
