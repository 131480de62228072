import SplitKit
import SplitKitTesting
import Testing

/// Seed 003: the simplified index/detail container, in both axes.
@MainActor @Suite struct IndexDetailScenarioTests {
  let index = ViewController(title: "Index")
  let placeholder = ViewController(title: "Nothing selected")

  func make(width: Double = 120, height: Double = 30) -> (IndexDetailController, AppearanceRecorder)
  {
    let container = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    // Instant collapses; the transitions have their own tests (IndexDetailTransitionTests).
    container.transitionDuration = .zero
    container.setContainerSize(Size(width: width, height: height))
    let recorder = AppearanceRecorder(observing: container)
    container.setVisibleInWindow(true)
    return (container, recorder)
  }

  @Test func expandedTheIndexSitsBesideTheDetailAtTheConfiguredFraction() {
    let (container, _) = make()
    #expect(!container.isCollapsed)
    #expect(
      container.layout.description
        == "secondary (41.0, 0.0, 79.0x30.0); primary (0.0, 0.0, 41.0x30.0)")
    #expect(container.layout.dividers.isEmpty)
    container.axis = .vertical
    container.setContainerSize(Size(width: 80, height: 60))
    #expect(
      container.layout.description
        == "secondary (0.0, 20.0, 80.0x40.0); primary (0.0, 0.0, 80.0x20.0)")
  }

  @Test func showDetailClearsThenPushesAndPushDetailPushes() {
    let (container, _) = make()
    container.showDetail(ViewController(title: "A"))
    container.pushDetail(ViewController(title: "B"))
    container.detailNavigation.finishAll()
    #expect(titles(container.detailNavigation) == ["Nothing selected", "A", "B"])
    container.showDetail(ViewController(title: "C"))
    container.detailNavigation.finishAll()
    #expect(titles(container.detailNavigation) == ["Nothing selected", "C"])
  }

  @Test func collapsingPutsTheIndexJustAboveTheRoot() {
    let (container, recorder) = make()
    container.setContainerSize(Size(width: 60, height: 30))
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    #expect(container.detailNavigation.topViewController === index)
    container.setContainerSize(Size(width: 120, height: 30))
    container.showDetail(ViewController(title: "A"))
    container.pushDetail(ViewController(title: "B"))
    container.detailNavigation.finishAll()
    _ = recorder.take()
    container.setContainerSize(Size(width: 60, height: 30))
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "A", "B"])
    #expect(recorder.take() == ["willDisappear(Index)", "didDisappear(Index)"])
    container.detailNavigation.popViewController(animated: false)
    container.detailNavigation.popViewController(animated: false)
    #expect(container.detailNavigation.topViewController === index)
  }

  @Test func collapseUndoesItselfWhenSpaceReturnsButAForcedOneStays() {
    var changes: [Bool] = []
    let (container, _) = make()
    container.onCollapseChange = { changes.append($0) }
    container.setContainerSize(Size(width: 60, height: 30))
    container.setContainerSize(Size(width: 120, height: 30))
    #expect(!container.isCollapsed)
    #expect(titles(container.detailNavigation) == ["Nothing selected"])
    #expect(index.parent === container)
    container.forcesCollapse = true
    container.setContainerSize(Size(width: 200, height: 30))
    #expect(container.isCollapsed)
    container.forcesCollapse = false
    #expect(!container.isCollapsed)
    #expect(changes == [true, false, true, false])
  }

  @Test func expandingFindsTheIndexWhereverItIsAndChangingTheAxisRechecksTraits() {
    let (container, _) = make(width: 120, height: 10)
    container.setContainerSize(Size(width: 60, height: 10))
    container.detailNavigation.setViewControllers(
      [placeholder, ViewController(title: "A"), index], animated: false)
    container.setContainerSize(Size(width: 120, height: 10))
    #expect(titles(container.detailNavigation) == ["Nothing selected", "A"])
    container.axis = .vertical
    #expect(container.isCollapsed)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "A"])
  }

  @Test func showFromTheIndexGoesToTheDetail() {
    let (container, _) = make()
    index.showDetail(ViewController(title: "Song"))
    container.detailNavigation.finishAll()
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Song"])
  }
}

extension NavigationController {
  /// Runs any transition to its end (test helper): the first instant anchors it.
  func finishAll() {
    advance(to: .seconds(1_000))
    advance(to: .seconds(2_000))
  }
}
