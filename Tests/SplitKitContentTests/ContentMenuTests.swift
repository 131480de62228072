import SplitKitContent
import SplitKitHostCore
import Testing

/// A fruit list whose first two rows have a context menu.
@MainActor
func menuList() -> FruitList {
  let list = FruitList()
  list.rowMenu = { [unowned list] index in
    guard index != 2 else { return [] }
    return [
      BarButton(title: "Rename", key: "r") {
        list.heard.append("rename \(list.selectedRow ?? -1)")
      },
      BarButton(
        title: "More",
        menu: [
          BarButton(title: "Delete", key: "d") {
            list.heard.append("delete \(list.selectedRow ?? -1)")
          }
        ]),
    ]
  }
  return list
}

@MainActor @Suite struct ContentMenuTests {
  @Test func keysMoveTheHighlightAndChooseOrClose() {
    var menu = ContentMenu(
      title: "Pear", items: [BarButton(title: "A") {}, BarButton(title: "B", key: "b") {}])
    #expect(menu.handle(key: KeyEvent(.up)) == .none, "the first item stays highlighted")
    #expect(menu.handle(key: KeyEvent(.down)) == .highlighted && menu.highlighted == 1)
    #expect(menu.handle(key: KeyEvent(.down)) == .none)
    #expect(menu.handle(key: KeyEvent(.character("k"))) == .highlighted && menu.highlighted == 0)
    #expect(menu.handle(key: KeyEvent(.end)) == .highlighted)
    #expect(menu.handle(key: KeyEvent(.enter)) == .choose(1))
    #expect(menu.handle(key: KeyEvent(.character("b"))) == .choose(1), "an item's key chooses it")
    #expect(menu.handle(key: KeyEvent(.character("x"))) == .none)
    #expect(menu.handle(key: KeyEvent(.escape)) == .dismiss)
    #expect(menu.highlight(9) == .none && menu.highlighted == 1, "clamped")
  }

  @Test func aRightClickOrShiftF10SelectsTheRowAndShowsItsMenu() {
    let list = menuList()
    list.userSelected(row: 0)
    list.heard = []
    #expect(list.userRequestedMenu(row: 1))
    #expect(list.selectedRow == 1 && list.menu?.title == "Pear")
    #expect(list.menu?.items.map(\.title) == ["Rename", "Delete"], "menus are flattened")
    #expect(list.receive(key: KeyEvent(.character("x"))), "other keys wait")
    #expect(list.receive(key: KeyEvent(.down)) && list.menu?.highlighted == 1)
    #expect(list.receive(key: KeyEvent(.enter)))
    #expect(list.menu == nil && list.heard == ["select 1 true", "delete 1"])
    // Shift-F10 (the Menu key) asks for the selected row's menu; an item's key chooses it.
    #expect(list.receive(key: KeyEvent(.f(10), modifiers: .shift)))
    #expect(list.receive(key: KeyEvent(.character("r"))))
    #expect(list.heard == ["select 1 true", "delete 1", "rename 1"])
    // A row without items shows nothing; Esc closes a menu without a choice.
    #expect(!list.userRequestedMenu(row: 2) && list.menu == nil)
    list.userRequestedMenu(row: 0)
    #expect(list.receive(key: KeyEvent(.escape)) && list.menu == nil)
    list.userRequestedMenu(row: 0)
    list.highlightMenuItem(at: 1)
    list.chooseMenuItem(at: list.menu?.highlighted)
    #expect(list.heard == ["select 1 true", "delete 1", "rename 1", "select 0 true", "delete 0"])
  }
}
