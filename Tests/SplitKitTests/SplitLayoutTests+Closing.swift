import SplitKit
import SplitKitTesting
import Testing

/// Closing transitions: an overlaid or displacing column slides out on top of the column it
/// covered, which brightens as it goes (the z-order of the state with the overlay holds for
/// the whole transition, whichever way it runs).
extension SplitLayoutTests {
  /// The layouts at `instants` after `start`, with the transition's end state in between.
  private func layouts(_ f: MailFixture, from start: Duration, at instants: [Int]) -> [SplitLayout]
  {
    instants.map { milliseconds in
      f.split.advance(to: start + .milliseconds(milliseconds))
      return f.split.layout
    }
  }

  /// Opens the overlay with the button, lets it settle, and closes it with the button at 1 s
  /// (the 250 ms ease-out cubic: at 125 ms the transition is 87.5 % done).
  private func closingOverlay() -> MailFixture {
    let f = MailFixture(width: 100)
    f.split.transitionCurve = .classic
    f.split.pressDisplayModeButton()
    f.split.advance(to: .milliseconds(400))
    f.split.advance(to: .seconds(1))
    _ = f.appearance.take()
    f.split.pressDisplayModeButton()
    return f
  }

  /// A triple-column split under `behavior` with both columns shown and settled at 1 s.
  private func bothColumnsShown(_ behavior: SplitViewController.SplitBehavior) -> MailFixture {
    let f = MailFixture(width: 150, style: .tripleColumn)
    f.split.transitionCurve = .classic
    f.split.preferredSplitBehavior = behavior
    f.split.show(.primary)
    f.split.advance(to: .seconds(1))
    return f
  }

