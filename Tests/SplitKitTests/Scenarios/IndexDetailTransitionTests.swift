import SplitKit
import SplitKitTesting
import Testing

/// Records the index/detail delegate's calls as lines.
@MainActor
final class IndexDetailRecorder: IndexDetailControllerDelegate {
  var calls: [String] = []

  func take() -> [String] {
    defer { calls = [] }
    return calls
  }

  func indexDetailController(
    _ container: IndexDetailController, willShow viewController: ViewController,
    as role: IndexDetailController.Role
  ) { calls.append("willShow(\(viewController.debugName), \(role.rawValue))") }

  func indexDetailController(
    _ container: IndexDetailController, didShow viewController: ViewController,
    as role: IndexDetailController.Role
  ) { calls.append("didShow(\(viewController.debugName), \(role.rawValue))") }

  func indexDetailController(
    _ container: IndexDetailController, willChangeCollapsedTo collapsed: Bool
  ) { calls.append("willChangeCollapsed(\(collapsed))") }

  func indexDetailController(
    _ container: IndexDetailController, didChangeCollapsedTo collapsed: Bool
  ) { calls.append("didChangeCollapsed(\(collapsed))") }
}

/// Seed 003's animated collapse and expand, its showDetail, its notifications, its axis.
@MainActor @Suite struct IndexDetailTransitionTests {
  let index = ViewController(title: "Index")
  let placeholder = ViewController(title: "Nothing selected")
  let delegate = IndexDetailRecorder()

  /// A container on screen at 120x30 (index 41, detail 79), its clock anchored at 1 s.
  func make(width: Double = 120, height: Double = 30) -> (IndexDetailController, AppearanceRecorder)
  {
    let container = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    container.delegate = delegate
    let recorder = AppearanceRecorder(observing: container)
    container.setVisibleInWindow(true)
    container.setContainerSize(Size(width: width, height: height))
    container.advance(to: .seconds(1))
    _ = recorder.take()
    _ = delegate.take()
    return (container, recorder)
  }

