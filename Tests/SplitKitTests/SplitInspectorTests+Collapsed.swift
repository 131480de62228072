import SplitKit
import SplitKitTesting
import Testing

/// `inspectorCollapsedPresentation`: pushed onto the merged stack (the default), or kept
/// off it until the split view expands; a compact column always keeps it off.
extension SplitInspectorTests {
  @Test func hiddenUntilExpandedRecordsAShowAndShowsItBesideOnExpand() {
    let (split, delegate, _) = make(width: 300)
    split.inspectorCollapsedPresentation = .hiddenUntilExpanded
    #expect(!split.inspectorButton.isVisible, "nothing a tap could show now")
    let stack = titles(split.navigationController(for: .primary))
    split.show(.inspector)
    split.advance(to: .seconds(1))
    #expect(titles(split.navigationController(for: .primary)) == stack)
    #expect(!split.isShowing(.inspector))
    #expect(split.restorationState.isInspectorShown == true)
    #expect(!delegate.take().contains("willShow(inspector)"))
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(split.isShowing(.inspector))
    #expect(split.layout[.inspector]?.frame == Rect(x: 754, y: 0, width: 270, height: 800))
  }

  @Test func hiddenUntilExpandedCollapsingKeepsItOffTheStackAndBringsItBack() {
    let (split, _, _) = make(width: 1024)
    split.inspectorCollapsedPresentation = .hiddenUntilExpanded
    split.show(.inspector)
    split.advance(to: .seconds(1))
    split.setContainerSize(Size(width: 300, height: 800))
    #expect(!titles(split.navigationController(for: .primary)).contains("Info"))
    #expect(titles(split.navigationController(for: .inspector)) == ["Info"])
    split.hide(.inspector)
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(!split.isShowing(.inspector), "hidden while collapsed, hidden on expand")
    split.show(.inspector)
    split.advance(to: .seconds(2))
    split.setContainerSize(Size(width: 300, height: 800))
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(split.isShowing(.inspector))
  }

  @Test func pushedIsTheDefault() {
    let (split, _, _) = make(width: 1024)
    #expect(split.inspectorCollapsedPresentation == .pushed)
    split.show(.inspector)
    split.setContainerSize(Size(width: 300, height: 800))
    #expect(titles(split.navigationController(for: .primary)).last == "Info")
  }

  @Test func aCompactColumnKeepsTheInspectorForTheExpandedLayout() {
    let (split, _, _) = make(width: 300)
    split.setViewController(ViewController(title: "Compact"), for: .compact)
    split.show(.inspector)
    #expect(split.layout.visibleColumns == [.compact])
    split.setContainerSize(Size(width: 1024, height: 800))
    #expect(split.isShowing(.inspector))
    #expect(split.layout[.inspector] != nil)
  }
}
