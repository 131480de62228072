import SplitKit
import SplitKitTesting
import Testing

/// A collapse (at launch or later) whose secondary has nothing chosen — a placeholder, or
/// nothing — keeps the list on top with its selection, as UIKit's default collapse does; a
/// shown inspector does not go on top of it, and one pushed while collapsed is one Back away.
@MainActor @Suite struct SplitCollapsedPlaceholderTests {
  /// A terminal-sized split with Notes, a "Pick one." placeholder secondary (optionally a
  /// List supplementary and an Info inspector), `configure`d, shown and sized to `width`.
  func make(
    width: Double, style: SplitViewController.Style = .doubleColumn, placeholder: Bool = true,
    inspector: Bool = false, configure: (SplitViewController) -> Void = { _ in }
  ) -> SplitViewController {
    let split = SplitViewController.terminalSized(style: style)
    split.setViewController(ViewController(title: "Notes"), for: .primary)
    if style == .tripleColumn {
      split.setViewController(ViewController(title: "List"), for: .supplementary)
    }
    let hint = ViewController(title: "Pick one.")
    hint.isPlaceholder = placeholder
    split.setViewController(hint, for: .secondary)
    if inspector { split.setViewController(ViewController(title: "Info"), for: .inspector) }
    configure(split)
    split.setVisibleInWindow(true)
    split.setContainerSize(Size(width: width, height: 30))
    split.advance(to: .zero)
    return split
  }

  func stack(_ split: SplitViewController) -> [String] {
    titles(split.navigationController(for: .primary))
  }

  @Test func aNarrowLaunchOnAPlaceholderOpensOnTheList() {
    let split = make(width: 60)
    #expect(split.isCollapsed)
    #expect(stack(split) == ["Notes"])
    #expect(split.isShowing(.primary))
  }

  @Test func aNarrowLaunchOnRealContentStillOpensOnIt() {
    let split = make(width: 60, placeholder: false)
    #expect(stack(split) == ["Notes", "Pick one."])
  }

  @Test func threeColumnsOpenOnTheSupplementaryList() {
    let split = make(width: 60, style: .tripleColumn)
    #expect(stack(split) == ["Notes", "List"])
  }

  @Test func aShownInspectorOverAPlaceholderDoesNotOpenOnTop() {
    let split = make(width: 60, style: .tripleColumn, inspector: true) { $0.show(.inspector) }
    #expect(stack(split) == ["Notes", "List"])
    #expect(split.inspectorButton.showsInspector)
  }

  @Test func anInspectorPushedWhileCollapsedIsOneBackAway() {
    let split = make(width: 60, style: .tripleColumn, inspector: true)
    split.pressInspectorButton()
    split.advance(to: .seconds(1))
    #expect(stack(split) == ["Notes", "List", "Info"])
    split.navigationController(for: .primary)?.popViewController(animated: true)
    split.advance(to: .seconds(2))
    #expect(stack(split) == ["Notes", "List"])
    #expect(!split.isShowing(.inspector))
  }

  @Test func collapsingLaterOnAPlaceholderShowsTheListAndExpandingBringsEverythingBack() {
    let split = make(width: 150, inspector: true)
    split.show(.inspector)
    split.advance(to: .seconds(1))
    split.setContainerSize(Size(width: 60, height: 30))
    #expect(stack(split) == ["Notes"])
    split.setContainerSize(Size(width: 150, height: 30))
    #expect(titles(split.navigationController(for: .secondary)) == ["Pick one."])
    #expect(split.isShowing(.inspector), "the inspector kept aside is shown again")
  }

  @Test func theDelegateStillHasTheLastWord() {
    let delegate = RecordingSplitDelegate()
    delegate.topColumnForCollapsing = .secondary
    let split = make(width: 60) { $0.delegate = delegate }
    #expect(delegate.calls.contains("topColumnForCollapsing(primary)"), "\(delegate.calls)")
    #expect(stack(split) == ["Notes", "Pick one."])
  }

  @Test func choosingSomethingAfterTheLaunchPushesIt() {
    let split = make(width: 60)
    split.viewController(for: .primary)?.showDetail(ViewController(title: "Groceries"))
    split.advance(to: .seconds(1))
    #expect(stack(split) == ["Notes", "Groceries"])
  }
}
