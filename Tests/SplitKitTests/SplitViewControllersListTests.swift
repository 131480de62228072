import SplitKit
import SplitKitTesting
import Testing

@MainActor @Suite struct SplitViewControllersListTests {
  @Test func theStylesCountIsTakenInColumnOrder() throws {
    let split = SplitViewController(style: .tripleColumn)
    let (a, b, c) = (
      ViewController(title: "A"), ViewController(title: "B"), ViewController(title: "C")
    )
    try split.setViewControllers([a, b, c])
    #expect(split.viewController(for: .primary) === a)
    #expect(split.viewController(for: .supplementary) === b)
    #expect(split.viewController(for: .secondary) === c)
    #expect(split.viewControllers.map(\.debugName) == ["A", "B", "C"])
    #expect(titles(split.navigationController(for: .secondary)) == ["C"])
  }

  @Test func oneLessRemovesTheSecondaryExplicitly() throws {
    let f = MailFixture(width: 150)
    try f.split.setViewControllers([ViewController(title: "Other list")])
    #expect(f.split.viewController(for: .secondary) == nil)
    #expect(f.secondaryStack == [])
    #expect(f.primaryStack == ["Other list"])
    #expect(f.split.viewControllers.map(\.debugName) == ["Other list"])
  }

  @Test(arguments: [0, 3, 4])
  func aWrongCountThrowsAndChangesNothing(count: Int) {
    let f = MailFixture(width: 150)
    let list = (0..<count).map { ViewController(title: "New \($0)") }
    #expect(throws: SplitViewController.ChildCountError.self) {
      try f.split.setViewControllers(list)
    }
    #expect(f.primaryStack == ["List"])
    #expect(f.secondaryStack == ["Detail"])
    #expect(f.appearance.take() == [])
    do {
      try f.split.setViewControllers(list)
    } catch {
      #expect(
        error.description == "A doubleColumn split view takes 1 or 2 controllers, not \(count)")
    }
  }
}
