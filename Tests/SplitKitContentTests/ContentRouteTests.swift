import SplitKit
import SplitKitContent
import SplitKitHostCore
import Testing

/// A list that names itself and opens a row's page for a route naming the row.
@MainActor
final class RoutedList: ListController, Routable {
  var routed: [[String]] = []

  init() { super.init(title: "Fruits") }

  override var numberOfRows: Int { 3 }
  override func row(at index: Int) -> ListRowContent { ListRowContent(title: "Row \(index)") }
  override func didOpenRow(at index: Int, byKeyboard: Bool) {
    showDetail(RoutedPage(name: "row\(index)"))
  }

  var routeComponent: String? { "fruits" }
  func show(route: [String]) -> Bool {
    routed.append(route)
    guard let name = route.first, name.hasPrefix("row"), let row = Int(name.dropFirst(3)),
      row >= 0, row < numberOfRows
    else { return false }
    userSelected(row: row)
    userOpened(row: row, byKeyboard: false)
    return true
  }
}

/// A page that names itself.
@MainActor
final class RoutedPage: DocumentController, Routable {
  let name: String
  init(name: String) {
    self.name = name
    super.init(title: name, document: Document(blocks: [.body(name)]))
  }
  var routeComponent: String? { name }
  func show(route: [String]) -> Bool { false }
}

@MainActor @Suite struct ContentRouteTests {
  func split(width: Double) -> (SplitViewController, RoutedList) {
    let split = SplitViewController(style: .doubleColumn)
    let list = RoutedList()
    split.setViewController(list, for: .primary)
    split.setViewController(RoutedPage(name: "none"), for: .secondary)
    split.adoptHostDefaults(HostSizingDefaults(thresholds: SplitThresholds(compactWidth: 500)))
    split.setVisibleInWindow(true)
    split.hostResized(to: Size(width: width, height: 800), at: .zero)
    // Collapsed, the stack opens on the detail: start at the list.
    if split.isCollapsed {
      _ = split.navigationController(for: .primary)?.popToRootViewController(animated: false)
    }
    return (split, list)
  }

  @Test func theRouteNamesTheControllersOnScreenAndCountsWhatBackUndoes() {
    let (split, list) = split(width: 390)
    #expect(ContentRoute(split: split) == ContentRoute(path: ["fruits"], depth: 0))
    list.userOpened(row: 1, byKeyboard: true)
    split.advance(to: .seconds(5))
    #expect(ContentRoute(split: split) == ContentRoute(path: ["fruits", "row1"], depth: 1))
    // Wide, the list and the page are side by side: nothing to go back from.
    split.hostResized(to: Size(width: 1440, height: 800), at: .seconds(6))
    #expect(ContentRoute(split: split) == ContentRoute(path: ["fruits", "row1"], depth: 0))
  }

  @Test func aShallowerRouteGoesBackAndADeeperOneAsksTheNamedController() {
    let (split, list) = split(width: 390)
    #expect(split.follow(route: ContentRoute(path: ["fruits", "row2"], depth: 1)))
    split.advance(to: .seconds(5))
    #expect(list.routed == [["row2"]])
    #expect(ContentRoute(split: split) == ContentRoute(path: ["fruits", "row2"], depth: 1))
    // The browser's Back: the entry below, the list.
    #expect(split.follow(route: ContentRoute(path: ["fruits"], depth: 0)))
    split.advance(to: .seconds(10))
    #expect(ContentRoute(split: split) == ContentRoute(path: ["fruits"], depth: 0))
    #expect(split.topViewController(in: .primary) === list)
    // The same route again does nothing.
    #expect(!split.follow(route: ContentRoute(path: ["fruits"], depth: 0)))
    #expect(list.routed == [["row2"]])
  }

  @Test func namesNoControllerKnowsChangeNothing() {
    let (split, list) = split(width: 390)
    #expect(!split.follow(route: ContentRoute(path: ["vegetables", "row1"])))
    #expect(!split.follow(route: ContentRoute(path: ["fruits", "row9"])))
    #expect(list.routed == [["row9"]])
    #expect(ContentRoute(split: split) == ContentRoute(path: ["fruits"], depth: 0))
    let cut = ContentRoute(
      untrustedPath: Array(repeating: String(repeating: "x", count: 900), count: 99), depth: -4)
    #expect(cut.path.count == 32 && cut.path.allSatisfy { $0.count == 512 } && cut.depth == 0)
  }

  @Test func anOverlayCountsAsAStepBackAndBackClosesIt() {
    let (split, _) = split(width: 768)
    split.show(.primary)
    split.advance(to: .seconds(5))
    let shown = ContentRoute(split: split)
    #expect(split.displayMode.coversSecondary)
    #expect(shown.depth == 1)
    #expect(split.follow(route: ContentRoute(path: shown.path, depth: 0)))
    split.advance(to: .seconds(10))
    #expect(!split.displayMode.coversSecondary)
    #expect(ContentRoute(split: split).depth == 0)
  }
}
