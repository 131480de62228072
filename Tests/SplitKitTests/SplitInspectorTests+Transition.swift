import SplitKit
import SplitKitTesting
import Testing

/// Showing and hiding the inspector animate on the host's injected time, with the split
/// view's transition curve, like a display-mode change.
extension SplitInspectorTests {
  @Test func overlaidItSlidesInFromTheTrailingEdgeAsTheSecondaryDims() {
    let (split, _, recorder) = make(width: 560)
    split.transitionCurve = .classic  // 250 ms ease-out cubic: 0.875 at half time
    split.show(.inspector)
    #expect(split.layout[.inspector] == nil, "starts just past the trailing edge")
    #expect(split.isAnimatingOverTime)
    split.advance(to: .milliseconds(125))
    #expect(split.layout[.inspector]?.frame == Rect(x: 323.75, y: 0, width: 270, height: 800))
    #expect(split.layout[.secondary]?.dimming == 0.875)
    #expect(recorder.take() == ["willAppear(NavigationController)", "willAppear(Info)"])
    split.advance(to: .milliseconds(250))
    #expect(!split.isAnimating)
    #expect(split.layout[.inspector]?.frame == Rect(x: 290, y: 0, width: 270, height: 800))
    #expect(recorder.take() == ["didAppear(NavigationController)", "didAppear(Info)"])
    split.hide(.inspector)
    split.advance(to: .milliseconds(375))
    #expect(split.layout[.inspector]?.frame == Rect(x: 526.25, y: 0, width: 270, height: 800))
    #expect(split.layout[.secondary]?.dimming == 0.125)
    split.advance(to: .milliseconds(500))
    #expect(split.layout.visibleColumns == [.secondary])
    #expect(
      recorder.take() == [
        "willDisappear(NavigationController)", "willDisappear(Info)",
        "didDisappear(NavigationController)", "didDisappear(Info)",
      ])
  }

  @Test func tiledTheSecondaryNarrowsAsItSlidesIn() {
    let (split, _, _) = make(width: 1024)
    split.transitionCurve = .classic
    split.show(.inspector)
    split.advance(to: .milliseconds(125))
    #expect(split.layout[.secondary]?.frame.width == 703 - 271 * 0.875)
    #expect(split.layout[.inspector]?.frame.minX == 1024 - 270 * 0.875)
    split.advance(to: .milliseconds(250))
    #expect(split.layout[.secondary]?.frame.width == 432)
  }

  @Test func withoutAnimationsItIsThereAtOnce() {
    let (split, _, recorder) = make(width: 560)
    split.animationsEnabled = false
    split.show(.inspector)
    #expect(!split.isAnimating)
    #expect(split.layout[.inspector]?.frame.minX == 290)
    #expect(
      recorder.take() == [
        "willAppear(NavigationController)", "willAppear(Info)", "didAppear(NavigationController)",
        "didAppear(Info)",
      ])
  }

  @Test func aDisplayModeChangeFinishesARunningInspectorTransition() {
    let (split, _, recorder) = make(width: 1024)
    split.show(.inspector)
    split.advance(to: .milliseconds(50))
    split.pressDisplayModeButton()
    #expect(split.layout[.inspector] != nil)
    #expect(recorder.take().contains("didAppear(Info)"), "the inspector's transition ended first")
    split.advance(to: .seconds(2))
    #expect(split.isShowing(.inspector))
    #expect(split.layout[.inspector]?.frame.minX == 754)
  }
}
