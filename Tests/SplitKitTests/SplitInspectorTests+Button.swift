import SplitKit
import SplitKitTesting
import Testing

/// The inspector button the split view offers: visible with an inspector, its tap shows or
/// hides it (pushed and popped when collapsed), and a bar button item for an app's toolbar.
extension SplitInspectorTests {
  @Test func theButtonShowsAndHidesTheInspector() {
    let (split, delegate, _) = make(width: 1024)
    #expect(split.inspectorButton == InspectorButton(isVisible: true, showsInspector: true))
    #expect("\(split.inspectorButton)" == "show inspector")
    split.pressInspectorButton()
    #expect(delegate.take().contains("willShow(inspector)"))
    #expect(split.isShowing(.inspector))
    #expect("\(split.inspectorButton)" == "hide inspector")
    split.advance(to: .seconds(1))
    #expect(split.layout[.inspector]?.frame.minX == 754)
    split.pressInspectorButton()
    split.advance(to: .seconds(2))
    #expect(!split.isShowing(.inspector))
    #expect(split.layout[.inspector] == nil)
  }

  @Test func withoutAnInspectorThereIsNoButton() {
    let split = SplitViewController(style: .doubleColumn)
    split.setViewController(ViewController(title: "Master"), for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect("\(split.inspectorButton)" == "hidden")
    split.pressInspectorButton()
    #expect(!split.isShowing(.inspector))
  }

  @Test func anAppPlacesTheBarButtonItemItselfWithTheBuiltInOneHidden() {
    let (split, _, _) = make(width: 1024)
    split.inspectorButtonVisibility = .never
    #expect(!split.inspectorButton.isVisible)
    let item = split.inspectorBarButtonItem
    #expect(item === split.inspectorBarButtonItem)
    #expect(item.title == "Inspector")
    item.press()
    #expect(split.isShowing(.inspector))
    item.press()
    #expect(!split.isShowing(.inspector))
    split.inspectorButtonVisibility = .always
    #expect(split.inspectorButton.isVisible)
  }

  @Test func collapsedTheButtonPushesAndPopsTheInspector() {
    let (split, _, _) = make(width: 300)
    #expect(split.isCollapsed)
    #expect("\(split.inspectorButton)" == "show inspector")
    split.pressInspectorButton()
    split.advance(to: .seconds(1))
    #expect(titles(split.navigationController(for: .primary)).last == "Info")
    #expect("\(split.inspectorButton)" == "hide inspector")
    split.pressInspectorButton()
    split.advance(to: .seconds(2))
    #expect(titles(split.navigationController(for: .primary)).last != "Info")
    #expect("\(split.inspectorButton)" == "show inspector")
  }

  @Test func aCompactColumnHidesTheButton() {
    let (split, _, _) = make(width: 300)
    split.setViewController(ViewController(title: "Compact"), for: .compact)
    #expect(!split.inspectorButton.isVisible)
  }
}
