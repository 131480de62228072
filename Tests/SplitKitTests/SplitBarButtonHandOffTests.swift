import SplitKit
import SplitKitTesting
import Testing

/// Records the classic hand-off, mode changes and appearance callbacks in one timeline,
/// with what the split view showed when the hand-off was heard.
@MainActor
private func columns(_ split: SplitViewController) -> String {
  "[" + split.layout.visibleColumns.map { "\($0)" }.joined(separator: ", ") + "]"
}

@MainActor
final class TimelineDelegate: SplitViewControllerDelegate {
  var timeline: [String] = []

  func splitViewController(
    _ split: SplitViewController, willHide primary: ViewController,
    with barButtonItem: BarButtonItem
  ) {
    timeline.append("willHide(\(primary.debugName)) showing \(columns(split))")
  }

  func splitViewController(
    _ split: SplitViewController, willShow primary: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {
    let shown = split.isCollapsed ? "collapsed" : columns(split)
    timeline.append("willShow(\(primary.debugName)) showing \(shown)")
  }
}

@MainActor @Suite struct SplitBarButtonHandOffTests {
  func makeSplit() -> (SplitViewController, TimelineDelegate) {
    let split = SplitViewController.terminalSized(style: .doubleColumn)
    let delegate = TimelineDelegate()
    split.delegate = delegate
    split.setViewController(ViewController(title: "List"), for: .primary)
    split.setViewController(ViewController(title: "Detail"), for: .secondary)
    split.onAppearanceEvent = { [weak delegate] in delegate?.timeline.append("\($0)") }
    split.setVisibleInWindow(true)
    split.setContainerSize(Size(width: 150, height: 30))
    delegate.timeline = []
    return (split, delegate)
  }

  @Test func willHideComesBeforeTheLayoutAndTheAppearanceCallbacksOfHidingThePrimary() {
    let (split, delegate) = makeSplit()
    split.setContainerSize(Size(width: 100, height: 30))
    #expect(
      delegate.timeline == [
        "willHide(List) showing [secondary, primary]",
        "willDisappear(NavigationController)", "willDisappear(List)",
        "didDisappear(NavigationController)", "didDisappear(List)",
      ])
  }

  @Test func willShowInvalidatingComesBeforeThePrimaryShowsAgain() {
    let (split, delegate) = makeSplit()
    split.setContainerSize(Size(width: 100, height: 30))
    delegate.timeline = []
    split.setContainerSize(Size(width: 150, height: 30))
    #expect(
      delegate.timeline == [
        "willShow(List) showing [secondary]",
        "willAppear(NavigationController)", "willAppear(List)",
        "didAppear(NavigationController)", "didAppear(List)",
      ])
  }

  @Test func collapsingFromTheMediumBandTakesTheButtonBackBeforeCollapsing() {
    let (split, delegate) = makeSplit()
    split.setContainerSize(Size(width: 100, height: 30))
    delegate.timeline = []
    split.setContainerSize(Size(width: 60, height: 30))
    #expect(delegate.timeline.first == "willShow(List) showing [secondary]")
    #expect(delegate.timeline.count > 1)
  }
}
