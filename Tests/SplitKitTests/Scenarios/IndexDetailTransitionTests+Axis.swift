import SplitKit
import SplitKitTesting
import Testing

/// The axis and the detail fraction: a pane with no room is off screen, with its callbacks;
/// an axis change while collapsed by size expands along the new axis.
extension IndexDetailTransitionTests {
  @Test func aDetailFractionOfOneTakesTheIndexOffScreenAndBackWithBalancedCallbacks() {
    let (container, recorder) = make()
    container.detailFraction = 1
    #expect(container.layout.description == "secondary (0.0, 0.0, 120.0x30.0)")
    #expect(recorder.take() == ["willDisappear(Index)", "didDisappear(Index)"])
    #expect(index.appearanceState == .disappeared)
    container.detailFraction = 1  // the same value: nothing happens
    #expect(recorder.take().isEmpty)
    container.detailFraction = 0.66
    #expect(
      container.layout.description
        == "secondary (41.0, 0.0, 79.0x30.0); primary (0.0, 0.0, 41.0x30.0)")
    #expect(recorder.take() == ["willAppear(Index)", "didAppear(Index)"])
    #expect(delegate.take() == ["willShow(Index, index)", "didShow(Index, index)"])
  }

  @Test func aDetailFractionOfZeroTakesTheDetailStackOffScreen() {
    let (container, recorder) = make()
    container.detailFraction = 0
    #expect(container.layout.description == "primary (0.0, 0.0, 120.0x30.0)")
    #expect(
      recorder.take() == [
        "willDisappear(NavigationController)", "willDisappear(Nothing selected)",
        "didDisappear(NavigationController)", "didDisappear(Nothing selected)",
      ])
    // Collapsed, the fraction does not matter: the one stack takes the container.
    container.setContainerSize(Size(width: 60, height: 30))
    container.advance(to: .seconds(2))
    #expect(container.isCollapsed)
    #expect(container.layout.description == "secondary (0.0, 0.0, 60.0x30.0); focus secondary")
    #expect(
      recorder.take() == [
        "willAppear(NavigationController)", "didAppear(NavigationController)",
      ])
    #expect(index.appearanceState == .appeared)
  }

  @Test func aPaneThatATinyContainerLeavesNoRoomIsOffScreen() {
    let (container, recorder) = make()
    container.thresholds = SplitThresholds(
      compactWidth: 0, wideWidth: 0, compactHeight: 20, wideHeight: 40)
    container.setContainerSize(Size(width: 1, height: 30))  // the index rounds to 0
    #expect(!container.isCollapsed)
    #expect(container.layout.description == "secondary (0.0, 0.0, 1.0x30.0)")
    #expect(recorder.take() == ["willDisappear(Index)", "didDisappear(Index)"])
    container.setContainerSize(Size(width: 120, height: 30))
    #expect(recorder.take() == ["willAppear(Index)", "didAppear(Index)"])
  }

  @Test func takingTheDetailsRoomDuringAnExpandFinishesItWithBalancedCallbacks() {
    let (container, recorder) = make()
    container.forcesCollapse = true
    container.advance(to: .seconds(2))
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index"])
    _ = recorder.take()
    container.forcesCollapse = false  // expands: the detail stack starts sliding back in
    container.advance(to: .seconds(2) + .milliseconds(100))
    #expect(container.isAnimating)
    container.detailFraction = 0  // mid-expand, the detail loses its room
    #expect(!container.isAnimating)
    container.advance(to: .seconds(3))
    #expect(container.layout.description == "primary (0.0, 0.0, 120.0x30.0)")
    #expect(placeholder.appearanceState == .disappeared)
    #expect(container.detailNavigation.appearanceState == .disappeared)
    #expect(index.appearanceState == .appeared)
    #expect(recorder.balance["Nothing selected", default: 0] == 0)
    container.detailFraction = 0.5
    #expect(placeholder.appearanceState == .appeared)
    #expect(recorder.balance["Nothing selected", default: 0] == 1)
  }

  @Test func aFractionOutsideZeroToOneOrNaNIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let container = IndexDetailController.terminalSized(
          index: ViewController(), placeholder: ViewController())
        container.detailFraction = .nan
      }
    }
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let container = IndexDetailController.terminalSized(
          index: ViewController(), placeholder: ViewController())
        container.detailFraction = 1.5
      }
    }
  }

  @Test func changingTheAxisWhileCollapsedBySizeExpandsAlongTheNewAxisWithADetailShown() {
    let (container, recorder) = make(width: 60, height: 30)
    let song = ViewController(title: "Song")
    container.showDetail(song)
    container.advance(to: .seconds(2))
    _ = recorder.take()
    _ = delegate.take()
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "Song"])
    container.axis = .vertical  // 30 rows are regular: expands, the index slides in on top
    #expect(!container.isCollapsed)
    #expect(container.isAnimating)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Song"])
    #expect(recorder.take() == ["willAppear(Index)"])
    container.advance(to: .seconds(2) + .milliseconds(125))  // ease-out cubic: 0.875
    #expect(
      container.layout.description
        == "secondary (0.0, 8.75, 60.0x21.25); primary (0.0, 0.0, 60.0x8.75)")
    container.advance(to: .seconds(3))
    #expect(
      container.layout.description
        == "secondary (0.0, 10.0, 60.0x20.0); primary (0.0, 0.0, 60.0x10.0)")
    #expect(recorder.take() == ["didAppear(Index)"])
    #expect(song.appearanceState == .appeared)
    #expect(
      delegate.take() == [
        "willChangeCollapsed(false)", "willShow(Index, index)", "didShow(Index, index)",
        "didChangeCollapsed(false)",
      ])
    // Back to horizontal: 60 columns are compact again, and Song stays on top.
    container.axis = .horizontal
    container.advance(to: .seconds(4))
    #expect(container.isCollapsed)
    #expect(titles(container.detailNavigation) == ["Nothing selected", "Index", "Song"])
    #expect(container.layout.description == "secondary (0.0, 0.0, 60.0x30.0); focus secondary")
    #expect(recorder.take() == ["willDisappear(Index)", "didDisappear(Index)"])
  }
}
