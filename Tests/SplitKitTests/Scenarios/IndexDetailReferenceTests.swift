import SplitKit
import SplitKitTesting
import Testing

/// The two behaviours the index/detail container takes from its reference implementation's
/// navigation controller: the index announced when a collapse puts it on top of the stack,
/// and `showDetail` while collapsed pushing from the index.
@MainActor @Suite struct IndexDetailReferenceTests {
  let index = ViewController(title: "Index")
  let placeholder = ViewController(title: "Nothing selected")
  let delegate = IndexDetailRecorder()

  func make(width: Double) -> (IndexDetailController, AppearanceRecorder) {
    let container = IndexDetailController.terminalSized(index: index, placeholder: placeholder)
    container.delegate = delegate
    let recorder = AppearanceRecorder(observing: container)
    container.setVisibleInWindow(true)
    container.setContainerSize(Size(width: width, height: 30))
    container.advance(to: .seconds(1))
    _ = recorder.take()
    _ = delegate.take()
    return (container, recorder)
  }

  @Test(arguments: [Duration.zero, .milliseconds(250)])
  func collapsingWithNothingSelectedAnnouncesTheIndexInTheIndexRole(duration: Duration) {
    let (container, _) = make(width: 120)
    container.transitionDuration = duration
    container.setContainerSize(Size(width: 60, height: 30))
    container.advance(to: .seconds(2))
    #expect(!container.isAnimating)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    #expect(
      delegate.take() == [
        "willChangeCollapsed(true)", "willShow(Index, index)", "didShow(Index, index)",
        "didChangeCollapsed(true)",
      ])
    // Expanding and collapsing again announces it again; nothing else is heard.
    container.setContainerSize(Size(width: 120, height: 30))
    container.advance(to: .seconds(3))
    _ = delegate.take()
    container.setContainerSize(Size(width: 60, height: 30))
    container.advance(to: .seconds(4))
    #expect(
      delegate.take().filter { $0.contains("Index") } == [
        "willShow(Index, index)", "didShow(Index, index)",
      ])
  }

  @Test func collapsingWithADetailShowingDoesNotAnnounceTheIndex() {
    let (container, _) = make(width: 120)
    container.transitionDuration = .zero
    container.showDetail(ViewController(title: "Song"))
    _ = delegate.take()
    container.setContainerSize(Size(width: 60, height: 30))
    #expect(delegate.take() == ["willChangeCollapsed(true)", "didChangeCollapsed(true)"])
  }

  @Test func showDetailWhileCollapsedPushesFromTheIndex() {
    let (container, recorder) = make(width: 60)
    container.detailNavigation.pushViewController(ViewController(title: "A"), animated: false)
    container.detailNavigation.pushViewController(ViewController(title: "B"), animated: false)
    _ = recorder.take()
    _ = delegate.take()
    let song = ViewController(title: "Song")
    container.showDetail(song)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "Song"])
    let transition = container.detailNavigation.transition
    #expect(transition?.kind == .push)
    #expect(transition?.from === index)
    #expect(transition?.to === song)
    #expect(
      recorder.take() == [
        "willDisappear(B)", "willAppear(Index)", "didDisappear(B)", "didAppear(Index)",
        "willDisappear(Index)", "willAppear(Song)",
      ])
    #expect(
      delegate.take() == [
        "willShow(Index, index)", "didShow(Index, index)", "willShow(Song, detail)",
      ])
    container.advance(to: .seconds(3))
    #expect(!container.isAnimating)
    #expect(recorder.take() == ["didDisappear(Index)", "didAppear(Song)"])
    #expect(delegate.take() == ["didShow(Song, detail)"])
  }

  @Test func showDetailWhileCollapsedOnTheIndexPushesStraightFromIt() {
    let (container, recorder) = make(width: 60)
    let song = ViewController(title: "Song")
    container.showDetail(song)
    #expect(container.detailNavigation.transition?.from === index)
    #expect(recorder.take() == ["willDisappear(Index)", "willAppear(Song)"])
    #expect(delegate.take() == ["willShow(Song, detail)"])
  }
}