  @Test func collapsingAnimatesTheDetailAwayWhileTheIndexTakesTheWholeSpace() {
    let (container, recorder) = make()
    #expect(container.transitionDuration == .milliseconds(250))
    container.setContainerSize(Size(width: 60, height: 30))
    #expect(container.isCollapsed)
    #expect(container.isAnimating)
    #expect(
      container.layout.description
        == "secondary (20.0, 0.0, 40.0x30.0); primary (0.0, 0.0, 20.0x30.0); focus secondary")
    container.advance(to: .seconds(1) + .milliseconds(125))  // ease-out cubic: 0.875
    #expect(
      container.layout.description
        == "secondary (55.0, 0.0, 5.0x30.0); primary (0.0, 0.0, 55.0x30.0); focus secondary")
    #expect(delegate.take() == ["willChangeCollapsed(true)"])
    container.advance(to: .seconds(1) + .milliseconds(250))
    #expect(!container.isAnimating)
    #expect(container.layout.description == "secondary (0.0, 0.0, 60.0x30.0); focus secondary")
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    #expect(
      recorder.take() == ["willDisappear(Nothing selected)", "didDisappear(Nothing selected)"])
    #expect(
      delegate.take() == [
        "willShow(Index, index)", "didShow(Index, index)", "didChangeCollapsed(true)",
      ])
  }

  @Test func expandingSlidesTheDetailBackIn() {
    let (container, recorder) = make(width: 60)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    container.setContainerSize(Size(width: 120, height: 30))
    #expect(!container.isCollapsed)
    #expect(container.isAnimating)
    #expect(titles(container.detailNavigation) == ["Nothing selected"])
    #expect(container.layout.description == "primary (0.0, 0.0, 120.0x30.0)")
    #expect(recorder.take() == ["willAppear(Nothing selected)"])
    #expect(
      delegate.take() == [
        "willChangeCollapsed(false)", "willShow(Nothing selected, detailRoot)",
      ])
    container.advance(to: .seconds(1) + .milliseconds(125))
    #expect(
      container.layout.description
        == "secondary (50.875, 0.0, 69.125x30.0); primary (0.0, 0.0, 50.875x30.0)")
    container.advance(to: .seconds(2))
    #expect(
      container.layout.description
        == "secondary (41.0, 0.0, 79.0x30.0); primary (0.0, 0.0, 41.0x30.0)")
    #expect(recorder.take() == ["didAppear(Nothing selected)"])
    #expect(
      delegate.take() == ["didShow(Nothing selected, detailRoot)", "didChangeCollapsed(false)"])
  }

  @Test func collapsingWithADetailShowingSlidesTheIndexAwayInstead() {
    let (container, recorder) = make()
    container.transitionDuration = .milliseconds(100)
    container.showDetail(ViewController(title: "Song"))
    _ = recorder.take()
    _ = delegate.take()
    container.setContainerSize(Size(width: 60, height: 30))
    #expect(recorder.take() == ["willDisappear(Index)"])
    container.advance(to: .seconds(1) + .milliseconds(50))  // ease-out cubic: 0.875
    #expect(
      container.layout.description
        == "secondary (2.5, 0.0, 57.5x30.0); primary (0.0, 0.0, 2.5x30.0); focus secondary")
    container.advance(to: .seconds(1) + .milliseconds(100))
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "Song"])
    #expect(recorder.take() == ["didDisappear(Index)"])
    #expect(delegate.take() == ["willChangeCollapsed(true)", "didChangeCollapsed(true)"])
  }

  @Test func aZeroDurationCollapsesAtOnce() {
    let (container, recorder) = make()
    container.transitionDuration = .zero
    container.setContainerSize(Size(width: 60, height: 30))
    #expect(!container.isAnimating)
    #expect(container.layout.description == "secondary (0.0, 0.0, 60.0x30.0); focus secondary")
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    #expect(
      recorder.take() == ["willDisappear(Nothing selected)", "didDisappear(Nothing selected)"])
    #expect(
      delegate.take() == [
        "willChangeCollapsed(true)", "willShow(Index, index)", "didShow(Index, index)",
        "didChangeCollapsed(true)",
      ])
  }

  @Test(arguments: 1...5)
  func rapidTogglingEndsInTheLastStateAskedForWithBalancedCallbacks(toggles: Int) {
    let (container, recorder) = make()
    var now = Duration.seconds(1)
    var collapsed = false
    for _ in 0..<toggles {
      collapsed.toggle()
      container.forcesCollapse = collapsed
      now += .milliseconds(60)
      container.advance(to: now)
    }
    container.advance(to: now + .seconds(1))
    #expect(!container.isAnimating)
    #expect(container.isCollapsed == collapsed)
    #expect(container.isCollapsed == (toggles % 2 == 1))
    #expect(index.appearanceState == .appeared)
    #expect(placeholder.appearanceState == (collapsed ? .disappeared : .appeared))
    #expect(recorder.balance["Index", default: 0] == 0)
    #expect(recorder.balance["Nothing selected", default: 0] == (collapsed ? -1 : 0))
    let changes = delegate.take().filter { $0.hasPrefix("didChange") }
    #expect(changes.count == toggles)
    #expect(changes.last == "didChangeCollapsed(\(collapsed))")
  }

  @Test func showDetailClearsWithoutAnimationAndPushesAnimatedOnlyWhenCollapsed() {
    let (container, recorder) = make()
    container.showDetail(ViewController(title: "A"))
    #expect(!container.isAnimating, "expanded: the detail pane simply changes")
    #expect(
      recorder.take() == [
        "willDisappear(Nothing selected)", "willAppear(A)", "didDisappear(Nothing selected)",
        "didAppear(A)",
      ])
    container.pushDetail(ViewController(title: "B"))
    #expect(container.isAnimating, "pushDetail animates")
    container.advance(to: .seconds(3))
    container.transitionDuration = .zero
    container.forcesCollapse = true
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "A", "B"])
    container.showDetail(ViewController(title: "C"))
    #expect(container.isAnimating, "collapsed: the push is what the user sees")
    #expect(container.detailNavigation.transition?.kind == .push)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "C"])
  }

  @Test func startingCollapsedIsNotAChange() {
    var changes: [Bool] = []
    let narrow = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    narrow.delegate = delegate
    narrow.onCollapseChange = { changes.append($0) }
    narrow.setContainerSize(Size(width: 60, height: 30))
    #expect(narrow.isCollapsed)
    #expect(changes == [])
    #expect(delegate.take() == [])

    let forced = IndexDetailController.terminalSized(
      index: ViewController(title: "Other"), placeholder: ViewController())
    forced.onCollapseChange = { changes.append($0) }
    forced.forcesCollapse = true
    forced.setContainerSize(Size(width: 200, height: 30))
    #expect(forced.isCollapsed)
    #expect(changes == [])
    forced.forcesCollapse = false
    #expect(changes == [false])
  }

  @Test func theDelegateHearsEachShownControllerInItsRole() {
    let container = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    container.delegate = delegate
    container.setVisibleInWindow(true)
    container.setContainerSize(Size(width: 120, height: 30))
    #expect(
      delegate.take() == [
        "willShow(Index, index)", "willShow(Nothing selected, detailRoot)",
        "didShow(Index, index)", "didShow(Nothing selected, detailRoot)",
      ])
    container.showDetail(ViewController(title: "Song"))
    #expect(delegate.take() == ["willShow(Song, detail)", "didShow(Song, detail)"])
  }

  @Test func theDetailFractionSharesTheAxisAndTheIndexTakesTheRest() {
    let (container, _) = make()
    container.detailFraction = 0.5
    #expect(
      container.layout.description
        == "secondary (60.0, 0.0, 60.0x30.0); primary (0.0, 0.0, 60.0x30.0)")
    container.detailFraction = 1
    #expect(container.layout.description == "secondary (0.0, 0.0, 120.0x30.0)")
    container.detailFraction = 0.25
    container.axis = .vertical
    #expect(
      container.layout.description
        == "secondary (0.0, 23.0, 120.0x7.0); primary (0.0, 0.0, 120.0x23.0)")
  }

  @Test func changingTheAxisWhileCollapsedBySizeRechecksTheOtherDimension() {
    let (container, _) = make(width: 60, height: 30)
    container.transitionDuration = .zero
    #expect(container.isCollapsed)
    container.axis = .vertical  // 30 rows are regular: expands, index on top
    #expect(!container.isCollapsed)
    #expect(titles(container.detailNavigation) == ["Nothing selected"])
    #expect(
      container.layout.description
        == "secondary (0.0, 10.0, 60.0x20.0); primary (0.0, 0.0, 60.0x10.0)")
    container.setContainerSize(Size(width: 60, height: 10))  // compact height: collapses
    #expect(container.isCollapsed)
    container.axis = .horizontal  // still compact width
    #expect(container.isCollapsed)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    container.setContainerSize(Size(width: 120, height: 10))
    #expect(!container.isCollapsed)
  }
}