  @Test func closingTheOverlayKeepsThePrimaryOnTopWhileTheDimmingFades() {
    let f = closingOverlay()
    #expect(f.split.displayMode == .secondaryOnly)
    #expect(f.appearance.take() == ["willDisappear(NavigationController)", "willDisappear(List)"])
    f.split.advance(to: .seconds(1) + .milliseconds(125))
    #expect(
      f.split.observation == [
        "expanded secondaryOnly overlay",
        "secondary (0.0, 0.0, 100.0x30.0) dim 0.125; primary (0.0, 0.0, 3.75x30.0); focus secondary",
        "primary [List] secondary [Detail]",
        "button backChevron → oneOverSecondary",
        "animating",
      ])
    #expect(f.split.layout[.primary]?.frame == Rect(x: -26.25, y: 0, width: 30, height: 30))
    #expect(f.split.layout[.secondary]?.isCovered == false)
    #expect(f.split.layout.shadowEdge == .right)
    #expect(f.split.layout.column(at: Point(x: 3, y: 5)) == .primary)
    let closing = layouts(f, from: .seconds(1), at: [0, 25, 100, 150, 200, 249])
    #expect(closing.allSatisfy { $0.visibleColumns == [.secondary, .primary] })
    let dimming = closing.map { $0[.secondary]?.dimming ?? -1 }
    let edges = closing.map { $0[.primary]?.frame.maxX ?? -1 }
    #expect(zip(dimming, dimming.dropFirst()).allSatisfy { $0 > $1 && $1 > 0 })
    #expect(zip(edges, edges.dropFirst()).allSatisfy { $0 > $1 && $1 > 0 })
    f.split.advance(to: .seconds(1) + .milliseconds(250))
    #expect(
      f.split.observation == [
        "expanded secondaryOnly overlay",
        "secondary (0.0, 0.0, 100.0x30.0); focus secondary",
        "primary [List] secondary [Detail]",
        "button backChevron → oneOverSecondary",
      ])
    #expect(f.appearance.take() == ["didDisappear(NavigationController)", "didDisappear(List)"])
  }

  @Test func aTrailingOrRightToLeftOverlaySlidesOutToTheRightOnTop() {
    for trailing in [false, true] {
      let f = MailFixture(width: 100)
      f.split.transitionCurve = .classic
      if trailing {
        f.split.primaryEdge = .trailing
      } else {
        f.split.windowTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
      }
      f.split.pressDisplayModeButton()
      f.split.advance(to: .seconds(1))
      f.split.pressDisplayModeButton()
      f.split.advance(to: .seconds(1) + .milliseconds(125))
      #expect(
        f.split.layout.description
          == "secondary (0.0, 0.0, 100.0x30.0) dim 0.125; primary (96.25, 0.0, 3.75x30.0); focus secondary"
      )
      #expect(f.split.layout[.primary]?.frame == Rect(x: 96.25, y: 0, width: 30, height: 30))
      #expect(f.split.layout.shadowEdge == .left)
      #expect(f.split.layout.column(at: Point(x: 97, y: 5)) == .primary)
    }
  }

  @Test func closingBothOverlaidColumnsKeepsThemAboveTheSecondary() {
    let f = bothColumnsShown(.overlay)
    #expect(f.split.displayMode == .twoOverSecondary)
    f.split.hide(.primary)
    #expect(f.split.displayMode == .oneOverSecondary)
    f.split.advance(to: .seconds(1) + .milliseconds(125))
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 150.0x30.0) dim 1.0; supplementary (5.125, 0.0, 40.0x30.0); primary (0.0, 0.0, 4.125x30.0); focus supplementary"
    )
    f.split.advance(to: .seconds(2))
    f.split.hide(.supplementary)
    f.split.advance(to: .seconds(2) + .milliseconds(125))
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 150.0x30.0) dim 0.125; supplementary (0.0, 0.0, 5.0x30.0); focus secondary"
    )
  }

  @Test func dismissingTheDisplacingColumnsKeepsTheirOrderAndBrightensTheSecondary() {
    let f = bothColumnsShown(.displace)
    #expect(f.split.displayMode == .twoDisplaceSecondary)
    #expect(f.split.dismissOverlay())
    f.split.advance(to: .seconds(1) + .milliseconds(125))
    #expect(f.split.displayMode == .oneBesideSecondary)
    #expect(f.split.layout.visibleColumns == [.secondary, .supplementary, .primary])
    #expect(f.split.layout[.secondary]?.dimming == 0.125)
  }

  @Test func aCancelledSwipeOnTheOverlayKeepsThePrimaryOnTopAsItSettlesBack() {
    let f = MailFixture(width: 100)
    f.split.pressDisplayModeButton()
    f.split.advance(to: .seconds(1))
    _ = f.appearance.take()
    f.split.pointerDown(at: Point(x: 20, y: 10), time: .seconds(2))
    f.split.pointerMoved(to: Point(x: 16, y: 10), time: .seconds(3))
    f.split.pointerMoved(to: Point(x: 14, y: 10), time: .seconds(4))
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 100.0x30.0) dim 0.8; primary (0.0, 0.0, 24.0x30.0); focus secondary"
    )
    f.split.pointerUp(at: Point(x: 14, y: 10), time: .seconds(5))
    #expect(f.split.displayMode == .oneOverSecondary)
    #expect(
      f.appearance.take() == [
        "willDisappear(NavigationController)", "willDisappear(List)",
        "willAppear(NavigationController)", "willAppear(List)",
      ])
    let settling = layouts(f, from: .seconds(5), at: [0, 20, 60, 120])
    #expect(settling.allSatisfy { $0.visibleColumns == [.secondary, .primary] })
    let dimming = settling.map { $0[.secondary]?.dimming ?? -1 }
    #expect(zip(dimming, dimming.dropFirst()).allSatisfy { $0 <= $1 && $1 < 1 })
    f.split.advance(to: .seconds(8))
    #expect(
      f.split.layout.description
        == "secondary (0.0, 0.0, 100.0x30.0) dim 1.0; primary (0.0, 0.0, 30.0x30.0); focus primary")
    #expect(f.appearance.take() == ["didAppear(NavigationController)", "didAppear(List)"])
  }
}
